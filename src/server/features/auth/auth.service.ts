import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { RegisterRequestSchema } from "../../../shared/auth/auth.ts";
import {
  RESET_MAILS_PER_ADDRESS_PER_HOUR,
  RESET_MAILS_PER_EMAIL_PER_HOUR,
  RESET_TOKEN_TTL_MINUTES,
} from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret, newId, newSecret } from "../../db/ids.ts";
import { members, passwordResets } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../http/errors.ts";
import { defineJob } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { OWNER_LANGUAGE, passwordResetMail } from "../../mail/templates/index.ts";
import { createBusiness } from "../businesses/businesses.service.ts";
import { checkPasswordLimited } from "./password-attempts.ts";
import { burnVerifyTime, hashPassword, verifyPassword } from "./passwords.ts";
import { isWithinLimits } from "./request-limits.ts";
import { createSession, revokeMemberSessions } from "./sessions.service.ts";

type MemberRow = typeof members.$inferSelect;

export function toMember(row: MemberRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    notificationEmail: row.notificationEmail,
    owner: row.owner,
  };
}

export async function registerMember({
  db,
  body,
  userAgent,
}: {
  db: Db;
  body: z.output<typeof RegisterRequestSchema>;
  userAgent?: string;
}) {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, body.email))
    .limit(1);
  if (existing) throw new HttpError(409, "EMAIL_TAKEN", MESSAGES.emailTaken);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ id: newId(), email: body.email, passwordHash, notificationEmail: body.email })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups racing for one email: the unique index lets one through.
    if (!member) throw new HttpError(409, "EMAIL_TAKEN", MESSAGES.emailTaken);
    const business = await createBusiness({ db: tx, memberId: member.id, location: body.business });
    const token = await createSession({ db: tx, memberId: member.id, userAgent });
    return { token, member, business };
  });
}

const ONE_MINUTE_MS = 60_000;

/** At most 10 failed logins a minute per email and per address, then 429 (counted before the check). */
export async function loginMember({
  db,
  email,
  password,
  ip,
  userAgent,
}: {
  db: Db;
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
}) {
  if (!email || !password) throw badRequest("VALIDATION", MESSAGES.loginRequired);
  const normalizedEmail = email.trim().toLowerCase();
  let member: MemberRow | undefined;
  const isValid = await checkPasswordLimited({
    db,
    email: normalizedEmail,
    ip,
    check: async () => {
      [member] = await db.select().from(members).where(eq(members.email, normalizedEmail)).limit(1);
      if (member) return verifyPassword(member.passwordHash, password);
      await burnVerifyTime(password);
      return false;
    },
  });
  if (!member || !isValid) throw new HttpError(401, "WRONG_CREDENTIALS", MESSAGES.loginWrong);
  const token = await createSession({ db, memberId: member.id, userAgent });
  return { token, member: toMember(member) };
}

/** The job that mails a reset link (docs/decisions/006). */
export const PASSWORD_RESET_JOB = defineJob("password-reset-mail", z.object({ email: z.string() }));
const ONE_HOUR_MS = 60 * ONE_MINUTE_MS;

/**
 * Asks for a reset link: the same work and the same answer for every email, known or not.
 * Whether the email has an account is looked at only by the background job that mails the link, so neither
 * the answer, nor its timing, nor a mail server that is down tells anything. Limited per email and per address.
 */
export async function requestPasswordReset({
  db,
  jobs,
  email,
  ip,
}: {
  db: Db;
  jobs: JobQueue;
  email: string;
  ip: string;
}) {
  const normalizedEmail = email.trim().toLowerCase();
  const isAllowed = await isWithinLimits({
    db,
    windowMs: ONE_HOUR_MS,
    limits: [
      { key: `reset-email:${normalizedEmail}`, max: RESET_MAILS_PER_EMAIL_PER_HOUR },
      { key: `reset-address:${ip}`, max: RESET_MAILS_PER_ADDRESS_PER_HOUR },
    ],
  });
  if (!isAllowed) throw new HttpError(429, "RATE_LIMITED", MESSAGES.tooManyResetRequests);
  await jobs.enqueue(PASSWORD_RESET_JOB, { email: normalizedEmail });
}

/**
 * A one-time link to the "choose a password" page for a member: its secret is stored only as a hash, and the
 * link works until `lifetimeMs` has passed or a password is set with it. Both the reset mail and an operator's
 * welcome mail send one.
 */
export async function issuePasswordLink({
  db,
  memberId,
  lifetimeMs,
  linkBase,
}: {
  db: Db;
  memberId: string;
  lifetimeMs: number;
  linkBase: string;
}) {
  const token = newSecret();
  await db.insert(passwordResets).values({
    id: newId(),
    memberId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return `${linkBase}/pass-forgot?token=${encodeURIComponent(token)}&memberId=${encodeURIComponent(memberId)}`;
}

/**
 * The job: mails a fresh link if the email has an account. Each try makes its own token, so a link is only
 * ever stored as its hash; a token whose mail never left is useless, as nobody knows it.
 */
export async function mailPasswordReset({
  db,
  mailer,
  email,
  linkBase,
}: {
  db: Db;
  mailer: Mailer;
  email: string;
  linkBase: string;
}) {
  const [member] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  if (!member) return;
  const link = await issuePasswordLink({
    db,
    memberId: member.id,
    lifetimeMs: RESET_TOKEN_TTL_MINUTES * ONE_MINUTE_MS,
    linkBase,
  });
  await mailer.send({
    to: member.email,
    ...passwordResetMail({ minutes: RESET_TOKEN_TTL_MINUTES, link, lang: OWNER_LANGUAGE }),
  });
}

async function findValidReset(db: Db, memberId: string, token: string) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, memberId),
        eq(passwordResets.tokenHash, hashSecret(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return reset ?? null;
}

export async function isResetValid({ db, memberId, token }: { db: Db; memberId: string; token: string }) {
  return (await findValidReset(db, memberId, token)) !== null;
}

/** Sets the new password; the old one and every old session stop working, so a thief's session ends too. */
export async function completePasswordReset({
  db,
  memberId,
  token,
  password,
}: {
  db: Db;
  memberId: string;
  token: string;
  password: string;
}) {
  const reset = await findValidReset(db, memberId, token);
  if (!reset) throw badRequest("RESET_INVALID", MESSAGES.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The link is taken atomically, so of simultaneous uses exactly one sets a password.
    const [taken] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!taken) throw badRequest("RESET_INVALID", MESSAGES.resetLinkInvalid);
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    // Every other link of the member stops working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
    await revokeMemberSessions({ db: tx, memberId });
  });
}
