import { z } from "zod";
import { MAX_INTERVALS_PER_DAY, WEEKDAYS, type Weekday } from "../common/constants.ts";
import { isKnownTimeZone } from "./business-clock.ts";
import { emptyHours, type HoursMap, parseTime } from "./hours.ts";

// The zod side of hours and the hours routes' contract, apart from hours.ts so the guest page's
// script stays tiny.

const ORDINALS = ["first", "second"] as const;

export const IntervalSchema = z.object({ start: z.string().max(5), end: z.string().max(5) });

export const HoursSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        z
          .object({ open: z.boolean(), hours: z.array(IntervalSchema).max(MAX_INTERVALS_PER_DAY) })
          .default({ open: false, hours: [] }),
      ]),
    ) as Record<
      Weekday,
      z.ZodDefault<z.ZodObject<{ open: z.ZodBoolean; hours: z.ZodArray<typeof IntervalSchema> }>>
    >,
  )
  .superRefine((hours, ctx) => {
    // "Invalid time range for the {first|second} interval of {day}."
    for (const day of WEEKDAYS) {
      hours[day].hours.forEach((interval, index) => {
        if (parseTime(interval.start) === null || parseTime(interval.end) === null) {
          ctx.addIssue({
            code: "custom",
            path: [day, "hours", index],
            message: `Invalid time range for the ${ORDINALS[index]} interval of ${day}.`,
          });
        }
      });
    }
  });

/** Reads the stored hours (a JSON string in config.hours); anything unreadable means no hours. */
export function readHours(value: unknown): HoursMap {
  let raw = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return emptyHours();
    }
  }
  const parsed = HoursSchema.safeParse(raw ?? {});
  return parsed.success ? (parsed.data as HoursMap) : emptyHours();
}

/** A parsed map frozen all through: one object is shared by every caller of readStoredHours. */
function frozen(hours: HoursMap): HoursMap {
  for (const day of Object.values(hours)) {
    for (const interval of day.hours) Object.freeze(interval);
    Object.freeze(day.hours);
    Object.freeze(day);
  }
  return Object.freeze(hours);
}

const storedHours = new Map<string, HoursMap>();
const STORED_HOURS_KEPT = 500;

/**
 * readHours for the hot paths that only read the hours (is the business open for an order, now or then): each
 * guest's order and price asked it, and parsing the same stored text with zod each time was a tenth of an
 * order's own JavaScript. The answer is remembered by that text (the most recent 500) and frozen, so a caller that
 * tried to change it would throw rather than change it for the others.
 */
export function readStoredHours(value: unknown): HoursMap {
  // No hours saved reads as an empty text would: no hours.
  const key = typeof value === "string" ? value : value === undefined || value === null ? "" : null;
  if (key === null) return readHours(value);
  let hours = storedHours.get(key);
  if (!hours) {
    hours = frozen(readHours(value));
    if (storedHours.size >= STORED_HOURS_KEPT) {
      const oldest = storedHours.keys().next().value;
      if (oldest !== undefined) storedHours.delete(oldest);
    }
    storedHours.set(key, hours);
  }
  return hours;
}

export const TIME_ZONE_INVALID = "Please choose a valid time zone.";

/** A business's `timeZone`: an IANA name, wherever it is set. */
export const TimeZoneSchema = z
  .string()
  .max(64, TIME_ZONE_INVALID)
  .refine(isKnownTimeZone, TIME_ZONE_INVALID);

/** PUT /v1/businesses/{id}/hours. */
export const HoursRequestSchema = z.object({
  // The map, or its JSON string as older clients send it.
  hours: z.union([z.string().max(5000), z.record(z.string(), z.unknown())]),
  offset: z.number().int().min(-840).max(840).optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type HoursRequest = z.input<typeof HoursRequestSchema>;

/** PUT /v1/businesses/{id}/open?open=: open or closed now, whatever the hours say. */
export const OpenNowQuerySchema = z.object({ open: z.enum(["true", "false"]) });
