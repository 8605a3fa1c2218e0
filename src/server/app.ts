import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Db, Listen } from "./db/client.ts";
import { startEmbeddedUpkeep } from "./db/embedded-upkeep.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { admRoutes } from "./features/adm/adm.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { businessesRoutes } from "./features/businesses/businesses.routes.ts";
import { customersRoutes } from "./features/customers/customers.routes.ts";
import { designsRoutes } from "./features/designs/designs.routes.ts";
import {
  type GiftCardLookupLimits,
  giftCardBalanceRoutes,
} from "./features/gift-cards/gift-card-balance.routes.ts";
import { registerGiftCardMail } from "./features/gift-cards/gift-card-mail.ts";
import { giftCardSalesRoutes } from "./features/gift-cards/gift-card-sales.routes.ts";
import { giftCardsRoutes } from "./features/gift-cards/gift-cards.routes.ts";
import { registerGuestNotices } from "./features/guest-notices/guest-notices.ts";
import type { TwilioConfig } from "./features/guest-notices/guest-texts.ts";
import type { GuestNoticeLimits } from "./features/guest-notices/notice-claims.ts";
import { textStatusRoutes } from "./features/guest-notices/text-status.routes.ts";
import { hoursRoutes } from "./features/hours/hours.routes.ts";
import type { ImageWorkLimits } from "./features/images/image-work.ts";
import { imagesRoutes } from "./features/images/images.routes.ts";
import { insightsRoutes } from "./features/insights/insights.routes.ts";
import { createLiveHub } from "./features/live/live.hub.ts";
import { liveRoutes } from "./features/live/live.routes.ts";
import { orderLoader } from "./features/live/live-orders.ts";
import { loyaltyRoutes } from "./features/loyalty/loyalty.routes.ts";
import { loyaltyGuestRoutes } from "./features/loyalty/loyalty-guest.routes.ts";
import { membersRoutes } from "./features/members/members.routes.ts";
import { memberStatusRoutes } from "./features/members/status.routes.ts";
import { menuImportRoutes } from "./features/menu-import/menu-import.routes.ts";
import type { OcrLimits } from "./features/menu-import/ocr-engine.ts";
import type { PdfLimits } from "./features/menu-import/pdf-reader.ts";
import type { SpreadsheetLimits } from "./features/menu-import/spreadsheet-reader.ts";
import { menusRoutes } from "./features/menus/menus.routes.ts";
import { OrderLifecycle } from "./features/ordering/lifecycle/lifecycle.ts";
import { wireOrderLifecycle } from "./features/ordering/lifecycle/lifecycle-wiring.ts";
import { orderPaymentsRoutes } from "./features/ordering/money/order-payments.routes.ts";
import { paymentDepsOf } from "./features/ordering/money/order-payments.service.ts";
import { registerPayPage } from "./features/ordering/money/pay-page.routes.ts";
import type { OrderRateLimits } from "./features/ordering/placing/order-limits.ts";
import { type CatalogCache, createCatalogCache } from "./features/ordering/placing/ordering-context.ts";
import { ordersRoutes } from "./features/ordering/placing/orders.routes.ts";
import { reorderRoutes } from "./features/ordering/placing/reorder.routes.ts";
import { accountsRoutes } from "./features/payments/accounts.routes.ts";
import { createStripe, type PaymentsConfig, type StripeDeps } from "./features/payments/stripe-client.ts";
import { createStripeEvents } from "./features/payments/stripe-events.ts";
import { stripeWebhookRoutes } from "./features/payments/stripe-webhook.routes.ts";
import type { PrinterPollLimits } from "./features/printers/poll-limits.ts";
import { printersRoutes } from "./features/printers/printers.routes.ts";
import { promotionsRoutes } from "./features/promotions/promotions.routes.ts";
import { publishingRoutes } from "./features/publishing/publishing.routes.ts";
import { qrcodesRoutes } from "./features/qrcodes/qrcodes.routes.ts";
import { ratingsRoutes } from "./features/ratings/ratings.routes.ts";
import { guaranteeDepsOf, guaranteeRoutes } from "./features/reservations/guarantee.routes.ts";
import { guestBookingRoutes } from "./features/reservations/guest-booking.routes.ts";
import { guestReservationRoutes } from "./features/reservations/guest-reservation.routes.ts";
import { hostBookRoutes } from "./features/reservations/host-book.routes.ts";
import { reservationLoader } from "./features/reservations/live-reservations.ts";
import { registerReservations } from "./features/reservations/register-reservations.ts";
import { reservationTablesRoutes } from "./features/reservations/tables.routes.ts";
import { waitlistRoutes } from "./features/reservations/waitlist.routes.ts";
import { revisionsRoutes } from "./features/revisions/revisions.routes.ts";
import { serviceRoutes } from "./features/service/service.routes.ts";
import { soldOutRoutes } from "./features/service/sold-out.routes.ts";
import { subscriptionsRoutes } from "./features/subscriptions/subscriptions.routes.ts";
import { type BillingDeps, createPriceBook } from "./features/subscriptions/subscriptions.service.ts";
import { taxesRoutes } from "./features/taxes/taxes.routes.ts";
import { websiteRoutes } from "./features/website/website.routes.ts";
import { GuestAccessLog, GuestSampledLogController } from "./http/access-log.ts";
import { type RouteAuth, registerAuth } from "./http/auth.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { type FrontAnswer, frontServerFactory } from "./http/front-server.ts";
import { registerHealthCheck } from "./http/health.ts";
import { isFirstInLine, OwnerFirst } from "./http/owner-first.ts";
import { registerScopes } from "./http/scope.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.ts";
import { locationUnder } from "./lib/context-path.ts";
import { PublicationEvents } from "./lib/publication-events.ts";
import { relayPublicationEvents } from "./lib/publication-relay.ts";
import type { Mailer } from "./mail/mailer.ts";
import { registerDebugRoot } from "./public-page/debug-root.ts";
import { registerGuestPage } from "./public-page/guest-page.routes.ts";
import type { PdfCache } from "./public-page/print/pdf-cache.ts";
import type { Storage } from "./storage/storage.ts";
import { wireStripeEvents } from "./stripe-events-wiring.ts";
import { registerWebApp } from "./web-app.ts";

