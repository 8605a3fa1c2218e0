import { z } from "zod";
import { IdSchema } from "../common/id.ts";

// What the kitchen controls during a service, live without publishing: items and options sold out, new orders
// paused, extra minutes while busy. The dashboard, the kitchen screen, the guest page and the server share these.

/** "today" ends by itself at the next opening in the business's time zone; "manual" when the owner says so. */
export const SOLD_OUT_UNTIL = ["today", "manual"] as const;
export type SoldOutUntil = (typeof SOLD_OUT_UNTIL)[number];

/** One item, or one option of it (`entryId`), sold out. */
export const SoldOutEntrySchema = z.object({
  menuId: IdSchema,
  itemId: IdSchema,
  entryId: IdSchema.nullable(),
  until: z.enum(SOLD_OUT_UNTIL),
  since: z.string(),
});
export type SoldOutEntry = z.infer<typeof SoldOutEntrySchema>;

/** `PUT /v1/businesses/{id}/sold-out`: `until` null puts the item or option back on sale. */
export const SoldOutRequestSchema = z.object({
  menuId: IdSchema,
  itemId: IdSchema,
  entryId: IdSchema.nullish(),
  until: z.enum(SOLD_OUT_UNTIL).nullable(),
});
export type SoldOutRequest = z.infer<typeof SoldOutRequestSchema>;

/** The pause lengths the dashboard offers, in minutes; "the rest of the day" is `{untilClose: true}`. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
/** Longest pause or busy delay the API takes: one day. */
export const SERVICE_MINUTES_MAX = 24 * 60;

/** `PUT /v1/businesses/{id}/ordering/pause`. */
// The bounds come before the whole-number check, so 1e308 reads "at most 24 hours", not a validator's bound.
const PAUSE_MESSAGES = {
  digits: "Please give the pause in minutes, in digits.",
  whole: "A pause is in whole minutes.",
  short: "A pause is at least 1 minute.",
  long: "A pause is at most 24 hours.",
};
export const PauseRequestSchema = z.union([
  z
    .object({
      minutes: z
        .number({ error: PAUSE_MESSAGES.digits })
        .min(1, PAUSE_MESSAGES.short)
        .max(SERVICE_MINUTES_MAX, PAUSE_MESSAGES.long)
        .int(PAUSE_MESSAGES.whole),
    })
    .strict(),
  z.object({ untilClose: z.literal(true) }).strict(),
]);
export type PauseRequest = z.infer<typeof PauseRequestSchema>;

export const PauseResponseSchema = z.object({ pausedUntil: z.string().nullable() });

/** `PUT /v1/businesses/{id}/ordering/busy`: 0 ends it. */
export const BusyRequestSchema = z.object({
  extraMinutes: z
    .number({ error: "Please give the extra time in minutes, in digits." })
    .min(0, "The extra time cannot be below 0 minutes.")
    .max(SERVICE_MINUTES_MAX, "The extra time is at most 24 hours.")
    .int("The extra time is in whole minutes."),
});
export type BusyRequest = z.infer<typeof BusyRequestSchema>;

/** Why a business is not taking orders now, for the guest page's banner. */
export const NOT_TAKING_REASONS = ["PAUSED", "CLOSED", "ORDERING_OFF"] as const;

/** `GET /v1/public/businesses/{id}/ordering-status`. */
export const OrderingStatusSchema = z.object({
  taking: z.boolean(),
  reason: z.enum(NOT_TAKING_REASONS).optional(),
  pausedUntil: z.string().optional(),
  extraMinutes: z.number().int(),
  soldOut: z.array(SoldOutEntrySchema),
});
export type OrderingStatus = z.infer<typeof OrderingStatusSchema>;
