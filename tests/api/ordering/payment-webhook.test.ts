import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentAccounts, paymentEvents } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { callFrom, freshLoopback } from "../../helpers/from-address.ts";
import {
  createOrderingBusiness,
  keyOf,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, type StripeEvent, startStripeDouble } from "../../stripe/index.ts";

// The webhook's own guard: a signed body must still be an event it can read, and an event about a
// PaymentIntent moves an order only when that intent is the order's own; whichever order Stripe's events
// arrive in, the order ends the same. Through the real app and database, Stripe being the double.

let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let other: OrderingBusiness;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
  business = await onlineBusiness();
  other = await onlineBusiness();
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const webhookUrl = () => `${t.baseUrl}/v1/public/payment/webhook`;

async function onlineBusiness(): Promise<OrderingBusiness> {
  const created = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, created);
  return created;
}

/** A guest of their own (an address of their own: one address keeps only 3 orders waiting for payment). */
async function placeOnline(at: OrderingBusiness) {
  const placed = await callFrom(t.baseUrl, freshLoopback(), {
    method: "POST",
    path: `/v1/public/businesses/${at.businessId}/orders`,
    body: orderBody(at, { payment: "ONLINE_CARD" }),
    headers: { "idempotency-key": keyOf() },
  });
  expect(placed.status).toBe(201);
  return placed.body as { id: string; trackingKey: string; total: number };
}

const intentFor = async (order: { id: string; trackingKey: string }) => {
  const answer = await api.post(
    `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
  );
  expect(answer.status).toBe(200);
  return String(answer.body.clientSecret).split("_secret_")[0] ?? "";
};

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
};

const storedEvents = async () => (await t.database.db.select({ n: count() }).from(paymentEvents))[0]?.n;

async function accountIdOf(member: { memberId: string }) {
  const [row] = await t.database.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.memberId, member.memberId));
  return row?.stripeAccountId ?? "";
}

/** Posts `body` exactly as given, signed with the webhook's own secret. */
function postSigned(body: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: double.webhookSecret });
  return fetch(webhookUrl(), {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}

let eventCount = 0;
/** A signed Stripe event of `type` about `object`, as Stripe would send it. */
function eventOf(
  type: string,
  object: Record<string, unknown>,
  extra: Partial<StripeEvent> = {},
): StripeEvent {
  eventCount++;
  return {
    id: `evt_test_${eventCount}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...extra,
  };
}

