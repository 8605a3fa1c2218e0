// The business's IANA time zone, with the offset the server keeps beside it.
import { zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";

let zones: string[] | null = null;
/** The zones this browser knows, with `current` among them even where the browser names it otherwise. */
export function timeZoneNames(current?: string): string[] {
  const names = knownZoneNames();
  return current && !names.includes(current) ? [current, ...names] : names;
}

function knownZoneNames(): string[] {
  if (!zones) {
    try {
      zones = Intl.supportedValuesOf("timeZone");
    } catch {
      zones = [];
    }
    if (!zones.includes("UTC")) zones = ["UTC", ...zones];
  }
  return zones;
}

export function zoneLabel(timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone);
  const sign = offset < 0 ? "−" : "+";
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${timeZone.replaceAll("_", " ")} (UTC${sign}${hhmm})`;
}
