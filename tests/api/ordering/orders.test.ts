import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { callFrom, freshLoopback } from "../../helpers/from-address.ts";
import {
  createOrderingBusiness,
  hoursAwayFromNow,
  keyOf,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Placing, pricing and moving orders through the real app and database.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const ordersOf = async (business: OrderingBusiness, tab = "all") =>
  (await api.get(`/v1/businesses/${business.businessId}/orders?tab=${tab}`, business.token)).body;

// Two large pizzas with cheese (2 × (14.25 + 1.50) = 31.50) and a soda (2.99); 8.25 % of 34.49 = 2.845… → 2.85.
const EXPECTED = { subtotal: 3449, tax: 285, tip: 0, deliveryFee: 0, total: 3734 };

describe("placing an order", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("prices it from the published menu whatever the client sends, copying names and prices", async () => {
    const body = {
      ...orderBody(business),
      // None of these are the client's to say.
      subtotal: 1,
      total: 1,
      tax: 0,
      items: orderBody(business).items.map((line) => ({
        ...line,
        unitPrice: 1,
        lineTotal: 1,
        name: "Cheap",
      })),
    };
    const placed = await placeOrder(api, business, body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      friendlyId: "1",
      businessId: business.businessId,
      status: "NEW",
      type: "PICKUP",
      table: null,
      scheduledFor: null,
      currency: "$",
      currencyCode: "USD",
      ...EXPECTED,
      payment: "CASH",
      paymentStatus: "DUE",
      customer: { name: "Ada Guest", phone: "+14155550199", email: "", address: "" },
    });
    expect(placed.body.items).toEqual([
      {
        menuId: business.menuId,
        itemId: business.items.pizza,
        name: "Margherita",
        size: "Large",
        quantity: 2,
        unitPrice: 1425,
        modifiers: [{ id: business.options.cheese, name: "Extra cheese", price: 150 }],
        note: "Well done",
        lineTotal: 3150,
      },
      {
        menuId: business.menuId,
        itemId: business.items.soda,
        name: "Soda",
        size: null,
        quantity: 1,
        unitPrice: 299,
        modifiers: [],
        note: "",
        lineTotal: 299,
      },
    ]);
    expect(placed.body.taxes).toEqual([{ label: "Sales tax", type: "PERCENT", value: 8.25, amount: 285 }]);
    expect(placed.body.trackingKey).toMatch(/^[\w-]{40,}$/);
    expect(placed.body).not.toHaveProperty("customerId");

    // Names and prices were copied: a new price published later leaves the order as it was.
    const menu = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body[0];
    menu.nodes[0].nodes[1].name = "Cola";
    menu.nodes[0].nodes[1].prices = [9.99];
    expect(
      (await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes: menu.nodes }, business.token))
        .status,
    ).toBe(200);
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);
    const owner = await api.get(`/v1/orders/${placed.body.id}`, business.token);
    expect(owner.body.items[1]).toMatchObject({ name: "Soda", unitPrice: 299 });
    expect(owner.body.total).toBe(EXPECTED.total);
    // …and the next order takes the new price.
    const next = await placeOrder(
      api,
      business,
      orderBody(business, { items: [orderBody(business).items[1]!] }),
    );
    expect(next.body.items[0]).toMatchObject({ name: "Cola", unitPrice: 999 });
    expect(next.body.friendlyId).toBe("2");
  });

  it("adds the delivery fee and the tip to a delivery, and keeps the table of a table order", async () => {
    const delivery = await placeOrder(
      api,
      business,
      orderBody(business, {
        type: "DELIVERY",
        tip: 500,
        payment: "CARD_ON_DELIVERY",
        customer: {
          name: "Bo",
          phone: "4155550100",
          address: "2 Pine St",
          city: "San Francisco",
          zip: "94102",
        },
      }),
    );
    expect(delivery.status).toBe(201);
    expect(delivery.body).toMatchObject({ tip: 500, deliveryFee: 350 });
    expect(delivery.body.total).toBe(delivery.body.subtotal + delivery.body.tax + 500 + 350);
    const table = await placeOrder(api, business, orderBody(business, { type: "TABLE", table: "12" }));
    expect(table.status).toBe(201);
    expect(table.body).toMatchObject({ type: "TABLE", table: "12", deliveryFee: 0 });
  });

  it("refuses an unknown, hidden, unpublished or tampered item with ITEM_UNAVAILABLE, and stores nothing", async () => {
    const before = (await ordersOf(business)).total;
    const line = orderBody(business).items[0]!;
    // A dish added to the draft but not yet published.
    const menu = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body[0];
    const draftOnly = menuItem({ name: "Tomorrow's special", prices: [5] });
    menu.nodes.push(menuGroup([draftOnly]));
    expect(
      (await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes: menu.nodes }, business.token))
        .status,
    ).toBe(200);
    const other = await createOrderingBusiness(api);
    const tampered = [
      { ...line, itemId: "no-such-item" },
      { ...line, itemId: business.items.hidden, size: undefined, modifiers: [] },
      { ...line, itemId: draftOnly.id, size: undefined, modifiers: [] },
      { ...line, size: 4 },
      { ...line, modifiers: ["not-an-option"] },
      { ...line, itemId: business.items.soda, size: undefined },
      // Another business's menu and item.
      { ...line, menuId: other.menuId, itemId: other.items.pizza },
    ];
    for (const [index, item] of tampered.entries()) {
      const response = await placeOrder(api, business, orderBody(business, { items: [item] }));
      expect(response.status, `case ${index}`).toBe(400);
      expect(response.body.code, `case ${index}`).toBe("ITEM_UNAVAILABLE");
      expect(response.body.errors[0].path, `case ${index}`).toMatch(/^items\.0/);
    }
    expect((await ordersOf(business)).total).toBe(before);
  });

  it("asks for a size, a table, an address, a key, and refuses malformed carts with VALIDATION", async () => {
    const line = orderBody(business).items[0]!;
    const cases: [unknown, string][] = [
      [
        orderBody(business, { items: [{ ...line, size: undefined }] }),
        "Please choose a size for “Margherita”.",
      ],
      [orderBody(business, { type: "TABLE" }), "Please tell us your table number."],
      [orderBody(business, { type: "DELIVERY" }), "Please enter the delivery address."],
      [orderBody(business, { items: [] }), "Please add something to your order."],
      [orderBody(business, { items: [{ ...line, quantity: 0 }] }), "Please choose a quantity from 1 to 99."],
      [orderBody(business, { customer: { name: "", phone: "" } }), "This field is mandatory"],
      [
        orderBody(business, {
          items: [{ ...line, modifiers: [business.options.cheese, business.options.cheese] }],
        }),
        "Each option can be chosen once.",
      ],
      [{ ...orderBody(business), tip: -5 }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await placeOrder(api, business, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
      if (message) expect(response.body.message).toBe(message);
    }
    expect((await placeOrder(api, business, "not json at all")).status).toBe(400);
    const noKey = await api.post(`/v1/public/businesses/${business.businessId}/orders`, orderBody(business));
    expect(noKey.status).toBe(400);
    expect(noKey.body.code).toBe("VALIDATION");
    const shortKey = await placeOrder(api, business, orderBody(business), "short");
    expect(shortKey.status).toBe(400);
  });

  it("answers 404 for a business that does not exist", async () => {
    const response = await placeOrder(api, { businessId: "no-such-business" }, orderBody(business));
    expect(response.status).toBe(404);
  });
});

