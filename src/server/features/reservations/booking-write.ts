import { sql } from "drizzle-orm";
import { HOLD_MINUTES, HOLDING_STATUSES } from "../../../shared/reservations/reservations.ts";
import type { reservations } from "../../db/schema.ts";
import type { Tx } from "./table-holds.ts";

// A guest's booking at one table, written in one statement while the business's settings row is locked: the
// quarter hour's guests counted (pacing), the smallest free table that seats the party found, the booking and its
// holds written. Fifty guests booking at once wait for each other at that lock, so it is held for this one round
// trip rather than five. The statement runs after the lock is taken, so it sees every booking committed before.
// A party that no single table seats (two tables pushed together) takes the longer way (bookings.service.ts).

type ReservationRow = typeof reservations.$inferSelect;
export type NewBooking = Omit<ReservationRow, "tableIds" | "createdAt" | "updatedAt" | "guestConfirmedAt">;

const MINUTE = 60_000;
const holding = sql.join(
  HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Writes the booking at the smallest free table that seats it, unless the quarter hour's guests would pass
 * `coversPer15`. Answers the row written; "full" when pacing refuses; "no single table" when none seats the party.
 */
export async function writeBooking(
  tx: Tx,
  booking: NewBooking,
  coversPer15: number | null,
  now: Date,
): Promise<{ row: ReservationRow } | { refused: "full" | "no single table" }> {
  const start = booking.startsAt.toISOString();
  const end = booking.endsAt.toISOString();
  const quarter = new Date(
    Math.floor(booking.startsAt.getTime() / (HOLD_MINUTES * MINUTE)) * HOLD_MINUTES * MINUTE,
  );
  const quarterEnd = new Date(quarter.getTime() + HOLD_MINUTES * MINUTE);
  const result = await tx.execute<{ covers: number | string; table_id: string | null; written: boolean }>(sql`
    WITH paced AS (
      SELECT coalesce(sum(party), 0) AS covers FROM reservations
      WHERE business_id = ${booking.businessId} AND status IN (${holding})
        AND starts_at >= ${quarter.toISOString()}::timestamptz AND starts_at < ${quarterEnd.toISOString()}::timestamptz
    ), free AS (
      SELECT t.id FROM dining_tables t
      WHERE t.business_id = ${booking.businessId} AND t.min_seats <= ${booking.party} AND ${booking.party} <= t.max_seats
        AND NOT EXISTS (
          SELECT 1 FROM table_holds h
          WHERE h.table_id = t.id AND h.at >= ${start}::timestamptz AND h.at < ${end}::timestamptz
        )
      ORDER BY t.max_seats, t.name
      LIMIT 1
    ), inserted AS (
      INSERT INTO reservations (id, business_id, status, starts_at, ends_at, party, table_ids, guest_name,
        guest_phone, guest_email, note, notify_email, notify_sms, guest_lang, guest_key, idempotency_key,
        request_hash, created_at, updated_at)
      SELECT ${booking.id}, ${booking.businessId}, ${booking.status}, ${start}::timestamptz, ${end}::timestamptz,
        ${booking.party}, ARRAY[free.id], ${booking.guestName}, ${booking.guestPhone}, ${booking.guestEmail},
        ${booking.note}, ${booking.notifyEmail}, ${booking.notifySms}, ${booking.guestLang}, ${booking.guestKey},
        ${booking.idempotencyKey}, ${booking.requestHash}, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
      FROM free, paced
      WHERE ${coversPer15}::integer IS NULL OR paced.covers + ${booking.party} <= ${coversPer15}::integer
      RETURNING id, table_ids
    ), held AS (
      INSERT INTO table_holds (table_id, at, reservation_id, business_id)
      SELECT inserted.table_ids[1], step, inserted.id, ${booking.businessId}
      FROM inserted, generate_series(${start}::timestamptz, ${end}::timestamptz - interval '15 minutes',
        interval '15 minutes') AS step
    )
    SELECT (SELECT covers FROM paced) AS covers, (SELECT id FROM free) AS table_id,
      EXISTS (SELECT 1 FROM inserted) AS written
  `);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  const answer = rows[0] as
    | { covers: number | string; table_id: string | null; written: boolean }
    | undefined;
  if (answer?.written && answer.table_id)
    return {
      row: {
        ...booking,
        tableIds: [answer.table_id],
        guestConfirmedAt: null,
        createdAt: now,
        updatedAt: now,
      },
    };
  if (coversPer15 !== null && Number(answer?.covers ?? 0) + booking.party > coversPer15)
    return { refused: "full" };
  return { refused: "no single table" };
}
