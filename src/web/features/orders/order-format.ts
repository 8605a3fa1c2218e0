import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { formatOnClock, shortTimeOnClock } from "../../../shared/hours/business-clock.ts";
import type { Order, OrderPayment, OrderStatus, OrderType } from "../../../shared/ordering/orders.ts";
import type { RefundReason } from "../../../shared/payments/payments.ts";
import type { OrderClock } from "../../widgets/orders/order-clock.ts";

// What the Orders screen, the order page and the kitchen ticket write about an order, said once.

export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "Awaiting payment",
  NEW: "New",
  SCHEDULED: "Scheduled",
  ACCEPTED: "Accepted",
  READY: "Ready",
  OUT_FOR_DELIVERY: "Out for delivery",
  COMPLETED: "Completed",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
};

export const STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "gray",
  NEW: "orange",
  SCHEDULED: "violet",
  ACCEPTED: "blue",
  READY: "teal",
  OUT_FOR_DELIVERY: "cyan",
  COMPLETED: "gray",
  REJECTED: "red",
  CANCELLED: "red",
};

export const TYPE_LABELS: Record<OrderType, string> = {
  PICKUP: "Pick-up",
  DELIVERY: "Delivery",
  TABLE: "Table",
};

export const PAYMENT_LABELS: Record<OrderPayment, string> = {
  CASH: "Cash",
  CARD_ON_DELIVERY: "Card in person",
  ONLINE_CARD: "Card online",
  GIFT_CARD: "Gift card",
};

/** Where the order's money stands, after its method: "captured", "$5.00 refunded", "to pay on hand-over". */
export function paymentLine(
  order: Pick<Order, "status" | "payment" | "paymentStatus" | "refunded" | "currency" | "currencyCode">,
) {
  if (order.payment !== "ONLINE_CARD") return order.paymentStatus === "PAID" ? "paid" : "to pay on hand-over";
  switch (order.paymentStatus) {
    case "PENDING":
      return "waiting for the guest's card";
    case "AUTHORIZED":
      // Accepted: the capture runs in the background, so it may lag the owner's click a little.
      return isAccepted(order.status) ? "capture pending" : "held on the card, charged when you accept";
    case "PAID":
      return "captured";
    case "PARTIALLY_REFUNDED":
      return `captured, ${money(order, order.refunded)} refunded`;
    case "REFUNDED":
      return "refunded in full";
    case "RELEASED":
      return "hold released, the guest was not charged";
    default:
      return "to pay on hand-over";
  }
}

const isAccepted = (status: OrderStatus) =>
  status === "ACCEPTED" || status === "READY" || status === "OUT_FOR_DELIVERY" || status === "COMPLETED";

/** The Orders list's short warning for an order whose card keeps failing to be captured. */
export const CAPTURE_PROBLEM_SHORT = "Card payment not captured yet: Stripe keeps failing.";

/** A captured card payment with something left to give back. */
export const canRefund = (order: Pick<Order, "payment" | "paymentStatus" | "refunded" | "total">) =>
  order.payment === "ONLINE_CARD" &&
  (order.paymentStatus === "PAID" || order.paymentStatus === "PARTIALLY_REFUNDED") &&
  order.refunded < order.total;

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: "The guest asked for it",
  duplicate: "Charged twice",
  fraudulent: "Fraudulent order",
};

/** "Pick-up", "Delivery", "Table 12". */
export const typeLine = (order: Pick<Order, "type" | "table">) =>
  order.type === "TABLE" && order.table ? `Table ${order.table}` : TYPE_LABELS[order.type];

export const money = (order: Pick<Order, "currency" | "currencyCode">, minor: number) =>
  formatMoney(minor, currencyOf(order));

/** "2 × Margherita, Soda" for a list row. */
export function itemsSummary(order: Pick<Order, "items">): string {
  return order.items
    .map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name))
    .join(", ");
}

export const itemCount = (order: Pick<Order, "items">) =>
  order.items.reduce((sum, line) => sum + line.quantity, 0);

/**
 * "12:40 PM", or "Sat, Nov 28, 12:40 PM" when not today, on the business's clock and in its hour format: the
 * time the guest reads.
 */
export const shortTime = (iso: string, clock: OrderClock, now = new Date()): string =>
  shortTimeOnClock(iso, clock, now);

/** "Thursday, November 26, 2026": the day an order was placed, in full, on the business's clock. */
export function longDate(iso: string, clock: OrderClock): string {
  return formatOnClock(iso, clock, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

/** "just now", "4 min ago", "2 h ago"; older than a day: the date and time. */
export function sinceLine(iso: string, clock: OrderClock, now = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return shortTime(iso, clock, now);
}

/** The ready times the owner picks from when accepting, in minutes, around the business's usual lead time. */
export function readyChoices(usual: number): number[] {
  const base = [10, 15, 20, 30, 45, 60];
  const all = new Set([...base, Math.max(0, Math.round(usual))]);
  return [...all].sort((a, b) => a - b);
}

/** The full address of a delivery, on one line. */
export function addressLine(customer: Order["customer"]): string {
  return [customer.address, customer.city, [customer.state, customer.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

/** The reasons an owner most often gives; they can write their own. */
export const REJECT_REASONS = [
  "We're too busy to take this order right now.",
  "An item in this order is sold out.",
  "We're closing soon.",
  "We can't deliver to this address.",
];
export const CANCEL_REASONS = [
  "An item in this order is sold out.",
  "We couldn't reach you.",
  "The kitchen had a problem with this order.",
];

/**
 * "Order #12"; an order that never went live (its card never held, then cancelled) has no number, since numbers
 * are taken only by orders that reach the kitchen.
 */
export const orderName = (order: Pick<Order, "friendlyId">) =>
  order.friendlyId ? `Order #${order.friendlyId}` : "Unpaid order";

/** "#12", or "Unpaid" for an order without a number. */
export const orderNumber = (order: Pick<Order, "friendlyId">) =>
  order.friendlyId ? `#${order.friendlyId}` : "Unpaid";
