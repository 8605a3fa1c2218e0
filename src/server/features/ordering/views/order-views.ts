import type { GuestOrder, Order } from "../../../../shared/ordering/orders.ts";
import type { orders } from "../../../db/schema.ts";

// An order as its readers see it: the owner's view (the dashboard, the live channel, tickets, mails) and the
// guest's (their confirmation page, its live stream, the pay page). Every feature that answers or prints an order
// reads it through these two.

type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    // "" while the order waits for its card: it has no number until it goes live.
    friendlyId: row.friendlyId === null ? "" : String(row.friendlyId),
    businessId: row.businessId,
    status: row.status as Order["status"],
    type: row.type as Order["type"],
    table: row.tableLabel,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    currency: row.currency,
    currencyCode: row.currencyCode,
    items: row.items as Order["items"],
    subtotal: row.subtotal,
    taxes: row.taxes as Order["taxes"],
    tax: row.tax,
    tip: row.tip,
    deliveryFee: row.deliveryFee,
    discount: row.discount,
    promoCode: row.promoCode,
    total: row.total,
    giftCardPaid: row.giftCardPaid,
    reward: row.reward ?? null,
    pointsEarned: row.pointsEarned,
    payment: row.payment as Order["payment"],
    paymentStatus: row.paymentStatus as Order["paymentStatus"],
    refunded: row.refunded,
    refundedDate: row.refunded > 0 ? (row.refundedAt?.toISOString() ?? null) : null,
    // Only while the card is still held: once captured or released there is nothing left to warn of.
    paymentProblem: row.paymentStatus === "AUTHORIZED" ? row.paymentProblem : null,
    placedBeforePause: row.placedBeforePause,
    customer: row.customer as Order["customer"],
    customerId: row.customerId,
    note: row.note,
    trackingKey: row.trackingKey,
    readyAt: row.readyAt?.toISOString() ?? null,
    notify: { email: row.notifyEmail, sms: row.notifySms },
    textStatus: (row.textStatus as Order["textStatus"]) ?? null,
    promisedFor: row.promisedFor?.toISOString() ?? null,
    reason: row.reason,
    openedDate: row.openedAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** The guest's view: the order without the business's own reference to its customer list. */
export function toGuestOrder(row: OrderRow): GuestOrder {
  const {
    customerId: _customerId,
    openedDate: _openedDate,
    paymentProblem: _paymentProblem,
    placedBeforePause: _placedBeforePause,
    textStatus: _textStatus,
    ...order
  } = toOrder(row);
  return order;
}
