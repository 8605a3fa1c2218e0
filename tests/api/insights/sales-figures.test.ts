import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SALES_DEFINITIONS } from "../../../src/shared/insights/insights.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { ALL_DAY_HOURS, createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// Insights' sales figures from orders placed, paid, moved and refunded through the API (the real stripe SDK
// against the Stripe double), each checked to the cent against what the orders hold.

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

type Business = Awaited<ReturnType<typeof createOrderingBusiness>>;
interface Placed {
  id: string;
  trackingKey: string;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  total: number;
}

async function place(business: Business, overrides: Record<string, unknown>) {
  const placed = await placeOrder(api, business, orderBody(business, overrides));
  expect(placed.status).toBe(201);
  return placed.body as Placed;
}

async function pay(order: Placed) {
  const intent = await api.post(
    `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
  );
  expect(intent.status).toBe(200);
  await double.payments.confirmAsGuest(
    String(intent.body.clientSecret).split("_secret_")[0] ?? "",
    "4242424242424242",
  );
  await double.settled();
  await t.app.jobs.drain();
}

async function accept(business: Business, order: Placed) {
  const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
  expect(accepted.status).toBe(200);
  // A card is captured on acceptance: wait for it, so that it can be refunded.
  await t.app.jobs.drain();
  await double.settled();
  await t.app.jobs.drain();
}

async function refund(business: Business, order: Placed, amount?: number) {
  const refunded = await api.post(`/v1/orders/${order.id}/refund`, amount ? { amount } : {}, business.token);
  expect(refunded.status).toBe(200);
}

/** Yesterday to tomorrow in UTC (the business's zone): the orders are placed now, whatever the hour. */
function around() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-1), to: day(1) };
}

const salesOf = async (business: Business) => {
  const { from, to } = around();
  const answer = await api.get(
    `/v1/businesses/${business.businessId}/insights?from=${from}&to=${to}`,
    business.token,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

describe("the sales figures", () => {
  let business: Business;
  beforeAll(async () => {
    business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "TAKE10", kind: "PERCENT", value: 10 },
      business.token,
    );
    expect(promo.status).toBe(201);
  });

  it("sums gross sales, discounts, refunds, net sales, tax and tips to the cent", async () => {
    // Every order: two large pizzas with cheese and a soda, $34.49, with 8.25 % tax.
    // Discounted: 10 % off = $3.45; tax 8.25 % of $31.04 = $2.56; total $33.60.
    const discounted = await place(business, { promoCode: "take10" });
    expect(discounted).toMatchObject({ subtotal: 3449, discount: 345, tax: 256, tip: 0, total: 3360 });
    await accept(business, discounted);
    // With a $5.00 tip, cash: tax $2.85, total $42.34.
    const tipped = await place(business, { tip: 500 });
    expect(tipped).toMatchObject({ subtotal: 3449, discount: 0, tax: 285, tip: 500, total: 4234 });
    await accept(business, tipped);
    // By card with a $2.00 tip, $10.00 of it refunded: its share of tax and tips is 10.00 × 4.85 / 39.34 =
    // $1.23 (tax 10.00 × 2.85 / 39.34 = $0.72, tips $0.51), the rest ($8.77) a refund of sales.
    const partly = await place(business, { payment: "ONLINE_CARD", tip: 200 });
    expect(partly).toMatchObject({ subtotal: 3449, tax: 285, tip: 200, total: 3934 });
    await pay(partly);
    await accept(business, partly);
    await refund(business, partly, 1000);
    // By card with a $3.00 tip, all of it refunded: all its sales, tax and tips come back.
    const fully = await place(business, { payment: "ONLINE_CARD", tip: 300 });
    expect(fully).toMatchObject({ total: 4034 });
    await pay(fully);
    await accept(business, fully);
    await refund(business, fully);
    // Rejected: not a sale at all.
    const rejected = await place(business, { tip: 100 });
    const refused = await api.post(
      `/v1/orders/${rejected.id}/status`,
      { status: "REJECTED", reason: "Out of dough" },
      business.token,
    );
    expect(refused.status).toBe(200);

    const insights = await salesOf(business);
    expect(insights.sales).toEqual({
      grossSales: 4 * 3449,
      discounts: 345,
      refunds: 877 + 3449,
      netSales: 4 * 3449 - 345 - (877 + 3449),
      tax: 256 + 3 * 285 - 72 - 285,
      tips: 500 + 200 + 300 - 51 - 300,
      totalCollected: 3360 + 4234 + (3934 - 1000) + 0,
      refundedTotal: 1000 + 4034,
      taxIncludedInNetSales: false,
      tipsIncludedInNetSales: false,
      definitions: SALES_DEFINITIONS,
    });
    // The parts add up to the revenue the rest of the screen shows.
    expect(insights.sales.totalCollected).toBe(insights.revenue);
    expect(insights.sales.netSales + insights.sales.tax + insights.sales.tips).toBe(insights.revenue);
    expect(insights.sales.definitions.netSales).toBe(
      "Net sales: gross sales minus discounts minus refunds; tax and tips are not included.",
    );
  });

  it("keeps the figures when a change of time zone rebuilds the rollups", async () => {
    const before = (await salesOf(business)).sales;
    const moved = await api.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: "Europe/Lisbon" },
      business.token,
    );
    expect(moved.status).toBe(200);
    expect((await salesOf(business)).sales).toEqual(before);
  });

  it("says zero for every figure of a range without orders", async () => {
    const answer = await api.get(
      `/v1/businesses/${business.businessId}/insights?from=2024-01-01&to=2024-01-31`,
      business.token,
    );
    expect(answer.body.sales).toMatchObject({
      grossSales: 0,
      discounts: 0,
      refunds: 0,
      netSales: 0,
      tax: 0,
      tips: 0,
      totalCollected: 0,
      refundedTotal: 0,
    });
  });
});
