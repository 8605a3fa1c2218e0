import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { GuestAccessLog } from "../http/access-log.ts";
import type { FrontAnswer } from "../http/front-server.ts";
import type { OwnerFirst } from "../http/owner-first.ts";
import { SAME_ORIGIN_FRAMES } from "../lib/frame-policy.ts";
import type { PublicationEvents } from "../lib/publication-events.ts";
import { entryAsset, readViteManifest } from "../lib/vite-manifest.ts";
import { registerBookingPages } from "./booking-page.routes.ts";
import { createGuestFastPath } from "./fast-path.ts";
import { registerGiftCardPage } from "./gift-card-page.routes.ts";
import { registerGiftCardShop } from "./gift-card-shop.routes.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  sendMovedOr404,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { registerMenuPages } from "./menu-page.routes.ts";
import { registerOrderPages } from "./order-page.routes.ts";
import { makeCachedPage } from "./page-cache.ts";
import { registerMenuPdf } from "./print/menu-pdf.routes.ts";
import { PdfCache } from "./print/pdf-cache.ts";
import { PublishedPages } from "./published-pages.ts";
import { registerRatingForms } from "./rating-form.routes.ts";
import { renderLinkPage } from "./render.ts";
import { registerRewardsPage } from "./rewards-page.routes.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The stylesheet inlined in every page, with the formatting whitespace taken out. */
const GUEST_CSS = readFileSync(path.join(here, "guest.css"), "utf8")
  .replace(/\s+/g, " ")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .replace(/:\s+/g, ":")
  .trim();

/** Guest pages are meant to be found; the API, the dashboard and gift cards' pages (secret codes) are not. */
const ROBOTS_TXT =
  "User-agent: *\nAllow: /m/\nAllow: /o/\nDisallow: /v1/\nDisallow: /g/\nDisallow: /app/\nDisallow: /settings/\n";

/** The hashed files of the guest script, the cart and the order tracker, read once from their builds. */
function findGuestScripts(webDir: string | undefined): GuestPageContext["scripts"] {
  const orderManifest = readViteManifest(webDir, "guestOrder");
  return {
    page: entryAsset(readViteManifest(webDir, "guest")),
    cart: entryAsset(orderManifest, "/cart-app.ts"),
    track: entryAsset(orderManifest, "/track.ts"),
    book: entryAsset(orderManifest, "/book.ts"),
    bookCard: entryAsset(orderManifest, "/book-card.ts"),
  };
}

/**
 * The guest's pages: the menu, website pages, the link page, the order confirmation, the rating form and the
 * printable menu, server-rendered from the published snapshot, cached per snapshot and state, served with a
 * strong ETag and pre-compressed bodies. Registered outside the API's plugin context so none of the API's hooks
 * (helmet, compress, swagger) sit on this hot path. The caches follow `publicationEvents`; the answer lets the
 * public API read the same live pages.
 */
export async function registerGuestPage(
  app: FastifyInstance,
  options: {
    /** The guest access log's sampling: a sampled read takes the Fastify way so it is logged. */
    accessLog: GuestAccessLog;
    /** The HTTP server's front check, which the fast path answers before Fastify routes anything. */
    front?: { answer?: FrontAnswer | undefined };
    /** Owners' requests first: guests answered from memory wait while one is in flight. */
    ownerFirst: OwnerFirst;
    /** Changes that make what the caches remember stale. */
    publicationEvents: PublicationEvents;
    /** The printable menus made; a new one by default (a test passes its own to see what is made). */
    menuPdfCache?: PdfCache | undefined;
  },
): Promise<{ published: PublishedPages }> {
  const published = new PublishedPages(app.db);
  const stopFollowing = published.follow(options.publicationEvents);
  app.addHook("onClose", async () => stopFollowing());
  const context: GuestPageContext = {
    app,
    published,
    css: GUEST_CSS,
    scripts: findGuestScripts(app.config.webDir),
  };

  const fastPath = createGuestFastPath(published.answering, options.accessLog, options.ownerFirst, () =>
    app.clock().getTime(),
  );
  if (options.front) options.front.answer = fastPath.answer;
  app.addHook("preClose", async () => fastPath.close());

  registerMenuPages(context);
  registerLinkPage(context);
  registerOrderPages(context);
  await registerRatingForms(context);
  await registerBookingPages(context);
  registerGiftCardPage(context);
  await registerGiftCardShop(context);
  await registerRewardsPage(context);
  // The printable menu, answered from the same heads and snapshots as the page.
  registerMenuPdf(app, {
    findHead: (address) => published.heads.find(address),
    loadSnapshot: (businessId, version) => published.loadSnapshot(businessId, version),
    sendNotFound,
    sendUnavailable,
    sendMovedOr404: (request, reply, url) => sendMovedOr404(context, request, reply, "m", url, "/menu.pdf"),
    cache: options.menuPdfCache ?? new PdfCache(),
  });
  app.get("/robots.txt", GUEST_ROUTE_OPTIONS, (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(ROBOTS_TXT),
  );
  // Any other path under a guest prefix is the guest's "Can't find that page.", never the dashboard's HTML with
  // 200 (a soft 404 for search engines, a blank app for guests). The routes above are more specific, so they win.
  for (const prefix of ["/m", "/o", "/l"]) {
    for (const pattern of [prefix, `${prefix}/*`]) {
      app.get(pattern, GUEST_ROUTE_OPTIONS, (request, reply) => sendNotFound(request, reply));
    }
  }
  return { published };
}

/** The link page at /l/{url} (the business's links in one page), cached like the menu by publication version. */
function registerLinkPage(context: GuestPageContext) {
  const { app, published } = context;
  app.get<{ Params: { url: string } }>("/l/:url", GUEST_ROUTE_OPTIONS, async (request, reply) => {
    const { url } = request.params;
    if (url.length > MAX_ADDRESS_LENGTH) return sendNotFound(request, reply);
    const publication = await published.heads.find(url);
    if (!publication) return sendMovedOr404(context, request, reply, "l", url);
    if (!publication.isLive) return sendUnavailable(request, reply);
    const snapshot = await published.loadSnapshot(publication.businessId, publication.version);
    if (!snapshot) return sendUnavailable(request, reply);
    const frames = publication.frames ?? SAME_ORIGIN_FRAMES;
    const key = [
      "l",
      publication.businessId,
      publication.version,
      url.toLowerCase(),
      frames.directive,
      publication.isBooking === true,
      publication.isSellingGiftCards === true,
      publication.isRewarding === true,
    ].join(":");
    let page = published.pages.get(key);
    if (!page) {
      const rendered = renderLinkPage({
        snapshot,
        address: url,
        baseUrl: `${app.config.publicBaseUrl}${app.config.contextPath}`,
        isBooking: publication.isBooking === true,
        isSellingGiftCards: publication.isSellingGiftCards === true,
        isRewarding: publication.isRewarding === true,
      });
      page = makeCachedPage(rendered.html, rendered.styles, false, frames, app.config.contextPath);
      published.pages.set(key, page);
    }
    return sendPage(request, reply, page);
  });
}
