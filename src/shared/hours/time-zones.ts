import { isCanada, isUnitedStates, normalizeCanadianProvince, normalizeUsState } from "../common/geo.ts";

// A new business takes its time zone from its address, never UTC by default: a page judged in UTC would open and
// close ordering at the wrong hours.
// A state or country that spans several zones gets the zone most of its people live in; the owner confirms or
// changes it on the hours tab.

/** US states (and DC, Puerto Rico) by code. */
export const US_STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  PR: "America/Puerto_Rico",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};

/** Canadian provinces and territories by code. */
export const CANADIAN_PROVINCE_TIME_ZONES: Record<string, string> = {
  AB: "America/Edmonton",
  BC: "America/Vancouver",
  MB: "America/Winnipeg",
  NB: "America/Moncton",
  NL: "America/St_Johns",
  NS: "America/Halifax",
  NT: "America/Edmonton",
  NU: "America/Iqaluit",
  ON: "America/Toronto",
  PE: "America/Halifax",
  QC: "America/Toronto",
  SK: "America/Regina",
  YT: "America/Whitehorse",
};

/** Australian states by code and name (free text there): the zones differ in daylight saving too. */
const AUSTRALIAN_STATE_TIME_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  "NEW SOUTH WALES": "Australia/Sydney",
  ACT: "Australia/Sydney",
  "AUSTRALIAN CAPITAL TERRITORY": "Australia/Sydney",
  VIC: "Australia/Melbourne",
  VICTORIA: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  QUEENSLAND: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  "SOUTH AUSTRALIA": "Australia/Adelaide",
  WA: "Australia/Perth",
  "WESTERN AUSTRALIA": "Australia/Perth",
  TAS: "Australia/Hobart",
  TASMANIA: "Australia/Hobart",
  NT: "Australia/Darwin",
  "NORTHERN TERRITORY": "Australia/Darwin",
};

/** Every country of geo.ts COUNTRIES. */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  "United States": "America/New_York",
  Argentina: "America/Argentina/Buenos_Aires",
  Australia: "Australia/Sydney",
  Austria: "Europe/Vienna",
  Belgium: "Europe/Brussels",
  Brazil: "America/Sao_Paulo",
  Bulgaria: "Europe/Sofia",
  Canada: "America/Toronto",
  Chile: "America/Santiago",
  China: "Asia/Shanghai",
  Colombia: "America/Bogota",
  "Costa Rica": "America/Costa_Rica",
  Croatia: "Europe/Zagreb",
  Cyprus: "Asia/Nicosia",
  "Czech Republic": "Europe/Prague",
  Denmark: "Europe/Copenhagen",
  "Dominican Republic": "America/Santo_Domingo",
  Ecuador: "America/Guayaquil",
  Egypt: "Africa/Cairo",
  Estonia: "Europe/Tallinn",
  Finland: "Europe/Helsinki",
  France: "Europe/Paris",
  Germany: "Europe/Berlin",
  Greece: "Europe/Athens",
  Guatemala: "America/Guatemala",
  "Hong Kong": "Asia/Hong_Kong",
  Hungary: "Europe/Budapest",
  Iceland: "Atlantic/Reykjavik",
  India: "Asia/Kolkata",
  Indonesia: "Asia/Jakarta",
  Ireland: "Europe/Dublin",
  Israel: "Asia/Jerusalem",
  Italy: "Europe/Rome",
  Jamaica: "America/Jamaica",
  Japan: "Asia/Tokyo",
  Kenya: "Africa/Nairobi",
  Latvia: "Europe/Riga",
  Lebanon: "Asia/Beirut",
  Lithuania: "Europe/Vilnius",
  Luxembourg: "Europe/Luxembourg",
  Malaysia: "Asia/Kuala_Lumpur",
  Malta: "Europe/Malta",
  Mexico: "America/Mexico_City",
  Morocco: "Africa/Casablanca",
  Netherlands: "Europe/Amsterdam",
  "New Zealand": "Pacific/Auckland",
  Nigeria: "Africa/Lagos",
  Norway: "Europe/Oslo",
  Panama: "America/Panama",
  Peru: "America/Lima",
  Philippines: "Asia/Manila",
  Poland: "Europe/Warsaw",
  Portugal: "Europe/Lisbon",
  Romania: "Europe/Bucharest",
  "Saudi Arabia": "Asia/Riyadh",
  Serbia: "Europe/Belgrade",
  Singapore: "Asia/Singapore",
  Slovakia: "Europe/Bratislava",
  Slovenia: "Europe/Ljubljana",
  "South Africa": "Africa/Johannesburg",
  "South Korea": "Asia/Seoul",
  Spain: "Europe/Madrid",
  Sweden: "Europe/Stockholm",
  Switzerland: "Europe/Zurich",
  Taiwan: "Asia/Taipei",
  Thailand: "Asia/Bangkok",
  Turkey: "Europe/Istanbul",
  Ukraine: "Europe/Kyiv",
  "United Arab Emirates": "Asia/Dubai",
  "United Kingdom": "Europe/London",
  Uruguay: "America/Montevideo",
  Vietnam: "Asia/Ho_Chi_Minh",
};

/** The IANA zone a business at this address most likely keeps its hours in; UTC only for an unknown country. */
export function timeZoneForAddress(address: { country?: string | null; state?: string | null }): string {
  const state = address.state ?? "";
  if (isUnitedStates(address.country)) {
    const code = normalizeUsState(state);
    return (code && US_STATE_TIME_ZONES[code]) || (COUNTRY_TIME_ZONES["United States"] as string);
  }
  if (isCanada(address.country)) {
    const code = normalizeCanadianProvince(state);
    return (code && CANADIAN_PROVINCE_TIME_ZONES[code]) || (COUNTRY_TIME_ZONES.Canada as string);
  }
  const country = (address.country ?? "").trim().toLowerCase();
  if (country === "australia") {
    const zone = AUSTRALIAN_STATE_TIME_ZONES[state.trim().toUpperCase()];
    if (zone) return zone;
  }
  const entry = Object.entries(COUNTRY_TIME_ZONES).find(([name]) => name.toLowerCase() === country);
  return entry ? entry[1] : "UTC";
}

/** Making a formatter costs a hundred times formatting with one: one per zone, reused (a day's booking times ask ~100). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC that a zone is at an instant ("GMT-07:00" → -420); the offset kept beside the name. */
export function zoneOffsetMinutes(timeZone: string, instant = new Date()): number {
  try {
    let format = offsetFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
      if (offsetFormats.size < 500) offsetFormats.set(timeZone, format);
    }
    const part = format.formatToParts(instant).find((entry) => entry.type === "timeZoneName")?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? "");
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === "-" ? -minutes : minutes;
  } catch {
    return 0;
  }
}
