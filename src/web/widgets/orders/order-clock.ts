import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig } from "../../api/settings.ts";

// An order's times are the business's: the guest reads "ready at 12:11 PM" on the business's clock, so the
// owner's screen, the accept dialog, the kitchen ticket and the Customers screens say the same time whatever zone
// the owner's device is in, and say which zone that is when the device reads another. It is a widget
// because the Orders, the Kitchen and the Customers screens all read it.

export interface OrderClock {
  /** The business's IANA zone; null for a business that only has its offset. */
  timeZone: string | null;
  /** Minutes east of UTC, used when there is no zone name. */
  offsetMinutes: number;
  use24HourFormat: boolean;
}

export function orderClockOf(
  config: Partial<Pick<BusinessConfig, "timeZone" | "timeZoneOffset" | "use24HourFormat">>,
): OrderClock {
  return {
    timeZone: config.timeZone && isZone(config.timeZone) ? config.timeZone : null,
    offsetMinutes: config.timeZoneOffset ?? 0,
    use24HourFormat: config.use24HourFormat ?? false,
  };
}

/** The clock of the business the dashboard is on. */
export function useOrderClock(): OrderClock {
  const { dashboard } = useDashboard();
  return orderClockOf(readConfig(dashboard.business.config));
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `iso` written on the business's clock; a bare offset is read as UTC shifted by it. */
export function formatOnClock(iso: string | Date, clock: OrderClock, options: Intl.DateTimeFormatOptions) {
  const instant = new Date(iso);
  if (clock.timeZone)
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: clock.timeZone }).format(instant);
  const shifted = new Date(instant.getTime() + clock.offsetMinutes * 60_000);
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(shifted);
}

/** "Nov 26, 2026": an order's day in short (the Customers screens), on the business's clock; "—" when none. */
export function shortDateOnClock(iso: string | null, clock: OrderClock): string {
  return iso ? formatOnClock(iso, clock, { year: "numeric", month: "short", day: "numeric" }) : "—";
}

/** "America/Chicago", or "UTC−06:00" for a business with only an offset. */
export function clockName(clock: OrderClock): string {
  if (clock.timeZone) return clock.timeZone;
  const minutes = Math.abs(clock.offsetMinutes);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return `UTC${clock.offsetMinutes < 0 ? "−" : "+"}${hhmm}`;
}

/** Whether this device's clock reads another time than the business's now (same offset, same wall time). */
export function isDeviceOnAnotherClock(clock: OrderClock, now = new Date()): boolean {
  const business = clock.timeZone ? zoneOffsetMinutes(clock.timeZone, now) : clock.offsetMinutes;
  return -now.getTimezoneOffset() !== business;
}

/** The hint beside an order's times when the device's zone differs, else null. */
export function clockHint(clock: OrderClock, now = new Date()): string | null {
  return isDeviceOnAnotherClock(clock, now) ? `Times in ${clockName(clock)}` : null;
}
