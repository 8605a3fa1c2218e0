import { describe, expect, it } from "vitest";
import { emptyHours, type HoursMap } from "../hours/hours.ts";
import { soldOutTodayEnd } from "./sold-out-end.ts";

const everyDay = (hours: { start: string; end: string }[]): HoursMap => {
  const map = emptyHours();
  for (const day of Object.keys(map) as (keyof HoursMap)[]) map[day] = { open: true, hours };
  return map;
};

// 2026-03-04 is a Wednesday.
const at = (iso: string) => new Date(iso);

describe("soldOutTodayEnd", () => {
  it("ends at tomorrow's opening when marked during a service", () => {
    const hours = everyDay([{ start: "11:00", end: "22:00" }]);
    expect(soldOutTodayEnd(hours, at("2026-03-04T13:30:00Z"), { timeZone: "UTC" }).toISOString()).toBe(
      "2026-03-05T11:00:00.000Z",
    );
  });

  it("ends at today's opening when marked before it", () => {
    const hours = everyDay([{ start: "11:00", end: "22:00" }]);
    expect(soldOutTodayEnd(hours, at("2026-03-04T08:00:00Z"), { timeZone: "UTC" }).toISOString()).toBe(
      "2026-03-04T11:00:00.000Z",
    );
  });

  it("reads the hours in the business's zone", () => {
    const hours = everyDay([{ start: "11:00", end: "22:00" }]);
    // 20:00 in Chicago (CST, UTC−6) on the 4th: tomorrow 11:00 there is 17:00 UTC.
    expect(
      soldOutTodayEnd(hours, at("2026-03-05T02:00:00Z"), { timeZone: "America/Chicago" }).toISOString(),
    ).toBe("2026-03-05T17:00:00.000Z");
  });

  it("lands on the wall time across a daylight-saving change", () => {
    const hours = everyDay([{ start: "11:00", end: "22:00" }]);
    // Saturday 7 March 2026, 20:00 CST; clocks go forward on the 8th: 11:00 CDT is 16:00 UTC.
    expect(
      soldOutTodayEnd(hours, at("2026-03-08T02:00:00Z"), { timeZone: "America/Chicago" }).toISOString(),
    ).toBe("2026-03-08T16:00:00.000Z");
  });

  it("skips a range that follows the current one without a gap, and crosses midnight", () => {
    const hours = everyDay([
      { start: "18:00", end: "23:00" },
      { start: "23:00", end: "02:00" },
    ]);
    expect(soldOutTodayEnd(hours, at("2026-03-04T19:00:00Z"), { timeZone: "UTC" }).toISOString()).toBe(
      "2026-03-05T18:00:00.000Z",
    );
    // 01:00 is still the night's service that began yesterday: it ends at tonight's opening.
    expect(soldOutTodayEnd(hours, at("2026-03-05T01:00:00Z"), { timeZone: "UTC" }).toISOString()).toBe(
      "2026-03-05T18:00:00.000Z",
    );
  });

  it("falls back to the next local midnight without hours or when always open", () => {
    expect(
      soldOutTodayEnd(emptyHours(), at("2026-03-04T13:30:00Z"), { timeZone: "Europe/Paris" }).toISOString(),
    ).toBe("2026-03-04T23:00:00.000Z");
    const always = everyDay([{ start: "00:00", end: "00:00" }]);
    expect(soldOutTodayEnd(always, at("2026-03-04T13:30:00Z"), { timeZone: "UTC" }).toISOString()).toBe(
      "2026-03-05T00:00:00.000Z",
    );
  });

  it("uses the saved offset when the business has no zone name", () => {
    const hours = everyDay([{ start: "09:00", end: "17:00" }]);
    expect(soldOutTodayEnd(hours, at("2026-03-04T12:00:00Z"), { offsetMinutes: 120 }).toISOString()).toBe(
      "2026-03-05T07:00:00.000Z",
    );
  });
});
