import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREE_QR_CODES, SUBSCRIPTION_STATUS } from "../common/constants.ts";
import {
  canCreateQrCode,
  type Entitlements,
  entitlementsOf,
  extraLocationsNeeded,
  FREE_ENTITLEMENTS,
  graceEndsAt,
  isLocationServed,
  isQrCodeWithinPlan,
  monthlyPriceUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_NAMES,
  planFeatures,
} from "./entitlements.ts";
import { CheckoutRequestSchema, SUBSCRIPTION_MESSAGES } from "./subscriptions.ts";

// What each subscription status and plan allows (docs/requirements.md, "Plans").

const NOW = new Date("2026-11-20T12:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("entitlementsOf", () => {
  it.each([
    ["FREEMIUM", SUBSCRIPTION_STATUS.FREEMIUM, "FREE", "FREE"],
    ["ACTIVE", SUBSCRIPTION_STATUS.ACTIVE, "MYBRAND", "PAID"],
    ["HOLD", SUBSCRIPTION_STATUS.HOLD, "FREE", "HOLD"],
    ["CANCELLED", SUBSCRIPTION_STATUS.CANCELLED, "FREE", "LAPSED"],
    ["DECLINED", SUBSCRIPTION_STATUS.DECLINED, "FREE", "LAPSED"],
    ["an unknown code", 6, "FREE", "UNKNOWN"],
  ])("%s → %s limits", (_name, status, plan, reason) => {
    const entitlements = entitlementsOf({ status, extraLocations: 2 }, NOW);
    expect(entitlements.plan).toBe(plan);
    expect(entitlements.reason).toBe(reason);
    if (plan === "FREE") {
      expect(entitlements.qrCodes).toBe(FREE_QR_CODES);
      expect(entitlements.locations).toBe(1);
    } else {
      expect(entitlements.qrCodes).toBeNull();
      expect(entitlements.locations).toBe(3);
    }
  });

  it("keeps the paid limits through the grace period of a failed payment, then falls to Free", () => {
    const state = { status: SUBSCRIPTION_STATUS.PAST_DUE, extraLocations: 1 };
    const inGrace = entitlementsOf({ ...state, pastDueSince: daysBefore(PAST_DUE_GRACE_DAYS - 1) }, NOW);
    expect(inGrace).toMatchObject({ plan: "MYBRAND", reason: "GRACE", qrCodes: null, locations: 2 });
    expect(inGrace.graceEndsAt).toBe(graceEndsAt(daysBefore(PAST_DUE_GRACE_DAYS - 1)).toISOString());
    const lapsed = entitlementsOf({ ...state, pastDueSince: daysBefore(PAST_DUE_GRACE_DAYS) }, NOW);
    expect(lapsed).toMatchObject({ plan: "FREE", reason: "LAPSED", qrCodes: 1, locations: 1 });
    expect(lapsed.graceEndsAt).toBeNull();
  });

  it("a free member's second QR code needs an upgrade", () => {
    expect(canCreateQrCode(FREE_ENTITLEMENTS, 0)).toBe(true);
    expect(canCreateQrCode(FREE_ENTITLEMENTS, 1)).toBe(false);
    const paid = entitlementsOf({ status: SUBSCRIPTION_STATUS.ACTIVE }, NOW);
    expect(canCreateQrCode(paid, 500)).toBe(true);
  });

  it("prices the plan with its extra locations at $10 a month each", () => {
    expect(monthlyPriceUsd("FREE", 0)).toBe(0);
    expect(monthlyPriceUsd("MYBRAND", 0)).toBe(19);
    expect(monthlyPriceUsd("MYBRAND", 3)).toBe(49);
    expect(extraLocationsNeeded(0)).toBe(0);
    expect(extraLocationsNeeded(1)).toBe(0);
    expect(extraLocationsNeeded(4)).toBe(3);
  });
});

