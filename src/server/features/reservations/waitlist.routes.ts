import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  GuestWaitlistSchema,
  ReservationKeyQuerySchema,
  ReservationSchema,
  WaitlistEntrySchema,
  WaitlistInputSchema,
  WaitlistParamsSchema,
  WalkInSchema,
} from "../../../shared/reservations/reservations.ts";
import { currentMember } from "../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { seatWalkIn } from "./bookings.service.ts";
import {
  addToWaitlist,
  endWait,
  guestWait,
  listWaitlist,
  notifyParty,
  seatFromWaitlist,
} from "./waitlist.service.ts";

// The host's walk-ins: a party seated on arrival, and the waiting list (add, "table ready", seat, remove), with
// the guest's own view of their place in line.

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/businesses/:id/walk-ins",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        description:
          "Seats a party now. 409 TABLE_TAKEN when no table (or not the one chosen) is free for their stay.",
        params: IdParamsSchema,
        body: WalkInSchema,
        response: { 201: ReservationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const walkIn = await seatWalkIn({
        db: app.db,
        business: businessScope(request).business,
        walkIn: request.body,
        now: app.clock(),
      });
      return reply.status(201).send(walkIn);
    },
  );

  app.get(
    "/v1/businesses/:id/waitlist",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        response: { 200: z.array(WaitlistEntrySchema), ...errorResponses },
      },
    },
    async (request) => listWaitlist(app.db, businessScope(request)),
  );

  app.post(
    "/v1/businesses/:id/waitlist",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        body: WaitlistInputSchema,
        response: { 201: WaitlistEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addToWaitlist(app.db, businessScope(request), request.body)),
  );

  app.post(
    "/v1/waitlist/:entryId/notify",
    {
      schema: {
        tags: ["reservations"],
        description:
          "Tells the party their table is ready, by text and mail as they can be reached. 409 once seated or removed.",
        params: WaitlistParamsSchema,
        response: { 200: WaitlistEntrySchema, ...errorResponses },
      },
    },
    async (request) =>
      notifyParty({
        db: app.db,
        jobs: app.jobs,
        memberId: currentMember(request).id,
        entryId: request.params.entryId,
        now: app.clock(),
      }),
  );

  app.post(
    "/v1/waitlist/:entryId/seat",
    {
      schema: {
        tags: ["reservations"],
        description:
          "Seats the party at the tables chosen or the best free one (a booking from now, as a walk-in's) and takes " +
          "them off the list. 409 TABLE_TAKEN when no table is free: they stay in line.",
        params: WaitlistParamsSchema,
        // A press of "Seat" sends no body: the best free table.
        body: z.object({ tableIds: WalkInSchema.shape.tableIds }).nullish(),
        response: { 200: WaitlistEntrySchema, ...errorResponses },
      },
    },
    async (request) =>
      seatFromWaitlist({
        db: app.db,
        memberId: currentMember(request).id,
        entryId: request.params.entryId,
        tableIds: request.body?.tableIds,
        now: app.clock(),
      }),
  );

  app.delete(
    "/v1/waitlist/:entryId",
    {
      schema: {
        tags: ["reservations"],
        params: WaitlistParamsSchema,
        response: { 200: WaitlistEntrySchema, ...errorResponses },
      },
    },
    async (request) =>
      endWait({
        db: app.db,
        memberId: currentMember(request).id,
        entryId: request.params.entryId,
        status: "REMOVED",
      }),
  );

  app.get(
    "/v1/public/waitlist/:id",
    {
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        response: { 200: GuestWaitlistSchema, 402: ErrorSchema, ...errorResponses },
      },
    },
    async (request) => (await guestWait(app.db, request.params.id, request.query.key)).view,
  );
};
