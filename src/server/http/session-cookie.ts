import type { FastifyReply, FastifyRequest } from "fastify";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../shared/auth/session-cookie.ts";

// The dashboard's session as an HttpOnly cookie, out of reach of any script on this origin (the guest pages share
// it). Bearer tokens stay for API clients; the cookie is set only when the dashboard asks for it (its CSRF header on
// the sign-in call), so an API client's sign-in answers exactly as before.
//
// Written here rather than with @fastify/cookie: the only cookies this server reads or writes are these two, with
// fixed attributes and values from newSecret() (base64url, nothing to escape), and reading them only in the auth
// hook keeps the guest page's path free of a cookie parser on every request.

/** The session's token. */
export const SESSION_COOKIE = "menu_builder_session";
/** An operator's own token, kept aside while they help a member under a read-only session. */
export const OPERATOR_COOKIE = "menu_builder_operator";
// Only the API reads them: /v1 and below, under the context path (CONTEXT_PATH) when there is one.
const cookiePath = (reply: FastifyReply) => `${reply.server.config.contextPath}/v1`;
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** A cookie's value from the request's Cookie header, when it has the shape of a token. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}

function isHttps(request: FastifyRequest, publicBaseUrl: string) {
  return request.protocol === "https" || publicBaseUrl.startsWith("https:");
}

function cookieLine(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  isSecure: boolean,
) {
  return [
    `${name}=${value}`,
    `Path=${cookiePath(reply)}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isSecure ? ["Secure"] : []),
  ].join("; ");
}

function appendSetCookie(reply: FastifyReply, line: string) {
  const existing = reply.getHeader("set-cookie");
  const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header("set-cookie", [...lines, line]);
}

export function setSessionCookie(
  reply: FastifyReply,
  options: { name?: string; token: string; maxAgeSeconds: number; publicBaseUrl: string },
) {
  const { name = SESSION_COOKIE, token, maxAgeSeconds, publicBaseUrl } = options;
  appendSetCookie(
    reply,
    cookieLine(
      reply,
      name,
      token,
      Math.max(0, Math.floor(maxAgeSeconds)),
      isHttps(reply.request, publicBaseUrl),
    ),
  );
}

export function clearSessionCookie(reply: FastifyReply, name: string, publicBaseUrl: string) {
  appendSetCookie(reply, cookieLine(reply, name, "", 0, isHttps(reply.request, publicBaseUrl)));
}

/** The dashboard's calls say so by their header: only they get, and may change things through, the cookie. */
export function hasCsrfHeader(request: FastifyRequest) {
  return request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;
}

/**
 * A browser names the page that made a call in Origin (always on a WebSocket and on a change): a call through the
 * cookie must come from this app's own origin, the public address or the one it was reached at.
 */
export function isOwnOrigin(request: FastifyRequest, publicBaseUrl: string) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === `${request.protocol}://${request.host}`) return true;
  try {
    return origin === new URL(publicBaseUrl).origin;
  } catch {
    return false;
  }
}
