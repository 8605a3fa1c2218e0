import { z } from "zod";
import { PLAN_NAMES, PLANS } from "./entitlements.ts";

// The member's plan and its billing through Stripe Checkout and the
// billing portal. What each plan allows is in entitlements.ts.

export const SUBSCRIPTION_MESSAGES = {
  billingOff: "Paying online is not set up on this server. Write to us and we'll upgrade your account.",
  alreadySubscribed: `Your ${PLAN_NAMES.MYBRAND} is already active. Manage it from Account → Subscription.`,
  noBillingAccount: `There is no billing account yet: upgrade to the ${PLAN_NAMES.MYBRAND} first.`,
  notSubscribed: `Extra locations are paid on the ${PLAN_NAMES.MYBRAND}: upgrade first.`,
  stripeUnavailable: "We couldn't reach our payment provider. Please try again in a minute.",
} as const;

/** The largest quantity of extra locations one subscription carries. */
export const EXTRA_LOCATIONS_MAX = 500;

export const SubscriptionSchema = z
  .object({
    /** The subscription status code (SUBSCRIPTION_STATUS in constants.ts). */
    status: z.number(),
    statusName: z.string(),
    /** The plan whose limits apply now. */
    plan: z.enum(PLANS),
    /** Why: FREE, PAID, GRACE, LAPSED, HOLD or UNKNOWN (entitlements.ts). */
    reason: z.string(),
    /** The member's locations, and how many of them are served to guests. */
    locations: z.number(),
    servedLocations: z.number(),
    /** Extra locations paid for on the subscription. */
    extraLocations: z.number(),
    qrCodes: z.number(),
    /** null: no limit. */
    qrCodeLimit: z.number().nullable(),
    websitePageLimit: z.number().nullable(),
    /** The next bill's date (ISO), while a subscription runs. */
    renewsAt: z.string().nullable(),
    /** Its amount in US dollars. */
    monthlyUsd: z.number(),
    cancelAtPeriodEnd: z.boolean(),
    graceEndsAt: z.string().nullable(),
    /** The member has a billing account (the portal opens). */
    canManageBilling: z.boolean(),
    /** Stripe is configured on this server. */
    isBillingEnabled: z.boolean(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CheckoutRequestSchema = z.object({
  plan: z.literal("MYBRAND", { error: `Choose the ${PLAN_NAMES.MYBRAND}, MYBRAND.` }),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const RedirectSchema = z.object({ url: z.string() }).meta({ id: "Redirect" });

export const PaidLocationsRequestSchema = z.object({
  extraLocations: z.number().int().min(0).max(EXTRA_LOCATIONS_MAX),
});
export type PaidLocationsRequest = z.infer<typeof PaidLocationsRequestSchema>;
