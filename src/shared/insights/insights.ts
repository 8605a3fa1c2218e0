import { z } from "zod";
import { ORDER_TYPES, PAYMENT_METHODS } from "../ordering/order-rules.ts";

// GET /v1/businesses/{id}/insights?from&to: sales over the chosen days in the business's zone (both included).
// Revenue is in minor units, from accepted, ready and completed orders (rejected, cancelled, unpaid and not yet
// accepted ones left out), refunds taken off. An order counts on the day and hour it was placed. Beside them, the
// gift cards' balance outstanding today: money guests hold on cards and may still spend.

// A calendar day a business can have sold on: the database keeps years 4713 BC to 5874897 AD, and year 0000 is
// no year at all, so a day outside these answers in words rather than with the database's refusal.
const Day = z.iso
  .date({ error: "Please choose a valid date." })
  .refine((day) => day >= "2000-01-01" && day <= "9999-12-31", "Please choose a date from the year 2000 on.");

export const INSIGHTS_MAX_DAYS = 366;

export const INSIGHTS_TABLES = ["byDay", "byHour", "topItems", "byType", "byPayment"] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** The most items listed: a menu rarely has more, and both item tables are cut from this list. */
export const INSIGHTS_ITEMS_MAX = 200;

interface Range {
  from: string;
  to: string;
}
const isOrdered = (range: Range) => range.from <= range.to;
const isShortEnough = (range: Range) =>
  (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < INSIGHTS_MAX_DAYS;
const ORDER_MESSAGE = { path: ["to"], message: "The end date must not be before the start." };
const LENGTH_MESSAGE = { path: ["to"], message: `Please choose at most ${INSIGHTS_MAX_DAYS} days.` };

export const InsightsQuerySchema = z
  .object({ from: Day, to: Day })
  .refine(isOrdered, ORDER_MESSAGE)
  .refine(isShortEnough, LENGTH_MESSAGE);
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

export const InsightsCsvQuerySchema = z
  .object({
    from: Day,
    to: Day,
    table: z.enum(INSIGHTS_TABLES, { error: "Please choose which table to export." }),
    /** A download link cannot carry a header: the session's token may come here. */
    token: z.string().max(200).optional(),
  })
  .refine(isOrdered, ORDER_MESSAGE)
  .refine(isShortEnough, LENGTH_MESSAGE);

/**
 * What each sales figure means, in the response itself and on the screen. Money is in minor units. Tax in this
 * product is always added on top of menu prices (Settings → Ordering's taxes), never included in them.
 */
export const SALES_DEFINITIONS = {
  grossSales:
    "Gross sales: what was ordered at menu prices plus delivery fees, before discounts, refunds, tax and tips.",
  discounts: "Discounts: what promo codes took off.",
  refunds:
    "Refunds: money given back, less the part of it that was tax or tips (a refund gives back its share of the order's tax and tips, in proportion to the order's total).",
  netSales: "Net sales: gross sales minus discounts minus refunds; tax and tips are not included.",
  tax: "Tax: tax charged on top of prices, less the tax given back with refunds; not part of net sales.",
  tips: "Tips: tips guests added, less the tips given back with refunds; not part of net sales.",
  totalCollected:
    "Total collected: net sales plus tax plus tips, which is the revenue (the orders' totals less all refunds).",
} as const;

const Minor = (description: string) => z.number().int().meta({ description });

export const SalesSummarySchema = z
  .object({
    grossSales: Minor(SALES_DEFINITIONS.grossSales),
    discounts: Minor(SALES_DEFINITIONS.discounts),
    refunds: Minor(SALES_DEFINITIONS.refunds),
    netSales: Minor(SALES_DEFINITIONS.netSales),
    tax: Minor(SALES_DEFINITIONS.tax),
    tips: Minor(SALES_DEFINITIONS.tips),
    totalCollected: Minor(SALES_DEFINITIONS.totalCollected),
    /** All money given back: refunds plus the tax and tips given back with them. */
    refundedTotal: Minor("All money given back by refunds, their tax and tips included."),
    /** Net sales never include tax or tips here; said in the response so no reader has to guess. */
    taxIncludedInNetSales: z.literal(false),
    tipsIncludedInNetSales: z.literal(false),
    definitions: z.object({
      grossSales: z.string(),
      discounts: z.string(),
      refunds: z.string(),
      netSales: z.string(),
      tax: z.string(),
      tips: z.string(),
      totalCollected: z.string(),
    }),
  })
  .meta({
    id: "SalesSummary",
    description: "The range's counted orders' money, as a point of sale sums it.",
  });
export type SalesSummary = z.infer<typeof SalesSummarySchema>;

/** One currency's gift cards: what guests still hold on them, and what was sold and issued in the range. */
export const GiftCardFiguresSchema = z.object({
  currencyCode: z.string(),
  outstanding: Minor(
    "The balances of the cards that are not void, added up: money guests still hold and may spend at the business.",
  ),
  cardsWithBalance: z
    .number()
    .int()
    .meta({ description: "Cards that are not void and still hold something." }),
  sold: Minor("What guests paid online for cards bought in the range, at the amounts they started with."),
  soldCards: z.number().int(),
  issued: Minor("The amounts of the cards the business issued by hand in the range, as they started."),
  issuedCards: z.number().int(),
});
export type GiftCardFigures = z.infer<typeof GiftCardFiguresSchema>;

export const GiftCardLiabilitySchema = z
  .object({
    /** Any card ever made, voided ones included: the screen leaves gift cards out without one. */
    hasCards: z.boolean(),
    ...GiftCardFiguresSchema.shape,
    /** Cards made before the business changed its currency keep theirs, and are summed apart, by code. */
    otherCurrencies: z.array(GiftCardFiguresSchema),
  })
  .meta({
    id: "GiftCardLiability",
    description:
      "The business's gift cards in its own currency (minor units): balance outstanding today, whatever the range, and cards sold and issued in the range.",
  });
export type GiftCardLiability = z.infer<typeof GiftCardLiabilitySchema>;

export const LoyaltyFiguresSchema = z
  .object({
    /** Whether the business runs a program now: the screen leaves loyalty out of a business that never did. */
    isRunning: z.boolean(),
    members: z.number().int().meta({ description: "Guests who joined, ever." }),
    newMembers: z.number().int().meta({ description: "Guests who joined in the range." }),
    pointsIssued: z.number().int().meta({ description: "Points earned by completed orders in the range." }),
    pointsTakenBack: z.number().int().meta({ description: "Points taken back by refunds in the range." }),
    rewardsRedeemed: z.number().int().meta({ description: "Rewards guests took on orders in the range." }),
    pointsOutstanding: z
      .number()
      .int()
      .meta({ description: "Points members hold today, whatever the range." }),
  })
  .meta({ id: "LoyaltyFigures" });
export type LoyaltyFigures = z.infer<typeof LoyaltyFiguresSchema>;

export const InsightsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    currencyCode: z.string(),
    orders: z.number(),
    revenue: z.number(),
    averageTicket: z.number(),
    sales: SalesSummarySchema,
    byDay: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
    /** weekday 0 = Monday … 6 = Sunday, hour 0–23 on the business's clock; all 168 cells. */
    byHour: z.array(z.object({ weekday: z.number(), hour: z.number(), orders: z.number() })),
    topItems: z.array(
      z.object({ itemId: z.string(), name: z.string(), quantity: z.number(), revenue: z.number() }),
    ),
    byType: z.array(z.object({ type: z.enum(ORDER_TYPES), orders: z.number(), revenue: z.number() })),
    byPayment: z.array(
      z.object({ payment: z.enum(PAYMENT_METHODS), orders: z.number(), revenue: z.number() }),
    ),
    newGuests: z.number(),
    returningGuests: z.number(),
    /**
     * Visitors (one per address a day) at each step: saw the page, opened a cart, opened the checkout, sent an
     * order. A visitor counted at a step is counted at every step before it, so no step exceeds the one before.
     */
    funnel: z.object({ views: z.number(), carts: z.number(), checkouts: z.number(), orders: z.number() }),
    /** Guests' mails and texts not sent: past the hourly limit for one address or number (README "Guests' mails and texts"). */
    noticesHeldBack: z.number(),
    giftCards: GiftCardLiabilitySchema,
    loyalty: LoyaltyFiguresSchema,
  })
  .meta({ id: "Insights" });
export type Insights = z.infer<typeof InsightsSchema>;

// POST /v1/public/businesses/{id}/funnel: the guest's page says a visitor reached a step of ordering.
export const FUNNEL_STEPS = ["cart", "checkout"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number] | "view" | "order";

/** The funnel's steps in the order a guest goes through them. */
export const FUNNEL_ORDER: readonly FunnelStep[] = ["view", "cart", "checkout", "order"];

export const FunnelStepRequestSchema = z.object({
  step: z.enum(FUNNEL_STEPS, { error: "Please name a step of ordering." }),
});

/** Every day from `from` to `to`, both included ("YYYY-MM-DD"). */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Whole percentages of the parts that add up to exactly 100 (largest remainder: each part gets its rounded-down
 * share, and the points left go to the parts with the largest remainders, the earlier part first on a tie).
 * Rounding each share alone can add up to 99 or 101. All zeros when there is no whole.
 */
export function sharesOf(parts: readonly number[]): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0);
  if (whole <= 0) return parts.map(() => 0);
  const exact = parts.map((part) => (part * 100) / whole);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** A share as a whole percentage of a whole, 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
