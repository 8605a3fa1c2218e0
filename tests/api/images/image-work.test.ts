// Six small PNGs declaring 7000×7000 16-bit pixels stalled logins and guests' images for
// seconds and doubled the server's memory. Images past 24 MP are refused from their header, and image work
// waits in a bounded queue that answers 429 when full.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_MEGAPIXELS } from "../../../src/shared/common/constants.ts";
import { IMAGE_MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, type TestMember, uploadForm } from "../../helpers/factories.ts";
import { blackPng } from "../../helpers/png.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

// Small limits, so a burst of five fills the queue: one running, one waiting.
beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      imageWork: { running: 1, waiting: 1 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const upload = (member: TestMember, bytes: Buffer) =>
  api.call("POST", "/v1/members/uploads", {
    token: member.token,
    body: uploadForm(bytes, { type: "MenuItem", locationId: member.businessId }, "photo.png"),
  });

const imageCount = async (member: TestMember) =>
  ((await api.get(`/v1/members/images?locationId=${member.businessId}`, member.token)).body as unknown[])
    .length;

describe("the pixel limit", () => {
  it("refuses a small file declaring 7000×7000 16-bit pixels, from its header", async () => {
    const member = await createMember(api);
    const bytes = blackPng({ width: 7000, height: 7000, bitDepth: 16, complete: false });
    expect(bytes.length).toBeLessThan(10_000);
    const response = await upload(member, bytes);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "IMAGE_TOO_LARGE", message: IMAGE_MESSAGES.tooManyPixels });
    expect(await imageCount(member)).toBe(0);
  });

  it("refuses a complete image just past the limit, and keeps an image at it", async () => {
    const member = await createMember(api);
    const past = await upload(member, blackPng({ width: 5000, height: 5000 }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(IMAGE_MESSAGES.tooManyPixels).toContain(`${IMAGE_MAX_MEGAPIXELS} megapixels`);

    const at = await upload(
      member,
      blackPng({ width: 6000, height: (IMAGE_MAX_MEGAPIXELS * 1_000_000) / 6000 }),
    );
    expect(at.status).toBe(201);
    expect(at.body).toMatchObject({ width: 2000, height: 1333 });
  });
});

describe("the image-work queue", () => {
  it("answers 429 when full, stores every upload it took, and takes more once it drains", async () => {
    const member = await createMember(api);
    const bytes = blackPng({ width: 4000, height: 3000 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(member, bytes)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    const busy = responses.filter((response) => response.status === 429);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const response of busy) {
      expect(response.body).toMatchObject({ code: "IMAGES_BUSY", message: IMAGE_MESSAGES.busy });
    }
    expect(await imageCount(member)).toBe(statuses.filter((status) => status === 201).length);

    expect((await upload(member, blackPng({ width: 400, height: 300 }))).status).toBe(201);
  });
});
