import { describe, expect, it } from "vitest";
import { isPausedAt, pausedText, serviceTime } from "./service-words.ts";

describe("the pause's time, on the business's clock", () => {
  const at = new Date("2026-11-26T19:45:00Z");

  it("follows the zone and the 12- or 24-hour setting", () => {
    expect(serviceTime(at, { timeZone: "UTC" })).toBe("7:45 PM");
    expect(serviceTime(at, { timeZone: "Asia/Tokyo", use24HourFormat: true })).toBe("04:45");
    expect(serviceTime(at, { timeZone: "America/New_York" })).toBe("2:45 PM");
    // Without a zone name, the saved offset.
    expect(serviceTime(at, { timeZoneOffset: 60, use24HourFormat: true })).toBe("20:45");
  });

  it("says it in the guest's language, English for one without words", () => {
    expect(pausedText(at, { timeZone: "UTC" }, "en")).toBe("Not taking orders until 7:45 PM.");
    expect(pausedText(at, { timeZone: "UTC", use24HourFormat: true }, "de-AT")).toBe(
      "Bis 19:45 nehmen wir keine Bestellungen an.",
    );
    expect(pausedText(at, { timeZone: "UTC" }, "ja")).toBe("Not taking orders until 7:45 PM.");
  });

  it("is over once its time has passed", () => {
    expect(isPausedAt(at, new Date("2026-11-26T19:44:59Z"))).toBe(true);
    expect(isPausedAt(at, at)).toBe(false);
    expect(isPausedAt(null, at)).toBe(false);
  });
});
