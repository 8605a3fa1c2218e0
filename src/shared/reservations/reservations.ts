import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { LanguageSchema } from "../common/languages.ts";
import { EmailSchema } from "../common/schemas.ts";
import { GuaranteeViewSchema } from "./guarantee.ts";

// Table bookings: the owner's settings and tables, a guest's booking, and the answers both read. One schema for
// the dashboard's form and the server's check, so the two never disagree.

/** The largest party a booking may name (a whole-restaurant booking is a call, not a form). */
export const PARTY_MAX = 100;
/** Times in the book fall on this grid of the business's clock; tables are held in steps of it. */
export const HOLD_MINUTES = 15;
export const SLOT_MINUTES = [15, 30, 60] as const;
export const DAYS_AHEAD_MAX = 365;
export const TABLES_MAX = 200;

const count = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const StayRuleSchema = z.object({
  fromParty: count(`Please enter a party size from 1 to ${PARTY_MAX}.`, 1, PARTY_MAX),
  minutes: count("Please enter a stay of 15 minutes to 12 hours, in steps of 15 minutes.", 15, 720).refine(
    (minutes) => minutes % HOLD_MINUTES === 0,
    "Please enter a stay of 15 minutes to 12 hours, in steps of 15 minutes.",
  ),
});

export const GuaranteeSchema = z.object({
  fromParty: count(`Please enter a party size from 1 to ${PARTY_MAX}.`, 1, PARTY_MAX),
  /** Minor units, charged for a no-show. */
  noShowFee: count("Please enter a no-show fee of 0 or more.", 0, 10_000_000),
});

export const ReservationSettingsSchema = z
  .object({
    enabled: z.boolean({ error: "Please say whether guests may book tables." }),
    slotMinutes: z
      .number({ error: "Please choose times every 15, 30 or 60 minutes." })
      .refine(
        (value) => (SLOT_MINUTES as readonly number[]).includes(value),
        "Please choose times every 15, 30 or 60 minutes.",
      ),
    /** How long a table is held, by party size: the rule with the largest `fromParty` at or below the party. */
    stayMinutes: z
      .array(StayRuleSchema, { error: "Please give how long parties stay." })
      .min(1, "Please give how long parties stay.")
      .max(10, "Please give at most 10 stay lengths."),
    minParty: count(`Please enter a smallest party from 1 to ${PARTY_MAX}.`, 1, PARTY_MAX),
    maxParty: count(`Please enter a largest party from 1 to ${PARTY_MAX}.`, 1, PARTY_MAX),
    leadMinutes: count("Please enter a notice of 0 minutes to 30 days.", 0, 30 * 24 * 60),
    maxDaysAhead: count(`Please enter from 1 to ${DAYS_AHEAD_MAX} days ahead.`, 1, DAYS_AHEAD_MAX),
    /** Guests whose bookings start in one 15-minute step; null sets no limit. */
    coversPer15: count("Please enter from 1 to 1000 guests per 15 minutes.", 1, 1000).nullable(),
    cancelCutoffMinutes: count("Please enter a cut-off of 0 minutes to 7 days.", 0, 7 * 24 * 60),
    autoConfirm: z.boolean({ error: "Please say whether bookings are confirmed at once." }),
    guarantee: GuaranteeSchema.nullable(),
  })
  .superRefine((settings, context) => {
    if (settings.maxParty < settings.minParty)
      context.addIssue({
        code: "custom",
        path: ["maxParty"],
        message: "The largest party cannot be smaller than the smallest.",
      });
    if (!settings.stayMinutes.some((rule) => rule.fromParty <= settings.minParty))
      context.addIssue({
        code: "custom",
        path: ["stayMinutes"],
        message: "Please give a stay for the smallest party too.",
      });
  });
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;

