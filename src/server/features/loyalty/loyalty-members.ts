import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { countryCodeOf, normalizePhone } from "../../../shared/common/phone-number.ts";
import { EmailSchema } from "../../../shared/common/schemas.ts";
import {
  CODE_MINUTES,
  CODE_TRIES,
  CODES_PER_HOUR,
  LOYALTY_MESSAGES,
  type LoyaltyMe,
  type LoyaltyProgram,
} from "../../../shared/loyalty/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId, newSecret } from "../../db/ids.ts";
import { loyaltyCodes, loyaltyMembers, loyaltySessions } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../http/errors.ts";
import { isWithinLimits } from "../auth/request-limits.ts";

// A guest joins a business's program with a phone or an email, proved by a six-digit code sent to it (valid
// CODE_MINUTES, CODE_TRIES tries; only its hash is kept). A right code makes them a member (once per phone or
// email) and opens a session for that business only: a token their browser keeps, of which only the hash is kept.

const SESSION_DAYS = 180;
const MINUTE = 60_000;

export type Identity = { kind: "phone"; value: string } | { kind: "email"; value: string };

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/** The stored form of a guest's session token (only its hash is kept). */
export const tokenHash = hash;

/** The token in `Authorization: Guest <token>`, or null. */
export const guestToken = (authorization: string | undefined) =>
  /^Guest\s+(\S+)$/i.exec(authorization ?? "")?.[1] ?? null;
const identityKey = (identity: Identity) => `${identity.kind}:${identity.value}`;

/** The phone in E.164, read in the business's country, or the email in lower case; 400 for a phone of no plan. */
export function identityOf(input: { phone?: string; email?: string }, country: string | null): Identity {
  if (input.email !== undefined) {
    const email = EmailSchema.safeParse(input.email);
    if (!email.success) throw badRequest("EMAIL_INVALID", LOYALTY_MESSAGES.phoneOrEmail);
    return { kind: "email", value: email.data.toLowerCase() };
  }
  const parsed = normalizePhone(input.phone ?? "", countryCodeOf(country));
  if (!parsed) throw badRequest("VALIDATION", LOYALTY_MESSAGES.phoneInvalid);
  return { kind: "phone", value: parsed.e164 };
}

/** Codes one address may ask for in an hour, whatever phones or emails: nobody texts a city from one place. */
const CODES_PER_ADDRESS = 10;

/** Counts one code asked from `address`; 429 past CODES_PER_ADDRESS in an hour. */
export async function countCodeRequest(db: Db, address: string) {
  const isWithin = await isWithinLimits({
    db,
    windowMs: 60 * MINUTE,
    limits: [{ key: `loyalty-code:${address}`, max: CODES_PER_ADDRESS }],
  });
  if (!isWithin) throw new HttpError(429, "TOO_MANY_REQUESTS", LOYALTY_MESSAGES.tooManyCodes);
}

