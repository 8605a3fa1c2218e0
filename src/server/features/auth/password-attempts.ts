import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { FAILED_LOGINS_PER_MINUTE } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

const ONE_MINUTE_MS = 60_000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function countRecent(tx: Tx, email: string, ip: string) {
  const since = new Date(Date.now() - ONE_MINUTE_MS);
  const [byEmail] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  const [byIp] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return Math.max(byEmail?.n ?? 0, byIp?.n ?? 0);
}

/** A 64-bit advisory lock key for one counted thing (an email or an address). */
function lockKey(kind: string, value: string): bigint {
  return createHash("sha256").update(`password-attempts:${kind}:${value}`).digest().readBigInt64BE(0);
}

/**
 * Checks a password only while the email and the address have fewer than 10 failures in the last minute, else
 * 429. Counting and writing the attempt down happen under transaction-scoped advisory locks on the email and on
 * the address, so simultaneous guesses (on any number of app instances) take their turn: exactly as many as the
 * limit allows reach the check, never more and never none. (Writing first and counting after also bounded them,
 * but a burst whose rows all committed before any count refused every one of them.) The locks are taken in one
 * order, so two attempts never wait on each other. The row stays as the failure; a success forgives the email's
 * failures. The login page and the account pages that ask for the current password share this count.
 */
export async function checkPasswordLimited({
  db,
  email,
  ip,
  check,
}: {
  db: Db;
  /** The normalized email the password belongs to. */
  email: string;
  ip: string;
  check: () => Promise<boolean>;
}): Promise<boolean> {
  const keys = [lockKey("email", email), lockKey("ip", ip)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const attemptId = await db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
    if ((await countRecent(tx, email, ip)) >= FAILED_LOGINS_PER_MINUTE) return null;
    const [attempt] = await tx
      .insert(loginFailures)
      .values({ email, ip })
      .returning({ id: loginFailures.id });
    if (!attempt) throw new Error("the attempt was not recorded");
    return attempt.id;
  });
  if (attemptId === null) throw new HttpError(429, "RATE_LIMITED", MESSAGES.tooManyAttempts);
  let isRight: boolean;
  try {
    isRight = await check();
  } catch (error) {
    await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    throw error;
  }
  // The owner got in: old failures of this email are forgiven, this attempt's row with them.
  if (isRight) await db.delete(loginFailures).where(eq(loginFailures.email, email));
  return isRight;
}
