import { DEFAULT_INTERVAL, WEEKDAYS, type Weekday } from "../common/constants.ts";
import type { HoursMap } from "./hours.ts";

// Whole-week steps of the hours editor, apart from hours.ts so the guest page's script stays tiny.

/** Monday to Friday: "the same every weekday". */
export const WORKDAYS: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday"];

/**
 * The week a new business starts from: open every day, one range at the editor's default interval
 * (09:00–17:00). Starting from seven closed days took a typical restaurant 7 switches and 14 time edits; from
 * here it takes one day's edit and "Copy to all days".
 */
export function starterHours(): HoursMap {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: true, hours: [{ ...DEFAULT_INTERVAL }] }]),
  ) as unknown as HoursMap;
}

/** The week with `from`'s open flag and ranges on each day of `to` (the other days unchanged). */
export function copyDayHours(hours: HoursMap, from: Weekday, to: readonly Weekday[]): HoursMap {
  const source = hours[from];
  const next = { ...hours };
  for (const day of to) {
    next[day] = { open: source.open, hours: source.hours.map((interval) => ({ ...interval })) };
  }
  return next;
}
