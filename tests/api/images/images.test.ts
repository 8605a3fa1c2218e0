import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MB } from "../../../src/shared/images/images.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, makeImage, type TestMember, uploadForm } from "../../helpers/factories.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const TYPE_INVALID = "File Type Invalid: Please use a valid .jpg or .png image file.";
const TOO_LARGE =
  "File Exceeds Limit: This image can't be uploaded because it exceeds the 5 MB file size limit.";

const upload = (member: TestMember, bytes: Buffer, fields: Record<string, string> = {}, filename?: string) =>
  api.call("POST", "/v1/members/uploads", {
    token: member.token,
    body: uploadForm(bytes, { type: "MenuItem", locationId: member.businessId, ...fields }, filename),
  });

async function bytesOf(path: string, accept = "*/*") {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { accept } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const images = async (member: TestMember) =>
  (await api.get(`/v1/members/images?locationId=${member.businessId}`, member.token)).body as {
    id: string;
  }[];

describe("uploading images", () => {
  it("stores a JPEG re-encoded without metadata, with a thumbnail and WebP", async () => {
    const member = await createMember(api);
    const original = await makeImage("jpeg", 1200, 800, true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(member, original);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ source: "brand", altText: "", width: 1200, height: 800 });
    expect(response.body.path).toMatch(/^\/v1\/public\/images\?key=uploads/);

    const { response: served, bytes } = await bytesOf(`${response.body.path}&fmt=original`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("secret-camera-owner"))).toBe(false);

    const thumb = await bytesOf(`${response.body.path}&w=300&fmt=original`);
    expect((await sharp(thumb.bytes).metadata()).width).toBe(300);
    const webp = await bytesOf(response.body.path, "image/webp,*/*");
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(webp.bytes).metadata()).format).toBe("webp");
  });

  it('marks an image from the ordering product\'s library "oo" and keeps it so in the library', async () => {
    const member = await createMember(api);
    const fromOrdering = await upload(member, await makeImage("png", 40, 40), { source: "oo" });
    expect(fromOrdering.status).toBe(201);
    expect(fromOrdering.body.source).toBe("oo");
    const ours = await upload(member, await makeImage("png", 40, 40));
    expect(ours.body.source).toBe("brand");
    const library = (await api.get(`/v1/members/images?locationId=${member.businessId}`, member.token))
      .body as {
      id: string;
      source: string;
    }[];
    expect(Object.fromEntries(library.map((image) => [image.id, image.source]))).toEqual({
      [fromOrdering.body.id]: "oo",
      [ours.body.id]: "brand",
    });
  });

  it("refuses an unknown image source with a sentence and stores nothing", async () => {
    const member = await createMember(api);
    const refused = await upload(member, await makeImage("png", 40, 40), { source: "upload" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The image source must be "oo" (the ordering product\'s library) or "brand" (the brand library).',
    );
    expect(await images(member)).toHaveLength(0);
  });

  it("judges the type by the bytes, not the name", async () => {
    const member = await createMember(api);
    const png = await makeImage("png", 50, 50);
    expect((await upload(member, png, {}, "notes.txt")).status).toBe(201);
    const gif = Buffer.from("474946383961010001000000002c00000000010001000002", "hex");
    const asJpg = await upload(member, gif, {}, "photo.jpg");
    expect(asJpg.status).toBe(400);
    expect(asJpg.body.message).toBe(TYPE_INVALID);
    // Right magic bytes, but not an image: sharp cannot decode it.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(member, fake)).body.message).toBe(TYPE_INVALID);
    expect(await images(member)).toHaveLength(1);
  });

  it("refuses a file of 5 MB or more", async () => {
    const member = await createMember(api);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * MB, 1)]);
    const response = await upload(member, big);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TOO_LARGE);
    expect(await images(member)).toHaveLength(0);
  });

  // Refused when the size in whole MB is at least 5, so the line falls at exactly 5 × MB bytes.
  for (const format of ["png", "jpeg"] as const) {
    it(`stores a ${format} of 5 MB less one byte and refuses one of exactly 5 MB`, async () => {
      const member = await createMember(api);
      const image = await makeImage(format, 64, 48);
      // Bytes after the PNG's IEND or the JPEG's EOI are not part of the image: the decoder ignores them.
      const sized = (size: number) => Buffer.concat([image, Buffer.alloc(size - image.length)]);
      const underLimit = sized(5 * MB - 1);
      const atLimit = sized(5 * MB);
      expect(atLimit.length).toBe(5 * 1_048_576);
      expect((await sharp(atLimit).toBuffer({ resolveWithObject: true })).info.width).toBe(64);
      const filename = `photo.${format === "jpeg" ? "jpg" : "png"}`;

      const stored = await upload(member, underLimit, {}, filename);
      expect(stored.status).toBe(201);
      expect(stored.body).toMatchObject({ width: 64, height: 48 });
      const refused = await upload(member, atLimit, {}, filename);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(TOO_LARGE);
      expect((await images(member)).map((i) => i.id)).toEqual([stored.body.id]);
    });
  }

  it("scales very large photos down to 2000 px", async () => {
    const member = await createMember(api);
    const response = await upload(member, await makeImage("jpeg", 3000, 1500));
    expect(response.body).toMatchObject({ width: 2000, height: 1000 });
  });

  it("refuses a request without a file, and another member's location", async () => {
    const member = await createMember(api);
    const form = new FormData();
    form.append("type", "MenuItem");
    const empty = await api.call("POST", "/v1/members/uploads", { token: member.token, body: form });
    expect(empty.status).toBe(400);
    const other = await createMember(api);
    const foreign = await upload(member, await makeImage("png", 20, 20), { locationId: other.businessId });
    expect(foreign.status).toBe(404);
    const json = await api.post("/v1/members/uploads", { file: "x" }, member.token);
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });
});

