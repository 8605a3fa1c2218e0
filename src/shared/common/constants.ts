// The product's fixed numbers and names, shared by the server and the dashboard (docs/requirements.md).
export const AUTOSAVE_DEBOUNCE_MS = 250;
export const REVISION_INTERVAL_MS = 60_000;
export const IDLE_LOGOUT_MS = 20 * 60_000;
export const IDLE_COUNTDOWN_S = 60;
export const COPIED_RESET_MS = 3_000;
export const TOAST_MS = 3_000;
export const FREE_QR_CODES = 1;
export const EXTRA_LOCATION_MONTHLY_USD = 10;
export const LOCATION_NAME_MAX = 40;
export const CUSTOM_URL_MAX = 25;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 1_000;
export const DESIGN_SEARCH_DEBOUNCE_MS = 1_500;
export const COLOR_PICKER_DEBOUNCE_MS = 250;
export const MAX_INTERVALS_PER_DAY = 2;
export const DEFAULT_INTERVAL = { start: "09:00", end: "17:00" } as const;
export const TIME_PICKER_STEP_MIN = 10;
export const THUMBNAIL_WIDTH = 300;
// A website page's column is at most 680 px wide; its images are offered at this width and twice it.
export const BODY_IMAGE_WIDTH = 720;
export const DEFAULT_COLORS = ["#000000", "#efefef"] as const;
export const DEFAULT_CURRENCY = "$";
export const UNNAMED_GROUP = "Unnamed Group";
export const IMAGE_MAX_MB = 5;
// A small PNG can declare 7000×7000 16-bit pixels (400 MB once decoded). A menu photo needs
// no more than a good camera's 24 MP (6000 × 4000); larger ones are refused before any decoding.
export const IMAGE_MAX_MEGAPIXELS = 24;
// Uploads decoded at once, and uploads waiting their turn; past that the server answers 429,
// so image work keeps to one core and one libuv thread, and logins and guests' requests keep the rest.
export const IMAGE_JOBS_RUNNING = 1;
export const IMAGE_JOBS_WAITING = 8;
export const ALT_TEXT_MAX = 125;
export const EXTRAS_MAX = 500;
export const UNDO_NOTICE_MS = 4_000;
export const MENU_BAR_SCROLL_STEP_PX = 150;

// A location holds at most this many (non-removed) menus, on every path that creates one,
// so a repeated copy cannot double a location's menus without end. Far above any real restaurant's needs.
export const MENUS_PER_LOCATION_MAX = 100;

// Accounts: sessions and login throttling.
export const SESSION_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const FAILED_LOGINS_PER_MINUTE = 10;
/**
 * Reset mails asked for in an hour, per email (known or not) and per address, so the form cannot be used to flood
 * someone's mailbox.
 */
export const RESET_MAILS_PER_EMAIL_PER_HOUR = 5;
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 20;
export const PASSWORD_MIN = 8;
/** A link that proves a member reads their mail (operator rights need it): a day, and a few mails an hour. */
export const EMAIL_VERIFY_TTL_HOURS = 24;
export const EMAIL_VERIFY_MAILS_PER_HOUR = 5;

/** Subscription statuses as numeric codes; the codes are stored and exchanged, so they never change. */
export const SUBSCRIPTION_STATUS = {
  ACTIVE: 1,
  HOLD: 2,
  CANCELLED: 3,
  DECLINED: 4,
  FREEMIUM: 5,
  PAST_DUE: 7,
} as const;

/** What can still stop a new owner's page from being published. */
export const ONBOARDING_PROBLEMS = ["NO_MENUS", "NO_BUSINESS_INFO", "URL_TAKEN"] as const;
export type OnboardingProblem = (typeof ONBOARDING_PROBLEMS)[number];

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Unnamed menus become "Menu {n}" with the next free number, so a new owner never sees an empty name. */
export function nextMenuName(existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map((name) => name.trim()));
  let n = 1;
  while (taken.has(`Menu ${n}`)) n++;
  return `Menu ${n}`;
}

/** What an uploaded image is for. */
/** Where an image comes from: "oo" the ordering product's library, "brand" the brand library (every other). */
export const IMAGE_SOURCES = ["oo", "brand"] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export const IMAGE_TYPES = [
  "MenuItem",
  "BusinessLogo",
  "BusinessCover",
  "BusinessHero",
  "MenuItemIcon",
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Mails and texts to one guest address or number, per business per clock hour; the rest are held back. */
export const GUEST_NOTICES_PER_HOUR = 6;
