import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { entitlementsOf, isLocationServed } from "../../../shared/subscriptions/entitlements.ts";
import type { Db } from "../../db/client.ts";
import { businesses, members, subscriptions } from "../../db/schema.ts";

// A member's plan serves their oldest locations, as many as it counts (entitlements.ts);
// the others stay editable but answer 402 to guests. These columns ride along the guest page's one look-up.

/** The columns a query over `businesses` adds to tell whether the business's page is served. */
export const servingColumns = {
  planStatus: members.subscriptionStatus,
  paidExtraLocations: subscriptions.extraLocations,
  pastDueSince: subscriptions.pastDueSince,
  /** How many of the member's locations are older than this one: 0 for the first. */
  locationIndex: sql<number>`(select count(*)::int from businesses as older where older.member_id = ${businesses.memberId} and older.internal_id < ${businesses.internalId})`,
};

/** Adds the joins `servingColumns` read. */
export function withServing<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(members, eq(members.id, businesses.memberId))
    .leftJoin(subscriptions, eq(subscriptions.memberId, businesses.memberId)) as unknown as T;
}

export function isServedRow(
  row: {
    planStatus: number;
    paidExtraLocations: number | null;
    pastDueSince: Date | null;
    locationIndex: number;
  },
  now: Date = new Date(),
): boolean {
  const entitlements = entitlementsOf(
    { status: row.planStatus, extraLocations: row.paidExtraLocations ?? 0, pastDueSince: row.pastDueSince },
    now,
  );
  return isLocationServed(entitlements, Number(row.locationIndex));
}

/**
 * How the member's plan stands for one business: whether it is served, and the plan and count it is judged by
 * (for the words that say why not). Null when the business does not exist.
 */
export async function findLocationServing(db: Db, businessId: string, now: Date = new Date()) {
  const [row] = await withServing(db.select(servingColumns).from(businesses).$dynamic())
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) return null;
  const entitlements = entitlementsOf(
    { status: row.planStatus, extraLocations: row.paidExtraLocations ?? 0, pastDueSince: row.pastDueSince },
    now,
  );
  return {
    isServed: isLocationServed(entitlements, Number(row.locationIndex)),
    plan: entitlements.plan,
    servedLocations: entitlements.locations,
  };
}
