import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// The payment tests run against this double instead of Stripe, so it must speak Stripe's protocol well enough for
// the real SDK: its calls, errors, idempotency and signed webhooks that the SDK's own verifier accepts.

let double: StripeDouble;
let stripe: Stripe;
const received: { body: string; signature: string }[] = [];
let hook: ReturnType<typeof createServer>;

beforeAll(async () => {
  double = await startStripeDouble();
  hook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(request.headers["stripe-signature"]),
      });
      response.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  double.setWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`);
  const url = new URL(double.url);
  stripe = new Stripe(double.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await double.close();
  hook.close();
});

describe("the Stripe double", () => {
  it("refuses an unknown key as Stripe does", async () => {
    const url = new URL(double.url);
    const wrong = new Stripe("sk_test_wrong", {
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
    });
    await expect(wrong.accounts.create({ type: "express" })).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
  });

  it("walks an account through onboarding and a manual-capture destination charge with refunds", async () => {
    const account = await stripe.accounts.create({
      controller: { stripe_dashboard: { type: "express" }, fees: { payer: "application" } },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { memberId: "m1" },
    });
    expect(account).toMatchObject({
      charges_enabled: false,
      details_submitted: false,
      metadata: { memberId: "m1" },
    });
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: "http://app.test/refresh",
      return_url: "http://app.test/return",
      type: "account_onboarding",
    });
    expect(link.url).toContain("/connect/onboarding/");

    // A destination charge to an account that cannot take transfers yet is refused.
    await expect(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: "usd",
        transfer_data: { destination: account.id },
        application_fee_amount: 50,
      }),
    ).rejects.toMatchObject({ code: "insufficient_capabilities_for_transfer" });

    double.connect.onboard(account.id, "complete");
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);

    const intent = await stripe.paymentIntents.create({
      amount: 3734,
      currency: "usd",
      capture_method: "manual",
      application_fee_amount: 112,
      transfer_data: { destination: account.id },
      allowed_payment_method_types: ["card"],
      metadata: { orderId: "o1" },
    });
    expect(intent.status).toBe("requires_payment_method");
    await expect(
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined" });
    const authorized = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(authorized).toMatchObject({ status: "requires_capture", amount_capturable: 3734 });

    // The same idempotency key twice: one capture.
    const first = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: "cap-1" });
    const again = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: "cap-1" });
    expect(again).toEqual(first);
    expect(first.status).toBe("succeeded");
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });

    await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 3000 })).rejects.toMatchObject({
      code: "amount_too_large",
    });
    await stripe.refunds.create({ payment_intent: intent.id });
    const charge = await stripe.charges.retrieve(String(first.latest_charge));
    expect(charge).toMatchObject({ amount_refunded: 3734, refunded: true });
  });

  it("saves the first answer per Idempotency-Key, a 500 included, and replays it for 24 hours", async () => {
    const pay = (key: string, amount = 1200) =>
      stripe.paymentIntents.create({ amount, currency: "usd" }, { idempotencyKey: key });
    const before = double.payments.intents.size;
    double.fail({ method: "POST", path: "/v1/payment_intents" }, "error");
    await expect(pay("intent-a")).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    // Stripe is healthy again, but the key's saved answer is the 500: the same request gets it again, no intent.
    await expect(pay("intent-a")).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    expect(double.payments.intents.size).toBe(before);
    // The same key with other parameters is a mistake Stripe refuses.
    await expect(pay("intent-a", 1300)).rejects.toMatchObject({
      type: "StripeIdempotencyError",
      statusCode: 400,
    });
    // A success is replayed too: one intent however often it is asked for.
    const made = await pay("intent-b");
    expect(await pay("intent-b")).toEqual(made);
    expect(double.payments.intents.size).toBe(before + 1);
    // Used on another call, the key is refused as well.
    await expect(
      stripe.paymentIntents.cancel(made.id, {}, { idempotencyKey: "intent-b" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    // After 24 hours Stripe has forgotten the key: the request runs again.
    double.advanceClock(24 * 60 * 60_000);
    try {
      const fresh = await pay("intent-a");
      expect(fresh.status).toBe("requires_payment_method");
      expect(double.payments.intents.size).toBe(before + 2);
    } finally {
      double.advanceClock(-24 * 60 * 60_000);
    }
  });

  it("hangs on demand: the call gets no answer and does nothing", async () => {
    const url = new URL(double.url);
    const impatient = new Stripe(double.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
      maxNetworkRetries: 0,
      timeout: 300,
    });
    const before = double.payments.intents.size;
    double.fail({ path: "/v1/payment_intents" }, "hang");
    await expect(
      impatient.paymentIntents.create({ amount: 1200, currency: "usd" }, { idempotencyKey: "hung-1" }),
    ).rejects.toMatchObject({ type: "StripeConnectionError" });
    expect(double.payments.intents.size).toBe(before);
    // Only the planned number of calls: the next one is answered, and the key was not spent.
    const made = await impatient.paymentIntents.create(
      { amount: 1200, currency: "usd" },
      { idempotencyKey: "hung-1" },
    );
    expect(made.status).toBe("requires_payment_method");
  });

  it("signs webhooks so that the SDK's verifier accepts them, and nothing else", async () => {
    await double.settled();
    expect(received.length).toBeGreaterThan(5);
    const types = received.map((delivery) => JSON.parse(delivery.body).type);
    expect(types).toEqual(
      expect.arrayContaining([
        "account.updated",
        "payment_intent.payment_failed",
        "payment_intent.amount_capturable_updated",
        "payment_intent.succeeded",
        "charge.refunded",
      ]),
    );
    for (const delivery of received) {
      const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, double.webhookSecret);
      expect(event.id).toMatch(/^evt_/);
    }
    const one = received[0];
    if (!one) throw new Error("no delivery");
    expect(() => stripe.webhooks.constructEvent(one.body, one.signature, "whsec_other")).toThrow();
    expect(() =>
      stripe.webhooks.constructEvent(`${one.body} `, one.signature, double.webhookSecret),
    ).toThrow();
  });
});
