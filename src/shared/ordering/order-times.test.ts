import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../common/constants.ts";
import { emptyHours, type HoursMap } from "../hours/hours.ts";
import { ORDER_SLOT_MINUTES, orderTimeSlots } from "./order-times.ts";

const week = (open: (day: string) => { start: string; end: string }[] | null): HoursMap => {
  const hours = emptyHours();
  for (const day of WEEKDAYS) {
    const ranges = open(day);
    hours[day] = ranges ? { open: true, hours: ranges } : { open: false, hours: [] };
  }
  return hours;
};

// Monday 2026-11-23 10:03 UTC.
const MONDAY = new Date("2026-11-23T10:03:00Z");
const UTC = { timeZone: "UTC" };

describe("orderTimeSlots", () => {
  it("offers 10-minute steps within the hours, from the lead time on, today and the next 6 days", () => {
    const hours = week(() => [{ start: "09:00", end: "12:00" }]);
    const days = orderTimeSlots({ hours, zone: UTC, now: MONDAY, leadMinutes: 20 });
    expect(days.map((day) => day.daysAhead)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // 10:03 + 20 min = 10:23 → 10:30 first; 11:50 last (12:00 is closed).
    expect(days[0]?.slots[0]).toEqual({ at: "2026-11-23T10:30:00.000Z", time: "10:30" });
    expect(days[0]?.slots.at(-1)?.time).toBe("11:50");
    expect(days[1]?.slots.map((slot) => slot.time)).toEqual(
      Array.from({ length: 18 }, (_, i) => {
        const minutes = 9 * 60 + i * ORDER_SLOT_MINUTES;
        return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      }),
    );
    expect(days[6]?.day).toBe("sunday");
  });

  it("never offers a closed day or a closed time", () => {
    const hours = week((day) => (day === "tuesday" ? null : [{ start: "17:00", end: "18:00" }]));
    const days = orderTimeSlots({ hours, zone: UTC, now: MONDAY, leadMinutes: 0 });
    expect(days.map((day) => day.day)).not.toContain("tuesday");
    for (const day of days)
      for (const slot of day.slots) expect(slot.time >= "17:00" && slot.time < "18:00").toBe(true);
  });

  it("puts an overnight range's small hours on the day after, and stops at its end", () => {
    const hours = week((day) => (day === "friday" ? [{ start: "22:00", end: "02:00" }] : null));
    const days = orderTimeSlots({ hours, zone: UTC, now: MONDAY, leadMinutes: 0 });
    expect(days.map((day) => day.day)).toEqual(["friday", "saturday"]);
    expect(days[0]?.slots[0]?.time).toBe("22:00");
    expect(days[0]?.slots.at(-1)?.time).toBe("23:50");
    expect(days[1]?.slots[0]?.time).toBe("00:00");
    expect(days[1]?.slots.at(-1)?.time).toBe("01:50");
  });

  it("reads the business's own clock: Chicago's 9:00 is 15:00 UTC in November", () => {
    const hours = week(() => [{ start: "09:00", end: "09:30" }]);
    const days = orderTimeSlots({
      hours,
      zone: { timeZone: "America/Chicago" },
      now: MONDAY,
      leadMinutes: 0,
    });
    // 10:03 UTC is 4:03 in Chicago: today's 9:00 is still ahead.
    expect(days[0]).toMatchObject({ daysAhead: 0, day: "monday" });
    expect(days[0]?.slots.map((slot) => slot.at)).toEqual([
      "2026-11-23T15:00:00.000Z",
      "2026-11-23T15:10:00.000Z",
      "2026-11-23T15:20:00.000Z",
    ]);
  });

  it("offers any time when no hours are set, and nothing past six days ahead", () => {
    const days = orderTimeSlots({ hours: emptyHours(), zone: UTC, now: MONDAY, leadMinutes: 0 });
    expect(days).toHaveLength(7);
    const last = days.at(-1)?.slots.at(-1)?.at ?? "";
    expect(last).toBe("2026-11-29T23:50:00.000Z");
  });
});
