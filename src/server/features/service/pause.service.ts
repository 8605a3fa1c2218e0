import { eq } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { statusNow } from "../../../shared/guest-page/guest-view.ts";
import { localClock } from "../../../shared/hours/business-clock.ts";
import { parseTime } from "../../../shared/hours/hours.ts";
import type { BusyRequest, PauseRequest } from "../../../shared/service/service-status.ts";
import type { Db } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest } from "../../http/errors.ts";

const DAY_MINUTES = 24 * 60;

export const CLOSED_NOW_MESSAGE =
  "You are closed now, so there is no closing time to pause until. Choose a number of minutes instead.";

/**
 * When today's opening ends, for "the rest of the day": the end of the range running now on the business's wall
 * clock (past midnight for a range that runs overnight), or the end of the local day when the hours give no end.
 * Closed now, there is nothing to pause: pausing "until the next closing" would silently stop tomorrow's first
 * orders too, so the owner is asked for minutes instead (400 CLOSED).
 */
export function closingTime(config: BusinessConfig, now: Date): Date {
  const status = statusNow(config, now);
  if (!status.open) throw badRequest("CLOSED", CLOSED_NOW_MESSAGE);
  const { minutes } = localClock(now, config.timeZone ?? null, config.timeZoneOffset ?? 0);
  const closes = status.closesAt ? parseTime(status.closesAt) : null;
  const end = closes ?? DAY_MINUTES;
  const ahead = (((end - minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  // On the minute, as the hours are: "until 10:00 PM" ends at 10:00, not a few seconds after.
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + ahead * 60_000);
}

/** Stops new orders until the time asked for; returns when they start again. */
export async function pauseOrdering({
  db,
  scope,
  request,
  now,
}: {
  db: Db;
  scope: BusinessScope;
  request: PauseRequest;
  now: Date;
}): Promise<Date> {
  const pausedUntil =
    "minutes" in request
      ? new Date(now.getTime() + request.minutes * 60_000)
      : closingTime(scope.business.config as BusinessConfig, now);
  await db.update(businesses).set({ pausedUntil }).where(eq(businesses.id, scope.business.id));
  return pausedUntil;
}

/** Takes orders again at once. */
export async function resumeOrdering({ db, scope }: { db: Db; scope: BusinessScope }): Promise<void> {
  await db.update(businesses).set({ pausedUntil: null }).where(eq(businesses.id, scope.business.id));
}

/** Minutes added to every ready time while the kitchen is busy; 0 ends it. */
export async function setBusy({
  db,
  scope,
  request,
}: {
  db: Db;
  scope: BusinessScope;
  request: BusyRequest;
}): Promise<number> {
  await db
    .update(businesses)
    .set({ busyExtraMinutes: request.extraMinutes })
    .where(eq(businesses.id, scope.business.id));
  return request.extraMinutes;
}
