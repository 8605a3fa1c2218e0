import { localClock, localDate } from "../hours/business-clock.ts";
import type { HoursMap } from "../hours/hours.ts";
import { zoneOffsetMinutes } from "../hours/time-zones.ts";
import { isOpenAt, type Zone } from "../ordering/order-times.ts";
import { HOLD_MINUTES } from "./reservations.ts";

// When a table can be booked and which table a party gets. Pure, so the server's check of a booking and the
// times the guest is offered come from the same rules, and a unit test can walk them without a database.

const MINUTE = 60_000;

/** Minutes east of UTC the business's clock reads at an instant. */
function offsetAt(instant: Date, zone: Zone): number {
  return zone.timeZone ? zoneOffsetMinutes(zone.timeZone, instant) : (zone.offsetMinutes ?? 0);
}

const pad = (value: number) => String(Math.floor(value)).padStart(2, "0");

/** An instant as the business's clock writes it, with its offset: "2026-12-04T19:30:00-05:00". */
export function isoOnClock(instant: Date, zone: Zone): string {
  const offset = offsetAt(instant, zone);
  const local = new Date(instant.getTime() + offset * MINUTE);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

/**
 * The instants of a day on the business's calendar that fall on its booking grid (every `slotMinutes` of its
 * wall clock), where its hours say it is open. Walked in real time, so a day that loses or gains an hour to
 * daylight saving has the times its clock shows.
 */
export function dayGrid(date: string, slotMinutes: number, hours: HoursMap, zone: Zone): Date[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const times: Date[] = [];
  // Every zone's midnight lies within 14 hours either side of UTC's.
  for (
    let at = midnightUtc - 14 * 60 * MINUTE;
    at < midnightUtc + 38 * 60 * MINUTE;
    at += HOLD_MINUTES * MINUTE
  ) {
    const instant = new Date(at);
    if (localDate(instant, zone) !== date) continue;
    if (localClock(instant, zone.timeZone, zone.offsetMinutes ?? 0).minutes % slotMinutes !== 0) continue;
    if (isOpenAt(hours, instant, zone)) times.push(instant);
  }
  return times;
}

/** The 15-minute steps a booking from `start` holds its tables for. */
export function holdSteps(start: Date, stayMinutes: number): Date[] {
  const steps: Date[] = [];
  for (let minutes = 0; minutes < stayMinutes; minutes += HOLD_MINUTES)
    steps.push(new Date(start.getTime() + minutes * MINUTE));
  return steps;
}

export interface TableFit {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  combinableWith: readonly string[];
}

/**
 * The table a party gets among the free ones: the smallest that seats it; failing that, the smallest pair of
 * neighbors the owner marked combinable. Null when none has room.
 */
export function chooseTables(tables: readonly TableFit[], free: (id: string) => boolean, party: number) {
  const open = tables.filter((table) => free(table.id));
  const bySize = (a: { seats: number; name: string }, b: { seats: number; name: string }) =>
    a.seats - b.seats || a.name.localeCompare(b.name);
  const single = open
    .filter((table) => table.minSeats <= party && party <= table.maxSeats)
    .map((table) => ({ ids: [table.id], seats: table.maxSeats, name: table.name }))
    .sort(bySize)[0];
  if (single) return single.ids;
  const pairs: { ids: string[]; seats: number; name: string }[] = [];
  for (const [index, a] of open.entries())
    for (const b of open.slice(index + 1)) {
      const joined = a.combinableWith.includes(b.id) || b.combinableWith.includes(a.id);
      if (joined && a.maxSeats + b.maxSeats >= party)
        pairs.push({ ids: [a.id, b.id], seats: a.maxSeats + b.maxSeats, name: a.name + b.name });
    }
  return pairs.sort(bySize)[0]?.ids ?? null;
}