describe("the largest amounts", () => {
  let business: OrderingBusiness;
  let feast: string;
  let banquetMenu: string;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
    const item = menuItem({ name: "Whole roast", prices: [500_000] });
    const menu = await createMenu(api, business, { name: "Banquets", nodes: [menuGroup([item])] });
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);
    feast = item.id;
    banquetMenu = menu.id;
  });
  const roasts = (quantity: number) => [{ menuId: banquetMenu, itemId: feast, quantity }];
  const price = (body: unknown, lang = "") =>
    api.post(`/v1/public/businesses/${business.businessId}/orders/price${lang}`, body);

  it("takes a tip of at most the subtotal, and says so where it is refused", async () => {
    for (const tip of [EXPECTED.subtotal + 1, 1_000_000_000, 1_000_000_000_000]) {
      const placed = await placeOrder(api, business, orderBody(business, { tip }));
      expect(placed.status, String(tip)).toBe(400);
      expect(placed.body).toMatchObject({
        code: "VALIDATION",
        message: "A tip can be at most the order's subtotal.",
      });
      expect(placed.body.errors).toEqual([
        { path: "tip", message: "A tip can be at most the order's subtotal." },
      ]);
      const priced = await price({ type: "PICKUP", items: orderBody(business).items, tip });
      expect(priced.body).toMatchObject({
        code: "VALIDATION",
        message: "A tip can be at most the order's subtotal.",
      });
    }
    const inFrench = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=fr`, {
      body: orderBody(business, { tip: EXPECTED.subtotal + 1 }),
      headers: { "idempotency-key": keyOf() },
    });
    expect(inFrench.body.message).toBe("Le pourboire ne peut pas dépasser le sous-total de la commande.");
    const whole = await placeOrder(api, business, orderBody(business, { tip: EXPECTED.subtotal }));
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ tip: EXPECTED.subtotal, total: EXPECTED.total + EXPECTED.subtotal });
  });

  it("takes an order of at most $999,999.99, Stripe's card limit, paid in cash too", async () => {
    // One roast: $500,000.00 and 8.25 % tax, $541,250.00. Two: $1,082,500.00.
    const one = await placeOrder(api, business, orderBody(business, { items: roasts(1) }));
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ total: 54_125_000, payment: "CASH" });
    const taken = (await ordersOf(business)).total;
    const message = "An order can total at most $999,999.99.";
    for (const quantity of [2, 99]) {
      const two = await placeOrder(api, business, orderBody(business, { items: roasts(quantity) }));
      expect(two.status).toBe(400);
      expect(two.body).toMatchObject({ code: "VALIDATION", message });
      expect((await price({ type: "PICKUP", items: roasts(quantity) })).body).toMatchObject({
        code: "VALIDATION",
        message,
      });
    }
    const spanish = await price({ type: "PICKUP", items: roasts(2) }, "?lang=es");
    expect(spanish.body.message).toBe("El total de un pedido no puede superar $999,999.99.");
    // 50 lines of 99 roasts: half a billion dollars had been taken.
    const most = Array.from({ length: 50 }, () => roasts(99)[0]);
    const huge = await placeOrder(api, business, orderBody(business, { items: most as never }));
    expect(huge.body).toMatchObject({ code: "VALIDATION", message });
    expect((await ordersOf(business)).total).toBe(taken);
  });
});

describe("the Idempotency-Key", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("makes the same checkout sent twice one order; another body with that key is 409", async () => {
    const key = keyOf();
    const first = await placeOrder(api, business, orderBody(business), key);
    const again = await placeOrder(api, business, orderBody(business), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await placeOrder(api, business, orderBody(business, { note: "Actually, no onions" }), key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("IDEMPOTENCY_CONFLICT");
    expect((await ordersOf(business)).total).toBe(1);
  });

  it("makes a double tap one order even when both arrive at once", async () => {
    const key = keyOf();
    // A new guest: each tap's statement would create the customer, and all but one are refused whole.
    const customer = { name: "Tap Twice", phone: "(415) 555-0177" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(api, business, orderBody(business, { note: "tap", customer }), key),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const stored = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    const guests = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, business.businessId), eq(customers.phone, "+14155550177")));
    expect(guests).toHaveLength(1);
    expect(stored[0]?.customerId).toBe(guests[0]?.id);
  });

  it("is per business: one key used at two businesses makes two orders", async () => {
    const other = await createOrderingBusiness(api);
    const key = keyOf();
    const here = await placeOrder(api, business, orderBody(business), key);
    const there = await placeOrder(api, other, orderBody(other), key);
    expect(here.status).toBe(201);
    expect(there.status).toBe(201);
    expect(there.body.id).not.toBe(here.body.id);
  });
});

describe("friendly ids", () => {
  it("gives 20 simultaneous orders 20 distinct ids, counting up from 1", async () => {
    const business = await createOrderingBusiness(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          api,
          business,
          orderBody(business, {
            customer: { name: `Guest ${i}`, phone: `41555510${String(i).padStart(2, "0")}` },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = answers.map((answer) => Number(answer.body.friendlyId)).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("what a business does not offer", () => {
  it("is refused with ORDERING_OFF while ordering is off or the site unpublished", async () => {
    const business = await createOrderingBusiness(api);
    await api.patch(`/v1/businesses/${business.businessId}`, { orderingEnabled: false }, business.token);
    const off = await placeOrder(api, business, orderBody(business));
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({
      code: "ORDERING_OFF",
      message: "This business is not taking online orders right now.",
    });
    await api.patch(`/v1/businesses/${business.businessId}`, { orderingEnabled: true }, business.token);
    await api.post(`/v1/businesses/${business.businessId}/unpublish`, undefined, business.token);
    expect((await placeOrder(api, business, orderBody(business))).body.code).toBe("ORDERING_OFF");
    const never = await createMember(api);
    const unknownMenu = await placeOrder(api, never, orderBody(business));
    expect(unknownMenu.body.code).toBe("ORDERING_OFF");
  });

  it("refuses an order type or a payment the owner has switched off with METHOD_OFF", async () => {
    const business = await createOrderingBusiness(api, {
      config: {
        orderDelivery: false,
        orderDeliveryToTable: false,
        deliveryCardPayment: false,
        onlineCardPayment: true,
      },
    });
    const delivery = await placeOrder(
      api,
      business,
      orderBody(business, {
        type: "DELIVERY",
        customer: { name: "Bo", phone: "4155550100", address: "2 Pine St" },
      }),
    );
    expect(delivery.status).toBe(400);
    expect(delivery.body).toMatchObject({ code: "METHOD_OFF", message: "This business does not deliver." });
    const table = await placeOrder(api, business, orderBody(business, { type: "TABLE", table: "4" }));
    expect(table.body.code).toBe("METHOD_OFF");
    const card = await placeOrder(api, business, orderBody(business, { payment: "CARD_ON_DELIVERY" }));
    expect(card.body).toMatchObject({ code: "METHOD_OFF", errors: [{ path: "payment" }] });
    // Online card needs the payments feature (the next issue): not offered, whatever the switch says.
    const online = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
    expect(online.body.code).toBe("METHOD_OFF");
    expect((await ordersOf(business)).total).toBe(0);
  });

  it("refuses a cart below the owner's minimum with BELOW_MINIMUM, and a tip where tips are off", async () => {
    const business = await createOrderingBusiness(api, { config: { minTotal: 40, ordersTips: false } });
    const below = await placeOrder(api, business, orderBody(business));
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: "BELOW_MINIMUM", message: "The minimum order is $40.00." });
    const line = orderBody(business).items[0]!;
    const enough = orderBody(business, { items: [{ ...line, quantity: 3 }] });
    expect((await placeOrder(api, business, enough)).status).toBe(201);
    const tipped = await placeOrder(api, business, { ...enough, tip: 200 });
    expect(tipped.body).toMatchObject({ code: "VALIDATION", message: "This business does not take tips." });
  });

  it("refuses an order outside the hours with CLOSED, and while the owner says closed now", async () => {
    const business = await createOrderingBusiness(api);
    await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: hoursAwayFromNow(), timeZone: "UTC" },
      business.token,
    );
    const closed = await placeOrder(api, business, orderBody(business));
    expect(closed.status).toBe(400);
    expect(closed.body.code).toBe("CLOSED");

    // Within the hours later today, with orders in advance on: accepted, SCHEDULED until due.
    const later = new Date(Date.now() + 2.5 * 3_600_000).toISOString();
    const scheduled = await placeOrder(api, business, orderBody(business, { scheduledFor: later }));
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ status: "SCHEDULED", scheduledFor: later });
    // A time outside the hours, in the past, or beyond a week.
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await placeOrder(api, business, orderBody(business, { scheduledFor: soon }))).body.code).toBe(
      "CLOSED",
    );
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await placeOrder(api, business, orderBody(business, { scheduledFor: past }))).body.code).toBe(
      "VALIDATION",
    );
    const far = new Date(Date.now() + 8 * 86_400_000).toISOString();
    expect((await placeOrder(api, business, orderBody(business, { scheduledFor: far }))).body.code).toBe(
      "VALIDATION",
    );

    await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { ordersInAdvance: false } },
      business.token,
    );
    const advanceOff = await placeOrder(api, business, orderBody(business, { scheduledFor: later }));
    expect(advanceOff.body).toMatchObject({
      code: "METHOD_OFF",
      message: "This business does not take orders in advance.",
    });

    const open = await createOrderingBusiness(api);
    await api.put(`/v1/businesses/${open.businessId}/open?open=false`, undefined, open.token);
    const closedNow = await placeOrder(api, open, orderBody(open));
    expect(closedNow.body.code).toBe("CLOSED");
  });
});

describe("pricing a cart without placing it", () => {
  it("gives the totals the order would have, and what would still stop it", async () => {
    const business = await createOrderingBusiness(api, { config: { minTotal: 50 } });
    const { items } = orderBody(business);
    const path = `/v1/public/businesses/${business.businessId}/orders/price`;
    const priced = await api.post(path, { type: "PICKUP", items });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ ...EXPECTED, minTotal: 5000, currencyCode: "USD" });
    expect(priced.body.problems).toEqual([
      { code: "BELOW_MINIMUM", message: "The minimum order is $50.00." },
    ]);
    const delivery = await api.post(path, { type: "DELIVERY", items, tip: 300, zip: "78701" });
    expect(delivery.body).toMatchObject({ deliveryFee: 350, tip: 300, total: EXPECTED.total + 650 });
    const unknown = await api.post(path, { type: "PICKUP", items: [{ ...items[0], itemId: "gone" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("ITEM_UNAVAILABLE");
    expect((await ordersOf(business)).total).toBe(0);
  });

  it("publishes the price call and the checkout's options in the OpenAPI document", async () => {
    const business = await createOrderingBusiness(api);
    const options = await api.get(`/v1/public/businesses/${business.businessId}/ordering`);
    expect(options.body).toMatchObject({
      isTakingOrders: true,
      isOpen: true,
      types: ["PICKUP", "DELIVERY", "TABLE"],
      payments: ["CASH", "CARD_ON_DELIVERY"],
      deliveryFee: 350,
      tips: true,
      tipPercents: [0, 10, 15, 20],
      taxes: [{ label: "Sales tax", type: "PERCENT", value: 8.25 }],
    });
    const document = (await api.get("/v1/openapi.json")).body;
    expect(document.paths).toHaveProperty("/v1/public/businesses/{id}/orders/price");
    expect(document.paths["/v1/public/businesses/{id}/orders"].post.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: "header", name: "idempotency-key", required: true }),
      ]),
    );
  });
});

describe("moving an order along", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });
  const move = (orderId: string, body: unknown) =>
    api.post(`/v1/orders/${orderId}/status`, body, business.token);

  it("follows NEW → ACCEPTED → READY → COMPLETED and answers 409 to any other move", async () => {
    const { body: order } = await placeOrder(api, business, orderBody(business));
    for (const status of ["READY", "COMPLETED", "CANCELLED", "NEW", "SCHEDULED", "PENDING_PAYMENT"]) {
      const illegal = await move(order.id, { status });
      expect(illegal.status, status).toBe(409);
      expect(illegal.body).toMatchObject({ code: "ILLEGAL_MOVE", current: { status: "NEW" } });
    }
    const accepted = await move(order.id, { status: "ACCEPTED", readyInMinutes: 15 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("ACCEPTED");
    const readyIn = (Date.parse(accepted.body.readyAt) - Date.now()) / 60_000;
    expect(readyIn).toBeGreaterThan(14);
    expect(readyIn).toBeLessThan(16);
    expect((await move(order.id, { status: "REJECTED" })).status).toBe(409);
    expect((await move(order.id, { status: "ACCEPTED" })).status).toBe(409);
    expect((await move(order.id, { status: "READY" })).body.status).toBe("READY");
    const completed = await move(order.id, { status: "COMPLETED" });
    expect(completed.body).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID" });
    for (const status of ["CANCELLED", "REJECTED", "ACCEPTED", "READY"])
      expect((await move(order.id, { status })).status, status).toBe(409);
    const stored = await api.get(`/v1/orders/${order.id}`, business.token);
    expect(stored.body.status).toBe("COMPLETED");
  });

  it("keeps a reason for a rejected order, which the guest reads", async () => {
    const { body: order } = await placeOrder(api, business, orderBody(business));
    const wrongPlace = await move(order.id, { status: "ACCEPTED", reason: "No" });
    expect(wrongPlace.body.code).toBe("VALIDATION");
    const rejected = await move(order.id, { status: "REJECTED", reason: "Out of dough tonight" });
    expect(rejected.body).toMatchObject({ status: "REJECTED", reason: "Out of dough tonight" });
    const guest = await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`);
    expect(guest.body).toMatchObject({ status: "REJECTED", reason: "Out of dough tonight" });
  });

  it("lets only one of two simultaneous moves through", async () => {
    const { body: order } = await placeOrder(api, business, orderBody(business));
    const answers = await Promise.all([
      move(order.id, { status: "ACCEPTED" }),
      move(order.id, { status: "REJECTED" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe("the owner's lists", () => {
  it("pages each tab newest first with its total, and counts the orders waiting", async () => {
    const business = await createOrderingBusiness(api);
    const placed = [];
    for (let i = 0; i < 23; i++) placed.push((await placeOrder(api, business, orderBody(business))).body);
    await api.post(`/v1/orders/${placed[0].id}/status`, { status: "ACCEPTED" }, business.token);
    await api.post(`/v1/orders/${placed[1].id}/status`, { status: "REJECTED" }, business.token);
    const base = `/v1/businesses/${business.businessId}/orders`;
    const all = await api.get(base, business.token);
    expect(all.body).toMatchObject({ hasNext: true, total: 23 });
    expect(all.body.list).toHaveLength(20);
    expect(all.body.list[0].friendlyId).toBe("23");
    const second = await api.get(`${base}?tab=all&page=1`, business.token);
    expect(second.body.list.map((order: { friendlyId: string }) => order.friendlyId)).toEqual([
      "3",
      "2",
      "1",
    ]);
    expect(second.body.hasNext).toBe(false);
    expect((await api.get(`${base}?tab=new`, business.token)).body.total).toBe(21);
    expect(
      (await api.get(`${base}?tab=active`, business.token)).body.list.map((o: { id: string }) => o.id),
    ).toEqual([placed[0].id]);
    expect((await api.get(`${base}?tab=done`, business.token)).body.total).toBe(1);
    expect((await api.get(`${base}/count`, business.token)).body).toBe(21);
    expect((await api.get(`${base}/count?tab=active`, business.token)).body).toBe(1);
    expect((await api.get(`${base}?tab=unknown`, business.token)).status).toBe(400);
  });
});

describe("the guest's view of an order", () => {
  it("needs the tracking key, and answers 304 while nothing changed", async () => {
    const business = await createOrderingBusiness(api);
    const { body: order } = await placeOrder(api, business, orderBody(business));
    const path = `/v1/public/orders/${order.id}`;
    const seen = await api.get(`${path}?key=${order.trackingKey}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(order);
    expect((await api.get(`${path}?key=wrong-key`)).status).toBe(404);
    expect((await api.get(path)).status).toBe(400);
    const etag = seen.headers.get("etag")!;
    const same = await api.call("GET", `${path}?key=${order.trackingKey}`, {
      headers: { "if-none-match": etag },
    });
    expect(same.status).toBe(304);
    await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
    const changed = await api.call("GET", `${path}?key=${order.trackingKey}`, {
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe("ACCEPTED");
  });
});

describe("customers from orders", () => {
  it("creates the customer on a first order and adds later orders with that phone to it", async () => {
    const business = await createOrderingBusiness(api);
    const first = await placeOrder(
      api,
      business,
      orderBody(business, { customer: { name: "Cy", phone: "415 555 0142" } }),
    );
    const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    expect(customers.body.list).toHaveLength(1);
    const customer = customers.body.list[0];
    expect(customer).toMatchObject({ name: "Cy", phone: "+14155550142" });
    expect(customer.lastOrderDate).toBe(first.body.createdDate);

    const second = await placeOrder(
      api,
      business,
      orderBody(business, { customer: { name: "Cyrus", phone: "(415) 555-0142", email: "cy@example.com" } }),
    );
    const again = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    expect(again.body.list).toHaveLength(1);
    const details = await api.get(`/v1/customers/${customer.id}`, business.token);
    // The owner's name stays; an empty email is filled from the order.
    expect(details.body).toMatchObject({
      name: "Cy",
      email: "cy@example.com",
      lastOrderDate: second.body.createdDate,
    });
    expect(details.body.orders).toEqual([
      {
        id: second.body.id,
        friendlyId: "2",
        status: "NEW",
        submitDate: second.body.createdDate,
        currency: "$",
        currencyCode: "USD",
        total: EXPECTED.total,
      },
      {
        id: first.body.id,
        friendlyId: "1",
        status: "NEW",
        submitDate: first.body.createdDate,
        currency: "$",
        currencyCode: "USD",
        total: EXPECTED.total,
      },
    ]);
    const owner = await api.get(`/v1/orders/${second.body.id}`, business.token);
    expect(owner.body.customerId).toBe(customer.id);
  });
});

describe("customers from orders placed at once", () => {
  it("makes one customer of ten orders from one new phone", async () => {
    const business = await createOrderingBusiness(api);
    // Ten checkouts, each its own order (its own key) from its own address, arriving together: each would find no
    // customer yet. On PostgreSQL a round made two or three customers about every other time, so several rounds.
    for (let round = 0; round < 6; round++) {
      const phone = `41555502${round}0`;
      const placed = await Promise.all(
        Array.from({ length: 10 }, () =>
          callFrom(t.baseUrl, freshLoopback(), {
            method: "POST",
            path: `/v1/public/businesses/${business.businessId}/orders`,
            body: orderBody(business, { customer: { name: "Rush", phone } }),
            headers: { "idempotency-key": keyOf() },
          }),
        ),
      );
      expect(placed.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      const guests = await t.database.db
        .select()
        .from(customers)
        .where(and(eq(customers.businessId, business.businessId), eq(customers.phone, `+1${phone}`)));
      expect(guests, `round ${round}`).toHaveLength(1);
      const stored = await t.database.db
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(
          inArray(
            orders.id,
            placed.map((answer) => answer.body.id),
          ),
        );
      expect(new Set(stored.map((order) => order.customerId))).toEqual(new Set([guests[0]?.id]));
    }
  });
});

describe("another member's orders", () => {
  it("answer 404 on every owner's route, and stay unchanged", async () => {
    const business = await createOrderingBusiness(api);
    const intruder = await createMember(api);
    const { body: order } = await placeOrder(api, business, orderBody(business));
    const base = `/v1/businesses/${business.businessId}/orders`;
    for (const path of [base, `${base}/count`, `/v1/orders/${order.id}`])
      expect((await api.get(path, intruder.token)).status, path).toBe(404);
    const moved = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, intruder.token);
    expect(moved.status).toBe(404);
    expect((await api.get(`/v1/orders/${order.id}`, business.token)).body.status).toBe("NEW");
  });
});
