import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hashSecret } from "../db/ids.ts";
import { members, sessions } from "../db/schema.ts";
import { HttpError, notFound, unauthorized } from "./errors.ts";
import { hasCsrfHeader, isOwnOrigin, readCookie, SESSION_COOKIE } from "./session-cookie.ts";

/**
 * Who may call a route. `member` needs a bearer token (or `?token=` where the route allows it: links
 * opened outside the dashboard carry it; or the dashboard's session cookie, session-cookie.ts); `public` needs nothing; `optional` reads a token when one is given;
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
    /** A helping operator's read-only session may still call this (logging out ends it). */
    isReadOnlyAllowed?: boolean;
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
  /** Signed in by the dashboard's session cookie rather than a token the caller sent. */
  isByCookie: boolean;
}

/** A helping operator's session answers this to anything but reading. */
export const READ_ONLY_MESSAGE = "You're signed in to help: this session can look but not change anything.";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A change through the session cookie without the dashboard's header, or from another site, answers this. */
export const CSRF_MESSAGE =
  "This change was refused because it did not come from the dashboard itself. Reload the page and try again.";

/** Public by default: anything outside /v1, and /v1/public/… ; every other /v1 call needs a member. */
export function routeAuth(url: string, config: { auth?: RouteAuth } | undefined): RouteAuth {
  if (config?.auth) return config.auth;
  if (!url.startsWith("/v1/")) return "public";
  return url.startsWith("/v1/public/") ? "public" : "member";
}

function readToken(request: FastifyRequest): { token: string; isByCookie: boolean } | null {
  // RFC 9110 §11.1: the scheme name is case-insensitive ("bearer" works as well as "Bearer").
  const bearer = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
  if (bearer?.[1]) return { token: bearer[1], isByCookie: false };
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === "string" && token) return { token, isByCookie: false };
  }
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie ? { token: cookie, isByCookie: true } : null;
}

/**
 * A browser sends the cookie by itself, whoever made the call: it counts only from this app's own pages (Origin)
 * and, for a change, with the dashboard's header, which another site's form or link cannot add (SameSite=Strict
 * already keeps the cookie off other sites' calls in browsers that honour it).
 */
function isCookieCallAllowed(request: FastifyRequest, publicBaseUrl: string) {
  if (!isOwnOrigin(request, publicBaseUrl)) return false;
  return READS.has(request.method) || hasCsrfHeader(request);
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
    const given = readToken(request);
    if (!given) {
      if (auth !== "optional") throw unauthorized();
      return;
    }
    const { token, isByCookie } = given;
    if (isByCookie && !isCookieCallAllowed(request, app.config.publicBaseUrl)) {
      // Where signing in is optional, the call goes on as a guest's: the cookie speaks for no one here.
      if (auth === "optional") return;
      throw new HttpError(403, "CSRF", CSRF_MESSAGE);
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
      isByCookie,
    };
    if (auth === "operator" && !request.member.isOperator) throw notFound();
    const isReadOnlyAllowed = request.routeOptions.config.isReadOnlyAllowed === true;
    if (row.readOnly && auth !== "optional" && !READS.has(request.method) && !isReadOnlyAllowed)
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
