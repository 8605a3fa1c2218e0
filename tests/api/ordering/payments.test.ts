import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { orders, paymentAccounts, paymentEvents } from "../../../src/server/db/schema.ts";
import { type LiveMessage, LiveMessageSchema } from "../../../src/shared/live/live.ts";
import { platformFee } from "../../../src/shared/payments/payments.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, type StripeEvent, startStripeDouble } from "../../stripe/index.ts";

// Card payments (docs/decisions/010): Connect onboarding, the guest's PaymentIntent, the webhook as the truth,
// capture on accept, release on reject, refunds — through the real app and database, with the real stripe SDK
// talking to the Stripe double (tests/stripe).

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

// Two large pizzas with cheese and a soda, 8.25 % tax: the orders tests' total.
const TOTAL = 3734;

const accountOf = (member: { memberId: string; token: string }) =>
  api.get(`/v1/payment/connected-account?memberId=${member.memberId}`, member.token);

async function onlineBusiness(): Promise<OrderingBusiness> {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, business);
  return business;
}

async function addressOf(business: OrderingBusiness) {
  const dashboard = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  return dashboard.body.business.url as string;
}

async function placeOnline(business: OrderingBusiness) {
  const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
  expect(placed.status).toBe(201);
  return placed.body as {
    id: string;
    trackingKey: string;
    status: string;
    paymentStatus: string;
    total: number;
  };
}

const intentFor = (order: { id: string; trackingKey: string }) =>
  api.post(`/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`);

