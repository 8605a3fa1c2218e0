import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../../shared/common/id.ts";
import { orderWords } from "../../../../shared/ordering/order-words/all.ts";
import {
  GuestLanguageQuerySchema,
  GuestOrderQuerySchema,
  type OrderLine,
} from "../../../../shared/ordering/orders.ts";
import { ReorderAnswerSchema, reorderLines } from "../../../../shared/ordering/reorder.ts";
import { errorResponses } from "../../../http/errors.ts";
import { findSoldOut } from "../../service/sold-out.repository.ts";
import { loadOrderingContext } from "./ordering-context.ts";
import { findGuestOrder } from "./orders.service.ts";

// "Order again" on the guest's order page: the earlier order's lines as the published menu offers them today, with
// today's prices, and what changed in the guest's language. Nothing is written: the guest's cart (in the browser)
// takes the lines, and the order placed from it is priced and checked as any other.

export const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.orders.catalog;
  app.post(
    "/v1/public/orders/:id/reorder",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "The lines of an earlier order that can be ordered again today, at today's prices",
        description:
          "With the order's tracking key (`key`; a wrong one answers 404). Items no longer published, sold out, " +
          "or whose options no longer fit are left out; `changes` says so, and names each price that changed, " +
          "in `?lang=` when we have its words, else English.",
        params: IdParamsSchema,
        querystring: GuestOrderQuerySchema.extend(GuestLanguageQuerySchema.shape),
        response: { 200: ReorderAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findGuestOrder({ db: app.db, orderId: request.params.id, key: request.query.key });
      const [context, soldOut] = await Promise.all([
        loadOrderingContext({ db: app.db, cache, businessId: row.businessId }),
        findSoldOut(app.db, row.businessId, app.clock()),
      ]);
      const lang = request.query.lang ?? null;
      const again = reorderLines({
        items: row.items as OrderLine[],
        catalog: context?.catalog ?? new Map(),
        soldOut,
        currency: context?.currency ?? { code: row.currencyCode, symbol: row.currency },
        words: orderWords(lang),
        lang,
      });
      return { businessId: row.businessId, ...again };
    },
  );
};
