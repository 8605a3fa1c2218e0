import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../../shared/common/id.ts";
import {
  GuestLanguageQuerySchema,
  GuestOrderQuerySchema,
  GuestOrderSchema,
  OrderCountQuerySchema,
  OrderingOptionsSchema,
  OrderPageSchema,
  OrderParamsSchema,
  OrderSchema,
  OrderStatusRequestSchema,
  OrdersQuerySchema,
  PlaceOrderHeadersSchema,
  PlaceOrderRequestSchema,
  PricedCartSchema,
  PriceOrderRequestSchema,
} from "../../../../shared/ordering/orders.ts";
import { currentMember } from "../../../http/auth.ts";
import { errorResponses } from "../../../http/errors.ts";
import { businessScope } from "../../../http/scope.ts";
import {
  type GiftCardLookupLimits,
  giftCardLookupLimits,
} from "../../gift-cards/gift-card-balance.routes.ts";
import type { LiveHub } from "../../live/live.hub.ts";
import { registerOrderJobs } from "../lifecycle/order-jobs.ts";
import { createOrderStreams } from "../lifecycle/order-stream.ts";
import { toGuestOrder } from "../views/order-views.ts";
import { deliveryCheckRoutes } from "./delivery-check.ts";
import {
  DEFAULT_ORDER_RATE_LIMITS,
  LIMIT_SWEEP_EVERY_MS,
  type OrderRateLimits,
  sweepExpiredLimits,
} from "./order-limits.ts";
import type { CatalogCache } from "./ordering-context.ts";
import {
  changeOrderStatus,
  countOrders,
  findGuestOrder,
  findOrder,
  findOrderingOptions,
  findOrders,
  markOrderOpened,
  placeOrder,
  priceOrder,
} from "./orders.service.ts";
import { slotsRoutes } from "./slots.routes.ts";

// The orders' HTTP calls: the guest's under /v1/public (no login: counted per address instead), the owner's
// under /v1. Each handler reads the request, calls the service or the lifecycle, and answers.

type App = Parameters<FastifyPluginAsyncZod>[0];

interface GuestRouteDeps {
  cache: CatalogCache;
  isPaymentsConfigured: boolean;
  limits: OrderRateLimits;
  giftCardLookups: GiftCardLookupLimits;
}

export function ordersRoutes(hub: LiveHub): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: GuestRouteDeps = {
      cache: app.orders.catalog,
      isPaymentsConfigured: app.payments.stripe !== null,
      limits: { ...DEFAULT_ORDER_RATE_LIMITS, ...app.config.orderRateLimits },
      giftCardLookups: giftCardLookupLimits(app),
    };
    const sweep = setInterval(() => {
      sweepExpiredLimits(app.db).catch((error) => app.log.warn({ err: error }, "rate limit sweep failed"));
    }, LIMIT_SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
    registerOrderJobs(app);
    checkoutRoutes(app, deps);
    slotsRoutes(app, { cache: deps.cache });
    deliveryCheckRoutes(app, { cache: deps.cache });
    guestOrderRoutes(app, createOrderStreams(app, hub));
    ownerListRoutes(app);
    ownerOrderRoutes(app);
  };
}

/** The guest's checkout: what the business offers now, the cart priced, the order placed. */
function checkoutRoutes(app: App, { cache, isPaymentsConfigured, limits, giftCardLookups }: GuestRouteDeps) {
  app.get(
    "/v1/public/businesses/:id/ordering",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "What the checkout can offer now: order types, payments, fees, tips, minimum, taxes",
        params: IdParamsSchema,
        response: { 200: OrderingOptionsSchema, ...errorResponses },
      },
    },
    async (request) =>
      findOrderingOptions({
        db: app.db,
        cache,
        businessId: request.params.id,
        isPaymentsConfigured,
        isSmsConfigured: Boolean(app.config.twilio),
        now: app.clock(),
      }),
  );

  app.post(
    "/v1/public/businesses/:id/orders/price",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "Prices a cart from the published menu without placing it",
        description:
          "The totals the guest sees before the last step, priced exactly as the order will be. 400 with " +
          "ORDERING_OFF, ORDERING_PAUSED, PAUSED, METHOD_OFF, ITEM_UNAVAILABLE, CHOICES, SOLD_OUT or VALIDATION as for an order; what would still stop " +
          "the order (BELOW_MINIMUM, CLOSED, SLOT_FULL) comes back in `problems`; an ASAP cart's `promisedFor` is " +
          "when it would be ready if ordered now. With `Authorization: Guest <guestToken>` (a loyalty session) the cart " +
          "may take `rewardId`; a reward that cannot be taken comes back in `problems` (REWARD_UNAVAILABLE). 429 RATE_LIMITED past 600 prices " +
          "from one address at one business in 10 minutes. Messages are in `?lang=` when we have its words, " +
          "else English.",
        params: IdParamsSchema,
        querystring: GuestLanguageQuerySchema,
        body: PriceOrderRequestSchema,
        response: { 200: PricedCartSchema, ...errorResponses },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      return priceOrder({
        db: app.db,
        cache,
        businessId,
        request: request.body,
        limits,
        giftCardLookups,
        address: request.ip,
        authorization: request.headers.authorization,
        isPaymentsConfigured,
        now: app.clock(),
        lang: request.query.lang ?? null,
      });
    },
  );

  app.post(
    "/v1/public/businesses/:id/orders",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "Places an order",
        description:
          "Priced from the published menu; the client never sends a price. The same Idempotency-Key with " +
          "the same body answers the same order again (header Idempotent-Replayed: true); with another body, " +
          "409. 400 codes: ORDERING_OFF, ORDERING_PAUSED (the plan does not serve this location now), PAUSED (the kitchen paused new orders until a time), CLOSED, BELOW_MINIMUM, ITEM_UNAVAILABLE, METHOD_OFF, VALIDATION, " +
          "CHOICES (a group of options short of its minimum or past its maximum), SOLD_OUT (an item or option " +
          "the kitchen marked sold out), SLOT_FULL (pacing: the scheduled time's slot, or every slot ahead of an ASAP order, has no room), " +
          "REWARD_UNAVAILABLE (`rewardId` without the member's `Authorization: Guest <guestToken>`, or a reward they hold too few points for); with the token the order earns its member points. " +
          "429 RATE_LIMITED past 60 orders from one address at one business in 10 minutes, UNPAID_ORDERS past 3 " +
          "ONLINE_CARD orders from one address waiting for payment at one business; a retry whose " +
          "Idempotency-Key already has its order is answered as stored, neither counted nor refused. Messages are in " +
          "`?lang=` when we have its words, else English.",
        params: IdParamsSchema,
        querystring: GuestLanguageQuerySchema,
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderRequestSchema,
        response: { 201: GuestOrderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { order, isReplay } = await placeOrder({
        db: app.db,
        cache,
        businessId: request.params.id,
        idempotencyKey: request.headers["idempotency-key"],
        request: request.body,
        limits,
        giftCardLookups,
        address: request.ip,
        authorization: request.headers.authorization,
        isPaymentsConfigured,
        now: app.clock(),
        lang: request.query.lang ?? null,
      });
      if (isReplay) reply.header("idempotent-replayed", "true");
      else {
        // The owner's mail (and a scheduled order's due move) wait in the jobs table; look at them once the
        // guest has the answer.
        reply.raw.once("finish", () => app.jobs.wake());
      }
      return reply.status(201).send(order);
    },
  );
}

