import { WEEKDAYS, type Weekday } from "../../../shared/common/constants.ts";
import { formatTime, localClock } from "../../../shared/hours/business-clock.ts";
import { emptyHours, type HoursMap, parseTime } from "../../../shared/hours/hours.ts";
import type { Zone } from "../../../shared/ordering/order-times.ts";
import { dayGrid, isoOnClock } from "../../../shared/reservations/booking-times.ts";
import {
  type DiningTable,
  HOLD_MINUTES,
  type Reservation,
  type ReservationStatus,
} from "../../../shared/reservations/reservations.ts";

// The book's times. A booking's `time` is written on the business's clock with its offset
// ("2026-12-04T19:30:00+05:30"), so its wall-clock part is the time the restaurant reads, whatever zone the
// host's device is in: the book reads that part and never converts through the device's clock.

const DAY_MINUTES = 24 * 60;
const pad = (value: number) => String(value).padStart(2, "0");

/** "YYYY-MM-DD" moved by whole days (calendar arithmetic, so no daylight-saving hour shifts it). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "Friday, December 4". */
export function dayTitle(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(Date.parse(`${date}T00:00:00Z`));
}

/** Minutes from the start of `date` on the wall clock an ISO time carries; past midnight runs beyond 1440. */
export function wallMinutes(iso: string, date: string): number {
  const day = iso.slice(0, 10);
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  return days * DAY_MINUTES + Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
}

/** Minutes of the day as the owner reads a time: "19:30" or "7:30 PM". */
export function minutesText(minutes: number, use24HourFormat: boolean): string {
  const ofDay = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return formatTime(`${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`, use24HourFormat);
}

/** A booking's time as the owner reads it: its own wall clock, in the business's hour format. */
export function timeText(iso: string, use24HourFormat: boolean): string {
  return formatTime(iso.slice(11, 16), use24HourFormat);
}

/** An hour mark over the timeline, short enough for its column: "19:00" or "7 PM". */
export function hourMark(minutes: number, use24HourFormat: boolean): string {
  const hour = Math.floor((((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / 60);
  if (use24HourFormat) return `${pad(hour)}:00`;
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`;
}

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  REQUESTED: "Not confirmed yet",
  CONFIRMED: "Confirmed",
  SEATED: "Seated",
  COMPLETED: "Completed",
  NO_SHOW: "No-show",
  CANCELLED: "Cancelled",
};

/** Mantine colors: what needs the host's hand stands out, what is over fades. */
export const STATUS_COLORS: Record<ReservationStatus, string> = {
  REQUESTED: "yellow",
  CONFIRMED: "blue",
  SEATED: "teal",
  COMPLETED: "gray",
  NO_SHOW: "red",
  CANCELLED: "gray",
};

/** A booking that never came or was called off holds no table, so it leaves the timeline and the counts. */
export const isOff = (booking: Reservation) => booking.status === "CANCELLED" || booking.status === "NO_SHOW";

/**
 * The minutes the timeline opens at: the earliest booking that still holds its table, on today only one not over
 * yet (the morning's finished tables are not where the host looks); failing that, now on today; else null, the
 * day's start.
 */
export function timelineFocus(
  bookings: readonly Reservation[],
  date: string,
  nowMinutes: number | null,
): number | null {
  const starts = bookings
    .filter(
      (booking) =>
        !isOff(booking) &&
        (nowMinutes === null ||
          (booking.status !== "COMPLETED" && wallMinutes(booking.endsAt, date) > nowMinutes)),
    )
    .map((booking) => wallMinutes(booking.time, date));
  return starts.length > 0 ? Math.min(...starts) : nowMinutes;
}

/** A table as the host says it: "Table 12" for a table named by its number alone, else its name. */
export const tableName = (name: string) => (/^\d+[A-Za-z]?$/.test(name) ? `Table ${name}` : name);

export const guestsText = (party: number) => `${party} ${party === 1 ? "guest" : "guests"}`;

/** A table as a choice in a list: its name, its area, and the party sizes it seats. */
export function tableChoiceLabel(table: DiningTable): string {
  const seats =
    table.minSeats === table.maxSeats
      ? guestsText(table.maxSeats)
      : `${table.minSeats} to ${table.maxSeats} guests`;
  return `${tableName(table.name)}${table.area ? `, ${table.area}` : ""} (${seats})`;
}

/** Guests booked per start time, in time order, for bookings that still count. */
export function coversByTime(bookings: readonly Reservation[], date: string) {
  const byTime = new Map<number, number>();
  for (const booking of bookings) {
    if (isOff(booking)) continue;
    const minutes = wallMinutes(booking.time, date);
    byTime.set(minutes, (byTime.get(minutes) ?? 0) + booking.party);
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([minutes, guests]) => ({ minutes, guests }));
}

/** Hours the book shows when the business has set none and the day has no bookings. */
const DEFAULT_HOURS = { start: 11 * 60, end: 23 * 60 };

/** The day's own opening hours as minutes from its midnight; a range past midnight runs beyond 1440. */
function openingSpans(hours: HoursMap, date: string): number[] {
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
  const day = hours[weekday];
  if (!day?.open) return [];
  return day.hours.flatMap(({ start, end }) => {
    const from = parseTime(start);
    const to = parseTime(end);
    if (from === null || to === null) return [];
    return [from, to <= from ? to + DAY_MINUTES : to];
  });
}

/**
 * The timeline's span: the day's opening hours and every booking's stay, widened to whole hours, so a booking
 * made outside the hours (the host may put one anywhere) still shows. The night before's hours running past
 * midnight belong to that night, not to this day.
 */
export function dayRange(
  bookings: readonly Reservation[],
  date: string,
  hours: HoursMap,
): { start: number; end: number } {
  const spans = openingSpans(hours, date);
  for (const booking of bookings)
    spans.push(wallMinutes(booking.time, date), wallMinutes(booking.endsAt, date));
  if (spans.length === 0) return DEFAULT_HOURS;
  const start = Math.floor(Math.min(...spans) / 60) * 60;
  const end = Math.ceil(Math.max(...spans) / 60) * 60;
  return { start, end: Math.max(end, start + 60) };
}

/** Every quarter hour of the day on the business's clock, as the move's time choices. */
export function quarterChoices(date: string, zone: Zone, use24HourFormat: boolean) {
  return dayGrid(date, HOLD_MINUTES, emptyHours(), zone).map((instant) => {
    const { minutes } = localClock(instant, zone.timeZone, zone.offsetMinutes ?? 0);
    return { value: isoOnClock(instant, zone), label: minutesText(minutes, use24HourFormat), minutes };
  });
}

/**
 * Bookings on one table row in lanes: one lane unless stays overlap (a completed table's stay and the next
 * party's), so no block hides another.
 */
export function inLanes(
  bookings: readonly Reservation[],
  date: string,
): { booking: Reservation; lane: number }[] {
  const laneEnds: number[] = [];
  return [...bookings]
    .sort((a, b) => wallMinutes(a.time, date) - wallMinutes(b.time, date))
    .map((booking) => {
      const start = wallMinutes(booking.time, date);
      let lane = laneEnds.findIndex((end) => end <= start);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = wallMinutes(booking.endsAt, date);
      return { booking, lane };
    });
}