export interface AppConfig {
  /** Absolute base of links in mails, e.g. http://localhost:3000. */
  publicBaseUrl: string;
  /** The path the dashboard is served under: "" or "/path". */
  contextPath: string;
  debug: boolean;
  /** The built dashboard (vite's output); absent in API-only tests. */
  webDir?: string | undefined;
  /** Which proxies may name the client's address (env TRUST_PROXY): how many in front, or their addresses. */
  trustProxy?: false | number | string[] | undefined;
  /** Image uploads processed at once and waiting their turn; constants.ts by default. */
  imageWork?: ImageWorkLimits | undefined;
  /** Photos read by OCR waiting their turn, and one reading's time limit; ocr-engine.ts by default. */
  ocr?: OcrLimits | undefined;
  /** PDFs read at once, waiting their turn, and one reading's time limit; pdf-reader.ts by default. */
  pdf?: PdfLimits | undefined;
  /** Spreadsheets read at once, waiting their turn, one reading's time and memory; spreadsheet-reader.ts by default. */
  spreadsheet?: SpreadsheetLimits | undefined;
  /** The guest's order calls per address; order-limits.ts by default, for each limit not given. */
  orderRateLimits?: Partial<OrderRateLimits> | undefined;
  /** How often a kitchen printer's address answers; poll-limits.ts by default. */
  printerPolls?: PrinterPollLimits | undefined;
  /** Guest page reads get access-log lines one in this many (env GUEST_ACCESS_LOG; 0 never). Default: all. */
  guestAccessLogEvery?: number | undefined;
  /** The operators' emails, lower case (env ADMIN_EMAILS). */
  adminEmails?: string[] | undefined;
  /** Stripe Connect; absent without STRIPE_SECRET_KEY: online card payment is then off. */
  payments?: PaymentsConfig | undefined;
  /** Twilio, for the guests' text messages; absent without TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM. */
  twilio?: TwilioConfig | undefined;
  /** How long a claimed guest notice may take to go, and how many go to one recipient an hour; notice-claims.ts by default. */
  guestNotices?: GuestNoticeLimits | undefined;
  /** How many gift card codes one address may look up; gift-card-balance.routes.ts by default. */
  giftCardLookups?: GiftCardLookupLimits | undefined;
  /** How long `/healthz` waits for the database's `select 1` before answering 503; http/health.ts by default. */
  healthCheckTimeoutMs?: number | undefined;
}

