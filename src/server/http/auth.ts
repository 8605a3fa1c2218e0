import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hashSecret } from "../db/ids.ts";
import { members, sessions } from "../db/schema.ts";
import { HttpError, notFound, unauthorized } from "./errors.ts";

/**
 * Who may call a route. `member` needs a bearer token (or `?token=` where the route allows it: links
 * opened outside the dashboard carry it); `public` needs nothing; `optional` reads a token when one is given;
 * `operator` needs the token of a member named by ADMIN_EMAILS whose address is verified, and answers anyone else's 404, as if the route
 * did not exist.
 */
/** Addresses compare without case, as mail servers treat them (members' are stored in lower case anyway). */
export const sameEmail = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.toLowerCase() === b.toLowerCase();

/** Whether ADMIN_EMAILS names `email`, whatever the case on either side. */
export const isAdminEmail = (adminEmails: readonly string[] | undefined, email: string) =>
  (adminEmails ?? []).some((named) => sameEmail(named, email));

export type RouteAuth = "member" | "public" | "optional" | "operator";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Some calls take the token as the query parameter `token`: a download link cannot send a header. */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

export interface AuthenticatedMember {
  id: string;
  email: string;
  sessionId: string;
  /** An operator (ADMIN_EMAILS, address verified) on their own session: may use the operator calls. */
  isOperator: boolean;
  /** An operator signed in as this member to help: the session reads, never changes. */
  isReadOnly: boolean;
}

/** A helping operator's session answers this to anything but reading. */
export const READ_ONLY_MESSAGE = "You're signed in to help: this session can look but not change anything.";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Public by default: anything outside /v1, and /v1/public/… ; every other /v1 call needs a member. */
export function routeAuth(url: string, config: { auth?: RouteAuth } | undefined): RouteAuth {
  if (config?.auth) return config.auth;
  if (!url.startsWith("/v1/")) return "public";
  return url.startsWith("/v1/public/") ? "public" : "member";
}

function readToken(request: FastifyRequest): string | null {
  // RFC 9110 §11.1: the scheme name is case-insensitive ("bearer" works as well as "Bearer").
  const bearer = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
  if (bearer?.[1]) return bearer[1];
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === "string" && token) return token;
  }
  return null;
}

const LAST_SEEN_GRANULARITY_MS = 5 * 60_000;

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("member", null);

  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path ?? "";
    route.config = { ...(route.config ?? {}), auth: routeAuth(url, route.config as { auth?: RouteAuth }) };
  });

  // preParsing, not onRequest: the onRequest hooks (the security headers, security-headers.ts) run first, so
  // a 401 carries them too; and the body of a caller who is refused is never read.
  app.addHook("preParsing", async (request, _reply, payload) => {
    await authenticate(request);
    return payload;
  });

  async function authenticate(request: FastifyRequest) {
    const auth = request.routeOptions.config.auth ?? "public";
    if (auth === "public") return;
    const token = readToken(request);
    if (!token) {
      if (auth !== "optional") throw unauthorized();
      return;
    }
    const now = new Date();
    const [row] = await app.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        id: members.id,
        email: members.email,
        verifiedEmail: members.verifiedEmail,
        readOnly: sessions.readOnly,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, hashSecret(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (!row) {
      if (auth !== "optional") throw unauthorized();
      return;
    }
    const adminEmails = app.config.adminEmails ?? [];
    request.member = {
      id: row.id,
      email: row.email,
      sessionId: row.sessionId,
      // Being named is not enough: anyone can sign up with an operator's address, or change to it. Only a
      // member who opened a link mailed to it (and has not changed address since) reads that mailbox.
      isOperator:
        !row.readOnly && sameEmail(row.verifiedEmail, row.email) && isAdminEmail(adminEmails, row.email),
      isReadOnly: row.readOnly,
    };
    if (auth === "operator" && !request.member.isOperator) throw notFound();
    if (row.readOnly && auth !== "optional" && !READS.has(request.method))
      throw new HttpError(403, "READ_ONLY", READ_ONLY_MESSAGE);
    if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
  }
}

/** The caller of a `member` route; the auth hook has already refused anyone else. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw unauthorized();
  return request.member;
}
