import { z } from "zod";
import { ORDER_TYPES, PAYMENT_METHODS } from "../ordering/order-rules.ts";

// GET /v1/businesses/{id}/insights?from&to: sales over the chosen days in the business's zone (both included).
// Revenue is in minor units, from accepted and completed orders (rejected and cancelled left out), refunds
// taken off.

const Day = z.iso.date({ error: "Please choose a valid date." });

export const INSIGHTS_MAX_DAYS = 366;

export const INSIGHTS_TABLES = ["byDay", "byHour", "topItems", "byType", "byPayment"] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const InsightsQuerySchema = z
  .object({ from: Day, to: Day })
  .refine((range) => range.from <= range.to, {
    path: ["to"],
    message: "The end date must not be before the start.",
  })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < INSIGHTS_MAX_DAYS, {
    path: ["to"],
    message: `Please choose at most ${INSIGHTS_MAX_DAYS} days.`,
  });

export const InsightsCsvQuerySchema = z.object({
  from: Day,
  to: Day,
  table: z.enum(INSIGHTS_TABLES, { error: "Please choose which table to export." }),
});

export const InsightsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    currencyCode: z.string(),
    orders: z.number(),
    revenue: z.number(),
    averageTicket: z.number(),
    byDay: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
    /** weekday 0 = Monday … 6 = Sunday, hour 0–23 on the business's clock. */
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
    funnel: z.object({ views: z.number(), carts: z.number(), checkouts: z.number(), orders: z.number() }),
  })
  .meta({ id: "Insights" });
export type Insights = z.infer<typeof InsightsSchema>;
