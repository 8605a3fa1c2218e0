import { describe, expect, it } from "vitest";
import {
  CANADIAN_PROVINCES,
  COUNTRIES,
  isRegionCode,
  isUnitedStates,
  isUsZip,
  normalizeRegionOf,
  normalizeUsState,
  regionChoices,
  regionsOf,
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

// The state field offers the country's own list; a US ZIP is 5 digits or ZIP+4.
describe("regions by country", () => {
  it("offers US states for the US, provinces for Canada, and free text elsewhere", () => {
    expect(regionsOf("United States")).toBe(US_STATES);
    expect(regionsOf(undefined)).toBe(US_STATES);
    expect(regionsOf("Canada")).toBe(CANADIAN_PROVINCES);
    expect(regionsOf("Germany")).toBeNull();
    expect(Object.keys(CANADIAN_PROVINCES)).toHaveLength(13);
  });

  it.each([
    ["United States", "california", "CA"],
    ["Canada", "Ontario", "ON"],
    ["Canada", "qc", "QC"],
    ["Canada", "CA", null],
    ["Germany", " Bavaria ", "Bavaria"],
  ])("%s, %j → %j", (country, state, expected) => {
    expect(normalizeRegionOf(country, state)).toBe(expected);
  });
});

describe("isUsZip", () => {
  it.each([
    ["94110", true],
    ["94110-1234", true],
    ["ABCDE", false],
    ["9411", false],
    ["941101234", false],
    ["94110-", false],
    ["", false],
  ])("%j → %j", (zip, expected) => {
    expect(isUsZip(zip)).toBe(expected);
  });
});

describe("regionChoices", () => {
  it("lists every country by its name, sorted, without unions such as the EU", () => {
    const choices = regionChoices();
    const codes = choices.map((choice) => choice.value);
    expect(codes).toEqual(expect.arrayContaining(["US", "CA", "MX", "FR", "GB"]));
    expect(codes).not.toContain("EU");
    expect(codes).not.toContain("UN");
    expect(choices.find((choice) => choice.value === "MX")?.label).toBe("Mexico");
    const labels = choices.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(codes.every(isRegionCode)).toBe(true);
  });
});
