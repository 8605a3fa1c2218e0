import { eq } from "drizzle-orm";
import { type Entitlements, entitlementsOf } from "../../../shared/subscriptions/entitlements.ts";
import type { Db } from "../../db/client.ts";
import { members, subscriptions } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

/**
 * What a member may do now: the shared rules applied to the member's stored subscription.
 * `lock` holds the member's row to the end of the transaction, so two requests racing for the last free
 * unit (two tabs making a QR code) cannot both pass the limit.
 */
export async function loadEntitlements({
  db,
  memberId,
  lock = false,
  now = new Date(),
}: {
  db: Db;
  memberId: string;
  lock?: boolean;
  now?: Date;
}): Promise<Entitlements> {
  const query = db
    .select({
      status: members.subscriptionStatus,
      extraLocations: subscriptions.extraLocations,
      pastDueSince: subscriptions.pastDueSince,
    })
    .from(members)
    .leftJoin(subscriptions, eq(subscriptions.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: members }) : await query;
  if (!row) throw notFound();
  return entitlementsOf(
    { status: row.status, extraLocations: row.extraLocations ?? 0, pastDueSince: row.pastDueSince },
    now,
  );
}
