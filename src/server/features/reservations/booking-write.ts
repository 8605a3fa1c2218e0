import { holdSteps, tablePicker } from "../../../shared/reservations/booking-times.ts";
import type { ReservationSettings } from "../../../shared/reservations/reservations.ts";
import { reservations, tableHolds } from "../../db/schema.ts";
import { coversBetween, holdsBetween, quarterOf, type Tx, tablesOf } from "./table-holds.ts";

// Guests' bookings written while the business's settings row is locked, one guest or the guests of a rush
// (booking-rush.ts) alike: the tables, their holds and the guests per quarter hour of the stays asked for are read
// once (three statements), each guest in turn gets the smallest free table or pair that seats them, or "full",
// counted against what the guests before them took; then every booking is written in one statement and every
// hold in another. The lock means nothing changes between the reads and the writes; the holds' key (table,
// instant) is what would refuse a table taken twice should anything ever skip it.

type ReservationRow = typeof reservations.$inferSelect;
export type NewBooking = Omit<ReservationRow, "tableIds" | "createdAt" | "updatedAt" | "guestConfirmedAt">;

const MINUTE = 60_000;

/** What the locked transaction sees of the stays asked for, and what the bookings placed so far take of it. */
async function readRoom(tx: Tx, businessId: string, bookings: readonly NewBooking[]) {
  const from = new Date(Math.min(...bookings.map((booking) => quarterOf(booking.startsAt).getTime())));
  const to = new Date(Math.max(...bookings.map((booking) => booking.endsAt.getTime())));
  const tables = await tablesOf(tx, businessId);
  const holds = await holdsBetween(tx, businessId, from, to);
  const covers = await coversBetween(tx, businessId, from, to);
  const held = new Map<string, Set<number>>();
  const hold = (tableId: string, at: number) => {
    const mine = held.get(tableId) ?? new Set<number>();
    mine.add(at);
    held.set(tableId, mine);
  };
  for (const row of holds) hold(row.tableId, row.at.getTime());
  return {
    tables,
    covers: (start: Date) => covers.get(quarterOf(start).getTime()) ?? 0,
    isFree: (tableId: string, steps: readonly Date[]) =>
      !steps.some((step) => held.get(tableId)?.has(step.getTime())),
    take(booking: NewBooking, tableIds: readonly string[], steps: readonly Date[]) {
      for (const tableId of tableIds) for (const step of steps) hold(tableId, step.getTime());
      const quarter = quarterOf(booking.startsAt).getTime();
      covers.set(quarter, (covers.get(quarter) ?? 0) + booking.party);
    },
  };
}

/**
 * Places and writes `bookings` in their order: each answers its row, or "full" when the quarter hour's guests
 * would pass `coversPer15` or no free table (or pair pushed together) seats the party.
 */
export async function writeBookings(
  tx: Tx,
  bookings: readonly NewBooking[],
  settings: Pick<ReservationSettings, "coversPer15">,
  now: Date,
): Promise<(ReservationRow | "full")[]> {
  if (bookings.length === 0) return [];
  const [first] = bookings;
  const room = await readRoom(tx, first?.businessId ?? "", bookings);
  const placed = bookings.map((booking) => {
    const paced =
      settings.coversPer15 === null || room.covers(booking.startsAt) + booking.party <= settings.coversPer15;
    const steps = holdSteps(
      booking.startsAt,
      (booking.endsAt.getTime() - booking.startsAt.getTime()) / MINUTE,
    );
    const tableIds = paced
      ? tablePicker(room.tables, booking.party)((tableId) => room.isFree(tableId, steps))
      : null;
    if (!tableIds) return "full" as const;
    room.take(booking, tableIds, steps);
    return { ...booking, tableIds, steps, createdAt: now, updatedAt: now };
  });
  const written = placed.filter((booking) => booking !== "full");
  if (written.length === 0) return placed.map(() => "full");
  const rows = await tx
    .insert(reservations)
    .values(written.map(({ steps: _steps, ...row }) => row))
    .returning();
  await tx.insert(tableHolds).values(
    written.flatMap((booking) =>
      booking.tableIds.flatMap((tableId) =>
        booking.steps.map((at) => ({
          tableId,
          at,
          reservationId: booking.id,
          businessId: booking.businessId,
        })),
      ),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return placed.map((booking) => {
    if (booking === "full") return "full";
    const row = byId.get(booking.id);
    if (!row) throw new Error("reservation insert returned nothing");
    return row;
  });
}
