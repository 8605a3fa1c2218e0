import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  PRINTER_KEYS_TOO_MANY,
  PRINTER_TOO_SOON,
} from "../../../src/server/features/printers/cloudprnt.routes.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

// What a printer's address costs the server: a wrong secret no query, a known printer one answer a second, an
// address sending unknown keys a few refusals before 429. One proxy in front names each test's own address
// (X-Forwarded-For), so their counts do not meet.

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      trustProxy: 1,
      // A minute between answers: the second poll is refused however slowly this machine runs the test.
      printerPolls: { intervalMs: 60_000, unknownKeysPerAddress: 3, windowMs: 60_000 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

let addresses = 0;
/** An address no other request of this file used. */
const newAddress = () => `198.51.100.${++addresses}`;

const STATUS = JSON.stringify({ status: "23 86 0 0 0 0 0 0 0", statusCode: "200%20OK" });

function poll(baseUrl: string, key: string, address: string) {
  return fetch(`${baseUrl}/v1/public/cloudprnt/${key}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: STATUS,
  });
}

async function addPrinter(business: OrderingBusiness, baseUrl = t.baseUrl) {
  const response = await createApi(baseUrl).post(
    `/v1/businesses/${business.businessId}/printers`,
    { name: "Kitchen", paper: 80, printOn: "arrival" },
    business.token,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return {
    id: response.body.id as string,
    key: (response.body.serverUrl as string).split("/").pop() as string,
  };
}

describe("a wrong secret", () => {
  it("is answered 404 without a query: it is answered while the printers' table is locked", async () => {
    const business = await createOrderingBusiness(api);
    const printer = await addPrinter(business);
    const address = newAddress();
    // Whatever reads the printers' table waits for this transaction (on PGlite, any query at all does), so a
    // wrong secret that asked the database would not be answered until it ends.
    const answered = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table printers in access exclusive mode`);
      const response = await fetch(`${t.baseUrl}/v1/public/cloudprnt/${printer.key}x`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: STATUS,
        signal: AbortSignal.timeout(15_000),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answered).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    // The printer itself is answered.
    expect((await poll(t.baseUrl, printer.key, address)).status).toBe(200);
  });

  it("past a few from one address answers 429 with Retry-After, while that address's printer is answered", async () => {
    const business = await createOrderingBusiness(api);
    const printer = await addPrinter(business);
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await poll(t.baseUrl, `unknown-${i}`, address)).status).toBe(404);
    const refused = await poll(t.baseUrl, "unknown-3", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED", message: PRINTER_KEYS_TOO_MANY });
    expect((await poll(t.baseUrl, printer.key, address)).status).toBe(200);
    // Another address is not held by this one's mistakes.
    expect((await poll(t.baseUrl, "unknown-4", newAddress())).status).toBe(404);
  });
});

describe("a known printer", () => {
  it("is answered once a second: a poll at once after another answers 429 with Retry-After", async () => {
    const business = await createOrderingBusiness(api);
    const printer = await addPrinter(business);
    const address = newAddress();
    expect((await poll(t.baseUrl, printer.key, address)).status).toBe(200);
    const again = await poll(t.baseUrl, printer.key, address);
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await again.json()).toMatchObject({ code: "RATE_LIMITED", message: PRINTER_TOO_SOON });
    // From another address too: the printer is counted, not the address.
    expect((await poll(t.baseUrl, printer.key, newAddress())).status).toBe(429);
    // Another printer is answered.
    expect((await poll(t.baseUrl, (await addPrinter(business)).key, address)).status).toBe(200);
  });

  it("added or removed on another instance is known, or forgotten, here", async () => {
    const second = await startSecondInstance(t);
    try {
      const business = await createOrderingBusiness(api);
      const printer = await addPrinter(business, second.baseUrl);
      // The other instance's notice arrives through the database; until it does this one answers 404.
      await vi.waitFor(
        async () => expect((await poll(t.baseUrl, printer.key, newAddress())).status).toBe(200),
        { timeout: scaled(10_000), interval: 50 },
      );
      const removed = await createApi(second.baseUrl).delete(
        `/v1/businesses/${business.businessId}/printers/${printer.id}`,
        business.token,
      );
      expect(removed.status).toBe(204);
      // A second printer, so this instance answers a poll (the first was answered a moment ago).
      const other = await addPrinter(business, second.baseUrl);
      await vi.waitFor(
        async () => expect((await poll(t.baseUrl, other.key, newAddress())).status).toBe(200),
        { timeout: scaled(10_000), interval: 50 },
      );
      expect((await poll(t.baseUrl, printer.key, newAddress())).status).toBe(404);
    } finally {
      await second.close();
    }
  });
});
