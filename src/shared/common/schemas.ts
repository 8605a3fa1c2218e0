import { z } from "zod";
import { PASSWORD_MIN } from "./constants.ts";
import { isCanada, isUnitedStates, isUsZip, normalizeCanadianProvince, normalizeUsState } from "./geo.ts";
import { MESSAGES } from "./messages.ts";
import { phoneDigits } from "./phone.ts";

// The fields several features check the same way (one schema for the form and the request, so the dashboard and
// the server never disagree). Each
// feature's own requests and answers are in src/shared/<feature>.ts.

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
export const optionalText = z.string().trim().max(200).optional().default("");

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

/** Digits only; formatting characters typed by a person are dropped first. */
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

/**
 * For the US a list of states is used; Canada's provinces likewise, and a US ZIP is
 * 5 digits or ZIP+4. An empty field already has its own message; one message per field.
 */
export function checkAddress(
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
