import { describe, expect, it } from "vitest";
import {
  businessClockOf,
  clockTime,
  formatOnClock,
  formatTime,
  hhmmOnClock,
  isKnownTimeZone,
  localClock,
  localDate,
  shortTimeOnClock,
  zoneOf,
} from "./business-clock.ts";
import { TimeZoneSchema } from "./hours-schema.ts";

// Friday 2026-11-27 23:45 and Saturday 2026-11-28 00:15 in Chicago (UTC−06:00 in November).
const LATE = new Date("2026-11-28T05:45:00Z");
const EARLY = new Date("2026-11-28T06:15:00Z");
const CHICAGO = { timeZone: "America/Chicago", offsetMinutes: -360 };
const OFFSET_ONLY = { timeZone: null, offsetMinutes: -360 };
const FRIDAY = 4;
const SATURDAY = 5;
const TIME_OPTIONS = { hour: "numeric", minute: "2-digit", hour12: false } as const;

describe("the business clock around midnight", () => {
  for (const [name, clock] of [
    ["a zone", CHICAGO],
    ["an offset alone", OFFSET_ONLY],
  ] as const) {
    it(`reads 23:45 on Friday and 00:15 on Saturday, with ${name}`, () => {
      expect(localClock(LATE, clock.timeZone, clock.offsetMinutes)).toEqual({
        day: FRIDAY,
        minutes: 23 * 60 + 45,
      });
      expect(localClock(EARLY, clock.timeZone, clock.offsetMinutes)).toEqual({ day: SATURDAY, minutes: 15 });
      expect(localDate(LATE, clock)).toBe("2026-11-27");
      expect(localDate(EARLY, clock)).toBe("2026-11-28");
      expect(hhmmOnClock(LATE, clock)).toBe("23:45");
      expect(hhmmOnClock(EARLY, clock)).toBe("00:15");
      expect(formatOnClock(LATE, clock, { weekday: "long", ...TIME_OPTIONS })).toBe("Friday 23:45");
      expect(formatOnClock(EARLY, clock, { weekday: "long", ...TIME_OPTIONS })).toBe("Saturday 00:15");
      expect(formatOnClock(EARLY, clock, { hour: "numeric", minute: "2-digit", hour12: true })).toBe(
        "12:15 AM",
      );
      expect(formatOnClock(LATE, clock, { hour: "numeric", minute: "2-digit", hour12: true })).toBe(
        "11:45 PM",
      );
    });
  }

  it("writes an order's time alone on the same day, with its day once midnight has passed", () => {
    const clock = { ...CHICAGO, use24HourFormat: false };
    expect(shortTimeOnClock(LATE, clock, LATE)).toBe("11:45 PM");
    expect(shortTimeOnClock(EARLY, clock, LATE)).toBe("Sat, Nov 28, 12:15 AM");
    expect(shortTimeOnClock(LATE, { ...clock, use24HourFormat: true }, EARLY)).toBe("Fri, Nov 27, 23:45");
    expect(shortTimeOnClock(EARLY, { ...clock, use24HourFormat: true }, EARLY)).toBe("00:15");
  });

  it("writes a time of day in the guest's language and the owner's hour format", () => {
    expect(clockTime(23 * 60 + 45, { lang: "en", use24HourFormat: false })).toBe("11:45 PM");
    expect(clockTime(15, { lang: "en", use24HourFormat: false })).toBe("12:15 AM");
    expect(clockTime(15, { lang: "en-GB", use24HourFormat: true })).toBe("00:15");
    expect(clockTime(23 * 60 + 45, { lang: "fr", use24HourFormat: false })).toBe("23:45");
    expect(clockTime(15, { lang: "ar", use24HourFormat: true })).toBe("00:15");
    expect(formatTime("00:15", false)).toBe("12:15 AM");
    expect(formatTime("12:00", false)).toBe("12:00 PM");
    expect(formatTime("23:45", true)).toBe("23:45");
  });
});

describe("the business clock across daylight saving", () => {
  const PARIS = { timeZone: "Europe/Paris", offsetMinutes: 60 };

  it("jumps from 01:59 to 03:00 when Paris springs forward", () => {
    expect(hhmmOnClock("2026-03-29T00:59:00Z", PARIS)).toBe("01:59");
    expect(hhmmOnClock("2026-03-29T01:00:00Z", PARIS)).toBe("03:00");
    // The saved offset is winter's: only the zone knows summer time.
    expect(hhmmOnClock("2026-03-29T01:00:00Z", { timeZone: null, offsetMinutes: 60 })).toBe("02:00");
  });

  it("reads 02:30 twice when Paris falls back", () => {
    expect(hhmmOnClock("2026-10-25T00:30:00Z", PARIS)).toBe("02:30");
    expect(hhmmOnClock("2026-10-25T01:30:00Z", PARIS)).toBe("02:30");
    expect(localClock(new Date("2026-10-25T01:30:00Z"), PARIS.timeZone).day).toBe(6);
  });

  it("keeps the day right across New York's change near midnight", () => {
    const york = { timeZone: "America/New_York", offsetMinutes: -300 };
    // 2026-03-08 02:00 EST becomes 03:00 EDT; 23:45 the evening before is still Saturday.
    expect(localDate(new Date("2026-03-08T04:45:00Z"), york)).toBe("2026-03-07");
    expect(hhmmOnClock("2026-03-08T04:45:00Z", york)).toBe("23:45");
    expect(hhmmOnClock("2026-03-08T05:15:00Z", york)).toBe("00:15");
    expect(hhmmOnClock("2026-03-08T07:15:00Z", york)).toBe("03:15");
    // In autumn 00:15 after the change is one more hour from UTC midnight.
    expect(hhmmOnClock("2026-11-02T05:15:00Z", york)).toBe("00:15");
  });
});

describe("the one zone rule", () => {
  const names = [
    "Europe/Paris",
    "UTC",
    "Asia/Calcutta",
    "America/Argentina/Buenos_Aires",
    "+05:00",
    "-0300",
    "GMT+2",
    "Mars/Olympus_Mons",
    "europe/paris",
    "",
    "Europe/Paris/",
    "../etc",
  ];

  it("is the same for the schema that saves a zone and for the clock that reads it", () => {
    for (const name of names)
      expect(TimeZoneSchema.safeParse(name).success, name).toBe(
        zoneOf(name) !== null && zoneOf(name) === name,
      );
  });

  it("reads an offset for what is no zone name, even where Intl takes it", () => {
    expect(isKnownTimeZone("Europe/Paris")).toBe(true);
    expect(isKnownTimeZone("+05:00")).toBe(false);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    // An offset written as a zone is not read as one: the offset saved beside it is.
    expect(hhmmOnClock("2026-11-28T12:00:00Z", { timeZone: "+05:00", offsetMinutes: 60 })).toBe("13:00");
    expect(hhmmOnClock("2026-11-28T12:00:00Z", { timeZone: "Mars/Olympus_Mons", offsetMinutes: -90 })).toBe(
      "10:30",
    );
  });

  it("gives the dashboard and the tickets the checked zone with the hour format", () => {
    expect(businessClockOf({ timeZone: "Mars/Olympus_Mons", timeZoneOffset: 120 })).toEqual({
      timeZone: null,
      offsetMinutes: 120,
      use24HourFormat: false,
    });
    expect(businessClockOf({ timeZone: "Europe/Paris", use24HourFormat: true })).toEqual({
      timeZone: "Europe/Paris",
      offsetMinutes: 0,
      use24HourFormat: true,
    });
  });
});
