import { localDate } from "../../../shared/hours/business-clock.ts";
import type { DayRange } from "./insights-api.ts";

// The ranges the owner picks from, on the business's own calendar: "today" is the business's today.

export const RANGE_PRESETS = ["7d", "30d", "month", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const PRESET_LABELS: Record<RangePreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  month: "This month",
  custom: "Custom",
};

const DAY_MS = 86_400_000;

function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);
}

/** The business's today, "YYYY-MM-DD", from its config's zone. */
export function businessToday(config: Readonly<Record<string, unknown>>, now = new Date()): string {
  return localDate(now, {
    timeZone: typeof config.timeZone === "string" ? config.timeZone : null,
    offsetMinutes: typeof config.timeZoneOffset === "number" ? config.timeZoneOffset : 0,
  });
}

/** A preset's days, both included, ending today. */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string): DayRange {
  if (preset === "7d") return { from: daysBefore(today, 6), to: today };
  if (preset === "30d") return { from: daysBefore(today, 29), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** "Nov 1 – Nov 27, 2026" */
export function describeRange(range: DayRange): string {
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
      ...(withYear ? { year: "numeric" } : {}),
    });
  if (range.from === range.to) return format(range.from, true);
  return `${format(range.from, range.from.slice(0, 4) !== range.to.slice(0, 4))} – ${format(range.to, true)}`;
}
