import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// Orders waiting for their card: anyone can place them without paying, so they hold no pacing slot's place and
// no promo code's use (both are taken as the card is authorized), and one address keeps at most 3 of them
// waiting at a business. Through the real app and database, Stripe being the double (tests/stripe).

let double: StripeDouble;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
const at = (time: string) => new Date(`${tomorrow}T${time}:00.000Z`).toISOString();

async function cardBusiness(config: Record<string, unknown> = {}): Promise<OrderingBusiness> {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true, ...config } });
  await onboard(api, double, business);
  return business;
}

/** One soda, so that a slot of one order takes it whole; by card unless told otherwise. */
const soda = (business: OrderingBusiness, overrides: Record<string, unknown> = {}) =>
  orderBody(business, {
    items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
    payment: "ONLINE_CARD",
    ...overrides,
  });

type Placed = { id: string; trackingKey: string };

const intentFor = (order: Placed) =>
  api.post(`/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`);

/** The guest pays: create-intent, then Stripe.js confirms the card; the webhook and the jobs have run after. */
async function pay(order: Placed) {
  const intent = await intentFor(order);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  await double.payments.confirmAsGuest(intentId, "4242424242424242");
  await double.settled();
  await t.app.jobs.drain();
}

const guestOrder = async (order: Placed) =>
  (await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`)).body;

const slotAt = async (business: OrderingBusiness, start: string) =>
  (
    await api.get(`/v1/public/businesses/${business.businessId}/slots?date=${tomorrow}&type=PICKUP`)
  ).body.find((slot: { start: string }) => slot.start === start);

describe("orders waiting for their card", () => {
  it("are at most 3 from one address at a business: the 4th and 5th of a flood are refused with a sentence", async () => {
    const business = await cardBusiness({ slotCapacity: { minutes: 15, maxOrders: 1 } });
    const promise = async () =>
      Date.parse(
        (await api.post(`/v1/public/businesses/${business.businessId}/orders/price`, soda(business))).body
          .promisedFor,
      );
    const before = await promise();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        placeOrder(api, business, soda(business, { customer: { name: "Flood", phone: `415555700${i}` } })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual([
      [429, "UNPAID_ORDERS"],
      [429, "UNPAID_ORDERS"],
    ]);
    expect(refused[0]?.body.message).toBe(
      "You already have 3 orders here waiting for payment. Please pay for one of them, or wait until it expires, before placing another.",
    );

    // They hold no place: a guest paying at pick-up is promised the first quarter hour as before (a quarter hour
    // later at most, should the clock pass one meanwhile), where three held places pushed it 45 minutes back.
    const cash = await placeOrder(api, business, soda(business, { payment: "CASH" }));
    expect(cash.status).toBe(201);
    expect(Date.parse(cash.body.promisedFor) - before).toBeLessThanOrEqual(15 * 60_000);

    // Once one is paid, another may wait.

    const waiting = answers.find((answer) => answer.status === 201)?.body as Placed;
    await pay(waiting);
    expect((await guestOrder(waiting)).status).toBe("NEW");
    expect((await placeOrder(api, business, soda(business))).status).toBe(201);
    expect((await placeOrder(api, business, soda(business))).status).toBe(429);
  });

  it("hold no slot's place and no code's use: the paying guests get both, the unpaid order is told at the pay step", async () => {
    const business = await cardBusiness({ slotCapacity: { minutes: 15, maxOrders: 1 } });
    const code = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "ONCE", kind: "AMOUNT", value: 100, maxUses: 1 },
      business.token,
    );
    expect(code.status).toBe(201);
    const scheduled = { scheduledFor: at("18:00"), promoCode: "ONCE" };
    const unpaid = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const placed = await placeOrder(
          api,
          business,
          soda(business, { ...scheduled, customer: { name: "Unpaid", phone: `415555710${i}` } }),
        );
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        expect(placed.body).toMatchObject({ status: "PENDING_PAYMENT", discount: 100 });
        return placed.body as Placed;
      }),
    );
    expect(await slotAt(business, at("18:00"))).toMatchObject({ left: 1 });
    const uses = async () =>
      (await api.get(`/v1/businesses/${business.businessId}/promotions`, business.token)).body[0].uses;
    expect(await uses()).toBe(0);

    // A guest paying at pick-up takes the time and the code's one use.
    const cash = await placeOrder(api, business, soda(business, { ...scheduled, payment: "CASH" }));
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    expect(cash.body).toMatchObject({ status: "SCHEDULED", discount: 100 });
    expect(await slotAt(business, at("18:00"))).toMatchObject({ left: 0 });
    expect(await uses()).toBe(1);

    // The unpaid orders are told before paying, in a sentence.
    const [first] = unpaid as [Placed, Placed, Placed];
    const refused = await intentFor(first);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "SLOT_FULL",
      message: "That time is fully booked. Please choose another time.",
    });

    // The owner makes room: the slot has its place again, but the code is still used up.
    await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { slotCapacity: { minutes: 15, maxOrders: 2 } } },
      business.token,
    );
    const usedUp = await intentFor(first);
    expect(usedUp.status).toBe(400);
    expect(usedUp.body).toMatchObject({
      code: "PROMO_INVALID",
      message: "This promo code has been used up.",
    });
    expect(await uses()).toBe(1);
    const [, , third] = unpaid;
    expect((await guestOrder(third as Placed)).status).toBe("PENDING_PAYMENT");
  });

  it("take the slot and the code as the card is authorized; gone meanwhile, the order is cancelled and the card let go", async () => {
    const business = await cardBusiness({ slotCapacity: { minutes: 15, maxOrders: 1 } });
    await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "ONCE", kind: "AMOUNT", value: 100, maxUses: 1 },
      business.token,
    );
    const place = async (overrides: Record<string, unknown>) => {
      const placed = await placeOrder(api, business, soda(business, overrides));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body as Placed;
    };
    const paid = await place({ scheduledFor: at("19:00"), promoCode: "ONCE" });
    await pay(paid);
    expect(await guestOrder(paid)).toMatchObject({ status: "SCHEDULED", discount: 100 });
    expect(await slotAt(business, at("19:00"))).toMatchObject({ left: 0 });

    // The guest opened the pay step while the time was free; a cash order took it before the card went through.
    const late = await place({ scheduledFor: at("19:30"), customer: { name: "Late", phone: "4155557200" } });
    const intent = await intentFor(late);
    expect(intent.status).toBe(200);
    expect(
      (await placeOrder(api, business, soda(business, { scheduledFor: at("19:30"), payment: "CASH" })))
        .status,
    ).toBe(201);
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();
    await t.app.jobs.drain();
    await double.settled();
    expect(await guestOrder(late)).toMatchObject({
      status: "CANCELLED",
      reason: "That time is fully booked. Please choose another time.",
      paymentStatus: "RELEASED",
    });
    expect(double.payments.intents.get(intentId)).toMatchObject({ status: "canceled" });
    expect(await slotAt(business, at("19:30"))).toMatchObject({ left: 0 });
  });
});
