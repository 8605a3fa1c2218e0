import type { FastifyReply, FastifyRequest } from "fastify";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { findGuestOrder } from "../features/ordering/placing/orders.service.ts";
import { toGuestOrder } from "../features/ordering/views/order-views.ts";
import { findTaxLabels } from "../features/taxes/tax-labels.ts";
import { HttpError } from "../http/errors.ts";
import { NO_FRAMES } from "../lib/frame-policy.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  MAX_ID_LENGTH,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { renderOrderPage } from "./render-order.ts";

type OrderPageRequest = FastifyRequest<{
  Params: { url: string; orderId: string };
  Querystring: { key?: string; lang?: string };
}>;

/**
 * The guest's confirmation page, at the menu's address; the tracking key is the secret that opens it. Made for
 * each request (its status changes) and never stored by a cache or sent as a referrer.
 */
export function registerOrderPages(context: GuestPageContext) {
  for (const view of ["m", "o"] as const) {
    context.app.get<{
      Params: { url: string; orderId: string };
      Querystring: { key?: string; lang?: string };
    }>(`/${view}/:url/orders/:orderId`, GUEST_ROUTE_OPTIONS, (request, reply) =>
      answerOrderPage(context, request, reply, view),
    );
  }
}

async function answerOrderPage(
  context: GuestPageContext,
  request: OrderPageRequest,
  reply: FastifyReply,
  view: "m" | "o",
) {
  const { app, published } = context;
  const { url, orderId } = request.params;
  const key = typeof request.query.key === "string" ? request.query.key : "";
  if (url.length > MAX_ADDRESS_LENGTH || orderId.length > MAX_ID_LENGTH || !key || key.length > 200)
    return sendNotFound(request, reply);
  const publication = await published.heads.find(url);
  if (!publication) return sendNotFound(request, reply);
  if (!publication.isLive) return sendUnavailable(request, reply);
  const snapshot = await published.loadSnapshot(publication.businessId, publication.version);
  if (!snapshot) return sendUnavailable(request, reply);
  let row: Awaited<ReturnType<typeof findGuestOrder>>;
  try {
    row = await findGuestOrder({ db: app.db, orderId, key });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return sendNotFound(request, reply);
    throw error;
  }
  if (row.businessId !== publication.businessId) return sendNotFound(request, reply);
  // The checkout sends the guest here with the language the order was placed in (?lang=).
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
    scriptSrc: context.scripts.track,
    css: context.css,
    now: app.clock(),
    lang: picked.lang,
    // Only a page in another language than the menu's own reads the taxes' translations.
    taxLabel:
      picked.lang && picked.lang !== languagesOf(snapshot.business.config)[0]
        ? await findTaxLabels(app.db, row.businessId, picked.lang)
        : undefined,
  });
  // The guest's order and its tracking key are never shown inside another site's frame.
  const page = makeCachedPage(rendered.html, rendered.styles, false, NO_FRAMES, app.config.contextPath);
  return sendPage(request, reply, page, 200, true);
}
