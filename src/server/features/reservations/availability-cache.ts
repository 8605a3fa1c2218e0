import type { Listen } from "../../db/client.ts";
import { Lru } from "../../lib/lru.ts";

// A day's times with room, from memory: the guests choosing a time ask again and again while the night's menu is
// read, and the answer changes only when a booking, a table or the settings do. An answer is kept 2 seconds at
// most; a change of the business forgets its answers at once on the instance that made it (under the settings
// row's lock, before it commits) and, through the "reservation_live" notice every booking's change sends, on every
// other instance. Booking decides under its own lock, so a time shown with room a moment too long is refused
// with a sentence, never double-booked.

const TTL_MS = 2_000;
/** Businesses whose answers are kept; each keeps one answer per day and party asked. */
const MAX_BUSINESSES = 2_000;
const MAX_ANSWERS_PER_BUSINESS = 200;

interface Answer<T> {
  at: number;
  value: T;
}

export class AvailabilityCache<T> {
  private readonly businesses = new Lru<Map<string, Answer<T>>>(MAX_BUSINESSES);
  /** Each business's count of changes: an answer worked out across a change is not kept. */
  private readonly changes = new Map<string, number>();

  async get(businessId: string, key: string, now: number, work: () => Promise<T>): Promise<T> {
    const kept = this.businesses.get(businessId)?.get(key);
    if (kept && now - kept.at < TTL_MS) return kept.value;
    const before = this.changes.get(businessId) ?? 0;
    const value = await work();
    if ((this.changes.get(businessId) ?? 0) !== before) return value;
    let answers = this.businesses.get(businessId);
    if (!answers) {
      answers = new Map();
      this.businesses.set(businessId, answers);
    }
    // Old days and parties are dropped together rather than one by one.
    if (answers.size >= MAX_ANSWERS_PER_BUSINESS) answers.clear();
    answers.set(key, { at: now, value });
    return value;
  }

  /** The business's bookings, tables or settings changed: its answers are worked out again. */
  forget(businessId: string) {
    this.businesses.delete(businessId);
    this.changes.set(businessId, (this.changes.get(businessId) ?? 0) + 1);
    // A count matters only while an answer is being worked out: a long-lived instance starts them again.
    if (this.changes.size > MAX_BUSINESSES * 10) this.changes.clear();
  }
}

/**
 * The instance's one cache: a booking's change forgets it where the change is made (table-holds.ts locks the
 * settings row on every change), without each caller having to remember to.
 */
export const availability = new AvailabilityCache<{ time: string; available: boolean }[]>();

/** Every instance forgets a business's answers when another instance changes one of its bookings. */
export function forgetOnBookingChanges(listen: Listen) {
  return listen("reservation_live", (payload) => {
    const businessId = (JSON.parse(payload) as { businessId?: unknown }).businessId;
    if (typeof businessId === "string") availability.forget(businessId);
  });
}
