import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  BusyRequestSchema,
  OrderingStatusSchema,
  PauseRequestSchema,
  PauseResponseSchema,
} from "../../../shared/service/service-status.ts";
import type { Listen } from "../../db/client.ts";
import { errorResponses, HttpError, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { PUBLICATION_CHANNEL } from "../../lib/publication-relay.ts";
import { findOrderingStatus, OrderingStatusCache } from "./ordering-status.ts";
import { pauseOrdering, resumeOrdering, setBusy } from "./pause.service.ts";
import { ServiceStreams, STREAMS_PER_BUSINESS_MAX } from "./service-stream.ts";

const BusyResponseSchema = z.object({ extraMinutes: z.number().int() });

/**
 * The kitchen's controls during a service: pause new orders, add minutes while busy, and the status the guest
 * page reads. Each change is live for guests at once, on every instance (lib/publication-relay.ts), without a publish.
 */
export const serviceRoutes: FastifyPluginAsyncZod<{
  publicationEvents: PublicationEvents;
  listen: Listen;
}> = async (app, { publicationEvents, listen }) => {
  const statuses = new OrderingStatusCache((businessId, now) =>
    findOrderingStatus({ db: app.db, cache: app.orders.catalog, businessId, now }),
  );
  const stopFollowing = statuses.follow(publicationEvents);
  // Read past the cache: the stream's read is the one that fills it again after a change.
  const streams = new ServiceStreams(
    (businessId) =>
      findOrderingStatus({ db: app.db, cache: app.orders.catalog, businessId, now: app.clock() }),
    (error) => app.log.warn({ err: String(error) }, "service stream could not read the status"),
  );
  const stopStreaming = streams.follow(publicationEvents);
  // Changes made on other instances while this one's link to the database was down were never heard: every open
  // page reads its status again once the link is back (the payloads themselves come through lib/publication-relay.ts).
  const unlisten = await listen(
    PUBLICATION_CHANNEL,
    () => {},
    () => streams.refreshAll(),
  );
  app.addHook("onClose", async () => {
    stopFollowing();
    stopStreaming();
    streams.closeAll();
    await unlisten();
  });

  app.put(
    "/v1/businesses/:id/ordering/pause",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["service"],
        summary: "Pauses new orders for some minutes or until today's closing",
        description:
          "`{minutes}` (1 to 1440) or `{untilClose: true}`: until the end of the opening running now, in the " +
          "business's time zone. Closed now, `untilClose` answers 400 CLOSED. Orders meanwhile answer 400 PAUSED; " +
          "the pause ends by itself at `pausedUntil`.",
        params: IdParamsSchema,
        body: PauseRequestSchema,
        response: { 200: PauseResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const pausedUntil = await pauseOrdering({ db: app.db, scope, request: request.body, now: app.clock() });
      publicationEvents.serviceChanged(scope.business.id);
      return { pausedUntil: pausedUntil.toISOString() };
    },
  );

  app.delete(
    "/v1/businesses/:id/ordering/pause",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["service"],
        summary: "Takes new orders again",
        params: IdParamsSchema,
        response: { 200: PauseResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      await resumeOrdering({ db: app.db, scope });
      publicationEvents.serviceChanged(scope.business.id);
      return { pausedUntil: null };
    },
  );

  app.put(
    "/v1/businesses/:id/ordering/busy",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["service"],
        summary: "Adds minutes to every ready time while the kitchen is busy (0 ends it)",
        params: IdParamsSchema,
        body: BusyRequestSchema,
        response: { 200: BusyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const extraMinutes = await setBusy({ db: app.db, scope, request: request.body });
      publicationEvents.serviceChanged(scope.business.id);
      return { extraMinutes };
    },
  );

  app.get(
    "/v1/public/businesses/:id/ordering-status",
    {
      config: { auth: "public" },
      schema: {
        tags: ["service"],
        summary: "Whether the business takes orders now, and what is sold out",
        description:
          "`reason` when not taking: ORDERING_OFF, PAUSED (with `pausedUntil`) or CLOSED. `extraMinutes` is added " +
          "to ready times while the kitchen is busy.",
        params: IdParamsSchema,
        response: { 200: OrderingStatusSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const status = await statuses.find(request.params.id, app.clock());
      if (!status) throw notFound();
      // Polled by open pages: never kept by a browser or a proxy, or a pause would show late.
      reply.header("cache-control", "no-store");
      return status;
    },
  );

  app.get(
    "/v1/public/businesses/:id/live",
    {
      config: { auth: "public" },
      schema: {
        tags: ["service"],
        summary: "The ordering status as Server-Sent Events, for an open guest page",
        description:
          "text/event-stream: each event's data is the ordering status (as `ordering-status` answers it), the " +
          "status now on opening, then again after every pause, resume, busy change or item sold out or back, " +
          "made through any instance.",
        params: IdParamsSchema,
        response: { 200: z.any().meta({ description: "text/event-stream" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      const status = await statuses.find(businessId, app.clock());
      if (!status) throw notFound();
      if (streams.count(businessId) >= STREAMS_PER_BUSINESS_MAX)
        throw new HttpError(429, "TOO_MANY_WATCHERS", "This menu is already open in too many windows.");
      reply.hijack();
      streams.open(businessId, reply.raw, status);
      return reply;
    },
  );
};
