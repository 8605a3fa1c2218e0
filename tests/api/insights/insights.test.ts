import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  ALL_DAY_HOURS,
  createOrderingBusiness,
  keyOf,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Insights through the real app and database: orders placed and moved through the API at chosen instants
// (the app's clock), then read back as totals, days and hours on the business's own calendar, and as CSV.

let t: TestApp;
let api: Api;
let clock: Date | null = null;
beforeAll(async () => {
  t = await startTestApp({
    clock: () => clock ?? new Date(),
    // One proxy in front, as behind a load balancer: X-Forwarded-For names the guest's address.
    config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, trustProxy: 1 },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

// Two large pizzas with cheese (2 × 15.75) and a soda (2.99), 8.25 % tax.
const TOTAL = 3734;

async function placeAt(business: OrderingBusiness, at: string, overrides = {}) {
  clock = new Date(at);
  const placed = await placeOrder(api, business, orderBody(business, overrides));
  clock = null;
  expect(placed.status).toBe(201);
  return placed.body as { id: string };
}

async function move(business: OrderingBusiness, order: { id: string }, ...statuses: string[]) {
  for (const status of statuses) {
    const body = status === "REJECTED" ? { status, reason: "Out of dough" } : { status };
    const moved = await api.post(`/v1/orders/${order.id}/status`, body, business.token);
    expect(moved.status).toBe(200);
  }
}

const insightsOf = (business: { businessId: string; token: string }, from: string, to: string) =>
  api.get(`/v1/businesses/${business.businessId}/insights?from=${from}&to=${to}`, business.token);

/** A business in Tokyo (UTC+9 all year): its day begins at 15:00 UTC the day before. */
async function tokyoBusiness() {
  const business = await createOrderingBusiness(api);
  const hours = await api.put(
    `/v1/businesses/${business.businessId}/hours`,
    { hours: ALL_DAY_HOURS, timeZone: "Asia/Tokyo" },
    business.token,
  );
  expect(hours.status).toBe(200);
  return business;
}

describe("insights", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await tokyoBusiness();
    // 2026-03-10 23:30 in Tokyo, accepted.
    const lateNight = await placeAt(business, "2026-03-10T14:30:00Z");
    await move(business, lateNight, "ACCEPTED");
    // 2026-03-11 00:30 in Tokyo (still the 10th in UTC), completed, a table order paid by card at the table.
    const afterMidnight = await placeAt(business, "2026-03-10T15:30:00Z", {
      type: "TABLE",
      table: "4",
      payment: "CARD_ON_DELIVERY",
    });
    await move(business, afterMidnight, "ACCEPTED", "READY", "COMPLETED");
    // Rejected, and never accepted: neither counts in sales.
    const rejected = await placeAt(business, "2026-03-11T02:00:00Z", {
      customer: { name: "Bo Guest", phone: "415 555 0100" },
    });
    await move(business, rejected, "REJECTED");
    await placeAt(business, "2026-03-11T03:00:00Z", {
      customer: { name: "Cy Guest", phone: "415 555 0111" },
    });
    // The same guest again a week later, a returning guest of that week.
    const later = await placeAt(business, "2026-03-18T04:15:00Z");
    await move(business, later, "ACCEPTED");
  });

  it("counts accepted, ready and completed orders on the business's own days and hours", async () => {
    const answer = await insightsOf(business, "2026-03-10", "2026-03-12");
    expect(answer.status).toBe(200);
    const insights = answer.body;
    expect(insights).toMatchObject({
      from: "2026-03-10",
      to: "2026-03-12",
      currency: "$",
      currencyCode: "USD",
      orders: 2,
      revenue: 2 * TOTAL,
      averageTicket: TOTAL,
      newGuests: 1,
      returningGuests: 0,
    });
    expect(insights.byDay).toEqual([
      { date: "2026-03-10", orders: 1, revenue: TOTAL },
      { date: "2026-03-11", orders: 1, revenue: TOTAL },
      { date: "2026-03-12", orders: 0, revenue: 0 },
    ]);
    // The 10th was a Tuesday (weekday 1): 23:00; the 11th a Wednesday: 00:00.
    const busy = insights.byHour.filter((cell: { orders: number }) => cell.orders > 0);
    expect(busy).toEqual([
      { weekday: 1, hour: 23, orders: 1 },
      { weekday: 2, hour: 0, orders: 1 },
    ]);
    expect(insights.byHour).toHaveLength(168);
    expect(insights.topItems).toEqual([
      { itemId: business.items.pizza, name: "Margherita", quantity: 4, revenue: 6300 },
      { itemId: business.items.soda, name: "Soda", quantity: 2, revenue: 598 },
    ]);
    expect(insights.byType).toEqual(
      expect.arrayContaining([
        { type: "PICKUP", orders: 1, revenue: TOTAL },
        { type: "TABLE", orders: 1, revenue: TOTAL },
      ]),
    );
    expect(insights.byPayment).toEqual(
      expect.arrayContaining([
        { payment: "CASH", orders: 1, revenue: TOTAL },
        { payment: "CARD_ON_DELIVERY", orders: 1, revenue: TOTAL },
      ]),
    );
    // Four orders were sent from one address (the rejected and the unanswered ones too), on two of its days: two
    // visitors' days, each counted at every step up to the order, though no view was pinged.
    expect(insights.funnel).toEqual({ views: 2, carts: 2, checkouts: 2, orders: 2 });
  });

  it("cuts days at the business's midnight, not at UTC's", async () => {
    const tenth = (await insightsOf(business, "2026-03-10", "2026-03-10")).body;
    expect(tenth).toMatchObject({ orders: 1, revenue: TOTAL });
    const eleventh = (await insightsOf(business, "2026-03-11", "2026-03-11")).body;
    expect(eleventh).toMatchObject({ orders: 1, revenue: TOTAL });
    expect(eleventh.byHour.find((cell: { orders: number }) => cell.orders > 0)).toEqual({
      weekday: 2,
      hour: 0,
      orders: 1,
    });
  });

  it("tells new guests from returning ones by their first order at the business", async () => {
    const week = (await insightsOf(business, "2026-03-15", "2026-03-21")).body;
    expect(week).toMatchObject({ orders: 1, newGuests: 0, returningGuests: 1 });
  });

  it("counts a guest whose only earlier order was refused as new", async () => {
    const dee = { customer: { name: "Dee Guest", phone: "415 555 0142" } };
    await move(business, await placeAt(business, "2026-04-01T03:00:00Z", dee), "REJECTED");
    await move(business, await placeAt(business, "2026-04-08T03:00:00Z", dee), "ACCEPTED");
    const week = (await insightsOf(business, "2026-04-05", "2026-04-11")).body;
    expect(week).toMatchObject({ orders: 1, newGuests: 1, returningGuests: 0 });
    // The week of the refusal has no counted order, so no guest.
    const first = (await insightsOf(business, "2026-03-29", "2026-04-04")).body;
    expect(first).toMatchObject({ orders: 0, newGuests: 0, returningGuests: 0 });
  });

  it("says plainly when there is nothing in the range", async () => {
    const empty = (await insightsOf(business, "2025-01-01", "2025-01-31")).body;
    expect(empty).toMatchObject({ orders: 0, revenue: 0, averageTicket: 0, newGuests: 0, topItems: [] });
    expect(empty.byDay).toHaveLength(31);
    expect(empty.byDay.every((day: { orders: number }) => day.orders === 0)).toBe(true);
  });

  it("exports each table as CSV with a header row, quoted where needed, under a telling name", async () => {
    const csvOf = (table: string, token = business.token) =>
      fetch(
        `${t.baseUrl}/v1/businesses/${business.businessId}/insights.csv?from=2026-03-10&to=2026-03-12&table=${table}&token=${token}`,
      );
    const byDay = await csvOf("byDay");
    expect(byDay.status).toBe(200);
    expect(byDay.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(byDay.headers.get("content-disposition")).toBe(
      'attachment; filename="insights-by-day-2026-03-10-to-2026-03-12.csv"',
    );
    // A spreadsheet reads the names as UTF-8 thanks to the byte order mark, which fetch's text() would drop.
    const bytes = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await byDay.arrayBuffer());
    expect(bytes).toBe(
      "\uFEFFDate,Orders,Revenue (USD)\r\n2026-03-10,1,37.34\r\n2026-03-11,1,37.34\r\n2026-03-12,0,0.00\r\n",
    );
    const items = await (await csvOf("topItems")).text();
    expect(items.split("\r\n").slice(0, 3)).toEqual([
      "Item,Quantity,Revenue (USD)",
      "Margherita,4,63.00",
      "Soda,2,5.98",
    ]);
    const hours = (await (await csvOf("byHour")).text()).split("\r\n");
    expect(hours[0]).toBe("Weekday,Hour,Orders");
    expect(hours).toContain("Tuesday,23:00,1");
    expect(hours).toHaveLength(1 + 168 + 1);
    expect(await (await csvOf("byPayment")).text()).toContain("CARD_ON_DELIVERY,1,37.34\r\n");
    expect(await (await csvOf("byType")).text()).toContain("TABLE,1,37.34\r\n");

    const stranger = await createMember(api);
    expect((await csvOf("byDay", stranger.token)).status).toBe(404);
    const noTable = await csvOf("everything");
    expect(noTable.status).toBe(400);
    expect((await noTable.json()).message).toBe("Please choose which table to export.");
  });

  it("answers another member 404, as if the business did not exist", async () => {
    const stranger = await createMember(api);
    const answer = await insightsOf(
      { businessId: business.businessId, token: stranger.token },
      "2026-03-10",
      "2026-03-12",
    );
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NOT_FOUND");
  });

  it("refuses dates that are not dates, reversed, or too far apart, with a sentence", async () => {
    const cases: [string, string, string][] = [
      ["2026-13-01", "2026-12-31", "Please choose a valid date."],
      ["yesterday", "2026-03-01", "Please choose a valid date."],
      ["2026-03-10", "2026-03-01", "The end date must not be before the start."],
      ["2025-01-01", "2026-03-01", "Please choose at most 366 days."],
    ];
    for (const [from, to, message] of cases) {
      const answer = await insightsOf(business, from, to);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const missing = await api.get(`/v1/businesses/${business.businessId}/insights`, business.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please choose a valid date.");
  });
});

describe("the ordering funnel", () => {
  it("counts a view, a cart and a checkout once per visitor a day, and not the owner's own", async () => {
    const business = await tokyoBusiness();
    const ping = (step: string, headers: Record<string, string> = {}, token?: string) =>
      api.call("POST", `/v1/public/businesses/${business.businessId}/funnel`, {
        body: { step },
        headers,
        token,
      });
    const view = (headers: Record<string, string>) =>
      api.call("POST", `/v1/public/businesses/${business.businessId}/viewCount`, { headers });
    const alice = { "user-agent": "Alice's phone", "x-forwarded-for": "198.51.100.20" };
    const bob = { "user-agent": "Bob's phone", "x-forwarded-for": "198.51.100.21" };
    clock = new Date("2026-03-10T14:00:00Z"); // 23:00 in Tokyo
    for (const headers of [alice, alice, bob]) expect((await view(headers)).status).toBe(204);
    expect((await ping("cart", alice)).status).toBe(204);
    await ping("cart", alice);
    await ping("cart", bob);
    await ping("checkout", alice);
    await ping("checkout", alice);
    expect((await ping("checkout", {}, business.token)).status).toBe(204);
    clock = new Date("2026-03-10T15:30:00Z"); // the next day in Tokyo: Alice is a visitor of that day too
    await ping("cart", alice); // her page stayed open over midnight: a cart of that day is a view of it too
    clock = null;

    const refused = await ping("payment", alice);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please name a step of ordering.");
    expect(
      (await api.call("POST", "/v1/public/businesses/nobody/funnel", { body: { step: "cart" } })).status,
    ).toBe(204);

    const first = (await insightsOf(business, "2026-03-10", "2026-03-10")).body;
    expect(first.funnel).toEqual({ views: 2, carts: 2, checkouts: 1, orders: 0 });
    const both = (await insightsOf(business, "2026-03-10", "2026-03-11")).body;
    expect(both.funnel).toEqual({ views: 3, carts: 3, checkouts: 1, orders: 0 });
  });

  it("counts one visitor per address a day, whatever browser each call names", async () => {
    const business = await tokyoBusiness();
    clock = new Date("2026-04-02T03:00:00Z");
    const browsers = Array.from({ length: 30 }, (_, i) => `Browser ${i}`);
    for (const step of ["cart", "checkout"])
      for (const browser of browsers) {
        const sent = await api.call("POST", `/v1/public/businesses/${business.businessId}/funnel`, {
          body: { step },
          headers: { "user-agent": browser, "x-forwarded-for": "203.0.113.40" },
        });
        expect(sent.status).toBe(204);
      }
    for (const browser of browsers.slice(0, 5))
      await api.call("POST", `/v1/public/businesses/${business.businessId}/viewCount`, {
        headers: { "user-agent": browser, "x-forwarded-for": "203.0.113.40" },
      });
    // Another address is another visitor, who reached the checkout, so had seen the page and had a cart.
    await api.call("POST", `/v1/public/businesses/${business.businessId}/funnel`, {
      body: { step: "checkout" },
      headers: { "user-agent": "Browser 0", "x-forwarded-for": "203.0.113.41" },
    });
    clock = null;
    const day = (await insightsOf(business, "2026-04-02", "2026-04-02")).body;
    expect(day.funnel).toEqual({ views: 2, carts: 2, checkouts: 2, orders: 0 });
  });

  it("never has a step above the one before: orders are visitors who ordered, among those at the checkout", async () => {
    const business = await tokyoBusiness();
    const from = (address: string) => ({ "x-forwarded-for": address });
    const send = async (address: string) => {
      const placed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
        body: orderBody(business),
        headers: { "idempotency-key": keyOf(), ...from(address) },
      });
      expect(placed.status).toBe(201);
    };
    clock = new Date("2026-05-06T03:00:00Z");
    // Straight to an order, no view pinged (a guest page kept from yesterday): one visitor at every step.
    await send("192.0.2.10");
    // Three orders from one address are one visitor's order.
    for (let i = 0; i < 3; i++) await send("192.0.2.11");
    // One who only looked.
    await api.call("POST", `/v1/public/businesses/${business.businessId}/viewCount`, {
      headers: from("192.0.2.12"),
    });
    clock = null;
    const day = (await insightsOf(business, "2026-05-06", "2026-05-06")).body;
    expect(day.funnel).toEqual({ views: 3, carts: 2, checkouts: 2, orders: 2 });
    expect(day.orders).toBe(0); // none accepted: the sales count none of them

    // Days counted before each step brought the ones before it (checkouts and orders with no view) are held
    // to the step before.
    await t.database.db.execute(sql`
      insert into funnel_days (business_id, day, step, visitors) values
        (${business.businessId}, '2026-05-01', 'view', 2), (${business.businessId}, '2026-05-01', 'cart', 5),
        (${business.businessId}, '2026-05-01', 'checkout', 4), (${business.businessId}, '2026-05-01', 'order', 7)`);
    const old = (await insightsOf(business, "2026-05-01", "2026-05-01")).body;
    expect(old.funnel).toEqual({ views: 2, carts: 2, checkouts: 2, orders: 2 });
  });
});
