import { WEEKDAYS, type Weekday } from "../common/constants.ts";
import { localClock } from "../hours/business-clock.ts";
import { type HoursMap, openStatus } from "../hours/hours.ts";
import { ORDER_ADVANCE_DAYS } from "./order-rules.ts";

// When an order can be for. The server's check of an order's time and the times the guest's
// checkout offers both come from here, so the page never offers a time the server would refuse.

export interface Zone {
  timeZone?: string | null;
  offsetMinutes?: number;
}

/** The checkout offers times in steps of this many minutes of the business's own clock. */
export const ORDER_SLOT_MINUTES = 10;

/** A business that has set no hours at all takes orders at any time (it shows no status line either). */
export function hasOpeningHours(hours: HoursMap): boolean {
  return Object.values(hours).some((day) => day.open && day.hours.length > 0);
}

/** Open at an instant by the hours, in the business's zone; overnight ranges count on the day after too. */
export function isOpenAt(hours: HoursMap, instant: Date, zone: Zone): boolean {
  if (!hasOpeningHours(hours)) return true;
  return openStatus(hours, instant, zone).open;
}

export interface OrderSlot {
  /** The instant, as the order's `scheduledFor`. */
  at: string;
  /** The business's wall clock then, "HH:mm". */
  time: string;
}

export interface OrderDay {
  /** 0 today, 1 tomorrow… in the business's calendar. */
  daysAhead: number;
  day: Weekday;
  slots: OrderSlot[];
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The times an order in advance can be for: every step of ORDER_SLOT_MINUTES on the business's clock, from
 * `leadMinutes` after now, on today and the next `days - 1` days, where the hours say it is open. A day
 * without any open time is left out. An overnight range's small hours belong to the day they fall on.
 */
export function orderTimeSlots({
  hours,
  zone,
  now,
  leadMinutes,
  days = ORDER_ADVANCE_DAYS,
}: {
  hours: HoursMap;
  zone: Zone;
  now: Date;
  leadMinutes: number;
  days?: number;
}): OrderDay[] {
  const step = ORDER_SLOT_MINUTES * 60_000;
  // The server takes times up to `days` × 24 h ahead; a minute less keeps clear of that edge.
  const limit = now.getTime() + days * 24 * 60 * 60_000 - 60_000;
  let at = Math.ceil((now.getTime() + Math.max(0, leadMinutes) * 60_000) / 60_000) * 60_000;
  const first = localClock(new Date(at), zone.timeZone, zone.offsetMinutes ?? 0);
  at += ((ORDER_SLOT_MINUTES - (first.minutes % ORDER_SLOT_MINUTES)) % ORDER_SLOT_MINUTES) * 60_000;

  let lastDay = localClock(now, zone.timeZone, zone.offsetMinutes ?? 0).day;
  let daysAhead = 0;
  const result: OrderDay[] = [];
  for (; at <= limit; at += step) {
    const instant = new Date(at);
    const clock = localClock(instant, zone.timeZone, zone.offsetMinutes ?? 0);
    daysAhead += (clock.day - lastDay + 7) % 7;
    lastDay = clock.day;
    if (daysAhead >= days) break;
    if (!isOpenAt(hours, instant, zone)) continue;
    let entry = result[result.length - 1];
    if (!entry || entry.daysAhead !== daysAhead) {
      entry = { daysAhead, day: WEEKDAYS[clock.day] as Weekday, slots: [] };
      result.push(entry);
    }
    entry.slots.push({
      at: instant.toISOString(),
      time: `${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`,
    });
  }
  return result;
}
