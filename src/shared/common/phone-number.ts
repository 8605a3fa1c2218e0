import { type CountryCode, getCountries, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { isUnitedStates } from "./geo.ts";

// A guest's phone number as one value whatever way it was typed ("+1 512 555 0100", "(512) 555-0100",
// "001 512 555 0100"): E.164, checked against the numbering plan of its country by libphonenumber-js. The
// number decides who a guest is (one customer, one use of a "once per guest" code) and where texts may go.
// The full metadata tells mobile numbers from fixed lines; only the server and the dashboard import this
// module, never the guest page's scripts.

export interface PhoneNumber {
  /** "+15125550100". */
  e164: string;
  /** The number's own country (ISO 3166-1 alpha-2), when the plan names one. */
  country: CountryCode | undefined;
  /** A number texts can reach: a mobile, or one whose plan cannot tell mobile from fixed (the US, Canada). */
  isMobile: boolean;
}

const KNOWN = new Set<string>(getCountries());

/** Whether a two-letter code is a country libphonenumber knows: the owner's list of countries texts may reach. */
export function isPhoneCountry(code: string): code is CountryCode {
  return KNOWN.has(code);
}

/** Country names the address form offers that Intl words otherwise (ICU's names change over the years). */
const ALIASES: Record<string, CountryCode> = {
  "czech republic": "CZ",
  "hong kong": "HK",
  turkey: "TR",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
};

let byName: Map<string, CountryCode> | null = null;

/** The ISO code of a business's country as the address form keeps it ("United States", "France", "FR"). */
export function countryCodeOf(country: string | null | undefined): CountryCode | undefined {
  if (isUnitedStates(country)) return "US";
  const name = (country ?? "").trim().toLowerCase();
  const upper = name.toUpperCase();
  if (isPhoneCountry(upper)) return upper;
  const alias = ALIASES[name];
  if (alias) return alias;
  if (!byName) {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    byName = new Map(getCountries().map((code) => [(names.of(code) ?? code).toLowerCase(), code]));
  }
  return byName.get(name);
}

/**
 * The number as E.164, or null when it is no number of any plan. A national number is read in the business's
 * country; "00" before a number is the international prefix of most of the world, as "+" is.
 */
export function normalizePhone(input: string, defaultCountry: CountryCode | undefined): PhoneNumber | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const international = trimmed.replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(international, defaultCountry);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return {
    e164: parsed.number,
    country: parsed.country,
    isMobile: type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE",
  };
}

/** Whether texts may go to the number: a mobile of one of the countries given (the business's own and its list). */
export function isTextable(phone: PhoneNumber, countries: readonly string[]): boolean {
  return phone.isMobile && phone.country !== undefined && countries.includes(phone.country);
}

/** Where a business's texts may go: its own country first, then the ones the owner added. */
export function textCountriesOf(
  businessCountry: string,
  extra: readonly string[] | undefined,
): CountryCode[] {
  const own = countryCodeOf(businessCountry);
  const list = [...(own ? [own] : []), ...(extra ?? []).filter(isPhoneCountry)];
  return [...new Set(list)];
}

/**
 * A phone as people read it: "(512) 555-0101" for a number of the business's own country, "+44 20 7946 0958"
 * for another's; what no plan knows is shown as it was typed. `dial` is what a tel: link calls.
 */
export function displayPhone(
  input: string,
  homeCountry: CountryCode | undefined,
): { text: string; dial: string } {
  const trimmed = input.trim();
  const parsed = trimmed ? parsePhoneNumberFromString(trimmed.replace(/^00/, "+"), homeCountry) : undefined;
  if (!parsed?.isValid()) return { text: trimmed, dial: trimmed.replace(/[^\d+]/g, "") };
  const isHome = homeCountry !== undefined && parsed.country === homeCountry;
  return { text: isHome ? parsed.formatNational() : parsed.formatInternational(), dial: parsed.number };
}
