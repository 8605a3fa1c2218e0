import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A guest's promo code on the price and order calls. The business: two large pizzas with cheese and a soda
// come to $34.49, 8.25 % tax on what is left after the discount, delivery $3.50.

const SUBTOTAL = 3449;

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    // The rush below places fifty orders from one address.
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 1000, pricesPerAddress: 1000 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function promo(business: OrderingBusiness, body: Record<string, unknown>) {
  const created = await api.post(`/v1/businesses/${business.businessId}/promotions`, body, business.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; code: string };
}

const price = (business: OrderingBusiness, body: object, lang = "") =>
  api.post(`/v1/public/businesses/${business.businessId}/orders/price${lang}`, body);

const usesOf = async (business: OrderingBusiness, id: string) =>
  (await api.get(`/v1/businesses/${business.businessId}/promotions`, business.token)).body.find(
    (row: { id: string }) => row.id === id,
  ).uses as number;

describe("a promo code on the price and order calls", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("takes a percent off the subtotal, the tax on what is left, matching the code in any case", async () => {
    await promo(business, { code: "Ten-Off", kind: "PERCENT", value: 10 });
    const priced = await price(business, { ...orderBody(business), promoCode: "ten-off" });
    expect(priced.status).toBe(200);
    // 10 % of 34.49 = 3.449 → 3.45; tax 8.25 % of 31.04 = 2.5608 → 2.56.
    expect(priced.body).toMatchObject({
      subtotal: SUBTOTAL,
      discount: 345,
      promoCode: "Ten-Off",
      tax: 256,
      total: SUBTOTAL - 345 + 256,
      problems: [],
    });
    const placed = await placeOrder(api, business, orderBody(business, { promoCode: "TEN-OFF" }));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discount: 345, promoCode: "Ten-Off", tax: 256, total: 3360 });
    const owner = await api.get(`/v1/orders/${placed.body.id}`, business.token);
    expect(owner.body).toMatchObject({ discount: 345, promoCode: "Ten-Off", total: 3360 });
  });

  it("takes an amount off, never more than the subtotal", async () => {
    await promo(business, { code: "FIVER", kind: "AMOUNT", value: 500 });
    const priced = await price(business, { ...orderBody(business), promoCode: "fiver" });
    // Tax 8.25 % of 29.49 = 2.4329 → 2.43.
    expect(priced.body).toMatchObject({ discount: 500, tax: 243, total: SUBTOTAL - 500 + 243 });
    await promo(business, { code: "HUGE", kind: "AMOUNT", value: 1_000_000 });
    const huge = await placeOrder(api, business, orderBody(business, { promoCode: "HUGE" }));
    expect(huge.status).toBe(201);
    expect(huge.body).toMatchObject({ discount: SUBTOTAL, tax: 0, total: 0 });
  });

  it("makes delivery free: the discount is the fee, the tax stays on the items", async () => {
    await promo(business, { code: "FREEDEL", kind: "FREE_DELIVERY" });
    const delivery = orderBody(business, {
      type: "DELIVERY",
      customer: { name: "Ada Guest", phone: "4155550199", address: "1 Main St", zip: "78701" },
      promoCode: "freedel",
    });
    const placed = await placeOrder(api, business, delivery);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ deliveryFee: 350, discount: 350, tax: 285, total: SUBTOTAL + 285 });
  });

  it("answers each reason a code does not apply: a problem on the price call, 400 PROMO_INVALID on the order", async () => {
    const now = Date.now();
    const iso = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    await promo(business, { code: "OFF", kind: "PERCENT", value: 10, active: false });
    await promo(business, { code: "LATER", kind: "PERCENT", value: 10, startsAt: iso(24) });
    await promo(business, { code: "OVER", kind: "PERCENT", value: 10, startsAt: iso(-48), endsAt: iso(-24) });
    await promo(business, { code: "BIG", kind: "PERCENT", value: 10, minSubtotal: SUBTOTAL + 500 });
    const cases: [string, string][] = [
      ["NOPE", "We do not know this promo code. Please check it."],
      ["OFF", "This promo code is not active right now."],
      ["LATER", "This promo code cannot be used yet."],
      ["OVER", "This promo code has ended."],
      ["BIG", "Add $5.00 more to use this code."],
    ];
    for (const [code, message] of cases) {
      const priced = await price(business, { ...orderBody(business), promoCode: code });
      expect(priced.status, code).toBe(200);
      expect(priced.body, code).toMatchObject({
        discount: 0,
        promoCode: null,
        total: 3734,
        problems: [{ code: "PROMO_INVALID", message }],
      });
      const placed = await placeOrder(api, business, orderBody(business, { promoCode: code }));
      expect(placed.status, code).toBe(400);
      expect(placed.body, code).toMatchObject({
        code: "PROMO_INVALID",
        message,
        errors: [{ path: "promoCode", message }],
      });
    }
    const french = await price(business, { ...orderBody(business), promoCode: "BIG" }, "?lang=fr");
    expect(french.body.problems).toEqual([
      { code: "PROMO_INVALID", message: "Ajoutez encore $5.00 pour utiliser ce code." },
    ]);
  });

  it("is used up after its uses, and a rejected or cancelled order gives its use back", async () => {
    const code = await promo(business, { code: "TWICE", kind: "AMOUNT", value: 100, maxUses: 2 });
    const first = await placeOrder(api, business, orderBody(business, { promoCode: "TWICE" }));
    const second = await placeOrder(api, business, orderBody(business, { promoCode: "TWICE" }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await usesOf(business, code.id)).toBe(2);
    const third = await placeOrder(api, business, orderBody(business, { promoCode: "TWICE" }));
    expect(third.status).toBe(400);
    expect(third.body.message).toBe("This promo code has been used up.");
    const priced = await price(business, { ...orderBody(business), promoCode: "TWICE" });
    expect(priced.body.problems).toEqual([
      { code: "PROMO_INVALID", message: "This promo code has been used up." },
    ]);

    const rejected = await api.post(
      `/v1/orders/${first.body.id}/status`,
      { status: "REJECTED" },
      business.token,
    );
    expect(rejected.status).toBe(200);
    expect(await usesOf(business, code.id)).toBe(1);
    // The order keeps the discount it was placed with.
    expect(rejected.body).toMatchObject({ discount: 100, promoCode: "TWICE" });
    const again = await placeOrder(api, business, orderBody(business, { promoCode: "TWICE" }));
    expect(again.status).toBe(201);
    expect(await usesOf(business, code.id)).toBe(2);
  });

  it("once per guest: the same phone digits may not use it twice; another phone may", async () => {
    await promo(business, { code: "ONCE", kind: "PERCENT", value: 5, oncePerGuest: true });
    const ada = (promoCode: string, phone: string) =>
      orderBody(business, { promoCode, customer: { name: "Ada", phone } });
    expect((await placeOrder(api, business, ada("ONCE", "(415) 555-0111"))).status).toBe(201);
    const twice = await placeOrder(api, business, ada("once", "415-555-0111"));
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("You have already used this promo code.");
    // One number however it is typed: with its country code, or with the international prefix 00.
    for (const phone of ["+1 415 555 0111", "001 415 555 0111"]) {
      const typedAgain = await placeOrder(api, business, ada("ONCE", phone));
      expect(typedAgain.body.message, phone).toBe("You have already used this promo code.");
    }
    const priced = await price(business, { ...orderBody(business), promoCode: "ONCE", phone: "4155550111" });
    expect(priced.body.problems[0]).toEqual({
      code: "PROMO_INVALID",
      message: "You have already used this promo code.",
    });
    expect((await placeOrder(api, business, ada("ONCE", "4155550112"))).status).toBe(201);
    // A table order without a phone cannot prove who it is.
    const table = await placeOrder(
      api,
      business,
      orderBody(business, { type: "TABLE", table: "4", customer: { name: "Ada" }, promoCode: "ONCE" }),
    );
    expect(table.status).toBe(400);
    expect(table.body.message).toBe("Please enter your phone number to use this code.");
  });

  it("first order only: refused to a phone that has ordered at this business before", async () => {
    const fresh = await createOrderingBusiness(api);
    await promo(fresh, { code: "HELLO", kind: "PERCENT", value: 20, firstOrderOnly: true });
    const body = (phone: string, promoCode?: string) =>
      orderBody(fresh, { customer: { name: "Bea", phone }, ...(promoCode ? { promoCode } : {}) });
    expect((await placeOrder(api, fresh, body("4155550123", "HELLO"))).status).toBe(201);
    expect((await placeOrder(api, fresh, body("4155550124"))).status).toBe(201);
    const returning = await placeOrder(api, fresh, body("4155550124", "HELLO"));
    expect(returning.status).toBe(400);
    expect(returning.body.message).toBe("This promo code is for a first order only.");
    const inSpanish = await api.call("POST", `/v1/public/businesses/${fresh.businessId}/orders?lang=es`, {
      body: body("4155550124", "HELLO"),
      headers: { "idempotency-key": `promo-${Date.now()}` },
    });
    expect(inSpanish.body.message).toBe("Este código promocional es solo para un primer pedido.");
  });
});

