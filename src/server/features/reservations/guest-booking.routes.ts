import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { GuestLanguageQuerySchema, PlaceOrderHeadersSchema } from "../../../shared/ordering/orders.ts";
import {
  BookedReservationSchema,
  BookingRequestSchema,
  ReservationTimeSchema,
  ReservationTimesQuerySchema,
} from "../../../shared/reservations/reservations.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { bookInRush } from "./booking-rush.ts";
import { bookingBusiness, reservationTimes, toGuestReservation } from "./bookings.service.ts";
import { guaranteeDepsOf } from "./guarantee.routes.ts";
import { guaranteeFor, guestGuarantee } from "./guarantee.service.ts";

// The guest books: the times with room, and booking a table (guest-reservation.routes.ts: the booking after).

const publicErrors = { 402: ErrorSchema, ...errorResponses };

export const guestBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarantees = guaranteeDepsOf(app);
  app.get(
    "/v1/public/businesses/:id/reservation-times",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The day's booking times on the business's clock, each with room for the party or not. 400 " +
          "RESERVATIONS_OFF, TOO_SOON (a day past), TOO_FAR (past the days ahead it books).",
        params: IdParamsSchema,
        querystring: ReservationTimesQuerySchema,
        response: { 200: z.array(ReservationTimeSchema), ...publicErrors },
      },
    },
    async (request) => {
      const business = await bookingBusiness(app.db, request.params.id);
      return reservationTimes({
        db: app.db,

        business,
        date: request.query.date,
        party: request.query.party,
        lang: request.query.lang,
        now: app.clock(),
      });
    },
  );

  app.post(
    "/v1/public/businesses/:id/reservations",
    {
      schema: {
        tags: ["reservations"],
        description:
          "Books a table. The same Idempotency-Key with the same body answers the same booking; with another, " +
          "409. 400 codes: RESERVATIONS_OFF, PARTY_SIZE, TOO_SOON, TOO_FAR, CLOSED, TIME_INVALID (not one of the " +
          "times offered), RESERVATION_FULL (no table, or the 15 minutes' guests at the limit). Messages are in " +
          "`?lang=` when we have its words, else English.",
        params: IdParamsSchema,
        querystring: GuestLanguageQuerySchema,
        headers: PlaceOrderHeadersSchema,
        body: BookingRequestSchema,
        response: { 201: BookedReservationSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { row, settings, fresh, business } = await bookInRush({
        db: app.db,
        jobs: app.jobs,
        businessId: request.params.id,
        request: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        lang: request.query.lang,
        now: app.clock(),
      });
      // A booking just made has a card to ask for only when its party is one the settings guarantee.
      const guarantee =
        fresh && !guaranteeFor(settings, row.party) ? null : await guestGuarantee(guarantees, row);
      return reply
        .status(201)
        .send({ ...toGuestReservation(row, business, settings, guarantee), key: row.guestKey });
    },
  );
};
