import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  isUnitedStates,
  normalizeUsState,
  UNITED_STATES,
  US_STATE_CODES,
  US_STATES,
} from "./geo.ts";

describe("normalizeUsState", () => {
  it.each([
    ["CA", "CA"],
    ["ca", "CA"],
    [" ny ", "NY"],
    ["California", "CA"],
    ["new york", "NY"],
    ["District of Columbia", "DC"],
    ["  north   dakota", null], // inner spaces are not collapsed
    ["ZZ", null],
    ["Atlantis", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normalizeUsState(input)).toBe(expected);
  });

  it("knows every state by name and by code", () => {
    for (const [name, code] of Object.entries(US_STATES)) {
      expect(normalizeUsState(name)).toBe(code);
      expect(normalizeUsState(code.toLowerCase())).toBe(code);
    }
    expect(new Set(US_STATE_CODES).size).toBe(Object.keys(US_STATES).length);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

describe("isUnitedStates", () => {
  it.each([
    [undefined, true],
    [null, true],
    ["", true],
    ["United States", true],
    [" united states ", true],
    ["USA", true],
    ["us", true],
    ["United States of America", true],
    ["Canada", false],
    ["United Kingdom", false],
  ])("%j → %j", (country, expected) => {
    expect(isUnitedStates(country)).toBe(expected);
  });
});

describe("COUNTRIES", () => {
  it("starts with the United States and has no duplicates", () => {
    expect(COUNTRIES[0]).toBe(UNITED_STATES);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });
});
