import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// The numbers the kitchen calls out: an order waiting for its card takes none, so a guest who never pays leaves
// no gap; it takes the next one as its card is held. Through the real app and database, Stripe being the double.

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
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 100, pricesPerAddress: 100 },
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

type Placed = { id: string; trackingKey: string };

async function cardBusiness(): Promise<OrderingBusiness> {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, business);
  return business;
}

async function place(
  business: OrderingBusiness,
  payment: "CASH" | "ONLINE_CARD",
  phone: string,
): Promise<Placed> {
  const answer = await placeOrder(
    api,
    business,
    orderBody(business, { payment, customer: { name: "Numbered Guest", phone } }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Placed;
}

/** The guest pays: create-intent, then Stripe.js confirms the card; the webhook and the jobs have run after. */
async function pay(order: Placed) {
  const intent = await api.post(
    `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
  );
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  await double.payments.confirmAsGuest(intentId, "4242424242424242");
}

async function numberOf(order: Placed) {
  const [row] = await t.database.db
    .select({ friendlyId: orders.friendlyId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  return row?.friendlyId ?? null;
}

describe("order numbers", () => {
  it("are not taken by an order waiting for its card: the next cash order follows the last live one", async () => {
    const business = await cardBusiness();
    const first = await place(business, "CASH", "4155557101");
    const unpaid = await place(business, "ONLINE_CARD", "4155557102");
    const next = await place(business, "CASH", "4155557103");

    expect(await numberOf(first)).toBe(1);
    expect(await numberOf(unpaid)).toBeNull();
    expect(await numberOf(next)).toBe(2);

    // The owner's list and the guest's own view say no number rather than a wrong one.
    const guest = await api.get(`/v1/public/orders/${unpaid.id}?key=${unpaid.trackingKey}`);
    expect(guest.status).toBe(200);
    expect(guest.body.friendlyId).toBe("");

    // Paid, it reaches the kitchen with the next number.
    await pay(unpaid);
    await double.settled();
    await t.app.jobs.drain();
    expect(await numberOf(unpaid)).toBe(3);
    expect(await numberOf(await place(business, "CASH", "4155557104"))).toBe(4);
  });

  it("stay distinct and consecutive when 10 orders reach the kitchen at once, cards held and cash", async () => {
    const business = await cardBusiness();
    const before = await place(business, "CASH", "4155557200");
    expect(await numberOf(before)).toBe(1);
    // One address keeps at most 3 orders waiting for their card.
    const waiting = await Promise.all([1, 2, 3].map((i) => place(business, "ONLINE_CARD", `415555721${i}`)));
    const [cash] = await Promise.all([
      Promise.all(Array.from({ length: 7 }, (_, i) => place(business, "CASH", `415555722${i}`))),
      Promise.all(waiting.map(pay)),
    ]);
    await double.settled();
    await t.app.jobs.drain();
    const numbers = await Promise.all([...cash, ...waiting].map(numberOf));
    expect(numbers.every((n) => typeof n === "number")).toBe(true);
    expect([...(numbers as number[])].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
