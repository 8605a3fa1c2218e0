import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A gift card at checkout: the price call shows what it pays, placing spends it in the order's own write, the
// rest is paid by the order's method (Stripe is asked for the rest only), and a rejected, cancelled or refunded
// order puts it back. Two large pizzas with cheese and a soda, for pick-up: $34.49 + 8.25 % tax = $37.34.

const TOTAL = 3734;

let double: StripeDouble;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double),
      // Each test guesses codes from an address of its own; the rush below places fifty orders from one.
      trustProxy: 1,
      giftCardLookups: { windowMs: 60_000, perAddress: 5 },
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 1000, pricesPerAddress: 1000 },
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

let addresses = 0;
/** A guest's address of their own (the app trusts the proxy's header), so the code limits of one test stay its own. */
const newAddress = () => `203.0.113.${++addresses}`;

async function issueCard(business: OrderingBusiness, amount: number) {
  const issued = await api.post(
    `/v1/businesses/${business.businessId}/gift-cards/issue`,
    { amount, recipient: { name: "Ada Guest", email: "" }, reason: "A regular's birthday" },
    business.token,
  );
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body as { id: string; code: string };
}

const price = (business: OrderingBusiness, body: object, address = newAddress()) =>
  api.call("POST", `/v1/public/businesses/${business.businessId}/orders/price`, {
    body,
    headers: { "x-forwarded-for": address },
  });

const place = (business: OrderingBusiness, body: object, address = newAddress(), key = keyOf()) =>
  api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
    body,
    headers: { "idempotency-key": key, "x-forwarded-for": address },
  });

async function cardOf(business: OrderingBusiness, cardId: string) {
  const list = await api.get(`/v1/businesses/${business.businessId}/gift-cards`, business.token);
  return (list.body.list as { id: string; balance: number; status: string }[]).find(
    (card) => card.id === cardId,
  );
}

async function movementsOf(business: OrderingBusiness, cardId: string) {
  const movements = await api.get(`/v1/gift-cards/${cardId}/movements`, business.token);
  expect(movements.status).toBe(200);
  return movements.body as { kind: string; amount: number; balanceAfter: number; orderId?: string | null }[];
}

const ordersOf = async (business: OrderingBusiness) =>
  (await api.get(`/v1/businesses/${business.businessId}/orders`, business.token)).body.list as unknown[];

