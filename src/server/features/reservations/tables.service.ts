import { and, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { GUARANTEE_MESSAGES } from "../../../shared/reservations/guarantee.ts";
import {
  type ReservationSettings,
  TABLES_MAX,
  type TableInputSchema,
} from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { diningTables, reservationSettings, tableHolds } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";
import { canTakeCharges } from "../payments/accounts.service.ts";
import { availability } from "./availability-cache.ts";
import { quarterOf, tablesOf } from "./table-holds.ts";

// The owner's booking settings and the tables guests are seated at.

type TableRow = typeof diningTables.$inferSelect;
type TableInput = z.output<typeof TableInputSchema>;

export const toTable = (row: TableRow) => ({
  id: row.id,
  name: row.name,
  area: row.area,
  minSeats: row.minSeats,
  maxSeats: row.maxSeats,
  combinableWith: row.combinableWith,
});

export async function saveSettings(db: Db, scope: BusinessScope, settings: ReservationSettings) {
  // The no-show fee is charged on the owner's Stripe account: without one that takes charges, no card is asked.
  if (settings.guarantee && !(await canTakeCharges(db, scope.memberId)))
    throw badRequest("GUARANTEE_NEEDS_PAYMENTS", GUARANTEE_MESSAGES.noPayments, [
      { path: "guarantee", message: GUARANTEE_MESSAGES.noPayments },
    ]);
  await db
    .insert(reservationSettings)
    .values({ businessId: scope.business.id, settings })
    .onConflictDoUpdate({
      target: reservationSettings.businessId,
      set: { settings, updatedAt: new Date() },
    });
  availability.forget(scope.business.id);
  return settings;
}

export async function listTables(db: Db, scope: BusinessScope) {
  return (await tablesOf(db, scope.business.id)).map(toTable);
}

/** The neighbors a table joins must be the business's own tables, and never itself. */
async function checkNeighbors(db: Db, businessId: string, input: TableInput, selfId: string | null) {
  if (input.combinableWith.length === 0) return [];
  const known = new Set((await tablesOf(db, businessId)).map((table) => table.id));
  const neighbors = [...new Set(input.combinableWith)].filter((id) => id !== selfId);
  if (!neighbors.every((id) => known.has(id)))
    throw badRequest("TABLE_UNKNOWN", "Please choose tables of this restaurant to join this one with.");
  return neighbors;
}

export async function createTable(db: Db, scope: BusinessScope, input: TableInput) {
  const businessId = scope.business.id;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(diningTables)
    .where(eq(diningTables.businessId, businessId));
  if ((counted?.n ?? 0) >= TABLES_MAX)
    throw badRequest("TABLE_LIMIT", `A restaurant can have at most ${TABLES_MAX} tables.`);
  const combinableWith = await checkNeighbors(db, businessId, input, null);
  const [row] = await db
    .insert(diningTables)
    .values({ id: newId(), businessId, ...input, combinableWith })
    .returning();
  if (!row) throw new Error("table insert returned nothing");
  availability.forget(businessId);
  return toTable(row);
}

const ownTable = (businessId: string, tableId: string) =>
  and(eq(diningTables.id, tableId), eq(diningTables.businessId, businessId));

export async function updateTable(db: Db, scope: BusinessScope, tableId: string, input: TableInput) {
  const businessId = scope.business.id;
  const combinableWith = await checkNeighbors(db, businessId, input, tableId);
  const [row] = await db
    .update(diningTables)
    .set({ ...input, combinableWith })
    .where(ownTable(businessId, tableId))
    .returning();
  if (!row) throw notFound();
  availability.forget(businessId);
  return toTable(row);
}

/** A table with bookings ahead stays until they move elsewhere: deleting it would leave them without one. */
export async function deleteTable(db: Db, scope: BusinessScope, tableId: string, now = new Date()) {
  const businessId = scope.business.id;
  const [table] = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(ownTable(businessId, tableId));
  if (!table) throw notFound();
  const [ahead] = await db
    .select({ at: tableHolds.at })
    .from(tableHolds)
    .where(and(eq(tableHolds.tableId, tableId), gte(tableHolds.at, quarterOf(now))))
    .limit(1);
  if (ahead)
    throw new HttpError(
      409,
      "TABLE_BOOKED",
      "This table has bookings ahead. Move them to another table before removing it.",
    );
  await db.transaction(async (tx) => {
    await tx.delete(diningTables).where(ownTable(businessId, tableId));
    await tx
      .update(diningTables)
      .set({ combinableWith: sql`array_remove(${diningTables.combinableWith}, ${tableId})` })
      .where(eq(diningTables.businessId, businessId));
  });
  availability.forget(businessId);
}
