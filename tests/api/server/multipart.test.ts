import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, makeImage, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A malformed multipart body is the client's fault on every upload route: 400 with a clear
// message from the shared error handler, never a 500 or a library's words.

let t: TestApp;
let api: Api;
let member: TestMember;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  member = await createMember(api);
  png = await makeImage("png", 40, 30);
});
afterAll(() => t.close());

const BOUNDARY = "----menu-test-boundary";
const CRLF = "\r\n";
const filePart = (name: string, bytes: Buffer | string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"; filename="photo.png"${CRLF}` +
        `Content-Type: image/png${CRLF}${CRLF}`,
    ),
    Buffer.from(bytes),
    Buffer.from(CRLF),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`,
  );
const end = Buffer.from(`--${BOUNDARY}--${CRLF}`);
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
const LONG_BOUNDARY = "b".repeat(1_000);

const cases = [
  {
    case: "no boundary in the content type",
    contentType: "multipart/form-data",
    body: () => Buffer.concat([filePart("file", png), end]),
    message: MESSAGES.uploadMalformed,
  },
  {
    case: "a file part cut off before its end",
    contentType: withBoundary,
    body: () => filePart("file", png).subarray(0, 200),
    message: MESSAGES.uploadMalformed,
  },
  {
    case: "a part header cut off",
    contentType: withBoundary,
    body: () => Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-da`),
    message: MESSAGES.uploadMalformed,
  },
  {
    // The parser takes at most 256 characters, and says so only with an internal error.
    case: "a boundary of 1,000 characters",
    contentType: `multipart/form-data; boundary=${LONG_BOUNDARY}`,
    body: () =>
      Buffer.concat([
        Buffer.from(
          `--${LONG_BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="photo.png"${CRLF}${CRLF}`,
        ),
        png,
        Buffer.from(`${CRLF}--${LONG_BOUNDARY}--${CRLF}`),
      ]),
    message: MESSAGES.uploadMalformed,
  },
  {
    case: "two file parts",
    contentType: withBoundary,
    body: () => Buffer.concat([filePart("file", png), filePart("second", png), end]),
    message: MESSAGES.uploadOneFile,
  },
  {
    case: "too many fields",
    contentType: withBoundary,
    body: () =>
      Buffer.concat([
        ...Array.from({ length: 30 }, (_, n) => fieldPart(`field${n}`, "x")),
        filePart("file", png),
        end,
      ]),
    message: MESSAGES.uploadTooManyFields,
  },
];

/** Sends raw bytes: the api client would re-encode a string as UTF-8 and spoil the image's bytes. */
async function sendRaw(method: string, path: string, contentType: string, body: Buffer) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.token}`, "content-type": contentType },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Every route that declares multipart bodies, with its path parameters filled in with the member's business (and
 * its `?businessId` when the route names the business there: the menu import). `created` is its success code:
 * an upload is stored (201); an import only reads the file into a draft (200).
 */
function uploadRoutes() {
  return t.app.routeTable
    .filter((route) => route.consumes?.includes("multipart/form-data"))
    .map((route) => {
      const path = route.url.replace(/:[A-Za-z]+/g, member.businessId);
      const isQueryScoped = route.scope?.business === "query.businessId";
      return {
        method: route.method,
        path: isQueryScoped ? `${path}?businessId=${member.businessId}` : path,
        created: route.url === "/v1/menus/import" ? 200 : 201,
      };
    });
}

describe("malformed multipart bodies on every upload route", () => {
  it("finds the upload routes in the route table", () => {
    const paths = uploadRoutes().map((route) => route.path);
    expect(paths).toContain("/v1/members/uploads");
    expect(paths).toContain("/v1/members/icon-uploads");
    expect(paths).toContain(`/v1/brands/${member.businessId}/upload/logo`);
    expect(paths).toContain(`/v1/menus/import?businessId=${member.businessId}`);
  });

  const imageCount = async () => {
    const all = await Promise.all(
      ["MenuItem", "MenuItemIcon", "BusinessLogo"].map(
        async (type) =>
          (await api.get(`/v1/members/uploads?type=${type}`, member.token)).body.length as number,
      ),
    );
    return all.reduce((sum, n) => sum + n, 0);
  };

  it.each(cases)("answers 400 with a clear message for $case, and stores nothing", async (entry) => {
    for (const route of uploadRoutes()) {
      const before = await imageCount();
      const response = await sendRaw(route.method, route.path, entry.contentType, entry.body());
      expect(response.status, `${route.method} ${route.path}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body).toEqual({ status: 400, code: "BAD_UPLOAD", message: entry.message });
      expect(await imageCount()).toBe(before);
    }
  });

  it("still takes a well-formed upload on every route afterwards", async () => {
    for (const route of uploadRoutes()) {
      // The import reads a menu from the file: a picture with no text in it is refused for that reason alone.
      const file = route.created === 200 ? Buffer.from("group,item,price\nMains,Steak,20\n") : png;
      const response = await sendRaw(
        route.method,
        route.path,
        withBoundary,
        Buffer.concat([filePart("file", file), end]),
      );
      expect(response.status, `${route.path}: ${JSON.stringify(response.body)}`).toBe(route.created);
    }
  });
});
