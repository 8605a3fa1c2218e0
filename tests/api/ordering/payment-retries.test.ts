import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../src/server/db/schema.ts";
import { PAYMENT_SETTLE_JOB } from "../../../src/server/features/ordering/money/payment-kinds.ts";
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

// Card payments against a Stripe that fails as Stripe does: it saves a 500 under the call's Idempotency-Key and
// replays it, so a retry must read the PaymentIntent back and use a fresh key; and it may not answer at all, which
// the owner's Accept must not wait for.

let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, business);
});
afterAll(async () => {
  double.recover();
  await t.close();
  await double.close();
});

type Placed = { id: string; trackingKey: string };

async function placeOnline(): Promise<Placed> {
  const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
  expect(placed.status).toBe(201);
  return placed.body;
}

const intentFor = (order: Placed) =>
  api.post(`/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`);

/** The guest pays: create-intent, then Stripe.js confirms with a good card. */
async function pay(order: Placed) {
  const intent = await intentFor(order);
  expect(intent.status).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  expect((await double.payments.confirmAsGuest(intentId, "4242424242424242")).status).toBe(200);
  await double.settled();
  await t.app.jobs.drain();
  return intentId;
}

const accept = (order: Placed) =>
  api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
const ownerOrder = async (order: Placed) => (await api.get(`/v1/orders/${order.id}`, business.token)).body;

/** The settle jobs waiting for their next try run now, as their time had come. */
async function runSettleJobsNow() {
  await t.app.jobs.drain();
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, PAYMENT_SETTLE_JOB.kind), sql`${jobs.failedAt} is null`));
  await t.app.jobs.drain();
}

const capturesOf = (intentId: string) =>
  double.calls.filter((call) => call.path === `/v1/payment_intents/${intentId}/capture`);

describe("a Stripe that failed once", () => {
  it("lets the guest pay after one 500 on create-intent: the retry uses a fresh key", async () => {
    const order = await placeOnline();
    double.fail({ method: "POST", path: "/v1/payment_intents" }, "error");
    const failed = await intentFor(order);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("STRIPE_UNAVAILABLE");
    expect(failed.body.message).not.toMatch(/error|undefined/i);

    const again = await intentFor(order);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const intentId = String(again.body.clientSecret).split("_secret_")[0] ?? "";
    expect((await double.payments.confirmAsGuest(intentId, "4242424242424242")).status).toBe(200);
    await double.settled();
    await t.app.jobs.drain();
    expect(await ownerOrder(order)).toMatchObject({ status: "NEW", paymentStatus: "AUTHORIZED" });
    const keys = double.calls
      .filter((call) => call.method === "POST" && call.path === "/v1/payment_intents")
      .map((call) => call.idempotencyKey)
      .filter((key) => key?.includes(order.id));
    expect(new Set(keys)).toEqual(new Set([`intent-${order.id}`, `intent-${order.id}-1`]));
  });

  it("finds the intent a create-intent made when its answer was lost, instead of making a second one", async () => {
    const order = await placeOnline();
    // Stripe makes the intent, then its answer never arrives (nor that of any resend): the guest is told to try
    // again.
    double.fail({ method: "POST", path: "/v1/payment_intents" }, "lost", 3);
    const failed = await intentFor(order);
    expect(failed.status).toBe(503);
    double.recover();
    const made = [...double.payments.intents.values()].filter(
      (intent) => intent.metadata.orderId === order.id,
    );
    expect(made).toHaveLength(1);

    const again = await intentFor(order);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(String(again.body.clientSecret).split("_secret_")[0]).toBe(made[0]?.id);
    expect([...double.payments.intents.values()].filter((i) => i.metadata.orderId === order.id)).toHaveLength(
      1,
    );
    // A reload afterwards pays the same one too.
    expect((await intentFor(order)).body.clientSecret).toBe(again.body.clientSecret);
    expect((await double.payments.confirmAsGuest(made[0]?.id ?? "", "4242424242424242")).status).toBe(200);
    await double.settled();
    await t.app.jobs.drain();
    expect(await ownerOrder(order)).toMatchObject({ status: "NEW", paymentStatus: "AUTHORIZED" });
  });

  it("captures the card after one 500 on capture, reading the intent back and using a fresh key", async () => {
    const order = await placeOnline();
    const intentId = await pay(order);
    double.fail({ method: "POST", path: `/v1/payment_intents/${intentId}/capture` }, "error");
    const accepted = await accept(order);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });

    await runSettleJobsNow();
    await runSettleJobsNow();
    expect(double.payments.find(intentId)).toMatchObject({ status: "succeeded", amount_received: 3734 });
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID", paymentProblem: null });
    // The first key got its saved 500 again on every resend; the try after the failure read the intent first.
    const keys = capturesOf(intentId).map((call) => call.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`capture-${order.id}`, `capture-${order.id}-1`]));
    const lastCapture = double.calls.lastIndexOf(capturesOf(intentId).at(-1) as (typeof double.calls)[0]);
    const read = double.calls.findIndex(
      (call) => call.method === "GET" && call.path === `/v1/payment_intents/${intentId}`,
    );
    expect(read).toBeGreaterThan(-1);
    expect(read).toBeLessThan(lastCapture);
  });

  it("does not capture twice when the failed call had in fact captured: the intent read back says so", async () => {
    const order = await placeOnline();
    const intentId = await pay(order);
    // Stripe captured but its answer was a 500 (here: captured from outside, then a 500 planned), and its event
    // has not arrived: only reading the intent back tells.
    double.setWebhookUrl(undefined);
    try {
      await fetch(`${double.url}/v1/payment_intents/${intentId}/capture`, {
        method: "POST",
        headers: { authorization: `Bearer ${double.secretKey}` },
      });
      await double.settled();
      double.fail({ method: "POST", path: `/v1/payment_intents/${intentId}/capture` }, "error");
      await accept(order);
      await runSettleJobsNow();
      await runSettleJobsNow();
    } finally {
      double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
    }
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID" });
    expect(capturesOf(intentId).filter((call) => call.idempotencyKey?.startsWith("capture-"))).toHaveLength(
      3,
    );
  });
});

