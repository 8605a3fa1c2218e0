import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  CreatePageSchema,
  PageParamsSchema,
  PageSequenceSchema,
  UpdatePageSchema,
  WebsitePageSchema,
} from "../../../shared/website/website.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import {
  createPage,
  deletePage,
  findPage,
  findPages,
  reorderPages,
  toWebsitePage,
  updatePage,
} from "./website.service.ts";

/** A 20,000-character body in JSON is far below this; the limit keeps the default's spirit for this route. */
const PAGE_BODY_LIMIT = 256 * 1024;

// The owner's website pages around the menu: drafts saved like a menu, published with it. The reorder route
// mirrors POST /v1/menus/sequence.
export const websiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageResponse = { 200: WebsitePageSchema, ...errorResponses };
  const listResponse = { 200: z.array(WebsitePageSchema), ...errorResponses };
  const config = { business: "params.id" } as const;
  const tags = ["website"];

  app.get(
    "/v1/businesses/:id/pages",
    { config, schema: { tags, params: IdParamsSchema, response: listResponse } },
    async (request) => (await findPages({ db: app.db, scope: businessScope(request) })).map(toWebsitePage),
  );

  app.post(
    "/v1/businesses/:id/pages",
    {
      config,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreatePageSchema,
        response: { 201: WebsitePageSchema, 402: ErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await createPage({ db: app.db, scope: businessScope(request), input: request.body });
      return reply.status(201).send(toWebsitePage(row));
    },
  );

  app.post(
    "/v1/businesses/:id/pages/sequence",
    { config, schema: { tags, params: IdParamsSchema, body: PageSequenceSchema, response: listResponse } },
    async (request) =>
      (await reorderPages({ db: app.db, scope: businessScope(request), pageIds: request.body })).map(
        toWebsitePage,
      ),
  );

  app.get(
    "/v1/businesses/:id/pages/:pageId",
    { config, schema: { tags, params: PageParamsSchema, response: pageResponse } },
    async (request) =>
      toWebsitePage(
        await findPage({ db: app.db, scope: businessScope(request), pageId: request.params.pageId }),
      ),
  );

  app.put(
    "/v1/businesses/:id/pages/:pageId",
    {
      config,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: { tags, params: PageParamsSchema, body: UpdatePageSchema, response: pageResponse },
    },
    async (request) =>
      toWebsitePage(
        await updatePage({
          db: app.db,
          scope: businessScope(request),
          pageId: request.params.pageId,
          input: request.body,
        }),
      ),
  );

  app.delete(
    "/v1/businesses/:id/pages/:pageId",
    { config, schema: { tags, params: PageParamsSchema, response: pageResponse } },
    async (request) =>
      toWebsitePage(
        await deletePage({ db: app.db, scope: businessScope(request), pageId: request.params.pageId }),
      ),
  );
};
