import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import { languagesOf, pickLanguage } from "../../../../shared/common/languages.ts";
import { offeredPayments } from "../../../../shared/ordering/orders.ts";
import { businesses } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import { pageUnder } from "../../../lib/context-path.ts";
import { SECURITY_HEADERS } from "../../../lib/security-headers.ts";
import { entryAsset, readViteManifest } from "../../../lib/vite-manifest.ts";
import { themeCss } from "../../../public-page/render.ts";
import { loadOrderingContext } from "../placing/ordering-context.ts";
import { findGuestOrder } from "../placing/orders.service.ts";
import { toGuestOrder } from "../views/order-views.ts";
import { renderPayPage } from "./pay-page.ts";
import { renderSalePage } from "./sale-pay-page.routes.ts";

// GET /pay/{orderId}?key — the online-card step of checkout, and the page Stripe sends the guest
// back to. Outside the API's plugin context, so its CSP is its own (pay-page.ts), not the dashboard's.

const notFoundPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>Can\'t find that page.</p></body></html>';

export async function registerPayPage(app: FastifyInstance) {
  const scriptSrc = entryAsset(readViteManifest(app.config.webDir, "pay"));
  app.get("/pay/:orderId", { schema: { hide: true } }, async (request, reply) => {
    const { orderId } = request.params as { orderId: string };
    const query = request.query as { key?: unknown; redirect_status?: unknown; lang?: unknown };
    // The card form is never shown inside another site's frame (its CSP says frame-ancestors 'none' too).
    reply
      .headers(SECURITY_HEADERS)
      .header("x-frame-options", "DENY")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8");
    const key = typeof query.key === "string" ? query.key : "";
    let row: Awaited<ReturnType<typeof findGuestOrder>>;
    try {
      row = await findGuestOrder({ db: app.db, orderId, key });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
      // Not an order's: a gift card sale's pay step, or nothing.
      const sale = await renderSalePage(app, { id: orderId, key, query, request, scriptSrc });
      if (sale) return reply.header("content-security-policy", sale.csp).send(sale.html);
      return reply
        .status(404)
        .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'")
        .send(notFoundPage);
    }
    const [business] = await app.db
      .select({
        name: businesses.name,
        url: businesses.url,
        customUrl: businesses.customUrl,
        config: businesses.config,
      })
      .from(businesses)
      .where(eq(businesses.id, row.businessId));
    // The checkout sends the guest here with the language the order was placed in (?lang=).
    const picked = pickLanguage(
      business ? languagesOf(business.config as BusinessConfig) : [],
      query.lang,
      request.headers["accept-language"],
    );
    const isPaying = row.status === "PENDING_PAYMENT" && row.paymentStatus === "PENDING";
    // The business as it takes orders now: how the guest may pay instead, and (in another language) the items'
    // names as published, from the cached catalog.
    const context =
      isPaying || picked.lang
        ? await loadOrderingContext({ db: app.db, cache: app.orders.catalog, businessId: row.businessId })
        : null;
    let inPerson: "CASH" | "CARD_ON_DELIVERY" | null = null;
    if (isPaying) {
      const offered = context ? offeredPayments(context.settings, { isOnlineCardAvailable: false }) : [];
      inPerson = offered.includes("CASH")
        ? "CASH"
        : offered.includes("CARD_ON_DELIVERY")
          ? "CARD_ON_DELIVERY"
          : null;
    }
    const page = renderPayPage({
      order: toGuestOrder(row),
      key,
      businessName: business?.name ?? "",
      themeCss: business ? themeCss(business.config as BusinessConfig, null) : "",
      menuUrl: `/m/${encodeURIComponent(business?.customUrl || business?.url || "")}`,
      scriptSrc,
      stripeJsUrl: app.payments.stripe && app.payments.config ? app.payments.config.jsUrl : null,
      stripeApiUrl: app.payments.config?.apiUrl,
      inPerson,
      isReturning: query.redirect_status === "succeeded",
      lang: picked.lang,
      findItem: (line) => context?.catalog.get(line.menuId)?.get(line.itemId),
    });
    return reply
      .header("content-security-policy", page.csp)
      .send(pageUnder(page.html, app.config.contextPath));
  });
}
