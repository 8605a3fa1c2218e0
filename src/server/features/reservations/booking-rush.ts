import type { Db } from "../../db/client.ts";
import { createRush } from "../../db/rush.ts";
import { HttpError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { BookingBusiness } from "./booking-rules.ts";
import { type Booked, bookGuests, bookingBusiness, bookTable, type GuestCall } from "./bookings.service.ts";

// Fifty guests booking one restaurant's last tables in the same instant each took the settings row's lock in
// turn: five round trips apiece (the business, the key's earlier booking, the lock, the write, the commit), with
// everyone behind waiting, and on PostgreSQL a pool connection each while they waited. The guests whose calls
// arrive in the same turn of the event loop (db/rush.ts) are now booked in one transaction: the business read
// once, the lock taken once, their keys' earlier bookings read in one statement, then all their bookings placed
// and written together (booking-write.ts), counted one guest after another exactly as when each came alone. A
// guest refused (full, a day past, a key reused) gets their own sentence and the others go on. Should the
// transaction fail (the same key sent at once through another instance), each guest books alone.

export interface BookingCall extends GuestCall {
  db: Db;
  jobs: JobQueue;
  businessId: string;
}

export type BookingAnswer = Booked & { business: BookingBusiness };

type Outcome = { answer: BookingAnswer } | { error: unknown };

async function alone(db: Db, call: BookingCall): Promise<Outcome> {
  try {
    const business = await bookingBusiness(db, call.businessId);
    return { answer: { ...(await bookTable({ ...call, db, business })), business } };
  } catch (error) {
    return { error };
  }
}

async function together(db: Db, calls: BookingCall[]): Promise<Outcome[]> {
  const [first] = calls;
  if (!first) return [];
  const business = await bookingBusiness(db, first.businessId);
  const answers = await db.transaction((tx) => bookGuests(tx, first.jobs, business, calls));
  first.jobs.wake();
  return answers.map((answer) =>
    answer instanceof HttpError ? { error: answer } : { answer: { ...answer, business } },
  );
}

const rush = createRush<BookingCall, Outcome>({
  together,
  alone,
  // One guest's key sent twice in the same instant: each call alone, so the second answers what the first made.
  canShare: (calls) => new Set(calls.map((call) => call.idempotencyKey)).size === calls.length,
});

/** Books the guest's table, together with the other guests of the business booking in the same instant. */
export async function bookInRush(call: BookingCall): Promise<BookingAnswer> {
  const outcome = await rush.join(call.db, call.businessId, call);
  if ("error" in outcome) throw outcome.error;
  return outcome.answer;
}

/** How the database's rushes of bookings went: together, each alone after the transaction failed, or apart. */
export const bookingRushCounts = (db: Db) => rush.counts(db);
