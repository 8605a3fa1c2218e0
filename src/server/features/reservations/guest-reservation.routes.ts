import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  GuestChangeSchema,
  GuestReservationSchema,
  ReservationKeyQuerySchema,
} from "../../../shared/reservations/reservations.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import {
  cancelByGuest,
  changeByGuest,
  confirmByGuest,
  guestBooking,
  toGuestReservation,
} from "./bookings.service.ts";
import { guaranteeDepsOf } from "./guarantee.routes.ts";
import { guestGuarantee } from "./guarantee.service.ts";

// The guest's own booking, opened by its key: read it, cancel it, say they are still coming, change it.

const publicErrors = { 402: ErrorSchema, ...errorResponses };

export const guestReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarantees = guaranteeDepsOf(app);
  app.get(
    "/v1/public/reservations/:id",
    {
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        response: { 200: GuestReservationSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { row, business, settings } = await guestBooking(app.db, request.params.id, request.query.key);
      return toGuestReservation(row, business, settings, await guestGuarantee(guarantees, row));
    },
  );

  app.post(
    "/v1/public/reservations/:id/cancel",
    {
      schema: {
        tags: ["reservations"],
        description: "The guest cancels. 400 TOO_LATE_TO_CANCEL past the restaurant's cut-off.",
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        response: { 200: GuestReservationSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { row, business, settings } = await cancelByGuest({
        db: app.db,
        jobs: app.jobs,
        id: request.params.id,
        key: request.query.key,
        lang: request.query.lang,
        now: app.clock(),
      });
      return toGuestReservation(row, business, settings, await guestGuarantee(guarantees, row));
    },
  );

  app.post(
    "/v1/public/reservations/:id/confirm",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The guest answers a reminder that they are still coming (`guestConfirmedAt`). Again changes nothing; " +
          "400 TOO_LATE_TO_CONFIRM for a cancelled or past booking.",
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        response: { 200: GuestReservationSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { row, business, settings } = await confirmByGuest({
        db: app.db,
        id: request.params.id,
        key: request.query.key,
        lang: request.query.lang,
        now: app.clock(),
      });
      return toGuestReservation(row, business, settings, await guestGuarantee(guarantees, row));
    },
  );

  app.put(
    "/v1/public/reservations/:id",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The guest changes the party or the time, under the rules of booking. 400 TOO_LATE_TO_CANCEL past " +
          "the cut-off, and the booking's codes.",
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        body: GuestChangeSchema,
        response: { 200: GuestReservationSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { row, business, settings } = await changeByGuest({
        db: app.db,
        jobs: app.jobs,
        id: request.params.id,
        key: request.query.key,
        change: request.body,
        lang: request.query.lang,
        now: app.clock(),
      });
      return toGuestReservation(row, business, settings, await guestGuarantee(guarantees, row));
    },
  );
};
