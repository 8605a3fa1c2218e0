import { z } from "zod";
import { MemberSchema } from "../account/account.ts";
import { BusinessSchema, BusinessStatusSchema, LocationResponseSchema } from "../businesses/businesses.ts";
import { ONBOARDING_PROBLEMS } from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";
import { EmailSchema } from "../common/schemas.ts";
import { MenuSummarySchema } from "../menus/menus.ts";

// The dashboard's start: one call loads the member, the active business and its menus; the status check keeps
// the session honest (a member signed out or disabled elsewhere finds out at the next check).

/**
 * A member can have no business: an operator may transfer a member's only one (a restaurant sold, or built by an
 * agency for its owner). The dashboard then answers this, and the owner is shown the sign-up's business step.
 */
export const NO_BUSINESS = {
  code: "NO_BUSINESS",
  message: "This account has no business yet. Add your business to go on.",
} as const;

export const DashboardParamsSchema = z.object({ memberId: IdSchema });
/** The chosen business; the first one when none is named. */
export const DashboardQuerySchema = z.object({ businessId: z.string().max(64).optional() });

export const DashboardSchema = z
  .object({
    member: MemberSchema.extend({ subscriptionStatus: z.number() }),
    business: BusinessSchema.extend({ location: LocationResponseSchema }),
    menus: z.array(MenuSummarySchema),
    problems: z.array(z.enum(ONBOARDING_PROBLEMS)),
    /** Published, and the draft differs from what guests see: Publish Changes has work to do. */
    hasUnpublishedChanges: z.boolean(),
    /** The platform can send text messages (Twilio is configured): the owner may offer guests texts. */
    canTextGuests: z.boolean(),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * The light dashboard returns menus, member status and business: the dashboard without the
 * publishing checklist and the unpublished-changes comparison, the two parts that read the whole draft.
 */
export const LightDashboardSchema = DashboardSchema.pick({ member: true, business: true, menus: true }).meta({
  id: "LightDashboard",
});

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

/** One business in a status answer: what still stops its page, and whether guests get it. */
export const BusinessStatusEntrySchema = BusinessStatusSchema.extend({
  /** An operator disabled it: its page answers 402. */
  disabled: z.boolean(),
  /** The member's plan serves it; a location past the plan's count answers 402 to guests. */
  served: z.boolean(),
});

/**
 * GET /v1/public/businesses/status?email&token and …/statusById?memberId&token: the status of a member's
 * businesses. A member reads only their own; anyone else's email or id answers 404, exactly like one nobody has,
 * so the call never tells whether an account exists. Operators (ADMIN_EMAILS) may read any member's.
 */
export const MemberBusinessesStatusSchema = z
  .object({
    memberId: z.string(),
    subscriptionStatus: z.number(),
    businesses: z.array(BusinessStatusEntrySchema),
  })
  .meta({ id: "MemberBusinessesStatus" });
export type MemberBusinessesStatus = z.infer<typeof MemberBusinessesStatusSchema>;

export const StatusByEmailQuerySchema = z.object({
  email: EmailSchema,
  token: z.string().max(128).optional(),
});
export const StatusByIdQuerySchema = z.object({ memberId: IdSchema, token: z.string().max(128).optional() });

/** GET /v1/public/business?memberId&businessId&token: the caller's business with its location (the first one when none is named). */
export const PublicBusinessQuerySchema = z.object({
  memberId: IdSchema,
  businessId: z.string().max(64).optional(),
  token: z.string().max(128).optional(),
});