describe("a rush of orders on one code", () => {
  it("gives exactly 10 discounts to 50 simultaneous orders on a code with 10 uses", async () => {
    const business = await createOrderingBusiness(api);
    const code = await promo(business, { code: "RUSH", kind: "AMOUNT", value: 200, maxUses: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        placeOrder(
          api,
          business,
          orderBody(business, {
            promoCode: "RUSH",
            customer: { name: "G", phone: `41555510${String(index).padStart(2, "0")}` },
          }),
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(10);
    expect(placed.every((answer) => answer.body.discount === 200)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(40);
    expect(refused.every((answer) => answer.body.code === "PROMO_INVALID")).toBe(true);
    expect(await usesOf(business, code.id)).toBe(10);
    const list = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(list.body.total).toBe(10);
  });

  it("gives a first-order code to exactly 1 of 10 simultaneous orders from one new phone", async () => {
    const business = await createOrderingBusiness(api);
    const code = await promo(business, { code: "WELCOME", kind: "AMOUNT", value: 300, firstOrderOnly: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(
          api,
          business,
          orderBody(business, { promoCode: "WELCOME", customer: { name: "New", phone: "4155559876" } }),
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body.discount).toBe(300);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(["PROMO_INVALID"]));
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
      new Set(["This promo code is for a first order only."]),
    );
    expect(await usesOf(business, code.id)).toBe(1);
    const list = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(list.body.total).toBe(1);
  });
});
