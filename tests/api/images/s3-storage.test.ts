import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../../src/server/storage/s3-storage.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createMember, makeImage, uploadForm } from "../../helpers/factories.ts";
import { type S3Server, startS3rver } from "../../helpers/multi-instance.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp } from "../../helpers/test-app.ts";

// Uploads in S3-compatible storage, against s3rver (an S3 server from the registry, which checks
// request signatures) through the real AWS client. s3rver's one account is S3RVER / S3RVER.
let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.close());

const storageFor = (secretAccessKey = "S3RVER") =>
  createS3Storage({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey,
  });

/** Another S3 client: what the bucket really holds, not what our storage says. */
function bucketClient() {
  return new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
}

async function headObject(key: string) {
  const client = bucketClient();
  try {
    return await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
  } catch {
    return null;
  } finally {
    client.destroy();
  }
}

async function keysInBucket() {
  const client = bucketClient();
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? "");
  } finally {
    client.destroy();
  }
}

describe("S3-compatible storage", () => {
  it("puts, gets and deletes objects", async () => {
    const storage = storageFor();
    await storage.put("uploads/m1/a.png", Buffer.from("png bytes"), "image/png");
    expect((await headObject("uploads/m1/a.png"))?.ContentType).toBe("image/png");
    expect((await storage.get("uploads/m1/a.png"))?.toString()).toBe("png bytes");
    await storage.delete("uploads/m1/a.png");
    expect(await storage.get("uploads/m1/a.png")).toBeNull();
    expect(await headObject("uploads/m1/a.png")).toBeNull();
  });

  it("refuses keys it did not make", async () => {
    const storage = storageFor();
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/unsafe/);
    expect(await storage.get("../escape.png")).toBeNull();
  });

  it(
    "serves an uploaded image from the bucket through the app",
    async () => {
      const t = await startTestApp({ storage: storageFor() });
      try {
        const api = createApi(t.baseUrl);
        const member = await createMember(api);
        const upload = await api.call("POST", "/v1/members/uploads", {
          token: member.token,
          body: uploadForm(await makeImage("png", 64, 64), {
            type: "MenuItem",
            locationId: member.businessId,
          }),
        });
        expect(upload.status).toBe(201);
        const keys = (await keysInBucket()).filter((key) => key.includes(upload.body.id));
        expect(keys).toHaveLength(4); // full, thumbnail, and both as WebP
        const served = await fetch(`${t.baseUrl}${upload.body.path}&fmt=original`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/png");
      } finally {
        await t.close();
      }
      // Four image variants made by sharp and put in the bucket: far slower than 30 s allows on a busy machine.
    },
    scaled(90_000),
  );
});
