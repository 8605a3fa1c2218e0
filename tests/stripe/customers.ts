import { createHash } from "node:crypto";
import { INCORRECT_NUMBER, isTestMethodId, type TestCard, testCard, testNumberOf } from "./cards.ts";
import { AccountObjects, type DoubleConnect } from "./connect.ts";
import { type FormObject, metadata, object, text } from "./form.ts";
import { invalidRequest, type StripeDoubleCore, StripeDoubleError } from "./stripe-double.ts";

// Customers and their saved cards (PaymentMethods) in the double, each kept on the account whose call made it
// (the platform's, or a connected account's with `Stripe-Account`). A PaymentMethod is made from the card a
// confirm names (a test number or one of Stripe's test PaymentMethod ids) and attached to a customer when a
// SetupIntent saves it; what the card does when charged is looked up from Stripe's test cards (cards.ts).

export interface DoubleCustomer {
  id: string;
  object: "customer";
  name: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  address: null;
  balance: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  metadata: Record<string, string>;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: "none";
  test_clock: null;
  created: number;
  livemode: false;
}

export interface DoublePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  allow_redisplay: "unspecified";
  billing_details: { address: null; email: string | null; name: string | null; phone: string | null };
  card: {
    brand: string;
    country: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: "credit";
    last4: string;
    three_d_secure_usage: { supported: boolean };
    wallet: null;
  };
  customer: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A card a confirm named, made into a PaymentMethod, with the test card that says what it does. */
export interface ResolvedCard {
  method: DoublePaymentMethod;
  card: TestCard;
  /** Made for this confirm, rather than saved before. */
  isNew: boolean;
}