describe("a gift card on the price and order calls", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
  });

  it("is priced as paying what it holds, up to the total, typed in any case and with its dashes", async () => {
    const card = await issueCard(business, 1000);
    const typed = `${card.code.slice(0, 4)}-${card.code.slice(4, 8)} ${card.code.slice(8)}`.toLowerCase();
    const priced = await price(business, { ...orderBody(business), giftCardCode: typed });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({
      total: TOTAL,
      giftCardPaid: 1000,
      giftCard: { last4: card.code.slice(-4), balanceAfter: 0 },
      problems: [],
    });
    const big = await issueCard(business, 5000);
    expect((await price(business, { ...orderBody(business), giftCardCode: big.code })).body).toMatchObject({
      giftCardPaid: TOTAL,
      giftCard: { balanceAfter: 5000 - TOTAL },
    });
  });

  it("names a code that is wrong, of another business, void or spent, in the guest's language", async () => {
    const other = await createOrderingBusiness(api);
    const theirs = await issueCard(other, 2000);
    const voided = await issueCard(business, 2000);
    await api.post(`/v1/gift-cards/${voided.id}/void`, { reason: "Lost" }, business.token);
    const spent = await issueCard(business, 500);
    await api.post(
      `/v1/gift-cards/${spent.id}/adjust`,
      { amount: -500, reason: "Paid at the till" },
      business.token,
    );
    const address = newAddress();
    for (const code of ["NOPE-NOPE-NOPE-NOPE", theirs.code, voided.code]) {
      const priced = await price(business, { ...orderBody(business), giftCardCode: code }, address);
      expect(priced.status).toBe(200);
      expect(priced.body.giftCardPaid).toBe(0);
      expect(priced.body.problems).toEqual([
        {
          code: "GIFT_CARD_INVALID",
          message: "We can't find a gift card with that code. Please check it and try again.",
        },
      ]);
    }
    const empty = await price(business, { ...orderBody(business), giftCardCode: spent.code }, address);
    expect(empty.body.problems).toEqual([
      { code: "GIFT_CARD_EMPTY", message: "This gift card has nothing left on it." },
    ]);
    const spanish = await api.call(
      "POST",
      `/v1/public/businesses/${business.businessId}/orders/price?lang=es`,
      {
        body: { ...orderBody(business), giftCardCode: spent.code },
        headers: { "x-forwarded-for": address },
      },
    );
    expect(spanish.body.problems[0].message).toBe("A esta tarjeta regalo no le queda saldo.");

    // Placing refuses the same and stores nothing; the card of the other business keeps its balance.
    const before = (await ordersOf(business)).length;
    const refused = await place(business, orderBody(business, { giftCardCode: theirs.code }), newAddress());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("GIFT_CARD_INVALID");
    expect((await ordersOf(business)).length).toBe(before);
    expect((await cardOf(other, theirs.id))?.balance).toBe(2000);
  });

  it("pays the whole order, which then needs no other payment and is paid from its write", async () => {
    const card = await issueCard(business, 5000);
    const placed = await place(
      business,
      orderBody(business, { payment: "GIFT_CARD", giftCardCode: card.code }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      status: "NEW",
      total: TOTAL,
      giftCardPaid: TOTAL,
      payment: "GIFT_CARD",
      paymentStatus: "PAID",
    });
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 5000 - TOTAL, status: "ACTIVE" });
    expect(await movementsOf(business, card.id)).toContainEqual(
      expect.objectContaining({ kind: "REDEEMED", amount: -TOTAL, balanceAfter: 5000 - TOTAL }),
    );
    // A guest who chose cash but whose card covers it all pays nothing more either.
    const cash = await place(
      business,
      orderBody(business, {
        giftCardCode: card.code,
        tip: 0,
        items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
      }),
    );
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    expect(cash.body).toMatchObject({ payment: "GIFT_CARD", paymentStatus: "PAID" });
    expect(cash.body.giftCardPaid).toBe(cash.body.total);
  });

  it("pays part of a cash order, the rest due on collection; rejecting it puts the card back, once", async () => {
    const card = await issueCard(business, 1000);
    const placed = await place(business, orderBody(business, { giftCardCode: card.code }));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ giftCardPaid: 1000, payment: "CASH", paymentStatus: "DUE" });
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 0, status: "EMPTY" });

    const rejected = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "REJECTED", reason: "Out of dough" },
      business.token,
    );
    expect(rejected.status).toBe(200);
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 1000, status: "ACTIVE" });
    const again = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "CANCELLED" },
      business.token,
    );
    expect(again.status).not.toBe(200);
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 1000 });
    const movements = await movementsOf(business, card.id);
    expect(movements.filter((movement) => movement.kind === "RETURNED")).toEqual([
      expect.objectContaining({ amount: 1000, balanceAfter: 1000 }),
    ]);
  });

  it("refuses paying by the card alone when it holds less than the order, and changes nothing", async () => {
    const card = await issueCard(business, 1000);
    const before = (await ordersOf(business)).length;
    const refused = await place(
      business,
      orderBody(business, { payment: "GIFT_CARD", giftCardCode: card.code }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "GIFT_CARD_EMPTY",
      message: "Your gift card does not cover the whole order. Please choose how to pay the rest.",
    });
    expect((await ordersOf(business)).length).toBe(before);
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 1000 });
  });

  it("is spent once by fifty guests at once: one order, the others told it is spent", async () => {
    // It holds one order's total: whoever comes first spends it all.
    const card = await issueCard(business, TOTAL);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(business, orderBody(business, { giftCardCode: card.code }), address),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(["400 GIFT_CARD_EMPTY"]),
    );
    expect(placed[0]?.body).toMatchObject({ giftCardPaid: TOTAL, payment: "GIFT_CARD" });
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 0, status: "EMPTY" });
    const spent = (await movementsOf(business, card.id)).filter((movement) => movement.kind === "REDEEMED");
    expect(spent).toEqual([expect.objectContaining({ amount: -TOTAL, orderId: placed[0]?.body.id })]);
  });

  it("refuses every code, right or wrong, from an address that guessed too many", async () => {
    const card = await issueCard(business, 1000);
    const address = newAddress();
    for (let guess = 0; guess < 5; guess++)
      await price(business, { ...orderBody(business), giftCardCode: `WRONG${guess}WRONGWRONGW` }, address);
    const right = await price(business, { ...orderBody(business), giftCardCode: card.code }, address);
    expect(right.body.giftCardPaid).toBe(0);
    expect(right.body.problems).toEqual([
      {
        code: "GIFT_CARD_INVALID",
        message: "Too many gift card codes were tried. Please try again in a few minutes.",
      },
    ]);
    const placed = await place(business, orderBody(business, { giftCardCode: card.code }), address);
    expect(placed.status).toBe(429);
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 1000 });
    // Another address is not held back by this one's guesses.
    expect(
      (await price(business, { ...orderBody(business), giftCardCode: card.code })).body.giftCardPaid,
    ).toBe(1000);
  });
});

describe("a gift card with a card payment for the rest", () => {
  it("asks Stripe for the rest only, refunds at most that, and a full refund puts the card back", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const card = await issueCard(business, 1000);
    const placed = await place(
      business,
      orderBody(business, { payment: "ONLINE_CARD", giftCardCode: card.code }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: "PENDING_PAYMENT", giftCardPaid: 1000, total: TOTAL });
    // Held for the order while the guest pays: nobody else can spend it meanwhile.
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 0 });
    const order = placed.body as { id: string; trackingKey: string };
    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({ amount: TOTAL - 1000 });
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();
    await t.app.jobs.drain();
    expect(
      (await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token)).status,
    ).toBe(200);
    await t.app.jobs.drain();
    await double.settled();
    await t.app.jobs.drain();

    const tooMuch = await api.post(`/v1/orders/${order.id}/refund`, { amount: TOTAL }, business.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("You can refund at most $27.34.");
    const part = await api.post(`/v1/orders/${order.id}/refund`, { amount: 734 }, business.token);
    expect(part.body).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refunded: 734 });
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 0 });
    const rest = await api.post(`/v1/orders/${order.id}/refund`, {}, business.token);
    expect(rest.body).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL - 1000 });
    await double.settled();
    await t.app.jobs.drain();
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 1000, status: "ACTIVE" });
    expect(
      (await movementsOf(business, card.id)).filter((movement) => movement.kind === "RETURNED"),
    ).toHaveLength(1);
  });

  it("gives the card back when the unpaid order is cancelled", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const card = await issueCard(business, 2000);
    const placed = await place(
      business,
      orderBody(business, { payment: "ONLINE_CARD", giftCardCode: card.code }),
    );
    expect(placed.status).toBe(201);
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 0 });
    const cancelled = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "CANCELLED" },
      business.token,
    );
    expect(cancelled.status).toBe(200);
    await t.app.jobs.drain();
    expect(await cardOf(business, card.id)).toMatchObject({ balance: 2000, status: "ACTIVE" });
  });
});
