// seed 001 §9: a country list (United States first) and a US state-to-abbreviation map.
export const US_STATES: Record<string, string> = {
  Alabama: "AL", Alaska: "AK", Arizona: "AZ", Arkansas: "AR", California: "CA", Colorado: "CO",
  Connecticut: "CT", Delaware: "DE", "District of Columbia": "DC", Florida: "FL", Georgia: "GA",
  Hawaii: "HI", Idaho: "ID", Illinois: "IL", Indiana: "IN", Iowa: "IA", Kansas: "KS", Kentucky: "KY",
  Louisiana: "LA", Maine: "ME", Maryland: "MD", Massachusetts: "MA", Michigan: "MI", Minnesota: "MN",
  Mississippi: "MS", Missouri: "MO", Montana: "MT", Nebraska: "NE", Nevada: "NV", "New Hampshire": "NH",
  "New Jersey": "NJ", "New Mexico": "NM", "New York": "NY", "North Carolina": "NC", "North Dakota": "ND",
  Ohio: "OH", Oklahoma: "OK", Oregon: "OR", Pennsylvania: "PA", "Puerto Rico": "PR", "Rhode Island": "RI",
  "South Carolina": "SC", "South Dakota": "SD", Tennessee: "TN", Texas: "TX", Utah: "UT", Vermont: "VT",
  Virginia: "VA", Washington: "WA", "West Virginia": "WV", Wisconsin: "WI", Wyoming: "WY",
};

export const US_STATE_CODES = Object.values(US_STATES);

export const UNITED_STATES = "United States";

export const COUNTRIES = [
  UNITED_STATES, "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Bulgaria", "Canada", "Chile",
  "China", "Colombia", "Costa Rica", "Croatia", "Cyprus", "Czech Republic", "Denmark", "Dominican Republic",
  "Ecuador", "Egypt", "Estonia", "Finland", "France", "Germany", "Greece", "Guatemala", "Hong Kong",
  "Hungary", "Iceland", "India", "Indonesia", "Ireland", "Israel", "Italy", "Jamaica", "Japan", "Kenya",
  "Latvia", "Lebanon", "Lithuania", "Luxembourg", "Malaysia", "Malta", "Mexico", "Morocco", "Netherlands",
  "New Zealand", "Nigeria", "Norway", "Panama", "Peru", "Philippines", "Poland", "Portugal", "Romania",
  "Saudi Arabia", "Serbia", "Singapore", "Slovakia", "Slovenia", "South Africa", "South Korea", "Spain",
  "Sweden", "Switzerland", "Taiwan", "Thailand", "Turkey", "Ukraine", "United Arab Emirates",
  "United Kingdom", "Uruguay", "Vietnam",
] as const;

/** A US state may be given by name or by its abbreviation; both are stored as the abbreviation. */
export function normalizeUsState(value: string): string | null {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (US_STATE_CODES.includes(upper)) return upper;
  const byName = Object.entries(US_STATES).find(([name]) => name.toLowerCase() === trimmed.toLowerCase());
  return byName ? byName[1] : null;
}

export function isUnitedStates(country: string | null | undefined): boolean {
  if (!country) return true; // seed 000: the country list starts with the United States, the default
  return ["united states", "us", "usa", "united states of america"].includes(country.trim().toLowerCase());
}
