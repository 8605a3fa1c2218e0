import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readAnnouncement } from "../../shared/businesses/announcement.ts";
import { fill } from "../../shared/common/fill.ts";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { currencyDigits, currencyOf, formatMoney } from "../../shared/common/money.ts";
import { giftCardSaleWords } from "../../shared/gift-cards/gift-card-sale-words.ts";
import { BuyGiftCardSchema } from "../../shared/gift-cards/gift-card-sales.ts";
import { businessClockOf, localDate } from "../../shared/hours/business-clock.ts";
import {
  payUrlOf,
  type SaleBusiness,
  saleBusiness,
  startSale,
} from "../features/gift-cards/gift-card-sales.ts";
import { giftCardSettingsOf } from "../features/gift-cards/gift-cards.service.ts";
import { businessCanTakeCharges } from "../features/payments/accounts.service.ts";
import { HttpError } from "../http/errors.ts";
import { NO_FRAMES } from "../lib/frame-policy.ts";
import { SECURITY_HEADERS } from "../lib/security-headers.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { themeCss } from "./render.ts";
import { BOOKING_PAGE_CSS } from "./render-booking.ts";
import { GIFT_CARD_SHOP_CSS, renderGiftCardShop } from "./render-gift-card-shop.ts";

// A guest buys a gift card from the menu's address: /m/{url}/gift-cards, the form, which posts to itself and
// goes on to the pay step (/pay/{id}?key). Made for each request and never cached; without script it works the
// same. A restaurant that does not sell cards answers the guest's 404.

const FORM_BODY_LIMIT = 16 * 1024;
const DAY_MS = 86_400_000;

type Query = Record<string, string | undefined>;
type PageRequest = FastifyRequest<{ Params: { url: string }; Querystring: Query; Body: Query }>;

interface Found {
  business: SaleBusiness;
  name: string;
  lang: string | null;
  css: string[];
  base: string;
}

async function findShop(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const { url } = request.params;
  if (url.length > MAX_ADDRESS_LENGTH) return void sendNotFound(request, reply);
  const publication = await context.published.heads.find(url);
  if (!publication) return void sendNotFound(request, reply);
  if (!publication.isLive) return void sendUnavailable(request, reply);
  if (!publication.isSellingGiftCards) return void sendNotFound(request, reply);
  const snapshot = await context.published.loadSnapshot(publication.businessId, publication.version);
  if (!snapshot) return void sendUnavailable(request, reply);
  const business = await saleBusiness(context.app.db, publication.businessId);
  const picked = pickLanguage(
    languagesOf(snapshot.business.config),
    request.query.lang ?? request.body?.lang,
    request.headers["accept-language"],
  );
  return {
    business,
    name: snapshot.location.name,
    lang: picked.lang,
    css: [
      context.css,
      BOOKING_PAGE_CSS,
      GIFT_CARD_SHOP_CSS,
      themeCss(snapshot.business.config, readAnnouncement(null)),
    ],
    base: `/m/${encodeURIComponent(url)}`,
  } satisfies Found;
}

async function answerForm(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  input: { values?: Query; error?: string | null; status?: number } = {},
) {
  const { app } = context;
  const settings = await giftCardSettingsOf(app.db, found.business.id);
  // Without a Stripe account that takes charges nobody could pay: the sentence, not a form to fill in vain.
  const canPay = (await businessCanTakeCharges(app.db, found.business.id)) !== null;
  const currency = currencyOf(found.business.config, found.business.country);
  const clock = businessClockOf(found.business.config);
  const now = app.clock();
  const values = Object.fromEntries(
    Object.entries(input.values ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const html = renderGiftCardShop({
    name: found.name,
    lang: found.lang,
    css: found.css,
    base: found.base,
    presets: settings.presets.map((minor) => ({ minor, text: formatMoney(minor, currency) })),
    range: fill(giftCardSaleWords(found.lang).range, {
      min: formatMoney(settings.min, currency),
      max: formatMoney(settings.max, currency),
    }),
    symbol: currency.symbol,
    firstDay: localDate(now, clock),
    lastDay: localDate(new Date(now.getTime() + 365 * DAY_MS), clock),
    error: canPay ? (input.error ?? null) : giftCardSaleWords(found.lang).cannotPay,
    isOpen: canPay,
    values,
    formKey: values.formKey && values.formKey.length <= 64 ? values.formKey : randomUUID(),
  });
  const page = makeCachedPage(html, found.css, false, NO_FRAMES, app.config.contextPath);
  return sendPage(request, reply, page, input.status ?? 200, true);
}

/** "12.50", "12,50" or "12" in the currency's major units, as minor units; NaN for anything else. */
export function minorOf(typed: string, digits: number): number {
  const text = typed.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{0,3})?$/.test(text)) return Number.NaN;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

async function submitSale(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findShop(context, request, reply);
  if (!found) return reply;
  const body = request.body ?? {};
  const { app } = context;
  const words = giftCardSaleWords(found.lang);
  const currency = currencyOf(found.business.config, found.business.country);
  // Another amount typed wins over a preset: the guest typed it last.
  const amount = body.other?.trim()
    ? minorOf(body.other, currencyDigits(currency.code))
    : Number(body.amount);
  try {
    const parsed = BuyGiftCardSchema.safeParse({
      amount: Number.isInteger(amount) && amount > 0 ? amount : 0,
      recipient: { name: body.recipientName ?? "", email: body.recipientEmail ?? "" },
      sender: { name: body.senderName ?? "", email: body.senderEmail ?? "" },
      message: body.message ?? "",
      sendOn: body.sendOn || null,
    });
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join(".") ?? "";
      const sentence: Record<string, string> = {
        "recipient.name": words.recipientNameMissing,
        "recipient.email": words.recipientEmailMissing,
        "sender.name": words.senderNameMissing,
        "sender.email": words.senderEmailMissing,
        message: words.messageTooLong,
        sendOn: words.sendOnRange,
      };
      const settings = await giftCardSettingsOf(app.db, found.business.id);
      throw new HttpError(
        400,
        "VALIDATION",
        sentence[path] ??
          fill(words.amountRange, {
            min: formatMoney(settings.min, currency),
            max: formatMoney(settings.max, currency),
          }),
      );
    }
    const sale = await startSale({
      db: app.db,
      business: found.business,
      input: parsed.data,
      idempotencyKey: body.formKey && body.formKey.length >= 8 ? body.formKey : randomUUID(),
      lang: found.lang,
      now: app.clock(),
      address: request.ip,
    });
    reply
      .headers(SECURITY_HEADERS)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer");
    return reply.redirect(payUrlOf(sale, ""), 303);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A refusal keeps what the guest typed, with a new form key: the next try is a new sale.
    return answerForm(context, request, reply, found, {
      values: { ...body, formKey: "" },
      error: error.message,
      status: error.status === 409 ? 409 : 400,
    });
  }
}

export async function registerGiftCardShop(context: GuestPageContext) {
  await context.app.register(async (pages) => {
    pages.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    pages.get("/m/:url/gift-cards", GUEST_ROUTE_OPTIONS, async (request, reply) => {
      const found = await findShop(context, request as PageRequest, reply);
      // What a link may fill in, never the form's key: a shared link must not replay another guest's sale.
      const { formKey: _ignored, ...values } = (request as PageRequest).query;
      return found ? answerForm(context, request, reply, found, { values }) : reply;
    });
    pages.post("/m/:url/gift-cards", GUEST_ROUTE_OPTIONS, (request, reply) =>
      submitSale(context, request as PageRequest, reply),
    );
  });
}
