import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orders } from "../../../src/server/db/schema.ts";
import { PAYMENT_DEADLINE_JOB } from "../../../src/server/features/ordering/money/payment-kinds.ts";
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

// The moves of an order (features/ordering/lifecycle/lifecycle.ts) through the real app, database and Stripe SDK talking to
// the Stripe double: a move is allowed only from where it makes sense, and what follows it (the card captured or
// released, the jobs of an order going live) happens whichever caller made the move.

let double: StripeDouble;
let t: TestApp;
let api: Api;
let cashBusiness: OrderingBusiness;
let cardBusiness: OrderingBusiness;

beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
  cashBusiness = await createOrderingBusiness(api);
  cardBusiness = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, cardBusiness);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const move = (business: OrderingBusiness, orderId: string, body: unknown) =>
  api.post(`/v1/orders/${orderId}/status`, body, business.token);

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
};

const jobsOf = (orderId: string, kind: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'orderId' = ${orderId}`));

/** A card order, paid the way the guest's browser pays it: create-intent, then Stripe.js confirms the card. */
async function paidCardOrder() {
  const placed = await placeOrder(api, cardBusiness, orderBody(cardBusiness, { payment: "ONLINE_CARD" }));
  expect(placed.status).toBe(201);
  expect(placed.body.status).toBe("PENDING_PAYMENT");
  const order = placed.body as { id: string; trackingKey: string };
  const intent = await api.post(
    `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
  );
  expect(intent.status).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  await double.payments.confirmAsGuest(intentId, "4242424242424242");
  await double.settled();
  await t.app.jobs.drain();
  return { id: order.id, intentId };
}