export interface RouteEntry {
  method: string;
  url: string;
  auth: RouteAuth;
  /** The body types the route declares (`schema.consumes`): the upload routes say multipart/form-data. */
  consumes?: string[];
  /** Where the route names the caller's business or menu (`config.business` / `config.menu`). */
  scope?: { business?: string | undefined; menu?: string | undefined };
}

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    /** Background work, kept in the database (mails): docs/decisions/006. */
    jobs: JobQueue;
    storage: Storage;
    config: AppConfig;
    /** Stripe: its clients (null without a key) and settings. */
    payments: StripeDeps;
    /** Every order's moves, with what follows them (lifecycle-wiring.ts), and the published menus' catalogue. */
    orders: { lifecycle: OrderLifecycle; catalog: CatalogCache };
    /** Every route with who may call it: the tenant-isolation test walks this table. */
    routeTable: RouteEntry[];
    /** The time guests' pages and orders are judged at (opening hours, menus' schedules): the real one, or a test's. */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  db: Db;
  /** NOTIFY from the database (Database.listen): realtime menu changes across tabs and instances. */
  listen: Listen;
  mailer: Mailer;
  /** Uploaded images (local disk by default). */
  storage: Storage;
  config: AppConfig;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Lets a test add routes before the app is ready (the isolation test's own test). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * The time the guest page and ordering read (which menu is served, open or closed): a test sets it to a night
   * or a daylight-saving change. The real time by default; sessions, limits and jobs always use the real one.
   */
  clock?: () => Date;
  /** The printable menus made; the app makes its own unless a test passes one to see what is made. */
  menuPdfCache?: PdfCache;
}

/**
 * Requests as logged: tokens given as `?token=` (the live socket, the logo upload) never reach the logs, nor do
 * gift card codes, which are money to whoever reads them (`/g/{code}`, `/v1/public/gift-cards/{code}`).
 */
