import { and, eq, isNull, ne } from "drizzle-orm";
import { SESSION_TTL_DAYS } from "../../../shared/common/constants.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret, newId, newSecret } from "../../db/ids.ts";
import { sessions } from "../../db/schema.ts";

/** How long a session lasts, which is also its cookie's lifetime. */
export const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function createSession({
  db,
  memberId,
  userAgent = "",
}: {
  db: Db;
  memberId: string;
  userAgent?: string;
}) {
  const token = newSecret();
  await db.insert(sessions).values({
    id: newId(),
    memberId,
    tokenHash: hashSecret(token),
    userAgent: userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

export async function revokeSession({ db, sessionId }: { db: Db; sessionId: string }) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member, or every one but the caller's own. */
export async function revokeMemberSessions({
  db,
  memberId,
  exceptSessionId,
}: {
  db: Db;
  memberId: string;
  exceptSessionId?: string;
}) {
  const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
