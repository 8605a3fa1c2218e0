import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  AppliedRevisionSchema,
  ApplyRevisionQuerySchema,
  RevisionParamsSchema,
  RevisionSchema,
  RevisionSummarySchema,
} from "../../../shared/revisions/revisions.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { applyRevision, findRevision, findRevisions, saveRevision } from "./revisions.service.ts";

export const revisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/businesses/:id/revision",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["revisions"],
        params: IdParamsSchema,
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
        params: IdParamsSchema,
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
        params: RevisionParamsSchema,
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
        params: IdParamsSchema,
        querystring: ApplyRevisionQuerySchema,
        response: { 200: AppliedRevisionSchema, ...errorResponses },
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
