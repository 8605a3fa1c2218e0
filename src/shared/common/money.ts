import { DEFAULT_CURRENCY } from "./constants.ts";
import { isUnitedStates } from "./geo.ts";

// Money (docs/decisions/005): prices in the menu tree stay as the owner typed them (major units, at most
// 2 decimals); everything computed is an integer in the currency's minor units, rounded half-up once per line.
// The ISO 4217 code (`config.currencyCode`) says how many digits a currency has and what it is called in
// structured data and payments; the owner's symbol (`config.currency`) is what guests read.

/** How an amount is shown and computed: the ISO 4217 code and the symbol the owner chose. */
export interface Currency {
  code: string;
  symbol: string;
}

export const DEFAULT_CURRENCY_CODE = "USD";
/** The default currency: what a business without a choice prices in; also plan prices. */
export const US_DOLLAR: Currency = { code: DEFAULT_CURRENCY_CODE, symbol: DEFAULT_CURRENCY };

/** Amounts in minor units above this lose exactness when formatted through a double; far above any bill. */
export const MAX_MINOR = 2 ** 52;

const ISO_CODE = /^[A-Z]{3}$/;

const SYMBOL_TO_CODE: Record<string, string> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₺": "TRY",
  "₽": "RUB",
  R$: "BRL",
  C$: "CAD",
  A$: "AUD",
  CHF: "CHF",
  kr: "SEK",
  zł: "PLN",
};

/** The country list (src/shared/common/geo.ts COUNTRIES), each with the currency its menus are priced in. */
const COUNTRY_TO_CODE: Record<string, string> = {
  "united states": "USD",
  argentina: "ARS",
  australia: "AUD",
  austria: "EUR",
  belgium: "EUR",
  brazil: "BRL",
  bulgaria: "EUR",
  canada: "CAD",
  chile: "CLP",
  china: "CNY",
  colombia: "COP",
  "costa rica": "CRC",
  croatia: "EUR",
  cyprus: "EUR",
  "czech republic": "CZK",
  denmark: "DKK",
  "dominican republic": "DOP",
  ecuador: "USD",
  egypt: "EGP",
  estonia: "EUR",
  finland: "EUR",
  france: "EUR",
  germany: "EUR",
  greece: "EUR",
  guatemala: "GTQ",
  "hong kong": "HKD",
  hungary: "HUF",
  iceland: "ISK",
  india: "INR",
  indonesia: "IDR",
  ireland: "EUR",
  israel: "ILS",
  italy: "EUR",
  jamaica: "JMD",
  japan: "JPY",
  kenya: "KES",
  latvia: "EUR",
  lebanon: "LBP",
  lithuania: "EUR",
  luxembourg: "EUR",
  malaysia: "MYR",
  malta: "EUR",
  mexico: "MXN",
  morocco: "MAD",
  netherlands: "EUR",
  "new zealand": "NZD",
  nigeria: "NGN",
  norway: "NOK",
  // Panama's menus are priced in US dollars (the balboa circulates only as coins).
  panama: "USD",
  peru: "PEN",
  philippines: "PHP",
  poland: "PLN",
  portugal: "EUR",
  romania: "RON",
  "saudi arabia": "SAR",
  serbia: "RSD",
  singapore: "SGD",
  slovakia: "EUR",
  slovenia: "EUR",
  "south africa": "ZAR",
  "south korea": "KRW",
  spain: "EUR",
  sweden: "SEK",
  switzerland: "CHF",
  taiwan: "TWD",
  thailand: "THB",
  turkey: "TRY",
  ukraine: "UAH",
  "united arab emirates": "AED",
  "united kingdom": "GBP",
  uruguay: "UYU",
  vietnam: "VND",
};

/** The codes the derivation knows; the migration that filled `currencyCode` (drizzle/) uses the same tables. */
const KNOWN_CODES = new Set([...Object.values(SYMBOL_TO_CODE), ...Object.values(COUNTRY_TO_CODE)]);

/**
 * A table's own entry: the keys come from what a client typed, and a plain lookup would answer Object.prototype
 * for "__proto__" or a function for "constructor".
 */
const ownEntry = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** For tests and the migration: the tables the derivation reads. */
export const CURRENCY_TABLES = { symbols: SYMBOL_TO_CODE, countries: COUNTRY_TO_CODE } as const;

let supportedCodes: Set<string> | null = null;

