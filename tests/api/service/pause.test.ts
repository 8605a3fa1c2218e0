import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Pausing new orders and the busy kitchen's extra minutes: refused orders in the guest's language, the status
// the guest page polls, the page itself, and the pause ending by itself. The app's clock moves on demand, so a
// pause can run out without waiting for it.

let t: TestApp;
let api: Api;
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const page = (path: string) =>
  fetch(`${t.baseUrl}${path}`, { headers: { "accept-encoding": "identity" } }).then((r) => r.text());

async function addressOf(business: OrderingBusiness) {
  const dashboard = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  return dashboard.body.business.url as string;
}

const status = (business: { businessId: string }) =>
  api.get(`/v1/public/businesses/${business.businessId}/ordering-status`);

/** "7:45 PM" on the UTC wall clock, as the guest is told, written here without the app's helpers. */
const utcTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" })
    .format(new Date(iso))
    .replace(/\u202f/g, " ");

describe("pausing new orders", () => {
  let business: OrderingBusiness;
  let address: string;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
    address = await addressOf(business);
  });

  it("refuses orders with PAUSED in the guest's language until the owner resumes", async () => {
    const before = Date.now();
    const paused = await api.put(
      `/v1/businesses/${business.businessId}/ordering/pause`,
      { minutes: 30 },
      business.token,
    );
    expect(paused.status).toBe(200);
    const until = new Date(paused.body.pausedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    const shown = await status(business);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      taking: false,
      reason: "PAUSED",
      pausedUntil: paused.body.pausedUntil,
      extraMinutes: 0,
      soldOut: [],
    });
    expect(shown.headers.get("cache-control")).toBe("no-store");

    const time = utcTime(paused.body.pausedUntil);
    const refused = await placeOrder(api, business, orderBody(business));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "PAUSED", message: `Not taking orders until ${time}.` });
    const inGerman = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=de`, {
      body: orderBody(business),
      headers: { "idempotency-key": `pause-de-${Date.now()}` },
    });
    expect(inGerman.status).toBe(400);
    expect(inGerman.body).toMatchObject({
      code: "PAUSED",
      message: `Bis ${time} nehmen wir keine Bestellungen an.`,
    });
    const priced = await api.post(`/v1/public/businesses/${business.businessId}/orders/price?lang=es`, {
      type: "PICKUP",
      items: orderBody(business).items,
    });
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({ code: "PAUSED", message: `No aceptamos pedidos hasta las ${time}.` });

    // The guest page says so at once and holds every Add button back.
    const html = await page(`/m/${address}`);
    expect(html).toContain(
      `<p class="paused" role="status" data-paused>Not taking orders until ${time}.</p>`,
    );
    expect(html).toMatch(new RegExp(`data-add="${business.items.pizza}"[^>]* hidden>`));
    expect(html).not.toMatch(/class="add"[^>]*"(?! hidden)>/);

    const resumed = await api.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ pausedUntil: null });
    expect((await status(business)).body).toMatchObject({ taking: true, extraMinutes: 0 });
    expect((await status(business)).body.pausedUntil).toBeUndefined();
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
    const after = await page(`/m/${address}`);
    expect(after).toContain('<p class="paused" role="status" data-paused hidden></p>');
    expect(after).toMatch(new RegExp(`data-add="${business.items.pizza}"[^>]*>Add</button>`));
  });

  it("ends by itself when its time passes", async () => {
    const paused = await api.put(
      `/v1/businesses/${business.businessId}/ordering/pause`,
      { minutes: 1 },
      business.token,
    );
    expect(paused.status).toBe(200);
    expect((await status(business)).body.reason).toBe("PAUSED");
    expect(await page(`/m/${address}`)).toContain("data-paused>Not taking orders until");
    clockOffsetMs = 2 * 60_000;
    try {
      expect((await status(business)).body).toMatchObject({ taking: true });
      expect(await page(`/m/${address}`)).toContain("data-paused hidden></p>");
      expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
    } finally {
      clockOffsetMs = 0;
    }
    // A pause already past in the database is no pause either, whatever wrote it.
    await t.database.db.execute(
      sql`update businesses set paused_until = now() - interval '1 minute' where id = ${business.businessId}`,
    );
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
  });

  it("pauses until today's closing, and refuses that while closed", async () => {
    // Open round the clock in UTC: "the rest of the day" ends at the coming midnight.
    const paused = await api.put(
      `/v1/businesses/${business.businessId}/ordering/pause`,
      { untilClose: true },
      business.token,
    );
    expect(paused.status).toBe(200);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(paused.body.pausedUntil).toBe(midnight.toISOString());
    await api.delete(`/v1/businesses/${business.businessId}/ordering/pause`, business.token);

    const closed = await createOrderingBusiness(api);
    expect(
      (await api.put(`/v1/businesses/${closed.businessId}/open?open=false`, undefined, closed.token)).status,
    ).toBe(200);
    const refused = await api.put(
      `/v1/businesses/${closed.businessId}/ordering/pause`,
      { untilClose: true },
      closed.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("CLOSED");
    expect(refused.body.message).toMatch(/closed now/);
    expect((await status(closed)).body).toMatchObject({ taking: false, reason: "CLOSED" });
  });

  it("writes the time on the business's own clock: its zone and its 24-hour setting", async () => {
    const berlin = await createOrderingBusiness(api, { config: { use24HourFormat: true } });
    await api.put(
      `/v1/businesses/${berlin.businessId}/hours`,
      {
        hours: { monday: { open: true, hours: [{ start: "00:00", end: "00:00" }] } },
        timeZone: "Asia/Tokyo",
      },
      berlin.token,
    );
    const paused = await api.put(
      `/v1/businesses/${berlin.businessId}/ordering/pause`,
      { minutes: 45 },
      berlin.token,
    );
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Tokyo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(paused.body.pausedUntil));
    const refused = await api.call("POST", `/v1/public/businesses/${berlin.businessId}/orders?lang=fr`, {
      body: orderBody(berlin, { scheduledFor: undefined }),
      headers: { "idempotency-key": `pause-fr-${Date.now()}` },
    });
    expect(refused.body).toMatchObject({
      code: "PAUSED",
      message: `Nous ne prenons pas de commandes avant ${time}.`,
    });
  });
});

describe("sold out on the guest page", () => {
  it("marks sold-out items, holds their Add back and lists them in the status, without a publish", async () => {
    const business = await createOrderingBusiness(api);
    const address = await addressOf(business);
    // The page is remembered before the change: the sold-out route's announcement makes it forget.
    expect(await page(`/m/${address}`)).not.toContain("data-sold>");
    for (const body of [
      { menuId: business.menuId, itemId: business.items.soda, until: "manual" },
      {
        menuId: business.menuId,
        itemId: business.items.pizza,
        entryId: business.options.cheese,
        until: "manual",
      },
    ]) {
      const marked = await api.put(`/v1/businesses/${business.businessId}/sold-out`, body, business.token);
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    }
    const shown = await status(business);
    expect(shown.body.taking).toBe(true);
    expect(
      shown.body.soldOut.map((entry: { itemId: string; entryId: string | null }) => [
        entry.itemId,
        entry.entryId,
      ]),
    ).toEqual([
      [business.items.soda, null],
      [business.items.pizza, business.options.cheese],
    ]);
    const html = await page(`/m/${address}`);
    expect(html).toMatch(
      new RegExp(
        `<p class="sold" data-sold>Sold out</p><button class="add" type="button" data-add="${business.items.soda}"[^>]* hidden>`,
      ),
    );
    // The pizza is still on sale (only an option is out): its Add stays, its mark hidden.
    expect(html).toMatch(
      new RegExp(
        `<p class="sold" data-sold hidden>Sold out</p><button class="add" type="button" data-add="${business.items.pizza}"[^>]*>Add</button>`,
      ),
    );
    // The page's script learns which option is out, for the item's dialog.
    expect(html).toContain(`${business.items.pizza}:${business.options.cheese}`);
  });
});

describe("a busy kitchen", () => {
  it("adds its minutes to the status and to the ready time an order is accepted with", async () => {
    const business = await createOrderingBusiness(api);
    const busy = await api.put(
      `/v1/businesses/${business.businessId}/ordering/busy`,
      { extraMinutes: 15 },
      business.token,
    );
    expect(busy.status).toBe(200);
    expect(busy.body).toEqual({ extraMinutes: 15 });
    expect((await status(business)).body).toMatchObject({ taking: true, extraMinutes: 15 });

    const placed = await placeOrder(api, business, orderBody(business));
    expect(placed.status).toBe(201);
    const before = Date.now();
    const accepted = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "ACCEPTED" },
      business.token,
    );
    expect(accepted.status).toBe(200);
    // Pick-up takes 20 minutes here; busy adds 15.
    const readyAt = new Date(accepted.body.readyAt).getTime();
    expect(readyAt).toBeGreaterThanOrEqual(before + 35 * 60_000);
    expect(readyAt).toBeLessThanOrEqual(Date.now() + 35 * 60_000);

    // The owner's own minutes still win.
    const second = await placeOrder(api, business, orderBody(business));
    const given = await api.post(
      `/v1/orders/${second.body.id}/status`,
      { status: "ACCEPTED", readyInMinutes: 5 },
      business.token,
    );
    expect(new Date(given.body.readyAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    const ended = await api.put(
      `/v1/businesses/${business.businessId}/ordering/busy`,
      { extraMinutes: 0 },
      business.token,
    );
    expect(ended.body).toEqual({ extraMinutes: 0 });
    expect((await status(business)).body.extraMinutes).toBe(0);
  });
});

describe("the service routes' guards", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("answer another member's token 404 and change nothing", async () => {
    const intruder = await createMember(api);
    const base = `/v1/businesses/${business.businessId}/ordering`;
    expect((await api.put(`${base}/pause`, { minutes: 15 }, intruder.token)).status).toBe(404);
    expect((await api.put(`${base}/pause`, { untilClose: true }, intruder.token)).status).toBe(404);
    expect((await api.delete(`${base}/pause`, intruder.token)).status).toBe(404);
    expect((await api.put(`${base}/busy`, { extraMinutes: 10 }, intruder.token)).status).toBe(404);
    expect((await status(business)).body).toMatchObject({ taking: true, extraMinutes: 0 });
    expect((await api.get("/v1/public/businesses/nope/ordering-status")).status).toBe(404);
  });

  it("refuse bad bodies with 400 in the contract's shape and change nothing", async () => {
    const base = `/v1/businesses/${business.businessId}/ordering`;
    for (const body of [
      {},
      { minutes: 0 },
      { minutes: 1441 },
      { minutes: 1.5 },
      { minutes: "15" },
      { untilClose: false },
      { minutes: 15, untilClose: true },
      null,
    ]) {
      const response = await api.put(`${base}/pause`, body, business.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
      expect(typeof response.body.message).toBe("string");
    }
    for (const body of [{}, { extraMinutes: -1 }, { extraMinutes: 1441 }, { extraMinutes: 2.5 }]) {
      const response = await api.put(`${base}/busy`, body, business.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
    }
    expect((await status(business)).body).toMatchObject({ taking: true, extraMinutes: 0 });
    expect((await api.put(`${base}/pause`, { minutes: 15 }, undefined)).status).toBe(401);
  });
});
