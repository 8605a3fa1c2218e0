import { runInNewContext } from "node:vm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A card saved for later on a restaurant's connected account, then charged while the guest is away: the double
// must scope every object to the account whose call made it (`Stripe-Account`), save cards through SetupIntents,
// and fail off-session charges the way Stripe's test cards do, so the real SDK meets what it meets at Stripe.

let double: StripeDouble;
let stripe: Stripe;
let account: string;
let otherAccount: string;

async function connectedAccount() {
  const made = await stripe.accounts.create({
    controller: { stripe_dashboard: { type: "express" }, fees: { payer: "application" } },
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });
  double.connect.onboard(made.id, "complete");
  return made.id;
}

/** A guest (customer) on the account whose card the guest's browser saved with a SetupIntent. */
async function savedCard(card: string, stripeAccount = account) {
  const customer = await stripe.customers.create({ name: "Ada Guest" }, { stripeAccount });
  const intent = await stripe.setupIntents.create(
    { customer: customer.id, allowed_payment_method_types: ["card"] },
    { stripeAccount },
  );
  const confirmed = await double.confirmSetupAsGuest(intent.id, card);
  expect(confirmed.status).toBe(200);
  const done = await stripe.setupIntents.retrieve(intent.id, {}, { stripeAccount });
  expect(done.status).toBe("succeeded");
  return { customer: customer.id, method: String(done.payment_method), setupIntent: intent.id };
}

const eventsOf = (type: string, id: string) =>
  double.events.filter((event) => event.type === type && event.data.object.id === id);

