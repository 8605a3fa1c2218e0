import { describe, expect, it } from "vitest";
import { closingTime } from "./pause.service.ts";

const day = (hours: { start: string; end: string }[]) => ({ open: true, hours });
const week = (hours: { start: string; end: string }[]) =>
  JSON.stringify(
    Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((name) => [
        name,
        day(hours),
      ]),
    ),
  );

describe("the rest of the day", () => {
  it("ends when the opening running now ends, on the business's clock", () => {
    const config = { hours: week([{ start: "11:00", end: "22:00" }]), timeZone: "America/New_York" };
    // 19:30 in New York (UTC−5 in November).
    expect(closingTime(config, new Date("2026-11-26T00:30:20Z")).toISOString()).toBe(
      "2026-11-26T03:00:00.000Z",
    );
  });

  it("runs past midnight with a range that does", () => {
    const config = { hours: week([{ start: "18:00", end: "02:00" }]), timeZone: "UTC" };
    expect(closingTime(config, new Date("2026-11-26T23:10:00Z")).toISOString()).toBe(
      "2026-11-27T02:00:00.000Z",
    );
  });

  it("is refused while closed, by the hours or by the owner", () => {
    const hours = week([{ start: "11:00", end: "14:00" }]);
    expect(() => closingTime({ hours, timeZone: "UTC" }, new Date("2026-11-26T20:00:00Z"))).toThrow(
      /closed now/,
    );
    expect(() =>
      closingTime({ hours, timeZone: "UTC", closedNow: true }, new Date("2026-11-26T12:00:00Z")),
    ).toThrow(/closed now/);
  });
});
