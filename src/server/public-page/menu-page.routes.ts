import type { FastifyReply, FastifyRequest } from "fastify";
import { isAnnouncementVisible, readAnnouncement } from "../../shared/businesses/announcement.ts";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { filterQuery, readGuestFilter } from "../../shared/guest-page/diet-filter.ts";
import { statusNow } from "../../shared/guest-page/guest-view.ts";
import { describeStatus } from "../../shared/hours/hours.ts";
import { isServedAt, menuServedNow } from "../../shared/menus/menu-schedule.ts";
import { isOpenForOrders } from "../../shared/ordering/orders.ts";
import { withOpening } from "../../shared/publishing/public-page.ts";
import { isPausedAt, pausedText } from "../../shared/service/service-words.ts";
import { SAME_ORIGIN_FRAMES } from "../lib/frame-policy.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  MAX_ID_LENGTH,
  sendMovedOr404,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { renderGuestPage } from "./render.ts";
import { guestServiceOf } from "./render-service.ts";
import { findSnapshotPage, renderWebsitePage } from "./website-page.ts";

type MenuPageRequest = FastifyRequest<{ Params: { url: string; menuId?: string; slug?: string } }>;

/** The query of a raw request URL. */
const queryOf = (rawUrl: string) => {
  const at = rawUrl.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : rawUrl.slice(at + 1));
};

/**
 * The guest's menu page at /m/{url} (one menu at /m/{url}/menus/{id}), the same for a table's QR code at /o/{url},
 * and the owner's website pages at /m/{url}/p/{slug}: rendered from the published snapshot once per state and
 * remembered, then answered from memory (ARCHITECTURE.md "The guest page's hot path").
 */
export function registerMenuPages(context: GuestPageContext) {
  const { app } = context;
  const handle = (request: MenuPageRequest, reply: FastifyReply, view: "m" | "o") =>
    answerMenuPage(context, request, reply, view);
  app.get<{ Params: { url: string } }>("/m/:url", GUEST_ROUTE_OPTIONS, (request, reply) =>
    handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string; menuId: string } }>(
    "/m/:url/menus/:menuId",
    GUEST_ROUTE_OPTIONS,
    (request, reply) => handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string; slug: string } }>(
    "/m/:url/p/:slug",
    GUEST_ROUTE_OPTIONS,
    (request, reply) => handle(request, reply, "m"),
  );
  app.get<{ Params: { url: string } }>("/o/:url", GUEST_ROUTE_OPTIONS, (request, reply) =>
    handle(request, reply, "o"),
  );
}

/** The owner's live switches the page shows (ordering, bookings, gift cards, rewards), as one part of its key. */
const switchesKey = (head: {
  isOrdering?: boolean;
  isBooking?: boolean;
  isSellingGiftCards?: boolean;
  isRewarding?: boolean;
}) =>
  [head.isOrdering, head.isBooking, head.isSellingGiftCards, head.isRewarding]
    .map((isOn) => (isOn === true ? "1" : "0"))
    .join("");

