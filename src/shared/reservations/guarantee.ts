import { z } from "zod";

// A card guarantee, as guests and hosts read it. Where the owner asks for one (parties from a size on), the guest
// saves a card when booking; nothing is charged unless the host marks the party a no-show, and then only the fee.

export const GUARANTEE_STATES = [
  /** Booked; the guest has not saved a card yet. */
  "CARD_NEEDED",
  /** The card is saved on the restaurant's Stripe account. */
  "CARD_SAVED",
  /** Marked a no-show: the fee is being charged. */
  "CHARGING",
  "CHARGED",
  /** The fee could not be charged (the card needs its holder, or was declined): `failureCode` says why. */
  "CHARGE_FAILED",
  /** Cancelled, seated or finished: the card will never be charged. */
  "RELEASED",
  /** The restaurant could not take cards when the guest booked: the table is held without one. */
  "UNAVAILABLE",
] as const;
export type GuaranteeState = (typeof GUARANTEE_STATES)[number];

/** What the guest's card form needs: the SetupIntent to confirm with Stripe.js, on the restaurant's account. */
export const GuaranteeSetupSchema = z.object({
  setupIntentClientSecret: z.string(),
  publishableKey: z.string(),
  stripeAccount: z.string(),
});
export type GuaranteeSetup = z.infer<typeof GuaranteeSetupSchema>;

export const GuaranteeViewSchema = z.object({
  state: z.enum(GUARANTEE_STATES),
  /** Minor units. */
  noShowFee: z.number(),
  currencyCode: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Stripe's code when the fee could not be charged. */
  failureCode: z.string().nullable(),
  /** The guest's, while their card is still needed: what Stripe.js confirms the card with. */
  ...GuaranteeSetupSchema.partial().shape,
});
export type GuaranteeView = z.infer<typeof GuaranteeViewSchema>;

/** The host's words for why a fee was not charged. */
export function chargeFailureSentence(code: string | null): string {
  if (code === "authentication_required")
    return "The card's bank asked for the guest's approval, so the fee was not charged. Ask the guest to pay it.";
  if (code === "card_declined" || code === "insufficient_funds" || code === "expired_card")
    return "The card was declined, so the fee was not charged.";
  return "The fee could not be charged.";
}

export const GUARANTEE_MESSAGES = {
  noPayments:
    "To hold tables with a card, connect Stripe under Settings → Payments first, so the fee can reach you.",
  noCard: "This booking has no saved card to save.",
  notSaved: "The card was not saved. Please try again.",
};
