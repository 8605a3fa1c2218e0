import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../common/constants.ts";
import {
  describeDays,
  describeSchedule,
  isServedAt,
  type MenuSchedule,
  MenuScheduleSchema,
  menuServedNow,
  normalizeSchedule,
} from "./menu-schedule.ts";

const DAY = 24 * 60;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The reference: every served minute of the local week painted, an overnight range spilling into the next day. */
function servedMinutes(schedule: NonNullable<MenuSchedule>): boolean[] {
  const served = new Array<boolean>(7 * DAY).fill(false);
  for (const day of schedule.days) {
    const start = toMinutes(schedule.start);
    let end = toMinutes(schedule.end);
    if (end <= start) end += DAY;
    const base = WEEKDAYS.indexOf(day) * DAY;
    for (let minute = start; minute < end; minute++) served[(base + minute) % served.length] = true;
  }
  return served;
}

/**
 * New York's wall clock written out from its 2026 rules, not from Intl: UTC-5, UTC-4 from 2026-03-08 07:00 UTC
 * (02:00 local) to 2026-11-01 06:00 UTC (02:00 local, back to UTC-5).
 */
const SPRING = Date.UTC(2026, 2, 8, 7);
const AUTUMN = Date.UTC(2026, 10, 1, 6);
function newYorkClock(instant: number) {
  const offset = instant >= SPRING && instant < AUTUMN ? -240 : -300;
  const local = new Date(instant + offset * 60_000);
  return { day: (local.getUTCDay() + 6) % 7, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const time = fc.integer({ min: 0, max: DAY - 1 }).map(hhmm);
const scheduleArb = fc
  .record({
    days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
    start: time,
    end: time,
  })
  .map((raw) => normalizeSchedule(MenuScheduleSchema.parse(raw)) as NonNullable<MenuSchedule>);
/** Minutes within three days either side of each 2026 change in New York. */
const nearChange = fc
  .tuple(fc.constantFrom(SPRING, AUTUMN), fc.integer({ min: -3 * DAY, max: 3 * DAY }))
  .map(([change, minutes]) => change + minutes * 60_000);

describe("isServedAt against the minute-by-minute reference", () => {
  it("in a fixed offset, across midnight", () => {
    fc.assert(
      fc.property(
        scheduleArb,
        fc.integer({ min: 0, max: 7 * DAY - 1 }),
        fc.integer({ min: -720, max: 840 }),
        (schedule, weekMinute, offset) => {
          // 2026-11-23 is a Monday: local minute `weekMinute` of that week, in a zone `offset` east of UTC.
          const instant = new Date(Date.UTC(2026, 10, 23) + (weekMinute - offset) * 60_000);
          expect(isServedAt(schedule, instant, { offsetMinutes: offset })).toBe(
            servedMinutes(schedule)[weekMinute],
          );
        },
      ),
      { numRuns: 600 },
    );
  });

  it("in New York, across both daylight-saving changes", () => {
    fc.assert(
      fc.property(scheduleArb, nearChange, (schedule, instant) => {
        const clock = newYorkClock(instant);
        expect(isServedAt(schedule, new Date(instant), { timeZone: "America/New_York" })).toBe(
          servedMinutes(schedule)[clock.day * DAY + clock.minutes],
        );
      }),
      { numRuns: 600 },
    );
  });

  it("walks every minute of a night across the spring change", () => {
    const late = MenuScheduleSchema.parse({ days: ["saturday"], start: "22:00", end: "03:00" });
    const reference = servedMinutes(late as NonNullable<MenuSchedule>);
    for (let instant = SPRING - 6 * 60 * 60_000; instant < SPRING + 6 * 60 * 60_000; instant += 60_000) {
      const clock = newYorkClock(instant);
      expect(isServedAt(late, new Date(instant), { timeZone: "America/New_York" })).toBe(
        reference[clock.day * DAY + clock.minutes],
      );
    }
  });

  it("serves a menu without a schedule at any time", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (at) => {
        expect(isServedAt(null, at, {})).toBe(true);
      }),
    );
  });
});

describe("the schedule's shape and words", () => {
  it("refuses bad times and no days, and keeps days in week order", () => {
    expect(MenuScheduleSchema.safeParse({ days: [], start: "11:00", end: "15:00" }).success).toBe(false);
    expect(MenuScheduleSchema.safeParse({ days: ["monday"], start: "25:00", end: "15:00" }).success).toBe(
      false,
    );
    expect(MenuScheduleSchema.safeParse({ days: ["someday"], start: "11:00", end: "15:00" }).success).toBe(
      false,
    );
    expect(
      normalizeSchedule(
        MenuScheduleSchema.parse({ days: ["friday", "monday"], start: "11:00", end: "15:00" }),
      )?.days,
    ).toEqual(["monday", "friday"]);
    expect(MenuScheduleSchema.parse(null)).toBeNull();
  });

  it("reads as a guest would say it", () => {
    const lunch = MenuScheduleSchema.parse({ days: [...WEEKDAYS], start: "11:00", end: "15:00" });
    if (!lunch) throw new Error("parsed");
    expect(describeSchedule(lunch, true)).toBe("11:00–15:00");
    expect(describeSchedule(lunch, false)).toBe("11:00 AM–3:00 PM");
    expect(describeDays(["monday", "tuesday", "wednesday", "thursday", "friday"])).toBe("Mon–Fri");
    expect(describeDays(["saturday", "sunday"])).toBe("Sat, Sun");
    expect(describeSchedule({ days: ["sunday"], start: "09:00", end: "09:00" }, true)).toBe("Sun all day");
  });

  it("opens on the first menu served now, else the first", () => {
    const at = new Date(Date.UTC(2026, 10, 23, 12)); // Monday 12:00 UTC
    const menus: { id: string; schedule: MenuSchedule }[] = [
      { id: "breakfast", schedule: { days: [...WEEKDAYS], start: "07:00", end: "11:00" } },
      { id: "lunch", schedule: { days: [...WEEKDAYS], start: "11:00", end: "15:00" } },
      { id: "drinks", schedule: null },
    ];
    expect(menuServedNow(menus, at, {})?.id).toBe("lunch");
    expect(menuServedNow(menus.slice(0, 1), at, {})?.id).toBe("breakfast");
  });
});
