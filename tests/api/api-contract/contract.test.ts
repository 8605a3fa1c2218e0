import http from "node:http";
import { gunzipSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businesses,
  loginFailures,
  members,
  passwordResets,
  sessions,
} from "../../../src/server/db/schema.ts";
import { type ApiResponse, createApi } from "../../helpers/api-client.ts";
import { businessDetails, createMember, type TestMember } from "../../helpers/factories.ts";
import { expectSecurityHeaders } from "../../helpers/security-headers.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Rules for every call: the error shape, 401/404, the OpenAPI document, /healthz, and no 5xx for any input.

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

/** What an answer may carry: the error shape `{status, code, message, errors?}`, or a login's token. */
type Answer = {
  status?: number;
  code?: string;
  message?: string;
  errors?: { path: string; message: string }[];
  token?: string;
};

function expectErrorShape(response: ApiResponse<Answer>) {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({
    status: response.status,
    code: expect.any(String),
    message: expect.any(String),
  });
  expect(response.body.code).not.toBe("");
  expect(response.body.message).not.toBe("");
  if (response.body.errors !== undefined) {
    expect(response.body.errors.length).toBeGreaterThan(0);
    for (const error of response.body.errors) {
      expect(error).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
  }
}

/** A raw GET, so the test decides the accept-encoding header and sees the bytes as sent. */
function rawGet(path: string, headers: Record<string, string>) {
  const url = new URL(path, t.baseUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: url.hostname, port: url.port, path: url.pathname, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

describe("service endpoints", () => {
  it("GET /healthz answers 200", async () => {
    const response = await api.get("/healthz");
    expect(response.status).toBe(200);
  });

  it("GET /v1/openapi.json is an OpenAPI 3 document listing every /v1 route", async () => {
    const response = await api.get("/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = response.body as {
      openapi: string;
      info: unknown;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });

    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith("/v1") && route.url !== "/v1/openapi.json",
    );
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes
      .map((route) => ({
        method: route.method.toLowerCase(),
        path: route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}"),
      }))
      .filter(({ method, path }) => !doc.paths[path]?.[method])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it("documents the request and answers of a route", async () => {
    const doc = (await api.get("/v1/openapi.json")).body;
    const login = doc.paths["/v1/public/login"].post;
    expect(login.requestBody.content["application/json"].schema).toBeDefined();
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "429"]));
    const location = doc.paths["/v1/businesses/{id}/location"].put;
    expect(location.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
  });

  it("compresses large answers when the client accepts gzip", async () => {
    const plain = await rawGet("/v1/openapi.json", {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await rawGet("/v1/openapi.json", { "accept-encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(
      JSON.parse(plain.body.toString("utf8")),
    );
  });
});

describe("error shape", () => {
  it("an unknown /v1 path answers 404 in the error shape", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await api.call(method, "/v1/no/such/route", method === "POST" ? { body: {} } : {});
      expect(response.status).toBe(404);
      expectErrorShape(response);
      expect(response.body.code).toBe("NOT_FOUND");
    }
  });

  it("a private route without a token answers 401 in the error shape", async () => {
    const response = await api.get("/v1/members/locations");
    expect(response.status).toBe(401);
    expectErrorShape(response);
    expect(response.body).toEqual({ status: 401, code: "UNAUTHORIZED", message: expect.any(String) });
  });

  it("sends the security headers on API answers, errors included", async () => {
    for (const path of ["/healthz", "/v1/members/locations", "/v1/no/such/route"]) {
      const response = await api.get(path);
      expectSecurityHeaders(response.headers, path);
    }
    const invalid = await api.post("/v1/public/register", { bad: 1 });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid.headers, "POST /v1/public/register");
  });
});