const guestOrder = async (order: { id: string; trackingKey: string }) =>
  (await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`)).body;

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
};

/** Waits (10 s at most on a quiet machine) until `isDone` holds. */
async function until(isDone: () => boolean) {
  const end = Date.now() + scaled(10_000);
  while (!isDone() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The owner accepts; the settle job then captures the card (the answer says "capture pending" until it has). */
async function acceptAndCapture(business: OrderingBusiness, order: { id: string }) {
  const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
  expect(accepted.status).toBe(200);
  await t.app.jobs.drain();
  expect((await orderRow(order.id)).paymentStatus).toBe("PAID");
}

/** The guest pays: create-intent, then Stripe.js confirms with the card (as the browser does). */
async function pay(order: { id: string; trackingKey: string }, card = "4242424242424242") {
  const intent = await intentFor(order);
  expect(intent.status).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  const confirmed = await double.payments.confirmAsGuest(intentId, card);
  await double.settled();
  await t.app.jobs.drain();
  return { intent: intent.body, intentId, confirmed };
}

describe("the connected account", () => {
  it("goes from not connected through onboarding to charges enabled, told by account.updated", async () => {
    const member = await createMember(api);
    expect((await accountOf(member)).body).toEqual({
      exists: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      state: "NOT_CONNECTED",
      requirements: [],
      isConfigured: true,
    });
    const created = await api.post(
      `/v1/payment/connected-account?memberId=${member.memberId}`,
      undefined,
      member.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ exists: true, chargesEnabled: false, state: "DETAILS_NEEDED" });
    expect(created.body.requirements.length).toBeGreaterThan(0);
    // Creating again answers the same account: one account per member.
    await api.post(`/v1/payment/connected-account?memberId=${member.memberId}`, undefined, member.token);
    const accountsOfMember = [...double.connect.accounts.values()].filter(
      (account) => account.metadata.memberId === member.memberId,
    );
    expect(accountsOfMember).toHaveLength(1);
    expect(accountsOfMember[0]?.controller).toMatchObject({ stripe_dashboard: { type: "express" } });

    const restricted = await onboard(api, double, member, "restricted");
    expect(restricted.returnTo).toBe("http://menu.test/app/settings/payments?stripe=return");
    expect((await accountOf(member)).body).toMatchObject({
      state: "RESTRICTED",
      chargesEnabled: false,
      requirements: expect.arrayContaining(["individual.verification.document"]),
    });

    await onboard(api, double, member, "complete");
    // The webhook alone (no look from the owner yet) stored the news.
    const [row] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.memberId, member.memberId));
    expect(row).toMatchObject({ chargesEnabled: true, detailsSubmitted: true, requirements: [] });
    expect((await accountOf(member)).body).toMatchObject({ state: "CHARGES_ENABLED", chargesEnabled: true });
    const options = await api.get(`/v1/public/businesses/${member.businessId}/ordering`);
    expect(options.status).toBe(200);
  });

  it("is another member's: 404 for their memberId, and nothing of theirs changes", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    await api.post(`/v1/payment/connected-account?memberId=${owner.memberId}`, undefined, owner.token);
    const before = double.connect.accounts.size;
    const query = `memberId=${owner.memberId}`;
    expect((await api.get(`/v1/payment/connected-account?${query}`, other.token)).status).toBe(404);
    expect((await api.post(`/v1/payment/connected-account?${query}`, undefined, other.token)).status).toBe(
      404,
    );
    expect((await api.post(`/v1/payment/link-account?${query}`, undefined, other.token)).status).toBe(404);
    expect(double.connect.accounts.size).toBe(before);
    expect((await api.get(`/v1/payment/connected-account?${query}`)).status).toBe(401);
  });
});

describe("paying an order online", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await onlineBusiness();
  });

  it("offers online card only once the account takes charges", async () => {
    const offline = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    const refused = await placeOrder(api, offline, orderBody(offline, { payment: "ONLINE_CARD" }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("METHOD_OFF");
    expect(
      (await api.get(`/v1/public/businesses/${offline.businessId}/ordering`)).body.payments,
    ).not.toContain("ONLINE_CARD");
    expect((await api.get(`/v1/public/businesses/${business.businessId}/ordering`)).body.payments).toContain(
      "ONLINE_CARD",
    );
  });

  it("waits for payment, and asks Stripe for exactly the server's total as a held destination charge", async () => {
    const order = await placeOnline(business);
    expect(order).toMatchObject({ status: "PENDING_PAYMENT", paymentStatus: "PENDING", total: TOTAL });
    // Not the owner's yet: on no tab, no mail.
    expect((await api.get(`/v1/businesses/${business.businessId}/orders/count`, business.token)).body).toBe(
      0,
    );

    const intent = await intentFor(order);
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      amount: TOTAL,
      currencyCode: "USD",
      publishableKey: double.publishableKey,
    });
    const pi = double.payments.intents.get(String(intent.body.clientSecret).split("_secret_")[0] ?? "");
    const [account] = [...double.connect.accounts.values()].filter(
      (a) => a.metadata.memberId === business.memberId,
    );
    expect(pi).toMatchObject({
      amount: TOTAL,
      currency: "usd",
      capture_method: "manual",
      application_fee_amount: platformFee(TOTAL, 3),
      transfer_data: { destination: account?.id },
      metadata: { orderId: order.id },
    });
    expect(platformFee(TOTAL, 3)).toBe(112);
    // Asking again (a reload, a second tab) gives the same intent.
    expect((await intentFor(order)).body.clientSecret).toBe(intent.body.clientSecret);
    expect((await api.post(`/v1/public/payment/create-intent?orderId=${order.id}&key=wrong`)).status).toBe(
      404,
    );
  });

  it("lets a declined card try again; once authorized the order reaches the owner, and create-intent says paid", async () => {
    const order = await placeOnline(business);
    const declined = await pay(order, "4000000000000002");
    expect(declined.confirmed.status).toBe(402);
    expect(declined.confirmed.body.error).toMatchObject({ code: "card_declined" });
    expect(await guestOrder(order)).toMatchObject({ status: "PENDING_PAYMENT", paymentStatus: "PENDING" });

    const paid = await pay(order);
    expect(paid.intentId).toBe(declined.intentId);
    expect(paid.confirmed.body.status).toBe("requires_capture");
    expect(await guestOrder(order)).toMatchObject({ status: "NEW", paymentStatus: "AUTHORIZED" });
    const mails = t.outbox().filter((mail) => mail.link?.endsWith(`/app/orders/${order.id}`));
    expect(mails).toHaveLength(1);
    // The card is held, not charged: the mail says so, never that the order is paid.
    expect(mails[0]?.text).toContain(
      "Total $37.34, held on the guest's card online, charged when you accept",
    );
    expect(mails[0]?.text).not.toMatch(/\bpaid\b/);
    const again = await intentFor(order);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_PAID");
  });

  it("captures exactly once when the owner accepts twice at the same moment", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    const accept = () => api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const accepted = answers.find((answer) => answer.status === 200)?.body;
    // Accepting never waits on Stripe: the card is captured by the settle job right after.
    expect(accepted).toMatchObject({ status: "ACCEPTED", paymentStatus: "AUTHORIZED" });
    await t.app.jobs.drain();
    await double.settled();
    await t.app.jobs.drain();
    const captures = double.calls.filter((call) => call.path === `/v1/payment_intents/${intentId}/capture`);
    expect(captures).toHaveLength(1);
    expect(double.payments.find(intentId)).toMatchObject({ status: "succeeded", amount_received: TOTAL });
    expect((await orderRow(order.id)).paymentStatus).toBe("PAID");
  });

  it("releases the hold when the owner rejects", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    const rejected = await api.post(
      `/v1/orders/${order.id}/status`,
      { status: "REJECTED", reason: "Out of dough" },
      business.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "REJECTED", paymentStatus: "RELEASED" });
    expect(double.payments.find(intentId).status).toBe("canceled");
    expect(double.calls.some((call) => call.path === `/v1/payment_intents/${intentId}/capture`)).toBe(false);
  });

  it("refunds part, then the rest, of a captured payment; never more than was paid", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    const refund = (body: unknown, token = business.token) =>
      api.post(`/v1/orders/${order.id}/refund`, body, token);
    const early = await refund({ amount: 100 });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe("NOT_CAPTURED");
    await acceptAndCapture(business, order);

    const other = await createMember(api);
    expect((await refund({ amount: 100 }, other.token)).status).toBe(404);

    const badReason = await refund({ amount: 1000, reason: "changed my mind" });
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toBe("Please choose a reason from the list.");
    const part = await refund({ amount: 1000, reason: "requested_by_customer" });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refunded: 1000 });
    // Stripe got the amount and the owner's reason, and takes the money back from the owner's account.
    expect(
      [...double.payments.refunds.values()].filter((refund) => refund.payment_intent === intentId),
    ).toEqual([
      expect.objectContaining({
        amount: 1000,
        reason: "requested_by_customer",
        transfer_reversal: expect.stringMatching(/^trr_/),
      }),
    ]);
    const tooMuch = await refund({ amount: TOTAL });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("You can refund at most $27.34.");
    expect((await refund({ amount: 0 })).status).toBe(400);
    const rest = await refund({});
    expect(rest.body).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL });
    await double.settled();
    const charge = double.payments.charges.get(double.payments.find(intentId).latest_charge ?? "");
    expect(charge).toMatchObject({ amount_refunded: TOTAL, refunded: true });
    expect((await orderRow(order.id)).refunded).toBe(TOTAL);
  });

  it("dates a refund, and the guest's order page says what came back and when, in the order's language", async () => {
    const french = await createOrderingBusiness(api, {
      config: { onlineCardPayment: true, languages: ["en", "fr"] },
    });
    await onboard(api, double, french);
    const order = await placeOnline(french);
    await pay(order);
    await acceptAndCapture(french, order);
    const dashboard = await api.get(
      `/v1/members/${french.memberId}/dashboard?businessId=${french.businessId}`,
      french.token,
    );
    const orderPage = async (lang: string) =>
      (
        await fetch(
          `${t.baseUrl}/m/${dashboard.body.business.url}/orders/${order.id}?key=${order.trackingKey}&lang=${lang}`,
        )
      ).text();
    expect(await guestOrder(order)).toMatchObject({ refunded: 0, refundedDate: null });
    // Before any refund the page has nothing to say about one (its place stays hidden for the live script).
    expect(await orderPage("en")).toContain('<p class="refund" data-refund role="status" hidden></p>');

    const before = Date.now();
    const part = await api.post(`/v1/orders/${order.id}/refund`, { amount: 550 }, french.token);
    expect(part.status).toBe(200);
    const refundedDate = String(part.body.refundedDate);
    expect(new Date(refundedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(refundedDate).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await guestOrder(order)).toMatchObject({ refunded: 550, refundedDate });
    // The business keeps UTC: the date is told on its clock, in the guest's language.
    const at = new Date(refundedDate);
    const english = await orderPage("en");
    const date = new Intl.DateTimeFormat("en", {
      dateStyle: "medium",
      timeStyle: "short",
      hour12: true,
      timeZone: "UTC",
    }).format(at);
    expect(english).toContain(`>$5.50 was refunded to your card on ${date}.</p>`);
    expect(english).toMatch(/on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M\.</);
    const inFrench = await orderPage("fr");
    expect(inFrench).toContain("$5.50 ont été remboursés sur votre carte le ");
    expect(inFrench).not.toContain("was refunded");
  });

  it("answers a refund with the order as Stripe's refund event left it when the event beats Stripe's answer", async () => {
    const order = await placeOnline(business);
    await pay(order);
    await acceptAndCapture(business, order);
    double.setEventsBeforeAnswers(true);
    try {
      const all = await api.post(`/v1/orders/${order.id}/refund`, {}, business.token);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL });
    } finally {
      double.setEventsBeforeAnswers(false);
    }
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL });
  });

  it("refunds once when two refunds of more than half ask at the same moment", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    await acceptAndCapture(business, order);
    const answers = await Promise.all(
      [0, 1].map(() => api.post(`/v1/orders/${order.id}/refund`, { amount: 2000 }, business.token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.message).toBe("You can refund at most $17.34.");
    await double.settled();
    const charge = double.payments.charges.get(double.payments.find(intentId).latest_charge ?? "");
    expect(charge?.amount_refunded).toBe(2000);
    expect(await orderRow(order.id)).toMatchObject({ refunded: 2000, paymentStatus: "PARTIALLY_REFUNDED" });
  });

  it("releases, never captures, a payment for an order whose items vanished meanwhile", async () => {
    const order = await placeOnline(business);
    const intent = await intentFor(order);
    // The owner takes the pizza off the menu and publishes while the guest types the card.
    const menus = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
    const menu = menus.body[0];
    const nodes = menu.nodes.map((group: { nodes: { id: string }[] }) => ({
      ...group,
      nodes: group.nodes.filter((item) => item.id !== business.items.pizza),
    }));
    expect(
      (await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes }, business.token)).status,
    ).toBe(200);
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);

    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();
    await t.app.jobs.drain();
    expect(await guestOrder(order)).toMatchObject({ status: "CANCELLED", paymentStatus: "RELEASED" });
    expect(double.payments.find(intentId).status).toBe("canceled");
    // Put the pizza back for the other tests.
    const current = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body[0];
    await api.put("/v1/menus", { id: menu.id, version: current.version, nodes: menu.nodes }, business.token);
    await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token);
  });

  it("marks an order authorized during a pause as placed before it, for the Orders and kitchen screens", async () => {
    const paused = await onlineBusiness();
    const before = await placeOnline(paused);
    const intent = await intentFor(before);
    expect(intent.status).toBe(200);
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    const pause = await api.put(
      `/v1/businesses/${paused.businessId}/ordering/pause`,
      { minutes: 30 },
      paused.token,
    );
    expect(pause.status).toBe(200);
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await double.settled();
    await t.app.jobs.drain();
    const owners = await api.get(`/v1/orders/${before.id}`, paused.token);
    expect(owners.body).toMatchObject({ status: "NEW", placedBeforePause: true });
    const list = await api.get(`/v1/businesses/${paused.businessId}/orders?tab=new`, paused.token);
    expect(list.body.list.find((o: { id: string }) => o.id === before.id)?.placedBeforePause).toBe(true);
    // The guest's own view does not carry the kitchen's note.
    expect(await guestOrder(before)).not.toHaveProperty("placedBeforePause");

    // Once the pause is over, an order paid then came in as usual.
    await api.delete(`/v1/businesses/${paused.businessId}/ordering/pause`, paused.token);
    const after = await placeOnline(paused);
    await pay(after);
    expect((await api.get(`/v1/orders/${after.id}`, paused.token)).body).toMatchObject({
      status: "NEW",
      placedBeforePause: false,
    });
  });

  it("lets the guest give up on the card and pay at pick-up when the business takes cash", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order, "4000000000000002");
    const switched = await api.post(
      `/v1/public/payment/pay-in-person?orderId=${order.id}&key=${order.trackingKey}`,
      { payment: "CASH" },
    );
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({ status: "NEW", payment: "CASH", paymentStatus: "DUE" });
    expect(double.payments.find(intentId).status).toBe("canceled");
  });

  it("switches to paying in person even when Stripe's cancel event arrives before Stripe's answer", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order, "4000000000000002");
    double.setEventsBeforeAnswers(true);
    let switched: Awaited<ReturnType<typeof api.post>>;
    try {
      switched = await api.post(
        `/v1/public/payment/pay-in-person?orderId=${order.id}&key=${order.trackingKey}`,
        { payment: "CASH" },
      );
    } finally {
      double.setEventsBeforeAnswers(false);
    }
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await guestOrder(order)).toMatchObject({ status: "NEW", payment: "CASH", paymentStatus: "DUE" });
    expect(double.payments.find(intentId)).toMatchObject({
      status: "canceled",
      cancellation_reason: "requested_by_customer",
    });
  });
});

describe("the pay step page", () => {
  it("loads Stripe only while the order waits for its card, with a CSP naming exactly Stripe's origins", async () => {
    const business = await onlineBusiness();
    const order = await placeOnline(business);
    const page = await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${double.url}`);
    expect(csp).toContain(`connect-src 'self' ${double.url}`);
    expect(csp).toContain(`frame-src ${double.url}`);
    const html = await page.text();
    expect(html).toContain(`<script src="${double.jsUrl}"></script>`);
    expect(html).toContain("Pay $37.34");
    expect(html).toContain("Pay at pick-up instead");
    // The summary lists what the total counts: the size, the options chosen and the note, as the confirmation does.
    expect(html).toContain("2 × Margherita (Large)<small>Extra cheese</small><small>“Well done”</small>");

    expect((await fetch(`${t.baseUrl}/pay/${order.id}?key=wrong`)).status).toBe(404);
  });

  it("is the restaurant's page: its name on a banner in its colours, in the one stylesheet the CSP allows", async () => {
    const business = await createOrderingBusiness(api, {
      config: { onlineCardPayment: true, bannerColor: "#7a1f1f", bannerTextColor: "#ffffff" },
    });
    await onboard(api, double, business);
    const order = await placeOnline(business);
    const page = await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}`);
    const html = await page.text();
    const menu = await fetch(`${t.baseUrl}/m/${await addressOf(business)}`).then((answer) => answer.text());
    const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(menu)?.[1] ?? "";
    expect(name).not.toBe("");
    expect(html).toContain(`<p class="name">${name}</p>`);
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? "");
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain("--banner:#7a1f1f");
    const hash = createHash("sha256")
      .update(styles[0] ?? "")
      .digest("base64");
    expect(page.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
    // Where a held card goes on to by itself: the order's own page.
    expect(html).toContain(`data-order-page="/m/`);

    await pay(order);
    const after = await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}`);
    expect(after.headers.get("content-security-policy")).not.toContain(double.url);
    const text = await after.text();
    expect(text).not.toContain(double.jsUrl);
    expect(text).toContain("Payment authorized");
  });

  it("speaks the language the order was placed in, as the menu page picks it", async () => {
    const business = await createOrderingBusiness(api, {
      config: { onlineCardPayment: true, languages: ["en", "fr", "ar"] },
    });
    await onboard(api, double, business);
    // The pizza is published with its French name and sizes.
    const current = await api.get(`/v1/ilmenus?menuId=${business.menuId}`, business.token);
    const nodes = current.body.nodes;
    const pizza = nodes[0].nodes.find((item: { id: string }) => item.id === business.items.pizza);
    pizza.translations = { fr: { name: "Marguerite", sizes: ["Petite", "Grande"] } };
    const saved = await api.put(
      "/v1/menus",
      { id: business.menuId, version: current.body.version, nodes },
      business.token,
    );
    expect(saved.status).toBe(200);
    const published = await api.post(
      `/v1/businesses/${business.businessId}/publish`,
      undefined,
      business.token,
    );
    expect(published.status).toBe(200);
    const order = await placeOnline(business);
    const french = await (
      await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}&lang=fr`)
    ).text();
    // What was ordered, named as the French menu names it (the order keeps the originals for the kitchen).
    expect(french).toContain("2 × Marguerite (Grande)");
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("<h2>Payer par carte</h2>");
    expect(french).toContain("Payer $37.34");
    expect(french).toContain("Payer au retrait");
    // The script's own sentences come in the page's language too.
    expect(french).toContain('data-try-another="Veuillez essayer une autre carte."');
    expect(french).not.toContain("Pay by card");
    // Without ?lang, the browser's language when the menu has it; right to left for Arabic.
    const arabic = await (
      await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}`, {
        headers: { "accept-language": "ar-EG,en;q=0.5" },
      })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("الدفع بالبطاقة");
    // The amount keeps its own direction inside Arabic words: "$37.34", not "37.34$".
    expect(arabic).toContain("\u2066$37.34\u2069");
    // Once paid, the way to the confirmation keeps the language.
    await pay(order);
    const paid = await (await fetch(`${t.baseUrl}/pay/${order.id}?key=${order.trackingKey}&lang=fr`)).text();
    expect(paid).toContain("Paiement autorisé");
    expect(paid).toContain(
      `/orders/${order.id}?key=${order.trackingKey}&amp;lang=fr">Suivre votre commande</a>`,
    );
  });
});

