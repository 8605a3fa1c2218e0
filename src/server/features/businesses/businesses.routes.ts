import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { touchesOpening } from "../../../shared/businesses/business-config.ts";
import {
  BusinessChangesSchema,
  BusinessSchema,
  BusinessStatusSchema,
  LocationResponseSchema,
  LocationSchema,
  MemberLocationSchema,
} from "../../../shared/businesses/businesses.ts";
import { EmbedSettingsResponseSchema, EmbedSettingsSchema } from "../../../shared/businesses/embed.ts";
import { IdParamsSchema, TokenQuerySchema } from "../../../shared/common/id.ts";
import { businesses } from "../../db/schema.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { addLocationToPlan, type BillingDeps } from "../subscriptions/subscriptions.service.ts";
import {
  createBusiness,
  findBusinesses,
  findOnboardingProblems,
  toBusiness,
  toLocation,
  updateBusiness,
  updateFrameOrigins,
  updateLocation,
} from "./businesses.service.ts";

/** The member's locations: listed, added (with the subscription's quantity) and edited. */
function locationRoutes(billing: BillingDeps, publicationEvents: PublicationEvents): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/v1/members/locations",
      {
        schema: { tags: ["businesses"], response: { 200: z.array(MemberLocationSchema), ...errorResponses } },
      },
      async (request) => {
        const rows = await findBusinesses({ db: app.db, memberId: currentMember(request).id });
        return rows.map((row) => ({ ...toBusiness(row), location: toLocation(row) }));
      },
    );

    app.post(
      "/v1/businesses",
      {
        schema: {
          tags: ["businesses"],
          body: LocationSchema,
          response: { 201: MemberLocationSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const memberId = currentMember(request).id;
        const row = await createBusiness({ db: app.db, memberId, location: request.body });
        // The dialog says an extra location is added to the subscription, so a paying
        // member's quantity follows at once. If Stripe fails the location is still made (nothing is lost); it
        // waits unserved until paid for from Account → Subscription, which says so.
        try {
          await addLocationToPlan(billing, memberId);
        } catch (error) {
          request.log.warn({ err: error, memberId }, "extra location not added to the subscription");
        }
        return reply.status(201).send({ ...toBusiness(row), location: toLocation(row) });
      },
    );

    // Two addresses for one call: the owner's location, by bearer token or (under /v1/public) `?token=`.
    // Another member's id answers 404 like a missing one; the public view is …/publicLocation.
    for (const path of ["/v1/businesses/:id/location", "/v1/public/businesses/:id/location"]) {
      app.get(
        path,
        {
          config: { auth: "member", tokenInQuery: path.startsWith("/v1/public/"), business: "params.id" },
          schema: {
            tags: ["businesses"],
            params: IdParamsSchema,
            querystring: TokenQuerySchema,
            response: { 200: LocationResponseSchema, ...errorResponses },
          },
        },
        async (request) => toLocation(businessScope(request).business),
      );
    }

    app.put(
      "/v1/businesses/:id/location",
      {
        config: { business: "params.id" },
        schema: {
          tags: ["businesses"],
          params: IdParamsSchema,
          body: LocationSchema,
          response: { 200: LocationResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const row = await updateLocation({
          db: app.db,
          scope: businessScope(request),
          location: request.body,
        });
        return toLocation(row);
      },
    );

    for (const method of ["put", "patch"] as const) {
      app[method](
        "/v1/businesses/:id",
        {
          config: { business: "params.id" },
          schema: {
            tags: ["businesses"],
            params: IdParamsSchema,
            body: BusinessChangesSchema,
            response: { 200: BusinessSchema, ...errorResponses },
          },
        },
        async (request) => {
          const row = await updateBusiness({
            db: app.db,
            scope: businessScope(request),
            changes: request.body,
            merge: method === "patch",
          });
          // The guest page shows the cart only while ordering is on, and its open/closed
          // state and Add buttons as the owner saved them: this instance at once.
          if (
            request.body.orderingEnabled !== undefined ||
            touchesOpening(request.body.config, method === "put")
          )
            publicationEvents.publicationChanged(row.id);
          return toBusiness(row);
        },
      );
    }
  };
}

/** A business's embedding addresses and the status its guest pages read. */
function embedAndStatusRoutes(publicationEvents: PublicationEvents): FastifyPluginAsyncZod {
  return async (app) => {
    // The owner's own website addresses, which may show the guest pages in a frame (README "Embedding the
    // menu"). Read with the publication head, so a change applies without publishing.
    app.get(
      "/v1/businesses/:id/embed",
      {
        config: { business: "params.id" },
        schema: {
          tags: ["businesses"],
          params: IdParamsSchema,
          response: { 200: EmbedSettingsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ origins: businessScope(request).business.frameOrigins }),
    );

    app.put(
      "/v1/businesses/:id/embed",
      {
        config: { business: "params.id" },
        schema: {
          tags: ["businesses"],
          params: IdParamsSchema,
          body: EmbedSettingsSchema,
          response: { 200: EmbedSettingsResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const scope = businessScope(request);
        const origins = await updateFrameOrigins({ db: app.db, scope, origins: request.body.origins });
        // This instance's guest pages follow at once; others within their head's short cache time.
        publicationEvents.publicationChanged(scope.business.id);
        return { origins };
      },
    );

    // What a new owner still needs before publishing; public, so it carries no private data.
    app.get(
      "/v1/public/businesses/:id/status",
      {
        schema: {
          tags: ["businesses"],
          params: IdParamsSchema,
          response: { 200: BusinessStatusSchema, ...errorResponses },
        },
      },
      async (request) => {
        const [row] = await app.db
          .select()
          .from(businesses)
          .where(eq(businesses.id, request.params.id))
          .limit(1);
        if (!row) throw notFound();
        return {
          id: row.id,
          published: row.published,
          url: row.customUrl ?? row.url,
          problems: await findOnboardingProblems(app.db, row),
        };
      },
    );
  };
}

/** Businesses' routes, a plugin per resource. */
export function businessesRoutes(
  billing: BillingDeps,
  publicationEvents: PublicationEvents,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(locationRoutes(billing, publicationEvents));
    await app.register(embedAndStatusRoutes(publicationEvents));
  };
}
