import type { DoubleCustomers } from "./customers.ts";
import { integer, metadata, object, text } from "./form.ts";
import { invalidRequest, missing, type StripeDoubleCore } from "./stripe-double.ts";

// Stripe Billing in the double. Prices (found by lookup key), Checkout sessions in subscription mode with their
// hosted payment page, subscriptions (quantities, cancel), invoices, and the billing portal's hosted page, for
// the platform's customers (kept by customers.ts). Each change sends the events Stripe sends
// (checkout.session.completed, customer.subscription.created|updated|deleted, invoice.paid|payment_failed). Tests
// drive what only time or a bank decides (a renewal that fails, dunning that gives up) through the controls this
// module returns.

const DAY_S = 86_400;
const PERIOD_S = 30 * DAY_S;

interface DoublePrice {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: string; interval_count: number };
  lookup_key: string | null;
  product: string;
  nickname: string | null;
  metadata: Record<string, string>;
  type: "recurring";
  created: number;
}

interface SubscriptionItem {
  id: string;
  object: "subscription_item";
  price: DoublePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

interface DoubleSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
  items: { object: "list"; data: SubscriptionItem[] };
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  created: number;
  start_date: number;
}

interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  created: number;
  /** Not Stripe's: what the session will subscribe to. */
  lineItems: { price: DoublePrice; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const list = <T>(data: T[]) => ({ object: "list", data, has_more: false, url: "" });

function page(title: string, body: string) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui;margin:0 auto;max-width:480px;padding:24px}` +
    `button{font:inherit;padding:10px 16px;margin:4px 0}table{width:100%}td{padding:4px 0}</style></head>` +
    `<body>${body}</body></html>`
  );
}

export function installBilling(core: StripeDoubleCore, shared: DoubleCustomers) {
  const prices = new Map<string, DoublePrice>();
  // Billing here is the platform's own: its customers are the platform's.
  const customers = shared.customers.all;
  const sessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, DoubleSubscription>();
  const invoices = new Map<string, Record<string, unknown>>();
  const portals = new Map<string, { id: string; customer: string; return_url: string }>();

  const requirePrice = (id: string) => {
    const price = prices.get(id);
    if (!price) throw missing("price", id, "price");
    return price;
  };
  const requireCustomer = (id: string) => shared.customers.get(id, null);
  const requireSubscription = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing("subscription", id, "subscription");
    return subscription;
  };
  const emitSubscription = (type: string, subscription: DoubleSubscription) =>
    core.emit(type, subscription as unknown as Record<string, unknown>);

  const createCustomer = (email: string | null) => shared.createCustomer(null, email ? { email } : {});

  /** An invoice for the subscription's current period, paid or not. */
  function invoice(subscription: DoubleSubscription, isPaid: boolean) {
    const amount = subscription.items.data.reduce(
      (sum, item) => sum + item.price.unit_amount * item.quantity,
      0,
    );
    const period = subscription.items.data[0];
    const id = core.newId("in");
    const value = {
      id,
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      status: isPaid ? "paid" : "open",
      amount_due: amount,
      amount_paid: isPaid ? amount : 0,
      currency: "usd",
      period_start: period?.current_period_start ?? core.now(),
      period_end: period?.current_period_end ?? core.now(),
      next_payment_attempt: isPaid ? null : core.now() + 3 * DAY_S,
      attempt_count: isPaid ? 1 : 1,
      lines: list(
        subscription.items.data.map((item) => ({
          id: core.newId("il"),
          object: "line_item",
          amount: item.price.unit_amount * item.quantity,
          quantity: item.quantity,
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: { price_details: { price: item.price.id } },
        })),
      ),
      created: core.now(),
    };
    invoices.set(id, value);
    subscription.latest_invoice = id;
    return value;
  }

  function subscribe(session: CheckoutSession) {
    const customer =
      (session.customer && shared.customers.all.get(session.customer)) ||
      createCustomer(session.customer_email);
    const start = core.now();
    const subscription: DoubleSubscription = {
      id: core.newId("sub"),
      object: "subscription",
      customer: customer.id,
      status: "active",
      items: { object: "list", data: [] },
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      metadata: session.subscriptionMetadata,
      created: start,
      start_date: start,
    };
    subscription.items.data = session.lineItems.map(({ price, quantity }) => ({
      id: core.newId("si"),
      object: "subscription_item",
      price,
      quantity,
      subscription: subscription.id,
      current_period_start: start,
      current_period_end: start + PERIOD_S,
    }));
    subscriptions.set(subscription.id, subscription);
    const paid = invoice(subscription, true);
    session.status = "complete";
    session.payment_status = "paid";
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.url = null;
    core.emit("checkout.session.completed", publicSession(session));
    emitSubscription("customer.subscription.created", subscription);
    core.emit("invoice.paid", paid);
    return subscription;
  }

  function publicSession(session: CheckoutSession) {
    const { lineItems: _items, subscriptionMetadata: _meta, ...rest } = session;
    return rest as unknown as Record<string, unknown>;
  }

  function cancel(subscriptionId: string) {
    const subscription = requireSubscription(subscriptionId);
    if (subscription.status === "canceled") return subscription;
    subscription.status = "canceled";
    subscription.canceled_at = core.now();
    subscription.ended_at = core.now();
    emitSubscription("customer.subscription.deleted", subscription);
    return subscription;
  }

  // ── Prices (customers are customers.ts's) ──

  core.api("POST", "/v1/prices", ({ body }) => {
    const currency = text(body.currency);
    const unitAmount = integer(body.unit_amount);
    const recurring = object(body.recurring);
    if (!currency || unitAmount === undefined)
      throw invalidRequest("Missing required param: currency and unit_amount.", "parameter_missing");
    const lookupKey = text(body.lookup_key) ?? null;
    // transfer_lookup_key aside, a lookup key names one price.
    if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey))
      throw invalidRequest(`A price (${lookupKey}) already uses that lookup key.`, "lookup_key_exists");
    const product = object(body.product_data);
    const price: DoublePrice = {
      id: core.newId("price"),
      object: "price",
      active: true,
      currency,
      unit_amount: unitAmount,
      recurring: { interval: text(recurring.interval) ?? "month", interval_count: 1 },
      lookup_key: lookupKey,
      product: text(body.product) ?? core.newId("prod"),
      nickname: text(body.nickname) ?? text(product.name) ?? null,
      metadata: metadata(body.metadata),
      type: "recurring",
      created: core.now(),
    };
    prices.set(price.id, price);
    return price;
  });

  core.api("GET", "/v1/prices", ({ query }) => {
    const keys = query.lookup_keys;
    const wanted = Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
    return list(
      [...prices.values()].filter((price) => wanted.length === 0 || wanted.includes(price.lookup_key ?? "")),
    );
  });

  core.api("GET", "/v1/prices/:id", ({ params }) => requirePrice(params.id ?? ""));

  // ── Checkout in subscription mode ──

  core.api("POST", "/v1/checkout/sessions", ({ body }) => {
    if (text(body.mode) !== "subscription")
      throw invalidRequest("The double's Checkout supports mode=subscription.", undefined, "mode");
    const successUrl = text(body.success_url);
    if (!successUrl)
      throw invalidRequest("Missing required param: success_url.", "parameter_missing", "success_url");
    const rawItems = Array.isArray(body.line_items) ? body.line_items : [];
    if (rawItems.length === 0)
      throw invalidRequest("Missing required param: line_items.", "parameter_missing", "line_items");
    const lineItems = rawItems.map((raw, index) => {
      const item = object(raw);
      const quantity = integer(item.quantity) ?? 1;
      if (quantity < 1)
        throw invalidRequest("Quantity must be at least 1.", undefined, `line_items[${index}][quantity]`);
      return { price: requirePrice(text(item.price) ?? ""), quantity };
    });
    const customer = text(body.customer) ?? null;
    if (customer) requireCustomer(customer);
    const id = core.newId("cs_test");
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      url: `${core.url}/checkout/pay/${id}`,
      customer,
      customer_email: text(body.customer_email) ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      subscription: null,
      success_url: successUrl,
      cancel_url: text(body.cancel_url) ?? null,
      metadata: metadata(body.metadata),
      amount_total: lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0),
      currency: "usd",
      created: core.now(),
      lineItems,
      subscriptionMetadata: metadata(object(body.subscription_data).metadata),
    };
    sessions.set(id, session);
    return publicSession(session);
  });

  core.api("GET", "/v1/checkout/sessions/:id", ({ params }) => {
    const session = sessions.get(params.id ?? "");
    if (!session) throw missing("checkout.session", params.id ?? "");
    return publicSession(session);
  });

  // The hosted payment page: "Subscribe" pays with the test card; "Back" returns to cancel_url.
  core.page("GET", "/checkout/pay/:id", ({ params }, response) => {
    const session = sessions.get(params.id ?? "");
    if (session?.status !== "open") {
      response
        .writeHead(404, { "content-type": "text/plain" })
        .end("This Checkout session is no longer open.");
      return;
    }
    const rows = session.lineItems
      .map(
        ({ price, quantity }) =>
          `<tr><td>${escapeHtml(price.nickname ?? price.id)} × ${quantity}</td><td>${money(price.unit_amount * quantity)} / month</td></tr>`,
      )
      .join("");
    const action = `/checkout/pay/${encodeURIComponent(session.id)}`;
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        page(
          "Subscribe — Stripe test Checkout",
          `<h1>Subscribe</h1><p>Test mode: card 4242 4242 4242 4242.</p><table>${rows}` +
            `<tr><td><b>Total due today</b></td><td><b>${money(session.amount_total)}</b></td></tr></table>` +
            `<form method="post" action="${action}"><button>Subscribe</button></form>` +
            (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ""),
        ),
      );
  });

  core.page("POST", "/checkout/pay/:id", ({ params }, response) => {
    const session = sessions.get(params.id ?? "");
    if (session?.status !== "open") {
      response
        .writeHead(404, { "content-type": "text/plain" })
        .end("This Checkout session is no longer open.");
      return;
    }
    subscribe(session);
    const location = session.success_url.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(session.id));
    response.writeHead(303, { location }).end();
  });

  // ── Subscriptions ──

  core.api("GET", "/v1/subscriptions/:id", ({ params }) => requireSubscription(params.id ?? ""));

  core.api("POST", "/v1/subscriptions/:id", ({ params, body }) => {
    const subscription = requireSubscription(params.id ?? "");
    if (subscription.status === "canceled")
      throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
    const items = Array.isArray(body.items) ? body.items : [];
    for (const raw of items) {
      const change = object(raw);
      const itemId = text(change.id);
      const quantity = integer(change.quantity);
      const existing = itemId ? subscription.items.data.find((item) => item.id === itemId) : undefined;
      if (itemId && !existing) throw missing("subscription_item", itemId, "items");
      if (existing && text(change.deleted) === "true") {
        subscription.items.data = subscription.items.data.filter((item) => item !== existing);
      } else if (existing) {
        if (quantity !== undefined) existing.quantity = quantity;
      } else {
        const price = requirePrice(text(change.price) ?? "");
        const first = subscription.items.data[0];
        subscription.items.data.push({
          id: core.newId("si"),
          object: "subscription_item",
          price,
          quantity: quantity ?? 1,
          subscription: subscription.id,
          current_period_start: first?.current_period_start ?? core.now(),
          current_period_end: first?.current_period_end ?? core.now() + PERIOD_S,
        });
      }
    }
    const cancelAtEnd = text(body.cancel_at_period_end);
    if (cancelAtEnd !== undefined) subscription.cancel_at_period_end = cancelAtEnd === "true";
    subscription.metadata = { ...subscription.metadata, ...metadata(body.metadata) };
    core.emit("customer.subscription.updated", subscription as unknown as Record<string, unknown>);
    return subscription;
  });

  core.api("DELETE", "/v1/subscriptions/:id", ({ params }) => cancel(params.id ?? ""));

  // ── The billing portal ──

  core.api("POST", "/v1/billing_portal/sessions", ({ body }) => {
    const customer = text(body.customer);
    if (!customer) throw invalidRequest("Missing required param: customer.", "parameter_missing", "customer");
    requireCustomer(customer);
    const id = core.newId("bps");
    const returnUrl = text(body.return_url) ?? "";
    portals.set(id, { id, customer, return_url: returnUrl });
    return {
      id,
      object: "billing_portal.session",
      customer,
      return_url: returnUrl,
      url: `${core.url}/billing/portal/${id}`,
      created: core.now(),
      livemode: false,
    };
  });

  core.page("GET", "/billing/portal/:id", ({ params }, response) => {
    const portal = portals.get(params.id ?? "");
    if (!portal) {
      response.writeHead(404, { "content-type": "text/plain" }).end("This portal session has expired.");
      return;
    }
    const own = [...subscriptions.values()].filter(
      (subscription) => subscription.customer === portal.customer && subscription.status !== "canceled",
    );
    const action = `/billing/portal/${encodeURIComponent(portal.id)}`;
    const rows = own
      .map(
        (subscription) =>
          `<li>${subscription.items.data.map((item) => `${escapeHtml(item.price.nickname ?? item.price.id)} × ${item.quantity}`).join(", ")} — ${subscription.status}` +
          `<form method="post" action="${action}"><input type="hidden" name="subscription" value="${subscription.id}"><button>Cancel plan</button></form></li>`,
      )
      .join("");
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        page(
          "Billing — Stripe test portal",
          `<h1>Manage your plan</h1><ul>${rows || "<li>No current plan.</li>"}</ul>` +
            `<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>`,
        ),
      );
  });

  core.page("POST", "/billing/portal/:id", ({ params, body }, response) => {
    const portal = portals.get(params.id ?? "");
    const subscription = subscriptions.get(text(body.subscription) ?? "");
    if (!portal || !subscription || subscription.customer !== portal.customer) {
      response.writeHead(404, { "content-type": "text/plain" }).end("This portal session has expired.");
      return;
    }
    cancel(subscription.id);
    response.writeHead(303, { location: portal.return_url }).end();
  });

  // ── What only time or a bank decides, for tests ──

  /** The renewal's payment fails: the invoice stays open and the subscription goes past_due. */
  function failRenewal(subscriptionId: string) {
    const subscription = requireSubscription(subscriptionId);
    subscription.status = "past_due";
    const open = invoice(subscription, false);
    core.emit("invoice.payment_failed", open);
    emitSubscription("customer.subscription.updated", subscription);
    return open;
  }

  /** A retry succeeds: the subscription is active again with a new period. */
  function payRenewal(subscriptionId: string) {
    const subscription = requireSubscription(subscriptionId);
    subscription.status = "active";
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_start + PERIOD_S;
    }
    const paid = invoice(subscription, true);
    core.emit("invoice.paid", paid);
    emitSubscription("customer.subscription.updated", subscription);
    return paid;
  }

  /** Dunning gave up: Stripe marks the subscription unpaid (the account's setting for failed retries). */
  function giveUp(subscriptionId: string) {
    const subscription = requireSubscription(subscriptionId);
    subscription.status = "unpaid";
    emitSubscription("customer.subscription.updated", subscription);
    return subscription;
  }

  return {
    prices,
    customers,
    sessions,
    subscriptions,
    invoices,
    subscribe: (sessionId: string) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      return subscribe(session);
    },
    cancel,
    failRenewal,
    payRenewal,
    giveUp,
  };
}

export type DoubleBilling = ReturnType<typeof installBilling>;
