import type { OrderStatus } from "../../../../shared/ordering/orders.ts";
import type { Move } from "../lifecycle/lifecycle.ts";
import {
  moneyMoveOf,
  type PaymentDeps,
  settleAfterMove,
  settleOrderPayment,
} from "./order-payments.service.ts";
import {
  ACCEPT_TIMEOUT_MS,
  AUTHORIZATION_LIFETIME_MS,
  PAYMENT_DEADLINE_JOB,
  PAYMENT_SETTLE_JOB,
} from "./payment-kinds.ts";

// What an order's moves do to its card payment, listeners on the lifecycle (lifecycle-wiring.ts) so that no
// route or job has to remember it:
// - a card is captured on accept: the owner's accept (or a later ready or complete, while the card is still only
//   held) makes the settle job capture it, so the owner never waits on Stripe;
// - a card is released on reject, or on a cancel before it was captured, and refunded on a cancel after;
// - a card order once live must be accepted before its hold runs out, or it is rejected (a deadline job).
// Which of these a move asks for is read from the order itself (`moneyMoveOf`), so running it twice does no harm.

/** The moves after which the order's money may have something to do. */
export const SETTLING: readonly OrderStatus[] = [
  "ACCEPTED",
  "READY",
  "OUT_FOR_DELIVERY",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
];

/** After a move into one of `SETTLING`: the card captured, released or refunded as the move asks. */
export async function settleAfter(deps: PaymentDeps, move: Move) {
  const { order, why } = move;
  if (!moneyMoveOf(order)) return;
  switch (why) {
    case "owner":
      // The owner waits for the answer: a release or a refund is tried at once, a capture is left to the job.
      return settleAfterMove(deps, order, move.log);
    case "pay-deadline":
    case "accept-deadline":
      // Already in a job: settle here; a failure makes the job try again.
      return settleOrderPayment(deps, order.id);
    case "hold-gone":
      // The settle job found the hold gone; the move it made is its own answer.
      return;
    default:
      // Inside the webhook's transaction: the job runs once it commits, and never calls Stripe while it holds
      // the order's row.
      await deps.jobs.enqueue(PAYMENT_SETTLE_JOB, { orderId: order.id }, { db: move.db });
  }
}

/**
 * An authorized card is held for days only: the owner has `acceptTimeoutMs` from when the order is due to accept
 * it, and never past the hold's lifetime. Unaccepted by then, the order is rejected and its card released.
 */
export async function queueAcceptDeadline(deps: PaymentDeps, { db, order, now, dueAt }: Move) {
  if (order.payment !== "ONLINE_CARD" || order.paymentStatus !== "AUTHORIZED") return;
  const acceptTimeoutMs = deps.config?.acceptTimeoutMs ?? ACCEPT_TIMEOUT_MS;
  const deadline = Math.min(
    (dueAt ?? now).getTime() + acceptTimeoutMs,
    now.getTime() + AUTHORIZATION_LIFETIME_MS,
  );
  await deps.jobs.enqueue(
    PAYMENT_DEADLINE_JOB,
    { orderId: order.id, deadline: "accept" },
    { db, runAt: new Date(deadline) },
  );
}