/** A business that never opened the settings: off, with what most restaurants would choose. */
export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  enabled: false,
  slotMinutes: 15,
  stayMinutes: [
    { fromParty: 1, minutes: 90 },
    { fromParty: 3, minutes: 105 },
    { fromParty: 5, minutes: 120 },
  ],
  minParty: 1,
  maxParty: 8,
  leadMinutes: 120,
  maxDaysAhead: 60,
  coversPer15: 20,
  cancelCutoffMinutes: 120,
  autoConfirm: true,
  guarantee: null,
};

/** How long a party of `party` holds its table: the rule with the largest `fromParty` at or below it. */
export function stayFor(settings: Pick<ReservationSettings, "stayMinutes">, party: number): number {
  const rules = [...settings.stayMinutes].sort((a, b) => a.fromParty - b.fromParty);
  return (rules.filter((rule) => rule.fromParty <= party).at(-1) ?? rules[0])?.minutes ?? 90;
}

const seats = (label: string) =>
  count(`Please enter the ${label} seats from 1 to ${PARTY_MAX}.`, 1, PARTY_MAX);

export const TableInputSchema = z
  .object({
    name: z
      .string({ error: "Please name the table." })
      .trim()
      .min(1, "Please name the table.")
      .max(40, "A table's name can have at most 40 characters."),
    area: z
      .string({ error: "Please name the area." })
      .trim()
      .max(40, "An area's name can have at most 40 characters.")
      .default(""),
    minSeats: seats("fewest"),
    maxSeats: seats("most"),
    /** Tables pushed together with this one for a larger party. */
    combinableWith: z
      .array(IdSchema, { error: "Please choose the tables this one joins." })
      .max(20, "A table can join at most 20 others.")
      .default([]),
  })
  .refine((table) => table.maxSeats >= table.minSeats, {
    path: ["maxSeats"],
    message: "A table's most seats cannot be fewer than its fewest.",
  });
export type TableInput = z.input<typeof TableInputSchema>;

export const TableSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  minSeats: z.number(),
  maxSeats: z.number(),
  combinableWith: z.array(z.string()),
});
export type DiningTable = z.infer<typeof TableSchema>;

export const TableParamsSchema = z.object({ id: IdSchema, tableId: IdSchema });

export const DateSchema = z
  .string({ error: "Please choose a day." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a day.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Please choose a day.");

const PartySchema = z.coerce
  .number({ error: "Please choose how many guests are coming." })
  .int("Please choose how many guests are coming.")
  .min(1, "Please choose how many guests are coming.")
  .max(10_000, "Please choose how many guests are coming.");

export const ReservationTimesQuerySchema = z.object({
  date: DateSchema,
  party: PartySchema,
  lang: LanguageSchema.optional(),
});

export const ReservationTimeSchema = z.object({
  /** The instant, written with the business's offset then ("2026-12-04T19:30:00-05:00"). */
  time: z.string(),
  available: z.boolean(),
});

const WhenSchema = z.iso.datetime({ offset: true, error: "Please choose a time." });
const NameSchema = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(80, "A name can have at most 80 characters.");

export const BookingRequestSchema = z.object({
  party: PartySchema,
  time: WhenSchema,
  guest: z.object({
    name: NameSchema,
    phone: z
      .string({ error: "Please enter a phone number." })
      .trim()
      .min(1, "Please enter a phone number.")
      .max(40, "Please enter a valid phone number."),
    email: z.union([z.literal(""), EmailSchema]).optional(),
  }),
  note: z.string().trim().max(500, "A note can have at most 500 characters.").optional(),
  notify: z.object({ email: z.boolean().optional(), sms: z.boolean().optional() }).optional(),
});
export type BookingRequest = z.output<typeof BookingRequestSchema>;

export const RESERVATION_STATUSES = [
  "REQUESTED",
  "CONFIRMED",
  "SEATED",
  "COMPLETED",
  "NO_SHOW",
  "CANCELLED",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** A booking in these holds its tables and counts towards pacing. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ["REQUESTED", "CONFIRMED", "SEATED"];

/** Where the host may take a booking from each status. */
export const STATUS_MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  REQUESTED: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["SEATED", "NO_SHOW", "CANCELLED"],
  SEATED: ["COMPLETED"],
  COMPLETED: [],
  NO_SHOW: [],
  CANCELLED: [],
};

export const GuestReservationSchema = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  time: z.string(),
  endsAt: z.string(),
  party: z.number(),
  tableIds: z.array(z.string()),
  businessName: z.string(),
  guest: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  note: z.string(),
  /** Until then the guest may change or cancel online. */
  changeableUntil: z.string(),
  /** When the guest said they are still coming (a reminder's question); null until then. */
  guestConfirmedAt: z.string().nullable(),
  /** The card holding the table, where the restaurant asks for one for this party; else null. */
  guarantee: GuaranteeViewSchema.nullable(),
});

