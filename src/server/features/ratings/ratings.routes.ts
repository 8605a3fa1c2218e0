import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, TokenQuerySchema } from "../../../shared/common/id.ts";
import {
  PublicRatingsSchema,
  RatingRequestSchema,
  RatingSchema,
  RatingUpdateSchema,
} from "../../../shared/ratings/ratings.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { findOwnerRatings, findPublicRatings, submitRating, updateRating } from "./ratings.service.ts";

// Guests' ratings: a guest rates a published page; its owner reads, accepts or removes them.
export const ratingsRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  app.post(
    "/v1/public/businesses/:id/ratings",
    {
      schema: {
        tags: ["ratings"],
        params: IdParamsSchema,
        body: RatingRequestSchema,
        response: {
          // A filled honeypot gets the same 201 with nothing behind it: `null`.
          201: RatingSchema.nullable(),
          402: ErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const rating = await submitRating({
        db: app.db,
        mailer: app.mailer,
        businessId: request.params.id,
        input: request.body,
        clientAddress: request.ip,
        dashboardUrl: `${app.config.publicBaseUrl}${app.config.contextPath}/app/customers?tab=reviews`,
        log: (error) => request.log.error({ err: error }, "rating mail failed"),
      });
      return reply.status(201).send(rating);
    },
  );

  app.get(
    "/v1/public/businesses/:id/ratings",
    {
      schema: {
        tags: ["ratings"],
        params: IdParamsSchema,
        response: { 200: PublicRatingsSchema, 402: ErrorSchema, ...errorResponses },
      },
    },
    async (request) => findPublicRatings(app.db, request.params.id),
  );

  app.patch(
    "/v1/public/businesses/:id/ratings",
    {
      // Under /v1/public, where the links in the owner's mail point, but only the owner may accept or remove
      // (bearer or ?token=).
      config: { auth: "member", tokenInQuery: true, business: "params.id" },
      schema: {
        tags: ["ratings"],
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        body: RatingUpdateSchema,
        response: { 200: RatingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const rating = await updateRating({ db: app.db, scope, update: request.body });
      publicationEvents.ratingsChanged(scope.business.id);
      return rating;
    },
  );

  app.get(
    "/v1/businesses/:id/ratings",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["ratings"],
        params: IdParamsSchema,
        response: { 200: z.array(RatingSchema), ...errorResponses },
      },
    },
    async (request) => findOwnerRatings({ db: app.db, scope: businessScope(request) }),
  );
};
