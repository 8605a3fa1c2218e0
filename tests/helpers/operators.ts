import { expect } from "vitest";
import type { Api } from "./api-client.ts";
import type { TestMember } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

export const VERIFY_SUBJECT = "Confirm your email address";

/** The token of the newest verification link mailed to `email` so far (the app's jobs run first). */
export async function newestVerificationToken(t: TestApp, email: string): Promise<string | null> {
  await t.app.jobs.drain();
  const mail = t
    .outbox()
    .filter((m) => m.to === email && m.subject === VERIFY_SUBJECT)
    .at(-1);
  return mail?.link ? new URL(mail.link).searchParams.get("token") : null;
}

/**
 * Makes a member named by ADMIN_EMAILS an operator the way a person does: asks for the link from the account,
 * reads it from the mail, and opens it.
 */
export async function verifyOperator(api: Api, t: TestApp, member: Pick<TestMember, "token" | "email">) {
  expect((await api.post("/v1/members/me/email/verification", undefined, member.token)).status).toBe(202);
  const token = await newestVerificationToken(t, member.email);
  expect(token).toBeTruthy();
  const verified = await api.post("/v1/public/members/email/verify", { token }, member.token);
  expect(verified.status).toBe(200);
}
