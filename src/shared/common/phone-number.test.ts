import { describe, expect, it } from "vitest";
import { countryCodeOf, isTextable, normalizePhone, textCountriesOf } from "./phone-number.ts";

// One guest is one number however it is typed; texts go only to mobiles of the countries a business may text.

describe("normalizePhone", () => {
  it.each([
    ["+1 512 555 0100", "US", "+15125550100"],
    ["001 512 555 0100", "US", "+15125550100"],
    ["011 1 512 555 0100", "US", "+15125550100"],
    ["(512) 555-0100", "US", "+15125550100"],
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["+900123456", "US", null],
    ["12345678901234567890", "US", null],
    ["", "US", null],
  ] as const)("%j in %s → %j", (input, country, expected) => {
    expect(normalizePhone(input, country)?.e164 ?? null).toBe(expected);
  });

  it("tells a mobile from a fixed line where the plan can, and texts only the countries given", () => {
    const mobile = normalizePhone("+33 6 12 34 56 78", "US");
    const fixed = normalizePhone("+33 1 42 68 53 00", "US");
    expect(mobile && isTextable(mobile, ["FR"])).toBe(true);
    expect(mobile && isTextable(mobile, ["US"])).toBe(false);
    expect(fixed && isTextable(fixed, ["FR"])).toBe(false);
  });
});

describe("a business's countries", () => {
  it.each([
    ["United States", "US"],
    ["", "US"],
    ["Canada", "CA"],
    ["Czech Republic", "CZ"],
    ["Turkey", "TR"],
    ["fr", "FR"],
    ["Atlantis", undefined],
  ])("%j → %j", (name, code) => {
    expect(countryCodeOf(name)).toBe(code);
  });

  it("are its own first, then the owner's list, each once", () => {
    expect(textCountriesOf("United States", ["CA", "US", "EU"])).toEqual(["US", "CA"]);
  });
});
