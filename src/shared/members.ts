import { z } from "zod";
import { MemberSchema } from "./account.ts";
import { BusinessSchema, LocationResponseSchema } from "./businesses.ts";
import { ONBOARDING_PROBLEMS } from "./constants.ts";
import { IdSchema } from "./id.ts";
import { MenuSummarySchema } from "./menus.ts";

// The dashboard's start (API.md "Members"): one call loads the member, the active business and its menus; the
// status check keeps the session honest (seed 000 §4 "Session").

export const DashboardParamsSchema = z.object({ memberId: IdSchema });
/** The chosen business; the first one when none is named. */
export const DashboardQuerySchema = z.object({ businessId: z.string().max(64).optional() });

export const DashboardSchema = z
  .object({
    member: MemberSchema.extend({ subscriptionStatus: z.number() }),
    business: BusinessSchema.extend({ location: LocationResponseSchema }),
    menus: z.array(MenuSummarySchema),
    problems: z.array(z.enum(ONBOARDING_PROBLEMS)),
    /** issue 11 §8: published, and the draft differs from what guests see: Publish Changes has work to do. */
    hasUnpublishedChanges: z.boolean(),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof DashboardSchema>;

export const MemberStatusQuerySchema = z.object({
  locationId: z.string().max(64).optional(),
  token: z.string().max(128).optional(),
});

export const MemberStatusSchema = z
  .object({
    authenticated: z.literal(true),
    memberId: z.string(),
    subscriptionStatus: z.number(),
    businessId: z.string().nullable(),
    published: z.boolean(),
    problems: z.array(z.enum(ONBOARDING_PROBLEMS)),
  })
  .meta({ id: "MemberStatus" });
export type MemberStatus = z.infer<typeof MemberStatusSchema>;
