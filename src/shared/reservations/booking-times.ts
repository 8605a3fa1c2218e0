import { type HoursMap, isOpenOnWallClock } from "../hours/hours.ts";
import { zoneOffsetMinutes } from "../hours/time-zones.ts";
import { hasOpeningHours, type Zone } from "../ordering/order-times.ts";
import { HOLD_MINUTES } from "./reservations.ts";

// When a table can be booked and which table a party gets. Pure, so the server's check of a booking and the
// times the guest is offered come from the same rules, and a unit test can walk them without a database.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes east of UTC the business's clock reads at an instant. */
function offsetAt(instant: Date, zone: Zone): number {
  return zone.timeZone ? zoneOffsetMinutes(zone.timeZone, instant) : (zone.offsetMinutes ?? 0);
}

const pad = (value: number) => String(Math.floor(value)).padStart(2, "0");

/**
 * The offsets of the last half hours asked, by zone: an offset changes on the hour or the half hour, never
 * between, and a day's times ask each half hour two to four times.
 */
const halfHourOffsets = new Map<string, number>();

/** An instant as the business's clock writes it, with its offset: "2026-12-04T19:30:00-05:00". */
export function isoOnClock(instant: Date, zone: Zone): string {
  const key = `${zone.timeZone ?? ""}|${zone.offsetMinutes ?? 0}|${Math.floor(instant.getTime() / (30 * MINUTE))}`;
  let offset = halfHourOffsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(instant, zone);
    if (halfHourOffsets.size > 5000) halfHourOffsets.clear();
    halfHourOffsets.set(key, offset);
  }
  const local = new Date(instant.getTime() + offset * MINUTE);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 19)}${sign}${pad(abs / 60)}:${pad(abs % 60)}`;
}

/**
 * The instants of a day on the business's calendar that fall on its booking grid (every `slotMinutes` of its
 * wall clock), where its hours say it is open. Walked in real time, so a day that loses or gains an hour to
 * daylight saving has the times its clock shows. The wall clock is read from the zone's offset, asked once per
 * hour walked (an offset changes on the hour, or the half hour in a few zones, never between quarters).
 */
export function dayGrid(date: string, slotMinutes: number, hours: HoursMap, zone: Zone): Date[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const times: Date[] = [];
  const isAlwaysOpen = !hasOpeningHours(hours);
  let offset = 0;
  // Every zone's midnight lies within 14 hours either side of UTC's.
  for (
    let at = midnightUtc - 14 * 60 * MINUTE;
    at < midnightUtc + 38 * 60 * MINUTE;
    at += HOLD_MINUTES * MINUTE
  ) {
    if ((at - midnightUtc) % (30 * MINUTE) === 0) offset = offsetAt(new Date(at), zone);
    const wall = at + offset * MINUTE;
    if (wall < midnightUtc || wall >= midnightUtc + DAY) continue;
    const minutes = Math.round((wall - midnightUtc) / MINUTE);
    if (minutes % slotMinutes !== 0) continue;
    // getUTCDay counts from sunday; the hours' week starts on monday.
    const day = (new Date(wall).getUTCDay() + 6) % 7;
    if (isAlwaysOpen || isOpenOnWallClock(hours, day, minutes)) times.push(new Date(at));
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
 * neighbors the owner marked combinable. Null when none has room. Sorted once: a day's times ask it for each time.
 */
export function tablePicker(tables: readonly TableFit[], party: number) {
  const bySize = (a: { seats: number; name: string }, b: { seats: number; name: string }) =>
    a.seats - b.seats || a.name.localeCompare(b.name);
  const singles = tables
    .filter((table) => table.minSeats <= party && party <= table.maxSeats)
    .map((table) => ({ ids: [table.id], seats: table.maxSeats, name: table.name }))
    .sort(bySize);
  const pairs: { ids: string[]; seats: number; name: string }[] = [];
  for (const [index, a] of tables.entries())
    for (const b of tables.slice(index + 1)) {
      const joined = a.combinableWith.includes(b.id) || b.combinableWith.includes(a.id);
      if (joined && a.maxSeats + b.maxSeats >= party)
        pairs.push({ ids: [a.id, b.id], seats: a.maxSeats + b.maxSeats, name: a.name + b.name });
    }
  pairs.sort(bySize);
  return (free: (id: string) => boolean): string[] | null =>
    (
      singles.find((choice) => free(choice.ids[0] as string)) ??
      pairs.find((choice) => choice.ids.every(free))
    )?.ids ?? null;
}

export function chooseTables(tables: readonly TableFit[], free: (id: string) => boolean, party: number) {
  return tablePicker(tables, party)(free);
}
