import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAnnouncementVisible, readAnnouncement } from "../../shared/announcement.ts";
import { filterQuery, readGuestFilter } from "../../shared/diet-filter.ts";
import { statusNow } from "../../shared/guest-view.ts";
import { describeStatus } from "../../shared/hours.ts";
import { languagesOf, pickLanguage } from "../../shared/languages.ts";
import { isServedAt, menuServedNow } from "../../shared/menu-schedule.ts";
import { MESSAGES } from "../../shared/messages.ts";
import { isOpenForOrders } from "../../shared/orders.ts";
import { type PublishedSnapshot, withOpening } from "../../shared/public-page.ts";
import { RATING_MESSAGES, RatingRequestSchema } from "../../shared/ratings.ts";
import { findGuestOrder, toGuestOrder } from "../features/ordering/orders.service.ts";
import {
  findMovedAddress,
  findPublicationHead,
  findSnapshot,
} from "../features/publishing/publishing.service.ts";
import { findGuestPageRatings, submitRating } from "../features/ratings/ratings.service.ts";
import { RatingsCache } from "../features/ratings/ratings-cache.ts";
import type { GuestAccessLog } from "../http/access-log.ts";
import { HttpError } from "../http/errors.ts";
import type { FrontAnswer } from "../http/front-server.ts";
import type { OwnerFirst } from "../http/owner-first.ts";
import { issuesToFieldErrors } from "../http/validation-answer.ts";
import { createGuestFastPath, pageAnswers, pickEncoding, SECURITY_HEADERS } from "./fast-path.ts";
import { NO_FRAMES, SAME_ORIGIN_FRAMES } from "./frame-policy.ts";
import { Lru } from "./lru.ts";
import { AnsweringPages, type CachedPage, HeadCache, makeCachedPage, PageCache } from "./page-cache.ts";
import { registerMenuPdf } from "./print/menu-pdf.routes.ts";
import { MESSAGE_CSS, renderGuestPage, renderLinkPage, renderMessagePage } from "./render.ts";
import { renderOrderPage } from "./render-order.ts";
import { findSnapshotPage, renderWebsitePage } from "./website-page.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The stylesheet inlined in every page, with the formatting whitespace taken out. */
const GUEST_CSS = readFileSync(path.join(here, "guest.css"), "utf8")
  .replace(/\s+/g, " ")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .replace(/:\s+/g, ":")
  .trim();

