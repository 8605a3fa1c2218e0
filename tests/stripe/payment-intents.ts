import { AUTHENTICATION_REQUIRED, type Decline, INCORRECT_NUMBER, isTestMethodId } from "./cards.ts";
import { AccountObjects, type DoubleConnect } from "./connect.ts";
import type { DoubleCustomers, DoublePaymentMethod } from "./customers.ts";
import { type FormObject, integer, metadata, object, text } from "./form.ts";
import {
  invalidRequest,
  missing,
  type StripeDoubleCore,
  StripeDoubleError,
  type StripeRequest,
} from "./stripe-double.ts";

// PaymentIntents, their charges and refunds in the double, following Stripe's state machine:
// requires_payment_method → (confirm) → requires_capture (capture_method manual) or succeeded → canceled.
// Each belongs to the platform, or to the connected account whose call (`Stripe-Account`) made it: a direct
// charge, which may take an application fee without transfer_data. An intent may be made and confirmed in one
// call, off-session, with a customer's saved card (`customer`, `payment_method`, `off_session`, `confirm`).
// Cards follow Stripe's test cards (cards.ts): 4242 4242 4242 4242 / pm_card_visa pays, 4000 0000 0000 0002 /
// pm_card_chargeDeclined is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 wants its
// holder on every off-session charge (`authentication_required`), 4000 0000 0000 0341 is declined when charged.

export interface DoublePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  application_fee_amount: number | null;
  capture_method: "automatic" | "manual" | "automatic_async";
  client_secret: string;
  currency: string;
  status: string;
  cancellation_reason: string | null;
  canceled_at: number | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  customer: string | null;
  description: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  /** Set when the intent lets the account's settings choose its methods (cards, Link, wallets); else null. */
  automatic_payment_methods: { enabled: boolean; allow_redirects?: "always" | "never" } | null;
  transfer_data: { destination: string } | null;
  on_behalf_of: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface DoubleCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  paid: boolean;
  status: string;
  payment_intent: string;
  customer: string | null;
  payment_method: string | null;
  application_fee_amount: number | null;
  destination: string | null;
  metadata: Record<string, string>;
  created: number;
}

