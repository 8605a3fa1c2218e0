import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEEKDAYS, type Weekday } from "../common/constants.ts";
import { formatTime } from "./business-clock.ts";
import { describeStatus, emptyHours, type HoursMap, openStatus } from "./hours.ts";
import { HoursSchema, readHours } from "./hours-schema.ts";

const MINUTES_PER_DAY = 24 * 60;
const MONDAY = Date.UTC(2026, 10, 23); // a Monday, 00:00 UTC
const at = (day: number, minutes: number) => new Date(MONDAY + (day * MINUTES_PER_DAY + minutes) * 60_000);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function week(days: Partial<Record<Weekday, [string, string][]>>): HoursMap {
  const hours = emptyHours();
  for (const [day, ranges] of Object.entries(days) as [Weekday, [string, string][]][]) {
    hours[day] = { open: true, hours: ranges.map(([start, end]) => ({ start, end })) };
  }
  return hours;
}

/** The simple reference: paint every open minute of the week, overnight ranges spilling into the next day. */
function referenceMinutes(hours: HoursMap): boolean[] {
  const open = new Array<boolean>(7 * MINUTES_PER_DAY).fill(false);
  WEEKDAYS.forEach((day, index) => {
    if (!hours[day].open) return;
    for (const { start, end } of hours[day].hours) {
      const s = Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
      let e = Number(end.slice(0, 2)) * 60 + Number(end.slice(3));
      if (e <= s) e += MINUTES_PER_DAY;
      for (let m = s; m < e; m++) open[(index * MINUTES_PER_DAY + m) % open.length] = true;
    }
  });
  return open;
}

const time = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }).map(hhmm);
const day = fc.record({
  open: fc.boolean(),
  hours: fc.array(fc.record({ start: time, end: time }), { maxLength: 2 }),
});
const hoursArb = fc.record(
  Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>,
) as fc.Arbitrary<HoursMap>;
const instant = fc.record({
  day: fc.integer({ min: 0, max: 6 }),
  minutes: fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }),
});