/** A new code for the identity, stored as its hash; 429 past CODES_PER_HOUR in an hour. Answers it and its end. */
export async function newCode(
  db: Db,
  businessId: string,
  identity: Identity,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const key = identityKey(identity);
  const [sent] = await db
    .select({ count: count() })
    .from(loyaltyCodes)
    .where(
      and(
        eq(loyaltyCodes.businessId, businessId),
        eq(loyaltyCodes.identity, key),
        gt(loyaltyCodes.createdAt, new Date(now.getTime() - 60 * MINUTE)),
      ),
    );
  if ((sent?.count ?? 0) >= CODES_PER_HOUR)
    throw new HttpError(429, "TOO_MANY_REQUESTS", LOYALTY_MESSAGES.tooManyCodes);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * MINUTE);
  await db.insert(loyaltyCodes).values({
    id: newId(),
    businessId,
    identity: key,
    codeHash: hash(`${key}:${code}`),
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/**
 * Checks the code against the identity's newest one. A wrong code counts a try (a code tried CODE_TRIES times is
 * dead); a right one is used up, so it opens one session.
 */
export async function checkCode(db: Db, businessId: string, identity: Identity, code: string, now: Date) {
  const key = identityKey(identity);
  const [newest] = await db
    .select({ id: loyaltyCodes.id })
    .from(loyaltyCodes)
    .where(and(eq(loyaltyCodes.businessId, businessId), eq(loyaltyCodes.identity, key)))
    .orderBy(sql`${loyaltyCodes.createdAt} desc`)
    .limit(1);
  // Each try is taken in one conditional update before the code is compared: guesses sent at once cannot all
  // slip in under the limit.
  const [tried] = newest
    ? await db
        .update(loyaltyCodes)
        .set({ tries: sql`${loyaltyCodes.tries} + 1` })
        .where(
          and(
            eq(loyaltyCodes.id, newest.id),
            isNull(loyaltyCodes.usedAt),
            gt(loyaltyCodes.expiresAt, now),
            sql`${loyaltyCodes.tries} < ${CODE_TRIES}`,
          ),
        )
        .returning({ codeHash: loyaltyCodes.codeHash, tries: loyaltyCodes.tries })
    : [];
  if (!tried) throw badRequest("CODE_EXPIRED", LOYALTY_MESSAGES.codeExpired);
  const given = Buffer.from(hash(`${key}:${code}`));
  if (!timingSafeEqual(given, Buffer.from(tried.codeHash))) {
    const isDead = tried.tries >= CODE_TRIES;
    throw badRequest(
      isDead ? "CODE_EXPIRED" : "CODE_WRONG",
      isDead ? LOYALTY_MESSAGES.codeExpired : LOYALTY_MESSAGES.codeWrong,
    );
  }
  // Used once: two submits of the right code at once open one session.
  const [used] = await db
    .update(loyaltyCodes)
    .set({ usedAt: now })
    .where(and(eq(loyaltyCodes.id, newest?.id ?? ""), isNull(loyaltyCodes.usedAt)))
    .returning({ id: loyaltyCodes.id });
  if (!used) throw badRequest("CODE_EXPIRED", LOYALTY_MESSAGES.codeExpired);
}

/** Ends a session: its token opens nothing any more. */
export async function closeSession(db: Db, token: string) {
  await db.delete(loyaltySessions).where(eq(loyaltySessions.tokenHash, hash(token)));
}

/**
 * The member an order or a customer is, by its phone (E.164) or its email; none without either. A guest who
 * joined with both is found by the phone first: an order always carries its phone.
 */
export async function memberByContact(
  db: Db,
  businessId: string,
  contact: { phone?: string; email?: string },
) {
  const phone = contact.phone ?? "";
  const email = (contact.email ?? "").trim().toLowerCase();
  if (!phone && !email) return undefined;
  const [member] = await db
    .select()
    .from(loyaltyMembers)
    .where(
      and(
        eq(loyaltyMembers.businessId, businessId),
        or(
          phone ? eq(loyaltyMembers.phone, phone) : undefined,
          email ? eq(loyaltyMembers.email, email) : undefined,
        ),
      ),
    )
    .orderBy(loyaltyMembers.email)
    .limit(1);
  return member;
}

/**
 * The member with this phone or email, made the first time; `also` fills the other (a customer the owner gives
 * points has both, and joining later with either finds the same member).
 */
export async function memberOf(
  db: Db,
  businessId: string,
  identity: Identity,
  also: { phone?: string; email?: string } = {},
) {
  const column = identity.kind === "phone" ? loyaltyMembers.phone : loyaltyMembers.email;
  const find = async () =>
    (
      await db
        .select()
        .from(loyaltyMembers)
        .where(and(eq(loyaltyMembers.businessId, businessId), eq(column, identity.value)))
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  try {
    const [made] = await db
      .insert(loyaltyMembers)
      .values({ id: newId(), businessId, ...also, [identity.kind]: identity.value })
      .returning();
    if (made) return made;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const raced = await find();
  if (!raced) throw new Error("loyalty member not found after a unique violation");
  return raced;
}

export async function openSession(db: Db, member: { id: string; businessId: string }, now: Date) {
  const token = newSecret();
  await db.insert(loyaltySessions).values({
    tokenHash: hash(token),
    memberId: member.id,
    businessId: member.businessId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * MINUTE),
  });
  return token;
}

/** The member whose session `Authorization: Guest <token>` opens at this business; 401 otherwise. */
export async function sessionMember(
  db: Db,
  businessId: string,
  authorization: string | undefined,
  now: Date,
) {
  const token = guestToken(authorization);
  if (token) {
    const [row] = await db
      .select({ member: loyaltyMembers })
      .from(loyaltySessions)
      .innerJoin(loyaltyMembers, eq(loyaltyMembers.id, loyaltySessions.memberId))
      .where(
        and(
          eq(loyaltySessions.tokenHash, hash(token)),
          eq(loyaltySessions.businessId, businessId),
          gt(loyaltySessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (row) return row.member;
  }
  throw new HttpError(401, "UNAUTHORIZED", LOYALTY_MESSAGES.sessionNeeded);
}

/** What the guest sees: their points and each reward, with whether they can take it now. */
export function meOf(member: { points: number }, program: LoyaltyProgram): LoyaltyMe {
  return {
    points: member.points,
    rewards: program.rewards.map((reward) => ({ ...reward, isAffordable: member.points >= reward.points })),
  };
}