describe("a signed body that is not an event the webhook can read", () => {
  it("answers 400 with a sentence and stores nothing", async () => {
    const order = await placeOnline(business);
    const intentId = await intentFor(order);
    const intent = double.payments.find(intentId);
    const account = double.connect.find(await accountIdOf(business));
    const event = (type: string, object: unknown) => ({ ...eventOf(type, {}), data: { object } });
    const bodies: unknown[] = [
      [],
      null,
      "payment_intent.succeeded",
      42,
      { id: 1 },
      { id: "evt_no_type", created: 1 },
      { ...eventOf("payment_intent.succeeded", {}), data: null },
      { ...eventOf("payment_intent.succeeded", {}), data: {} },
      event("payment_intent.succeeded", null),
      event("payment_intent.succeeded", []),
      event("payment_intent.amount_capturable_updated", { id: intentId }),
      event("payment_intent.canceled", { ...intent, amount: "3734" }),
      event("payment_intent.succeeded", { ...intent, metadata: null, id: 7 }),
      event("charge.refunded", { id: "ch_1", metadata: { orderId: order.id } }),
      event("account.updated", {}),
      event("account.updated", { id: account.id }),
      event("account.updated", { ...account, charges_enabled: "yes" }),
      event("customer.subscription.updated", null),
      event("invoice.paid", "in_123"),
    ];
    // The double's own events (the intent's creation) are in before counting.
    await double.settled();
    const before = await storedEvents();
    for (const body of bodies) {
      const answer = await postSigned(JSON.stringify(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const problem = await answer.json();
      expect(problem).toMatchObject({ code: "VALIDATION" });
      expect(problem.message).toMatch(/^[A-Z][^"]*\.$/);
      expect(problem.message).not.toMatch(/expected|invalid_type|Too small/i);
    }
    expect(await storedEvents()).toBe(before);
    expect(await orderRow(order.id)).toMatchObject({ status: "PENDING_PAYMENT", paymentStatus: "PENDING" });
    expect(
      (await api.get(`/v1/payment/connected-account?memberId=${business.memberId}`, business.token)).body,
    ).toMatchObject({ chargesEnabled: true });
  });

  it("still takes an event of a type it does not act on, once", async () => {
    const answer = await postSigned(JSON.stringify(eventOf("product.created", { id: "prod_1" })));
    expect(answer.status).toBe(200);
  });

  it("takes an event it does not act on whose object has no id, once however often it comes", async () => {
    // Stripe's balance.available carries the balance itself, which has no id; a 400 would have Stripe retry it
    // for days.
    const balance = {
      object: "balance",
      available: [{ amount: 2500, currency: "usd", source_types: { card: 2500 } }],
      livemode: false,
      pending: [{ amount: 0, currency: "usd", source_types: { card: 0 } }],
    };
    const body = JSON.stringify(eventOf("balance.available", balance, { api_version: null }));
    await double.settled();
    const before = Number(await storedEvents());
    for (const _ of [1, 2]) {
      const answer = await postSigned(body);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true });
    }
    expect(await storedEvents()).toBe(before + 1);
  });
});

describe("an event about a PaymentIntent", () => {
  const TYPES = [
    "payment_intent.amount_capturable_updated",
    "payment_intent.succeeded",
    "payment_intent.canceled",
  ];

  /** An intent as Stripe would send it for `order`, held on the card; `changes` make it someone else's. */
  async function heldIntent(order: { id: string; total: number }, changes: Record<string, unknown> = {}) {
    return {
      id: `pi_forged_${order.id}`,
      object: "payment_intent",
      amount: order.total,
      amount_capturable: order.total,
      currency: "usd",
      capture_method: "manual",
      status: "requires_capture",
      cancellation_reason: null,
      transfer_data: { destination: await accountIdOf(business) },
      metadata: { orderId: order.id, businessId: business.businessId },
      ...changes,
    };
  }

  it("moves an order without an intent yet only when the intent is the order's: amount, currency, destination", async () => {
    const order = await placeOnline(business);
    const cases: [string, Record<string, unknown>, Partial<StripeEvent>][] = [
      [
        "another business's intent for 1 cent",
        { amount: 1, transfer_data: { destination: await accountIdOf(other) } },
        {},
      ],
      [
        "another business's intent for the same amount",
        { transfer_data: { destination: await accountIdOf(other) } },
        {},
      ],
      ["an amount one cent short", { amount: order.total - 1 }, {}],
      ["another currency", { currency: "eur" }, {}],
      ["no destination", { transfer_data: null }, {}],
      ["a connected account's own intent", {}, { account: await accountIdOf(business) }],
    ];
    for (const [name, changes, extra] of cases)
      for (const type of TYPES) {
        const event = eventOf(type, await heldIntent(order, changes), extra);
        expect((await double.deliver(event)).status, `${name} ${type}`).toBe(200);
        await t.app.jobs.drain();
        expect(await orderRow(order.id), `${name} ${type}`).toMatchObject({
          status: "PENDING_PAYMENT",
          paymentStatus: "PENDING",
          paymentIntentId: null,
        });
      }
  });

  it("takes an intent's id only from an event that shows the card held or charged", async () => {
    const order = await placeOnline(business);
    for (const type of ["payment_intent.created", "payment_intent.payment_failed"]) {
      const stray = await heldIntent(order, {
        id: `pi_stray_${order.id}`,
        status: "requires_payment_method",
      });
      expect((await double.deliver(eventOf(type, stray))).status, type).toBe(200);
      await t.app.jobs.drain();
      expect(await orderRow(order.id), type).toMatchObject({
        paymentStatus: "PENDING",
        paymentIntentId: null,
      });
    }
    const held = await heldIntent(order);
    expect((await double.deliver(eventOf("payment_intent.amount_capturable_updated", held))).status).toBe(
      200,
    );
    await t.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "AUTHORIZED", paymentIntentId: held.id });
  });

  it("moves an order with an intent only for that intent", async () => {
    const order = await placeOnline(business);
    const intentId = await intentFor(order);
    for (const type of TYPES) {
      const event = eventOf(type, await heldIntent(order, { id: `${intentId}x` }));
      expect((await double.deliver(event)).status).toBe(200);
      await t.app.jobs.drain();
      expect(await orderRow(order.id), type).toMatchObject({
        status: "PENDING_PAYMENT",
        paymentStatus: "PENDING",
        paymentIntentId: intentId,
      });
    }
  });

  it("still takes the order's own intent when its event beats the intent id's write", async () => {
    const order = await placeOnline(business);
    const intentId = await intentFor(order);
    await double.settled();
    // As if create-intent's answer from Stripe had not been written yet when the guest's card was held.
    await t.database.db.update(orders).set({ paymentIntentId: null }).where(eq(orders.id, order.id));
    expect((await double.payments.confirmAsGuest(intentId, "4242424242424242")).status).toBe(200);
    await double.settled();
    await t.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({
      status: "NEW",
      paymentStatus: "AUTHORIZED",
      paymentIntentId: intentId,
    });
  });

  it("ends NEW and PAID whether the capture's event or the authorization's arrives first", async () => {
    const ends: unknown[] = [];
    for (const first of ["payment_intent.succeeded", "payment_intent.amount_capturable_updated"]) {
      const order = await placeOnline(business);
      const intentId = await intentFor(order);
      await double.settled();
      double.setWebhookUrl(undefined);
      await double.payments.confirmAsGuest(intentId, "4242424242424242");
      // Captured at Stripe (its dashboard) before the authorization's event reached us.
      const captured = await fetch(`${double.url}/v1/payment_intents/${intentId}/capture`, {
        method: "POST",
        headers: { authorization: `Bearer ${double.secretKey}` },
      });
      expect(captured.status).toBe(200);
      await double.settled();
      double.setWebhookUrl(webhookUrl());
      const mine = (type: string) =>
        double.events.find(
          (event) => event.type === type && (event.data.object as { id?: string }).id === intentId,
        ) as StripeEvent;
      const second =
        first === "payment_intent.succeeded"
          ? "payment_intent.amount_capturable_updated"
          : "payment_intent.succeeded";
      expect((await double.deliver(mine(first))).status).toBe(200);
      expect((await double.deliver(mine(second))).status).toBe(200);
      await t.app.jobs.drain();
      const row = await orderRow(order.id);
      ends.push({ first, status: row.status, paymentStatus: row.paymentStatus });
    }
    expect(ends).toEqual([
      { first: "payment_intent.succeeded", status: "NEW", paymentStatus: "PAID" },
      { first: "payment_intent.amount_capturable_updated", status: "NEW", paymentStatus: "PAID" },
    ]);
  });
});