const statusArb = fc.constantFrom(...Object.values(SUBSCRIPTION_STATUS), 0, 6, 99);
const stateArb = fc.record({
  status: statusArb,
  extraLocations: fc.integer({ min: 0, max: 50 }),
  pastDueSince: fc.option(
    fc.date({
      min: new Date("2026-01-01T00:00:00Z"),
      max: new Date("2026-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
  ),
});
const nowArb = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2027-06-30T00:00:00Z"),
  noInvalidDate: true,
});

/** a allows at least what b allows. */
function allowsAtLeast(a: Entitlements, b: Entitlements) {
  const qrAtLeast = a.qrCodes === null || (b.qrCodes !== null && a.qrCodes >= b.qrCodes);
  const pagesAtLeast =
    a.websitePages === null || (b.websitePages !== null && a.websitePages >= b.websitePages);
  return qrAtLeast && pagesAtLeast && a.locations >= b.locations && (a.onlineOrdering || !b.onlineOrdering);
}

describe("entitlements, for any state", () => {
  it("never allow less than the Free plan", () => {
    fc.assert(
      fc.property(stateArb, nowArb, (state, now) =>
        allowsAtLeast(entitlementsOf(state, now), FREE_ENTITLEMENTS),
      ),
    );
  });

  it("are the Free plan's exactly whenever the plan in force is FREE", () => {
    fc.assert(
      fc.property(stateArb, nowArb, (state, now) => {
        const { reason: _r, ...limits } = entitlementsOf(state, now);
        if (limits.plan !== "FREE") return true;
        const { reason: _f, ...free } = FREE_ENTITLEMENTS;
        expect(limits).toEqual(free);
        return true;
      }),
    );
  });

  it("give paid limits only to ACTIVE, and to PAST_DUE inside its grace period", () => {
    fc.assert(
      fc.property(stateArb, nowArb, (state, now) => {
        const paid = entitlementsOf(state, now).plan === "MYBRAND";
        const inGrace =
          state.status === SUBSCRIPTION_STATUS.PAST_DUE &&
          (state.pastDueSince === null || now < graceEndsAt(state.pastDueSince));
        return paid === (state.status === SUBSCRIPTION_STATUS.ACTIVE || inGrace);
      }),
    );
  });

  it("only shrink as a PAST_DUE subscription gets older", () => {
    fc.assert(
      fc.property(stateArb, nowArb, fc.integer({ min: 0, max: 60 }), (state, now, laterDays) => {
        const pastDue = { ...state, status: SUBSCRIPTION_STATUS.PAST_DUE };
        const later = new Date(now.getTime() + laterDays * 86_400_000);
        return allowsAtLeast(entitlementsOf(pastDue, now), entitlementsOf(pastDue, later));
      }),
    );
  });

  it("serve the oldest locations and codes first, as many as the plan counts", () => {
    fc.assert(
      fc.property(stateArb, nowArb, fc.integer({ min: 0, max: 60 }), (state, now, index) => {
        const entitlements = entitlementsOf(state, now);
        expect(isLocationServed(entitlements, index)).toBe(index < entitlements.locations);
        if (isLocationServed(entitlements, index + 1))
          expect(isLocationServed(entitlements, index)).toBe(true);
        if (isQrCodeWithinPlan(entitlements, index + 1))
          expect(isQrCodeWithinPlan(entitlements, index)).toBe(true);
        expect(canCreateQrCode(entitlements, index)).toBe(isQrCodeWithinPlan(entitlements, index));
        return true;
      }),
    );
  });
});

describe("the plans' names", () => {
  it("calls the paid plan by the one name Stripe's checkout shows, in every sentence that names it", () => {
    expect(PLAN_NAMES).toEqual({ FREE: "Free plan", MYBRAND: "MyBrand plan" });
    const refusal = CheckoutRequestSchema.safeParse({ plan: "GOLD" }).error?.issues[0]?.message ?? "";
    const sentences = [
      ...Object.values(SUBSCRIPTION_MESSAGES),
      ...planFeatures("FREE"),
      ...planFeatures("MYBRAND"),
      refusal,
    ];
    expect(sentences.filter((sentence) => /paid plan/i.test(sentence))).toEqual([]);
    expect(refusal).toBe("Choose the MyBrand plan, MYBRAND.");
    expect(SUBSCRIPTION_MESSAGES.notSubscribed).toBe(
      "Extra locations are paid on the MyBrand plan: upgrade first.",
    );
    expect(planFeatures("FREE")).toContain(
      "1 location served; extra locations need the MyBrand plan at $10 a month each",
    );
  });
});
