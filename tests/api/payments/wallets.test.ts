import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentDomains } from "../../../src/server/db/schema.ts";
import { registerPaymentDomain } from "../../../src/server/features/payments/payment-domains.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// Wallets on the pay step: the intent lets Stripe's Payment Element offer cards, Link, Apple Pay and Google Pay
// (automatic payment methods) while the card is still only held until the owner accepts (manual capture), and the
// guest domain is registered with Stripe's Payment Method Domains once, on the platform that makes the charges.

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

const domainCreates = () =>
  double.calls.filter((call) => call.method === "POST" && call.path === "/v1/payment_method_domains").length;

/** Waits (10 s at most) until `isDone` holds. */
async function until(isDone: () => boolean | Promise<boolean>) {
  const end = Date.now() + 10_000;
  while (!(await isDone())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the pay step's PaymentIntent", () => {
  it("is made with automatic payment methods and a manual capture, and captured only on accept", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    await onboard(api, double, business);
    const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
    expect(placed.status).toBe(201);
    const order = placed.body as { id: string; trackingKey: string };
    const answer = await api.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    expect(answer.status).toBe(200);
    const intentId = String(answer.body.clientSecret).split("_secret_")[0] ?? "";
    // Read back through the real SDK, as Stripe answers it.
    const stripe = new Stripe(double.secretKey, {
      host: new URL(double.url).hostname,
      port: Number(new URL(double.url).port),
      protocol: "http",
    });
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent.capture_method).toBe("manual");
    expect(intent.automatic_payment_methods).toEqual({ enabled: true });
    expect(intent.payment_method_types).toEqual(["card", "link"]);

    // A wallet pays with the card it holds: held, not charged, until the owner accepts.
    expect((await double.payments.confirmAsGuest(intentId, "pm_card_visa")).status).toBe(200);
    await double.settled();
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe("requires_capture");
    const accepted = await api.post(
      `/v1/orders/${order.id}/status`,
      { status: "ACCEPTED", readyInMinutes: 20 },
      business.token,
    );
    expect(accepted.status).toBe(200);
    await until(async () => (await stripe.paymentIntents.retrieve(intentId)).status === "succeeded");
  });

  it("is refused by Stripe's rules when it names methods and automatic methods at once", async () => {
    const response = await fetch(`${double.url}/v1/payment_intents`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${double.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        amount: "1000",
        currency: "usd",
        "automatic_payment_methods[enabled]": "true",
        "payment_method_types[0]": "card",
      }),
    });
    expect(response.status).toBe(400);
  });
});

describe("the guest domain with Stripe's Payment Method Domains", () => {
  it("is registered once when the server starts, on the platform's account, and recorded", async () => {
    await until(async () => (await t.database.db.select().from(paymentDomains)).length === 1);
    expect(double.paymentMethodDomains.list().map((domain) => domain.domain_name)).toEqual(["menu.test"]);
    const [row] = await t.database.db.select().from(paymentDomains);
    expect(row).toMatchObject({ account: "platform", domain: "menu.test" });
    expect(row?.stripeDomainId).toBe(double.paymentMethodDomains.list()[0]?.id);
    expect(domainCreates()).toBe(1);
  });

  it("is not asked again: a known domain costs no call, and one Stripe already has is taken as it is", async () => {
    await until(async () => (await t.database.db.select().from(paymentDomains)).length === 1);
    const stripe = t.app.payments.stripe as Stripe;
    const callsBefore = double.calls.length;
    expect(await registerPaymentDomain({ db: t.database.db, stripe, domain: "Menu.Test" })).toBe("known");
    expect(double.calls.length).toBe(callsBefore);

    // A fresh install on the same Stripe account: the record is gone, Stripe's list still has the domain.
    await t.database.db.delete(paymentDomains).where(eq(paymentDomains.domain, "menu.test"));
    expect(await registerPaymentDomain({ db: t.database.db, stripe, domain: "menu.test" })).toBe("found");
    expect(domainCreates()).toBe(1);
    expect(await t.database.db.select().from(paymentDomains)).toHaveLength(1);

    // Another domain is registered, once.
    expect(await registerPaymentDomain({ db: t.database.db, stripe, domain: "order.menu.test" })).toBe(
      "registered",
    );
    expect(await registerPaymentDomain({ db: t.database.db, stripe, domain: "order.menu.test" })).toBe(
      "known",
    );
    expect(domainCreates()).toBe(2);
  });

  it("speaks Stripe's API in the double: retrieve, list by name, a second create of a name refused", async () => {
    const stripe = t.app.payments.stripe as Stripe;
    const [listed] = (await stripe.paymentMethodDomains.list({ domain_name: "menu.test" })).data;
    expect(listed).toMatchObject({
      object: "payment_method_domain",
      domain_name: "menu.test",
      enabled: true,
      apple_pay: { status: "active" },
      google_pay: { status: "active" },
      link: { status: "active" },
    });
    expect((await stripe.paymentMethodDomains.retrieve(listed?.id ?? "")).domain_name).toBe("menu.test");
    await expect(stripe.paymentMethodDomains.create({ domain_name: "menu.test" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
    });
    // A connected account keeps its own domains.
    const other = await stripe.paymentMethodDomains.list({}, { stripeAccount: "acct_other" });
    expect(other.data).toEqual([]);
  });
});
