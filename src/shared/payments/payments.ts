import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { MESSAGES } from "../common/messages.ts";

// Card payments: the connected account, the guest's PaymentIntent, refunds (docs/decisions/010).
// The owner's Settings → Payments, the guest's pay step and the server read these.

/** Where the owner's account stands, in the words Settings → Payments uses. */
export const ACCOUNT_STATES = ["NOT_CONNECTED", "DETAILS_NEEDED", "CHARGES_ENABLED", "RESTRICTED"] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export function accountState(account: {
  exists: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}): AccountState {
  if (!account.exists) return "NOT_CONNECTED";
  if (account.chargesEnabled) return "CHARGES_ENABLED";
  return account.detailsSubmitted ? "RESTRICTED" : "DETAILS_NEEDED";
}

export const PAYMENT_MESSAGES = {
  notConfigured:
    "Online card payment needs configuration: the server has no Stripe key (STRIPE_SECRET_KEY). Guests can still pay at pick-up or on delivery.",
  onlineCardOff: "Online card payment is not available for this order.",
  chargesDisabled: "This business cannot take card payments right now.",
  alreadyPaid: "This order is already paid.",
  notOnlineCard: "This order is not paid by card online.",
  orderClosed: "This order can no longer be paid.",
  itemsGone: "Some items of this order are no longer available. Your card was not charged.",
  acceptTimeout: "The restaurant did not accept your order in time. Your card was not charged.",
  payTimeout: "This order was not paid in time.",
  paymentCancelled: "The card payment was cancelled.",
  captureFailed:
    "The card payment could not be taken; the order was cancelled and the guest was not charged.",
  refundNotCaptured: "Only a captured card payment can be refunded.",
  refundTooLarge: (left: string) => `You can refund at most ${left}.`,
  refundAmount: "Please enter an amount greater than 0.",
  stripeUnavailable: "Stripe could not be reached. Please try again in a moment.",
  captureFailing:
    "The card payment has not been captured yet: Stripe keeps failing. We keep trying; if it does not succeed within a few days the hold on the guest's card lapses and the order is unpaid.",
  switchOff: "Paying at pick-up is not offered for this order.",
} as const;

/** Stripe's requirement codes in words an owner understands; unknown ones are shown as Stripe names them. */
const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: "A bank account for payouts",
  "business_profile.url": "Your business website",
  "business_profile.mcc": "Your type of business",
  "individual.first_name": "Your first name",
  "individual.last_name": "Your last name",
  "individual.dob.day": "Your date of birth",
  "individual.verification.document": "A photo of your ID document",
  "individual.id_number": "Your ID number",
  "individual.ssn_last_4": "The last 4 digits of your SSN",
  "tos_acceptance.date": "Accepting Stripe's terms",
  "tos_acceptance.ip": "Accepting Stripe's terms",
};

export function describeRequirement(code: string): string {
  return REQUIREMENT_WORDS[code] ?? code.replace(/[._]/g, " ");
}

/**
 * The platform's share of an order (integer minor units, rounded half-up once, docs/decisions/005): `percent` may
 * have two decimals (2.5 %).
 */
export function platformFee(total: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((total * hundredths + 5_000) / 10_000);
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────────────

export const MemberQuerySchema = z.object({ memberId: IdSchema });

export const CreateIntentQuerySchema = z.object({
  orderId: IdSchema,
  key: z
    .string({ error: MESSAGES.orderLinkIncomplete })
    .min(1, MESSAGES.orderLinkIncomplete)
    .max(200, MESSAGES.orderLinkIncomplete),
});

/** Why a refund is made, in Stripe's words (its Refund `reason`); the owner may leave it out. */
export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * POST /v1/orders/{orderId}/refund: the amount in minor units (without one, everything not yet refunded) and, if
 * the owner gives one, Stripe's reason.
 */
export const RefundRequestSchema = z.object({
  amount: z
    .number({ error: PAYMENT_MESSAGES.refundAmount })
    .int(PAYMENT_MESSAGES.refundAmount)
    .min(1, PAYMENT_MESSAGES.refundAmount)
    .max(2 ** 52)
    .optional(),
  reason: z.enum(REFUND_REASONS, { error: "Please choose a reason from the list." }).optional(),
});
export type RefundRequest = z.input<typeof RefundRequestSchema>;

/** The guest switches an unpaid online order to paying in person. */
export const PayInPersonRequestSchema = z.object({
  payment: z.enum(["CASH", "CARD_ON_DELIVERY"], { error: "Please choose how you will pay." }),
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────────

export const ConnectedAccountSchema = z
  .object({
    exists: z.boolean(),
    chargesEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    state: z.enum(ACCOUNT_STATES),
    /** What Stripe still asks of the owner (its requirement codes). */
    requirements: z.array(z.string()),
    /** Whether the server has a Stripe key at all: without one, nothing here can be set up. */
    isConfigured: z.boolean(),
  })
  .meta({ id: "ConnectedAccount" });
export type ConnectedAccount = z.infer<typeof ConnectedAccountSchema>;

export const AccountLinkSchema = z.object({ url: z.string() }).meta({ id: "AccountLink" });

export const PaymentIntentAnswerSchema = z
  .object({
    clientSecret: z.string(),
    publishableKey: z.string(),
    /** Minor units: the order's total as the server priced it. */
    amount: z.number(),
    currencyCode: z.string(),
  })
  .meta({ id: "PaymentIntentAnswer" });
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswerSchema>;
