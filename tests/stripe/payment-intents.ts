import type { DoubleConnect } from "./connect.ts";
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
// Cards follow Stripe's test numbers and test PaymentMethods: 4242 4242 4242 4242 / pm_card_visa pays,
// 4000 0000 0000 0002 / pm_card_chargeDeclined is declined, 4000 0000 0000 9995 has insufficient funds.

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
  application_fee_amount: number | null;
  destination: string | null;
  metadata: Record<string, string>;
  created: number;
}

const DECLINES: Record<string, { decline_code: string; message: string }> = {
  "4000000000000002": { decline_code: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclined: { decline_code: "generic_decline", message: "Your card was declined." },
  "4000000000009995": {
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};
const GOOD_CARDS = new Set(["4242424242424242", "5555555555554444", "pm_card_visa", "pm_card_mastercard"]);

export function installPaymentIntents(core: StripeDoubleCore, connect: DoubleConnect) {
  const intents = new Map<string, DoublePaymentIntent>();
  const charges = new Map<string, DoubleCharge>();
  const refunds = new Map<string, Record<string, unknown>>();
  const asObject = (value: object) => value as Record<string, unknown>;

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw missing("payment_intent", id, "intent");
    return intent;
  };

  /** Stripe.js calls with the publishable key and must name the intent's client secret. */
  function findFor(request: StripeRequest) {
    const intent = find(request.params.id ?? "");
    if (request.keyKind === "publishable") {
      const secret = text(request.body.client_secret) ?? text(request.query.client_secret);
      if (secret !== intent.client_secret)
        throw invalidRequest(
          "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
          undefined,
          "client_secret",
        );
    }
    return intent;
  }

  const unexpected = (intent: DoublePaymentIntent, action: string) =>
    new StripeDoubleError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
      payment_intent: asObject(intent),
    });

  core.api("POST", "/v1/payment_intents", ({ body }) => {
    const amount = integer(body.amount);
    if (amount === undefined || amount < 50)
      throw invalidRequest("Amount must be at least 50 cents.", "amount_too_small", "amount");
    const currency = text(body.currency)?.toLowerCase();
    if (!currency || !/^[a-z]{3}$/.test(currency))
      throw invalidRequest("Missing required param: currency.", "parameter_missing", "currency");
    const fee = integer(body.application_fee_amount) ?? null;
    const destination = text(object(body.transfer_data).destination) ?? null;
    if (fee !== null && !destination)
      throw invalidRequest("application_fee_amount needs transfer_data[destination] or on_behalf_of.");
    if (fee !== null && (fee < 0 || fee > amount))
      throw invalidRequest(
        "The application fee must not exceed the amount.",
        undefined,
        "application_fee_amount",
      );
    if (destination) {
      const account = connect.find(destination);
      if (account.capabilities.transfers !== "active")
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
      status: "requires_payment_method",
      cancellation_reason: null,
      canceled_at: null,
      latest_charge: null,
      last_payment_error: null,
      payment_method: null,
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
    intents.set(id, intent);
    core.emit("payment_intent.created", asObject(intent));
    return intent;
  });

  // Stripe's list: newest first, `created[gte]`/`created[lte]`, `limit` (default 10, at most 100), and
  // `starting_after` for the next page.
  core.api("GET", "/v1/payment_intents", ({ query }) => {
    const created = object(query.created);
    const gte = integer(created.gte);
    const lte = integer(created.lte);
    const limit = Math.min(Math.max(integer(query.limit) ?? 10, 1), 100);
    let newest = [...intents.values()]
      .filter(
        (intent) =>
          (gte === undefined || intent.created >= gte) && (lte === undefined || intent.created <= lte),
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

  core.api("GET", "/v1/payment_intents/:id", (request) => findFor(request), { publishable: true });

  /** The card of a confirm: a test PaymentMethod id, or the number Stripe.js read from its fields. */
  function cardOf(body: FormObject): string | undefined {
    const method = text(body.payment_method);
    if (method) return method;
    const card = object(object(body.payment_method_data).card);
    return text(card.number)?.replace(/\s+/g, "");
  }

  core.api(
    "POST",
    "/v1/payment_intents/:id/confirm",
    (request) => {
      const intent = findFor(request);
      if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation")
        throw unexpected(intent, "confirmed");
      const card = cardOf(request.body);
      if (!card) throw invalidRequest("You must provide a payment method.", "payment_method_required");
      const decline = DECLINES[card];
      if (decline || !GOOD_CARDS.has(card)) {
        const reason = decline ?? {
          decline_code: "incorrect_number",
          message: "Your card number is incorrect.",
        };
        const error = {
          type: "card_error",
          code: decline ? "card_declined" : "incorrect_number",
          decline_code: reason.decline_code,
          message: reason.message,
        };
        intent.status = "requires_payment_method";
        intent.last_payment_error = error;
        core.emit("payment_intent.payment_failed", asObject(intent));
        throw new StripeDoubleError(402, { ...error, payment_intent: asObject(intent) });
      }
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
        application_fee_amount: intent.application_fee_amount,
        destination: intent.transfer_data?.destination ?? null,
        metadata: intent.metadata,
        created: core.now(),
      };
      charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
      intent.last_payment_error = null;
      intent.payment_method = core.newId("pm");
      if (intent.capture_method === "manual") {
        intent.status = "requires_capture";
        intent.amount_capturable = intent.amount;
        core.emit("payment_intent.amount_capturable_updated", asObject(intent));
      } else {
        intent.status = "succeeded";
        intent.amount_received = intent.amount;
        core.emit("payment_intent.succeeded", asObject(intent));
      }
      return intent;
    },
    { publishable: true },
  );

  core.api("POST", "/v1/payment_intents/:id/capture", ({ params, body }) => {
    const intent = find(params.id ?? "");
    if (intent.status !== "requires_capture") throw unexpected(intent, "captured");
    const amount = integer(body.amount_to_capture) ?? intent.amount_capturable;
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
      core.emit("charge.captured", asObject(charge));
    }
    core.emit("payment_intent.succeeded", asObject(intent));
    return intent;
  });

  core.api("POST", "/v1/payment_intents/:id/cancel", ({ params, body }) => {
    const intent = find(params.id ?? "");
    if (
      !["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"].includes(
        intent.status,
      )
    )
      throw unexpected(intent, "canceled");
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.canceled_at = core.now();
    intent.cancellation_reason = text(body.cancellation_reason) ?? null;
    core.emit("payment_intent.canceled", asObject(intent));
    return intent;
  });

  core.api("POST", "/v1/refunds", ({ body }) => {
    const intentId = text(body.payment_intent);
    const chargeId = text(body.charge) ?? (intentId ? find(intentId).latest_charge : undefined);
    const charge = charges.get(chargeId ?? "");
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
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    core.emit("refund.created", refund);
    core.emit("charge.refunded", asObject(charge));
    return refund;
  });

  // Newest first, as Stripe lists them; only the filter by PaymentIntent is supported.
  core.api("GET", "/v1/refunds", ({ query }) => {
    const intentId = typeof query.payment_intent === "string" ? query.payment_intent : undefined;
    const data = [...refunds.values()]
      .filter((refund) => !intentId || refund.payment_intent === intentId)
      .reverse();
    return { object: "list", data, has_more: false, url: "/v1/refunds" };
  });

  core.api("GET", "/v1/charges/:id", ({ params }) => {
    const charge = charges.get(params.id ?? "");
    if (!charge) throw missing("charge", params.id ?? "", "charge");
    return charge;
  });

  /** Confirms as a guest's browser would (Stripe.js with the publishable key): card number or test method. */
  function confirmAsGuest(intentId: string, card: string) {
    const intent = find(intentId);
    return fetch(`${core.url}/v1/payment_intents/${intentId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        key: core.publishableKey,
        client_secret: intent.client_secret,
        ...(card.startsWith("pm_")
          ? { payment_method: card }
          : { "payment_method_data[type]": "card", "payment_method_data[card][number]": card }),
      }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  }

  return { intents, charges, refunds, find, confirmAsGuest };
}

export type DoublePayments = ReturnType<typeof installPaymentIntents>;
