import { z } from "zod";
import { MemberSchema } from "../account/account.ts";
import { BusinessSchema } from "../businesses/businesses.ts";
import { LOCATION_NAME_MAX } from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";
import { MESSAGES } from "../common/messages.ts";
import { checkAddress, EmailSchema, PasswordSchema, PhoneSchema, requiredText } from "../common/schemas.ts";

// Sign-up, login, logout and password reset: the routes' requests and answers, and the forms that check them
// before sending, so a form shows the same message the server would answer.

export const LoginRequestSchema = z.object({
  // No account has a longer email; the cap also keeps the failure log's index within its row size.
  email: z.string().trim().max(254, MESSAGES.loginWrong).optional().default(""),
  password: z.string().optional().default(""),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export { isLoginComplete } from "./login.ts";

export const RegisterBusinessSchema = z
  .object({
    name: requiredText(MESSAGES.businessNameEmpty).max(LOCATION_NAME_MAX, MESSAGES.businessNameTooLong),
    phone: PhoneSchema,
    address: requiredText(MESSAGES.addressEmpty).max(200),
    city: requiredText(MESSAGES.registerCity).max(100),
    state: requiredText(MESSAGES.registerState).max(100),
    zip: requiredText(MESSAGES.zipEmpty).max(20),
    country: z.string().trim().max(100).optional(),
  })
  .superRefine(checkAddress);
export type RegisterBusiness = z.input<typeof RegisterBusinessSchema>;

export const RegisterAccountSchema = z.object({ email: EmailSchema, password: PasswordSchema });

export const RegisterRequestSchema = RegisterAccountSchema.extend({ business: RegisterBusinessSchema });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const ResetRequestSchema = z.object({ email: z.string().trim().max(254) });
export const ResetCompleteSchema = z.object({
  memberId: IdSchema,
  token: z.string().min(1).max(128),
  password: PasswordSchema,
});

/** One path takes two bodies: `{email}` asks for a link, `{memberId, token, password}` uses it. */
export const ResetBodySchema = z.object({
  email: z.string().max(254).optional(),
  memberId: z.string().max(64).optional(),
  token: z.string().max(128).optional(),
  password: z.string().max(200).optional(),
});
export type ResetBody = z.input<typeof ResetBodySchema>;

/** GET /v1/public/members/reset: is a reset link still good? */
export const ResetCheckQuerySchema = z.object({
  token: z.string().max(128).default(""),
  memberId: z.string().max(64).default(""),
});
export const ResetCheckResponseSchema = z.object({ valid: z.literal(true) });

export const AuthResponseSchema = z.object({ token: z.string(), member: MemberSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
export const RegisterResponseSchema = AuthResponseSchema.extend({ business: BusinessSchema });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