describe("the webhook", () => {
  let business: OrderingBusiness;
  let stripe: Stripe;
  const webhookUrl = () => `${t.baseUrl}/v1/public/payment/webhook`;
  const post = (body: string, signature: string) =>
    fetch(webhookUrl(), {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
  beforeAll(async () => {
    business = await onlineBusiness();
    stripe = new Stripe(double.secretKey);
  });

  it("refuses a bad signature and an old one with 400, and changes nothing", async () => {
    const order = await placeOnline(business);
    await intentFor(order);
    const pi = double.payments.find((await orderRow(order.id)).paymentIntentId ?? "");
    const event = {
      id: "evt_forged_1",
      object: "event",
      type: "payment_intent.amount_capturable_updated",
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...pi, status: "requires_capture", amount_capturable: pi.amount } },
    };
    const body = JSON.stringify(event);
    const wrong = stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_not_ours" });
    const forged = await post(body, wrong);
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe("BAD_SIGNATURE");
    expect((await post(body, "t=1,v1=00")).status).toBe(400);
    const old = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: double.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await post(body, old)).status).toBe(400);
    const tampered = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: double.webhookSecret,
    });
    expect((await post(body.replace(order.id, "someone-else"), tampered)).status).toBe(400);
    expect(await guestOrder(order)).toMatchObject({ status: "PENDING_PAYMENT", paymentStatus: "PENDING" });
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_forged_1")),
    ).toEqual([]);
  });

  it("applies an event delivered 5 times once", async () => {
    const order = await placeOnline(business);
    await pay(order);
    const authorized = double.events.find(
      (event) =>
        event.type === "payment_intent.amount_capturable_updated" &&
        (event.data.object.metadata as Record<string, string>).orderId === order.id,
    );
    if (!authorized) throw new Error("no authorization event");
    const mailsBefore = t.outbox().length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => double.deliver(authorized)));
    expect(answers.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    await t.app.jobs.drain();
    expect(t.outbox().length).toBe(mailsBefore);
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, authorized.id)),
    ).toHaveLength(1);
    expect(await guestOrder(order)).toMatchObject({ status: "NEW", paymentStatus: "AUTHORIZED" });
  });

  it("ends right when a cancel arrives before the authorization it followed", async () => {
    const order = await placeOnline(business);
    const intent = await intentFor(order);
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    double.setWebhookUrl(undefined);
    await double.payments.confirmAsGuest(intentId, "4242424242424242");
    await fetch(`${double.url}/v1/payment_intents/${intentId}/cancel`, {
      method: "POST",
      headers: { authorization: `Bearer ${double.secretKey}` },
    });
    await double.settled();
    double.setWebhookUrl(webhookUrl());
    const mine = (type: string) =>
      double.events.find(
        (event) => event.type === type && (event.data.object as { id?: string }).id === intentId,
      ) as StripeEvent;
    expect((await double.deliver(mine("payment_intent.canceled"))).status).toBe(200);
    expect((await double.deliver(mine("payment_intent.amount_capturable_updated"))).status).toBe(200);
    await t.app.jobs.drain();
    expect(await guestOrder(order)).toMatchObject({ status: "CANCELLED", paymentStatus: "RELEASED" });
    expect(
      (await api.get(`/v1/businesses/${business.businessId}/orders?tab=new`, business.token)).body.list,
    ).not.toContainEqual(expect.objectContaining({ id: order.id }));
  });

  it("ends right when refunds made at Stripe arrive newest first", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    await acceptAndCapture(business, order);
    await double.settled();
    double.setWebhookUrl(undefined);
    // Refunds from Stripe's dashboard: only the webhook tells us.
    const refund = (amount: number) =>
      fetch(`${double.url}/v1/refunds`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${double.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ payment_intent: intentId, amount: String(amount) }),
      });
    await refund(1000);
    await refund(TOTAL - 1000);
    await double.settled();
    double.setWebhookUrl(webhookUrl());
    const refunds = double.events.filter(
      (event) => event.type === "charge.refunded" && event.data.object.payment_intent === intentId,
    );
    expect(refunds).toHaveLength(2);
    const [first, second] = refunds as [StripeEvent, StripeEvent];
    await double.deliver(second);
    await double.deliver(first);
    expect(await guestOrder(order)).toMatchObject({ paymentStatus: "REFUNDED", refunded: TOTAL });
    // Made at Stripe, the refund is dated by Stripe's event: the newest, which brought the whole amount.
    expect((await guestOrder(order)).refundedDate).toBe(new Date(second.created * 1000).toISOString());
  });

  it("tells the owner's open dashboards when a refund made at Stripe arrives, and only as a payment change", async () => {
    const order = await placeOnline(business);
    const { intentId } = await pay(order);
    await acceptAndCapture(business, order);
    await double.settled();
    const url = `${t.baseUrl.replace(/^http/, "ws")}/v1/businesses/${business.businessId}/live?token=${business.token}`;
    const socket = new WebSocket(url);
    const messages: LiveMessage[] = [];
    socket.on("message", (data) => messages.push(LiveMessageSchema.parse(JSON.parse(String(data)))));
    try {
      await until(() => messages.some((message) => message.type === "ready"));
      const refunded = await fetch(`${double.url}/v1/refunds`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${double.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ payment_intent: intentId, amount: "500" }),
      });
      expect(refunded.status).toBe(200);
      await double.settled();
      await until(() =>
        messages.some((message) => message.type === "order" && message.order.id === order.id),
      );
      expect(messages.filter((message) => message.type === "order" && message.order.id === order.id)).toEqual(
        [
          {
            type: "order",
            change: "payment",
            order: expect.objectContaining({
              id: order.id,
              status: "ACCEPTED",
              paymentStatus: "PARTIALLY_REFUNDED",
            }),
          },
        ],
      );
      expect(await guestOrder(order)).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED", refunded: 500 });
    } finally {
      socket.close();
    }
  });

  it("keeps the newer account state when an older account.updated arrives last", async () => {
    const member = await createMember(api);
    await onboard(api, double, member, "complete");
    const [row] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.memberId, member.memberId));
    const account = double.connect.find(row?.stripeAccountId ?? "");
    const stale: StripeEvent = {
      id: "evt_stale_account",
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000) - 120,
      data: { object: { ...account, charges_enabled: false, details_submitted: false } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "account.updated",
      account: account.id,
    };
    expect((await double.deliver(stale)).status).toBe(200);
    expect((await accountOf(member)).body).toMatchObject({ chargesEnabled: true, state: "CHARGES_ENABLED" });
  });
});

