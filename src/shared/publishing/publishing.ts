import { z } from "zod";
import { BusinessSchema } from "../businesses/businesses.ts";
import { CUSTOM_URL_MAX, EXTRA_LOCATION_MONTHLY_USD } from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";
import { MESSAGES } from "../common/messages.ts";
import { MenuScheduleSchema } from "../menus/menu-schedule.ts";
import { PLAN_NAMES, type Plan } from "../subscriptions/entitlements.ts";

// Publishing and the public address.

/** Custom URL rules: a bounded length of letters, digits, dots, underscores and hyphens. Empty is allowed. */
export const CustomUrlSchema = z
  .string()
  .trim()
  .max(CUSTOM_URL_MAX, MESSAGES.customUrlTooLong)
  .regex(/^[A-Za-z0-9._-]*$/, MESSAGES.customUrlInvalid);

/** GET /v1/businesses/url/validate: is an address free for this business? */
export const UrlCheckQuerySchema = z.object({
  url: z.string().max(200).default(""),
  businessId: IdSchema.optional(),
});
/**
 * PUT /v1/businesses/{id}/url: the address to take, or empty to clear it. A request without the parameter is
 * refused rather than read as "clear", so a forgotten parameter never removes an owner's address.
 */
export const CustomUrlQuerySchema = z.object({
  url: z
    .string({ error: "Please give the custom URL in the url parameter (an empty value removes it)." })
    .max(200),
});
export const PublicUrlParamsSchema = z.object({ url: z.string().min(1).max(200) });
export const PublicMenusQuerySchema = z.object({ memberId: IdSchema.optional(), businessId: IdSchema });
/** A view from the owner's own preview does not count, so the view count is the guests'. */
export const ViewQuerySchema = z.object({ preview: z.enum(["true", "false"]).optional() });

export const OpenStatusSchema = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  nextOpening: z.object({ day: z.string(), time: z.string(), daysAhead: z.number() }).nullable(),
});
export const PublicMenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  sequence: z.number(),
  nodes: z.array(z.unknown()),
  /** When the menu is served; null (or absent in older publications) means always. */
  schedule: MenuScheduleSchema.optional(),
  /** The menu's name and note in other languages (absent in older publications). */
  translations: z
    .record(z.string(), z.object({ name: z.string(), details: z.string() }).partial())
    .optional(),
});
export const PublicPageSchema = z
  .object({
    business: z.object({
      id: z.string(),
      url: z.string(),
      customUrl: z.string().nullable(),
      orderingEnabled: z.boolean(),
      config: z.record(z.string(), z.unknown()),
    }),
    location: z.record(z.string(), z.string()),
    menus: z.array(PublicMenuSchema),
    status: OpenStatusSchema,
    publishedAt: z.string(),
  })
  .meta({ id: "PublicPage" });

/**
 * A location the member's plan does not serve can be published (its page is ready the moment the plan covers
 * it), but guests get 402 until then: the owner is told before and after publishing, with the way to upgrade.
 */
export function locationNotServedMessage(plan: Plan, servedLocations: number): string {
  const price = `each extra location is $${EXTRA_LOCATION_MONTHLY_USD} a month`;
  const guests = "guests opening this location's page see “This link is no longer available.”";
  if (plan === "FREE") {
    return `The Free plan serves one location, so ${guests} Upgrade to the ${PLAN_NAMES.MYBRAND} in Account → Subscription to put it online: ${price}.`;
  }
  const locations = servedLocations === 1 ? "one location" : `${servedLocations} locations`;
  return `Your plan serves ${locations}, so ${guests} Add this location to your plan in Account → Subscription to put it online: ${price}.`;
}

export const PUBLISH_WARNING_CODES = ["LOCATION_NOT_SERVED"] as const;

export const PublishWarningSchema = z.object({
  code: z.enum(PUBLISH_WARNING_CODES),
  message: z.string(),
  /** Where the owner upgrades: the dashboard's Account → Subscription. */
  upgradeUrl: z.string(),
});
export type PublishWarning = z.infer<typeof PublishWarningSchema>;

/** POST …/publish: the business, and a warning when guests still cannot see its page. */
export const PublishResponseSchema = BusinessSchema.extend({ warning: PublishWarningSchema.optional() }).meta(
  {
    id: "PublishedBusiness",
  },
);
export type PublishResponse = z.infer<typeof PublishResponseSchema>;