export function installPaymentIntents(
  core: StripeDoubleCore,
  connect: DoubleConnect,
  saved: DoubleCustomers,
) {
  const store = new AccountObjects<DoublePaymentIntent>("payment_intent", "intent");
  const chargeStore = new AccountObjects<DoubleCharge>("charge", "charge");
  const refundStore = new AccountObjects<Record<string, unknown> & { id: string }>("refund", "refund");
  const intents = store.all;
  const charges = chargeStore.all;
  const refunds = refundStore.all;
  const asObject = (value: object) => value as Record<string, unknown>;
  const emitFor = (account: string | null, type: string, value: object) =>
    core.emit(type, asObject(value), { account: account ?? undefined });

  /** Any account's intent, for tests. */
  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw missing("payment_intent", id, "intent");
    return intent;
  };

  /** The intent as the call's account sees it; Stripe.js (the publishable key) must name its client secret. */
  function findFor(request: StripeRequest) {
    const account = connect.accountOf(request);
    return { intent: store.intentFor(request, account, "PaymentIntent"), account };
  }

  const unexpected = (intent: DoublePaymentIntent, action: string) =>
    new StripeDoubleError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
      payment_intent: asObject(intent),
    });

  /** The bank said no: the intent waits for another card, and the answer is Stripe's 402 card error. */
  function fail(
    intent: DoublePaymentIntent,
    account: string | null,
    decline: Decline,
    method?: DoublePaymentMethod,
  ): never {
    const error = { type: "card_error", ...decline, ...(method ? { payment_method: asObject(method) } : {}) };
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_payment_error = error;
    emitFor(account, "payment_intent.payment_failed", intent);
    throw new StripeDoubleError(402, { ...error, payment_intent: asObject(intent) });
  }

  /**
   * A confirm: the card it names (or the intent's own), charged. On-session the holder is there to pass any
   * authentication the card asks for (the stand-in passes it for them); off-session no one is, and a card that
   * asks fails with `authentication_required`, unless it asks only of cards not saved with a SetupIntent.
   */
  function pay(intent: DoublePaymentIntent, account: string | null, body: FormObject, offSession: boolean) {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation")
      throw unexpected(intent, "confirmed");
    let resolved: ReturnType<typeof saved.resolveCard>;
    try {
      resolved = saved.resolveCard(account, body, intent.payment_method);
    } catch (error) {
      if (error instanceof StripeDoubleError && error.status === 402) fail(intent, account, INCORRECT_NUMBER);
      throw error;
    }
    if (!resolved) throw invalidRequest("You must provide a payment method.", "payment_method_required");
    const { method, card } = resolved;
    if (!resolved.isNew) saved.checkBelongs(method, intent.customer, "PaymentIntent");
    const wantsHolder =
      card.authentication === "always" ||
      (card.authentication === "unless-set-up" && !saved.isSetUp(method.id));
    if (offSession && wantsHolder) fail(intent, account, AUTHENTICATION_REQUIRED, method);
    if (card.charge) fail(intent, account, card.charge, method);
    const charge: DoubleCharge = {
      id: core.newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.capture_method === "manual" ? 0 : intent.amount,
      amount_refunded: 0,
      captured: intent.capture_method !== "manual",
      refunded: false,
      currency: intent.currency,
      paid: true,
      status: "succeeded",
      payment_intent: intent.id,
      customer: intent.customer,
      payment_method: method.id,
      application_fee_amount: intent.application_fee_amount,
      destination: intent.transfer_data?.destination ?? null,
      metadata: intent.metadata,
      created: core.now(),
    };
    chargeStore.add(charge, account);
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    intent.payment_method = method.id;
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
      emitFor(account, "payment_intent.amount_capturable_updated", intent);
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      emitFor(account, "payment_intent.succeeded", intent);
    }
    return intent;
  }

  core.api("POST", "/v1/payment_intents", (request) => {
    const { body } = request;
    const account = connect.accountOf(request);
    const amount = integer(body.amount);
    if (amount === undefined || amount < 50)
      throw invalidRequest("Amount must be at least 50 cents.", "amount_too_small", "amount");
    const currency = text(body.currency)?.toLowerCase();
    if (!currency || !/^[a-z]{3}$/.test(currency))
      throw invalidRequest("Missing required param: currency.", "parameter_missing", "currency");
    const fee = integer(body.application_fee_amount) ?? null;
    const destination = text(object(body.transfer_data).destination) ?? null;
    // On a connected account's own intent (a direct charge) the fee goes to the platform without transfer_data.
    if (fee !== null && !destination && !account)
      throw invalidRequest("application_fee_amount needs transfer_data[destination] or on_behalf_of.");
    if (fee !== null && (fee < 0 || fee > amount))
      throw invalidRequest(
        "The application fee must not exceed the amount.",
        undefined,
        "application_fee_amount",
      );
    if (destination) {
      const destinationAccount = connect.find(destination);
      if (destinationAccount.capabilities.transfers !== "active")
        throw invalidRequest(
          `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`,
          "insufficient_capabilities_for_transfer",
          "transfer_data[destination]",
        );
    }
    const captureMethod = text(body.capture_method) ?? "automatic_async";
    if (!["automatic", "manual", "automatic_async"].includes(captureMethod))
      throw invalidRequest("Invalid capture_method.", undefined, "capture_method");
    const types = body.allowed_payment_method_types ?? body.payment_method_types;
    const automatic = object(body.automatic_payment_methods);
    const isAutomatic = text(automatic.enabled) === "true";
    const redirects = text(automatic.allow_redirects);
    if (isAutomatic && types !== undefined)
      throw invalidRequest(
        "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.",
        undefined,
        "automatic_payment_methods",
      );
    if (redirects !== undefined && redirects !== "always" && redirects !== "never")
      throw invalidRequest(
        "Invalid allow_redirects.",
        undefined,
        "automatic_payment_methods[allow_redirects]",
      );
    const customer = text(body.customer) ?? null;
    if (customer) saved.customers.get(customer, account);
    const paymentMethod = text(body.payment_method) ?? null;
    const shouldConfirm = text(body.confirm) === "true";
    const offSession = text(body.off_session) === "true";
    if (offSession && !shouldConfirm)
      throw invalidRequest("off_session can only be used when confirm=true.", undefined, "off_session");
    const id = core.newId("pi");
    const intent: DoublePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application_fee_amount: fee,
      capture_method: captureMethod as DoublePaymentIntent["capture_method"],
      client_secret: `${id}_secret_${core.newId("s").slice(2)}`,
      currency,
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      cancellation_reason: null,
      canceled_at: null,
      latest_charge: null,
      last_payment_error: null,
      customer,
      description: text(body.description) ?? null,
      payment_method: paymentMethod,
      // Automatic: what the account has turned on that can be captured later (Apple Pay and Google Pay are cards).
      payment_method_types: isAutomatic
        ? ["card", "link"]
        : Array.isArray(types)
          ? types.filter((t): t is string => typeof t === "string")
          : ["card"],
      automatic_payment_methods: isAutomatic
        ? { enabled: true, ...(redirects ? { allow_redirects: redirects as "always" | "never" } : {}) }
        : null,
      transfer_data: destination ? { destination } : null,
      on_behalf_of: text(body.on_behalf_of) ?? null,
      metadata: metadata(body.metadata),
      created: core.now(),
      livemode: false,
    };
    // A saved card is checked before anything is made, as Stripe refuses the whole call.
    if (paymentMethod && !isTestMethodId(paymentMethod))
      saved.checkBelongs(saved.paymentMethods.get(paymentMethod, account), customer, "PaymentIntent");
    store.add(intent, account);
    emitFor(account, "payment_intent.created", intent);
    return shouldConfirm ? pay(intent, account, {}, offSession) : intent;
  });

  // Stripe's list: newest first, `customer`, `created[gte]`/`created[lte]`, `limit` (default 10, at most 100),
  // and `starting_after` for the next page; the calling account's intents only.
  core.api("GET", "/v1/payment_intents", (request) => {
    const { query } = request;
    const created = object(query.created);
    const gte = integer(created.gte);
    const lte = integer(created.lte);
    const customer = text(query.customer);
    const limit = Math.min(Math.max(integer(query.limit) ?? 10, 1), 100);
    let newest = store
      .list(connect.accountOf(request))
      .filter(
        (intent) =>
          (gte === undefined || intent.created >= gte) &&
          (lte === undefined || intent.created <= lte) &&
          (customer === undefined || intent.customer === customer),
      )
      .reverse();
    const after = text(query.starting_after);
    if (after) newest = newest.slice(newest.findIndex((intent) => intent.id === after) + 1);
    return {
      object: "list",
      data: newest.slice(0, limit),
      has_more: newest.length > limit,
      url: "/v1/payment_intents",
    };
  });

  core.api("GET", "/v1/payment_intents/:id", (request) => findFor(request).intent, { publishable: true });

  core.api(
    "POST",
    "/v1/payment_intents/:id/confirm",
    (request) => {
      const { intent, account } = findFor(request);
      return pay(intent, account, request.body, text(request.body.off_session) === "true");
    },
    { publishable: true },
  );

  core.api("POST", "/v1/payment_intents/:id/capture", (request) => {
    const { intent, account } = findFor(request);
    if (intent.status !== "requires_capture") throw unexpected(intent, "captured");
    const amount = integer(request.body.amount_to_capture) ?? intent.amount_capturable;
    if (amount > intent.amount_capturable)
      throw invalidRequest(
        "amount_to_capture must not exceed the amount capturable.",
        undefined,
        "amount_to_capture",
      );
    const charge = charges.get(intent.latest_charge ?? "");
    intent.status = "succeeded";
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    if (charge) {
      charge.captured = true;
      charge.amount_captured = amount;
      emitFor(account, "charge.captured", charge);
    }
    emitFor(account, "payment_intent.succeeded", intent);
    return intent;
  });

  core.api("POST", "/v1/payment_intents/:id/cancel", (request) => {
    const { intent, account } = findFor(request);
    if (
      !["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"].includes(
        intent.status,
      )
    )
      throw unexpected(intent, "canceled");
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.canceled_at = core.now();
    intent.cancellation_reason = text(request.body.cancellation_reason) ?? null;
    emitFor(account, "payment_intent.canceled", intent);
    return intent;
  });

  core.api("POST", "/v1/refunds", (request) => {
    const { body } = request;
    const account = connect.accountOf(request);
    const intentId = text(body.payment_intent);
    const chargeId = text(body.charge) ?? (intentId ? store.get(intentId, account).latest_charge : undefined);
    const charge =
      chargeId && chargeStore.accountOf(chargeId) === account ? charges.get(chargeId) : undefined;
    if (!charge) throw invalidRequest("You must provide a charge or a payment_intent.", "parameter_missing");
    if (!charge.captured)
      throw invalidRequest(
        `Charge ${charge.id} has not been captured; cancel its PaymentIntent instead.`,
        "charge_not_refundable",
      );
    const left = charge.amount_captured - charge.amount_refunded;
    if (left <= 0)
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    const amount = integer(body.amount) ?? left;
    if (text(body.reverse_transfer) === "true" && !charge.destination)
      throw invalidRequest("reverse_transfer is only for charges with a destination.", "parameter_invalid");
    if (amount <= 0 || amount > left)
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
        "amount",
      );
    const refund = {
      id: core.newId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      reason: text(body.reason) ?? null,
      // A destination charge's refund may take the money back from the connected account (Stripe's field).
      transfer_reversal:
        text(body.reverse_transfer) === "true" && charge.destination ? core.newId("trr") : null,
      status: "succeeded",
      metadata: metadata(body.metadata),
      created: core.now(),
    };
    refundStore.add(refund, account);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    emitFor(account, "refund.created", refund);
    emitFor(account, "charge.refunded", charge);
    return refund;
  });

  // Newest first, as Stripe lists them; only the filter by PaymentIntent is supported.
  core.api("GET", "/v1/refunds", (request) => {
    const intentId =
      typeof request.query.payment_intent === "string" ? request.query.payment_intent : undefined;
    const data = refundStore
      .list(connect.accountOf(request))
      .filter((refund) => !intentId || refund.payment_intent === intentId)
      .reverse();
    return { object: "list", data, has_more: false, url: "/v1/refunds" };
  });

  core.api("GET", "/v1/charges/:id", (request) =>
    chargeStore.get(request.params.id ?? "", connect.accountOf(request)),
  );

  /**
   * Confirms as a guest's browser would (Stripe.js with the publishable key, and the intent's `Stripe-Account`
   * when a connected account's): a card number or a test PaymentMethod id.
   */
  function confirmAsGuest(intentId: string, card: string) {
    const intent = find(intentId);
    const account = store.accountOf(intentId);
    return fetch(`${core.url}/v1/payment_intents/${intentId}/confirm`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(account ? { "stripe-account": account } : {}),
      },
      body: new URLSearchParams({
        key: core.publishableKey,
        client_secret: intent.client_secret,
        ...(card.startsWith("pm_")
          ? { payment_method: card }
          : { "payment_method_data[type]": "card", "payment_method_data[card][number]": card }),
      }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  }

  return { intents, store, charges, refunds, find, confirmAsGuest };
}

export type DoublePayments = ReturnType<typeof installPaymentIntents>;
