import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BusinessSchema, LocationResponseSchema } from "../../../shared/api.ts";
import { MenuSchema } from "../../../shared/menu.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { applyRevision, findRevision, findRevisions, saveRevision } from "./revisions.service.ts";

const Id = z.string().min(1).max(64);
const RevisionSummarySchema = z
  .object({ id: z.string(), createdDate: z.string() })
  .meta({ id: "RevisionSummary" });
const RevisionSchema = RevisionSummarySchema.extend({
  business: z.object({ config: z.record(z.string(), z.unknown()), orderingEnabled: z.boolean() }),
  location: LocationResponseSchema.omit({ internalId: true }),
  menus: z.array(MenuSchema),
}).meta({ id: "Revision" });

export const revisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/businesses/:id/revision",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["revisions"],
        params: z.object({ id: Id }),
        response: { 200: RevisionSummarySchema, ...errorResponses },
      },
    },
    async (request) => saveRevision({ db: app.db, scope: businessScope(request) }),
  );

  app.get(
    "/v1/businesses/:id/revisions",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["revisions"],
        params: z.object({ id: Id }),
        response: { 200: z.array(RevisionSummarySchema), ...errorResponses },
      },
    },
    async (request) => findRevisions({ db: app.db, scope: businessScope(request) }),
  );

  app.get(
    "/v1/businesses/:id/revisions/:revisionId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["revisions"],
        params: z.object({ id: Id, revisionId: Id }),
        response: { 200: RevisionSchema, ...errorResponses },
      },
    },
    async (request) =>
      findRevision({
        db: app.db,
        scope: businessScope(request),
        revisionId: request.params.revisionId,
      }),
  );

  app.post(
    "/v1/businesses/:id/revisions",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["revisions"],
        params: z.object({ id: Id }),
        querystring: z.object({ revisionId: Id }),
        response: {
          200: z.object({
            business: BusinessSchema.extend({ location: LocationResponseSchema }),
            menus: z.array(MenuSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      applyRevision({
        db: app.db,
        scope: businessScope(request),
        revisionId: request.query.revisionId,
      }),
  );
};