/** The hashed file name of the guest script from Vite's manifest; pages work without it. */
function findGuestScript(webDir: string | undefined): string | null {
  if (!webDir) return null;
  const manifest = path.join(webDir, "assets", "guest-manifest.json");
  if (!existsSync(manifest)) return null;
  const entries = JSON.parse(readFileSync(manifest, "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(entries).find((value) => value.isEntry);
  return entry ? `/assets/${path.basename(entry.file)}` : null;
}

/** The cart's and the order tracker's files (vite.guest-order.config.ts), by their source's name. */
function findOrderScripts(webDir: string | undefined): { cart: string | null; track: string | null } {
  const none = { cart: null, track: null };
  if (!webDir) return none;
  const manifest = path.join(webDir, "assets", "guest-order-manifest.json");
  if (!existsSync(manifest)) return none;
  const entries = JSON.parse(readFileSync(manifest, "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const find = (name: string) => {
    const entry = Object.entries(entries).find(([source, value]) => value.isEntry && source.endsWith(name));
    return entry ? `/assets/${path.basename(entry[1].file)}` : null;
  };
  return { cart: find("/cart-app.ts"), track: find("/track.ts") };
}

const SNAPSHOTS_KEPT = 200;

/** The query of a raw request URL. */
const queryOf = (rawUrl: string) => {
  const at = rawUrl.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : rawUrl.slice(at + 1));
};

/**
 * The guest's menu page (issue 4): server-rendered from the published snapshot, cached per snapshot and
 * state, served with a strong ETag and pre-compressed bodies. Registered outside the API's plugin context
 * so none of the API's hooks (helmet, compress, swagger) sit on this hot path.
 */
export async function registerGuestPage(
  app: FastifyInstance,
  options: {
    /** Guest page reads the access log samples (issue 15 §1). */
    accessLog: GuestAccessLog;
    /** The HTTP server's front check, which the fast path answers (issue 15 §1). */
    front?: { answer?: FrontAnswer | undefined };
    /** Owners' requests first: guests answered from memory wait while one is in flight (issue 15 §2). */
    ownerFirst: OwnerFirst;
  },
) {
  const cache = new PageCache();
  const scriptSrc = findGuestScript(app.config.webDir);
  const orderScripts = findOrderScripts(app.config.webDir);
  app.decorate("guestPageCache", cache);

  /** `isPrivate`: a page made for one guest (an order's confirmation), never stored by a cache. */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    status = 200,
    isPrivate = false,
  ) {
    if (status === 200 && !isPrivate) {
      // The same headers the fast path sends (fast-path.ts).
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

  const heads = new HeadCache((address) => findPublicationHead(app.db, address));
  const answering = new AnsweringPages();
  const fastPath = createGuestFastPath(answering, options.accessLog, options.ownerFirst, () =>
    app.clock().getTime(),
  );
  if (options.front) options.front.answer = fastPath.answer;
  app.addHook("preClose", async () => fastPath.close());
  app.decorate("forgetPublication", (businessId: string) => {
    heads.forgetBusiness(businessId);
    answering.clear();
  });

  /** Snapshots by business and version: a publish makes a new version, so entries never go stale. */
  const snapshots = new Lru<PublishedSnapshot>(SNAPSHOTS_KEPT);
  async function loadSnapshot(businessId: string, version: number) {
    const key = `${businessId}:${version}`;
    const cached = snapshots.get(key);
    if (cached) return cached;
    const found = await findSnapshot(app.db, businessId);
    if (!found) return null;
    snapshots.set(`${businessId}:${found.version}`, found.snapshot);
    return found.snapshot;
  }

  app.decorate("findLivePage", async (address: string) => {
    const head = await heads.find(address);
    if (!head) return null;
    if (!head.isLive) return { businessId: head.businessId, snapshot: null };
    return { businessId: head.businessId, snapshot: await loadSnapshot(head.businessId, head.version) };
  });

  // issue 6 §2: ratings are live, not from the snapshot; remembered briefly so the hot path stays query-free.
  const ratingsCache = new RatingsCache((businessId) => findGuestPageRatings(app.db, businessId));
  app.decorate("forgetRatings", (businessId: string) => {
    ratingsCache.forget(businessId);
    answering.clear();
  });

  // issue 11 §7: an old custom URL (printed on QR codes) answers 301 to the business's current address.
  // Remembered for a moment like the heads, so a table full of scans costs one query.
  const moved = new Lru<{ target: string | null; until: number }>(10_000);
  async function movedTarget(address: string): Promise<string | null> {
    const key = address.toLowerCase();
    const now = Date.now();
    const entry = moved.get(key);
    if (entry && entry.until > now) return entry.target;
    const target = await findMovedAddress(app.db, address);
    moved.set(key, { target, until: now + 2_000 });
    return target;
  }
  app.decorate("forgetAddresses", () => {
    moved.clear();
    heads.forgetUnanswered();
    answering.clear();
  });

  /** 301 to the same page at the business's current address, or the guest's 404 when none moved from here. */
  async function sendMovedOr404(
    request: FastifyRequest,
    reply: FastifyReply,
    view: string,
    url: string,
    rest = "",
  ) {
    const target = await movedTarget(url);
    if (!target) return sendPage(request, reply, messagePages[404], 404);
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    reply.headers(SECURITY_HEADERS).header("cache-control", "public, max-age=300");
    return reply.redirect(`/${view}/${encodeURIComponent(target)}${rest}${query}`, 301);
  }

  const messagePages = {
    404: makeCachedPage(renderMessagePage(MESSAGES.notFoundPage), [MESSAGE_CSS]),
    402: makeCachedPage(renderMessagePage(MESSAGES.linkUnavailable), [MESSAGE_CSS]),
  };

  async function handle(
    request: FastifyRequest<{ Params: { url: string; menuId?: string; slug?: string } }>,
    reply: FastifyReply,
    view: "m" | "o",
  ) {
    const { url, menuId, slug } = request.params;
    if (url.length > 200 || (menuId && menuId.length > 64) || (slug && slug.length > 64))
      return sendPage(request, reply, messagePages[404], 404);
    // The raw URL: the fast path looks it up before any routing (fast-path.ts).
    const answeringKey = request.raw.url ?? request.url;
    const acceptLanguage = request.headers["accept-language"];
    const known = answering.find(answeringKey, app.clock().getTime(), acceptLanguage);
    if (known) return sendPage(request, reply, known);
    const generation = answering.generation;
    const publication = await heads.find(url);
    if (!publication) {
      const rest = menuId
        ? `/menus/${encodeURIComponent(menuId)}`
        : slug
          ? `/p/${encodeURIComponent(slug)}`
          : "";
      return sendMovedOr404(request, reply, view, url, rest);
    }
    if (!publication.isLive) return sendPage(request, reply, messagePages[402], 402);
    const published = await loadSnapshot(publication.businessId, publication.version);
    if (!published) return sendPage(request, reply, messagePages[402], 402);
    const snapshot = withOpening(published, publication.opening);
    if (menuId && !snapshot.menus.some((menu) => menu.id === menuId)) {
      return sendPage(request, reply, messagePages[404], 404);
    }
    // Issue 16: a website page, from the published snapshot only (a draft page is not there).
    const websitePage = slug ? findSnapshotPage(snapshot, slug) : undefined;
    if (slug && !websitePage) return sendPage(request, reply, messagePages[404], 404);
    const frames = publication.frames ?? SAME_ORIGIN_FRAMES;
    const now = app.clock();
    const zone = {
      timeZone: snapshot.business.config.timeZone ?? null,
      offsetMinutes: snapshot.business.config.timeZoneOffset ?? 0,
    };
    const status = statusNow(snapshot.business.config, now);
    // The Add buttons follow the rule the order call applies (shared/orders.ts), not only the status line.
    const isOpenNow = isOpenForOrders(snapshot.business.config, now, { isNow: true });
    const isBannerOn = isAnnouncementVisible(
      readAnnouncement(snapshot.business.config.announcementBanner),
      now,
    );
    const ratings = await ratingsCache.find(publication.businessId);
    const query = queryOf(answeringKey);
    const filter = readGuestFilter(query);
    // issue 17 item 3: ?lang=, else the browser's Accept-Language, else the first language (website pages are
    // in the owner's language).
    const languages = websitePage ? [] : languagesOf(snapshot.business.config);
    const picked = pickLanguage(languages, query.get("lang"), acceptLanguage);
    // The page shows the status line and the banner, which change with time, and the live ratings: all are
    // part of the key.
    const key = [
      publication.businessId,
      publication.version,
      view,
      url.toLowerCase(),
      // issue 17 item 2: the address without a menu opens on the one served now, and a menu not served now
      // says so: which menus are served is part of the key.
      menuId ?? menuServedNow(snapshot.menus, now, zone)?.id ?? "",
      snapshot.menus.map((menu) => (isServedAt(menu.schedule, now, zone) ? 1 : 0)).join(""),
      websitePage ? `p:${websitePage.slug}` : "",
      describeStatus(status, true),
      isOpenNow,
      publication.openingKey ?? "",
      isBannerOn,
      ratings.stamp,
      filterQuery(filter),
      publication.isOrdering === true,
      picked.lang ?? "",
      frames.directive,
    ].join(":");
    const isByLanguage = languages.length > 1;
    let page = cache.get(key);
    if (!page && websitePage) {
      const rendered = renderWebsitePage({
        snapshot,
        page: websitePage,
        address: url,
        now,
        baseUrl: app.config.publicBaseUrl,
        css: GUEST_CSS,
      });
      page = makeCachedPage(rendered.html, rendered.styles, false, frames);
      cache.set(key, page);
    }
    if (!page) {
      const rendered = renderGuestPage({
        snapshot,
        address: url,
        view,
        menuId,
        status,
        now,
        baseUrl: app.config.publicBaseUrl,
        scriptSrc,
        css: GUEST_CSS,
        businessId: publication.businessId,
        ratings,
        isOrdering: publication.isOrdering === true,
        isOpenNow,
        cartSrc: orderScripts.cart,
        filter,
        lang: picked.lang,
      });
      page = makeCachedPage(rendered.html, rendered.styles, isByLanguage, frames);
      cache.set(key, page);
    }
    answering.remember(
      answeringKey,
      page,
      now.getTime(),
      Math.min(heads.expiresAt(url), ratingsCache.expiresAt(publication.businessId)),
      generation,
      picked.isFromHeader ? (acceptLanguage ?? null) : undefined,
    );
    return sendPage(request, reply, page);
  }

  // issue 17 item 4: the printable menu, answered from the same heads and snapshots as the page.
  registerMenuPdf(app, {
    findHead: (address) => heads.find(address),
    loadSnapshot,
    sendNotFound: (request, reply) => sendPage(request, reply, messagePages[404], 404),
    sendUnavailable: (request, reply) => sendPage(request, reply, messagePages[402], 402),
    sendMovedOr404: (request, reply, url) => sendMovedOr404(request, reply, "m", url, "/menu.pdf"),
  });

  const routeOptions = { config: { auth: "public" as const }, schema: { hide: true } };
  // Guest pages are meant to be found; the API and the dashboard are not.
  const robots =
    "User-agent: *\nAllow: /m/\nAllow: /o/\nDisallow: /v1/\nDisallow: /app/\nDisallow: /settings/\n";
  app.get("/robots.txt", routeOptions, (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(robots),
  );
  app.get<{ Params: { url: string } }>("/m/:url", routeOptions, (request, reply) =>
    handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string; menuId: string } }>(
    "/m/:url/menus/:menuId",
    routeOptions,
    (request, reply) => handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string; slug: string } }>("/m/:url/p/:slug", routeOptions, (request, reply) =>
    handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string } }>("/o/:url", routeOptions, (request, reply) =>
    handle(request, reply, "o"),
  );

  // issue 12 item 1: the guest's confirmation page, at the menu's address; the tracking key is the secret that
  // opens it. Made for each request (its status changes) and never stored by a cache or sent as a referrer.
  async function orderPage(
    request: FastifyRequest<{
      Params: { url: string; orderId: string };
      Querystring: { key?: string; lang?: string };
    }>,
    reply: FastifyReply,
    view: "m" | "o",
  ) {
    const { url, orderId } = request.params;
    const key = typeof request.query.key === "string" ? request.query.key : "";
    if (url.length > 200 || orderId.length > 64 || !key || key.length > 200)
      return sendPage(request, reply, messagePages[404], 404);
    const publication = await heads.find(url);
    if (!publication) return sendPage(request, reply, messagePages[404], 404);
    if (!publication.isLive) return sendPage(request, reply, messagePages[402], 402);
    const snapshot = await loadSnapshot(publication.businessId, publication.version);
    if (!snapshot) return sendPage(request, reply, messagePages[402], 402);
    let row: Awaited<ReturnType<typeof findGuestOrder>>;
    try {
      row = await findGuestOrder({ db: app.db, orderId, key });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        return sendPage(request, reply, messagePages[404], 404);
      throw error;
    }
    if (row.businessId !== publication.businessId) return sendPage(request, reply, messagePages[404], 404);
    // issue 17 item 3: the checkout sends the guest here with the language the order was placed in (?lang=).
    const picked = pickLanguage(
      languagesOf(snapshot.business.config),
      request.query.lang,
      request.headers["accept-language"],
    );
    const rendered = renderOrderPage({
      snapshot,
      order: toGuestOrder(row),
      base: `/${view}/${encodeURIComponent(url)}`,
      trackingKey: key,
      scriptSrc: orderScripts.track,
      css: GUEST_CSS,
      now: app.clock(),
      lang: picked.lang,
    });
    // The guest's order and its tracking key are never shown inside another site's frame.
    const page = makeCachedPage(rendered.html, rendered.styles, false, NO_FRAMES);
    return sendPage(request, reply, page, 200, true);
  }
  for (const view of ["m", "o"] as const) {
    app.get<{ Params: { url: string; orderId: string }; Querystring: { key?: string; lang?: string } }>(
      `/${view}/:url/orders/:orderId`,
      routeOptions,
      (request, reply) => orderPage(request, reply, view),
    );
  }

  // Issue 11 item 21 (seed 001 §2 "Unknown routes show 'Can't find that page.'"): any other path under a
  // guest prefix is the guest's 404 page, never the dashboard's HTML with 200 (a soft 404 for search engines,
  // a blank app for guests). The routes above are more specific, so they still win.
  for (const prefix of ["/m", "/o", "/l"]) {
    for (const pattern of [prefix, `${prefix}/*`]) {
      app.get(pattern, routeOptions, (request, reply) => sendPage(request, reply, messagePages[404], 404));
    }
  }

  // issue 6 §4: the link page, cached like the guest page by publication version.
  app.get<{ Params: { url: string } }>("/l/:url", routeOptions, async (request, reply) => {
    const { url } = request.params;
    if (url.length > 200) return sendPage(request, reply, messagePages[404], 404);
    const publication = await heads.find(url);
    if (!publication) return sendMovedOr404(request, reply, "l", url);
    if (!publication.isLive) return sendPage(request, reply, messagePages[402], 402);
    const snapshot = await loadSnapshot(publication.businessId, publication.version);
    if (!snapshot) return sendPage(request, reply, messagePages[402], 402);
    const frames = publication.frames ?? SAME_ORIGIN_FRAMES;
    const key = ["l", publication.businessId, publication.version, url.toLowerCase(), frames.directive].join(
      ":",
    );
    let page = cache.get(key);
    if (!page) {
      const rendered = renderLinkPage({ snapshot, address: url, baseUrl: app.config.publicBaseUrl });
      page = makeCachedPage(rendered.html, rendered.styles, false, frames);
      cache.set(key, page);
    }
    return sendPage(request, reply, page);
  });

  // issue 6 §2: the guest page's rating form posts here without script; a 303 brings the guest back.
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const messagePage = (message: string, back: string) =>
      makeCachedPage(renderMessagePage(message, { href: back, label: "Back to the menu" }), [MESSAGE_CSS]);

    async function rate(
      request: FastifyRequest<{ Params: { url: string } }>,
      reply: FastifyReply,
      view: "m" | "o",
    ) {
      const { url } = request.params;
      const back = `/${view}/${encodeURIComponent(url)}`;
      if (url.length > 200) return sendPage(request, reply, messagePages[404], 404);
      const publication = await heads.find(url);
      if (!publication) return sendPage(request, reply, messagePages[404], 404);
      if (!publication.isLive) return sendPage(request, reply, messagePages[402], 402);
      const parsed = RatingRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const message =
          issuesToFieldErrors(parsed.error.issues, { input: request.body ?? {} })[0]?.message ||
          MESSAGES.invalidRequest;
        return sendPage(request, reply, messagePage(message, `${back}#ratings`), 400);
      }
      try {
        await submitRating({
          db: app.db,
          mailer: app.mailer,
          businessId: publication.businessId,
          input: parsed.data,
          clientAddress: request.ip,
          dashboardUrl: `${app.config.publicBaseUrl}${app.config.contextPath}/app/customers?tab=reviews`,
          log: (error) => request.log.error({ err: error }, "rating mail failed"),
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.status === 402) return sendPage(request, reply, messagePages[402], 402);
        const message = error.status === 429 ? RATING_MESSAGES.tooMany : error.message;
        return sendPage(request, reply, messagePage(message, back), error.status);
      }
      reply.headers(SECURITY_HEADERS).header("cache-control", "no-store");
      return reply.redirect(`${back}#rating-thanks`, 303);
    }

    forms.post<{ Params: { url: string } }>("/m/:url/ratings", routeOptions, (request, reply) =>
      rate(request, reply, "m"),
    );
    forms.post<{ Params: { url: string } }>("/o/:url/ratings", routeOptions, (request, reply) =>
      rate(request, reply, "o"),
    );
  });
}

declare module "fastify" {
  interface FastifyInstance {
    guestPageCache: PageCache;
    /** Makes this instance read a business's ratings again at once (after an owner accepts or removes one). */
    forgetRatings(businessId: string): void;
    /** Makes this instance look up unknown and moved addresses again at once (after a custom URL changes). */
    forgetAddresses(): void;
    /** Makes this instance look up a business's publication again at once (after publish, unpublish, URL). */
    forgetPublication(businessId: string): void;
    /** The snapshot guests see at an address: null when nobody answers there, `snapshot: null` when offline. */
    findLivePage(address: string): Promise<{ businessId: string; snapshot: PublishedSnapshot | null } | null>;
  }
}
