import { and, eq, gte, inArray, lt, ne, sql, sum } from "drizzle-orm";
import { holdSteps } from "../../../shared/reservations/booking-times.ts";
import {
  HOLD_MINUTES,
  HOLDING_STATUSES,
  type ReservationSettings,
} from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { diningTables, reservationSettings, reservations, tableHolds } from "../../db/schema.ts";
import { readSettings } from "./booking-rules.ts";

// The rows that keep a restaurant's tables from being booked twice: each booking's holds (a row per table and
// 15 minutes of stay) and the count of guests starting in each 15 minutes (pacing), read under the settings
// row's lock so that two bookings for the last table or the last covers are decided one after the other.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MINUTE = 60_000;

/** The business's settings, its row locked until the transaction ends; defaults (bookings off) without one. */
export async function lockSettings(tx: Tx, businessId: string): Promise<ReservationSettings> {
  const [row] = await tx
    .select({ settings: reservationSettings.settings })
    .from(reservationSettings)
    .where(eq(reservationSettings.businessId, businessId))
    .for("update");
  return readSettings(row?.settings);
}

export async function settingsOf(db: Db | Tx, businessId: string): Promise<ReservationSettings> {
  const [row] = await db
    .select({ settings: reservationSettings.settings })
    .from(reservationSettings)
    .where(eq(reservationSettings.businessId, businessId));
  return readSettings(row?.settings);
}

export function tablesOf(db: Db | Tx, businessId: string) {
  return db
    .select()
    .from(diningTables)
    .where(eq(diningTables.businessId, businessId))
    .orderBy(diningTables.area, diningTables.name);
}

/** The start of the 15 minutes an instant falls in: the step pacing counts by. */
export const quarterOf = (instant: Date) =>
  new Date(Math.floor(instant.getTime() / (HOLD_MINUTES * MINUTE)) * HOLD_MINUTES * MINUTE);

/** Guests whose bookings start in the same 15 minutes as `start`, leaving out the booking being changed. */
export async function coversStarting(tx: Db | Tx, businessId: string, start: Date, exceptId: string | null) {
  const from = quarterOf(start);
  const [row] = await tx
    .select({ covers: sum(reservations.party) })
    .from(reservations)
    .where(
      and(
        eq(reservations.businessId, businessId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        gte(reservations.startsAt, from),
        lt(reservations.startsAt, new Date(from.getTime() + HOLD_MINUTES * MINUTE)),
        exceptId ? ne(reservations.id, exceptId) : undefined,
      ),
    );
  return Number(row?.covers ?? 0);
}

/** Tables held by another booking at any moment between `start` and `end`. */
export async function heldTables(
  tx: Db | Tx,
  businessId: string,
  start: Date,
  end: Date,
  exceptId: string | null,
): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ tableId: tableHolds.tableId })
    .from(tableHolds)
    .where(
      and(
        eq(tableHolds.businessId, businessId),
        gte(tableHolds.at, quarterOf(start)),
        lt(tableHolds.at, end),
        exceptId ? ne(tableHolds.reservationId, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.tableId));
}

/** The holds of a day's window, for the times a guest is offered: table and instant (ms) of each. */
export async function holdsBetween(db: Db | Tx, businessId: string, from: Date, to: Date) {
  return db
    .select({ tableId: tableHolds.tableId, at: tableHolds.at })
    .from(tableHolds)
    .where(and(eq(tableHolds.businessId, businessId), gte(tableHolds.at, from), lt(tableHolds.at, to)));
}

/** The guests per 15 minutes in a window, by the quarter's instant (ms). */
export async function coversBetween(db: Db | Tx, businessId: string, from: Date, to: Date) {
  const quarter = sql<Date>`date_bin('15 minutes', ${reservations.startsAt}, timestamptz '2000-01-01 00:00Z')`;
  const rows = await db
    .select({ quarter, covers: sum(reservations.party) })
    .from(reservations)
    .where(
      and(
        eq(reservations.businessId, businessId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        gte(reservations.startsAt, from),
        lt(reservations.startsAt, to),
      ),
    )
    .groupBy(quarter);
  return new Map(rows.map((row) => [new Date(row.quarter).getTime(), Number(row.covers ?? 0)]));
}

/** Holds `tableIds` for the booking's stay; a table another booking holds fails the key, and the transaction. */
export async function holdTables(
  tx: Tx,
  booking: { id: string; businessId: string; start: Date; stayMinutes: number },
  tableIds: readonly string[],
) {
  const steps = holdSteps(booking.start, booking.stayMinutes);
  if (tableIds.length === 0) return;
  await tx
    .insert(tableHolds)
    .values(
      tableIds.flatMap((tableId) =>
        steps.map((at) => ({ tableId, at, reservationId: booking.id, businessId: booking.businessId })),
      ),
    );
}

/** Lets go of a booking's holds (from `from` on, or all of them). */
export async function releaseHolds(tx: Db | Tx, reservationId: string, from?: Date) {
  await tx
    .delete(tableHolds)
    .where(
      and(
        eq(tableHolds.reservationId, reservationId),
        from ? gte(tableHolds.at, quarterOf(from)) : undefined,
      ),
    );
}
