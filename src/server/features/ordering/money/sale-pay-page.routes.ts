import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import { languagesOf, pickLanguage } from "../../../../shared/common/languages.ts";
import { currencyOf } from "../../../../shared/common/money.ts";
import { currencyOfCard } from "../../../../shared/gift-cards/gift-cards.ts";
import { businesses } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import { pageUnder } from "../../../lib/context-path.ts";
import { themeCss } from "../../../public-page/render.ts";
import { renderSalePayPage } from "../../gift-cards/gift-card-pay-page.ts";
import { dayInWords } from "../../gift-cards/gift-card-receipt.ts";
import { guestSaleRow, payUrlOf, sendInstant } from "../../gift-cards/gift-card-sales.ts";

// The pay step of a gift card sale, which shares the order's address (/pay/{id}?key): null when the id and key
// open no sale either.

export async function renderSalePage(
  app: FastifyInstance,
  options: {
    id: string;
    key: string;
    query: { redirect_status?: unknown; lang?: unknown };
    request: FastifyRequest;
    scriptSrc: string | null;
  },
): Promise<{ html: string; csp: string } | null> {
  let sale: Awaited<ReturnType<typeof guestSaleRow>>;
  try {
    sale = await guestSaleRow(app.db, options.id, options.key);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  const [business] = await app.db
    .select({
      name: businesses.name,
      url: businesses.url,
      customUrl: businesses.customUrl,
      config: businesses.config,
    })
    .from(businesses)
    .where(eq(businesses.id, sale.businessId));
  if (!business) return null;
  const config = business.config as BusinessConfig;
  // The language the guest bought in, unless the address asks for another the menu offers.
  const picked = pickLanguage(
    languagesOf(config),
    options.query.lang ?? sale.lang ?? undefined,
    options.request.headers["accept-language"],
  );
  const isLater = sale.sendOn !== null && sendInstant(sale.sendOn, config) > (sale.paidAt ?? app.clock());
  const page = renderSalePayPage({
    sale,
    businessName: business.name,
    themeCss: themeCss(config, null),
    menuUrl: `/m/${encodeURIComponent(business.customUrl || business.url)}`,
    pageUrl: payUrlOf({ ...sale, lang: picked.lang }, ""),
    scriptSrc: options.scriptSrc,
    stripeJsUrl: app.payments.stripe && app.payments.config ? app.payments.config.jsUrl : null,
    stripeApiUrl: app.payments.config?.apiUrl,
    currency: currencyOfCard(sale, currencyOf(config)),
    sendOn: isLater && sale.sendOn ? dayInWords(sale.sendOn, picked.lang) : null,
    isReturning: options.query.redirect_status === "succeeded",
    lang: picked.lang,
  });
  return { html: pageUnder(page.html, app.config.contextPath), csp: page.csp };
}