describe("images at a website column's widths", () => {
  const sizeOf = async (bytes: Buffer) => {
    const { width, height, format } = await sharp(bytes).metadata();
    return { width, height, format };
  };

  it("makes 720 and 1440 px on the first request, keeps them, and never makes one wider than the image", async () => {
    const member = await createMember(api);
    const photo = await upload(member, await makeImage("jpeg", 1600, 1000));
    expect(photo.status).toBe(201);
    const path = photo.body.path as string;

    const column = await bytesOf(`${path}&w=720`, "image/webp,*/*");
    expect(column.response.status).toBe(200);
    expect(column.response.headers.get("content-type")).toBe("image/webp");
    expect(column.response.headers.get("cache-control")).toContain("immutable");
    expect(await sizeOf(column.bytes)).toEqual({ width: 720, height: 450, format: "webp" });
    // Any width up to the column's answers with the column's image; up to twice it, with 2×.
    expect((await bytesOf(`${path}&w=500`, "image/webp")).bytes.equals(column.bytes)).toBe(true);
    const dense = await bytesOf(`${path}&w=1440&fmt=original`);
    expect(dense.response.headers.get("content-type")).toBe("image/jpeg");
    expect(await sizeOf(dense.bytes)).toEqual({ width: 1440, height: 900, format: "jpeg" });
    expect(await sizeOf((await bytesOf(`${path}&w=1441&fmt=original`)).bytes)).toMatchObject({ width: 1600 });
    // Kept in storage beside the original: read back, not made again.
    const key = new URLSearchParams(path.split("?")[1]).get("key") ?? "";
    const kept = await t.app.storage.get(key.replace(/\.jpg$/, "-1440.jpg"));
    expect(kept?.equals(dense.bytes)).toBe(true);

    // Narrower than the column: the image itself, never enlarged, and nothing stored for it.
    const small = await upload(member, await makeImage("png", 500, 400), {}, "small.png");
    const smallPath = small.body.path as string;
    const asked = await bytesOf(`${smallPath}&w=720&fmt=original`);
    expect(asked.response.headers.get("cache-control")).toContain("immutable");
    expect(await sizeOf(asked.bytes)).toEqual({ width: 500, height: 400, format: "png" });
    const smallKey = new URLSearchParams(smallPath.split("?")[1]).get("key") ?? "";
    expect(await t.app.storage.get(smallKey.replace(/\.png$/, "-720.png"))).toBeNull();
    expect((await bytesOf("/v1/public/images?key=uploads/none/missing.jpg&w=720")).response.status).toBe(404);
  });

  it("answers the full size, not 429, while the image-work queue is full, and asks the browser to come back", async () => {
    const member = await createMember(api);
    const photo = await upload(member, await makeImage("jpeg", 1200, 800));
    // An instance whose queue takes nothing: every variant it would make finds it full.
    const busy = await startSecondInstance(t, { imageWork: { running: 0, waiting: 0 } });
    try {
      const response = await fetch(`${busy.baseUrl}${photo.body.path}&w=720&fmt=original`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await sizeOf(Buffer.from(await response.arrayBuffer()))).toMatchObject({ width: 1200 });
    } finally {
      await busy.close();
    }
    // The first instance's queue is free: it makes the variant.
    const made = await bytesOf(`${photo.body.path}&w=720&fmt=original`);
    expect(await sizeOf(made.bytes)).toEqual({ width: 720, height: 480, format: "jpeg" });
  });
});

