import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import type { TestMember } from "../../helpers/factories.ts";
import {
  type Document,
  makeOwner as newOwner,
  type Operation,
  type OwnerIds,
  openApiValues,
} from "../../helpers/openapi-values.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// No input of any kind yields a 5xx: every route of the app's own OpenAPI document is sent hostile inputs (wrong
// types, prototype keys and values, huge strings, nulls, arrays for objects, malformed JSON, bad path parameters),
// each beside otherwise plausible values so that it reaches the handler, with a real owner's token. The inputs are
// fixed lists, so a run is the same every time.

let t: TestApp;
let api: Api;
let owner: TestMember;
let ids: OwnerIds;
let values: ReturnType<typeof openApiValues>;

let doc: Document;

/** The owner's own ids, so that a request names something the owner has and goes past the scope check. */
async function makeOwner() {
  ({ owner, ids } = await newOwner(api, "Fuzz"));
}

const HUGE = "x".repeat(100_000);
/** Values put in one field at a time, the other fields left plausible. */
const HOSTILE_VALUES: unknown[] = [
  "__proto__",
  "constructor",
  HUGE,
  null,
  [],
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
];
/** Whole bodies, sent as raw text. */
const HOSTILE_BODIES = [
  '{"unfinished": ',
  "null",
  "[]",
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `{"huge": "${"x".repeat(900_000)}"}`,
];
const HOSTILE_QUERY = ["__proto__", "constructor", "x".repeat(6_000), "", "1e309", "%00"];
const HOSTILE_PATH = ["__proto__", "constructor", "x".repeat(2_000), "%00", "%E0%A4%A"];

interface Attempt {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  token?: "none" | "forged";
}

/** The hostile requests for one operation, its plausible values beside the one hostile part. */
function attempts(pathTemplate: string, method: string, operation: Operation): Attempt[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === "query");
  const fill = (hostile?: { name: string; value: string }) =>
    pathParams.reduce(
      (path, p) =>
        path.replace(
          `{${p.name}}`,
          hostile?.name === p.name ? hostile.value : encodeURIComponent(values.idFor(pathTemplate, p.name)),
        ),
      pathTemplate,
    );
  const query = (hostile?: { name: string; value: string }) => {
    const search = new URLSearchParams();
    for (const p of queryParams) {
      if (hostile?.name === p.name) continue;
      search.set(p.name, String(values.plausible(p.name, p.schema)));
    }
    const text = search.toString();
    const extra = hostile ? `${encodeURIComponent(hostile.name)}=${hostile.value}` : "";
    return [text, extra].filter(Boolean).join("&");
  };
  const url = (path: string, search: string) => (search ? `${path}?${search}` : path);
  const list: Attempt[] = [];
  const upper = method.toUpperCase();
  for (const p of pathParams) {
    for (const value of HOSTILE_PATH)
      list.push({ method: upper, path: url(fill({ name: p.name, value }), query()) });
  }
  for (const p of queryParams) {
    for (const value of HOSTILE_QUERY) {
      list.push({
        method: upper,
        path: url(fill(), query({ name: p.name, value: encodeURIComponent(value) })),
      });
    }
    list.push({ method: upper, path: url(fill(), `${query()}&${p.name}=1&${p.name}=2`) });
  }
  const path = url(fill(), query());
  const content = operation.requestBody?.content ?? {};
  // Upload routes declare no body in the document: every route that takes a body gets the multipart ones.
  if (upper !== "GET" && upper !== "DELETE") {
    const boundary = "b".repeat(5_000);
    list.push({
      method: upper,
      path,
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    for (const body of HOSTILE_BODIES)
      list.push({ method: upper, path, contentType: "application/json", body });
    const schema = values.resolve(content["application/json"]?.schema);
    const base = values.plausible("", schema);
    const fields =
      base && typeof base === "object" && !Array.isArray(base) ? Object.keys(base as object) : [];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const body = { ...(base as Record<string, unknown>), [field]: value };
        list.push({ method: upper, path, contentType: "application/json", body: JSON.stringify(body) });
      }
    }
  }
  // Without a token, and with one the app never issued.
  list.push({ method: upper, path, token: "none" }, { method: upper, path, token: "forged" });
  return list;
}

async function send(attempt: Attempt) {
  const headers: Record<string, string> = {};
  if (attempt.token !== "none") {
    headers.authorization = `Bearer ${attempt.token === "forged" ? "f".repeat(43) : owner.token}`;
  }
  if (attempt.contentType) headers["content-type"] = attempt.contentType;
  const response = await fetch(`${t.baseUrl}${attempt.path}`, {
    method: attempt.method,
    headers,
    ...(attempt.body !== undefined && attempt.method !== "GET" ? { body: attempt.body } : {}),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** A route may log the owner out or remove their business: then the next route gets a new owner. */
async function ownerStillWhole() {
  const dashboard = await api.get(`/v1/members/${owner.memberId}/dashboard`, owner.token);
  if (dashboard.status !== 200 || dashboard.body?.business?.id !== owner.businessId) await makeOwner();
}

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  await makeOwner();
  doc = (await api.get("/v1/openapi.json")).body as Document;
  values = openApiValues(doc, () => ids, "Fuzz");
});
afterAll(() => t.close());

describe("hostile input on every route of the OpenAPI document", () => {
  it("never answers 5xx", { timeout: scaled(120_000) }, async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      // The event streams and sockets stay open: they are covered by their own tests.
      .filter(({ path }) => !/\/live$/.test(path));
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const list = attempts(path, method, operation);
      // A few at a time: each answer is judged alone, so their order does not matter.
      for (let from = 0; from < list.length; from += 8) {
        await Promise.all(list.slice(from, from + 8).map(judge));
      }
      await ownerStillWhole();
    }
    async function judge(attempt: Attempt) {
      const answer = await send(attempt);
      sent++;
      if (answer.status >= 500) {
        const body =
          attempt.body && attempt.body.length > 200 ? `${attempt.body.slice(0, 200)}…` : attempt.body;
        failures.push(
          `${attempt.method} ${attempt.path.slice(0, 200)} ${body ?? ""} → ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  });
});
