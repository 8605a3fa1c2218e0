import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_VERIFY_MESSAGES } from "../../../shared/account/account.ts";
import { EMAIL_VERIFY_MAILS_PER_HOUR, EMAIL_VERIFY_TTL_HOURS } from "../../../shared/common/constants.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret, newId, newSecret } from "../../db/ids.ts";
import { businesses, emailVerifications, members } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../http/errors.ts";
import { defineJob } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { emailVerificationMail, OWNER_LANGUAGE } from "../../mail/templates/index.ts";
import { isWithinLimits } from "../auth/request-limits.ts";

// Proof that a member reads the mail of their address: operator rights (ADMIN_EMAILS) need it, since anyone can
// type an operator's address at sign-up or in an email change. Like the reset link: a random token, stored only
// as its hash, single-use, expiring, mailed by a job.

/** The job that mails a verification link (docs/decisions/006). */
export const EMAIL_VERIFICATION_JOB = defineJob(
  "email-verification-mail",
  z.object({ memberId: z.string(), email: z.string() }),
);
const ONE_HOUR_MS = 3_600_000;

/** The member asks for the link to their current address; a few an hour, so nobody is flooded with mail. */
export async function requestEmailVerification({
  db,
  jobs,
  memberId,
  email,
}: {
  db: Db;
  jobs: JobQueue;
  memberId: string;
  email: string;
}) {
  const isAllowed = await isWithinLimits({
    db,
    windowMs: ONE_HOUR_MS,
    limits: [{ key: `verify-email:${memberId}`, max: EMAIL_VERIFY_MAILS_PER_HOUR }],
  });
  if (!isAllowed) throw new HttpError(429, "RATE_LIMITED", EMAIL_VERIFY_MESSAGES.tooMany);
  await jobs.enqueue(EMAIL_VERIFICATION_JOB, { memberId, email });
}

/** The job: a fresh link to `email`, unless the member has changed address since it was asked for. */
export async function mailEmailVerification({
  db,
  mailer,
  memberId,
  email,
  linkBase,
}: {
  db: Db;
  mailer: Mailer;
  memberId: string;
  email: string;
  linkBase: string;
}) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member || member.email !== email) return;
  const token = newSecret();
  await db.insert(emailVerifications).values({
    id: newId(),
    memberId,
    email,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFY_TTL_HOURS * ONE_HOUR_MS),
  });
  const link = `${linkBase}/verify-email?token=${encodeURIComponent(token)}`;
  // The mail names the asking account, so its reader can tell a stranger's request from their own.
  const asker = await accountLabel(db, member);
  await mailer.send({
    to: email,
    ...emailVerificationMail({ email, asker, hours: EMAIL_VERIFY_TTL_HOURS, link, lang: OWNER_LANGUAGE }),
  });
}

/** How the mail names the asking account: its own name, else its first business's, on one line; "" if none. */
async function accountLabel(db: Db, member: { id: string; name: string }) {
  let name = member.name;
  if (!name.trim()) {
    const [first] = await db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.memberId, member.id))
      .orderBy(asc(businesses.createdAt))
      .limit(1);
    name = first?.name ?? "";
  }
  return name.replace(/\s+/g, " ").trim();
}

/**
 * Uses a link: the address it was mailed to becomes the member's verified address, if it is still their
 * address and the person opening it is signed in as that member. Whoever else opens it (signed out, or as
 * another account) confirms nothing and leaves the link as it was. The link is taken atomically, so it works
 * once; the member's other open links go with it.
 */
export async function confirmEmailVerification({
  db,
  token,
  signedIn,
}: {
  db: Db;
  token: string;
  /** The session of the person who opened the link; a helping operator's read-only session is not theirs. */
  signedIn: { id: string; isReadOnly: boolean } | null;
}) {
  const invalid = () => badRequest("VERIFY_INVALID", EMAIL_VERIFY_MESSAGES.linkInvalid);
  if (!signedIn || signedIn.isReadOnly)
    throw new HttpError(401, "SIGN_IN_REQUIRED", EMAIL_VERIFY_MESSAGES.signInFirst);
  return db.transaction(async (tx) => {
    const now = new Date();
    const isOpen = and(
      eq(emailVerifications.tokenHash, hashSecret(token)),
      isNull(emailVerifications.usedAt),
      gt(emailVerifications.expiresAt, now),
    );
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(isOpen, eq(emailVerifications.memberId, signedIn.id)))
      .returning();
    if (!link) {
      const [elsewhere] = await tx
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(isOpen)
        .limit(1);
      // As for any other member's data: 404, though in words that tell the reader what to do.
      if (elsewhere) throw new HttpError(404, "OTHER_ACCOUNT", EMAIL_VERIFY_MESSAGES.otherAccount);
      throw invalid();
    }
    const [member] = await tx
      .update(members)
      .set({ verifiedEmail: link.email })
      .where(and(eq(members.id, link.memberId), eq(members.email, link.email)))
      .returning({ email: members.email });
    // The member changed address after the mail left: it proves nothing about the new one.
    if (!member) throw invalid();
    await closeOpenLinks(tx as unknown as Db, link.memberId);
    return { email: member.email, verified: true as const };
  });
}

/** Every link of the member not yet used stops working (after a use, or when the address changes). */
export async function closeOpenLinks(db: Db, memberId: string) {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.memberId, memberId), isNull(emailVerifications.usedAt)));
}
