import { and, eq, lt } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { localDate } from "../../../shared/hours/business-clock.ts";
import { FUNNEL_ORDER, type FunnelStep } from "../../../shared/insights/insights.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret } from "../../db/ids.ts";
import { businesses, funnelVisits } from "../../db/schema.ts";

// The guest's way to an order, counted once per visitor a day on the business's calendar: the page seen, a
// cart opened, the checkout opened. No cookie and nothing kept on the guest's device: the visitor is a one-way
// hash of the day and the address, so no one is followed from day to day. The browser is left out on purpose:
// anyone can send a new User-Agent with each call, and a funnel counted per browser grew by one checkout per
// call. Guests behind one address (a restaurant's Wi-Fi) then count as one visitor, which errs low, never high.

export function funnelVisitor(options: { businessId: string; day: string; clientAddress: string }): string {
  return hashSecret(`funnel:${options.businessId}:${options.day}:${options.clientAddress}`);
}

/**
 * Counts the step for this visitor today, once, with every step before it: a guest who opens the checkout has
 * seen the page and had a cart, even when that view was counted on another address's day or not at all (a page
 * kept open over midnight, a link straight to the checkout). So each step's visitors are among the step before's,
 * and no step of the funnel is above 100 % of the one before. An unknown or unpublished business counts nothing.
 */
export async function countFunnelStep({
  db,
  businessId,
  step,
  clientAddress,
  ownerToSkip = null,
  now = new Date(),
}: {
  db: Db;
  businessId: string;
  step: FunnelStep;
  clientAddress: string;
  /** The signed-in caller: when it is the business's owner, nothing is counted. */
  ownerToSkip?: string | null;
  now?: Date;
}): Promise<boolean> {
  const [business] = await db
    .select({ config: businesses.config, memberId: businesses.memberId })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.published, true)))
    .limit(1);
  if (!business || business.memberId === ownerToSkip) return false;
  const visits = funnelVisitsOf({ businessId, config: business.config, step, clientAddress, now });
  const counted = await db
    .insert(funnelVisits)
    .values(visits)
    .onConflictDoNothing()
    .returning({ step: funnelVisits.step });
  return counted.some((row) => row.step === step);
}

export type FunnelVisit = typeof funnelVisits.$inferInsert;

/**
 * The rows that count `step` for this visitor on the business's day, with every step before it: what
 * `countFunnelStep` inserts, and what an order's own statement inserts for its last step (order-write.ts), since
 * an order is placed only on a published business.
 */
export function funnelVisitsOf({
  businessId,
  config,
  step,
  clientAddress,
  now,
}: {
  businessId: string;
  config: BusinessConfig;
  step: FunnelStep;
  clientAddress: string;
  now: Date;
}): FunnelVisit[] {
  const day = localDate(now, {
    timeZone: typeof config.timeZone === "string" ? config.timeZone : null,
    offsetMinutes: typeof config.timeZoneOffset === "number" ? config.timeZoneOffset : 0,
  });
  const visitor = funnelVisitor({ businessId, day, clientAddress });
  const steps = FUNNEL_ORDER.slice(0, FUNNEL_ORDER.indexOf(step) + 1);
  return steps.map((reached) => ({ businessId, day, step: reached, visitor }));
}

/**
 * Visits of days that are over: each row only made sure a visitor was counted once that day, and its day's count
 * is kept in funnel_days. Two days back, so no business's own day (its zone may be up to 14 hours from UTC) is
 * still running. Any instance may run it: deleting twice is harmless.
 */
export async function forgetPastVisits(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const forgotten = await db
    .delete(funnelVisits)
    .where(lt(funnelVisits.day, before))
    .returning({ day: funnelVisits.day });
  return forgotten.length;
}

export const FORGET_VISITS_EVERY_MS = 60 * 60_000;