beforeAll(async () => {
  double = await startStripeDouble();
  const url = new URL(double.url);
  stripe = new Stripe(double.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
  account = await connectedAccount();
  otherAccount = await connectedAccount();
});
afterAll(async () => {
  await double.close();
});

describe("the Stripe double's saved cards on a connected account", () => {
  it("saves a guest's card with a SetupIntent on the account, attached to its customer", async () => {
    const customer = await stripe.customers.create(
      { name: "Ada Guest", email: "ada@example.com", phone: "+15550100", metadata: { reservationId: "r1" } },
      { stripeAccount: account },
    );
    expect(customer).toMatchObject({
      object: "customer",
      name: "Ada Guest",
      email: "ada@example.com",
      phone: "+15550100",
      metadata: { reservationId: "r1" },
    });
    expect(customer.id).toMatch(/^cus_/);
    const intent = await stripe.setupIntents.create(
      {
        customer: customer.id,
        usage: "off_session",
        allowed_payment_method_types: ["card"],
        description: "Card holding a table booking",
        metadata: { reservationId: "r1" },
      },
      { stripeAccount: account },
    );
    expect(intent).toMatchObject({
      object: "setup_intent",
      status: "requires_payment_method",
      usage: "off_session",
      customer: customer.id,
      payment_method: null,
      last_setup_error: null,
      allowed_payment_method_types: ["card"],
      payment_method_types: ["card"],
      description: "Card holding a table booking",
      metadata: { reservationId: "r1" },
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(double.setupIntents.intents.get(intent.id)?.status).toBe("requires_payment_method");

    expect((await double.confirmSetupAsGuest(intent.id, "4242424242424242")).status).toBe(200);
    const saved = await stripe.setupIntents.retrieve(intent.id, {}, { stripeAccount: account });
    expect(saved.status).toBe("succeeded");
    const method = await stripe.paymentMethods.retrieve(
      String(saved.payment_method),
      {},
      { stripeAccount: account },
    );
    expect(method).toMatchObject({
      object: "payment_method",
      type: "card",
      customer: customer.id,
      card: { brand: "visa", last4: "4242" },
    });
    expect(method.id).toMatch(/^pm_/);
    const listed = await stripe.customers.listPaymentMethods(customer.id, {}, { stripeAccount: account });
    expect(listed.data.map((one) => one.id)).toEqual([method.id]);
    // The account's webhooks name it, as Connect events do.
    expect(eventsOf("setup_intent.succeeded", intent.id).map((event) => event.account)).toEqual([account]);
    expect(eventsOf("payment_method.attached", method.id).map((event) => event.account)).toEqual([account]);

    // Saved once: confirming again is Stripe's wrong-state refusal.
    await expect(
      stripe.setupIntents.confirm(intent.id, { payment_method: "pm_card_visa" }, { stripeAccount: account }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "setup_intent_unexpected_state",
      message: "You cannot confirm this SetupIntent because it has already succeeded.",
    });
  });

  it("hides an account's objects from the platform and from other accounts, and refuses unknown accounts", async () => {
    const { customer, method, setupIntent } = await savedCard("4242424242424242");
    const missing = { statusCode: 404, code: "resource_missing" };
    await expect(stripe.setupIntents.retrieve(setupIntent)).rejects.toMatchObject({
      ...missing,
      message: `No such setupintent: '${setupIntent}'`,
    });
    await expect(
      stripe.setupIntents.retrieve(setupIntent, {}, { stripeAccount: otherAccount }),
    ).rejects.toMatchObject(missing);
    await expect(stripe.customers.retrieve(customer)).rejects.toMatchObject({
      ...missing,
      message: `No such customer: '${customer}'`,
    });
    await expect(stripe.paymentMethods.retrieve(method)).rejects.toMatchObject(missing);
    // The platform's own customer is not the account's.
    const platformCustomer = await stripe.customers.create({ name: "Platform guest" });
    await expect(
      stripe.customers.retrieve(platformCustomer.id, {}, { stripeAccount: account }),
    ).rejects.toMatchObject(missing);
    await expect(
      stripe.setupIntents.create({ customer: platformCustomer.id }, { stripeAccount: account }),
    ).rejects.toMatchObject({ ...missing, param: "customer" });
    await expect(
      stripe.customers.create({ name: "Nobody" }, { stripeAccount: "acct_unknown" }),
    ).rejects.toMatchObject({ type: "StripePermissionError", statusCode: 403, code: "account_invalid" });
  });

  it("charges a saved card off-session once per Idempotency-Key, with the account's fee", async () => {
    const { customer, method } = await savedCard("5555555555554444");
    const before = double.payments.intents.size;
    const charge = () =>
      stripe.paymentIntents.create(
        {
          amount: 2500,
          currency: "usd",
          customer,
          payment_method: method,
          off_session: true,
          confirm: true,
          application_fee_amount: 75,
          metadata: { reservationId: "r2" },
        },
        { stripeAccount: account, idempotencyKey: "no-show-fee-r2" },
      );
    const intent = await charge();
    expect(intent).toMatchObject({
      status: "succeeded",
      amount_received: 2500,
      customer,
      payment_method: method,
      application_fee_amount: 75,
    });
    expect(await charge()).toEqual(intent);
    expect(double.payments.intents.size).toBe(before + 1);
    expect(eventsOf("payment_intent.succeeded", intent.id).map((event) => event.account)).toEqual([account]);
    const paid = await stripe.charges.retrieve(String(intent.latest_charge), {}, { stripeAccount: account });
    expect(paid).toMatchObject({ amount: 2500, application_fee_amount: 75, payment_method: method });
    await expect(stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ statusCode: 404 });

    // Found by customer on the account, and only there; the account's other intents are not listed.
    await stripe.paymentIntents.create({ amount: 1000, currency: "usd" }, { stripeAccount: account });
    const listed = await stripe.paymentIntents.list({ customer }, { stripeAccount: account });
    expect(listed.data.map((one) => one.id)).toEqual([intent.id]);
    expect((await stripe.paymentIntents.list({ customer })).data).toEqual([]);
    // On the platform a fee still needs a destination.
    await expect(
      stripe.paymentIntents.create({ amount: 2500, currency: "usd", application_fee_amount: 75 }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("fails off-session charges as Stripe's test cards do", async () => {
    const alwaysAuthenticates = await savedCard("4000002760003184");
    const failure = await stripe.paymentIntents
      .create(
        {
          amount: 2500,
          currency: "usd",
          customer: alwaysAuthenticates.customer,
          payment_method: alwaysAuthenticates.method,
          off_session: true,
          confirm: true,
        },
        { stripeAccount: account },
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({
      statusCode: 402,
      code: "authentication_required",
      decline_code: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
      payment_intent: { status: "requires_payment_method" },
    });
    const failedId = (failure as Stripe.errors.StripeCardError).payment_intent?.id ?? "";
    const failed = await stripe.paymentIntents.retrieve(failedId, {}, { stripeAccount: account });
    expect(failed).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "authentication_required",
        payment_method: { id: alwaysAuthenticates.method },
      },
    });
    expect(eventsOf("payment_intent.payment_failed", failedId).map((event) => event.account)).toEqual([
      account,
    ]);

    const declinedLater = await savedCard("4000000000000341");
    await expect(
      stripe.paymentIntents.create(
        {
          amount: 2500,
          currency: "usd",
          customer: declinedLater.customer,
          payment_method: declinedLater.method,
          off_session: true,
          confirm: true,
        },
        { stripeAccount: account },
      ),
    ).rejects.toMatchObject({
      type: "StripeCardError",
      code: "card_declined",
      decline_code: "generic_decline",
    });

    // Authenticated when saved: later off-session charges need no one, as Stripe documents for this card.
    const authenticatedAtSetup = await savedCard("4000002500003155");
    const paid = await stripe.paymentIntents.create(
      {
        amount: 2500,
        currency: "usd",
        customer: authenticatedAtSetup.customer,
        payment_method: authenticatedAtSetup.method,
        off_session: true,
        confirm: true,
      },
      { stripeAccount: account },
    );
    expect(paid.status).toBe("succeeded");

    // Another guest's card is refused before anything is charged.
    await expect(
      stripe.paymentIntents.create(
        {
          amount: 2500,
          currency: "usd",
          customer: declinedLater.customer,
          payment_method: authenticatedAtSetup.method,
          off_session: true,
          confirm: true,
        },
        { stripeAccount: account },
      ),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400, param: "payment_method" });
  });

  it("answers a declined card at setup with a 402, and the guest may try another", async () => {
    const customer = await stripe.customers.create({ name: "Ada Guest" }, { stripeAccount: account });
    const intent = await stripe.setupIntents.create({ customer: customer.id }, { stripeAccount: account });
    const declined = await double.confirmSetupAsGuest(intent.id, "4000000000000002");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      setup_intent: { id: intent.id, status: "requires_payment_method" },
    });
    const failed = await stripe.setupIntents.retrieve(intent.id, {}, { stripeAccount: account });
    expect(failed).toMatchObject({
      status: "requires_payment_method",
      last_setup_error: { code: "card_declined" },
    });
    expect(eventsOf("setup_intent.setup_failed", intent.id)).toHaveLength(1);
    expect(
      (await stripe.customers.listPaymentMethods(customer.id, {}, { stripeAccount: account })).data,
    ).toEqual([]);
    // Through the SDK with the secret key the decline is a StripeCardError carrying the intent.
    await expect(
      stripe.setupIntents.confirm(
        intent.id,
        { payment_method: "pm_card_chargeDeclined" },
        { stripeAccount: account },
      ),
    ).rejects.toMatchObject({ type: "StripeCardError", statusCode: 402, setup_intent: { id: intent.id } });

    expect((await double.confirmSetupAsGuest(intent.id, "pm_card_visa")).status).toBe(200);
    const saved = await stripe.setupIntents.retrieve(intent.id, {}, { stripeAccount: account });
    expect(saved).toMatchObject({ status: "succeeded", last_setup_error: null });
  });

  it("cancels a SetupIntent, which then cannot be confirmed, and detaches a saved card", async () => {
    const intent = await stripe.setupIntents.create({}, { stripeAccount: account });
    const canceled = await stripe.setupIntents.cancel(intent.id, {}, { stripeAccount: account });
    expect(canceled.status).toBe("canceled");
    const confirmed = await double.confirmSetupAsGuest(intent.id, "4242424242424242");
    expect(confirmed).toMatchObject({
      status: 400,
      body: { error: { code: "setup_intent_unexpected_state" } },
    });

    const { customer, method } = await savedCard("4242424242424242");
    const detached = await stripe.paymentMethods.detach(method, {}, { stripeAccount: account });
    expect(detached.customer).toBeNull();
    expect(
      (await stripe.customers.listPaymentMethods(customer, {}, { stripeAccount: account })).data,
    ).toEqual([]);
  });

  it("lets the stand-in Stripe.js confirm a connected account's SetupIntent with confirmSetup", async () => {
    const customer = await stripe.customers.create({ name: "Ada Guest" }, { stripeAccount: account });
    const intent = await stripe.setupIntents.create({ customer: customer.id }, { stripeAccount: account });
    const secret = String(intent.client_secret);
    const script = await (await fetch(double.jsUrl)).text();
    const assigned: string[] = [];
    // Only what confirmSetup touches of a page: the script's own URL, fetch, and where the page is sent.
    const window: Record<string, unknown> = { location: { assign: (url: string) => assigned.push(url) } };
    runInNewContext(script, {
      window,
      document: { currentScript: { src: double.jsUrl } },
      fetch,
      URL,
      URLSearchParams,
    });
    type StandIn = (
      key: string,
      options?: { stripeAccount?: string },
    ) => {
      confirmSetup(params: unknown): Promise<{ error?: { code?: string }; setupIntent?: { status: string } }>;
    };
    const standIn = window.Stripe as StandIn;
    const elementsWith = (number: string) => ({
      clientSecret: secret,
      submit: async () => ({}),
      read: () => ({ "payment_method_data[type]": "card", "payment_method_data[card][number]": number }),
    });

    // Without the account the intent does not exist for Stripe.js either.
    const unscoped = await standIn(double.publishableKey).confirmSetup({
      elements: elementsWith("4242424242424242"),
      redirect: "if_required",
    });
    expect(unscoped.error?.code).toBe("resource_missing");

    const stripeJs = standIn(double.publishableKey, { stripeAccount: account });
    const declined = await stripeJs.confirmSetup({
      elements: elementsWith("4000000000009995"),
      redirect: "if_required",
    });
    expect(declined.error?.code).toBe("card_declined");
    const saved = await stripeJs.confirmSetup({
      elements: elementsWith("4242424242424242"),
      redirect: "if_required",
    });
    expect(saved.setupIntent?.status).toBe("succeeded");

    const another = await stripe.setupIntents.create({ customer: customer.id }, { stripeAccount: account });
    await stripeJs.confirmSetup({
      elements: { ...elementsWith("5555555555554444"), clientSecret: another.client_secret },
      confirmParams: { return_url: "http://menu.test/booking/r1" },
    });
    expect(assigned).toHaveLength(1);
    const back = new URL(assigned[0] ?? "");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      setup_intent: another.id,
      setup_intent_client_secret: another.client_secret,
      redirect_status: "succeeded",
    });
    expect((await stripe.setupIntents.retrieve(another.id, {}, { stripeAccount: account })).status).toBe(
      "succeeded",
    );
  });
});
