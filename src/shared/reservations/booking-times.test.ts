import { describe, expect, it } from "vitest";
import { emptyHours } from "../hours/hours.ts";
import { chooseTables, dayGrid, holdSteps, isoOnClock } from "./booking-times.ts";
import { DEFAULT_RESERVATION_SETTINGS, stayFor } from "./reservations.ts";

const EVENINGS = Object.fromEntries(
  Object.keys(emptyHours()).map((day) => [day, { open: true, hours: [{ start: "17:00", end: "22:00" }] }]),
) as ReturnType<typeof emptyHours>;

describe("the booking grid", () => {
  it("writes an instant on the business's clock with its offset", () => {
    const zone = { timeZone: "America/New_York" };
    expect(isoOnClock(new Date("2026-07-04T23:30:00Z"), zone)).toBe("2026-07-04T19:30:00-04:00");
    expect(isoOnClock(new Date("2026-12-04T00:30:00Z"), zone)).toBe("2026-12-03T19:30:00-05:00");
    expect(isoOnClock(new Date("2026-12-04T00:30:00Z"), { offsetMinutes: 345 })).toBe(
      "2026-12-04T06:15:00+05:45",
    );
  });

  it("lists the open times of a day, by the wall clock also on a day daylight saving changes", () => {
    const allDay = Object.fromEntries(
      Object.keys(emptyHours()).map((day) => [
        day,
        { open: true, hours: [{ start: "00:00", end: "00:00" }] },
      ]),
    ) as ReturnType<typeof emptyHours>;
    const zone = { timeZone: "America/New_York" };
    // 2026-03-08: clocks go from 02:00 to 03:00, so the day has 23 hours.
    expect(dayGrid("2026-03-08", 60, allDay, zone)).toHaveLength(23);
    expect(dayGrid("2026-11-01", 60, allDay, zone)).toHaveLength(25);
    const evening = dayGrid("2026-12-04", 30, EVENINGS, zone).map((at) => isoOnClock(at, zone).slice(11, 16));
    expect(evening).toEqual([
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
      "21:30",
    ]);
  });

  it("holds a stay in quarter hours", () => {
    expect(holdSteps(new Date("2026-12-04T19:00:00Z"), 90)).toHaveLength(6);
  });

  it("reads the stay of the largest rule at or below the party", () => {
    expect([1, 2, 3, 4, 5, 40].map((party) => stayFor(DEFAULT_RESERVATION_SETTINGS, party))).toEqual([
      90, 90, 105, 105, 120, 120,
    ]);
  });
});

describe("which table a party gets", () => {
  const tables = [
    { id: "a", name: "A", minSeats: 1, maxSeats: 2, combinableWith: [] },
    { id: "b", name: "B", minSeats: 2, maxSeats: 4, combinableWith: ["c"] },
    { id: "c", name: "C", minSeats: 4, maxSeats: 6, combinableWith: [] },
  ];
  const free =
    (...held: string[]) =>
    (id: string) =>
      !held.includes(id);

  it("takes the smallest free table that seats the party", () => {
    expect(chooseTables(tables, free(), 2)).toEqual(["a"]);
    expect(chooseTables(tables, free("a"), 2)).toEqual(["b"]);
    expect(chooseTables(tables, free(), 5)).toEqual(["c"]);
  });

  it("joins neighbors the owner marked, either way round, when no table alone seats the party", () => {
    expect(chooseTables(tables, free(), 9)).toEqual(["b", "c"]);
    expect(chooseTables(tables, free("b"), 9)).toBeNull();
    expect(chooseTables(tables, free(), 11)).toBeNull();
  });
});
