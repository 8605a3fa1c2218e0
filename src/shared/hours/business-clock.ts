// The business's clock: every time a guest, the owner or the kitchen reads (the guest page's hours, the order
// page's "ready at", the owner's mail, the kitchen ticket, the dashboard) is written on it, whatever zone the
// server or the reader's device is in. One zone rule decides how it is read, here alone:
// a saved IANA name this runtime knows (isKnownTimeZone) is used with its daylight-saving rules; anything else,
// or no name, reads the offset kept beside it (minutes east of UTC) as a fixed clock.
// Pure and free of dependencies (no zod): the guest page's script carries it.

/** The business's zone and offset as saved, and its hour format where a time is written. */
export interface BusinessClock {
  /** An IANA zone name; null, or a name this runtime does not know, reads the offset. */
  timeZone?: string | null | undefined;
  /** Minutes east of UTC, for a business without a usable zone name. */
  offsetMinutes?: number | undefined;
}

/** The clock as the dashboard and the tickets keep it: the zone already checked, the hour format beside it. */
export interface ResolvedClock {
  timeZone: string | null;
  offsetMinutes: number;
  use24HourFormat: boolean;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const knownZones = new Map<string, boolean>();

/**
 * An IANA zone name this runtime knows ("Europe/Paris", "UTC", and aliases such as "Asia/Calcutta"). Intl alone
 * also takes offsets ("+05:00") on newer runtimes, which are no zone and keep no daylight-saving rules, so the
 * name must look like one too. The zone rule: the schema refuses what this refuses, and the clock reads the
 * offset instead of a zone this refuses.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    known = ZONE_NAME.test(timeZone) && acceptedByIntl(timeZone);
    if (knownZones.size < 1000) knownZones.set(timeZone, known);
  }
  return known;
}

function acceptedByIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone to read, or null to read the offset. */
export function zoneOf(timeZone: string | null | undefined): string | null {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : null;
}

/** A business's clock from its saved settings (`timeZone`, `timeZoneOffset`, `use24HourFormat`). */
export function businessClockOf(config: {
  timeZone?: string | null | undefined;
  timeZoneOffset?: number | null | undefined;
  use24HourFormat?: boolean | null | undefined;
}): ResolvedClock {
  return {
    timeZone: zoneOf(config.timeZone),
    offsetMinutes: config.timeZoneOffset ?? 0,
    use24HourFormat: config.use24HourFormat ?? false,
  };
}

/** Formatters are costly to make and cheap to reuse: one per language, zone and options. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone });
    if (formatters.size < 500) formatters.set(key, format);
  }
  return format;
}

/** The instant to format and the zone to format it in: a fixed offset is UTC shifted by it. */
function onClock(instant: Date, clock: BusinessClock): { at: Date; timeZone: string } {
  const zone = zoneOf(clock.timeZone);
  if (zone) return { at: instant, timeZone: zone };
  return { at: new Date(instant.getTime() + (clock.offsetMinutes ?? 0) * 60_000), timeZone: "UTC" };
}

/**
 * An instant written on the business's clock with Intl's options ("Sat, Nov 28, 12:40 PM"), in `lang`
 * (American English unless told). ICU's narrow no-break space before a day period becomes a plain space: it reads
 * the same, and mails and printers keep it. A 24-hour clock reads 00:15 after midnight, never 24:15.
 */
export function formatOnClock(
  instant: string | number | Date,
  clock: BusinessClock,
  options: Intl.DateTimeFormatOptions,
  lang = "en-US",
): string {
  const { at, timeZone } = onClock(new Date(instant), clock);
  return formatter(lang, timeZone, dayFromZero(options))
    .format(at)
    .replace(/\u202f/g, " ");
}

/**
 * `hour12: false` alone picks a 24-hour cycle that some languages (American English) count from 1 to 24, so a
 * quarter past midnight would read "24:15": a 24-hour clock here always runs from 00:00 to 23:59.
 */
function dayFromZero(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (options.hour12 !== false) return options;
  const { hour12: _, ...rest } = options;
  return { ...rest, hourCycle: "h23" };
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** The wall clock of an instant on the business's clock: weekday index (0 = monday) and minutes since midnight. */
export function localClock(
  instant: Date,
  timeZone?: string | null,
  offsetMinutes = 0,
): { day: number; minutes: number } {
  const { at, timeZone: zone } = onClock(instant, { timeZone, offsetMinutes });
  const parts = formatter("en-US", zone, CLOCK_PARTS).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: WEEKDAY_INDEX[get("weekday")] ?? 0,
    // h23 writes midnight as 00; some runtimes still wrote 24 for it
    minutes: (Number(get("hour")) % 24) * 60 + Number(get("minute")),
  };
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };

/** The instant's date on the business's calendar, "YYYY-MM-DD" (en-CA writes dates so). */
export function localDate(instant: Date, clock: BusinessClock): string {
  return formatOnClock(instant, clock, DATE_PARTS, "en-CA");
}

/**
 * "12:40 PM", or "Sat, Nov 28, 12:40 PM" on another day than `now`, on the business's clock and in its hour
 * format: how the dashboard's orders and the kitchen tickets write an order's times.
 */
export function shortTimeOnClock(instant: string | Date, clock: ResolvedClock, now = new Date()): string {
  const time = formatOnClock(instant, clock, {
    hour: clock.use24HourFormat ? "2-digit" : "numeric",
    minute: "2-digit",
    hour12: !clock.use24HourFormat,
  });
  if (localDate(new Date(instant), clock) === localDate(now, clock)) return time;
  return `${formatOnClock(instant, clock, { weekday: "short", month: "short", day: "numeric" })}, ${time}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "HH:mm": an instant's time of day on the business's clock, before it is written in an hour format. */
export function hhmmOnClock(instant: string | number | Date, clock: BusinessClock): string {
  const { minutes } = localClock(new Date(instant), clock.timeZone, clock.offsetMinutes ?? 0);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A time of day (minutes since midnight) as the guest's language writes it: Spanish "13:30", English "1:30 PM"
 * (or the owner's 24-hour clock). A language whose own clock has 12 hours still follows an owner who chose 24.
 * Western digits throughout, as the prices and the order's number beside the time are written.
 */
export function clockTime(
  minutes: number,
  options: { lang: string | null; use24HourFormat: boolean },
): string {
  const base = (options.lang ?? "en").toLowerCase().split("-")[0] ?? "en";
  if (base === "en")
    return formatTime(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, options.use24HourFormat);
  return formatter(options.lang ?? "en", "UTC", {
    hour: "numeric",
    minute: "2-digit",
    numberingSystem: "latn",
    ...(options.use24HourFormat ? { hourCycle: "h23" as const } : {}),
  })
    .format(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60))
    .replace(/\u202f/g, " ");
}

/** HH:mm, or h:mm a for owners who use the 12-hour clock. */
export function formatTime(value: string, use24HourFormat: boolean): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match || use24HourFormat) return value;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}
