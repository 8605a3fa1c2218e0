import { WEEKDAYS, type Weekday } from "../common/constants.ts";
import { formatTime, localClock } from "./business-clock.ts";

// Open/closed and next opening, evaluated in the business's own time zone: a guest abroad, and the server in
// UTC, must see the hours as the business keeps them.
// Pure and free of dependencies: the dashboard's preview, the server and the guest page's script run this code.

export interface Interval {
  start: string;
  end: string;
}
export interface DayHours {
  open: boolean;
  hours: Interval[];
}
export type HoursMap = Record<Weekday, DayHours>;

export interface OpenStatus {
  open: boolean;
  /** "HH:mm" end of the range now running, or null when closed. */
  closesAt: string | null;
  /** The next start when closed (today's next range, else the first range of the next open day). */
  nextOpening: {
    day: Weekday;
    time: string /** 0 today, 1 tomorrow, up to 7 (the same weekday next week). */;
    daysAhead: number;
  } | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:mm", or null when it does not parse. */
export function parseTime(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function emptyHours(): HoursMap {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { open: false, hours: [] }])) as unknown as HoursMap;
}

interface Range {
  start: number;
  end: number;
  endText: string;
  startText: string;
}

/** A day's valid ranges; an end at or before its start runs past midnight (it is read as the end plus 24 hours). */
function rangesOf(day: DayHours): Range[] {
  if (!day.open) return [];
  const ranges: Range[] = [];
  for (const interval of day.hours) {
    const start = parseTime(interval.start);
    const end = parseTime(interval.end);
    if (start === null || end === null) continue;
    ranges.push({
      start,
      end: end <= start ? end + 24 * 60 : end,
      startText: interval.start,
      endText: interval.end,
    });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * Open at a moment of the business's wall clock (`day` 0 = monday, `minutes` since midnight), as openStatus reads
 * it: today's ranges, or yesterday's overnight range still running. For callers that already know the wall clock
 * (a day's booking times), which spares reading it again from the zone for each moment.
 */
export function isOpenOnWallClock(hours: HoursMap, day: number, minutes: number): boolean {
  const today = WEEKDAYS[day] as Weekday;
  const yesterday = WEEKDAYS[(day + 6) % 7] as Weekday;
  if (rangesOf(hours[today]).some((range) => minutes >= range.start && minutes < range.end)) return true;
  return rangesOf(hours[yesterday]).some((range) => range.end > 24 * 60 && minutes < range.end - 24 * 60);
}

export function openStatus(
  hours: HoursMap,
  instant: Date,
  zone: { timeZone?: string | null; offsetMinutes?: number } = {},
): OpenStatus {
  const { day, minutes } = localClock(instant, zone.timeZone, zone.offsetMinutes ?? 0);
  const today = WEEKDAYS[day] as Weekday;
  const yesterday = WEEKDAYS[(day + 6) % 7] as Weekday;

  const current = rangesOf(hours[today]).find((range) => minutes >= range.start && minutes < range.end);
  if (current) return { open: true, closesAt: current.endText, nextOpening: null };
  // Yesterday's overnight range that still covers now.
  const carried = rangesOf(hours[yesterday]).find(
    (range) => range.end > 24 * 60 && minutes < range.end - 24 * 60,
  );
  if (carried) return { open: true, closesAt: carried.endText, nextOpening: null };

  const laterToday = rangesOf(hours[today]).find((range) => range.start > minutes);
  if (laterToday)
    return {
      open: false,
      closesAt: null,
      nextOpening: { day: today, time: laterToday.startText, daysAhead: 0 },
    };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = WEEKDAYS[(day + ahead) % 7] as Weekday;
    const first = rangesOf(hours[next])[0];
    if (first)
      return {
        open: false,
        closesAt: null,
        nextOpening: { day: next, time: first.startText, daysAhead: ahead },
      };
  }
  return { open: false, closesAt: null, nextOpening: null };
}

export function capitalize(day: string): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The status line's words; `{time}` and `{when}` are filled in. guest-words.ts gives them in other languages. */
export interface StatusWords {
  open: string;
  openUntil: string;
  closed: string;
  closedOpens: string;
  today: string;
  tomorrow: string;
}

export const STATUS_WORDS: StatusWords = {
  open: "Open",
  openUntil: "Open until {time}",
  closed: "Closed",
  closedOpens: "Closed · Opens {when} at {time}",
  today: "today",
  tomorrow: "tomorrow",
};

/** The line a guest reads: "Open until 10:00 PM", "Closed · Opens Tuesday at 9:00 AM". */
export function describeStatus(
  status: OpenStatus,
  use24HourFormat: boolean,
  words: StatusWords = STATUS_WORDS,
  dayName: (day: Weekday) => string = capitalize,
): string {
  if (status.open)
    return status.closesAt
      ? words.openUntil.replace("{time}", formatTime(status.closesAt, use24HourFormat))
      : words.open;
  if (!status.nextOpening) return words.closed;
  const { daysAhead, day } = status.nextOpening;
  const when = daysAhead === 0 ? words.today : daysAhead === 1 ? words.tomorrow : dayName(day as Weekday);
  return words.closedOpens
    .replace("{when}", when)
    .replace("{time}", formatTime(status.nextOpening.time, use24HourFormat));
}
