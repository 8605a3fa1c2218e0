import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MenuSchema } from "../../../shared/menu.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { toMenu } from "../menus/menus.service.ts";
import { copyDesignToMenu, findDesign, findDesignPage } from "./designs.service.ts";
import { DesignObjectSchema, DesignSummarySchema } from "./library/types.ts";

const Id = z.string().min(1).max(64);
const DesignParams = z.object({ designId: Id });

export const DesignPageQuerySchema = z.object({
  businessId: Id,
  key: z.string().max(200).default(""),
  // A 0-based page number; "-1", "1.5" or "two" are refused with 400.
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page must be a whole number from 0.")
    .default("0")
    .transform(Number),
});

export const DesignPageResponseSchema = z.object({
  list: z.array(DesignSummarySchema),
  hasNext: z.boolean(),
});

export const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  // seed 001 §7 "GET /v1/menus/timber/mo?businessId&key&page": the saved designs, paged and searched.
  app.get(
    "/v1/menus/timber/mo",
    {
      schema: {
        tags: ["designs"],
        querystring: DesignPageQuerySchema,
        response: { 200: DesignPageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      findDesignPage({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
        key: request.query.key,
        page: request.query.page,
      }),
  );

  // seed 001 §7 "GET /v1/menus/timber/designs/{designId}/mo": the objects of one design. The library is the
  // product's, not a member's, so any signed-in member may read it.
  app.get(
    "/v1/menus/timber/designs/:designId/mo",
    {
      schema: {
        tags: ["designs"],
        params: DesignParams,
        response: { 200: z.array(DesignObjectSchema), ...errorResponses },
      },
    },
    async (request) => findDesign({ designId: request.params.designId }).objects,
  );

  // Copy Menu (issue 3 §6): a whole new menu from a design, in one of the member's businesses.
  app.post(
    "/v1/menus/timber/designs/:designId/copy",
    {
      schema: {
        tags: ["designs"],
        params: DesignParams,
        querystring: z.object({ businessId: Id }),
        response: { 201: MenuSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const menu = await copyDesignToMenu({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
        designId: request.params.designId,
      });
      return reply.status(201).send(toMenu(menu));
    },
  );
};
