import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../../shared/common/id.ts";
import {
  type DeliveryArea,
  type DeliveryCheck,
  DeliveryCheckQuerySchema,
  DeliveryCheckSchema,
  findDeliveryArea,
} from "../../../../shared/ordering/delivery-areas.ts";
import { outsideAreaMessage } from "../../../../shared/ordering/order-words/delivery-area-words.ts";
import type { OrderType } from "../../../../shared/ordering/orders.ts";
import { badRequest, errorResponses, notFound } from "../../../http/errors.ts";
import { type CatalogCache, loadOrderingContext, type OrderingContext } from "./ordering-context.ts";

// Delivery areas on the guest's side: the area a delivery goes to (its fee, minimum and estimate) or the refusal
// naming the areas served, for pricing and placing alike; and the check the checkout makes as the guest types a
// postal code, so an address outside the areas is said at once, not at the last step.

/**
 * A delivery's area from its postal code (the order's `customer.zip`, the price call's `zip`), or 400
 * OUTSIDE_DELIVERY_AREA in the guest's language naming the areas served. Not a delivery: null.
 */
export function deliveryAreaOf(
  context: OrderingContext,
  type: OrderType,
  zip: string | undefined,
  lang: string | null,
): DeliveryArea | null {
  if (type !== "DELIVERY") return null;
  const areas = context.settings.deliveryAreas;
  const area = findDeliveryArea(areas, zip ?? "");
  if (area) return area;
  const message = outsideAreaMessage(lang, zip ?? "", areas);
  throw badRequest("OUTSIDE_DELIVERY_AREA", message, [{ path: "customer.zip", message }]);
}

export function checkDelivery(context: OrderingContext, zip: string): DeliveryCheck {
  // Delivery off (or no area set): no code is served. A code outside the areas learns only that: listing every
  // area's codes made this public answer hundreds of kilobytes, to anyone who asked.
  const area = context.settings.orderDelivery ? findDeliveryArea(context.settings.deliveryAreas, zip) : null;
  if (!area) return { delivers: false };
  return {
    delivers: true,
    area: area.name,
    fee: area.fee,
    minimum: area.minimum,
    estimateMinutes: area.estimateMinutes,
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

export function deliveryCheckRoutes(app: App, { cache }: { cache: CatalogCache }) {
  app.get(
    "/v1/public/businesses/:id/delivery-check",
    {
      config: { auth: "public" },
      schema: {
        tags: ["orders"],
        summary: "Whether the business delivers to a postal code, and at what fee, minimum and estimate",
        description:
          "`delivers` with the area's name, `fee` and `minimum` (minor units) and `estimateMinutes` when `zip` is " +
          "in one of the business's delivery areas (a ZIP+4 is judged by its ZIP); else `delivers: false` alone " +
          "(also while delivery is off or no area is set).",
        params: IdParamsSchema,
        querystring: DeliveryCheckQuerySchema,
        response: { 200: DeliveryCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const context = await loadOrderingContext({ db: app.db, cache, businessId: request.params.id });
      if (!context) throw notFound();
      return checkDelivery(context, request.query.zip);
    },
  );
}