describe("without a Stripe key", () => {
  let bare: TestApp;
  let bareApi: Api;
  beforeAll(async () => {
    bare = await startTestApp();
    bareApi = createApi(bare.baseUrl);
  });
  afterAll(() => bare.close());

  it("runs, says online card payment needs configuration, and offers no online card", async () => {
    const member = await createMember(bareApi);
    const account = await bareApi.get(
      `/v1/payment/connected-account?memberId=${member.memberId}`,
      member.token,
    );
    expect(account.body).toMatchObject({ exists: false, isConfigured: false, state: "NOT_CONNECTED" });
    const created = await bareApi.post(
      `/v1/payment/connected-account?memberId=${member.memberId}`,
      undefined,
      member.token,
    );
    expect(created.status).toBe(400);
    expect(created.body.code).toBe("PAYMENTS_NOT_CONFIGURED");
    expect(created.body.message).toMatch(/needs configuration/);
    const webhook = await fetch(`${bare.baseUrl}/v1/public/payment/webhook`, { method: "POST", body: "{}" });
    expect(webhook.status).toBe(400);
  });
});

describe("the owner's deadline", () => {
  let timed: TestApp;
  let timedApi: Api;
  let timedDouble: StripeDouble;
  beforeAll(async () => {
    timedDouble = await startStripeDouble();
    timed = await startPaymentsApp(timedDouble, { acceptTimeoutMs: 300 });
    timedApi = createApi(timed.baseUrl);
  });
  afterAll(async () => {
    await timed.close();
    await timedDouble.close();
  });

  it("rejects an order not accepted in time, tells the guest, and releases the card", async () => {
    const business = await createOrderingBusiness(timedApi, { config: { onlineCardPayment: true } });
    await onboard(timedApi, timedDouble, business);
    const placed = await placeOrder(timedApi, business, orderBody(business, { payment: "ONLINE_CARD" }));
    const order = placed.body;
    const intent = await timedApi.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
    await timedDouble.payments.confirmAsGuest(intentId, "4242424242424242");
    await timedDouble.settled();
    // The owner's 300 ms pass; the rejection is a job due then, run as soon as it is due.
    const seenOnceDue = async () => {
      await timed.app.jobs.drain();
      return (await timedApi.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`)).body;
    };
    await expect.poll(async () => (await seenOnceDue()).status).toBe("REJECTED");
    const seen = await seenOnceDue();
    expect(seen).toMatchObject({ status: "REJECTED", paymentStatus: "RELEASED" });
    expect(seen.reason).toMatch(/did not accept your order in time/);
    expect(timedDouble.payments.find(intentId).status).toBe("canceled");
  });
});
