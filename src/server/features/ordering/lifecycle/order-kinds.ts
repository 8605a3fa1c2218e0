import { z } from "zod";
import { defineJob } from "../../../jobs/define-job.ts";
import { ACCEPT_TIMEOUT_MS } from "../money/payment-kinds.ts";

/** An order's job names the order alone: what it does is read when it runs, as the order then stands. */
const OrderJobSchema = z.object({ orderId: z.string() });

// The jobs an order makes (docs/decisions/006 and 022), done in order-jobs.ts.

/** A scheduled order's due move, to NEW. */
export const ORDER_DUE_JOB = defineJob("order-due", OrderJobSchema);
/** The owner's mail about a new order. */
export const ORDER_MAIL_JOB = defineJob("order-mail", OrderJobSchema);
/** The owner's second mail about an order nobody has accepted or opened yet (order-escalation.ts). */
export const ORDER_ESCALATE_JOB = defineJob("order-escalate", OrderJobSchema);

/**
 * How long after it reaches the kitchen an order nobody has taken on is mailed about again: half the accept
 * deadline, so the owner hears of it well before a card order's hold is released and the guest turned away.
 */
export const ESCALATE_AFTER_MS = ACCEPT_TIMEOUT_MS / 2;

/** When that mail goes out for an order live from `liveAt` (now, or a scheduled order's due time). */
export const escalateAt = (liveAt: Date) => new Date(liveAt.getTime() + ESCALATE_AFTER_MS);
