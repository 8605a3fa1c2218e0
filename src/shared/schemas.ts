import { z } from "zod";
import { CUSTOM_URL_MAX, LOCATION_NAME_MAX, PASSWORD_MIN } from "./constants.ts";
import { isCanada, isUnitedStates, isUsZip, normalizeCanadianProvince, normalizeUsState } from "./geo.ts";
import { MESSAGES } from "./messages.ts";
import { phoneDigits } from "./phone.ts";

// One schema checks the dashboard form and the HTTP request (STYLE.md §3).

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z.string().trim().max(200).optional().default("");

export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  // An empty password gets one message, not "required" and "too short" together.
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(200);

/** Digits only (seed 000 §5); formatting characters typed by a person are dropped first. */
export const PhoneSchema = z
  .string({ error: MESSAGES.phoneEmpty })
  .transform((value) => phoneDigits(value))
  .pipe(z.string().min(1, MESSAGES.phoneEmpty).max(20, MESSAGES.phoneDigits));

export const OptionalPhoneSchema = z
  .string()
  .optional()
  .default("")
  .transform((value) => phoneDigits(value))
  .pipe(z.string().max(20, MESSAGES.phoneDigits));

export const LoginRequestSchema = z.object({
  // No account has a longer email; the cap also keeps the failure log's index within its row size.
  email: z.string().trim().max(254, MESSAGES.loginWrong).optional().default(""),
  password: z.string().optional().default(""),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** seed 000 §5: login needs both fields; one message for either missing. */
export function isLoginComplete(body: { email?: string; password?: string }): boolean {
  return Boolean(body.email?.trim()) && Boolean(body.password);
}

/**
 * seed 000 §5: for the US a list of states is used; issue 11 §9: Canada's provinces likewise, and a US ZIP is
 * 5 digits or ZIP+4. An empty field already has its own message; one message per field.
 */
function checkAddress(
  address: { state: string; zip: string; country?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (address.state && isUnitedStates(address.country) && !normalizeUsState(address.state)) {
    ctx.addIssue({ code: "custom", path: ["state"], message: MESSAGES.registerState });
  }
  if (address.state && isCanada(address.country) && !normalizeCanadianProvince(address.state)) {
    ctx.addIssue({ code: "custom", path: ["state"], message: MESSAGES.registerProvince });
  }
  if (address.zip && isUnitedStates(address.country) && !isUsZip(address.zip)) {
    ctx.addIssue({ code: "custom", path: ["zip"], message: MESSAGES.zipInvalid });
  }
}

export const RegisterBusinessSchema = z
  .object({
    name: required(MESSAGES.businessNameEmpty).max(LOCATION_NAME_MAX, MESSAGES.businessNameTooLong),
    phone: PhoneSchema,
    address: required(MESSAGES.addressEmpty).max(200),
    city: required(MESSAGES.registerCity).max(100),
    state: required(MESSAGES.registerState).max(100),
    zip: required(MESSAGES.zipEmpty).max(20),
    country: z.string().trim().max(100).optional(),
  })
  .superRefine(checkAddress);
export type RegisterBusiness = z.input<typeof RegisterBusinessSchema>;

export const RegisterAccountSchema = z.object({ email: EmailSchema, password: PasswordSchema });

export const RegisterRequestSchema = RegisterAccountSchema.extend({ business: RegisterBusinessSchema });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const ResetRequestSchema = z.object({ email: z.string().trim().max(254) });
export const ResetCompleteSchema = z.object({
  memberId: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  password: PasswordSchema,
});

/** seed 000 §3 Location, with the messages of seed 000 §5. */
export const LocationSchema = z
  .object({
    name: required(MESSAGES.businessNameEmpty).max(LOCATION_NAME_MAX, MESSAGES.businessNameTooLong),
    address: required(MESSAGES.addressEmpty).max(200),
    address2: optionalText,
    city: required(MESSAGES.cityEmpty).max(100),
    state: required(MESSAGES.stateEmpty).max(100),
    zip: required(MESSAGES.zipEmpty).max(20),
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
  .superRefine(checkAddress);
export type LocationInput = z.input<typeof LocationSchema>;
export type Location = z.output<typeof LocationSchema>;

/** seed 000 §5: custom URL rules, in the seed's order. Empty is allowed. */
export const CustomUrlSchema = z
  .string()
  .trim()
  .max(CUSTOM_URL_MAX, MESSAGES.customUrlTooLong)
  .regex(/^[A-Za-z0-9._-]*$/, MESSAGES.customUrlInvalid);
