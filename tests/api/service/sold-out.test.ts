import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { soldOut } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, menuGroup, menuItem } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  hoursAwayFromNow,
  keyOf,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Items and options sold out during a service: the owner's list, its end, and the guest's order refused.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const path = (business: { businessId: string }) => `/v1/businesses/${business.businessId}/sold-out`;
const mark = (business: OrderingBusiness, body: unknown, token = business.token) =>
  api.put(path(business), body, token);
const rowsOf = (business: { businessId: string }) =>
  t.database.db.select().from(soldOut).where(eq(soldOut.businessId, business.businessId));
const price = (business: OrderingBusiness, body: unknown, lang = "") =>
  api.post(`/v1/public/businesses/${business.businessId}/orders/price${lang}`, body);

describe("marking items sold out", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("lists nothing at first, then the item marked, as GET answers too", async () => {
    expect((await api.get(path(business), business.token)).body).toEqual([]);
    const marked = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.soda,
      until: "manual",
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual([
      {
        menuId: business.menuId,
        itemId: business.items.soda,
        entryId: null,
        until: "manual",
        since: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(marked.body[0].since))).toBe(false);
    expect((await api.get(path(business), business.token)).body).toEqual(marked.body);
    const [row] = await rowsOf(business);
    expect(row?.endsAt).toBeNull();
  });

  it("refuses an order and a price holding the item, in the guest's language, until it is back", async () => {
    const body = orderBody(business);
    const refused = await placeOrder(api, business, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "SOLD_OUT",
      message: "“Soda” is sold out for now. Please remove it from your order.",
      errors: [{ path: "items.1" }],
    });
    const priced = await price(business, { type: "PICKUP", items: body.items }, "?lang=es");
    expect(priced.status).toBe(400);
    expect(priced.body).toMatchObject({
      code: "SOLD_OUT",
      message: "“Soda” está agotado por ahora. Quítelo de su pedido.",
    });
    // Without the soda the cart goes through.
    const withoutSoda = { ...body, items: body.items.slice(0, 1) };
    expect((await placeOrder(api, business, withoutSoda)).status).toBe(201);

    const back = await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: null });
    expect(back.status).toBe(200);
    expect(back.body).toEqual([]);
    expect(await rowsOf(business)).toEqual([]);
    expect((await placeOrder(api, business, body)).status).toBe(201);
  });

  it("refuses an option sold out, naming the option and its item, and takes the item without it", async () => {
    const marked = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.pizza,
      entryId: business.options.cheese,
      until: "manual",
    });
    expect(marked.body).toEqual([expect.objectContaining({ entryId: business.options.cheese })]);
    const body = orderBody(business);
    const refused = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=de`, {
      body,
      headers: { "idempotency-key": keyOf() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "SOLD_OUT",
      message: "„Extra cheese“ für „Margherita“ ist gerade ausverkauft. Bitte wählen Sie eine andere Option.",
      errors: [{ path: "items.0.modifiers.0" }],
    });
    const priced = await price(business, { type: "PICKUP", items: body.items });
    expect(priced.body).toMatchObject({ code: "SOLD_OUT" });
    const plain = { ...body, items: body.items.map((line) => ({ ...line, modifiers: [] })) };
    expect((await placeOrder(api, business, plain)).status).toBe(201);
    await mark(business, {
      menuId: business.menuId,
      itemId: business.items.pizza,
      entryId: business.options.cheese,
      until: null,
    });
  });

  it("keeps when an item went out when it is marked again", async () => {
    const first = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.soda,
      until: "today",
    });
    const again = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.soda,
      until: "manual",
    });
    expect(again.body).toEqual([{ ...first.body[0], until: "manual" }]);
    const [row] = await rowsOf(business);
    expect(row?.endsAt).toBeNull();
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: null });
  });

  it("forgets a mark past its end: gone from the list, orders taken, and removed at the next write", async () => {
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: "today" });
    await t.database.db
      .update(soldOut)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(and(eq(soldOut.businessId, business.businessId), eq(soldOut.itemId, business.items.soda)));
    expect((await api.get(path(business), business.token)).body).toEqual([]);
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
    expect(await rowsOf(business)).toHaveLength(1);
    await mark(business, {
      menuId: business.menuId,
      itemId: business.items.pizza,
      entryId: business.options.basil,
      until: "manual",
    });
    const rows = await rowsOf(business);
    expect(rows.map((row) => row.entryId)).toEqual([business.options.basil]);
    await mark(business, {
      menuId: business.menuId,
      itemId: business.items.pizza,
      entryId: business.options.basil,
      until: null,
    });
  });

  it("accepts an item only in the draft, added since the last publish", async () => {
    const menus = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
    const menu = menus.body[0];
    const fresh = menuItem({ name: "Tiramisu", prices: [6] });
    const saved = await api.put(
      "/v1/menus",
      { id: menu.id, version: menu.version, nodes: [...menu.nodes, menuGroup([fresh])] },
      business.token,
    );
    expect(saved.status).toBe(200);
    const marked = await mark(business, { menuId: business.menuId, itemId: fresh.id, until: "manual" });
    expect(marked.status).toBe(200);
    expect(marked.body.map((entry: { itemId: string }) => entry.itemId)).toEqual([fresh.id]);
    await mark(business, { menuId: business.menuId, itemId: fresh.id, until: null });
  });

  it("refuses unknown items and options with a clear 400, changing nothing", async () => {
    const unknownItem = await mark(business, {
      menuId: business.menuId,
      itemId: "no-such-item",
      until: "manual",
    });
    expect(unknownItem.status).toBe(400);
    expect(unknownItem.body).toMatchObject({
      code: "VALIDATION",
      message: "This item is on none of your menus. Reload the page and try again.",
      errors: [{ path: "itemId" }],
    });
    const unknownMenu = await mark(business, {
      menuId: "no-such-menu",
      itemId: business.items.soda,
      until: "today",
    });
    expect(unknownMenu.status).toBe(400);
    const unknownOption = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.soda,
      entryId: business.options.cheese,
      until: "manual",
    });
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body).toMatchObject({ errors: [{ path: "entryId" }] });
    expect(await rowsOf(business)).toEqual([]);
  });

  it("refuses bad bodies with 400 and no change", async () => {
    const bodies = [
      { menuId: business.menuId, itemId: business.items.soda, until: "tomorrow" },
      { menuId: business.menuId, until: "manual" },
      { menuId: "", itemId: business.items.soda, until: "manual" },
      { menuId: business.menuId, itemId: business.items.soda },
      { menuId: business.menuId, itemId: 7, until: "manual" },
      "not json",
      null,
    ];
    for (const body of bodies) {
      const answer = await api.call("PUT", path(business), {
        token: business.token,
        body: body === null ? "null" : body,
        headers: { "content-type": "application/json" },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(await rowsOf(business)).toEqual([]);
  });

  it("answers another member 404 and leaves the owner's list alone", async () => {
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: "manual" });
    const intruder = await createMember(api);
    expect((await api.get(path(business), intruder.token)).status).toBe(404);
    const put = await api.put(
      path(business),
      { menuId: business.menuId, itemId: business.items.soda, until: null },
      intruder.token,
    );
    expect(put.status).toBe(404);
    expect((await api.get(path(business), business.token)).body).toHaveLength(1);
    expect((await api.get(path(business))).status).toBe(401);
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: null });
  });
});

describe("sold out for today", () => {
  const endsAtOf = async (business: OrderingBusiness, itemId: string) => {
    const [row] = await t.database.db
      .select({ endsAt: soldOut.endsAt })
      .from(soldOut)
      .where(and(eq(soldOut.businessId, business.businessId), eq(soldOut.itemId, itemId)));
    return row?.endsAt ?? null;
  };

  it("ends at the next opening in the business's zone", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    // Every day from now + 2 h to now + 3 h (UTC): closed now, opening in two hours at the minute.
    const hours = await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: hoursAwayFromNow(now), timeZone: "UTC" },
      business.token,
    );
    expect(hours.status).toBe(200);
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: "today" });
    const expected = Math.floor(now.getTime() / 60_000) * 60_000 + 2 * 3_600_000;
    expect((await endsAtOf(business, business.items.soda))?.toISOString()).toBe(
      new Date(expected).toISOString(),
    );
    expect((await api.get(path(business), business.token)).body).toEqual([
      expect.objectContaining({ itemId: business.items.soda, until: "today" }),
    ]);
  });

  it("ends at the next local midnight for a business open round the clock", async () => {
    const business = await createOrderingBusiness(api);
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: "today" });
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect((await endsAtOf(business, business.items.soda))?.toISOString()).toBe(midnight.toISOString());
  });
});

describe("an item copied onto another menu", () => {
  /** The business's menu copied whole (its items keep their ids, as a copy does), both published. */
  async function withCopy() {
    const business = await createOrderingBusiness(api);
    const [menu] = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body;
    const copy = await api.post(
      "/v1/menus",
      { businessId: business.businessId, name: "Lunch", nodes: menu.nodes },
      business.token,
    );
    expect(copy.status).toBe(201);
    const published = await api.post(
      `/v1/businesses/${business.businessId}/publish`,
      undefined,
      business.token,
    );
    expect(published.status).toBe(200);
    return { business, copyId: copy.body.id as string };
  }
  const onMenu = (business: OrderingBusiness, menuId: string) => {
    const body = orderBody(business);
    return { ...body, items: body.items.map((line) => ({ ...line, menuId })) };
  };

  it("is sold out on every menu: an order or a price from the copy is refused, and one mark is kept", async () => {
    const { business, copyId } = await withCopy();
    await mark(business, { menuId: business.menuId, itemId: business.items.soda, until: "manual" });
    const fromCopy = onMenu(business, copyId);
    const refused = await placeOrder(api, business, fromCopy);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ code: "SOLD_OUT", errors: [{ path: "items.1" }] });
    const priced = await price(business, { type: "PICKUP", items: fromCopy.items });
    expect(priced.body).toMatchObject({ code: "SOLD_OUT" });

    // Marked again from the copy: still one mark, still out since the first.
    const first = await api.get(path(business), business.token);
    const again = await mark(business, { menuId: copyId, itemId: business.items.soda, until: "today" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual([{ ...first.body[0], until: "today" }]);
    expect(await rowsOf(business)).toHaveLength(1);
    expect((await placeOrder(api, business, orderBody(business))).body.code).toBe("SOLD_OUT");
  });

  it("is back on every menu once put back from any of them", async () => {
    const { business, copyId } = await withCopy();
    await mark(business, {
      menuId: copyId,
      itemId: business.items.pizza,
      entryId: business.options.cheese,
      until: "manual",
    });
    const refused = await placeOrder(api, business, orderBody(business));
    expect(refused.body).toMatchObject({ code: "SOLD_OUT", errors: [{ path: "items.0.modifiers.0" }] });
    const back = await mark(business, {
      menuId: business.menuId,
      itemId: business.items.pizza,
      entryId: business.options.cheese,
      until: null,
    });
    expect(back.body).toEqual([]);
    expect(await rowsOf(business)).toEqual([]);
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
    expect((await placeOrder(api, business, onMenu(business, copyId))).status).toBe(201);
  });
});
