import { z } from "zod";
import { type Currency, currencySymbol } from "../common/money.ts";
import { EmailSchema } from "../common/schemas.ts";

// Gift cards: the owner's settings (GET|PUT /v1/businesses/{id}/gift-cards/settings), the cards and every change
// of their balance (a ledger of movements), and the guest's look-up of a balance by code. Amounts are minor
// units of the business's currency; a balance never goes below zero.

export const GIFT_CARD_STATUSES = ["ACTIVE", "EMPTY", "VOID"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** Why a balance moved: issued by hand, sold online, adjusted, voided, spent on an order, given back by one. */
export const MOVEMENT_KINDS = ["ISSUED", "SOLD", "ADJUSTED", "VOIDED", "REDEEMED", "RETURNED"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The largest card, in minor units (10,000.00 in a currency of two decimals). */
export const GIFT_CARD_MAX = 1_000_000;

/** Codes are read aloud and typed from paper: no 0/O, 1/I/L look-alikes. 16 of them make 80 bits. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 16;

/** What a guest typed, as the code is stored: upper case, without the spaces and dashes it is printed with. */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, "");

/**
 * A card's currency: the menu's, with the owner's own symbol, when the card is in it; else the card's code with its
 * usual symbol (a card made before the business changed currency keeps what it was sold in).
 */
export const currencyOfCard = (card: { currencyCode: string }, menu: Currency): Currency =>
  !card.currencyCode || card.currencyCode === menu.code
    ? menu
    : { code: card.currencyCode, symbol: currencySymbol(card.currencyCode) };

/** "ABCD-EFGH-JKMN-PQRS": the code in groups of four, as printed. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

export const GIFT_CARD_MESSAGES = {
  amount: `Please enter an amount from 0.01 to 10,000.00.`,
  adjustAmount: "Please enter an amount to add, or a negative amount to take off.",
  reason: "Please say why, in a few words.",
  recipientName: "Please enter who the card is for.",
  presets: "Please enter up to 6 amounts, each within the smallest and largest card.",
  range: "The smallest card must not be larger than the largest.",
  notEnough: "The card holds less than that. Please take off at most its balance.",
  voided: "This card was voided and can no longer change.",
  invalid: "We can't find a gift card with that code. Please check it and try again.",
  empty: "This gift card has nothing left on it.",
  notCovered: "Your gift card does not cover the whole order. Please choose how to pay the rest.",
  tooMany: "Too many gift card codes were tried. Please try again in a few minutes.",
} as const;

const Minor = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(GIFT_CARD_MAX, message);

const Reason = z
  .string({ error: GIFT_CARD_MESSAGES.reason })
  .trim()
  .min(1, GIFT_CARD_MESSAGES.reason)
  .max(200, GIFT_CARD_MESSAGES.reason);

export const GiftCardSettingsSchema = z
  .object({
    enabled: z.boolean(),
    presets: z
      .array(Minor(GIFT_CARD_MESSAGES.presets), { error: GIFT_CARD_MESSAGES.presets })
      .max(6, GIFT_CARD_MESSAGES.presets),
    min: Minor(GIFT_CARD_MESSAGES.amount),
    max: Minor(GIFT_CARD_MESSAGES.amount),
  })
  .strict()
  .superRefine((settings, ctx) => {
    if (settings.min > settings.max)
      ctx.addIssue({ code: "custom", path: ["min"], message: GIFT_CARD_MESSAGES.range });
    if (settings.presets.some((amount) => amount < settings.min || amount > settings.max))
      ctx.addIssue({ code: "custom", path: ["presets"], message: GIFT_CARD_MESSAGES.presets });
  })
  .meta({ id: "GiftCardSettings" });
export type GiftCardSettings = z.infer<typeof GiftCardSettingsSchema>;

export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = {
  enabled: false,
  presets: [2500, 5000, 10000],
  min: 1000,
  max: 50000,
};

const PersonSchema = z.object({ name: z.string(), email: z.string() });

export const GiftCardSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    balance: z.number(),
    initial: z.number(),
    currencyCode: z.string(),
    status: z.enum(GIFT_CARD_STATUSES),
    recipient: PersonSchema,
    sender: PersonSchema.nullable(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "GiftCard" });
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const GiftCardPageSchema = z.object({ list: z.array(GiftCardSchema), hasNext: z.boolean() });

export const GiftCardListQuerySchema = z.object({
  status: z.enum(GIFT_CARD_STATUSES, { error: "Please choose active, empty or void." }).optional(),
  q: z.string().trim().max(100, "Please search with at most 100 characters.").optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const IssueGiftCardSchema = z
  .object({
    amount: Minor(GIFT_CARD_MESSAGES.amount),
    recipient: z
      .object({
        name: z
          .string({ error: GIFT_CARD_MESSAGES.recipientName })
          .trim()
          .min(1, GIFT_CARD_MESSAGES.recipientName)
          .max(100, GIFT_CARD_MESSAGES.recipientName),
        email: z.union([z.literal(""), EmailSchema]).default(""),
      })
      .strict(),
    reason: Reason,
  })
  .strict();
export type IssueGiftCard = z.input<typeof IssueGiftCardSchema>;

export const AdjustGiftCardSchema = z
  .object({
    amount: z
      .number({ error: GIFT_CARD_MESSAGES.adjustAmount })
      .int(GIFT_CARD_MESSAGES.adjustAmount)
      .min(-GIFT_CARD_MAX, GIFT_CARD_MESSAGES.adjustAmount)
      .max(GIFT_CARD_MAX, GIFT_CARD_MESSAGES.adjustAmount)
      .refine((amount) => amount !== 0, GIFT_CARD_MESSAGES.adjustAmount),
    reason: Reason,
  })
  .strict();

export const VoidGiftCardSchema = z.object({ reason: Reason }).strict();

export const GiftCardMovementSchema = z
  .object({
    id: z.string(),
    kind: z.enum(MOVEMENT_KINDS),
    /** Added (positive) or taken off (negative). */
    amount: z.number(),
    balanceAfter: z.number(),
    reason: z.string(),
    orderId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "GiftCardMovement" });
export type GiftCardMovement = z.infer<typeof GiftCardMovementSchema>;

export const GiftCardBalanceSchema = z
  .object({ balance: z.number(), currencyCode: z.string(), businessName: z.string() })
  .meta({ id: "GiftCardBalance" });

export const GiftCardCodeParamsSchema = z.object({
  code: z.string().max(40, GIFT_CARD_MESSAGES.invalid),
});
