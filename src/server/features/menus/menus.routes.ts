import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CreateMenuSchema, MenuSchema, UpdateMenuSchema } from "../../../shared/menu.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import {
  copyMenusToLocation,
  createMenus,
  findMenu,
  findMenus,
  removeMenu,
  reorderMenus,
  restoreMenu,
  setMenuActive,
  toMenu,
  updateMenu,
} from "./menus.service.ts";

const Id = z.string().min(1).max(64);
const MenuParams = z.object({ id: Id });
const BusinessQuery = z.object({ businessId: Id });
/** A 500-item menu with long descriptions is well over Fastify's default 1 MB. */
const MENU_BODY_LIMIT = 8 * 1024 * 1024;

export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const menuResponse = { 200: MenuSchema, ...errorResponses };

  app.post(
    "/v1/menus",
    {
      bodyLimit: MENU_BODY_LIMIT,
      schema: { tags: ["menus"], body: CreateMenuSchema, response: { 201: MenuSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const [created] = await createMenus({
        db: app.db,
        memberId: currentMember(request).id,
        inputs: [request.body],
      });
      if (!created) throw new Error("menu insert returned nothing");
      return reply.status(201).send(toMenu(created));
    },
  );

  app.post(
    "/v1/menus/multiple",
    {
      bodyLimit: MENU_BODY_LIMIT,
      schema: {
        tags: ["menus"],
        body: z.array(CreateMenuSchema).min(1).max(50),
        response: { 201: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const menus = await createMenus({
        db: app.db,
        memberId: currentMember(request).id,
        inputs: request.body,
      });
      return reply.status(201).send(menus.map(toMenu));
    },
  );

  app.get(
    "/v1/menus",
    {
      schema: {
        tags: ["menus"],
        querystring: BusinessQuery,
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await findMenus({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
      });
      return rows.map(toMenu);
    },
  );

  // seed 001 §7 "GET /v1/ilmenus?menuId": one menu, as the editor and the light order view load it.
  app.get(
    "/v1/ilmenus",
    { schema: { tags: ["menus"], querystring: z.object({ menuId: Id }), response: menuResponse } },
    async (request) =>
      toMenu(
        await findMenu({ db: app.db, memberId: currentMember(request).id, menuId: request.query.menuId }),
      ),
  );

  app.put(
    "/v1/menus",
    {
      bodyLimit: MENU_BODY_LIMIT,
      schema: { tags: ["menus"], body: UpdateMenuSchema, response: menuResponse },
    },
    async (request) =>
      toMenu(await updateMenu({ db: app.db, memberId: currentMember(request).id, input: request.body })),
  );

  app.delete(
    "/v1/menus/:id",
    { schema: { tags: ["menus"], params: MenuParams, response: menuResponse } },
    async (request) =>
      toMenu(
        await removeMenu({ db: app.db, memberId: currentMember(request).id, menuId: request.params.id }),
      ),
  );

  app.put(
    "/v1/menus/:id/restore",
    { schema: { tags: ["menus"], params: MenuParams, response: menuResponse } },
    async (request) =>
      toMenu(
        await restoreMenu({ db: app.db, memberId: currentMember(request).id, menuId: request.params.id }),
      ),
  );

  for (const [method, active] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    app[method](
      "/v1/menus/:id/active",
      { schema: { tags: ["menus"], params: MenuParams, response: menuResponse } },
      async (request) =>
        toMenu(
          await setMenuActive({
            db: app.db,
            memberId: currentMember(request).id,
            menuId: request.params.id,
            active,
          }),
        ),
    );
  }

  app.post(
    "/v1/menus/sequence",
    {
      schema: {
        tags: ["menus"],
        querystring: BusinessQuery,
        body: z.array(Id).max(500),
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await reorderMenus({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
        menuIds: request.body,
      });
      return rows.map(toMenu);
    },
  );

  app.post(
    "/v1/members/menus/copyToLocation",
    {
      schema: {
        tags: ["menus"],
        querystring: z.object({ oldLocationId: Id, newLocationId: Id }),
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await copyMenusToLocation({
        db: app.db,
        memberId: currentMember(request).id,
        fromBusinessId: request.query.oldLocationId,
        toBusinessId: request.query.newLocationId,
      });
      return rows.map(toMenu);
    },
  );
};
