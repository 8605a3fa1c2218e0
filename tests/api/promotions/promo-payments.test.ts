import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A discounted card order: Stripe is asked for the discounted total, and refunds never exceed it. The real
// stripe SDK talks to the Stripe double (tests/stripe).

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

// Two large pizzas with cheese and a soda, $34.49; 10 % off = $3.45; tax 8.25 % of $31.04 = $2.56.
const TOTAL = 3360;

describe("a discounted card order", () => {
  it("charges the discounted total and refunds at most that", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "CARD10", kind: "PERCENT", value: 10 },
      business.token,
    );
    expect(promo.status).toBe(201);
    const placed = await placeOrder(
      api,
      business,
      orderBody(business, { payment: "ONLINE_CARD", promoCode: "card10" }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discount: 345, total: TOTAL, status: "PENDING_PAYMENT" });
    const order = placed.body as { id: string; trackingKey: string };

    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({ amount: TOTAL, currencyCode: "USD" });
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    expect(double.payments.intents.get(intentId)).toMatchObject({ amount: TOTAL });

    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();
    await t.app.jobs.drain();
    const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
    expect(accepted.status).toBe(200);
    await t.app.jobs.drain();
    await double.settled();
    await t.app.jobs.drain();

    const tooMuch = await api.post(`/v1/orders/${order.id}/refund`, { amount: 3734 }, business.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("You can refund at most $33.60.");
    const all = await api.post(`/v1/orders/${order.id}/refund`, {}, business.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL });
  });

  it("takes no use for an unpaid card order, and its cancel gives back none it did not take", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "ONEUSE", kind: "AMOUNT", value: 100, maxUses: 1 },
      business.token,
    );
    const placed = await placeOrder(
      api,
      business,
      orderBody(business, { payment: "ONLINE_CARD", promoCode: "ONEUSE" }),
    );
    expect(placed.status).toBe(201);
    const usesOf = async () =>
      (await api.get(`/v1/businesses/${business.businessId}/promotions`, business.token)).body.find(
        (row: { id: string }) => row.id === promo.body.id,
      ).uses;
    expect(await usesOf()).toBe(0);
    const cash = await placeOrder(api, business, orderBody(business, { promoCode: "ONEUSE" }));
    expect(cash.status).toBe(201);
    expect(await usesOf()).toBe(1);
    const cancelled = await api.post(
      `/v1/orders/${placed.body.id}/status`,
      { status: "CANCELLED" },
      business.token,
    );
    expect(cancelled.status).toBe(200);
    expect(await usesOf()).toBe(1);
    expect((await placeOrder(api, business, orderBody(business, { promoCode: "ONEUSE" }))).body.code).toBe(
      "PROMO_INVALID",
    );
  });
});
