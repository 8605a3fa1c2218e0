import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { SoldOutEntrySchema, SoldOutRequestSchema } from "../../../shared/service/service-status.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { listSoldOut, markSoldOut } from "./sold-out.service.ts";

export const soldOutRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  app.get(
    "/v1/businesses/:id/sold-out",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["service"],
        params: IdParamsSchema,
        response: { 200: z.array(SoldOutEntrySchema), ...errorResponses },
      },
    },
    async (request) => listSoldOut({ db: app.db, scope: businessScope(request), now: app.clock() }),
  );

  app.put(
    "/v1/businesses/:id/sold-out",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["service"],
        params: IdParamsSchema,
        body: SoldOutRequestSchema,
        response: { 200: z.array(SoldOutEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const list = await markSoldOut({
        db: app.db,
        cache: app.orders.catalog,
        scope,
        request: request.body,
        now: app.clock(),
      });
      // Guests see it without a publish: the guest page's overlay and the ordering status follow this event.
      publicationEvents.serviceChanged(scope.business.id);
      return list;
    },
  );
};