describe("a move the lifecycle refuses", () => {
  it("answers 409 ILLEGAL_MOVE with the order as it stands when the owner accepts a completed order", async () => {
    const { body: order } = await placeOrder(api, cashBusiness, orderBody(cashBusiness));
    for (const status of ["ACCEPTED", "READY", "COMPLETED"])
      expect((await move(cashBusiness, order.id, { status })).status, status).toBe(200);
    const before = await orderRow(order.id);

    const again = await move(cashBusiness, order.id, { status: "ACCEPTED" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ILLEGAL_MOVE", current: { status: "COMPLETED" } });
    expect(await orderRow(order.id)).toEqual(before);
  });

  it("writes nothing when a scheduled order's due job finds the order already accepted", async () => {
    const { body: order } = await placeOrder(api, cashBusiness, orderBody(cashBusiness));
    expect((await move(cashBusiness, order.id, { status: "ACCEPTED" })).status).toBe(200);
    const before = await orderRow(order.id);

    const moved = await t.app.orders.lifecycle.move(t.database.db, { id: order.id }, "NEW", "due");
    expect(moved).toBeNull();
    expect(await orderRow(order.id)).toEqual(before);
  });

  it("never lets the owner put an order back to waiting for its payment", async () => {
    const { body: order } = await placeOrder(api, cashBusiness, orderBody(cashBusiness));
    const refused = await move(cashBusiness, order.id, { status: "PENDING_PAYMENT" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "ILLEGAL_MOVE", current: { status: "NEW" } });
  });
});

describe("an order going live", () => {
  it("places a cash order NEW, and the owner gets its mail once", async () => {
    const { body: order } = await placeOrder(api, cashBusiness, orderBody(cashBusiness));
    expect(order.status).toBe("NEW");
    await t.app.jobs.drain();
    const sent = t.outbox().filter((mail) => mail.subject.startsWith(`New order #${order.friendlyId}:`));
    expect(sent).toHaveLength(1);
  });

  it("makes a card order NEW once its card is held, with the owner's deadline to accept it", async () => {
    const { id } = await paidCardOrder();
    expect(await orderRow(id)).toMatchObject({ status: "NEW", paymentStatus: "AUTHORIZED" });
    // Beside the deadline to pay, queued when it was placed (it finds the order paid and does nothing).
    const deadlines = (await jobsOf(id, PAYMENT_DEADLINE_JOB.kind)).filter(
      (job) => (job.payload as { deadline?: string }).deadline === "accept",
    );
    expect(deadlines).toHaveLength(1);
    expect(deadlines[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("the money that follows a move", () => {
  it("captures the card once the owner accepts, in a job: the accept answers before Stripe is asked", async () => {
    const { id, intentId } = await paidCardOrder();
    const capture = `/v1/payment_intents/${intentId}/capture`;

    const accepted = await move(cardBusiness, id, { status: "ACCEPTED" });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });

    await t.app.jobs.drain();
    await double.settled();
    await t.app.jobs.drain();
    expect(double.calls.filter((call) => call.path === capture)).toHaveLength(1);
    expect(double.payments.find(intentId).status).toBe("succeeded");
    expect(await orderRow(id)).toMatchObject({ status: "ACCEPTED", paymentStatus: "PAID" });
  });

  it("releases the card when the owner rejects, and never captures it", async () => {
    const { id, intentId } = await paidCardOrder();
    const rejected = await move(cardBusiness, id, { status: "REJECTED", reason: "Out of dough" });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: "REJECTED",
      paymentStatus: "RELEASED",
      reason: "Out of dough",
    });
    expect(double.payments.find(intentId).status).toBe("canceled");

    await t.app.jobs.drain();
    expect(double.calls.some((call) => call.path === `/v1/payment_intents/${intentId}/capture`)).toBe(false);
    expect(await orderRow(id)).toMatchObject({ status: "REJECTED", paymentStatus: "RELEASED" });
  });

  it("leaves a cash order's money alone on reject: nothing was held, nothing asked of Stripe", async () => {
    const { body: order } = await placeOrder(api, cashBusiness, orderBody(cashBusiness));
    const calls = double.calls.length;
    const rejected = await move(cashBusiness, order.id, { status: "REJECTED" });
    expect(rejected.body).toMatchObject({ status: "REJECTED", paymentStatus: "DUE" });
    await t.app.jobs.drain();
    expect(double.calls.length).toBe(calls);
  });
});

describe("a delivery's way to the guest", () => {
  const deliveryBody = () =>
    orderBody(cashBusiness, {
      type: "DELIVERY",
      customer: {
        name: "Ada Guest",
        phone: "(415) 555-0199",
        address: "2 Pine St",
        city: "San Francisco",
        zip: "94110",
      },
    });

  /** The guest's order page as it says the status: its title and sentence. */
  async function guestStatus(order: { id: string; trackingKey: string }) {
    const dashboard = await api.get(
      `/v1/members/${cashBusiness.memberId}/dashboard?businessId=${cashBusiness.businessId}`,
      cashBusiness.token,
    );
    const page = await fetch(
      `${t.baseUrl}/m/${dashboard.body.business.url}/orders/${order.id}?key=${encodeURIComponent(order.trackingKey)}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    return {
      title: /data-st-title>([^<]*)</.exec(html)?.[1] ?? "",
      detail: /data-st-detail[^>]*>([^<]*)</.exec(html)?.[1] ?? "",
    };
  }

  it("waits for the driver at Ready, is on its way once handed to the driver, and is then delivered", async () => {
    const placed = await placeOrder(api, cashBusiness, deliveryBody());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as { id: string; trackingKey: string };
    for (const status of ["ACCEPTED", "READY"])
      expect((await move(cashBusiness, order.id, { status })).status, status).toBe(200);
    const ready = await guestStatus(order);
    expect(ready.detail).toBe("Your order is ready and waiting for the driver.");
    expect(ready.detail).not.toMatch(/on its way/i);

    // At the pass a delivery is not yet with the guest: it cannot skip the driver.
    const skipped = await move(cashBusiness, order.id, { status: "COMPLETED" });
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: "A delivery is handed to the driver before it is delivered.",
      current: { status: "READY" },
    });

    const handed = await move(cashBusiness, order.id, { status: "OUT_FOR_DELIVERY" });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.status).toBe("OUT_FOR_DELIVERY");
    expect(await orderRow(order.id)).toMatchObject({ status: "OUT_FOR_DELIVERY", paymentStatus: "DUE" });
    expect(await guestStatus(order)).toEqual({
      title: "On its way",
      detail: "The driver has your order and is on the way to you.",
    });
    // Handed to the driver is still under way: the Orders screen's Active tab lists it.
    const active = await api.get(
      `/v1/businesses/${cashBusiness.businessId}/orders?tab=active`,
      cashBusiness.token,
    );
    expect(active.status).toBe(200);
    expect(active.body.list.map((row: { id: string }) => row.id)).toContain(order.id);

    const delivered = await move(cashBusiness, order.id, { status: "COMPLETED" });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // Cash is paid when the driver hands it over.
    expect(await orderRow(order.id)).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID" });
    expect((await guestStatus(order)).title).toBe("Delivered");
  });

  it("keeps pick-up and table orders going from Ready to Completed, never out for delivery", async () => {
    const table = orderBody(cashBusiness, { type: "TABLE", table: "7" });
    for (const body of [orderBody(cashBusiness), table]) {
      const placed = await placeOrder(api, cashBusiness, body);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body as { id: string; trackingKey: string };
      for (const status of ["ACCEPTED", "READY"])
        expect((await move(cashBusiness, order.id, { status })).status, status).toBe(200);
      const out = await move(cashBusiness, order.id, { status: "OUT_FOR_DELIVERY" });
      expect(out.status).toBe(409);
      expect(out.body).toMatchObject({
        code: "ILLEGAL_MOVE",
        message: "Only a delivery goes out with a driver.",
        current: { status: "READY" },
      });
      expect((await move(cashBusiness, order.id, { status: "COMPLETED" })).status).toBe(200);
      expect((await guestStatus(order)).title).toBe("Completed");
    }
  });
});
