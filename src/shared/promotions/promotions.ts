import { z } from "zod";
import { PROMO_CODE_MAX } from "../ordering/orders.ts";

// An owner's promo codes (GET|POST /v1/businesses/{id}/promotions, PUT|DELETE …/{promotionId}). Amounts are
// minor units of the business's currency; `value` is a percent (1–100) for PERCENT.

export const PROMOTION_KINDS = ["PERCENT", "AMOUNT", "FREE_DELIVERY"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

const CODE_MESSAGE = `Please enter a code of 3 to ${PROMO_CODE_MAX} letters, digits or dashes.`;

const Minor = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

export const PromotionInputSchema = z
  .object({
    code: z
      .string({ error: CODE_MESSAGE })
      .trim()
      .min(3, CODE_MESSAGE)
      .max(PROMO_CODE_MAX, CODE_MESSAGE)
      .regex(/^[\p{L}\p{N}_-]+$/u, CODE_MESSAGE),
    kind: z.enum(PROMOTION_KINDS, { error: "Please choose percent off, amount off or free delivery." }),
    value: Minor("Please enter how much the code takes off.").default(0),
    minSubtotal: Minor("Please enter a minimum of 0 or more.").default(0),
    startsAt: z.iso
      .datetime({ offset: true, error: "Please choose a valid start." })
      .nullable()
      .default(null),
    endsAt: z.iso.datetime({ offset: true, error: "Please choose a valid end." }).nullable().default(null),
    maxUses: z
      .number({ error: "Please enter how many times the code may be used." })
      .int("Please enter how many times the code may be used.")
      .min(1, "Please enter how many times the code may be used.")
      .max(1_000_000, "Please enter how many times the code may be used.")
      .nullable()
      .default(null),
    oncePerGuest: z.boolean().default(false),
    firstOrderOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((promo, ctx) => {
    if (promo.kind === "PERCENT" && (promo.value < 1 || promo.value > 100))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Please enter a percent from 1 to 100." });
    if (promo.kind === "AMOUNT" && promo.value < 1)
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "Please enter the amount the code takes off.",
      });
    if (promo.startsAt && promo.endsAt && Date.parse(promo.endsAt) <= Date.parse(promo.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start." });
  });
export type PromotionInput = z.input<typeof PromotionInputSchema>;

export const PromotionSchema = z
  .object({
    id: z.string(),
    businessId: z.string(),
    code: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    value: z.number(),
    minSubtotal: z.number(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().nullable(),
    oncePerGuest: z.boolean(),
    firstOrderOnly: z.boolean(),
    active: z.boolean(),
    /** Orders that used it so far (a rejected or cancelled order gives its use back). */
    uses: z.number(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionParamsSchema = z.object({ id: z.string(), promotionId: z.string() });