export const BookedReservationSchema = GuestReservationSchema.extend({
  /** The guest's key to read, change or cancel the booking (?key=). */
  key: z.string(),
});

export const ReservationSchema = GuestReservationSchema.omit({ businessName: true }).extend({
  tables: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationKeyQuerySchema = z.object({
  key: z
    .string({ error: "This booking's link is incomplete." })
    .min(1, "This booking's link is incomplete.")
    .max(100),
  lang: LanguageSchema.optional(),
});

export const GuestChangeSchema = z.object({
  party: PartySchema.optional(),
  time: WhenSchema.optional(),
});

export const DayQuerySchema = z.object({ date: DateSchema });

export const StatusRequestSchema = z.object({
  status: z.enum(["CONFIRMED", "SEATED", "COMPLETED", "NO_SHOW", "CANCELLED"], {
    error: "Please choose confirmed, seated, completed, no-show or cancelled.",
  }),
  tableIds: z
    .array(IdSchema)
    .min(1, "Please choose a table.")
    .max(4, "Please choose at most 4 tables.")
    .optional(),
});

export const MoveRequestSchema = z.object({
  time: WhenSchema.optional(),
  party: PartySchema.optional(),
  tableIds: z
    .array(IdSchema)
    .min(1, "Please choose a table.")
    .max(4, "Please choose at most 4 tables.")
    .optional(),
});

export const WAITLIST_STATUSES = ["WAITING", "NOTIFIED", "SEATED", "REMOVED"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WaitlistInputSchema = z.object({
  name: z
    .string({ error: "Please enter the guest's name." })
    .trim()
    .min(1, "Please enter the guest's name.")
    .max(80, "A name can have at most 80 characters."),
  phone: z.string().trim().max(40, "Please enter a valid phone number.").optional().default(""),
  email: z
    .union([z.literal(""), EmailSchema])
    .optional()
    .default(""),
  party: count(`Please enter a party of 1 to ${PARTY_MAX} guests.`, 1, PARTY_MAX),
  quotedMinutes: count("Please quote a wait of 0 to 240 minutes.", 0, 240),
});
export type WaitlistInput = z.input<typeof WaitlistInputSchema>;

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  party: z.number(),
  quotedMinutes: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the next party; null once seated or removed. */
  position: z.number().nullable(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const GuestWaitlistSchema = z.object({
  position: z.number().nullable(),
  quotedMinutes: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  businessName: z.string(),
  createdAt: z.string(),
});

export const WaitlistParamsSchema = z.object({ entryId: IdSchema });

/** A party the host seats on arrival: a booking from now, at the tables chosen or the best free one. */
export const WalkInSchema = z.object({
  party: count(`Please enter a party of 1 to ${PARTY_MAX} guests.`, 1, PARTY_MAX),
  name: z.string().trim().max(80, "A name can have at most 80 characters.").optional().default(""),
  tableIds: z
    .array(IdSchema)
    .min(1, "Please choose a table.")
    .max(4, "Please choose at most 4 tables.")
    .optional(),
});