export function installCustomers(core: StripeDoubleCore, connect: DoubleConnect) {
  const customers = new AccountObjects<DoubleCustomer>("customer", "customer");
  const paymentMethods = new AccountObjects<DoublePaymentMethod>("PaymentMethod", "payment_method");
  /** Not Stripe's: the test number behind each PaymentMethod, and whether a SetupIntent saved it. */
  const numbers = new Map<string, string>();
  const setUp = new Set<string>();
  const asObject = (value: object) => value as Record<string, unknown>;
  const emitFor = (account: string | null, type: string, value: object) =>
    core.emit(type, asObject(value), { account: account ?? undefined });

  function createCustomer(account: string | null, fields: FormObject) {
    const customer: DoubleCustomer = {
      id: core.newId("cus"),
      object: "customer",
      name: text(fields.name) ?? null,
      email: text(fields.email) ?? null,
      phone: text(fields.phone) ?? null,
      description: text(fields.description) ?? null,
      address: null,
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      metadata: metadata(fields.metadata),
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
      created: core.now(),
      livemode: false,
    };
    customers.add(customer, account);
    emitFor(account, "customer.created", customer);
    return customer;
  }

  /** Two-digit years, as a card's form takes them, are this century's. */
  const fullYear = (value: string | undefined) => {
    const year = Number(value);
    if (!value || !Number.isInteger(year)) return new Date(core.now() * 1000).getUTCFullYear() + 1;
    return year < 100 ? 2000 + year : year;
  };

  function newMethod(account: string | null, number: string, card: TestCard, details: FormObject) {
    const expMonth = Number(text(details.exp_month));
    const method: DoublePaymentMethod = {
      id: core.newId("pm"),
      object: "payment_method",
      type: "card",
      allow_redisplay: "unspecified",
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        country: card.country,
        exp_month: expMonth >= 1 && expMonth <= 12 ? expMonth : 12,
        exp_year: fullYear(text(details.exp_year)),
        // The same card number gives the same fingerprint, as Stripe's does.
        fingerprint: createHash("sha256").update(number).digest("base64url").slice(0, 16),
        funding: "credit",
        last4: card.last4,
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      customer: null,
      metadata: {},
      created: core.now(),
      livemode: false,
    };
    numbers.set(method.id, number);
    return paymentMethods.add(method, account);
  }

  /**
   * The card a confirm names, as a PaymentMethod on the calling account: one saved before (`payment_method`),
   * a new one from a test PaymentMethod id (Stripe clones those) or from the card fields Stripe.js sends
   * (`payment_method_data[card][number]`). A number Stripe does not know is a card error, as Stripe answers
   * it; null when the confirm names no card at all.
   */
  function resolveCard(account: string | null, body: FormObject, saved?: string | null): ResolvedCard | null {
    const id = text(body.payment_method) ?? undefined;
    const fields = object(object(body.payment_method_data).card);
    const typed = text(fields.number);
    const named = id ?? (typed === undefined ? (saved ?? undefined) : undefined);
    if (named && !isTestMethodId(named)) {
      const method = paymentMethods.get(named, account);
      const card = testCard(numbers.get(method.id) ?? "");
      if (!card) throw new Error(`the double made ${method.id} without a test card`);
      return { method, card, isNew: false };
    }
    const spec = named ?? typed;
    if (spec === undefined) return null;
    const number = testNumberOf(spec);
    const card = number ? testCard(number) : undefined;
    if (!number || !card)
      throw new StripeDoubleError(402, { type: "card_error", ...INCORRECT_NUMBER, param: "number" });
    return { method: newMethod(account, number, card, fields), card, isNew: true };
  }

  /** Saves the card for the customer, as a succeeded SetupIntent does; its later off-session charges pass. */
  function attach(account: string | null, method: DoublePaymentMethod, customerId: string | null) {
    setUp.add(method.id);
    if (!customerId || method.customer === customerId) return;
    method.customer = customerId;
    emitFor(account, "payment_method.attached", method);
  }

  /**
   * A saved card may be used only with the customer it belongs to, in Stripe's words for each mismatch; a card
   * no customer holds may be used without one (a guest paying once).
   */
  function checkBelongs(method: DoublePaymentMethod, customerId: string | null, intentKind: string) {
    if (method.customer === customerId) return;
    if (method.customer && customerId)
      throw invalidRequest(
        `The PaymentMethod ${method.id} does not belong to the Customer you supplied ${customerId}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
        undefined,
        "payment_method",
      );
    if (method.customer)
      throw invalidRequest(
        `The payment method supplied (${method.id}) belongs to the Customer ${method.customer}. Please include the Customer in the \`customer\` parameter on the ${intentKind}.`,
        undefined,
        "payment_method",
      );
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${method.id}. The payment method must be attached to the customer.`,
      undefined,
      "payment_method",
    );
  }

  core.api("POST", "/v1/customers", (request) => createCustomer(connect.accountOf(request), request.body));
  core.api("GET", "/v1/customers/:id", (request) =>
    customers.get(request.params.id ?? "", connect.accountOf(request), "id"),
  );

  core.api("GET", "/v1/customers/:id/payment_methods", (request) => {
    const account = connect.accountOf(request);
    const customer = customers.get(request.params.id ?? "", account);
    const type = text(request.query.type);
    const data = paymentMethods
      .list(account)
      .filter((method) => method.customer === customer.id && (!type || method.type === type))
      .reverse();
    return { object: "list", data, has_more: false, url: `/v1/customers/${customer.id}/payment_methods` };
  });

  core.api("GET", "/v1/payment_methods/:id", (request) =>
    paymentMethods.get(request.params.id ?? "", connect.accountOf(request), "payment_method"),
  );

  core.api("POST", "/v1/payment_methods/:id/detach", (request) => {
    const account = connect.accountOf(request);
    const method = paymentMethods.get(request.params.id ?? "", account, "payment_method");
    if (!method.customer)
      throw invalidRequest(
        "The payment method you provided is not attached to a customer so detachment is impossible.",
      );
    method.customer = null;
    setUp.delete(method.id);
    emitFor(account, "payment_method.detached", method);
    return method;
  });

  return {
    customers,
    paymentMethods,
    createCustomer,
    resolveCard,
    attach,
    checkBelongs,
    /** Whether a SetupIntent saved the card (its holder authenticated then). */
    isSetUp: (methodId: string) => setUp.has(methodId),
  };
}

export type DoubleCustomers = ReturnType<typeof installCustomers>;
