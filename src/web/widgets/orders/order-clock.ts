import { businessClockOf, formatOnClock, type ResolvedClock } from "../../../shared/hours/business-clock.ts";
import { zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig } from "../../api/settings.ts";

// An order's times are the business's: the guest reads "ready at 12:11 PM" on the business's clock, so the
// owner's screen, the accept dialog, the kitchen ticket and the Customers screens say the same time whatever zone
// the owner's device is in, and say which zone that is when the device reads another. It is a widget
// because the Orders, the Kitchen and the Customers screens all read it.

export type OrderClock = ResolvedClock;

/** The clock of the business the dashboard is on. */
export function useOrderClock(): OrderClock {
  const { dashboard } = useDashboard();
  return businessClockOf(readConfig(dashboard.business.config));
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
