import { describe, expect, it } from "vitest";
import { formatUsPhone, formatUsPhoneInput, phoneDigits } from "./phone.ts";

// Phone input keeps digits only; US display format (###) ###-####.

describe("phoneDigits", () => {
  it.each([
    ["(415) 555-0100", "4155550100"],
    ["+1 415.555.0100", "14155550100"],
    ["call me", ""],
    ["", ""],
    ["٤١٥", ""], // other scripts' digits are not ASCII digits
  ])("%j → %j", (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe("formatUsPhone", () => {
  it.each([
    ["4155550100", "(415) 555-0100"],
    ["(415) 555-0100", "(415) 555-0100"],
    ["14155550100", "(415) 555-0100"],
    ["+1 (415) 555 0100", "(415) 555-0100"],
    ["5550100", "5550100"],
    ["24155550100", "24155550100"],
    ["+14155550100", "(415) 555-0100"],
    // Another plan's number, as E.164 keeps it, keeps its "+".
    ["+442071234567", "+442071234567"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });
});

describe("formatUsPhoneInput", () => {
  it.each([
    ["", ""],
    ["4", "(4"],
    ["415", "(415"],
    ["4155", "(415) 5"],
    ["415555", "(415) 555"],
    ["4155550", "(415) 555-0"],
    ["4155550100", "(415) 555-0100"],
    ["41555501009999", "(415) 555-0100"],
    ["(415) 55a5-01", "(415) 555-01"],
  ])("%j → %j", (input, expected) => {
    expect(formatUsPhoneInput(input)).toBe(expected);
  });

  it("is stable: formatting what it formatted changes nothing", () => {
    for (const digits of ["4", "41", "415", "4155", "41555", "415555", "4155550", "4155550100"]) {
      const once = formatUsPhoneInput(digits);
      expect(formatUsPhoneInput(once)).toBe(once);
    }
  });
});
