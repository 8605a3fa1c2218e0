import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./geo.ts";
import {
  type Currency,
  cartTotal,
  currencyDigits,
  currencyOf,
  decimalAmount,
  defaultCurrencyConfig,
  deriveCurrencyCode,
  formatMoney,
  formatPrice,
  lineTotal,
  MAX_MINOR,
  parseMoney,
  sumMinor,
  toMajor,
  toMinor,
} from "./money.ts";

const CURRENCIES: Currency[] = [
  { code: "USD", symbol: "$" },
  { code: "EUR", symbol: "€" },
  { code: "JPY", symbol: "¥" },
  { code: "KWD", symbol: "KD" },
  { code: "SEK", symbol: "kr" },
  { code: "CHF", symbol: "CHF" },
  { code: "BRL", symbol: "R$" },
];

/** A menu price as the tree keeps it: a float of at most 2 decimals, up to PriceSchema's maximum. */
const menuCents = fc.integer({ min: 0, max: 100_000_000 });

/** The exact line total from whole cents, by integer arithmetic only: the reference the module must meet. */
function referenceLine(unitCents: number, modifierCents: number[], quantity: number, code: string): bigint {
  const cents =
    (BigInt(unitCents) + modifierCents.reduce((sum, cents) => sum + BigInt(cents), 0n)) * BigInt(quantity);
  const digits = currencyDigits(code);
  if (digits >= 2) return cents * 10n ** BigInt(digits - 2);
  const divisor = 10n ** BigInt(2 - digits);
  return (cents + divisor / 2n) / divisor;
}

describe("digits and conversion", () => {
  it("knows each currency's minor digits from Intl", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
  });

  it("converts major to minor half-up on the digits the owner typed", () => {
    expect(toMinor(12.5, "USD")).toBe(1250);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(-1.005, "USD")).toBe(-101);
    expect(toMinor(12.5, "JPY")).toBe(13);
    expect(toMinor(12.49, "JPY")).toBe(12);
    expect(toMinor(1.2345, "KWD")).toBe(1235);
    expect(toMajor(1250, "USD")).toBe(12.5);
    expect(toMajor(1200, "JPY")).toBe(1200);
    expect(() => toMinor(Number.NaN, "USD")).toThrow(RangeError);
  });

  it("rounds a line once, not each unit", () => {
    // Three at ¥99.50: ¥298.5 rounds to ¥299; rounding each unit first would charge ¥300.
    expect(lineTotal({ unitPrice: 99.5, quantity: 3 }, "JPY")).toBe(299);
    expect(lineTotal({ unitPrice: 0.1, quantity: 3, modifiers: [0.2] }, "USD")).toBe(90);
    expect(lineTotal({ unitPrice: 4.99, quantity: 0 }, "USD")).toBe(0);
    expect(() => lineTotal({ unitPrice: 1, quantity: 1.5 }, "USD")).toThrow(RangeError);
  });

  it("sums minor units exactly and refuses fractions", () => {
    expect(sumMinor([10, 20, 30])).toBe(60);
    expect(() => sumMinor([0.1])).toThrow(RangeError);
  });
});

describe("formatting", () => {
  it("prints Intl's digits and grouping with the owner's symbol", () => {
    expect(formatMoney(123450, { code: "USD", symbol: "$" })).toBe("$1,234.50");
    expect(formatMoney(700, { code: "USD", symbol: "$" })).toBe("$7.00");
    expect(formatMoney(1200, { code: "JPY", symbol: "¥" })).toBe("¥1,200");
    expect(formatMoney(1250, { code: "SEK", symbol: "kr" })).toBe("kr\u00a012.50");
    expect(formatMoney(1500, { code: "KWD", symbol: "KD" })).toBe("KD\u00a01.500");
    expect(formatMoney(-250, { code: "EUR", symbol: "€" })).toBe("−€2.50");
    expect(formatMoney(1000, { code: "USD", symbol: "$" }, { wholeWithoutDecimals: true })).toBe("$10");
    expect(formatMoney(1050, { code: "USD", symbol: "$" }, { wholeWithoutDecimals: true })).toBe("$10.50");
    expect(formatPrice(12.5, { code: "JPY", symbol: "¥" })).toBe("¥13");
  });

  it("writes structured-data amounts with the currency's digits", () => {
    expect(decimalAmount(1250, "USD")).toBe("12.50");
    expect(decimalAmount(5, "USD")).toBe("0.05");
    expect(decimalAmount(1200, "JPY")).toBe("1200");
    expect(decimalAmount(-1500, "KWD")).toBe("-1.500");
  });

  it("parses what people type and refuses what is not an amount", () => {
    const usd = { code: "USD", symbol: "$" };
    expect(parseMoney("$1,234.50", usd)).toBe(123450);
    expect(parseMoney(" 12.5 ", usd)).toBe(1250);
    expect(parseMoney("USD 3", usd)).toBe(300);
    expect(parseMoney("-$0.05", usd)).toBe(-5);
    expect(parseMoney("1.234", usd)).toBeNull();
    expect(parseMoney("12,34", usd)).toBeNull();
    expect(parseMoney("abc", usd)).toBeNull();
    expect(parseMoney("", usd)).toBeNull();
    expect(parseMoney("¥1.5", { code: "JPY", symbol: "¥" })).toBeNull();
  });
});

