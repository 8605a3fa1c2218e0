import type { GuestOrder, PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { callApi } from "./api.ts";
import type { OrderingPage } from "./cart-app.ts";
import { toOrderLine } from "./cart-store.ts";
import { notifyRequest } from "./checkout-notify.ts";
import { type Checkout, tipAmount } from "./checkout-state.ts";
import { guestAuthorization } from "./reward-session.ts";
import { langQuery, pageLang } from "./words.ts";

// What the checkout sends: the order's body from the guest's details, its prices asked of the server for the
// review, and the order placed under one key per attempt. Refusals come back as ApiError (api.ts).

/** The order as the server takes it: lines by id, the prices left to the server, the details trimmed. */
export function orderRequest(checkout: Checkout): PlaceOrderRequest {
  const { details, page } = checkout;
  return {
    type: details.type,
    ...(details.type === "TABLE" && page.table ? { table: page.table } : {}),
    ...(details.when ? { scheduledFor: details.when } : {}),
    items: checkout.lines.map(toOrderLine),
    tip: tipAmount(checkout) ?? 0,
    customer: {
      name: details.name.trim(),
      // A guest at a table needs no phone: the kitchen finds them there.
      ...(details.type === "TABLE" ? {} : { phone: details.phone.trim() }),
      email: details.email.trim(),
      ...(details.type === "DELIVERY"
        ? { address: details.address.trim(), city: details.city.trim(), zip: details.zip.trim() }
        : {}),
    },
    payment: details.payment ?? "CASH",
    note: details.note.trim(),
    ...notifyRequest(checkout),
  };
}

const ordersPath = (page: OrderingPage) =>
  `/v1/public/businesses/${encodeURIComponent(page.businessId)}/orders`;

/**
 * The server's prices for the order, with what would stop it (a minimum, closed by then…). With the guest's rewards
 * session, a reward they named is priced, or refused in `problems`.
 */
export function priceOrder(page: OrderingPage, body: PlaceOrderRequest): Promise<PricedCart> {
  return callApi<PricedCart>("POST", `${ordersPath(page)}/price${langQuery()}`, {
    headers: guestAuthorization(page.businessId),
    body: {
      type: body.type,
      items: body.items,
      tip: body.tip,
      payment: body.payment,
      ...(body.scheduledFor ? { scheduledFor: body.scheduledFor } : {}),
      // A delivery is priced with the area of its postal code.
      ...(body.type === "DELIVERY" ? { zip: body.customer.zip ?? "" } : {}),
      // The phone lets the price say at once whether a "once per guest" code was used already.
      ...(body.promoCode ? { promoCode: body.promoCode, phone: body.customer.phone ?? "" } : {}),
      ...(body.giftCardCode ? { giftCardCode: body.giftCardCode } : {}),
      ...(body.rewardId ? { rewardId: body.rewardId } : {}),
    },
  });
}

/** One key per checkout: the same order sent twice (a double tap, a retry after a lost answer) is one order. */
let attempt: { key: string; body: string } | null = null;
function idempotencyKey(body: string): string {
  if (attempt?.body !== body)
    attempt = {
      body,
      key:
        typeof crypto.randomUUID === "function"
          ? crypto.randomUUID()
          : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`,
    };
  return attempt.key;
}

/** The order is through (paid where it had to be): the next checkout is a new order with a new key. */
export function forgetAttempt() {
  attempt = null;
}

/** The order, with the rewards session when one is held: the order earns its member's points. */
export function placeOrder(page: OrderingPage, body: PlaceOrderRequest): Promise<GuestOrder> {
  return callApi<GuestOrder>("POST", `${ordersPath(page)}${langQuery()}`, {
    body,
    headers: {
      "idempotency-key": idempotencyKey(JSON.stringify(body)),
      ...guestAuthorization(page.businessId),
    },
  });
}

/** The order's confirmation page, in the language the order was placed in. */
export function confirmationUrl(page: OrderingPage, order: GuestOrder): string {
  const lang = pageLang();
  return `${page.base}/orders/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.trackingKey)}${
    lang ? `&lang=${encodeURIComponent(lang)}` : ""
  }`;
}
