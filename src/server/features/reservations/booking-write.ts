import { sql } from "drizzle-orm";
import { holdSteps, tablePicker } from "../../../shared/reservations/booking-times.ts";
import type { ReservationSettings } from "../../../shared/reservations/reservations.ts";
import { reservations, tableHolds } from "../../db/schema.ts";
import { coversBetween, holdsBetween, quarterOf, type Tx, tablesOf } from "./table-holds.ts";

// Guests' bookings written while the business's settings row is locked, one guest or the guests of a rush
// (booking-rush.ts) alike: the tables, their holds and the guests per quarter hour of the stays asked for are read
// once (three statements), each guest in turn gets the smallest free table or pair that seats them, or "full",
// counted against what the guests before them took; then every booking and every hold is written in one
// statement. The lock means nothing changes between the reads and the writes; the holds' key (table,
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
  if (written.length > 0) await tx.execute(insertBookings(written, now));
  return placed.map((booking) => {
    if (booking === "full") return "full";
    const { steps: _steps, ...row } = booking;
    return { ...row, guestConfirmedAt: null };
  });
}

/**
 * The bookings and their holds in one statement, the rows sent as JSON: on PGlite a statement's cost grows with
 * its parameters, and fifty bookings' columns and holds were two thousand of them.
 */
function insertBookings(
  bookings: readonly (NewBooking & { tableIds: string[]; steps: Date[] })[],
  now: Date,
) {
  const rows = bookings.map((booking) => ({
    id: booking.id,
    business_id: booking.businessId,
    status: booking.status,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    party: booking.party,
    table_ids: booking.tableIds,
    guest_name: booking.guestName,
    guest_phone: booking.guestPhone,
    guest_email: booking.guestEmail,
    note: booking.note,
    notify_email: booking.notifyEmail,
    notify_sms: booking.notifySms,
    guest_lang: booking.guestLang,
    guest_key: booking.guestKey,
    idempotency_key: booking.idempotencyKey,
    request_hash: booking.requestHash,
  }));
  const holds = bookings.flatMap((booking) =>
    booking.tableIds.flatMap((tableId) =>
      booking.steps.map((at) => ({ table_id: tableId, at: at.toISOString(), reservation_id: booking.id })),
    ),
  );
  const businessId = bookings[0]?.businessId ?? "";
  return sql`with inserted as (
      insert into ${reservations} (id, business_id, status, starts_at, ends_at, party, table_ids, guest_name,
        guest_phone, guest_email, note, notify_email, notify_sms, guest_lang, guest_key, idempotency_key,
        request_hash, created_at, updated_at)
      select r.*, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::text::json) as r(id text, business_id text, status text,
        starts_at timestamptz, ends_at timestamptz, party integer, table_ids text[], guest_name text,
        guest_phone text, guest_email text, note text, notify_email boolean, notify_sms boolean, guest_lang text,
        guest_key text, idempotency_key text, request_hash text)
      returning id
    )
    insert into ${tableHolds} (table_id, at, reservation_id, business_id)
    select h.table_id, h.at, h.reservation_id, ${businessId}
    from json_to_recordset(${JSON.stringify(holds)}::text::json) as h(table_id text, at timestamptz, reservation_id text)
    where h.reservation_id in (select id from inserted)`;
}
