import type { BusinessConfig } from "../../../shared/business-config.ts";
import { openStatus } from "../../../shared/hours.ts";
import { readHours } from "../../../shared/hours-schema.ts";

/** The business's open/closed state now, in its own time zone (API.md "Businesses"). */
export function statusNow(config: BusinessConfig, now: Date = new Date()) {
  return openStatus(readHours(config.hours), now, {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
  });
}
