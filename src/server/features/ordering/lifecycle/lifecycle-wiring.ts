import type { JobQueue } from "../../../jobs/job-queue.ts";
import { returnGiftCardPayment } from "../../gift-cards/gift-card-ledger.ts";
import { noticeGuest } from "../../guest-notices/guest-notices.ts";
import { earnPoints, returnRewardPoints, takeBackPoints } from "../../loyalty/loyalty-earning.ts";
import { releasePromotionUse } from "../../promotions/promo-apply.ts";
import type { PaymentDeps } from "../money/order-payments.service.ts";
import { queueAcceptDeadline, SETTLING, settleAfter } from "../money/payment-on-moves.ts";
import { releaseSlot } from "../placing/pacing.ts";
import type { OrderLifecycle } from "./lifecycle.ts";

// What follows an order's move, all in one place: every listener on the lifecycle (lifecycle.ts) is registered
// here, at start-up, before any route or job can move an order. They run in the order written below, each with
// the order as the one before it left it, inside the move's own transaction when the caller opened one:
// 1. the guest's notices are queued (a job per channel they asked for);
// 2. a rejected or cancelled order gives its pacing slot back;
// 3. its card is captured, released or refunded as the move asks, or, once live, given its accept deadline;
// 4. a rejected or cancelled order gives its promo code's use back;
// 5. a rejected or cancelled order, or one whose card part is refunded in full, gives back what its gift card paid;
// 6. a rejected, cancelled or fully refunded order gives back the points its loyalty reward spent;
// 7. a completed order earns its loyalty member points, and one refunded in full takes them back.
// Each listener's work is written so that running it twice does no harm (a retried job, a replayed webhook).
// `lifecycle-wiring.test.ts` lists them: a listener added elsewhere, or in another order, fails it.

export interface LifecycleWiring {
  jobs: JobQueue;
  /** The card payments' side (order-payments.service.ts). */
  payments: PaymentDeps;
  /** Whether the platform can send text messages (Twilio configured). */
  canText: boolean;
}

export function wireOrderLifecycle(lifecycle: OrderLifecycle, { jobs, payments, canText }: LifecycleWiring) {
  const guest = { jobs, canText };
  // A card order reaches the kitchen once its card is held, or once the guest chooses to pay in person.
  lifecycle.on(
    "guest hears it was received",
    ["live"],
    noticeGuest(guest, () => "received"),
  );
  lifecycle.on(
    "guest hears it was accepted",
    ["ACCEPTED"],
    noticeGuest(guest, () => "accepted"),
  );
  // A delivery marked ready waits at the pass for its driver; it is on its way once handed to the driver.
  lifecycle.on(
    "guest hears it is ready",
    ["READY"],
    noticeGuest(guest, () => "ready"),
  );
  lifecycle.on(
    "guest hears it is on its way",
    ["OUT_FOR_DELIVERY"],
    noticeGuest(guest, () => "on-its-way"),
  );
  lifecycle.on(
    "guest hears it was rejected",
    ["REJECTED"],
    noticeGuest(guest, () => "rejected"),
  );
  // An unpaid card order the guest walked away from was never theirs to hear of.
  lifecycle.on(
    "guest hears it was cancelled",
    ["CANCELLED"],
    noticeGuest(guest, ({ why }) => (why === "pay-deadline" ? null : "cancelled")),
  );
  lifecycle.on(
    "guest hears of a refund",
    ["refunded"],
    noticeGuest(guest, ({ order }) => `refunded:${order.refunded}`),
  );
  lifecycle.on("pacing slot given back", ["REJECTED", "CANCELLED"], releaseSlot);
  lifecycle.on("card settled", SETTLING, (move) => settleAfter(payments, move));
  lifecycle.on("card's accept deadline queued", ["live"], async (move) => {
    await queueAcceptDeadline(payments, move);
    return undefined;
  });
  lifecycle.on("promo code's use given back", ["REJECTED", "CANCELLED"], releasePromotionUse);
  lifecycle.on(
    "gift card's payment given back",
    ["REJECTED", "CANCELLED", "refunded"],
    async ({ db, order }) => {
      if (order.status === "REJECTED" || order.status === "CANCELLED" || order.paymentStatus === "REFUNDED")
        await returnGiftCardPayment(db, order);
      return undefined;
    },
  );
  lifecycle.on(
    "loyalty reward's points given back",
    ["REJECTED", "CANCELLED", "refunded"],
    returnRewardPoints,
  );
  lifecycle.on("loyalty points earned", ["COMPLETED"], earnPoints);
  lifecycle.on("loyalty points taken back", ["refunded"], takeBackPoints);
}
