import type { BusinessConfig } from "../../../shared/business-config.ts";
import { type OpenStatus, openStatus } from "../../../shared/hours.ts";
import { readHours } from "../../../shared/hours-schema.ts";

/** The business's open/closed state now, in its own time zone (API.md "Businesses"). */
export function statusNow(config: BusinessConfig, now: Date = new Date()): OpenStatus {
  // The owner's manual "closed now" wins over the hours until it is switched off.
  if (config.closedNow) return { open: false, closesAt: null, nextOpening: null };
  return openStatus(readHours(config.hours), now, {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
  });
}
