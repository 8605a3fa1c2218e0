import { isTestMethodId } from "./cards.ts";
import { AccountObjects, type DoubleConnect } from "./connect.ts";
import type { DoubleCustomers } from "./customers.ts";
import { metadata, object, text } from "./form.ts";
import {
  invalidRequest,
  type StripeDoubleCore,
  StripeDoubleError,
  type StripeRequest,
} from "./stripe-double.ts";

// SetupIntents in the double: a card saved for later (a guest's card holding a booking), on the account whose
// call made the intent. requires_payment_method → (confirm) → succeeded, the card a PaymentMethod attached to the
// intent's customer; or back to requires_payment_method with `last_setup_error` when the bank declines; or
// canceled. A card that asks for authentication at setup is authenticated by the stand-in, as the guest passing
// the challenge would, so a confirm never stops at requires_action. Cards follow Stripe's test cards (cards.ts).

export interface DoubleSetupIntent {
  id: string;
  object: "setup_intent";
  /** The types the call allowed (`allowed_payment_method_types`, formerly `payment_method_types`), else null. */
  allowed_payment_method_types: string[] | null;
  application: null;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: "always" | "never" } | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: null;
  flow_directions: null;
  last_setup_error: Record<string, unknown> | null;
  latest_attempt: string | null;
  livemode: false;
  mandate: null;
  metadata: Record<string, string>;
  next_action: null;
  on_behalf_of: string | null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    card: { mandate_options: null; network: null; request_three_d_secure: "automatic" };
  };
  payment_method_types: string[];
  single_use_mandate: null;
  status: "requires_payment_method" | "requires_confirmation" | "succeeded" | "canceled";
  usage: "off_session" | "on_session";
}

const CANCELABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

