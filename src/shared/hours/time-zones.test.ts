import { describe, expect, it } from "vitest";
import { CANADIAN_PROVINCES, COUNTRIES, US_STATE_CODES } from "../common/geo.ts";
import {
  CANADIAN_PROVINCE_TIME_ZONES,
  COUNTRY_TIME_ZONES,
  timeZoneForAddress,
  US_STATE_TIME_ZONES,
  zoneOffsetMinutes,
} from "./time-zones.ts";

const isKnownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// A new business's time zone comes from its address.
describe("the time zone tables", () => {
  it("cover every US state, Canadian province and listed country, with zones the runtime knows", () => {
    expect(Object.keys(US_STATE_TIME_ZONES).sort()).toEqual([...US_STATE_CODES].sort());
    expect(Object.keys(CANADIAN_PROVINCE_TIME_ZONES).sort()).toEqual(
      Object.values(CANADIAN_PROVINCES).sort(),
    );
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...COUNTRIES].sort());
    const zones = [
      ...Object.values(US_STATE_TIME_ZONES),
      ...Object.values(CANADIAN_PROVINCE_TIME_ZONES),
      ...Object.values(COUNTRY_TIME_ZONES),
    ];
    expect(zones.filter((zone) => !isKnownZone(zone))).toEqual([]);
  });
});

describe("timeZoneForAddress", () => {
  it.each([
    [{ country: "United States", state: "CA" }, "America/Los_Angeles"],
    [{ country: "United States", state: "New York" }, "America/New_York"],
    [{ country: "USA", state: "tx" }, "America/Chicago"],
    [{ state: "AZ" }, "America/Phoenix"], // no country: the United States, the default
    [{ country: "United States", state: "HI" }, "Pacific/Honolulu"],
    [{ country: "United States", state: "Atlantis" }, "America/New_York"],
    [{ country: "Canada", state: "BC" }, "America/Vancouver"],
    [{ country: "Canada", state: "Quebec" }, "America/Toronto"],
    [{ country: "Canada", state: "" }, "America/Toronto"],
    [{ country: "Australia", state: "WA" }, "Australia/Perth"],
    [{ country: "Australia", state: "Queensland" }, "Australia/Brisbane"],
    [{ country: "Australia", state: "" }, "Australia/Sydney"],
    [{ country: "Germany", state: "Bavaria" }, "Europe/Berlin"],
    [{ country: "united kingdom", state: "London" }, "Europe/London"],
    [{ country: "Narnia", state: "" }, "UTC"],
  ])("%j → %s", (address, zone) => {
    expect(timeZoneForAddress(address)).toBe(zone);
  });
});

describe("zoneOffsetMinutes", () => {
  it("follows daylight saving", () => {
    expect(zoneOffsetMinutes("America/Los_Angeles", new Date("2025-01-15T12:00:00Z"))).toBe(-480);
    expect(zoneOffsetMinutes("America/Los_Angeles", new Date("2025-07-15T12:00:00Z"))).toBe(-420);
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2025-07-15T12:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("UTC")).toBe(0);
    expect(zoneOffsetMinutes("Not/AZone")).toBe(0);
  });
});
