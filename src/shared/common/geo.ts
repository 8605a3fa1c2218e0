// A country list (United States first, the default) and a US state-to-abbreviation map.
export const US_STATES: Record<string, string> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  "District of Columbia": "DC",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Puerto Rico": "PR",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
};

export const US_STATE_CODES = Object.values(US_STATES);

/** Canada's provinces and territories, offered as a list like the US states, stored as the code. */
export const CANADIAN_PROVINCES: Record<string, string> = {
  Alberta: "AB",
  "British Columbia": "BC",
  Manitoba: "MB",
  "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL",
  "Northwest Territories": "NT",
  "Nova Scotia": "NS",
  Nunavut: "NU",
  Ontario: "ON",
  "Prince Edward Island": "PE",
  Quebec: "QC",
  Saskatchewan: "SK",
  Yukon: "YT",
};

export const CANADA = "Canada";

export const UNITED_STATES = "United States";

export const COUNTRIES = [
  UNITED_STATES,
  "Argentina",
  "Australia",
  "Austria",
  "Belgium",
  "Brazil",
  "Bulgaria",
  "Canada",
  "Chile",
  "China",
  "Colombia",
  "Costa Rica",
  "Croatia",
  "Cyprus",
  "Czech Republic",
  "Denmark",
  "Dominican Republic",
  "Ecuador",
  "Egypt",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Guatemala",
  "Hong Kong",
  "Hungary",
  "Iceland",
  "India",
  "Indonesia",
  "Ireland",
  "Israel",
  "Italy",
  "Jamaica",
  "Japan",
  "Kenya",
  "Latvia",
  "Lebanon",
  "Lithuania",
  "Luxembourg",
  "Malaysia",
  "Malta",
  "Mexico",
  "Morocco",
  "Netherlands",
  "New Zealand",
  "Nigeria",
  "Norway",
  "Panama",
  "Peru",
  "Philippines",
  "Poland",
  "Portugal",
  "Romania",
  "Saudi Arabia",
  "Serbia",
  "Singapore",
  "Slovakia",
  "Slovenia",
  "South Africa",
  "South Korea",
  "Spain",
  "Sweden",
  "Switzerland",
  "Taiwan",
  "Thailand",
  "Turkey",
  "Ukraine",
  "United Arab Emirates",
  "United Kingdom",
  "Uruguay",
  "Vietnam",
] as const;

/** A region given by name or by its code, as its code; null when the list does not know it. */
function normalizeRegion(regions: Record<string, string>, value: string): string | null {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (Object.values(regions).includes(upper)) return upper;
  const byName = Object.entries(regions).find(([name]) => name.toLowerCase() === trimmed.toLowerCase());
  return byName ? byName[1] : null;
}

/** A US state may be given by name or by its abbreviation; both are stored as the abbreviation. */
export function normalizeUsState(value: string): string | null {
  return normalizeRegion(US_STATES, value);
}

export function normalizeCanadianProvince(value: string): string | null {
  return normalizeRegion(CANADIAN_PROVINCES, value);
}

export function isCanada(country: string | null | undefined): boolean {
  return country?.trim().toLowerCase() === "canada";
}

/** The list of regions a country's state field offers, or null for free text. */
export function regionsOf(country: string | null | undefined): Record<string, string> | null {
  if (isUnitedStates(country)) return US_STATES;
  if (isCanada(country)) return CANADIAN_PROVINCES;
  return null;
}

/** A region as stored: the code for a country with a list, the text as given elsewhere. */
export function normalizeRegionOf(country: string | null | undefined, state: string): string | null {
  const regions = regionsOf(country);
  return regions ? normalizeRegion(regions, state) : state.trim();
}

/** A US ZIP code is five digits, or ZIP+4 (94110-1234). */
export function isUsZip(zip: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(zip.trim());
}

export function isUnitedStates(country: string | null | undefined): boolean {
  if (!country) return true; // the country list starts with the United States, the default
  return ["united states", "us", "usa", "united states of america"].includes(country.trim().toLowerCase());
}

/** Texts may reach so many countries beside the business's own, at most. */
export const TEXT_COUNTRIES_MAX = 20;

// Made once: a country list checks hundreds of codes.
let englishRegions: Intl.DisplayNames | null = null;

/** A country's ISO 3166-1 alpha-2 code ("CA"), as the browser's and the server's Intl know it. */
export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === "ZZ") return false;
  englishRegions ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  try {
    return englishRegions.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** Codes Intl names that are no country a phone number belongs to (unions, groupings). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO"]);

/**
 * Every country code Intl knows a name for, sorted by that name in `lang`: the choices of a list of countries
 * (the owner's countries texts may reach), without a table of our own to keep up to date.
 */
export function regionChoices(lang = "en"): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  const choices: { value: string; label: string }[] = [];
  for (let first = 65; first <= 90; first++)
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.has(code) || !isRegionCode(code)) continue;
      choices.push({ value: code, label: names.of(code) ?? code });
    }
  return choices.sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** English names that read with "the" ("in the United States", "in the Netherlands"). */
const WITH_THE = /^(United |Netherlands|Philippines|Bahamas|Czech|Dominican|Gambia|Maldives|Central African)/;

/**
 * Countries named by their ISO codes in a language, as one list: "the United States or Canada" in English
 * (after "in"), "France et Belgique" elsewhere (after "these countries:").
 */
export function countryListIn(codes: readonly string[], lang: string): string {
  const names = new Intl.DisplayNames([lang, "en"], { type: "region" });
  const isEnglish = lang === "en";
  const named = codes.map((code) => {
    const name = names.of(code) ?? code;
    return isEnglish && WITH_THE.test(name) ? `the ${name}` : name;
  });
  return new Intl.ListFormat([lang, "en"], { type: isEnglish ? "disjunction" : "conjunction" }).format(named);
}