describe("a charge.refunded event", () => {
  it("marks no order refunded unless the charge was of the order's own intent", async () => {
    const placed = await placeOrder(api, business, orderBody(business, { payment: "CASH" }));
    expect(placed.status).toBe(201);
    const cash = placed.body as { id: string; total: number };
    const move = (status: string, extra: Record<string, unknown> = {}) =>
      api.post(`/v1/orders/${cash.id}/status`, { status, ...extra }, business.token);
    expect((await move("ACCEPTED", { readyInMinutes: 15 })).status).toBe(200);
    expect((await move("READY")).status).toBe(200);
    expect((await move("COMPLETED")).body).toMatchObject({ paymentStatus: "PAID" });
    const refund = (extra: Partial<StripeEvent> = {}) =>
      eventOf(
        "charge.refunded",
        {
          id: `ch_other_${cash.id}`,
          object: "charge",
          amount: cash.total,
          amount_refunded: cash.total,
          currency: "usd",
          payment_intent: `pi_other_${cash.id}`,
          refunded: true,
          metadata: { orderId: cash.id },
        },
        extra,
      );
    // Another charge naming the cash order, on the platform and as a connected account's own.
    for (const event of [refund(), refund({ account: await accountIdOf(other) })]) {
      expect((await double.deliver(event)).status).toBe(200);
      await t.app.jobs.drain();
      expect(await orderRow(cash.id)).toMatchObject({ paymentStatus: "PAID", refunded: 0 });
    }
  });
});
