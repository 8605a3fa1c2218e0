import { ACCEPT_TIMEOUT_MS } from "./payment-kinds.ts";

/** The jobs an order makes (docs/decisions/006): its due move when scheduled, and the owner's mail. */
export const ORDER_DUE_JOB = "order-due";
export const ORDER_MAIL_JOB = "order-mail";
/** The owner's second mail about an order nobody has accepted or opened yet (order-escalation.ts). */
export const ORDER_ESCALATE_JOB = "order-escalate";

/**
 * How long after it reaches the kitchen an order nobody has taken on is mailed about again: half the accept
 * deadline, so the owner hears of it well before a card order's hold is released and the guest turned away.
 */
export const ESCALATE_AFTER_MS = ACCEPT_TIMEOUT_MS / 2;

/** When that mail goes out for an order live from `liveAt` (now, or a scheduled order's due time). */
export const escalateAt = (liveAt: Date) => new Date(liveAt.getTime() + ESCALATE_AFTER_MS);
