import type { Order } from "../../../shared/ordering/orders.ts";

// The owner's second mail about an order: one nobody has accepted or even opened some minutes after it reached
// the kitchen (order-kinds.ts ESCALATE_AFTER_MS, half the accept deadline). The kitchen screen rings louder by
// then; this reaches an owner who is away from it, while there is still time before a card order's hold is
// released and its guest turned away. The job is queued with the order going live and does nothing once someone
// has taken the order on.

/** Whether the order still waits for someone: NEW, and nobody has opened it on a dashboard. */
export const isStillUnattended = (order: Pick<Order, "status" | "openedDate">) =>
  order.status === "NEW" && order.openedDate === null;

/** The mail: which order, how long it has waited, and the link to the kitchen screen. */
export function escalationMail(
  order: Pick<Order, "friendlyId" | "type" | "table" | "customer" | "createdDate">,
  { businessName, link, now }: { businessName: string; link: string; now: Date },
) {
  const minutes = Math.max(1, Math.round((now.getTime() - Date.parse(order.createdDate)) / 60_000));
  const who =
    order.type === "TABLE" && order.table
      ? `table ${order.table}`
      : order.customer.name || (order.type === "DELIVERY" ? "a delivery" : "a pick-up");
  const text = [
    `Order #${order.friendlyId} at ${businessName} has waited ${minutes} minutes and nobody has accepted it yet.`,
    "",
    `It is for ${who}. The guest is waiting to hear that the kitchen has it, and an order paid by card online ` +
      "is turned down by itself if nobody accepts it in time.",
    "",
    `Accept it on the kitchen screen: ${link}`,
  ].join("\n");
  return { subject: `Order #${order.friendlyId} is still waiting to be accepted`, text, link };
}
