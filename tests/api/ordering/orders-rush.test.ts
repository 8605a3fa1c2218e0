import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rushCounts } from "../../../src/server/features/ordering/placing/look-up-rush.ts";
import {
  countOrderCall,
  DEFAULT_ORDER_RATE_LIMITS,
  type OrderRateLimits,
} from "../../../src/server/features/ordering/placing/order-limits.ts";
import {
  createCatalogCache,
  lookUpOrdering,
} from "../../../src/server/features/ordering/placing/ordering-context.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Guests of one business who order in the same instant share one look-up statement (look-up-rush.ts). Each must
// still be answered as if they had come one after another: counted in turn against their own limit, given their
// own earlier order, and refused for their own faults only.

const LIMITS: OrderRateLimits = {
  windowMs: 60_000,
  ordersPerAddress: 3,
  pricesPerAddress: 4,
  unpaidPerAddress: 3,
};

let t: TestApp;
let api: Api;
let business: OrderingBusiness;
const cache = createCatalogCache();

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      // One proxy in front, as behind a load balancer: X-Forwarded-For names the guest.
      trustProxy: 1,
      orderRateLimits: LIMITS,
    },
  });
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api);
});
afterAll(() => t.close());

/** A guest's look-up as placing an order makes it (`idempotencyKey`) or pricing a cart (none). */
function lookUp(address: string, idempotencyKey?: string, limits: OrderRateLimits = LIMITS) {
  return lookUpOrdering({
    db: t.database.db,
    cache,
    businessId: business.businessId,
    count: countOrderCall({
      limits,
      kind: idempotencyKey === undefined ? "price" : "order",
      businessId: business.businessId,
      address,
    }),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
}

/** Runs `rush` and answers how this database's rushes went meanwhile: together, or guest by guest. */
async function counting<T>(
  rush: () => Promise<T>,
): Promise<{ result: T; together: number; fellBack: number }> {
  const before = { ...rushCounts(t.database.db) };
  const result = await rush();
  const after = rushCounts(t.database.db);
  return { result, together: after.together - before.together, fellBack: after.fellBack - before.fellBack };
}

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "rejected" ? (outcome.reason as { code?: string }).code : "answered";

describe("guests ordering at the same instant", () => {
  it("are counted one after another: from one address the first three order and the next two get 429", async () => {
    const {
      result: outcomes,
      together,
      fellBack,
    } = await counting(() =>
      Promise.allSettled(Array.from({ length: 5 }, () => lookUp("203.0.113.50", keyOf()))),
    );
    // One shared statement answered the five.
    expect({ together, fellBack }).toEqual({ together: 1, fellBack: 0 });
    expect(outcomes.map(codeOf)).toEqual([
      "answered",
      "answered",
      "answered",
      "RATE_LIMITED",
      "RATE_LIMITED",
    ]);
    // The guests counted: the five calls, so a sixth is refused too.
    await expect(lookUp("203.0.113.50", keyOf())).rejects.toMatchObject({ status: 429 });
  });

  it("each read the business as a guest alone does, and find their own earlier order", async () => {
    const key = keyOf();
    const placed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body: orderBody(business),
      headers: { "idempotency-key": key, "x-forwarded-for": "198.51.100.60" },
    });
    expect(placed.status).toBe(201);
    const alone = await lookUp("198.51.100.61", keyOf());
    const {
      result: [again, fresh, other, named],
      together,
    } = await counting(() =>
      Promise.all([
        lookUp("198.51.100.62", key),
        lookUp("198.51.100.63", keyOf()),
        lookUp("198.51.100.64", keyOf()),
        // A key that names a property every object has finds no order of another guest's.
        lookUp("198.51.100.65", "constructor"),
      ]),
    );
    expect(together).toBe(1);
    expect(named.earlierOrderId).toBeNull();
    expect(again.earlierOrderId).toBe((placed.body as { id: string }).id);
    expect(fresh.earlierOrderId).toBeNull();
    expect(other.earlierOrderId).toBeNull();
    for (const together of [again, fresh, other]) {
      expect(together.context?.business.id).toBe(business.businessId);
      expect(together.context?.isTakingOrders).toBe(true);
      expect(together.context?.taxes).toEqual(alone.context?.taxes);
      expect(together.context?.soldOut).toEqual(alone.context?.soldOut);
      expect(together.context?.catalog).toBe(alone.context?.catalog);
    }
  });

  it("price their carts against the pricing limit, apart from the orders'", async () => {
    const { result: outcomes, together } = await counting(() =>
      Promise.allSettled(Array.from({ length: 6 }, () => lookUp("203.0.113.70"))),
    );
    expect(together).toBe(1);
    expect(outcomes.map(codeOf)).toEqual([
      "answered",
      "answered",
      "answered",
      "answered",
      "RATE_LIMITED",
      "RATE_LIMITED",
    ]);
    await expect(lookUp("203.0.113.70", keyOf())).resolves.toMatchObject({ earlierOrderId: null });
  });

  it("keep their answers when one guest's look-up fails: the others are counted and answered", async () => {
    // A key the database cannot store (a NUL character) fails the shared statement, then that guest's own.
    const { result: outcomes, fellBack } = await counting(() =>
      Promise.allSettled([
        lookUp("203.0.113.80", keyOf(), DEFAULT_ORDER_RATE_LIMITS),
        lookUp("203.0.113.81\u0000", keyOf(), DEFAULT_ORDER_RATE_LIMITS),
        lookUp("203.0.113.82", keyOf(), DEFAULT_ORDER_RATE_LIMITS),
      ]),
    );
    expect(fellBack).toBe(1);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const counted = await t.database.db.execute(
      sql`select key, count from rate_limits where key like ${`order:${business.businessId}:203.0.113.8%`} order by key`,
    );
    expect((counted as unknown as { rows: { key: string; count: number }[] }).rows).toEqual([
      { key: `order:${business.businessId}:203.0.113.80`, count: 1 },
      { key: `order:${business.businessId}:203.0.113.82`, count: 1 },
    ]);
  });

  it("over HTTP, all at once: each guest gets their own answer and only the refused store nothing", async () => {
    const other = await createOrderingBusiness(api);
    const order = (address: string) =>
      api.call("POST", `/v1/public/businesses/${other.businessId}/orders`, {
        body: orderBody(other),
        headers: { "idempotency-key": keyOf(), "x-forwarded-for": address },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => order("203.0.113.90")),
      order("198.51.100.91"),
      order("198.51.100.92"),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(5)).toEqual([201, 201]);
    const all = await api.get(`/v1/businesses/${other.businessId}/orders?tab=all`, other.token);
    expect(all.body.total).toBe(5);
    const numbers = (
      answers.filter((answer) => answer.status === 201) as { body: { friendlyId: string } }[]
    ).map((answer) => answer.body.friendlyId);
    expect(new Set(numbers).size).toBe(5);
  });
});

