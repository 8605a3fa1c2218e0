import { z } from "zod";
import { ONBOARDING_PROBLEMS } from "./constants.ts";

// The answers of the HTTP contract (API.md). The server serializes through them; the dashboard reads their types.

export const MemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    notificationEmail: z.string(),
    owner: z.boolean(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof MemberSchema>;

export const BusinessSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    customUrl: z.string().nullable(),
    published: z.boolean(),
    orderingEnabled: z.boolean(),
    viewCount: z.number(),
    config: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "Business" });
export type Business = z.infer<typeof BusinessSchema>;

export const LocationResponseSchema = z
  .object({
    internalId: z.number(),
    name: z.string(),
    address: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    twitter: z.string(),
    facebook: z.string(),
    instagram: z.string(),
  })
  .meta({ id: "Location" });
export type LocationResponse = z.infer<typeof LocationResponseSchema>;

/** One entry of GET /v1/members/locations: the business with its location. */
export const MemberLocationSchema = BusinessSchema.extend({ location: LocationResponseSchema }).meta({
  id: "MemberLocation",
});
export type MemberLocation = z.infer<typeof MemberLocationSchema>;

export const MenuSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    details: z.string(),
    active: z.boolean(),
    removed: z.boolean(),
    sequence: z.number(),
    businessId: z.string(),
    version: z.number(),
  })
  .meta({ id: "MenuSummary" });
export type MenuSummary = z.infer<typeof MenuSummarySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), member: MemberSchema });
export const RegisterResponseSchema = AuthResponseSchema.extend({ business: BusinessSchema });

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

export const BusinessStatusSchema = z
  .object({
    id: z.string(),
    published: z.boolean(),
    url: z.string(),
    problems: z.array(z.enum(ONBOARDING_PROBLEMS)),
  })
  .meta({ id: "BusinessStatus" });

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

export interface ApiError {
  status: number;
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
  current?: unknown;
}
