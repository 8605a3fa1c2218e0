import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CopyDesignQuerySchema,
  DesignObjectSchema,
  DesignPageQuerySchema,
  DesignPageResponseSchema,
  DesignParamsSchema,
} from "../../../shared/designs/designs.ts";
import { MenuSchema } from "../../../shared/menus/menus.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { toMenu } from "../menus/menus.service.ts";
import { copyDesignToMenu, findDesign, findDesignPage } from "./designs.service.ts";

export const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The saved designs, paged and searched by `key`.
  app.get(
    "/v1/menus/timber/mo",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["designs"],
        querystring: DesignPageQuerySchema,
        response: { 200: DesignPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => findDesignPage({ key: request.query.key, page: request.query.page }),
  );

  // The objects of one design. The library is the
  // product's, not a member's, so any signed-in member may read it.
  app.get(
    "/v1/menus/timber/designs/:designId/mo",
    {
      schema: {
        tags: ["designs"],
        params: DesignParamsSchema,
        response: { 200: z.array(DesignObjectSchema), ...errorResponses },
      },
    },
    async (request) => findDesign({ designId: request.params.designId }).objects,
  );

  // Copy Menu: a whole new menu from a design, in one of the member's businesses.
  app.post(
    "/v1/menus/timber/designs/:designId/copy",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["designs"],
        params: DesignParamsSchema,
        querystring: CopyDesignQuerySchema,
        response: { 201: MenuSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const menu = await copyDesignToMenu({
        db: app.db,
        scope: businessScope(request),
        designId: request.params.designId,
      });
      return reply.status(201).send(toMenu(menu));
    },
  );
};
