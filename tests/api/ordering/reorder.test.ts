import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// "Order again" on the guest's order page: the earlier order's lines as the published menu offers them today, and
// what changed, in the guest's language. The order itself never changes.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

interface Placed {
  id: string;
  trackingKey: string;
}

async function placeCashOrder(business: OrderingBusiness): Promise<Placed> {
  const placed = await placeOrder(api, business, orderBody(business));
  expect(placed.status).toBe(201);
  return placed.body as Placed;
}

const again = (order: Placed, query = "") =>
  api.post(`/v1/public/orders/${order.id}/reorder?key=${encodeURIComponent(order.trackingKey)}${query}`);

/** Edits the published menu's draft with `change`, then publishes it. */
async function republish(business: OrderingBusiness, change: (items: MenuNode[]) => MenuNode[]) {
  const menu = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body[0];
  menu.nodes[0].nodes = change(menu.nodes[0].nodes);
  const saved = await api.put(
    "/v1/menus",
    { id: menu.id, version: menu.version, nodes: menu.nodes },
    business.token,
  );
  expect(saved.status).toBe(200);
  const published = await api.post(
    `/v1/businesses/${business.businessId}/publish`,
    undefined,
    business.token,
  );
  expect(published.status).toBe(200);
}

interface MenuNode {
  id: string;
  name: string;
  prices: (number | null)[];
  modifiers: { entries: { id: string }[] }[];
}

describe("POST /v1/public/orders/{id}/reorder", () => {
  it("answers the lines at today's prices, ready for the cart, and no change while the menu is the same", async () => {
    const business = await createOrderingBusiness(api);
    const order = await placeCashOrder(business);
    const answer = await again(order);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      businessId: business.businessId,
      lines: [
        {
          menuId: business.menuId,
          itemId: business.items.pizza,
          size: 1,
          quantity: 2,
          note: "Well done",
          name: "Margherita",
          sizeName: "Large",
          unitPrice: 14.25,
          modifiers: [{ id: business.options.cheese, name: "Extra cheese", price: 1.5 }],
        },
        {
          menuId: business.menuId,
          itemId: business.items.soda,
          quantity: 1,
          note: "",
          name: "Soda",
          sizeName: null,
          unitPrice: 2.99,
          modifiers: [],
        },
      ],
      changes: [],
    });
  });

  it("answers 404 to a wrong key or an unknown order, as the order page does", async () => {
    const business = await createOrderingBusiness(api);
    const order = await placeCashOrder(business);
    expect((await again({ ...order, trackingKey: `${order.trackingKey.slice(0, -1)}x` })).status).toBe(404);
    expect((await again({ ...order, id: "no-such-order" })).status).toBe(404);
    expect((await api.post(`/v1/public/orders/${order.id}/reorder`)).status).toBe(400);
  });

  it("leaves out an item removed from the menu and says a price that changed", async () => {
    const business = await createOrderingBusiness(api);
    const order = await placeCashOrder(business);
    await republish(business, (items) =>
      items
        .filter((item) => item.id !== business.items.soda)
        .map((item) => (item.id === business.items.pizza ? { ...item, prices: [9.5, 15] } : item)),
    );
    const answer = await again(order);
    expect(answer.status).toBe(200);
    expect(answer.body.lines).toHaveLength(1);
    expect(answer.body.lines[0]).toMatchObject({ itemId: business.items.pizza, unitPrice: 15, size: 1 });
    expect(answer.body.changes).toEqual([
      "Margherita (Large) now costs $16.50 (was $15.75).",
      "Soda is no longer available.",
    ]);
    // In the guest's language.
    const french = await again(order, "&lang=fr");
    expect(french.body.changes).toEqual([
      "Margherita (Large) coûte maintenant $16.50 (au lieu de $15.75).",
      "Soda n’est plus disponible.",
    ]);
    // The order keeps what was ordered and paid.
    const kept = await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`);
    expect(kept.body.items[0]).toMatchObject({ name: "Margherita", unitPrice: 1425 });
  });

  it("drops an option that is gone, keeping the item, and says so", async () => {
    const business = await createOrderingBusiness(api);
    const order = await placeCashOrder(business);
    await republish(business, (items) =>
      items.map((item) =>
        item.id === business.items.pizza
          ? {
              ...item,
              modifiers: item.modifiers.map((group) => ({
                ...group,
                entries: group.entries.filter((entry) => entry.id !== business.options.cheese),
              })),
            }
          : item,
      ),
    );
    const answer = await again(order);
    expect(answer.body.lines[0]).toMatchObject({
      itemId: business.items.pizza,
      modifiers: [],
      unitPrice: 14.25,
    });
    expect(answer.body.lines).toHaveLength(2);
    expect(answer.body.changes).toEqual(["Extra cheese is no longer offered with Margherita."]);
  });

  it("counts what the kitchen sold out as unavailable: the item, or one of its options", async () => {
    const business = await createOrderingBusiness(api);
    const order = await placeCashOrder(business);
    const soldOut = (body: Record<string, unknown>) =>
      api.put(
        `/v1/businesses/${business.businessId}/sold-out`,
        { menuId: business.menuId, ...body },
        business.token,
      );
    expect((await soldOut({ itemId: business.items.soda, until: "manual" })).status).toBe(200);
    expect(
      (await soldOut({ itemId: business.items.pizza, entryId: business.options.cheese, until: "manual" }))
        .status,
    ).toBe(200);
    const answer = await again(order);
    expect(answer.body.lines.map((line: { itemId: string }) => line.itemId)).toEqual([business.items.pizza]);
    expect(answer.body.lines[0].modifiers).toEqual([]);
    expect(answer.body.changes).toEqual([
      "Extra cheese is no longer offered with Margherita.",
      "Soda is no longer available.",
    ]);
  });
});
