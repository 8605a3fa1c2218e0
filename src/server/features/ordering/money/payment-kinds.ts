import { z } from "zod";
import { defineJob } from "../../../jobs/define-job.ts";

// The payment jobs (done in payment-jobs.ts) and the card payment's time limits, apart from the payment service
// so that placing an order (order-write.ts) can enqueue them without importing it.

/** A payment's job names its order alone: the payment is read as it stands when the job runs. */
const PaymentJobSchema = z.object({ orderId: z.string() });

/** Looks at an order's payment and does what its status asks: capture, release, refund on cancel. */
export const PAYMENT_SETTLE_JOB = defineJob("payment-settle", PaymentJobSchema);
/** An online order still unpaid, or still not accepted, at its deadline: cancelled or rejected, hold released. */
export const PAYMENT_DEADLINE_JOB = defineJob(
  "payment-deadline",
  z.object({ orderId: z.string(), deadline: z.enum(["pay", "accept"]).default("accept") }),
);

/** A guest has this long to pay an online-card order before it is cancelled. */
export const PAY_TIMEOUT_MS = 30 * 60_000;
/** An authorized order waits this long for the owner to accept it (the guest is told when it runs out). */
export const ACCEPT_TIMEOUT_MS = 30 * 60_000;
/** Stripe keeps a card authorization for 7 days; a scheduled order's deadline stays well within it. */
export const AUTHORIZATION_LIFETIME_MS = 6 * 24 * 60 * 60_000;
/** Mails the owner that an accepted order's card still cannot be captured. */
export const PAYMENT_PROBLEM_MAIL_JOB = defineJob("payment-problem-mail", PaymentJobSchema);
/** How long Stripe holds an authorized card before the hold lapses and the capture is impossible. */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** The longest wait between two tries of a capture Stripe keeps failing. */
export const CAPTURE_RETRY_MAX_MS = 30 * 60_000;
