import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { EmailSchema, PasswordSchema } from "../common/schemas.ts";

// The member's own account: the routes under /v1/members/me and the notification email, for the server and the
// Account settings' forms alike, so both check with the same rules and messages.

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

export const AccountSchema = MemberSchema.extend({
  subscriptionStatus: z.number(),
  /** The member proved, through a mailed link, that they read the mail of `email`. */
  emailVerified: z.boolean(),
  locations: z.number(),
  extraLocations: z.number(),
  monthlyUsd: z.number(),
}).meta({ id: "Account" });
export type Account = z.infer<typeof AccountSchema>;

export const MemberSessionSchema = z
  .object({
    id: z.string(),
    userAgent: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "Session" });
export type MemberSession = z.infer<typeof MemberSessionSchema>;
export const SessionParamsSchema = z.object({ sessionId: IdSchema });

export const NAME_MAX = 80;
export const RenameRequestSchema = z.object({
  name: z.string().trim().max(NAME_MAX, `Names can have at most ${NAME_MAX} characters.`),
});
export type RenameRequest = z.input<typeof RenameRequestSchema>;

/** The email signs the owner in, so changing it asks for the password again. */
export const ChangeEmailRequestSchema = z.object({ email: EmailSchema, password: z.string().max(200) });
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().max(200),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** The notification email is per member; set from a business's settings. */
export const NotificationEmailRequestSchema = z.object({ notificationEmail: EmailSchema });
export type NotificationEmailRequest = z.input<typeof NotificationEmailRequestSchema>;

export const EMAIL_VERIFY_MESSAGES = {
  linkInvalid:
    "This verification link is invalid, already used or expired. Ask for a new one from the admin area.",
  tooMany: "Too many verification mails were asked for. Try again in an hour.",
  signInFirst:
    "Sign in to the account that asked for this link, then open the link again. Nothing was confirmed.",
  otherAccount:
    "This link was asked for by another account. Sign out, sign in to that account, and open the link again. Nothing was confirmed.",
} as const;

/** The link mailed to prove the address: its token, and what it proved. */
export const EmailVerifyRequestSchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFY_MESSAGES.linkInvalid })
    .min(1, EMAIL_VERIFY_MESSAGES.linkInvalid)
    .max(128),
});
export const EmailVerifiedSchema = z
  .object({ email: z.string(), verified: z.literal(true) })
  .meta({ id: "EmailVerified" });
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;
