import { z } from "zod";
import { DEFAULT_COLORS, DEFAULT_CURRENCY } from "../common/constants.ts";
import { isRegionCode, TEXT_COUNTRIES_MAX } from "../common/geo.ts";
import { LanguagesSchema } from "../common/languages.ts";
import { MESSAGES } from "../common/messages.ts";
import { isCurrencyCode } from "../common/money.ts";
import { phoneDigits } from "../common/phone.ts";
import { HoursSchema, TimeZoneSchema } from "../hours/hours-schema.ts";
import { DeliveryAreasSchema } from "../ordering/delivery-areas.ts";
import { readAnnouncement } from "./announcement.ts";

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Please choose a valid color.");
const Money = z.number().min(0).max(1_000_000);

const SLOT_CAP_MESSAGE = "Please enter a whole number from 1 to 1000.";
const SlotCap = z
  .number({ error: SLOT_CAP_MESSAGE })
  .int(SLOT_CAP_MESSAGE)
  .min(1, SLOT_CAP_MESSAGE)
  .max(1000, SLOT_CAP_MESSAGE);

/**
 * Pacing: at most so many orders, or items, or both, in each quarter hour of the business's clock
 * (shared/ordering/pacing.ts). Null, or no cap at all, takes every order as before.
 */
export const SlotCapacitySchema = z
  .object({
    minutes: z.literal(15, { error: "Slots are 15 minutes long." }),
    maxOrders: SlotCap.nullish(),
    maxItems: SlotCap.nullish(),
  })
  .strict()
  .refine((caps) => caps.maxOrders != null || caps.maxItems != null, {
    message: "Please enter how many orders or items a slot takes, or turn pacing off.",
  });

/** A business's settings. Every field is optional: a PATCH names only what it changes. */
export const BusinessConfigSchema = z
  .object({
    logo: z.string().max(500).nullable(),
    showBusinessName: z.boolean(),
    showAddress: z.boolean(),
    showPhone: z.boolean(),
    showWebsite: z.boolean(),
    showEmail: z.boolean(),
    showTwitter: z.boolean(),
    showFacebook: z.boolean(),
    showInstagram: z.boolean(),
    /** The symbol guests read ("$", "€", "kr"); "$" by default. */
    currency: z.string().trim().min(1).max(5),
    /** The ISO 4217 code beside the symbol; it fixes the digits and names the currency. */
    currencyCode: z.string().refine(isCurrencyCode, "Please choose a valid currency."),
    /** A JSON string of the weekday map; validated by the hours feature. */
    hours: z
      .string()
      .max(5000)
      .refine(
        (value) => value === "" || HoursSchema.safeParse(safeJson(value)).success,
        "The hours could not be read.",
      ),
    use24HourFormat: z.boolean(),
    orderNowButton: z.boolean(),
    orderNowPhone: z.string().transform(phoneDigits).pipe(z.string().max(20)),
    phone: z.string().transform(phoneDigits).pipe(z.string().max(20)),
    country: z.string().max(100),
    announcementBanner: z
      .string()
      .max(5000)
      .refine(
        (value) => value === "" || readAnnouncement(value) !== null,
        "The announcement could not be read.",
      ),
    colorPairs: z.string().max(1000),
    businessNameColor: Color,
    bannerColor: Color,
    bannerTextColor: Color,
    menuTextColor: Color,
    /** Minutes east of UTC, beside the IANA name below. */
    timeZoneOffset: z.number().int().min(-840).max(840),
    timeZone: TimeZoneSchema,
    /**
     * The owner has seen the zone taken from the address and kept or changed it; until then the dashboard asks,
     * since a wrong zone opens and closes ordering at the wrong hours.
     */
    timeZoneConfirmed: z.boolean(),
    allowFeedback: z.boolean(),
    ordersInAdvance: z.boolean(),
    ordersTips: z.boolean(),
    minTotal: Money,
    slotCapacity: SlotCapacitySchema.nullable(),
    orderDeliveryToTable: z.boolean(),
    pickUpOrders: z.boolean(),
    pickUpTime: z.number().int().min(0).max(10_000),
    orderDelivery: z.boolean(),
    deliveryFee: Money,
    deliveryTime: z.number().int().min(0).max(10_000),
    /** Where delivery goes, each area with its fee and minimum (shared/ordering/delivery-areas.ts). */
    deliveryAreas: DeliveryAreasSchema,
    /** Text messages to guests who ask for them, when the platform has Twilio set up. */
    guestSms: z.boolean(),
    /**
     * Countries beside the business's own whose mobile numbers may get texts (ISO 3166-1 alpha-2, "CA", "MX"):
     * README "Guests' mails and texts".
     */
    textCountries: z
      .array(z.string().trim().toUpperCase().refine(isRegionCode, "Please choose countries from the list."))
      .max(TEXT_COUNTRIES_MAX, `Texts can go to at most ${TEXT_COUNTRIES_MAX} countries.`),
    deliveryCashPayment: z.boolean(),
    deliveryCardPayment: z.boolean(),
    onlineCardPayment: z.boolean(),
    /** PUT …/open?open: the owner's manual "closed now", shown to guests. */
    closedNow: z.boolean(),
    seoTitle: z.string().max(70),
    seoDescription: z.string().max(160),
    /** The guest page's diet and allergen filter; on unless the owner turns it off. */
    dietFilters: z.boolean(),
    /** The menu's languages, the first being the one it is written in; none means one. */
    languages: LanguagesSchema,
  })
  .partial()
  .strict();

export type BusinessConfig = z.output<typeof BusinessConfigSchema>;

export const DEFAULT_BUSINESS_CONFIG = {
  logo: null,
  showBusinessName: true,
  showAddress: true,
  showPhone: true,
  showWebsite: true,
  showEmail: false,
  showTwitter: true,
  showFacebook: true,
  showInstagram: true,
  currency: DEFAULT_CURRENCY,
  use24HourFormat: false,
  orderNowButton: false,
  businessNameColor: DEFAULT_COLORS[0],
  bannerColor: DEFAULT_COLORS[1],
  bannerTextColor: DEFAULT_COLORS[0],
  menuTextColor: DEFAULT_COLORS[0],
  timeZoneOffset: 0,
  allowFeedback: false,
} satisfies BusinessConfig;

/** The Order Now button needs a phone number to call. */
export function checkOrderNow(config: BusinessConfig): string | null {
  if (config.orderNowButton && !config.orderNowPhone) return MESSAGES.orderNowPhone;
  return null;
}

/**
 * What decides whether a business is open now and how its hours read: the owner's "closed now", the hours, the
 * time zone, the clock format, and whether orders may be placed ahead. The guest page reads these as the owner
 * saved them, not from the published snapshot, so closing early or changing the hours reaches guests without a
 * publish, as the order calls already do (decision 008).
 */
export const OPENING_KEYS = [
  "hours",
  "closedNow",
  "timeZone",
  "timeZoneOffset",
  "use24HourFormat",
  "ordersInAdvance",
] as const satisfies readonly (keyof BusinessConfig)[];
export type Opening = Pick<BusinessConfig, (typeof OPENING_KEYS)[number]>;

export function openingOf(config: BusinessConfig): Opening {
  const opening: Record<string, unknown> = {};
  for (const key of OPENING_KEYS) if (config[key] !== undefined) opening[key] = config[key];
  return opening as Opening;
}

/** Whether a change of the config may change what `openingOf` gives (a replaced config always may). */
export function touchesOpening(changes: BusinessConfig | undefined, isReplaced: boolean): boolean {
  if (!changes) return false;
  return isReplaced || OPENING_KEYS.some((key) => key in changes);
}
