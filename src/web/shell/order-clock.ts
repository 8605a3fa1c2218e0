import { businessClockOf, formatOnClock, type ResolvedClock } from "../../shared/hours/business-clock.ts";
import { zoneOffsetMinutes } from "../../shared/hours/time-zones.ts";
import { readConfig } from "../api/settings.ts";
import { useDashboard } from "./dashboard-context.tsx";

// An order's times are the business's: the guest reads "ready at 12:11 PM" on the business's clock, so the
// owner's screen, the accept dialog, the kitchen ticket and the Customers screens say the same time whatever zone
// the owner's device is in, and say which zone that is when the device reads another. It sits in the shell
// because the Orders and the Customers features both read it.

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
