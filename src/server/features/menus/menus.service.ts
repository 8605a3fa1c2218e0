import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { menus } from "../../db/schema.ts";

export type MenuRow = typeof menus.$inferSelect;

export function toMenuSummary(row: MenuRow) {
  return {
    id: row.id,
    name: row.name,
    details: row.details,
    active: row.active,
    removed: row.removed,
    sequence: row.sequence,
    businessId: row.businessId,
    version: row.version,
  };
}

/** A business's menus that are not removed, by sequence. The caller has already checked ownership. */
export async function findMenusOfBusiness({ db, businessId }: { db: Db; businessId: string }) {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.businessId, businessId), eq(menus.removed, false)))
    .orderBy(asc(menus.sequence), asc(menus.createdAt));
}

export async function insertMenu({
  db,
  businessId,
  name,
  details = "",
  nodes = [],
}: { db: Db; businessId: string; name: string; details?: string; nodes?: unknown[] }) {
  const [last] = await db.select({ sequence: max(menus.sequence) }).from(menus).where(eq(menus.businessId, businessId));
  const [row] = await db
    .insert(menus)
    .values({ id: newId(), businessId, name, details, nodes, sequence: (last?.sequence ?? -1) + 1 })
    .returning();
  if (!row) throw new Error("menu insert returned nothing");
  return row;
}