async function answerMenuPage(
  context: GuestPageContext,
  request: MenuPageRequest,
  reply: FastifyReply,
  view: "m" | "o",
) {
  const { app, published } = context;
  const { url, menuId, slug } = request.params;
  if (
    url.length > MAX_ADDRESS_LENGTH ||
    (menuId && menuId.length > MAX_ID_LENGTH) ||
    (slug && slug.length > MAX_ID_LENGTH)
  )
    return sendNotFound(request, reply);
  // The raw URL: the fast path looks it up before any routing (fast-path.ts).
  const answeringKey = request.raw.url ?? request.url;
  const acceptLanguage = request.headers["accept-language"];
  const known = published.answering.find(answeringKey, app.clock().getTime(), acceptLanguage);
  if (known) return sendPage(request, reply, known);
  const generation = published.answering.generation;
  const publication = await published.heads.find(url);
  if (!publication) {
    const rest = menuId
      ? `/menus/${encodeURIComponent(menuId)}`
      : slug
        ? `/p/${encodeURIComponent(slug)}`
        : "";
    return sendMovedOr404(context, request, reply, view, url, rest);
  }
  if (!publication.isLive) return sendUnavailable(request, reply);
  const snapshotPublished = await published.loadSnapshot(publication.businessId, publication.version);
  if (!snapshotPublished) return sendUnavailable(request, reply);
  const snapshot = withOpening(snapshotPublished, publication.opening);
  if (menuId && !snapshot.menus.some((menu) => menu.id === menuId)) return sendNotFound(request, reply);
  // A website page comes from the published snapshot only: a draft page is not there.
  const websitePage = slug ? findSnapshotPage(snapshot, slug) : undefined;
  if (slug && !websitePage) return sendNotFound(request, reply);
  const frames = publication.frames ?? SAME_ORIGIN_FRAMES;
  const now = app.clock();
  const zone = {
    timeZone: snapshot.business.config.timeZone ?? null,
    offsetMinutes: snapshot.business.config.timeZoneOffset ?? 0,
  };
  const status = statusNow(snapshot.business.config, now);
  // The Add buttons follow the rule the order call applies (shared/ordering/orders.ts), not only the status line.
  const isOpenNow = isOpenForOrders(snapshot.business.config, now, { isNow: true });
  const isBannerOn = isAnnouncementVisible(
    readAnnouncement(snapshot.business.config.announcementBanner),
    now,
  );
  const ratings = await published.ratings.find(publication.businessId);
  const service = publication.service;
  const pausedUntil =
    service?.pausedUntil && isPausedAt(service.pausedUntil, now) ? service.pausedUntil : null;
  const query = queryOf(answeringKey);
  const filter = readGuestFilter(query);
  // ?lang=, else the browser's Accept-Language, else the first language (website pages are in the owner's).
  const languages = websitePage ? [] : languagesOf(snapshot.business.config);
  const picked = pickLanguage(languages, query.get("lang"), acceptLanguage);
  // The page shows the status line and the banner, which change with time, and the live ratings: all are
  // part of the key.
  const key = [
    publication.businessId,
    publication.version,
    view,
    url.toLowerCase(),
    // The address without a menu opens on the one served now, and a menu not served now says so: which menus
    // are served is part of the key.
    menuId ?? menuServedNow(snapshot.menus, now, zone)?.id ?? "",
    snapshot.menus.map((menu) => (isServedAt(menu.schedule, now, zone) ? 1 : 0)).join(""),
    websitePage ? `p:${websitePage.slug}` : "",
    describeStatus(status, true),
    isOpenNow,
    publication.openingKey ?? "",
    // Paused (until when) and what is sold out: a past pause makes a new key, so the page flips back by itself.
    pausedUntil?.getTime() ?? "",
    service?.soldOutKey ?? "",
    isBannerOn,
    ratings.stamp,
    filterQuery(filter),
    switchesKey(publication),
    picked.lang ?? "",
    frames.directive,
  ].join(":");
  let page = published.pages.get(key);
  if (!page && websitePage) {
    const rendered = renderWebsitePage({
      snapshot,
      page: websitePage,
      address: url,
      now,
      baseUrl: `${app.config.publicBaseUrl}${app.config.contextPath}`,
      css: context.css,
    });
    page = makeCachedPage(rendered.html, rendered.styles, false, frames, app.config.contextPath);
    published.pages.set(key, page);
  }
  if (!page) {
    const rendered = renderGuestPage({
      snapshot,
      address: url,
      view,
      menuId,
      status,
      now,
      baseUrl: `${app.config.publicBaseUrl}${app.config.contextPath}`,
      scriptSrc: context.scripts.page,
      css: context.css,
      businessId: publication.businessId,
      ratings,
      isOrdering: publication.isOrdering === true,
      isBooking: publication.isBooking === true,
      isSellingGiftCards: publication.isSellingGiftCards === true,
      isRewarding: publication.isRewarding === true,
      isOpenNow,
      cartSrc: context.scripts.cart,
      filter,
      lang: picked.lang,
      service: guestServiceOf(
        service?.soldOut ?? [],
        pausedUntil
          ? { until: pausedUntil, text: pausedText(pausedUntil, snapshot.business.config, picked.lang) }
          : null,
        picked.lang,
      ),
    });
    page = makeCachedPage(
      rendered.html,
      rendered.styles,
      languages.length > 1,
      frames,
      app.config.contextPath,
    );
    published.pages.set(key, page);
  }
  published.answering.remember(
    answeringKey,
    page,
    now.getTime(),
    Math.min(
      published.heads.expiresAt(url),
      published.ratings.expiresAt(publication.businessId),
      pausedUntil?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
    generation,
    picked.isFromHeader ? (acceptLanguage ?? null) : undefined,
  );
  return sendPage(request, reply, page);
}