describe("my images, alt text and icons", () => {
  it("lists newest first and saves accessibility text up to 125 characters", async () => {
    const member = await createMember(api);
    const first = await upload(member, await makeImage("png", 30, 30));
    const second = await upload(member, await makeImage("png", 31, 31));
    expect((await images(member)).map((i) => i.id)).toEqual([second.body.id, first.body.id]);
    const byType = await api.get("/v1/members/uploads?type=MenuItem", member.token);
    expect(byType.body).toHaveLength(2);

    const saved = await api.put(
      "/v1/members/images/save",
      [{ id: first.body.id, altText: "a".repeat(125) }],
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body[0].altText).toHaveLength(125);
    const tooLong = await api.put(
      "/v1/members/images/save",
      [{ id: first.body.id, altText: "b".repeat(126) }],
      member.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Accessibility text can have at most 125 characters.");

    const other = await createMember(api);
    const foreign = await api.put(
      "/v1/members/images/save",
      [{ id: first.body.id, altText: "mine now" }],
      other.token,
    );
    expect(foreign.status).toBe(404);
    const after = await api.get(`/v1/members/images?locationId=${member.businessId}`, member.token);
    expect(after.body.find((i: { id: string }) => i.id === first.body.id).altText).toHaveLength(125);
  });

  it("uploads, lists, labels and deletes icons under icon-uploads", async () => {
    const member = await createMember(api);
    const icon = await api.call("POST", "/v1/members/icon-uploads", {
      token: member.token,
      body: uploadForm(await makeImage("png", 64, 64), { locationId: member.businessId }, "icon.png"),
    });
    expect(icon.status).toBe(201);
    expect(icon.body.type).toBe("MenuItemIcon");
    expect(decodeURIComponent(icon.body.path)).toContain("icon-uploads");
    const listed = await api.get(`/v1/members/icons?locationId=${member.businessId}`, member.token);
    expect(listed.body.map((i: { id: string }) => i.id)).toEqual([icon.body.id]);
    const labelled = await api.put(
      "/v1/members/icons/save",
      [{ id: icon.body.id, altText: "House special" }],
      member.token,
    );
    expect(labelled.body[0].altText).toBe("House special");
    const other = await createMember(api);
    expect((await api.delete(`/v1/members/icons/${icon.body.id}`, other.token)).status).toBe(404);
    expect((await api.delete(`/v1/members/icons/${icon.body.id}`, member.token)).status).toBe(204);
    expect((await api.get(`/v1/members/icons?locationId=${member.businessId}`, member.token)).body).toEqual(
      [],
    );
  });
});

describe("brand", () => {
  it("uploads a logo with the token in the query and lists logos and colours", async () => {
    const member = await createMember(api);
    const response = await fetch(
      `${t.baseUrl}/v1/brands/${member.businessId}/upload/logo?token=${member.token}`,
      {
        method: "POST",
        body: uploadForm(await makeImage("png", 200, 200), {}, "logo.png"),
      },
    );
    expect(response.status).toBe(201);
    expect((await response.json()).source).toBe("brand");
    const logos = await api.get(`/v1/brands/${member.businessId}/logos`, member.token);
    expect(logos.body).toHaveLength(1);
    expect(logos.body[0].source).toBe("brand");
    expect(logos.body[0].path).toMatch(/^\/v1\/public\/images\?key=/);
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { bannerColor: "#AA0000" } },
      member.token,
    );
    const colors = await api.get(`/v1/brands/${member.businessId}/colors`, member.token);
    expect(colors.body).toContainEqual({ colorCode: "#aa0000" });
  });

  it("refuses unsafe image keys", async () => {
    for (const key of ["../../etc/passwd", "uploads/a/../../b.jpg", "x.svg", ""]) {
      const response = await fetch(`${t.baseUrl}/v1/public/images?key=${encodeURIComponent(key)}`);
      expect(response.status, key).toBe(404);
    }
  });
});