describe("hostile input never yields a 5xx and changes nothing", () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(api);
  });

  const NUL = "a\u0000b";
  const HUGE = "x".repeat(300_000);
  /** Beyond the 1 MB body limit. */
  const OVERSIZED = JSON.stringify({ email: "x".repeat(1_100_000) });
  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const randomLetters = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

  type Hostile = { case: string; body?: unknown; raw?: string; contentType?: string };

  /** Inputs any JSON route gets; each target adds its own. */
  const common: Hostile[] = [
    { case: "no body at all" },
    { case: "an empty body typed as JSON", raw: "", contentType: "application/json" },
    { case: "malformed JSON", raw: '{"email": "a@b.c", ', contentType: "application/json" },
    { case: "JSON with a trailing comma", raw: '{"email": "a@b.c",}', contentType: "application/json" },
    { case: "the JSON literal null", raw: "null", contentType: "application/json" },
    { case: "a JSON string", raw: '"hello"', contentType: "application/json" },
    { case: "a JSON number", raw: "42", contentType: "application/json" },
    { case: "an array instead of an object", body: [] },
    { case: "an array of objects", body: [{ email: "a@b.c" }] },
    { case: "deeply nested arrays", raw: deep(5000), contentType: "application/json" },
    {
      case: "a prototype-polluting key",
      raw: '{"__proto__": {"isAdmin": true}}',
      contentType: "application/json",
    },
    {
      case: "a constructor.prototype key",
      raw: '{"constructor": {"prototype": {"x": 1}}}',
      contentType: "application/json",
    },
    { case: "text that is not JSON", raw: "email=a@b.c", contentType: "text/plain" },
    {
      case: "a form body",
      raw: "email=a%40b.c&password=x",
      contentType: "application/x-www-form-urlencoded",
    },
    { case: "a body beyond the size limit", raw: OVERSIZED, contentType: "application/json" },
    { case: "only unknown fields", body: { isAdmin: true, role: "owner", id: "x" } },
  ];

  const targets: {
    name: string;
    method: string;
    path: () => string;
    token: () => string | undefined;
    cases: Hostile[];
  }[] = [
    {
      name: "register",
      method: "POST",
      path: () => "/v1/public/register",
      token: () => undefined,
      cases: [
        { case: "wrong types", body: { email: 5, password: true, business: "cafe" } },
        {
          case: "business as an array",
          body: { email: "h1@example.com", password: "password123", business: [] },
        },
        {
          case: "numbers in the business",
          body: {
            email: "h2@example.com",
            password: "password123",
            business: { ...businessDetails(), name: 7, zip: 94105 },
          },
        },
        {
          case: "huge strings",
          body: {
            email: `${HUGE}@example.com`,
            password: HUGE,
            business: businessDetails({ name: HUGE, city: HUGE }),
          },
        },
        {
          case: "a NUL character in the name",
          body: {
            email: "h3@example.com",
            password: "password123",
            business: businessDetails({ name: NUL }),
          },
        },
        {
          case: "a NUL character in the email",
          body: { email: `h4${NUL}@example.com`, password: "password123", business: businessDetails() },
        },
        {
          case: "unknown fields beside missing ones",
          body: {
            email: "h5@example.com",
            owner: false,
            business: { ...businessDetails(), memberId: "x", name: "" },
          },
        },
      ],
    },
    {
      name: "login",
      method: "POST",
      path: () => "/v1/public/login",
      token: () => undefined,
      cases: [
        { case: "wrong types", body: { email: 5, password: ["x"] } },
        { case: "objects as values", body: { email: { $ne: "" }, password: { $gt: "" } } },
        { case: "huge strings", body: { email: HUGE, password: HUGE } },
        { case: "a long random email", body: { email: randomLetters(6000), password: "password123" } },
        {
          case: "a NUL character in the email",
          body: { email: `${NUL}@example.com`, password: "password123" },
        },
        { case: "unknown fields only", body: { username: "a", pass: "b" } },
      ],
    },
    {
      name: "resetPassword",
      method: "POST",
      path: () => "/v1/public/resetPassword",
      token: () => undefined,
      cases: [
        { case: "wrong types", body: { email: 5 } },
        { case: "an object as the email", body: { email: { $ne: "" } } },
        { case: "huge strings", body: { email: HUGE } },
        { case: "a NUL character in the email", body: { email: `${NUL}@example.com` } },
        { case: "a completion with wrong types", body: { memberId: 1, token: [], password: {} } },
        {
          case: "a completion with a NUL member id",
          body: { memberId: NUL, token: "abc", password: "password123" },
        },
        { case: "a completion with huge strings", body: { memberId: HUGE, token: HUGE, password: HUGE } },
        { case: "a completion missing the token", body: { memberId: "x", password: "password123" } },
      ],
    },
    {
      name: "PUT location",
      method: "PUT",
      path: () => `/v1/businesses/${member.businessId}/location`,
      token: () => member.token,
      cases: [
        { case: "wrong types", body: { name: 42, address: true, city: [], state: {}, zip: null } },
        { case: "huge strings", body: { ...businessDetails({ name: HUGE, address: HUGE }), website: HUGE } },
        { case: "a NUL character in the name", body: businessDetails({ name: NUL }) },
        { case: "a NUL character in the website", body: { ...businessDetails(), website: NUL } },
        {
          case: "unknown fields with a missing name",
          body: { ...businessDetails({ name: undefined }), memberId: "x" },
        },
      ],
    },
    {
      name: "PATCH business",
      method: "PATCH",
      path: () => `/v1/businesses/${member.businessId}`,
      token: () => member.token,
      cases: [
        { case: "wrong types", body: { orderingEnabled: "yes", config: "blue" } },
        { case: "config as an array", body: { config: [] } },
        { case: "config as null", body: { config: null } },
        { case: "huge strings in the config", body: { config: { hours: HUGE, seoTitle: HUGE } } },
        { case: "a NUL character in the config", body: { config: { seoTitle: NUL } } },
        {
          case: "a huge number",
          raw: '{"config": {"timeZoneOffset": 1e400}}',
          contentType: "application/json",
        },
        { case: "unknown config keys", body: { config: { isAdmin: true, __proto__: { polluted: true } } } },
        {
          case: "NaN-like strings as numbers",
          body: { config: { minTotal: "NaN", deliveryFee: "Infinity" } },
        },
      ],
    },
  ];

  const snapshot = async () => {
    const db = t.database.db;
    const [memberCount] = await db.select({ n: count() }).from(members);
    const [sessionCount] = await db.select({ n: count() }).from(sessions);
    const [resetCount] = await db.select({ n: count() }).from(passwordResets);
    const [failureCount] = await db.select({ n: count() }).from(loginFailures);
    const own = await db.select().from(businesses).where(eq(businesses.memberId, member.memberId));
    return JSON.stringify({
      memberCount,
      sessionCount,
      resetCount,
      failureCount,
      own,
      mails: t.outbox().length,
    });
  };

  const table = targets.flatMap((target) =>
    [...common, ...target.cases].map((entry) => ({ ...entry, target: target.name, route: target })),
  );

  it.each(table)("$target: $case", async (entry) => {
    const before = await snapshot();
    const token = entry.route.token();
    const headers: Record<string, string> = {};
    if (entry.contentType) headers["content-type"] = entry.contentType;
    const body = entry.raw ?? entry.body;
    const response = await api.call(entry.route.method, entry.route.path(), {
      token,
      headers,
      // The api client sends strings as they are; "" stands for an empty body.
      body: entry.raw === "" ? undefined : body,
    });
    expectErrorShape(response);
    expect(await snapshot()).toBe(before);
    // The member's data and session are unharmed.
    expect((await api.get("/v1/members/locations", member.token)).status).toBe(200);
  });
});
