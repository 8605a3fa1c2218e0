import { EXTRA_LOCATION_MONTHLY_USD, FREE_QR_CODES, SUBSCRIPTION_STATUS } from "../common/constants.ts";

// What each subscription status and plan allows, written once. Every check on the server (QR
// codes, serving a location, publishing it) and every upsell in the dashboard reads these functions, so the
// limit a person is told about is the limit the server applies.

export type StatusName = keyof typeof SUBSCRIPTION_STATUS;

/** MyBrand is the subscription; Ordering is the platform's fee on paid orders (docs/requirements.md, "Plans"). */
export const PLANS = ["FREE", "MYBRAND"] as const;
export type Plan = (typeof PLANS)[number];
/**
 * Each plan's one name, wherever a person reads it: the dashboard, the messages, Stripe's checkout and invoices
 * (the product is named with it). The paid plan is the "MyBrand" payment kind.
 */
export const PLAN_NAMES: Record<Plan, string> = { FREE: "Free plan", MYBRAND: "MyBrand plan" };

/** The paid plan's own monthly price, before extra locations (which cost $10 each, docs/requirements.md, "Plans"). */
export const MYBRAND_MONTHLY_USD = 19;
/**
 * How long a failed payment keeps the paid plan's limits before Free limits apply, so a card that expired does
 * not take an owner's page down at once (docs/requirements.md, "Plans").
 */
export const PAST_DUE_GRACE_DAYS = 7;
/** The first location is included; each extra one costs $10 a month (docs/requirements.md, "Plans"). */
export const INCLUDED_LOCATIONS = 1;
/** Website pages on the Free plan; the paid plan has no limit. */
export const FREE_WEBSITE_PAGES = 3;

const DAY_MS = 86_400_000;

export interface SubscriptionState {
  /** Status code: ACTIVE 1, HOLD 2, CANCELLED 3, DECLINED 4, FREEMIUM 5, PAST_DUE 7. */
  status: number;
  /** Extra locations paid for on the subscription (its quantity); 0 on Free. */
  extraLocations?: number | undefined;
  /** When the status became PAST_DUE: the grace period counts from here. */
  pastDueSince?: Date | string | null | undefined;
}

/** Why the limits are what they are, for the dashboard's words. */
export type EntitlementReason =
  | "FREE" // never paid, or FREEMIUM
  | "PAID" // ACTIVE
  | "GRACE" // PAST_DUE, within the grace period: still the paid plan's limits
  | "LAPSED" // PAST_DUE past the grace period, DECLINED or CANCELLED: back to Free limits, data kept
  | "HOLD" // an operator put the subscription on hold: Free limits until released
  | "UNKNOWN"; // a code we do not know: the safe side, Free limits

export interface Entitlements {
  /** The plan whose limits apply now (a lapsed MyBrand subscription has FREE's). */
  plan: Plan;
  reason: EntitlementReason;
  /** QR codes the member may have in all; null: no limit. Codes past it stay, but cannot be downloaded. */
  qrCodes: number | null;
  /** Locations whose pages are served, oldest first; the others stay editable but answer 402 to guests. */
  locations: number;
  /** Online ordering (the Ordering kind is paid by the platform fee per order, not by the plan). */
  onlineOrdering: boolean;
  /** Website pages a member may have per location; null: no limit. */
  websitePages: number | null;
  /** When PAST_DUE falls back to Free limits (ISO), while in the grace period; else null. */
  graceEndsAt: string | null;
}

export function statusNameOf(code: number): StatusName | null {
  const entry = Object.entries(SUBSCRIPTION_STATUS).find(([, value]) => value === code);
  return entry ? (entry[0] as StatusName) : null;
}

const FREE_LIMITS = {
  plan: "FREE",
  qrCodes: FREE_QR_CODES,
  locations: INCLUDED_LOCATIONS,
  onlineOrdering: true,
  websitePages: FREE_WEBSITE_PAGES,
  graceEndsAt: null,
} as const satisfies Omit<Entitlements, "reason">;

