import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  BusinessQuerySchema,
  CopyToLocationQuerySchema,
  CreateMenuSchema,
  CreateMenusSchema,
  MenuParamsSchema,
  MenuQuerySchema,
  MenuSchema,
  MenuSearchHitSchema,
  MenuSearchQuerySchema,
  MenuSequenceSchema,
  searchMenus,
  UpdateMenuSchema,
} from "../../../shared/menus/menus.ts";
import { type BusinessScope, resolveBusinessScope, resolveBusinessScopes } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope, menuScope } from "../../http/scope.ts";
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

/** A 500-item menu with long descriptions is well over Fastify's default 1 MB. */
const MENU_BODY_LIMIT = 8 * 1024 * 1024;

const menuResponse = { 200: MenuSchema, ...errorResponses };

/** A business's menus: made, one or several at once, listed and searched. */
const menuListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/menus",
    {
      bodyLimit: MENU_BODY_LIMIT,
      config: { business: "body.businessId" },
      schema: { tags: ["menus"], body: CreateMenuSchema, response: { 201: MenuSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const [created] = await createMenus({
        db: app.db,
        inputs: [{ ...request.body, scope: businessScope(request) }],
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
        body: CreateMenusSchema,
        response: { 201: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      // A batch may name several businesses: each must be the caller's before any menu is made.
      const scopes = await resolveBusinessScopes({
        db: app.db,
        memberId: currentMember(request).id,
        businessIds: request.body.map((input) => input.businessId),
      });
      const menus = await createMenus({
        db: app.db,
        inputs: request.body.map((input, index) => ({ ...input, scope: scopes[index] as BusinessScope })),
      });
      return reply.status(201).send(menus.map(toMenu));
    },
  );

  app.get(
    "/v1/menus",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["menus"],
        querystring: BusinessQuerySchema,
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await findMenus({ db: app.db, scope: businessScope(request) });
      return rows.map(toMenu);
    },
  );

  // Search in one business: the owner's own groups and items, drafts included.
  app.get(
    "/v1/businesses/:id/search",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["menus"],
        params: IdParamsSchema,
        querystring: MenuSearchQuerySchema,
        response: { 200: z.array(MenuSearchHitSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await findMenus({ db: app.db, scope: businessScope(request) });
      return searchMenus(rows.map(toMenu), request.query.query);
    },
  );
};

/** One menu: read, saved, removed and restored, switched on or off, ordered among the others, copied. */
const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  // One menu, as the editor and the light order view load it.
  app.get(
    "/v1/ilmenus",
    {
      config: { menu: "query.menuId" },
      schema: { tags: ["menus"], querystring: MenuQuerySchema, response: menuResponse },
    },
    async (request) => toMenu(await findMenu({ db: app.db, scope: menuScope(request) })),
  );

  app.put(
    "/v1/menus",
    {
      bodyLimit: MENU_BODY_LIMIT,
      config: { menu: "body.id" },
      schema: { tags: ["menus"], body: UpdateMenuSchema, response: menuResponse },
    },
    async (request) =>
      toMenu(await updateMenu({ db: app.db, scope: menuScope(request), input: request.body })),
  );

  app.delete(
    "/v1/menus/:id",
    {
      config: { menu: "params.id" },
      schema: { tags: ["menus"], params: MenuParamsSchema, response: menuResponse },
    },
    async (request) => toMenu(await removeMenu({ db: app.db, scope: menuScope(request) })),
  );

  app.put(
    "/v1/menus/:id/restore",
    {
      config: { menu: "params.id" },
      schema: { tags: ["menus"], params: MenuParamsSchema, response: menuResponse },
    },
    async (request) => toMenu(await restoreMenu({ db: app.db, scope: menuScope(request) })),
  );

  for (const [method, active] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    app[method](
      "/v1/menus/:id/active",
      {
        config: { menu: "params.id" },
        schema: { tags: ["menus"], params: MenuParamsSchema, response: menuResponse },
      },
      async (request) => toMenu(await setMenuActive({ db: app.db, scope: menuScope(request), active })),
    );
  }

  app.post(
    "/v1/menus/sequence",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["menus"],
        querystring: BusinessQuerySchema,
        body: MenuSequenceSchema,
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await reorderMenus({
        db: app.db,
        scope: businessScope(request),
        menuIds: request.body,
      });
      return rows.map(toMenu);
    },
  );

  app.post(
    "/v1/members/menus/copyToLocation",
    {
      config: { business: "query.oldLocationId" },
      schema: {
        tags: ["menus"],
        querystring: CopyToLocationQuerySchema,
        response: { 200: z.array(MenuSchema), ...errorResponses },
      },
    },
    async (request) => {
      const from = businessScope(request);
      // The second location of the copy must be the caller's too.
      const to = await resolveBusinessScope({
        db: app.db,
        memberId: from.memberId,
        businessId: request.query.newLocationId,
      });
      const rows = await copyMenusToLocation({ db: app.db, from, to });
      return rows.map(toMenu);
    },
  );
};

/** Menus' routes, a plugin per resource. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuListRoutes);
  await app.register(menuRoutes);
};
