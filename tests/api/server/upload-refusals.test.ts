import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TOO_LARGE } from "../../../src/server/features/menu-import/menu-import.routes.ts";
import { UNSUPPORTED_FILE } from "../../../src/server/features/menu-import/menu-import.service.ts";
import { IMAGE_MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, makeImage, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// An upload is refused by what it declares before its body is read: each request here sends its headers and
// only the start of its body, and is answered while the rest never comes. Code that read the body first would
// never answer them.

let t: TestApp;
let api: Api;
let member: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  member = await createMember(api);
});
afterAll(() => t.close());

const BOUNDARY = "----menu-upload-refusal";
const MB = 1024 * 1024;

const fileHead = (fileName: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
  `Content-Type: ${type}\r\n\r\n`;

/** Sends the headers and `start` of a body declared `declaredLength` long, and never the rest. */
function startUpload(path: string, { contentType, declaredLength, start }: Record<string, string | number>) {
  return new Promise<{ status: number; body: { code?: string; message?: string } }>((resolve, reject) => {
    const sent = request(
      `${t.baseUrl}${path}`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${member.token}`,
          "content-type": String(contentType),
          "content-length": String(declaredLength),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          sent.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        });
      },
    );
    sent.on("error", reject);
    sent.write(String(start));
  });
}

const importPath = () => `/v1/menus/import?businessId=${member.businessId}`;

describe("uploads refused before their bodies are read", () => {
  it("a body declared larger than the file's limit: 413 with the limit in a sentence", async () => {
    const tooLarge = { contentType: `multipart/form-data; boundary=${BOUNDARY}`, declaredLength: 11 * MB };
    const imported = await startUpload(importPath(), {
      ...tooLarge,
      start: fileHead("menu.csv", "text/csv"),
    });
    expect(imported).toEqual({
      status: 413,
      body: expect.objectContaining({ code: "FILE_TOO_LARGE", message: IMPORT_TOO_LARGE }),
    });
    const image = await startUpload("/v1/members/uploads", {
      ...tooLarge,
      declaredLength: 6 * MB,
      start: fileHead("photo.jpg", "image/jpeg"),
    });
    expect(image).toEqual({
      status: 413,
      body: expect.objectContaining({ code: "FILE_TOO_LARGE", message: IMAGE_MESSAGES.fileTooLarge }),
    });
  });

  it("a file declared as a type the route does not read: 415 once its part's header has come", async () => {
    const withinLimit = { contentType: `multipart/form-data; boundary=${BOUNDARY}`, declaredLength: 4 * MB };
    const video = await startUpload(importPath(), {
      ...withinLimit,
      start: `${fileHead("dinner.mp4", "video/mp4")}\u0000\u0000\u0000\u0018ftypmp42`,
    });
    expect(video).toEqual({
      status: 415,
      body: expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE", message: UNSUPPORTED_FILE }),
    });
    const pdfAsImage = await startUpload("/v1/members/uploads", {
      ...withinLimit,
      start: `${fileHead("menu.pdf", "application/pdf")}%PDF-1.7`,
    });
    expect(pdfAsImage).toEqual({
      status: 415,
      body: expect.objectContaining({ message: IMAGE_MESSAGES.fileTypeInvalid }),
    });
  });

  it("a body that is not multipart: 415 with a sentence", async () => {
    const json = await startUpload(importPath(), {
      contentType: "application/json",
      declaredLength: 1 * MB,
      start: '{"file":"',
    });
    expect(json).toEqual({
      status: 415,
      body: expect.objectContaining({ message: "Please send the file as multipart/form-data." }),
    });
  });

  it("still takes a whole upload afterwards, received on disk and stored", async () => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await makeImage("png", 40, 30))], { type: "image/png" }),
      "a.png",
    );
    const stored = await api.call("POST", "/v1/members/uploads", { token: member.token, body: form });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ width: 40, height: 30 });
  });
});
