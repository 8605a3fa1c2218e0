import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { type TestMember, unique } from "../../helpers/factories.ts";
import {
  type Document,
  makeOwner as newOwner,
  type Operation,
  type OwnerIds,
  openApiValues,
} from "../../helpers/openapi-values.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Every refusal a person can read is a sentence naming the field in plain words, never the validator's wording
// ("Too small: expected number to be >=0"). The routes come from the app's own OpenAPI document; each field of
// each body and query gets a wrong type, a negative amount, an over-long text and no value at all, beside
// otherwise plausible values and with a real owner's token. The inputs are fixed, so a run is the same every time.

let t: TestApp;
let api: Api;
let owner: TestMember;
let ids: OwnerIds;
let values: ReturnType<typeof openApiValues>;

let doc: Document;

/**
 * The validator's words: type and schema names, comparison signs, its stock phrases. "number" counts unless it
 * is a phone number; "Required" only capitalised mid-answer, as the validator wrote it.
 */
const VALIDATOR_WORDS =
  /\bexpected\b|\breceived\b|Invalid input|Invalid option|Invalid string|Unrecognized key|\bstring\b|(?<!phone )\bnumbers?\b|\bNaN\b|>=|<=|Too small|Too big|\bundefined\b|\bnull\b|\bRequired\b|\bboolean\b|\bint\b|\bobject\b|\barray\b/i;
/** A key written as in code ("pickUpTime"), outside the quotes that repeat what the client sent. */
const CODE_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b/;

function validatorWordsIn(message: string): string | null {
  const unquoted = message.replace(/“[^”]*”/g, "");
  if (/\bRequired\b/.test(unquoted)) return "Required";
  const found = unquoted.replace(/\brequired\b/g, "").match(VALIDATOR_WORDS) ?? unquoted.match(CODE_NAME);
  return found ? found[0] : null;
}

/** The owner's own ids, so that a request names something the owner has and goes past the scope check. */
async function makeOwner() {
  ({ owner, ids } = await newOwner(api, "Walk"));
}

const MISSING = Symbol("missing");
/** The bad values for a field whose plausible value is `value`. */
function badValues(value: unknown): unknown[] {
  const list: unknown[] = [MISSING, null];
  if (typeof value === "number") list.push("twenty", -1, -1_000_000_000, 1.5, 1e12);
  else if (typeof value === "string") list.push(12345, "x".repeat(20_000), "");
  else if (typeof value === "boolean") list.push("maybe", 1);
  else if (Array.isArray(value)) list.push("list", {}, [12345]);
  else if (value && typeof value === "object") list.push("text", [], 5);
  return list;
}

/** A copy of `base` with the value at `path` replaced (or removed). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value === MISSING ? undefined : value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(base as Record<string, unknown>) };
  const next = withValue(copy[head], rest, value);
  if (next === undefined && rest.length === 0) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** The paths of a body's fields, one level into nested objects (a business's `config`, a guest's `customer`). */
function fieldPaths(value: unknown, depth = 0): string[][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [key],
    ...(depth < 1 ? fieldPaths(inner, depth + 1).map((rest) => [key, ...rest]) : []),
  ]);
}

interface Attempt {
  method: string;
  path: string;
  body?: string;
  what: string;
}

function attempts(pathTemplate: string, method: string, operation: Operation): Attempt[] {
  const upper = method.toUpperCase();
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path");
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === "query");
  const path = pathParams.reduce(
    (text, p) => text.replace(`{${p.name}}`, encodeURIComponent(values.idFor(pathTemplate, p.name))),
    pathTemplate,
  );
  const query = (name?: string, value?: unknown) => {
    const search = new URLSearchParams();
    for (const p of queryParams) {
      if (p.name === name) {
        if (value !== MISSING) search.set(p.name, String(value));
      } else search.set(p.name, String(values.plausible(p.name, p.schema)));
    }
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  const list: Attempt[] = [];
  for (const p of queryParams) {
    for (const value of [MISSING, "twenty", "-1", "1.5", "x".repeat(3_000)]) {
      list.push({
        method: upper,
        path: query(p.name, value),
        what: `?${p.name}=${String(value).slice(0, 20)}`,
      });
    }
  }
  if (upper !== "GET" && upper !== "DELETE") {
    const schema = values.resolve(operation.requestBody?.content?.["application/json"]?.schema);
    const base = values.plausible("", schema);
    list.push({ method: upper, path: query(), body: "{}", what: "{}" });
    for (const field of fieldPaths(base)) {
      const current = field.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], base);
      for (const value of badValues(current)) {
        const body = withValue(base, field, value);
        list.push({
          method: upper,
          path: query(),
          body: JSON.stringify(body),
          what: `${field.join(".")}=${value === MISSING ? "(missing)" : JSON.stringify(value)?.slice(0, 20)}`,
        });
      }
    }
  }
  return list;
}

