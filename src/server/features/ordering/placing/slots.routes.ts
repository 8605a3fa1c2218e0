import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../../shared/common/id.ts";
import { SlotListSchema, SlotsQuerySchema } from "../../../../shared/ordering/slots.ts";
import { errorResponses, notFound } from "../../../http/errors.ts";
import { type CatalogCache, loadOrderingContext } from "./ordering-context.ts";
import { findDaySlots } from "./pacing.ts";

// Pacing's HTTP side: the guest's checkout reads a day's slots with their room.

type App = Parameters<FastifyPluginAsyncZod>[0];

export function slotsRoutes(app: App, { cache }: { cache: CatalogCache }) {
  app.get(
    "/v1/public/businesses/:id/slots",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "A day's 15-minute order slots and the room each has left",
        description:
          "The slots of `date` (the business's calendar) that start while it is open, no earlier than an order of " +
          "`type` placed now can be ready (busy minutes included) and within the days orders may be placed " +
          "ahead. `left`: the orders the slot still takes (with an item cap only, the items); `itemsLeft`: the " +
          "items under an item cap. Both null when the business does not pace its orders.",
        params: IdParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const context = await loadOrderingContext({ db: app.db, cache, businessId: request.params.id });
      if (!context) throw notFound();
      return findDaySlots({
        db: app.db,
        context,
        date: request.query.date,
        type: request.query.type,
        now: app.clock(),
      });
    },
  );
}