describe("currency codes", () => {
  it("derives the code from the symbol and the country", () => {
    expect(deriveCurrencyCode("$", "United States")).toBe("USD");
    expect(deriveCurrencyCode("$", "Canada")).toBe("CAD");
    expect(deriveCurrencyCode("$", "Japan")).toBe("USD");
    expect(deriveCurrencyCode("€", "United States")).toBe("EUR");
    expect(deriveCurrencyCode("EUR", undefined)).toBe("EUR");
    expect(deriveCurrencyCode("Rs", "India")).toBe("INR");
    expect(deriveCurrencyCode("kr", "Norway")).toBe("NOK");
    expect(deriveCurrencyCode("kr", "Germany")).toBe("SEK");
    expect(deriveCurrencyCode("??", "Atlantis")).toBe("USD");
    expect(deriveCurrencyCode(undefined, undefined)).toBe("USD");
  });

  it("takes a country or symbol named like an object's own property for an unknown one", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(defaultCurrencyConfig(name), name).toEqual({ currency: "$", currencyCode: "USD" });
      expect(deriveCurrencyCode(name, name), name).toBe("USD");
      expect(currencyOf({ currency: name }, name).code, name).toBe("USD");
    }
  });

  it("gives every listed country a currency Intl knows", () => {
    for (const country of COUNTRIES) {
      const { currencyCode, currency } = defaultCurrencyConfig(country);
      expect(currencyCode, country).toMatch(/^[A-Z]{3}$/);
      expect(currencyOf({ currency, currencyCode }).code).toBe(currencyCode);
      expect(deriveCurrencyCode(currency, country), country).toBe(currencyCode);
    }
    expect(defaultCurrencyConfig(undefined)).toEqual({ currency: "$", currencyCode: "USD" });
    expect(defaultCurrencyConfig("Japan")).toEqual({ currency: "¥", currencyCode: "JPY" });
  });

  it("keeps a stored code and derives one for an older config", () => {
    expect(currencyOf({ currency: "$", currencyCode: "CAD" })).toEqual({ code: "CAD", symbol: "$" });
    expect(currencyOf({ currency: "£" })).toEqual({ code: "GBP", symbol: "£" });
    expect(currencyOf({ currency: "$", country: "Australia" })).toEqual({ code: "AUD", symbol: "$" });
    expect(currencyOf({})).toEqual({ code: "USD", symbol: "$" });
  });
});

describe("properties", () => {
  const line = fc.record({
    unitCents: menuCents,
    modifierCents: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  });
  const cart = fc.record({
    currency: fc.constantFrom(...CURRENCIES),
    lines: fc.array(line, { maxLength: 30 }),
  });

  it("has no float drift over 10,000 random carts, and the lines sum to the total", () => {
    fc.assert(
      fc.property(cart, ({ currency, lines }) => {
        const moneyLines = lines.map((entry) => ({
          unitPrice: entry.unitCents / 100,
          quantity: entry.quantity,
          modifiers: entry.modifierCents.map((cents) => cents / 100),
        }));
        const totals = moneyLines.map((entry) => lineTotal(entry, currency.code));
        const expected = lines.map((entry) =>
          referenceLine(entry.unitCents, entry.modifierCents, entry.quantity, currency.code),
        );
        expect(totals.map(BigInt)).toEqual(expected);
        const total = cartTotal(moneyLines, currency.code);
        expect(total).toBe(sumMinor(totals));
        expect(BigInt(total)).toBe(expected.reduce((sum, value) => sum + value, 0n));
      }),
      { numRuns: 10_000 },
    );
  });

  it("parses what it formats: parse(format(x)) = x", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: -MAX_MINOR, max: MAX_MINOR }),
        fc.boolean(),
        (currency, minor, wholeWithoutDecimals) => {
          expect(parseMoney(formatMoney(minor, currency, { wholeWithoutDecimals }), currency)).toBe(minor);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("turns every menu price into minor units and back without loss", () => {
    fc.assert(
      fc.property(menuCents, (cents) => {
        expect(toMinor(cents / 100, "USD")).toBe(cents);
        expect(toMajor(toMinor(cents / 100, "USD"), "USD")).toBe(cents / 100);
      }),
      { numRuns: 5_000 },
    );
  });
});