function paidLimits(extraLocations: number): Omit<Entitlements, "reason" | "graceEndsAt"> {
  return {
    plan: "MYBRAND",
    qrCodes: null,
    locations: INCLUDED_LOCATIONS + Math.max(0, Math.floor(extraLocations)),
    onlineOrdering: true,
    websitePages: null,
  };
}

/** When a PAST_DUE subscription's grace period ends. */
export function graceEndsAt(pastDueSince: Date | string): Date {
  return new Date(new Date(pastDueSince).getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** What a member may do now, from the subscription's state. Pure: `now` is given for tests and previews. */
export function entitlementsOf(state: SubscriptionState, now: Date = new Date()): Entitlements {
  const extra = state.extraLocations ?? 0;
  switch (statusNameOf(state.status)) {
    case "ACTIVE":
      return { ...paidLimits(extra), reason: "PAID", graceEndsAt: null };
    case "PAST_DUE": {
      // Without a start we cannot count the grace period: the paid limits hold until the next event says more.
      if (!state.pastDueSince) return { ...paidLimits(extra), reason: "GRACE", graceEndsAt: null };
      const ends = graceEndsAt(state.pastDueSince);
      if (now.getTime() < ends.getTime())
        return { ...paidLimits(extra), reason: "GRACE", graceEndsAt: ends.toISOString() };
      return { ...FREE_LIMITS, reason: "LAPSED" };
    }
    case "CANCELLED":
    case "DECLINED":
      return { ...FREE_LIMITS, reason: "LAPSED" };
    case "HOLD":
      return { ...FREE_LIMITS, reason: "HOLD" };
    case "FREEMIUM":
      return { ...FREE_LIMITS, reason: "FREE" };
    default:
      return { ...FREE_LIMITS, reason: "UNKNOWN" };
  }
}

/** The Free plan's limits, for upsells shown before anything is known about the member. */
export const FREE_ENTITLEMENTS: Entitlements = { ...FREE_LIMITS, reason: "FREE" };

/** May a member who has `existing` codes make one more? */
export function canCreateQrCode(entitlements: Entitlements, existing: number): boolean {
  return entitlements.qrCodes === null || existing < entitlements.qrCodes;
}

/** Is the member's code at `index` (0 = their oldest) within the plan, so it may be downloaded and printed? */
export function isQrCodeWithinPlan(entitlements: Entitlements, index: number): boolean {
  return entitlements.qrCodes === null || index < entitlements.qrCodes;
}

/** Is the member's location at `index` (0 = their oldest) served to guests? */
export function isLocationServed(entitlements: Entitlements, index: number): boolean {
  return index < entitlements.locations;
}

/** May a location have one more website page, when it has `existing`? */
export function canAddWebsitePage(entitlements: Entitlements, existing: number): boolean {
  return entitlements.websitePages === null || existing < entitlements.websitePages;
}

/** The monthly price of a plan with `extraLocations` extra locations, in US dollars. */
export function monthlyPriceUsd(plan: Plan, extraLocations: number): number {
  const extras = Math.max(0, Math.floor(extraLocations)) * EXTRA_LOCATION_MONTHLY_USD;
  return plan === "MYBRAND" ? MYBRAND_MONTHLY_USD + extras : extras;
}

/** Extra locations a member with `locations` locations needs paid for, so that every one of them is served. */
export function extraLocationsNeeded(locations: number): number {
  return Math.max(0, locations - INCLUDED_LOCATIONS);
}

/** What a plan includes, in the words the dashboard shows (Account → Subscription, the upgrade card). */
export function planFeatures(plan: Plan): string[] {
  if (plan === "MYBRAND")
    return [
      "Unlimited menu edits and a published menu page",
      "A QR code for every table, window and flyer",
      "Unlimited website pages",
      "Online ordering",
      `Extra locations at $${EXTRA_LOCATION_MONTHLY_USD} a month each`,
    ];
  return [
    "Unlimited menu edits and a published menu page",
    `${FREE_QR_CODES} QR code for your tables`,
    `${FREE_WEBSITE_PAGES} website pages`,
    "Online ordering",
    `${INCLUDED_LOCATIONS} location served; extra locations need the ${PLAN_NAMES.MYBRAND} at $${EXTRA_LOCATION_MONTHLY_USD} a month each`,
  ];
}