/** The guest follows an order by its tracking key: polled with an ETag, or as a stream. */
function guestOrderRoutes(app: App, streamOrder: ReturnType<typeof createOrderStreams>) {
  app.get(
    "/v1/public/orders/:id",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "The guest's order, with its tracking key",
        description:
          "Answers 304 to If-None-Match with the last ETag: a cheap poll where no stream can be kept.",
        params: IdParamsSchema,
        querystring: GuestOrderQuerySchema,
        response: {
          200: GuestOrderSchema,
          304: z.null().meta({ description: "Not modified since the ETag given" }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const row = await findGuestOrder({ db: app.db, orderId: request.params.id, key: request.query.key });
      const etag = `"${row.updatedAt.getTime().toString(36)}-${row.status}"`;
      reply.header("etag", etag).header("cache-control", "private, no-cache");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send(null);
      return toGuestOrder(row);
    },
  );

  app.get(
    "/v1/public/orders/:id/live",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "The guest's order as Server-Sent Events",
        description:
          "text/event-stream: each event's data is {type: 'order', order}, the order now and after every " +
          "change (docs/decisions/008).",
        params: IdParamsSchema,
        querystring: GuestOrderQuerySchema,
        response: { 200: z.any().meta({ description: "text/event-stream" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findGuestOrder({ db: app.db, orderId: request.params.id, key: request.query.key });
      streamOrder(request, reply, row);
      return reply;
    },
  );
}

/** The Orders screen's lists: a tab's page, and the count of a tab (the waiting orders' badge). */
function ownerListRoutes(app: App) {
  app.get(
    "/v1/businesses/:id/orders",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["orders"],
        params: IdParamsSchema,
        querystring: OrdersQuerySchema,
        response: { 200: OrderPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      findOrders({
        db: app.db,
        scope: businessScope(request),
        tab: request.query.tab,
        page: request.query.page,
      }),
  );

  app.get(
    "/v1/businesses/:id/orders/count",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["orders"],
        summary: "The number of orders waiting for the owner (NEW), or of another tab",
        params: IdParamsSchema,
        querystring: OrderCountQuerySchema,
        response: { 200: z.number(), ...errorResponses },
      },
    },
    async (request) => countOrders({ db: app.db, scope: businessScope(request), tab: request.query.tab }),
  );
}

/** One order of the owner's: read it, note that it was opened, move it along its statuses. */
function ownerOrderRoutes(app: App) {
  app.get(
    "/v1/orders/:orderId",
    {
      schema: {
        tags: ["orders"],
        params: OrderParamsSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      findOrder({ db: app.db, memberId: currentMember(request).id, orderId: request.params.orderId }),
  );

  app.post(
    "/v1/orders/:orderId/opened",
    {
      schema: {
        tags: ["orders"],
        summary: "Notes that the order was opened on a dashboard",
        description:
          "The first call keeps the time as `openedDate` and tells every open dashboard of the business, " +
          "whose new-order sound stops; later calls answer the order unchanged.",
        params: OrderParamsSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      markOrderOpened({ db: app.db, memberId: currentMember(request).id, orderId: request.params.orderId }),
  );

  app.post(
    "/v1/orders/:orderId/status",
    {
      schema: {
        tags: ["orders"],
        summary: "Moves an order along its statuses; an illegal move answers 409 with the order as `current`",
        params: OrderParamsSchema,
        body: OrderStatusRequestSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      changeOrderStatus({
        db: app.db,
        lifecycle: app.orders.lifecycle,
        memberId: currentMember(request).id,
        orderId: request.params.orderId,
        request: request.body,
        log: request.log,
      }),
  );
}
