import { and, count, eq, gt } from "drizzle-orm";
import { FAILED_LOGINS_PER_MINUTE } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

const ONE_MINUTE_MS = 60_000;

async function countRecent(db: Db, email: string, ip: string) {
  const since = new Date(Date.now() - ONE_MINUTE_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return Math.max(byEmail?.n ?? 0, byIp?.n ?? 0);
}

/**
 * Checks a password only while the email and the address have fewer than 10 failures in the last minute, else
 * 429 (issue 2). The attempt is written down BEFORE the check (issue 11 item 15): each guess first commits its
 * row, then counts, so among simultaneous guesses the n-th to commit sees at least n rows, and however many
 * arrive at once (on any number of app instances) at most 10 reach the check. The row stays as the failure;
 * a refused or successful attempt takes it back, and a success forgives the email's failures.
 * The login page and the account pages that ask for the current password share this count.
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
  const [attempt] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  if (!attempt) throw new Error("the attempt was not recorded");
  const takeBack = () => db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  if ((await countRecent(db, email, ip)) > FAILED_LOGINS_PER_MINUTE) {
    await takeBack();
    throw new HttpError(429, "RATE_LIMITED", MESSAGES.tooManyAttempts);
  }
  let isRight: boolean;
  try {
    isRight = await check();
  } catch (error) {
    await takeBack();
    throw error;
  }
  // The owner got in: old failures of this email are forgiven, this attempt's row with them.
  if (isRight) await db.delete(loginFailures).where(eq(loginFailures.email, email));
  return isRight;
}
