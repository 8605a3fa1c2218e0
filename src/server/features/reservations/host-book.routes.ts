import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  DayQuerySchema,
  MoveRequestSchema,
  ReservationSchema,
  StatusRequestSchema,
} from "../../../shared/reservations/reservations.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { dayBookings, markByHost, moveByHost, toHostReservations } from "./bookings.service.ts";

// The host's book: a day's bookings of one of the member's businesses, and moving them along or elsewhere.

export const hostBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/businesses/:id/reservations",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        querystring: DayQuerySchema,
        response: { 200: z.array(ReservationSchema), ...errorResponses },
      },
    },
    async (request) => dayBookings(app.db, businessScope(request).business, request.query.date),
  );

  app.post(
    "/v1/reservations/:id/status",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The host confirms, seats (at other tables with tableIds), completes, marks a no-show or cancels. 409 " +
          "STATUS_MOVE from a status that cannot go there, TABLE_TAKEN when a chosen table is booked then.",
        params: IdParamsSchema,
        body: StatusRequestSchema,
        response: { 200: ReservationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, business } = await markByHost({
        db: app.db,
        jobs: app.jobs,
        memberId: currentMember(request).id,
        id: request.params.id,
        status: request.body.status,
        tableIds: request.body.tableIds,
        now: app.clock(),
      });
      const [view] = await toHostReservations(app.db, business, [row]);
      return view;
    },
  );

  app.put(
    "/v1/reservations/:id",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The host moves a booking to another time, party or tables. 409 TABLE_TAKEN when it would double-book.",
        params: IdParamsSchema,
        body: MoveRequestSchema,
        response: { 200: ReservationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, business } = await moveByHost({
        db: app.db,
        jobs: app.jobs,
        memberId: currentMember(request).id,
        id: request.params.id,
        change: request.body,
      });
      const [view] = await toHostReservations(app.db, business, [row]);
      return view;
    },
  );
};
