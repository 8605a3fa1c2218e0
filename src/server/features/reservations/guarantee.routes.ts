import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  GuestReservationSchema,
  ReservationKeyQuerySchema,
} from "../../../shared/reservations/reservations.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { guestBooking, toGuestReservation } from "./bookings.service.ts";
import {
  chargeNoShowFee,
  type GuaranteeDeps,
  guestGuarantee,
  NO_SHOW_FEE_JOB,
  storeSavedCard,
} from "./guarantee.service.ts";

// The card holding a big party's table: the guest's page says the card is saved, and the no-show fee's job.

export function guaranteeDepsOf(app: FastifyInstance): GuaranteeDeps {
  const { stripe, quickStripe, config } = app.payments;
  return { db: app.db, jobs: app.jobs, stripe, quickStripe, config };
}

/** The no-show fee is charged by a job: Stripe failing delays the charge, never the host's tap. */
export function registerBookingGuarantees(app: FastifyInstance) {
  const deps = guaranteeDepsOf(app);
  app.jobs.handle(NO_SHOW_FEE_JOB, ({ reservationId }) => chargeNoShowFee(deps, reservationId));
}

export const guaranteeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = guaranteeDepsOf(app);
  app.post(
    "/v1/public/reservations/:id/card",
    {
      schema: {
        tags: ["reservations"],
        description:
          "The guest's page says Stripe.js saved the card holding the table: Stripe is asked, and a succeeded " +
          "SetupIntent stores the card (brand and last 4 digits). 400 NO_CARD when the booking asks for none, " +
          "CARD_NOT_SAVED when Stripe has no saved card for it.",
        params: IdParamsSchema,
        querystring: ReservationKeyQuerySchema,
        response: { 200: GuestReservationSchema, 402: ErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, business, settings } = await guestBooking(app.db, request.params.id, request.query.key);
      await storeSavedCard(deps, row.id);
      return toGuestReservation(row, business, settings, await guestGuarantee(deps, row));
    },
  );
};
