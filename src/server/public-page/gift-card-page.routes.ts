import type { FastifyReply, FastifyRequest } from "fastify";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { currencyOf, formatMoney } from "../../shared/common/money.ts";
import { WORDED_LANGUAGES } from "../../shared/common/worded-language.ts";
import { currencyOfCard, formatCode } from "../../shared/gift-cards/gift-cards.ts";
import {
  countGiftCardLookup,
  giftCardLookupLimits,
} from "../features/gift-cards/gift-card-balance.routes.ts";
import { qrSvg } from "../features/qrcodes/qr-artwork.ts";
import { NO_FRAMES } from "../lib/frame-policy.ts";
import { findGuestGiftCard } from "./guest-gift-card.ts";
import { GUEST_ROUTE_OPTIONS, type GuestPageContext, sendPage } from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { MESSAGE_CSS, themeCss } from "./render.ts";
import { withLang } from "./render-booking.ts";
import { GIFT_CARD_PAGE_CSS, renderGiftCardPage, renderGiftCardRefusal } from "./render-gift-card.ts";

// The guest's gift card page at /g/{code}: what the card holds, in its restaurant's colors and the guest's
// language, made for each request and never stored (a balance changes with every payment). The code is a
// secret worth money: every look-up counts against the same per-address limit as the API's
// (gift-card-balance.routes.ts), right codes and wrong ones alike, so the page is no way around it; the page
// is kept out of search engines and its address out of Referer headers.

/** Longer than any code as printed with spaces or dashes: nobody's card, not worth a query. */
const MAX_TYPED_CODE = 40;

type PageRequest = FastifyRequest<{
  Params: { code: string };
  Querystring: Record<string, string | undefined>;
}>;

function send(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; css: string[]; isByLanguage: boolean },
  status: number,
) {
  reply.header("x-robots-tag", "noindex");
  const cached = makeCachedPage(
    page.html,
    page.css,
    page.isByLanguage,
    NO_FRAMES,
    context.app.config.contextPath,
  );
  return sendPage(request, reply, cached, status, true);
}

/**
 * A code that opens nothing, or too many tried, said in whichever of the page's languages the guest asks
 * for: without a card there is no restaurant whose languages to follow, and unknown and void codes read alike.
 */
function refuse(
  context: GuestPageContext,
  request: PageRequest,
  reply: FastifyReply,
  sentence: "notFound" | "tooMany",
) {
  const picked = pickLanguage(WORDED_LANGUAGES, request.query.lang, request.headers["accept-language"]);
  const css = [MESSAGE_CSS];
  const html = renderGiftCardRefusal({ lang: picked.lang, css, sentence });
  return send(
    context,
    request,
    reply,
    { html, css, isByLanguage: picked.isFromHeader },
    sentence === "tooMany" ? 429 : 404,
  );
}

async function answerGiftCard(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const { app } = context;
  if (!(await countGiftCardLookup(app, request.ip))) {
    reply.header("retry-after", String(Math.ceil(giftCardLookupLimits(app).windowMs / 1000)));
    return refuse(context, request, reply, "tooMany");
  }
  const { code } = request.params;
  const found =
    code.length <= MAX_TYPED_CODE
      ? await findGuestGiftCard({ db: app.db, published: context.published, code })
      : null;
  if (!found) return refuse(context, request, reply, "notFound");

  const { card, snapshot } = found;
  const config = snapshot.business.config;
  // The restaurant's languages when it lists them, as its menu does; none listed, any the page has words in.
  const offered = languagesOf(config);
  const picked = pickLanguage(
    offered.length ? offered : WORDED_LANGUAGES,
    request.query.lang,
    request.headers["accept-language"],
  );
  const menuHref = `/m/${encodeURIComponent(found.address)}`;
  const currency = currencyOfCard(card, currencyOf(config));
  const css = [context.css, themeCss(config, null), GIFT_CARD_PAGE_CSS];
  const html = renderGiftCardPage({
    lang: picked.lang,
    css,
    restaurant: { name: snapshot.location.name, logo: config.logo ?? null },
    card: {
      code: card.code,
      status: card.status,
      balance: formatMoney(card.balance, currency),
      initial: formatMoney(card.initial, currency),
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message,
    },
    menuHref: offered.length ? withLang(menuHref, picked.lang) : menuHref,
    qrSvg: card.status === "ACTIVE" ? await qrSvg(formatCode(card.code)) : null,
  });
  return send(context, request, reply, { html, css, isByLanguage: picked.isFromHeader }, 200);
}

export function registerGiftCardPage(context: GuestPageContext) {
  context.app.get("/g/:code", GUEST_ROUTE_OPTIONS, (request, reply) =>
    answerGiftCard(context, request as PageRequest, reply),
  );
  // Any other path under /g (no code, more than one segment, a parameter longer than Fastify reads) opens no
  // card: the same sentence, never the dashboard's HTML.
  for (const pattern of ["/g", "/g/*"])
    context.app.get(pattern, GUEST_ROUTE_OPTIONS, (request, reply) =>
      refuse(context, request as PageRequest, reply, "notFound"),
    );
}
