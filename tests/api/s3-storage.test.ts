import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../src/server/storage/s3-storage.ts";
import { createApi } from "../helpers/api-client.ts";
import { createMember, makeImage, uploadForm } from "../helpers/factories.ts";
import { startS3Double } from "../helpers/s3-double.ts";
import { startTestApp } from "../helpers/test-app.ts";

let s3: Awaited<ReturnType<typeof startS3Double>>;

beforeAll(async () => {
  s3 = await startS3Double();
});
afterAll(() => s3.close());

const storageFor = () =>
  createS3Storage({
    bucket: "menus",
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });

describe("S3-compatible storage", () => {
  it("puts, gets and deletes objects with signed requests", async () => {
    const storage = storageFor();
    await storage.put("uploads/m1/a.png", Buffer.from("png bytes"), "image/png");
    expect(s3.objects.get("/menus/uploads/m1/a.png")?.contentType).toBe("image/png");
    expect((await storage.get("uploads/m1/a.png"))?.toString()).toBe("png bytes");
    await storage.delete("uploads/m1/a.png");
    expect(await storage.get("uploads/m1/a.png")).toBeNull();
    expect(s3.requests.every((request) => request.signed)).toBe(true);
  });

  it("refuses keys it did not make", async () => {
    const storage = storageFor();
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/unsafe/);
    expect(await storage.get("../escape.png")).toBeNull();
  });

  it("serves an uploaded image from the bucket through the app", async () => {
    const t = await startTestApp({ storage: storageFor() });
    try {
      const api = createApi(t.baseUrl);
      const member = await createMember(api);
      const upload = await api.call("POST", "/v1/members/uploads", {
        token: member.token,
        body: uploadForm(await makeImage("png", 64, 64), { type: "MenuItem", locationId: member.businessId }),
      });
      expect(upload.status).toBe(201);
      const keys = [...s3.objects.keys()].filter((key) => key.includes(upload.body.id));
      expect(keys).toHaveLength(4); // full, thumbnail, and both as WebP
      const served = await fetch(`${t.baseUrl}${upload.body.path}&fmt=original`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    } finally {
      await t.close();
    }
  });
});
