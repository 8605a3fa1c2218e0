import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { GuestAccessLog } from "../http/access-log.ts";
import type { OwnerFirst } from "../http/owner-first.ts";
import { SECURITY_HEADERS } from "../lib/security-headers.ts";
import type { AnsweringPages, CachedPage } from "./page-cache.ts";

/** A CDN may keep the page for a minute; browsers always revalidate (the ETag makes that cheap). */
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

/** The headers of a page's 200 answers in each encoding, and of its 304. */
export interface PageAnswers {
  notModified: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders;
  identity: OutgoingHttpHeaders;
}

const answersOf = new WeakMap<CachedPage, PageAnswers>();

/** Made once per page and shared by Fastify's route and the fast path, so both send the same headers. */
export function pageAnswers(page: CachedPage): PageAnswers {
  let answers = answersOf.get(page);
  if (!answers) {
    const common = {
      ...SECURITY_HEADERS,
      "content-security-policy": page.csp,
      ...(page.xFrameOptions ? { "x-frame-options": page.xFrameOptions } : {}),
      vary: page.vary,
      etag: page.etag,
      "cache-control": PAGE_CACHE_CONTROL,
    };
    const html = { ...common, "content-type": "text/html; charset=utf-8" };
    answers = {
      notModified: common,
      br: { ...html, "content-encoding": "br", "content-length": String(page.br.length) },
      gzip: { ...html, "content-encoding": "gzip", "content-length": String(page.gzip.length) },
      identity: { ...html, "content-length": String(page.identity.length) },
    };
    answersOf.set(page, answers);
  }
  return answers;
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** The encoding a page is sent in: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | "identity" {
  const accepted = String(acceptEncoding ?? "");
  return BR.test(accepted) ? "br" : GZIP.test(accepted) ? "gzip" : "identity";
}

/**
 * A guest page whose answer is known (`AnsweringPages`, keyed by the request's raw URL, filled
 * only by the guest page route) is written straight to the socket: one map lookup, prepared headers, a
 * prepared body. A request the access log samples goes the long way through Fastify, so it is logged; so does
 * every request once the app is closing, so Fastify can say "Connection: close".
 */
export function createGuestFastPath(
  answering: AnsweringPages,
  accessLog: GuestAccessLog,
  ownerFirst: OwnerFirst,
  /** The app's clock (app.clock): the answers were remembered by its time. */
  now: () => number = Date.now,
) {
  let open = true;
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (!open || (method !== "GET" && method !== "HEAD") || request.url === undefined) return false;
    const page = answering.find(request.url, now(), request.headers["accept-language"]);
    if (!page) return false;
    if (accessLog.sample()) {
      accessLog.handOver(request);
      return false;
    }
    // While an owner's request is in flight, guests wait their turn (owner-first.ts).
    if (ownerFirst.mustGuestWait) ownerFirst.deferGuest(() => send(request, response, page));
    else send(request, response, page);
    return true;
  }

  function send(request: IncomingMessage, response: ServerResponse, page: CachedPage) {
    if (request.socket.destroyed) return; // the guest left while waiting
    const answers = pageAnswers(page);
    if (request.headers["if-none-match"] === page.etag) {
      response.writeHead(304, answers.notModified);
      response.end();
      return;
    }
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    response.writeHead(200, answers[encoding]);
    // Node sends no body to a HEAD request, and keeps the content-length it was given.
    response.end(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
  }
  return {
    answer,
    close() {
      open = false;
    },
  };
}
