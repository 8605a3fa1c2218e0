import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/common/messages.ts";
import { SECURITY_HEADERS } from "../lib/security-headers.ts";
import { pageAnswers, pickEncoding } from "./fast-path.ts";
import { type CachedPage, makeCachedPage } from "./page-cache.ts";
import type { PublishedPages } from "./published-pages.ts";
import { MESSAGE_CSS, renderMessagePage } from "./render.ts";

/** What every guest route shares: the app, the caches, the page's CSS and scripts, and how to answer. */
export interface GuestPageContext {
  app: FastifyInstance;
  published: PublishedPages;
  /** The stylesheet inlined in every page. */
  css: string;
  /** Hashed files under /assets/ from the builds' manifests; null in API-only runs (pages work without them). */
  scripts: {
    page: string | null;
    cart: string | null;
    track: string | null;
    book: string | null;
    /** The booking page's card form (a guarantee). */
    bookCard: string | null;
  };
}

/** Routes under /m, /o, /l and /g: public, and kept out of the API's OpenAPI document. */
export const GUEST_ROUTE_OPTIONS = { config: { auth: "public" as const }, schema: { hide: true } };

/** The longest address, menu id or page slug looked up; anything longer is nobody's page. */
export const MAX_ADDRESS_LENGTH = 200;
export const MAX_ID_LENGTH = 64;

const messagePages = {
  404: makeCachedPage(renderMessagePage(MESSAGES.notFoundPage), [MESSAGE_CSS]),
  402: makeCachedPage(renderMessagePage(MESSAGES.linkUnavailable), [MESSAGE_CSS]),
};

/**
 * Sends a page. A shared 200 goes with the same prepared headers as the fast path (fast-path.ts), so both answer
 * alike; anything else is never stored. `isPrivate`: a page made for one guest (an order's confirmation), whose
 * address carries a secret.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  status = 200,
  isPrivate = false,
) {
  if (status === 200 && !isPrivate) {
    const answers = pageAnswers(page);
    if (request.headers["if-none-match"] === page.etag)
      return reply.headers(answers.notModified).status(304).send();
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    return reply
      .headers(answers[encoding])
      .status(200)
      .send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
  }
  reply.headers(SECURITY_HEADERS);
  // The page's address carries the order's tracking key: it never leaves in a Referer.
  if (isPrivate) reply.header("referrer-policy", "no-referrer");
  reply.header("content-security-policy", page.csp);
  if (page.xFrameOptions) reply.header("x-frame-options", page.xFrameOptions);
  reply.header("vary", page.vary);
  reply.header("cache-control", "no-store");
  reply.status(status).type("text/html; charset=utf-8");
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding === "br") return reply.header("content-encoding", "br").send(page.br);
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.identity);
}

/** The guest's "Can't find that page." */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendPage(request, reply, messagePages[404], 404);

/** The page exists but is not served to guests now (unpublished, disabled, past the plan). */
export const sendUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
  sendPage(request, reply, messagePages[402], 402);

/**
 * 301 to the same page at the business's current address, or the guest's 404 when none moved from here: an old
 * custom address printed on QR codes keeps working.
 */
export async function sendMovedOr404(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  view: string,
  url: string,
  rest = "",
) {
  const target = await context.published.movedTarget(url);
  if (!target) return sendNotFound(request, reply);
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  reply.headers(SECURITY_HEADERS).header("cache-control", "public, max-age=300");
  return reply.redirect(`/${view}/${encodeURIComponent(target)}${rest}${query}`, 301);
}
