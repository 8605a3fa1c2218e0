import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { SoldOutEntry, SoldOutUntil } from "../../../shared/service/service-status.ts";
import type { Db } from "../../db/client.ts";
import { soldOut } from "../../db/schema.ts";

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
    .orderBy(soldOut.since);
  return rows.map((row) => ({
    menuId: row.menuId,
    itemId: row.itemId,
    entryId: row.entryId === "" ? null : row.entryId,
    until: row.until as SoldOutUntil,
    since: row.since.toISOString(),
  }));
}
