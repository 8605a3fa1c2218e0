import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../src/server/db/schema.ts";
import {
  ESCALATE_AFTER_MS,
  ORDER_ESCALATE_JOB,
} from "../../../src/server/features/ordering/lifecycle/order-kinds.ts";
import {
  ACCEPT_TIMEOUT_MS,
  PAYMENT_DEADLINE_JOB,
} from "../../../src/server/features/ordering/money/payment-kinds.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { uniqueEmail } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// An order nobody takes on is mailed to the owner again, at half the accept deadline: a job queued with the order
// going live, which does nothing once the order was accepted, turned down or opened meanwhile.

let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let cardBusiness: OrderingBusiness;
const notifyTo = uniqueEmail("kitchen");

beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api);
  cardBusiness = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, cardBusiness);
  const set = await api.put(
    `/v1/businesses/${business.businessId}/notifications`,
    { notificationEmail: notifyTo },
    business.token,
  );
  expect(set.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const jobsOf = (orderId: string, kind: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'orderId' = ${orderId}`));
const escalationOf = (orderId: string) => jobsOf(orderId, ORDER_ESCALATE_JOB.kind);

/** Time passes: the order's escalation falls due now, and the worker runs what is due. */
async function passEscalationTime(orderId: string) {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, ORDER_ESCALATE_JOB.kind), sql`${jobs.payload}->>'orderId' = ${orderId}`));
  await t.app.jobs.drain();
}

const escalationMails = (friendlyId: string) =>
  t.outbox().filter((mail) => mail.subject === `Order #${friendlyId} is still waiting to be accepted`);

async function newOrder(overrides = {}) {
  const placed = await placeOrder(api, business, orderBody(business, overrides));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: string; friendlyId: string; createdDate: string };
}

describe("the escalation mail of an order nobody accepts", () => {
  it("is queued with the order at half the accept deadline, well before it", async () => {
    expect(ESCALATE_AFTER_MS).toBe(ACCEPT_TIMEOUT_MS / 2);
    const order = await newOrder();
    const [job] = await escalationOf(order.id);
    if (!job) throw new Error("no escalation job");
    expect(job.runAt.getTime() - Date.parse(order.createdDate)).toBe(ESCALATE_AFTER_MS);
    expect(job.runAt.getTime()).toBeLessThan(Date.parse(order.createdDate) + ACCEPT_TIMEOUT_MS);
  });

  it("reaches the owner's notification address when the order is still unaccepted", async () => {
    const order = await newOrder({ type: "TABLE", table: "12", customer: { name: "Grace" } });
    // Not before its time: draining now sends the new-order mail only.
    await t.app.jobs.drain();
    expect(escalationMails(order.friendlyId)).toHaveLength(0);

    await passEscalationTime(order.id);
    await expect.poll(() => escalationMails(order.friendlyId).length).toBe(1);
    const [mail] = escalationMails(order.friendlyId);
    expect(mail?.to).toBe(notifyTo);
    expect(mail?.text).toContain("nobody has accepted it yet");
    expect(mail?.text).toContain("table 12");
    expect(mail?.link).toMatch(/\/app\/kitchen$/);
    expect(await escalationOf(order.id)).toHaveLength(0);
  });

  it("is not sent for an order accepted meanwhile", async () => {
    const order = await newOrder();
    const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
    expect(accepted.status).toBe(200);
    await passEscalationTime(order.id);
    // The job ran and is gone, and wrote nothing.
    expect(await escalationOf(order.id)).toHaveLength(0);
    expect(escalationMails(order.friendlyId)).toHaveLength(0);
  });

  it("is not sent for an order someone opened meanwhile", async () => {
    const order = await newOrder();
    const opened = await api.post(`/v1/orders/${order.id}/opened`, undefined, business.token);
    expect(opened.status).toBe(200);
    await passEscalationTime(order.id);
    expect(await escalationOf(order.id)).toHaveLength(0);
    expect(escalationMails(order.friendlyId)).toHaveLength(0);
  });

  it("comes with a card order once its payment makes it live, half-way to its accept deadline", async () => {
    const placed = await placeOrder(api, cardBusiness, orderBody(cardBusiness, { payment: "ONLINE_CARD" }));
    expect(placed.status).toBe(201);
    const order = placed.body as { id: string; trackingKey: string };
    // Waiting for its payment, nobody is to be told yet.
    expect(await escalationOf(order.id)).toHaveLength(0);
    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    expect(intent.status).toBe(200);
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();

    const [escalation] = await escalationOf(order.id);
    const deadline = (await jobsOf(order.id, PAYMENT_DEADLINE_JOB.kind)).find(
      (job) => (job.payload as { deadline?: string }).deadline === "accept",
    );
    if (!escalation || !deadline) throw new Error("the live card order has no escalation or no deadline");
    expect(deadline.runAt.getTime() - escalation.runAt.getTime()).toBe(ACCEPT_TIMEOUT_MS - ESCALATE_AFTER_MS);
  });
});
