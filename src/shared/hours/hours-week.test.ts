import { describe, expect, it } from "vitest";
import { DEFAULT_INTERVAL, WEEKDAYS } from "../common/constants.ts";
import { emptyHours } from "./hours.ts";
import { HoursSchema } from "./hours-schema.ts";
import { copyDayHours, starterHours, WORKDAYS } from "./hours-week.ts";

describe("starterHours", () => {
  it("opens every day at the default interval, and passes the hours schema", () => {
    const week = starterHours();
    for (const day of WEEKDAYS) expect(week[day]).toEqual({ open: true, hours: [DEFAULT_INTERVAL] });
    expect(HoursSchema.safeParse(week).success).toBe(true);
  });

  it("gives each day its own ranges, so editing one day leaves the others alone", () => {
    const week = starterHours();
    expect(week.monday.hours[0]).not.toBe(week.tuesday.hours[0]);
  });
});

describe("copyDayHours", () => {
  const lunchAndDinner = {
    open: true,
    hours: [
      { start: "11:30", end: "14:30" },
      { start: "17:30", end: "23:00" },
    ],
  };

  it("copies one day's ranges to all days", () => {
    const week = copyDayHours({ ...emptyHours(), tuesday: lunchAndDinner }, "tuesday", WEEKDAYS);
    for (const day of WEEKDAYS) expect(week[day]).toEqual(lunchAndDinner);
    week.monday.hours[0]!.start = "10:00";
    expect(week.tuesday.hours[0]!.start).toBe("11:30");
  });

  it("copies to Monday to Friday only, leaving the weekend as it was", () => {
    const start = { ...starterHours(), monday: lunchAndDinner, sunday: { open: false, hours: [] } };
    const week = copyDayHours(start, "monday", WORKDAYS);
    expect(WORKDAYS).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday"]);
    for (const day of WORKDAYS) expect(week[day]).toEqual(lunchAndDinner);
    expect(week.saturday).toEqual({ open: true, hours: [DEFAULT_INTERVAL] });
    expect(week.sunday).toEqual({ open: false, hours: [] });
  });

  it("copies a closed day as closed", () => {
    const week = copyDayHours({ ...starterHours(), sunday: { open: false, hours: [] } }, "sunday", WEEKDAYS);
    for (const day of WEEKDAYS) expect(week[day]).toEqual({ open: false, hours: [] });
  });
});