export function installSetupIntents(core: StripeDoubleCore, connect: DoubleConnect, saved: DoubleCustomers) {
  // "setupintent", one word: Stripe's own spelling in this message.
  const store = new AccountObjects<DoubleSetupIntent>("setupintent", "intent");
  const intents = store.all;
  const asObject = (value: object) => value as Record<string, unknown>;

  /** The intent as the call's account sees it; Stripe.js (the publishable key) must name its client secret. */
  function findFor(request: StripeRequest) {
    const account = connect.accountOf(request);
    return { intent: store.intentFor(request, account, "SetupIntent"), account };
  }

  const unexpected = (intent: DoubleSetupIntent, message: string) =>
    new StripeDoubleError(400, {
      type: "invalid_request_error",
      code: "setup_intent_unexpected_state",
      message,
      setup_intent: asObject(intent),
    });

  const emitFor = (account: string | null, type: string, intent: DoubleSetupIntent) =>
    core.emit(type, asObject(intent), { account: account ?? undefined });

  const MISSING_METHOD =
    "You cannot confirm this SetupIntent because it's missing a payment method. You can either update the SetupIntent with a payment method and then confirm it again, or confirm it again directly with a payment method or ConfirmationToken.";

  function confirm(intent: DoubleSetupIntent, account: string | null, request: StripeRequest) {
    // Stripe looks for a card before it looks at the status: a canceled intent without one hears of the card.
    const namesCard =
      text(request.body.payment_method) !== undefined ||
      text(object(object(request.body.payment_method_data).card).number) !== undefined ||
      intent.payment_method !== null;
    if (!namesCard) throw unexpected(intent, MISSING_METHOD);
    if (intent.status === "succeeded")
      throw unexpected(intent, "You cannot confirm this SetupIntent because it has already succeeded.");
    if (intent.status === "canceled")
      throw unexpected(intent, "You cannot confirm this SetupIntent because it has been canceled.");
    const resolved = saved.resolveCard(account, request.body, intent.payment_method);
    if (!resolved) throw unexpected(intent, MISSING_METHOD);
    const { method, card } = resolved;
    // A card no customer holds yet is the one being saved; a saved one must be this customer's.
    if (method.customer) saved.checkBelongs(method, intent.customer, "SetupIntent");
    intent.latest_attempt = core.newId("setatt");
    if (card.setup) {
      const error = { type: "card_error", ...card.setup, payment_method: asObject(method) };
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_setup_error = error;
      emitFor(account, "setup_intent.setup_failed", intent);
      throw new StripeDoubleError(402, { ...error, setup_intent: asObject(intent) });
    }
    saved.attach(account, method, intent.customer);
    intent.status = "succeeded";
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    emitFor(account, "setup_intent.succeeded", intent);
    return intent;
  }

  core.api("POST", "/v1/setup_intents", (request) => {
    const { body } = request;
    const account = connect.accountOf(request);
    const customer = text(body.customer) ?? null;
    if (customer) saved.customers.get(customer, account);
    const usage = text(body.usage) ?? "off_session";
    if (usage !== "off_session" && usage !== "on_session")
      throw invalidRequest("Invalid usage: must be one of off_session or on_session", undefined, "usage");
    // Stripe's API has named the types both ways: allowed_payment_method_types now, payment_method_types before.
    const typesParam =
      body.allowed_payment_method_types === undefined
        ? "payment_method_types"
        : "allowed_payment_method_types";
    const given = body[typesParam];
    const types = Array.isArray(given)
      ? given.filter((type): type is string => typeof type === "string")
      : null;
    const automatic = text(object(body.automatic_payment_methods).enabled) === "true";
    if (automatic && given !== undefined)
      throw invalidRequest(
        `You may only specify one of these parameters: automatic_payment_methods, ${typesParam}.`,
        undefined,
        "automatic_payment_methods",
      );
    const method = text(body.payment_method);
    // A saved card named at creation must be this customer's (Stripe checks it before any confirm).
    if (method && !isTestMethodId(method)) {
      const existing = saved.paymentMethods.get(method, account);
      if (existing.customer) saved.checkBelongs(existing, customer, "SetupIntent");
    }
    const id = core.newId("seti");
    const intent: DoubleSetupIntent = {
      id,
      object: "setup_intent",
      allowed_payment_method_types: types,
      application: null,
      automatic_payment_methods: automatic ? { enabled: true } : null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${core.newId("s").slice(2)}`,
      created: core.now(),
      customer,
      description: text(body.description) ?? null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadata(body.metadata),
      next_action: null,
      on_behalf_of: text(body.on_behalf_of) ?? null,
      payment_method: method ?? null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { mandate_options: null, network: null, request_three_d_secure: "automatic" },
      },
      payment_method_types: automatic ? ["card", "link"] : (types ?? ["card"]),
      single_use_mandate: null,
      status: method ? "requires_confirmation" : "requires_payment_method",
      usage,
    };
    store.add(intent, account);
    emitFor(account, "setup_intent.created", intent);
    // The card was named with the intent (`payment_method`): confirming reads it from there.
    if (text(body.confirm) === "true") return confirm(intent, account, { ...request, body: {} });
    return intent;
  });

  core.api("GET", "/v1/setup_intents/:id", (request) => findFor(request).intent, { publishable: true });

  core.api(
    "POST",
    "/v1/setup_intents/:id/confirm",
    (request) => {
      const { intent, account } = findFor(request);
      return confirm(intent, account, request);
    },
    { publishable: true },
  );

  core.api("POST", "/v1/setup_intents/:id/cancel", (request) => {
    const { intent, account } = findFor(request);
    if (intent.status === "canceled")
      throw unexpected(intent, "You cannot cancel this SetupIntent because it is already canceled.");
    if (!CANCELABLE.includes(intent.status))
      throw unexpected(
        intent,
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: \`requires_payment_method\`, \`requires_confirmation\`, or \`requires_action\`.`,
      );
    intent.status = "canceled";
    intent.cancellation_reason = text(request.body.cancellation_reason) ?? null;
    emitFor(account, "setup_intent.canceled", intent);
    return intent;
  });

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no setup intent ${id}`);
    return intent;
  };

  /**
   * Confirms as a guest's browser would: Stripe.js with the publishable key, the client secret and, for an
   * intent of a connected account, its `Stripe-Account`. `card` is a test number or a test PaymentMethod id.
   */
  function confirmAsGuest(setupIntentId: string, card: string) {
    const intent = find(setupIntentId);
    const account = store.accountOf(setupIntentId);
    return fetch(`${core.url}/v1/setup_intents/${setupIntentId}/confirm`, {
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

  return { intents, store, find, confirmAsGuest };
}

export type DoubleSetupIntents = ReturnType<typeof installSetupIntents>;
