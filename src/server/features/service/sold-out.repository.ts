import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { SoldOutEntry, SoldOutUntil } from "../../../shared/service/service-status.ts";
import type { Db } from "../../db/client.ts";
import { businesses, soldOut } from "../../db/schema.ts";

/**
 * What a business has sold out at `now`: "manual" rows, and "today" rows whose end (the next opening) is still
 * ahead. Rows past their end are left for the next write to remove; reading never depends on a sweep.
 */
export async function findSoldOut(db: Db, businessId: string, now: Date): Promise<SoldOutEntry[]> {
  const rows = await db
    .select({
      menuId: soldOut.menuId,
      itemId: soldOut.itemId,
      entryId: soldOut.entryId,
      until: soldOut.until,
      since: soldOut.since,
    })
    .from(soldOut)
    .where(and(eq(soldOut.businessId, businessId), or(isNull(soldOut.endsAt), gt(soldOut.endsAt, now))))
    .orderBy(soldOut.since, soldOut.menuId, soldOut.itemId, soldOut.entryId);
  return rows.map((row) => ({
    menuId: row.menuId,
    itemId: row.itemId,
    entryId: row.entryId === "" ? null : row.entryId,
    until: row.until as SoldOutUntil,
    since: row.since.toISOString(),
  }));
}

export interface SoldOutKey {
  businessId: string;
  /** The menu it is marked from; the mark holds for the item on every menu. */
  menuId: string;
  itemId: string;
  /** "" for the whole item. */
  entryId: string;
}

// The item's id within the business, whatever menu it is marked from: copies of an item on several menus share
// its id, and what the kitchen ran out of is out on every one of them.
const keyIs = (key: SoldOutKey) =>
  and(
    eq(soldOut.businessId, key.businessId),
    eq(soldOut.itemId, key.itemId),
    eq(soldOut.entryId, key.entryId),
  );

/**
 * Marks one item or option sold out on every menu that shows it, or puts it back (`until` null), after removing the business's rows that
 * ended before `now`, so the table holds only what is sold out and the order's look-up reads a short list.
 * Marking it again keeps `since` (how long it has been out) and takes the new `until` and end.
 */
export async function writeSoldOut(
  db: Db,
  key: SoldOutKey,
  change: { until: SoldOutUntil; endsAt: Date | null } | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(soldOut)
      .where(
        and(eq(soldOut.businessId, key.businessId), isNotNull(soldOut.endsAt), lte(soldOut.endsAt, now)),
      );
    if (!change) {
      await tx.delete(soldOut).where(keyIs(key));
      return;
    }
    await tx
      .insert(soldOut)
      .values({ ...key, until: change.until, endsAt: change.endsAt, since: now })
      .onConflictDoUpdate({
        target: [soldOut.businessId, soldOut.itemId, soldOut.entryId],
        set: { until: change.until, endsAt: change.endsAt },
      });
  });
}

/** A row of the order's look-up: menu, item, option ("" for the item) and end in epoch ms (null: none). */
export type SoldOutRow = [menuId: string, itemId: string, entryId: string, endsAtMs: number | null];

/**
 * The business's sold-out rows as one column of the order's look-up (ordering-context.ts), so placing an order
 * costs no extra round trip. Rows past their end are still in it: the judge compares them with its own clock.
 */
export const soldOutColumn: SQL<SoldOutRow[]> = sql<SoldOutRow[]>`(
  select coalesce(json_agg(json_build_array(s.menu_id, s.item_id, s.entry_id,
    (extract(epoch from s.ends_at) * 1000)::bigint)), '[]'::json)
  from ${soldOut} as s where s.business_id = ${businesses.id})`;
