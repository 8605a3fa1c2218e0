import { z } from "zod";
import { LOCATION_NAME_MAX, ONBOARDING_PROBLEMS } from "../common/constants.ts";
import { isUnitedStates } from "../common/geo.ts";
import { MESSAGES } from "../common/messages.ts";
import { checkAddress, OptionalPhoneSchema, optionalText, requiredText } from "../common/schemas.ts";
import { BusinessConfigSchema } from "./business-config.ts";

// The businesses routes' contract (businesses and their locations), for the server's routes and the dashboard's
// forms and types alike.

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

/** A location, with the messages its form shows. */
export const LocationSchema = z
  .object({
    name: requiredText(MESSAGES.businessNameEmpty).max(LOCATION_NAME_MAX, MESSAGES.businessNameTooLong),
    address: requiredText(MESSAGES.addressEmpty).max(200),
    address2: optionalText,
    city: requiredText(MESSAGES.cityEmpty).max(100),
    // Empty is refused below, where the country is known: the US picks from its list of states.
    state: z.string({ error: MESSAGES.stateEmpty }).trim().max(100),
    zip: requiredText(MESSAGES.zipEmpty).max(20),
    country: z.string().trim().max(100).optional().default("United States"),
    phone: OptionalPhoneSchema,
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .default("")
      .refine((v) => v === "" || z.email().safeParse(v).success, MESSAGES.emailInvalid),
    website: optionalText,
    twitter: optionalText,
    facebook: optionalText,
    instagram: optionalText,
  })
  .superRefine((location, ctx) => {
    if (!location.state) {
      const message = isUnitedStates(location.country) ? MESSAGES.registerState : MESSAGES.stateEmpty;
      ctx.addIssue({ code: "custom", path: ["state"], message });
    }
    checkAddress(location, ctx);
  });
export type LocationInput = z.input<typeof LocationSchema>;
export type Location = z.output<typeof LocationSchema>;

// Strict like the config: a change this route does not make (`published`, `customUrl`…) is refused, not ignored.
export const BusinessChangesSchema = z
  .object({
    orderingEnabled: z.boolean().optional(),
    config: BusinessConfigSchema.optional(),
  })
  .strict();
export type BusinessChanges = z.input<typeof BusinessChangesSchema>;

/** What a new owner still needs before publishing; public, so it carries no private data. */
export const BusinessStatusSchema = z
  .object({
    id: z.string(),
    published: z.boolean(),
    url: z.string(),
    problems: z.array(z.enum(ONBOARDING_PROBLEMS)),
  })
  .meta({ id: "BusinessStatus" });
export type BusinessStatus = z.infer<typeof BusinessStatusSchema>;