/** A well-formed ISO 4217 code that this runtime's Intl knows. */
export function isCurrencyCode(value: string): boolean {
  if (!ISO_CODE.test(value)) return false;
  supportedCodes ??= new Set(Intl.supportedValuesOf("currency"));
  return supportedCodes.has(value);
}

/** The currency a business in this country prices its menu in; US when no country is given (the default country). */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (isUnitedStates(country)) return DEFAULT_CURRENCY_CODE;
  return ownEntry(COUNTRY_TO_CODE, (country ?? "").trim().toLowerCase()) ?? null;
}

const symbols = new Map<string, string>();

/** The short symbol Intl shows for a code in English ("€", "¥", "kr"); "$" for every dollar. */
export function currencySymbol(code: string): string {
  const known = symbols.get(code);
  if (known) return known;
  const symbol =
    new Intl.NumberFormat("en-US", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? code;
  symbols.set(code, symbol);
  return symbol;
}

/**
 * The ISO 4217 code for an owner's symbol: the symbol itself when it is a code; the country's currency when
 * its symbol matches ("$" in Canada is CAD); a symbol only one currency uses; the country's currency; USD.
 */
export function deriveCurrencyCode(
  symbol: string | null | undefined,
  country: string | null | undefined,
): string {
  const value = (symbol ?? DEFAULT_CURRENCY).trim() || DEFAULT_CURRENCY;
  if (ISO_CODE.test(value) && KNOWN_CODES.has(value)) return value;
  const local = currencyOfCountry(country);
  if (local && currencySymbol(local) === value) return local;
  return ownEntry(SYMBOL_TO_CODE, value) ?? local ?? DEFAULT_CURRENCY_CODE;
}

/**
 * The currency of a business's config (or of anything carrying `currency` and `currencyCode`): its code,
 * derived from the symbol and the country when an older config has none, and its symbol.
 */
export function currencyOf(config: Readonly<Record<string, unknown>>, country?: string | null): Currency {
  const read = (key: string) => (typeof config[key] === "string" ? (config[key] as string) : undefined);
  const symbol = (read("currency") ?? DEFAULT_CURRENCY).trim() || DEFAULT_CURRENCY;
  const stored = read("currencyCode");
  const code =
    stored && isCurrencyCode(stored) ? stored : deriveCurrencyCode(symbol, country ?? read("country"));
  return { code, symbol };
}

/** What a new business in this country starts with: its currency's code and symbol ("$"/USD by default). */
export function defaultCurrencyConfig(country: string | null | undefined): {
  currency: string;
  currencyCode: string;
} {
  const code = currencyOfCountry(country) ?? DEFAULT_CURRENCY_CODE;
  return {
    currency: code === DEFAULT_CURRENCY_CODE ? DEFAULT_CURRENCY : currencySymbol(code),
    currencyCode: code,
  };
}

const digitsByCode = new Map<string, number>();

/** How many minor digits a currency has, as Intl knows it: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(code: string): number {
  const known = digitsByCode.get(code);
  if (known !== undefined) return known;
  const digits = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
    .maximumFractionDigits;
  digitsByCode.set(code, digits ?? 2);
  return digits ?? 2;
}

/** A finite number as an exact decimal: its shortest round-trip digits, which are the ones the owner typed. */
function toDecimal(value: number): { negative: boolean; digits: bigint; scale: number } {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  let text = Math.abs(value).toString();
  if (text.includes("e")) text = Math.abs(value).toFixed(20);
  if (text.includes("e")) throw new RangeError(`Amount out of range: ${value}`);
  const [whole = "0", fraction = ""] = text.split(".");
  return { negative: value < 0, digits: BigInt(whole + fraction), scale: fraction.length };
}

/** Rounds a scaled integer to fewer decimals, half-up (away from zero on a tie). */
function roundScaled(value: bigint, fromScale: number, toScale: number): bigint {
  if (fromScale <= toScale) return value * 10n ** BigInt(toScale - fromScale);
  const divisor = 10n ** BigInt(fromScale - toScale);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result) || Math.abs(result) > MAX_MINOR)
    throw new RangeError("Amount out of range");
  return result === 0 ? 0 : result;
}

/** A major-unit amount (12.5) in minor units (1250 for USD, 13 for JPY), rounded half-up. */
export function toMinor(major: number, code: string): number {
  const { negative, digits, scale } = toDecimal(major);
  const rounded = roundScaled(digits, scale, currencyDigits(code));
  return toSafeNumber(negative ? -rounded : rounded);
}

