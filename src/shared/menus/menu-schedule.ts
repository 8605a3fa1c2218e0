import { z } from "zod";
import { WEEKDAYS, type Weekday } from "../common/constants.ts";
import { formatTime } from "../hours/business-clock.ts";
import { emptyHours, type HoursMap, openStatus } from "../hours/hours.ts";

// Menus by time of day. A menu's schedule is read as opening hours of its own (the same days,
// ranges, overnight rule and time zone as the business's hours), so hours.ts decides when a menu is served.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TimeSchema = z.string().regex(TIME, "Please enter a time as HH:mm.");

export const MenuScheduleSchema = z
  .object({
    days: z.array(z.enum(WEEKDAYS)).min(1, "Choose at least one day.").max(7),
    start: TimeSchema,
    /** At or before `start`: the menu is served past midnight (an equal time means all day). */
    end: TimeSchema,
  })
  .nullable()
  .meta({ id: "MenuSchedule" });
export type MenuSchedule = z.output<typeof MenuScheduleSchema>;

/** Each day once, in week order: how a schedule is stored (the answer's schema cannot transform). */
export function normalizeSchedule(schedule: MenuSchedule): MenuSchedule {
  if (!schedule) return null;
  return { ...schedule, days: WEEKDAYS.filter((day) => schedule.days.includes(day)) };
}

/** The schedule as opening hours: each day it names runs from start to end. */
export function scheduleHours(schedule: NonNullable<MenuSchedule>): HoursMap {
  const hours = emptyHours();
  for (const day of schedule.days)
    hours[day] = { open: true, hours: [{ start: schedule.start, end: schedule.end }] };
  return hours;
}

export interface Zone {
  timeZone?: string | null;
  offsetMinutes?: number;
}

/** Is a menu served at this instant, in the business's zone? A menu without a schedule always is. */
export function isServedAt(schedule: MenuSchedule | undefined, instant: Date, zone: Zone): boolean {
  if (!schedule) return true;
  return openStatus(scheduleHours(schedule), instant, zone).open;
}

const SHORT_DAYS: Record<Weekday, string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/** The days a schedule names, shortest form: "" for every day, "Mon–Fri" for a run, else "Sat, Sun". */
export function describeDays(
  days: readonly Weekday[],
  shortDay: (day: Weekday) => string = (day) => SHORT_DAYS[day],
): string {
  if (days.length === 7) return "";
  const indexes = days.map((day) => WEEKDAYS.indexOf(day)).sort((a, b) => a - b);
  const isRun =
    indexes.length > 2 && indexes.every((index, at) => at === 0 || index === (indexes[at - 1] ?? 0) + 1);
  const first = WEEKDAYS[indexes[0] ?? 0] as Weekday;
  const last = WEEKDAYS[indexes[indexes.length - 1] ?? 0] as Weekday;
  if (isRun) return `${shortDay(first)}–${shortDay(last)}`;
  return indexes.map((index) => shortDay(WEEKDAYS[index] as Weekday)).join(", ");
}

/** When a menu is served, as a guest reads it beside the menu's name: "11:00–15:00", "Sat, Sun 10:00–14:00". */
export function describeSchedule(
  schedule: NonNullable<MenuSchedule>,
  use24HourFormat: boolean,
  /** The words in the guest's language. */
  words?: { allDay: string; shortDay: (day: Weekday) => string },
): string {
  const range =
    schedule.start === schedule.end
      ? (words?.allDay ?? "all day")
      : `${formatTime(schedule.start, use24HourFormat)}–${formatTime(schedule.end, use24HourFormat)}`;
  const days = describeDays(schedule.days, words?.shortDay);
  return days ? `${days} ${range}` : range;
}

/**
 * The menu a guest's page opens on: the first (by sequence) served now, else the first of all. An explicit
 * menu id always wins, so a shared link opens the menu it names.
 */
export function menuServedNow<T extends { schedule?: MenuSchedule | undefined }>(
  menus: readonly T[],
  instant: Date,
  zone: Zone,
): T | undefined {
  return menus.find((menu) => isServedAt(menu.schedule, instant, zone)) ?? menus[0];
}
