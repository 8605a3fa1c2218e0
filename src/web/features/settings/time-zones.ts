// The business's IANA time zone (DESIGN.md "Time"), with the offset the server keeps beside it.

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

let zones: string[] | null = null;
export function timeZoneNames(): string[] {
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

/** Minutes east of UTC that a zone is at an instant ("GMT-07:00" → -420). */
export function zoneOffsetMinutes(timeZone: string, instant = new Date()): number {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((entry) => entry.type === "timeZoneName")?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? "");
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === "-" ? -minutes : minutes;
  } catch {
    return 0;
  }
}

export function zoneLabel(timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone);
  const sign = offset < 0 ? "−" : "+";
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${timeZone.replaceAll("_", " ")} (UTC${sign}${hhmm})`;
}