export function logRequest(request: { method: string; url: string; ip?: string; hostname?: string }) {
  return {
    method: request.method,
    url: request.url
      .replace(/([?&]token=)[^&]*/g, "$1[hidden]")
      .replace(/(\/g\/|\/v1\/public\/gift-cards\/)[^/?#]+/, "$1[hidden]"),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** A number of proxies trusts that many hops from the app (proxy-addr's rule; Fastify's types want a function). */
function trustProxyOption(trust: AppConfig["trustProxy"]) {
  if (typeof trust !== "number") return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the app from its plugins and features; never listens, so tests and benchmarks choose the port. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const accessLog = new GuestAccessLog(options.config.guestAccessLogEvery ?? 1);
  // The guest page's fast path answers in front of Fastify once its routes are registered, and
  // waits while a request that writes is in flight: the dashboard's API calls and a guest's order
  // or price, not the guests' reads.
  const ownerFirst = new OwnerFirst();
  const front: {
    answer?: FrontAnswer;
    beforeFastify: (request: IncomingMessage, response: ServerResponse) => void;
    contextPath: string;
  } = {
    contextPath: options.config.contextPath,
    beforeFastify: (request, response) => {
      if (isFirstInLine(request)) ownerFirst.ownerStarted(response);
    },
  };
  const app = Fastify({
    serverFactory: frontServerFactory(front),
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: { req: logRequest } }
      : false,
    logController: new GuestSampledLogController(accessLog),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("db", options.db);
  app.decorate("mailer", options.mailer);
  const jobs = createJobQueue({ db: options.db, log: app.log, isBusy: () => ownerFirst.isOwnerWaiting });
  app.decorate("jobs", jobs);
  // Features say how to do their jobs while they register; the worker starts once they all have.
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.close());
  // PGlite has no autovacuum (embedded-upkeep.ts); its tables are analyzed and vacuumed between requests.
  const upkeep = startEmbeddedUpkeep({
    db: options.db,
    isBusy: () => ownerFirst.isOwnerWaiting,
    onError: (error) => app.log.warn({ err: error }, "embedded database upkeep failed"),
  });
  app.addHook("onClose", async () => upkeep.stop());
  const paymentsConfig = options.config.payments;
  const stripe = paymentsConfig ? createStripe(paymentsConfig) : null;
  app.decorate("payments", {
    stripe,
    quickStripe: paymentsConfig ? createStripe(paymentsConfig, { quick: true }) : null,
    config: paymentsConfig,
    events: createStripeEvents({
      db: options.db,
      jobs,
      stripe,
      webhookSecret: paymentsConfig?.webhookSecret,
    }),
  } satisfies StripeDeps);
  app.decorate("orders", { lifecycle: new OrderLifecycle(), catalog: createCatalogCache() });
  app.decorate("storage", options.storage);
  app.decorate("config", options.config);
  app.decorate("routeTable", [] as RouteEntry[]);
  app.decorate("clock", options.clock ?? (() => new Date()));

  // What follows an order's move, every listener in the order it runs, before any route or job can move one.
  wireOrderLifecycle(app.orders.lifecycle, {
    jobs,
    payments: paymentDepsOf(app),
    canText: options.config.twilio !== undefined,
  });
  // The guest notices' job, before the worker starts (onReady).
  registerGuestNotices(app);
  await registerReservations(app, options.listen);
  registerGiftCardMail(app);
  registerErrorHandler(app);
  registerAuth(app);
  registerScopes(app);
  const liveHub = await createLiveHub(options.listen, orderLoader(options.db), reservationLoader(options.db));
  app.addHook("onClose", async () => {
    await liveHub.close();
  });
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
      const scope = { business: route.config?.business, menu: route.config?.menu };
      app.routeTable.push({ method, url: route.url, auth: route.config?.auth ?? "public", consumes, scope });
    }
  });

  // Redirects name their targets from the root, as the routes know them: a browser needs the context path too.
  const { contextPath } = options.config;
  if (contextPath !== "")
    app.addHook("onSend", async (_request, reply, payload) => {
      const location = reply.getHeader("location");
      if (typeof location === "string") reply.header("location", locationUnder(location, contextPath));
      return payload;
    });

  // Before any route: its hook closes the socket of an upgrade request that a route answered with plain HTTP.
  await app.register(websocket, { options: { maxPayload: 1024 } });

  // The guest page sits outside the API's context: none of the API's hooks run on its hot path.
  // Routes that change what guests see announce it; the guest page's caches on this instance follow.
  const publicationEvents = new PublicationEvents();
  // A publication, a pause or a sold-out item reaches every instance's guest pages within a NOTIFY, not their
  // caches' lifetimes.
  const stopRelaying = await relayPublicationEvents({
    db: options.db,
    listen: options.listen,
    events: publicationEvents,
    onError: (error) => app.log.warn({ err: error }, "change of a guest page not sent to other instances"),
  });
  app.addHook("onClose", async () => stopRelaying());
  // Which feature takes which of Stripe's webhook events, before any can arrive.
  wireStripeEvents(app.payments.events, {
    db: options.db,
    stripe,
    payments: paymentDepsOf(app),
    guarantees: guaranteeDepsOf(app),
    publicationEvents,
  });
  const { published } = await registerGuestPage(app, {
    accessLog,
    front,
    ownerFirst,
    publicationEvents,
    menuPdfCache: options.menuPdfCache,
  });
  // The guest's card step has its own CSP (Stripe's origins), so it too sits outside the API's context.
  await app.register(registerPayPage);

  // The plan's billing, shared by the subscription calls and adding a location.
  const billing: BillingDeps = {
    db: options.db,
    stripe: app.payments.stripe,
    priceBook: app.payments.stripe ? createPriceBook(app.payments.stripe) : null,
    returnBase: `${options.config.publicBaseUrl}${options.config.contextPath}`,
  };

  await app.register(
    apiContext(
      { billing, publicationEvents, published, liveHub, listen: options.listen },
      options.extraRoutes,
    ),
  );
  await app.ready();
  return app;
}

/** What the features' routes are built with, beside the app's decorations. */
interface FeatureDeps {
  billing: BillingDeps;
  publicationEvents: PublicationEvents;
  published: Awaited<ReturnType<typeof registerGuestPage>>["published"];
  liveHub: Awaited<ReturnType<typeof createLiveHub>>;
  listen: Listen;
}

/**
 * The API's own context: its security headers, compression, timing, OpenAPI document, health check and every
 * feature's routes. The guest page and the pay page sit outside it, so none of these hooks run on their paths.
 */
function apiContext(deps: FeatureDeps, extraRoutes: BuildAppOptions["extraRoutes"]) {
  return async (api: FastifyInstance) => {
    registerSecurityHeaders(api);
    // gzip before brotli: on a 150 KB autosave answer brotli costs milliseconds, gzip well under one.
    await api.register(compress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });
    // Server time of each API answer, for browsers' devtools and the benchmarks in bench/.
    const startedAt = new WeakMap<object, number>();
    api.addHook("onRequest", async (request) => {
      startedAt.set(request, performance.now());
    });
    api.addHook("onSend", async (request, reply, payload) => {
      const started = startedAt.get(request);
      if (started !== undefined)
        reply.header("server-timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
      return payload;
    });
    await api.register(swagger, {
      openapi: {
        info: { title: "Menu builder API", version: "1.0.0" },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    registerHealthCheck(api);
    api.get("/v1/openapi.json", { config: { auth: "public" }, schema: { hide: true } }, async () =>
      api.swagger(),
    );

    await registerFeatures(api, deps);
    if (extraRoutes) await extraRoutes(api);

    if (api.config.debug) registerDebugRoot(api);
    await registerWebApp(api);
  };
}

/** Every feature's routes, under the API's hooks. */
async function registerFeatures(
  api: FastifyInstance,
  { billing, publicationEvents, published, liveHub, listen }: FeatureDeps,
) {
  await api.register(authRoutes);
  await api.register(businessesRoutes(billing, publicationEvents));
  await api.register(membersRoutes);
  await api.register(memberStatusRoutes);
  await api.register(menusRoutes);
  await api.register(menuImportRoutes);
  await api.register(designsRoutes);
  await api.register(publishingRoutes, { publicationEvents, livePages: published });
  await api.register(revisionsRoutes);
  await api.register(imagesRoutes);
  await api.register(hoursRoutes, { publicationEvents });
  await api.register(taxesRoutes);
  await api.register(accountRoutes);
  await api.register(customersRoutes);
  await api.register(ratingsRoutes, { publicationEvents });
  await api.register(qrcodesRoutes);
  await api.register(liveRoutes(liveHub));
  await api.register(ordersRoutes(liveHub));
  await api.register(reorderRoutes);
  await api.register(serviceRoutes, { publicationEvents, listen });
  await api.register(admRoutes, { publicationEvents });
  await api.register(websiteRoutes);
  await api.register(accountsRoutes);
  await api.register(orderPaymentsRoutes);
  await api.register(stripeWebhookRoutes);
  await api.register(printersRoutes, { listen });
  await api.register(subscriptionsRoutes(billing, publicationEvents));
  await api.register(soldOutRoutes, { publicationEvents });
  await api.register(promotionsRoutes);
  await api.register(giftCardsRoutes, { publicationEvents });
  await api.register(giftCardBalanceRoutes, { livePages: published });
  await api.register(giftCardSalesRoutes);
  await api.register(loyaltyRoutes, { publicationEvents });
  await api.register(loyaltyGuestRoutes);
  await api.register(insightsRoutes);
  await api.register(textStatusRoutes);
  await api.register(reservationTablesRoutes, { publicationEvents });
  await api.register(guestBookingRoutes);
  await api.register(guestReservationRoutes);
  await api.register(guaranteeRoutes);
  await api.register(hostBookRoutes);
  await api.register(waitlistRoutes);
}