describe("a retry of an order already placed", () => {
  const countOf = async (address: string) => {
    const read = await t.database.db.execute(
      sql`select count from rate_limits where key = ${`order:${business.businessId}:${address}`}`,
    );
    return (read as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  };
  const order = (address: string, key: string) =>
    api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body: orderBody(business),
      headers: { "idempotency-key": key, "x-forwarded-for": address },
    });

  it("alone: gets its stored answer once the limit is reached, and counts nothing", async () => {
    const address = "192.0.2.10";
    const keys = [keyOf(), keyOf(), keyOf()];
    const placed = [];
    for (const key of keys) placed.push(await order(address, key));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await order(address, keyOf())).status).toBe(429);
    const reached = await countOf(address);
    expect(reached).toBe(4);

    for (const [i, key] of keys.entries()) {
      const again = await order(address, key);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(placed[i]?.body);
    }
    expect(await countOf(address)).toBe(reached);
    // A retry with another body is still a mistake of the client, and counts nothing either.
    const changed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body: { ...orderBody(business), note: "Another order" },
      headers: { "idempotency-key": keys[0] as string, "x-forwarded-for": address },
    });
    expect(changed.status).toBe(409);
    expect(await countOf(address)).toBe(reached);
    // A new order is still refused, and counted.
    expect((await order(address, keyOf())).status).toBe(429);
    expect(await countOf(address)).toBe(reached + 1);
  });

  it("in a rush: the retries find their orders uncounted, while a new order beside them is counted and refused", async () => {
    const address = "192.0.2.20";
    const keys = [keyOf(), keyOf(), keyOf()];
    const placed = [];
    for (const key of keys) placed.push(await order(address, key));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const reached = await countOf(address);
    expect(reached).toBe(3);

    const { result: outcomes, together } = await counting(() =>
      Promise.allSettled([lookUp(address, keys[0]), lookUp(address, keyOf()), lookUp(address, keys[2])]),
    );
    expect(together).toBe(1);
    expect(outcomes.map(codeOf)).toEqual(["answered", "RATE_LIMITED", "answered"]);
    const found = outcomes.map((outcome) =>
      outcome.status === "fulfilled" ? outcome.value.earlierOrderId : null,
    );
    expect(found).toEqual([placed[0]?.body.id, null, placed[2]?.body.id]);
    // Only the new order was counted.
    expect(await countOf(address)).toBe(reached + 1);

    // Over HTTP at once, the retries get their stored answers.
    const answers = await Promise.all(keys.map((key) => order(address, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.body.id)).toEqual(placed.map((answer) => answer.body.id));
    expect(await countOf(address)).toBe(reached + 1);
  });
});