/** Minor units back to the major-unit number the menu tree keeps (1250 → 12.5). */
export function toMajor(minor: number, code: string): number {
  return minor / 10 ** currencyDigits(code);
}

/** One line of a cart: its unit price and modifier prices as the menu gives them (major units). */
export interface MoneyLine {
  unitPrice: number;
  quantity: number;
  modifiers?: readonly number[];
}

/**
 * A line costs (unit price + its modifiers) × quantity, computed exactly and rounded half-up
 * once, to the currency's minor units. Lines are never rounded again: a total is the sum of its lines.
 */
export function lineTotal(line: MoneyLine, code: string): number {
  if (!Number.isInteger(line.quantity) || line.quantity < 0)
    throw new RangeError("Quantity must be a whole number");
  const parts = [line.unitPrice, ...(line.modifiers ?? [])].map(toDecimal);
  const scale = Math.max(0, ...parts.map((part) => part.scale));
  const each = parts.reduce((sum, part) => {
    const scaled = part.digits * 10n ** BigInt(scale - part.scale);
    return sum + (part.negative ? -scaled : scaled);
  }, 0n);
  return toSafeNumber(roundScaled(each * BigInt(line.quantity), scale, currencyDigits(code)));
}

/** The sum of amounts already in minor units: exact, no rounding. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${amount}`);
    total += amount;
  }
  return toSafeNumber(BigInt(total));
}

/** A cart's total: the sum of its rounded lines. */
export function cartTotal(lines: readonly MoneyLine[], code: string): number {
  return sumMinor(lines.map((line) => lineTotal(line, code)));
}

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(digits: number): Intl.NumberFormat {
  let formatter = formatters.get(digits);
  if (!formatter) {
    // One locale on server and browser alike, so the page and the dashboard's preview print the same text.
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, formatter);
  }
  return formatter;
}

/** A symbol made of letters ("kr", "CHF") stands apart from the number, as Intl prints codes. */
const SEPARATED_SYMBOL = /[\p{L}.]$/u;
const SEPARATOR = "\u00a0";

/**
 * "$1,234.50", "¥1,200", "kr 12.50": Intl's digits and grouping for the code, the owner's symbol in front.
 * `wholeWithoutDecimals` prints "$10" for an amount with no minor part (plan prices).
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  options: { wholeWithoutDecimals?: boolean } = {},
): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = currencyDigits(currency.code);
  const factor = 10 ** digits;
  const shown = options.wholeWithoutDecimals && minor % factor === 0 ? 0 : digits;
  const number = numberFormat(shown).format(Math.abs(minor) / factor);
  const separator = SEPARATED_SYMBOL.test(currency.symbol) ? SEPARATOR : "";
  // A negative amount (a discount, a refund) takes the minus sign, U+2212, as every other negative amount a
  // person reads does: a hyphen before a price is shorter, sits lower, and may break the line after it.
  return `${minor < 0 ? "\u2212" : ""}${currency.symbol}${separator}${number}`;
}

/** A price from the menu tree (major units, as typed) formatted for guests. */
export function formatPrice(major: number, currency: Currency): string {
  return formatMoney(toMinor(major, currency.code), currency);
}

/** A major amount as structured data and payment APIs want it: "12.50", "1200" for JPY. */
export function decimalAmount(minor: number, code: string): string {
  const digits = currencyDigits(code);
  const sign = minor < 0 ? "-" : "";
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const GROUPED = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$/;
const PLAIN = /^\d+(?:\.\d+)?$/;

/**
 * Reads an amount a person typed or `formatMoney` printed ("$1,234.50", "1234.5", "-kr 3") in minor units;
 * null when it is not an amount in this currency (more decimals than the currency has, stray characters).
 */
export function parseMoney(text: string, currency: Currency): number | null {
  let rest = text.replace(/\s/g, "");
  const negative = /^[-−]/.test(rest);
  if (negative) rest = rest.slice(1);
  const symbol = currency.symbol.replace(/\s/g, "");
  for (const prefix of [symbol, currency.code]) {
    if (prefix && rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length);
      break;
    }
  }
  if (!GROUPED.test(rest) && !PLAIN.test(rest)) return null;
  const [whole = "0", fraction = ""] = rest.replace(/,/g, "").split(".");
  const digits = currencyDigits(currency.code);
  if (fraction.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
  if (minor > BigInt(MAX_MINOR)) return null;
  const result = Number(negative ? -minor : minor);
  return result === 0 ? 0 : result;
}