describe("a capture that keeps failing", () => {
  it("warns the owner on the order, in the Orders list and by mail, and still captures once Stripe is back", async () => {
    const order = await placeOnline();
    const intentId = await pay(order);
    double.fail({ method: "POST", path: `/v1/payment_intents/${intentId}/capture` }, "error", 1000);
    expect((await accept(order)).status).toBe(200);
    const mailsTo = () =>
      t.outbox().filter((mail) => mail.to === business.email && /not been captured/.test(mail.subject));
    for (let tries = 0; tries < 10 && (await ownerOrder(order)).paymentProblem === null; tries++)
      await runSettleJobsNow();
    const warned = await ownerOrder(order);
    expect(warned).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });
    expect(warned.paymentProblem).toMatch(/has not been captured yet/);
    const list = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(list.body.list.find((row: { id: string }) => row.id === order.id)).toMatchObject({
      paymentProblem: warned.paymentProblem,
    });
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.text).toContain(`/app/orders/${order.id}`);
    // The guest is not shown the owner's warning.
    const guest = await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`);
    expect(guest.body).not.toHaveProperty("paymentProblem");

    // Further failures mail no more; the job keeps trying (past the job queue's own limit of tries).
    for (let tries = 0; tries < 3; tries++) await runSettleJobsNow();
    expect(mailsTo()).toHaveLength(1);
    const waiting = await t.database.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_SETTLE_JOB.kind));
    expect(
      waiting.filter(
        (job) => job.failedAt === null && (job.payload as { orderId?: string }).orderId === order.id,
      ),
    ).toHaveLength(1);

    double.recover();
    await runSettleJobsNow();
    expect(double.payments.find(intentId).status).toBe("succeeded");
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID", paymentProblem: null });
    expect(mailsTo()).toHaveLength(1);
  });
});

describe("a Stripe that does not answer", () => {
  it("lets the owner cancel a captured order within 5 s; the job refunds once Stripe answers", async () => {
    const order = await placeOnline();
    const intentId = await pay(order);
    expect((await accept(order)).status).toBe(200);
    await runSettleJobsNow();
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID" });
    double.fail({ method: "POST", path: "/v1/refunds" }, "hang", 1000);
    const started = Date.now();
    const cancelled = await api.post(
      `/v1/orders/${order.id}/status`,
      { status: "CANCELLED", reason: "Out of stock" },
      business.token,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", paymentStatus: "PAID" });

    double.recover();
    for (let tries = 0; tries < 5 && (await ownerOrder(order)).paymentStatus !== "REFUNDED"; tries++)
      await runSettleJobsNow();
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "REFUNDED", refunded: 3734 });
    const refunds = double.calls.filter((call) => call.path === "/v1/refunds" && call.method === "POST");
    expect(new Set(refunds.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(double.payments.find(intentId).amount_received).toBe(3734);
  });

  it("lets the owner accept within 5 s; the card shows capture pending until the job captures it", async () => {
    const order = await placeOnline();
    const intentId = await pay(order);
    double.fail({ path: `/v1/payment_intents/${intentId}/capture` }, "hang", 1000);
    const started = Date.now();
    const accepted = await accept(order);
    const took = Date.now() - started;
    expect(accepted.status).toBe(200);
    expect(took).toBeLessThan(5000);
    expect(accepted.body).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });
    expect(await ownerOrder(order)).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });

    // Stripe answers again: the job, which was waiting on it, captures.
    double.recover();
    for (let tries = 0; tries < 5 && (await ownerOrder(order)).paymentStatus !== "PAID"; tries++)
      await runSettleJobsNow();
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID" });
    expect(double.payments.find(intentId).status).toBe("succeeded");
  });
});

describe("a refund after a 500", () => {
  const refundCalls = (from: number) =>
    double.calls.slice(from).filter((call) => call.path === "/v1/refunds");
  const refundsOf = (intentId: string) =>
    [...double.payments.refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const refund = (order: Placed, amount: number) =>
    api.post(`/v1/orders/${order.id}/refund`, { amount }, business.token);

  async function paidOrder() {
    const order = await placeOnline();
    const intentId = await pay(order);
    expect((await accept(order)).status).toBe(200);
    await runSettleJobsNow();
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID" });
    return { order, intentId };
  }

  it("refunds when the owner asks again: Stripe is read back first, then asked with a fresh key", async () => {
    const { order, intentId } = await paidOrder();
    const from = double.calls.length;
    double.fail({ method: "POST", path: "/v1/refunds" }, "error");
    const failed = await refund(order, 1000);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("STRIPE_UNAVAILABLE");
    expect(await ownerOrder(order)).toMatchObject({ paymentStatus: "PAID", refunded: 0 });

    const again = await refund(order, 1000);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refunded: 1000 });
    expect(refundsOf(intentId).map((made) => made.amount)).toEqual([1000]);
    const calls = refundCalls(from);
    const posts = calls.filter((call) => call.method === "POST");
    expect(new Set(posts.map((call) => call.idempotencyKey))).toEqual(
      new Set([`refund-${order.id}-1000`, `refund-${order.id}-1000-1`]),
    );
    const read = calls.findIndex((call) => call.method === "GET");
    expect(read).toBeGreaterThan(-1);
    expect(read).toBeLessThan(calls.indexOf(posts.at(-1) as (typeof calls)[0]));
  });

  it("does not refund twice when the failed call had in fact refunded: the refunds read back say so", async () => {
    const { order, intentId } = await paidOrder();
    // Stripe refunded but its answer was a 500 (here: refunded from outside, as the app's call would have, then
    // a 500 planned), and its event has not arrived: only reading the refunds back tells.
    double.setWebhookUrl(undefined);
    try {
      const made = await fetch(`${double.url}/v1/refunds`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${double.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          payment_intent: intentId,
          amount: "1000",
          "metadata[orderId]": order.id,
          "metadata[claim]": "1000",
        }),
      });
      expect(made.status).toBe(200);
      double.fail({ method: "POST", path: "/v1/refunds" }, "error");
      expect((await refund(order, 1000)).status).toBe(503);
      const again = await refund(order, 1000);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refunded: 1000 });
    } finally {
      double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
    }
    expect(refundsOf(intentId).map((made) => made.amount)).toEqual([1000]);
    // A later refund of the rest is still made, once.
    const rest = await refund(order, 2734);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ paymentStatus: "REFUNDED", refunded: 3734 });
    expect(refundsOf(intentId).map((made) => made.amount)).toEqual([1000, 2734]);
  });
});
