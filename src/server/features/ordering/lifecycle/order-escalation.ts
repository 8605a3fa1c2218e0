import type { Order } from "../../../../shared/ordering/orders.ts";

// The owner's second mail about an order: one nobody has accepted or even opened some minutes after it reached
// the kitchen (order-kinds.ts ESCALATE_AFTER_MS, half the accept deadline). The kitchen screen rings louder by
// then; this reaches an owner who is away from it, while there is still time before a card order's hold is
// released and its guest turned away. The job is queued with the order going live and does nothing once someone
// has taken the order on. The mail itself is mail/templates/unaccepted-order.ts.

/** Whether the order still waits for someone: NEW, and nobody has opened it on a dashboard. */
export const isStillUnattended = (order: Pick<Order, "status" | "openedDate">) =>
  order.status === "NEW" && order.openedDate === null;