describe("openStatus against the minute-by-minute reference", () => {
  it("is open exactly when the reference says so", () => {
    fc.assert(
      fc.property(hoursArb, instant, (hours, now) => {
        const reference = referenceMinutes(hours);
        expect(openStatus(hours, at(now.day, now.minutes)).open).toBe(
          reference[now.day * MINUTES_PER_DAY + now.minutes],
        );
      }),
      { numRuns: 400 },
    );
  });

  it("names the next opening as the first open minute after a closed now", () => {
    fc.assert(
      fc.property(hoursArb, instant, (hours, now) => {
        const reference = referenceMinutes(hours);
        const status = openStatus(hours, at(now.day, now.minutes));
        fc.pre(!status.open);
        const index = now.day * MINUTES_PER_DAY + now.minutes;
        let firstOpen: number | null = null; // minutes from the start of this week, possibly into the next
        for (let step = 1; step <= 7 * MINUTES_PER_DAY; step++) {
          if (reference[(index + step) % reference.length]) {
            firstOpen = index + step;
            break;
          }
        }
        if (firstOpen === null) {
          expect(status.nextOpening).toBeNull();
        } else {
          expect(status.nextOpening).toEqual({
            day: WEEKDAYS[Math.floor(firstOpen / MINUTES_PER_DAY) % 7],
            time: hhmm(firstOpen % MINUTES_PER_DAY),
            daysAhead: Math.floor(firstOpen / MINUTES_PER_DAY) - now.day,
          });
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("openStatus at fixed instants", () => {
  const hours = week({
    monday: [["09:00", "17:00"]],
    friday: [["18:00", "02:00"]],
    saturday: [
      ["11:00", "15:00"],
      ["18:00", "23:30"],
    ],
  });

  it("is open inside a range and closes at its end", () => {
    expect(openStatus(hours, at(0, 9 * 60))).toEqual({ open: true, closesAt: "17:00", nextOpening: null });
    expect(openStatus(hours, at(0, 17 * 60)).open).toBe(false);
  });

  it("keeps yesterday's overnight range open after midnight", () => {
    expect(openStatus(hours, at(5, 60))).toEqual({ open: true, closesAt: "02:00", nextOpening: null });
    expect(openStatus(hours, at(5, 2 * 60))).toEqual({
      open: false,
      closesAt: null,
      nextOpening: { day: "saturday", time: "11:00", daysAhead: 0 },
    });
  });

  it("finds the second range of today, then the next open day", () => {
    expect(openStatus(hours, at(5, 16 * 60)).nextOpening).toEqual({
      day: "saturday",
      time: "18:00",
      daysAhead: 0,
    });
    expect(openStatus(hours, at(5, 23 * 60 + 45)).nextOpening).toEqual({
      day: "monday",
      time: "09:00",
      daysAhead: 2,
    });
  });

  it("uses the IANA zone across daylight-saving changes", () => {
    const sunday = week({ sunday: [["09:00", "17:00"]] });
    // 2026-03-08: New York moves to UTC-4 at 02:00; 13:30 UTC is 09:30 local.
    const spring = new Date("2026-03-08T13:30:00Z");
    expect(openStatus(sunday, spring, { timeZone: "America/New_York" }).open).toBe(true);
    // A fixed winter offset would get it wrong: 08:30.
    expect(openStatus(sunday, spring, { offsetMinutes: -300 }).open).toBe(false);
    // 2026-11-01: back to UTC-5; 13:30 UTC is 08:30 local.
    expect(openStatus(sunday, new Date("2026-11-01T13:30:00Z"), { timeZone: "America/New_York" }).open).toBe(
      false,
    );
  });

  it("treats an unknown zone name like the offset", () => {
    expect(openStatus(hours, at(0, 10 * 60), { timeZone: "Mars/Olympus" }).open).toBe(true);
  });
});

describe("hours validation and display", () => {
  it("gives the required message for an unreadable time", () => {
    const result = HoursSchema.safeParse({
      tuesday: {
        open: true,
        hours: [
          { start: "09:00", end: "17:00" },
          { start: "9", end: "25:00" },
        ],
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Invalid time range for the second interval of tuesday.");
  });

  it("refuses a third interval", () => {
    const three = Array.from({ length: 3 }, () => ({ start: "09:00", end: "10:00" }));
    expect(HoursSchema.safeParse({ monday: { open: true, hours: three } }).success).toBe(false);
  });

  it("reads the stored JSON string and survives garbage", () => {
    expect(readHours(JSON.stringify(week({ monday: [["09:00", "17:00"]] }))).monday.open).toBe(true);
    expect(readHours("{not json").monday.open).toBe(false);
  });

  it("formats 24-hour and AM/PM times", () => {
    expect(formatTime("00:05", false)).toBe("12:05 AM");
    expect(formatTime("12:00", false)).toBe("12:00 PM");
    expect(formatTime("22:30", false)).toBe("10:30 PM");
    expect(formatTime("22:30", true)).toBe("22:30");
  });

  it("describes the status for a guest", () => {
    expect(describeStatus({ open: true, closesAt: "22:00", nextOpening: null }, false)).toBe(
      "Open until 10:00 PM",
    );
    const closed = (daysAhead: number) => ({
      open: false,
      closesAt: null,
      nextOpening: { day: "tuesday" as const, time: "09:00", daysAhead },
    });
    expect(describeStatus(closed(0), true)).toBe("Closed · Opens today at 09:00");
    expect(describeStatus(closed(1), false)).toBe("Closed · Opens tomorrow at 9:00 AM");
    expect(describeStatus(closed(3), true)).toBe("Closed · Opens Tuesday at 09:00");
    // The only open day is today and its hours are over: next week, not "today".
    expect(describeStatus(closed(7), true)).toBe("Closed · Opens Tuesday at 09:00");
    expect(describeStatus({ open: false, closesAt: null, nextOpening: null }, true)).toBe("Closed");
  });
});