async function send(attempt: Attempt & { lang?: string }) {
  const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
  if (attempt.body !== undefined) headers["content-type"] = "application/json";
  // The order call needs its key to reach the body's checks.
  headers["idempotency-key"] = unique("walk-key-");
  // The guest's language replaces any `lang` the walk put in the query.
  const target = new URL(`${t.baseUrl}${attempt.path}`);
  if (attempt.lang) target.searchParams.set("lang", attempt.lang);
  const url = `${target.pathname}${target.search}`;
  const response = await fetch(`${t.baseUrl}${url}`, {
    method: attempt.method,
    headers,
    ...(attempt.body !== undefined ? { body: attempt.body } : {}),
  });
  const text = await response.text();
  let body: { message?: unknown; errors?: { message?: unknown }[] } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: judged by its status only
  }
  return { status: response.status, text, body };
}

async function ownerStillWhole() {
  const dashboard = await api.get(`/v1/members/${owner.memberId}/dashboard`, owner.token);
  if (dashboard.status !== 200 || dashboard.body?.business?.id !== owner.businessId) await makeOwner();
}

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  await makeOwner();
  doc = (await api.get("/v1/openapi.json")).body as Document;
  values = openApiValues(doc, () => ids, "Walk");
});
afterAll(() => t.close());

