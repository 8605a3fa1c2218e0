import type { ReservationSettings } from "../../../shared/reservations/reservations.ts";
import type { Db, Listen } from "../../db/client.ts";
import { Lru } from "../../lib/lru.ts";
import { coversBetween, holdsBetween, settingsOf, tablesOf } from "./table-holds.ts";

// What a day's times with room are worked out from, kept in memory: the settings, the tables, and the holds and
// guests per 15 minutes a week at a time (a guest choosing a day looks at its neighbors too). The times are worked
// out from these on each call (so "too soon" follows the clock), without asking the database while nothing
// changed. A change of the business's bookings, tables or settings forgets them at once on the instance that makes
// it (table-holds.ts forgets under the settings row's lock) and, through the "reservation_live" notice every
// booking's change sends, on every other instance; a minute is the longest anything is kept. Booking decides
// under its own lock: a time shown with room a moment too long is refused with a sentence, never double-booked.

const KEEP_MS = 60_000;
const MAX_BUSINESSES = 2_000;
const WEEKS_KEPT = 16;
const DAY_MS = 24 * 3_600_000;
const WEEK_DAYS = 7;

export interface BookWeek {
  /** Tables held at each quarter hour's instant (ms). */
  heldAt: Map<number, Set<string>>;
  /** Guests starting in each quarter hour, by its instant (ms). */
  covers: Map<number, number>;
}

interface BusinessBook {
  at: number;
  settings: ReservationSettings;
  tables: Awaited<ReturnType<typeof tablesOf>>;
  weeks: Map<number, Promise<BookWeek>>;
}

export class AvailabilityCache {
  private readonly books = new Lru<Promise<BusinessBook>>(MAX_BUSINESSES);

  /** The business's settings and tables, and the weeks read so far. */
  private async book(db: Db, businessId: string, now: number): Promise<BusinessBook> {
    const kept = this.books.get(businessId);
    if (kept) {
      const book = await kept.catch(() => null);
      if (book && now - book.at < KEEP_MS && this.books.peek(businessId) === kept) return book;
      if (this.books.peek(businessId) === kept) this.books.delete(businessId);
    }
    const loading = Promise.all([settingsOf(db, businessId), tablesOf(db, businessId)]).then(
      ([settings, tables]) => ({ at: now, settings, tables, weeks: new Map() }),
    );
    this.books.set(businessId, loading);
    loading.catch(() => {
      if (this.books.peek(businessId) === loading) this.books.delete(businessId);
    });
    return loading;
  }

  /**
   * The inputs of a day's times: settings, tables, and the week of holds and guests around the day (`date` as
   * "YYYY-MM-DD" on the business's calendar). The week's window reaches 14 hours before its first midnight and
   * 38 hours after its last, in UTC: any zone's day and any stay fit inside it.
   */
  async inputs(db: Db, businessId: string, date: string, now: number) {
    const book = await this.book(db, businessId, now);
    const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    const week = Math.floor(dayNumber / WEEK_DAYS);
    let reading = book.weeks.get(week);
    if (!reading) {
      const from = new Date(week * WEEK_DAYS * DAY_MS - 14 * 3_600_000);
      const to = new Date((week + 1) * WEEK_DAYS * DAY_MS + 38 * 3_600_000);
      reading = readWeek(db, businessId, from, to);
      if (book.weeks.size >= WEEKS_KEPT) book.weeks.clear();
      book.weeks.set(week, reading);
      reading.catch(() => book.weeks.delete(week));
    }
    return { settings: book.settings, tables: book.tables, week: await reading };
  }

  /** The business's bookings, tables or settings changed: what was read of it is read again. */
  forget(businessId: string) {
    this.books.delete(businessId);
  }
}

async function readWeek(db: Db, businessId: string, from: Date, to: Date): Promise<BookWeek> {
  const [holds, covers] = await Promise.all([
    holdsBetween(db, businessId, from, to),
    coversBetween(db, businessId, from, to),
  ]);
  const heldAt = new Map<number, Set<string>>();
  for (const hold of holds) {
    const at = hold.at.getTime();
    heldAt.set(at, (heldAt.get(at) ?? new Set()).add(hold.tableId));
  }
  return { heldAt, covers };
}

/**
 * The instance's one cache: a booking's change forgets it where the change is made (every change locks the
 * settings row first), without each caller having to remember to.
 */
export const availability = new AvailabilityCache();

/** Every instance forgets a business's bookings when another instance changes one of them. */
export function forgetOnBookingChanges(listen: Listen) {
  return listen("reservation_live", (payload) => {
    const businessId = (JSON.parse(payload) as { businessId?: unknown }).businessId;
    if (typeof businessId === "string") availability.forget(businessId);
  });
}