describe("refusals are sentences", () => {
  it("names the field and its bound in plain words (pick-up time below zero)", async () => {
    const answer = await api.patch(
      `/v1/businesses/${owner.businessId}`,
      { config: { pickUpTime: -1 } },
      owner.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Pick-up time must be 0 minutes or more.");
    expect(answer.body.errors).toEqual([
      { path: "config.pickUpTime", message: "Pick-up time must be 0 minutes or more." },
    ]);
    const text = await api.patch(
      `/v1/businesses/${owner.businessId}`,
      { config: { deliveryTime: "soon" } },
      owner.token,
    );
    expect(text.body.message).toBe("Delivery time must be written in digits.");
    const long = await api.patch(
      `/v1/businesses/${owner.businessId}`,
      { config: { seoTitle: "x".repeat(71) } },
      owner.token,
    );
    expect(long.body.message).toBe("Search title can have at most 70 characters.");
  });

  it("answers in sentences where a request could not be read or hit a bound no person chose", async () => {
    const orders = `/v1/public/businesses/${owner.businessId}/orders`;
    for (const contentType of ["application/x-www-form-urlencoded", "application/xml"]) {
      const form = await api.call("POST", orders, {
        body: contentType === "application/xml" ? "<order/>" : "type=PICKUP",
        headers: { "content-type": contentType, "idempotency-key": unique("form-") },
      });
      expect(form.status, contentType).toBe(415);
      expect(form.body.message, contentType).toBe("Please send the order as JSON.");
    }
    // Plain text is read (a beacon sends it), and is then no order.
    const plain = await api.call("POST", orders, {
      body: "type=PICKUP",
      headers: { "content-type": "text/plain", "idempotency-key": unique("text-") },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe("Please send the order as JSON, each detail under its own name.");
    const pause = `/v1/businesses/${owner.businessId}/ordering/pause`;
    const huge = await api.call("PUT", pause, { body: '{"minutes":1e308}', token: owner.token });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe("A pause is at most 24 hours.");
    const none = await api.put(pause, { minutes: 0 }, owner.token);
    expect(none.body.message).toBe("A pause is at least 1 minute.");
    const busy = await api.call("PUT", `/v1/businesses/${owner.businessId}/ordering/busy`, {
      body: '{"extraMinutes":1e308}',
      token: owner.token,
    });
    expect(busy.body.message).toBe("The extra time is at most 24 hours.");
    // A body that is not an object names no field: the answer says what to send.
    const text = await api.call("PATCH", `/v1/businesses/${owner.businessId}`, {
      body: '"just text"',
      token: owner.token,
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe("Please send the details as JSON, each detail under its own name.");
    const tracking = await api.get("/v1/public/orders/unknown-order");
    expect(tracking.status).toBe(400);
    expect(tracking.body.message).toBe(
      "This order's link is incomplete. Open it again from your confirmation, mail or text message.",
    );
    const insights = await api.get(
      `/v1/businesses/${owner.businessId}/insights?from=0000-01-01&to=0000-01-02`,
      owner.token,
    );
    expect(insights.status).toBe(400);
    expect(insights.body.message).toBe("Please choose a date from the year 2000 on.");
  });

  it("keeps the sentences a rule already has", async () => {
    const answer = await api.post(
      "/v1/customers",
      { businessId: owner.businessId, phone: "4155550100" },
      owner.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("This field is mandatory");
  });

  it("answers a guest in the guest page's language", async () => {
    const order = (lang: string, body: Record<string, unknown>) =>
      api.call("POST", `/v1/public/businesses/${owner.businessId}/orders?lang=${lang}`, {
        body: {
          type: "PICKUP",
          items: [{ menuId: ids.menu, itemId: "item", quantity: 1 }],
          customer: { name: "Ana", phone: "4155550100" },
          payment: "CASH",
          ...body,
        },
        headers: { "idempotency-key": unique("walk-key-") },
      });
    const quantity = await order("fr", { items: [{ menuId: ids.menu, itemId: "item", quantity: 0 }] });
    expect(quantity.status).toBe(400);
    expect(quantity.body.message).toBe("Veuillez choisir une quantité de 1 à 99.");
    const size = await order("es", { items: [{ menuId: ids.menu, itemId: "item", quantity: 1, size: -1 }] });
    expect(size.body.message).toBe("Tamaño: el mínimo es 0.");
    const phone = await order("de", { customer: { name: "Ana" } });
    expect(phone.body.errors).toEqual([
      { path: "customer.phone", message: "Bitte geben Sie Ihre Telefonnummer ein." },
    ]);
    const english = await order("en", { customer: { name: "Ana" } });
    expect(english.body.message).toBe("Please enter your phone number.");
    const name = await order("de", { customer: { phone: "4155550100" } });
    expect(name.body.errors).toEqual([
      { path: "customer.name", message: "Dieses Feld ist ein Pflichtfeld." },
    ]);
    // The dashboard's calls stay in English whatever `lang` says.
    const owners = await api.patch(
      `/v1/businesses/${owner.businessId}?lang=fr`,
      { config: { pickUpTime: -1 } },
      owner.token,
    );
    expect(owners.body.message).toBe("Pick-up time must be 0 minutes or more.");
  });

  it("answers every refusal of the guest's calls in French and German, in words", {
    timeout: scaled(120_000),
  }, async () => {
    const guestOperations = Object.entries(doc.paths)
      .filter(([path]) => /^\/v1\/public\/businesses\/\{id\}\/(orders(\/price)?|ratings)$/.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => method === "post")
          .map(([method, operation]) => ({ path, method, operation })),
      );
    expect(guestOperations.length).toBe(3);
    const failures: string[] = [];
    let translated = 0;
    for (const { path, method, operation } of guestOperations) {
      for (const attempt of attempts(path, method, operation)) {
        const english = await send({ ...attempt, lang: "en" });
        if (english.status !== 400) continue;
        for (const lang of ["fr", "de"]) {
          const answer = await send({ ...attempt, lang });
          const message = String(answer.body?.message ?? "");
          const where = `${attempt.method} ${attempt.path.slice(0, 80)} ${attempt.what} ?lang=${lang}`;
          if (answer.status !== 400) failures.push(`${where} → ${answer.status}`);
          else if (message === english.body?.message) failures.push(`${where} → still English: "${message}"`);
          else if (validatorWordsIn(message)) failures.push(`${where} → "${message}"`);
          else translated++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(translated).toBeGreaterThan(50);
  });

  it("no route answers bad input with the validator's words, nor with a 5xx", {
    timeout: scaled(300_000),
  }, async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      // The event streams and sockets stay open: they are covered by their own tests.
      .filter(({ path }) => !/\/live$/.test(path));
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let refused = 0;
    for (const { path, method, operation } of operations) {
      const list = attempts(path, method, operation);
      for (let from = 0; from < list.length; from += 8) {
        await Promise.all(list.slice(from, from + 8).map(judge));
      }
      await ownerStillWhole();
    }
    async function judge(attempt: Attempt) {
      const answer = await send(attempt);
      const where = `${attempt.method} ${attempt.path.slice(0, 120)} ${attempt.what}`;
      if (answer.status >= 500) failures.push(`${where} → ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.status !== 400) return;
      refused++;
      const messages = [answer.body?.message, ...(answer.body?.errors ?? []).map((each) => each.message)];
      for (const message of messages) {
        if (typeof message !== "string" || message.trim() === "") {
          failures.push(`${where} → 400 without a sentence: ${answer.text.slice(0, 200)}`);
          continue;
        }
        const word = validatorWordsIn(message);
        if (word) failures.push(`${where} → 400 "${message}" (${word})`);
      }
    }
    expect([...new Set(failures)]).toEqual([]);
    // Enough of the bad inputs reached a check to make the walk mean something.
    expect(refused).toBeGreaterThan(1_000);
  });
});
