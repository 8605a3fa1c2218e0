import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  FunnelStepRequestSchema,
  InsightsCsvQuerySchema,
  InsightsQuerySchema,
  InsightsSchema,
} from "../../../shared/insights/insights.ts";
import { insightsCsv, insightsCsvName } from "../../../shared/insights/insights-csv.ts";
import { ViewQuerySchema } from "../../../shared/publishing/publishing.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { countFunnelStep, FORGET_VISITS_EVERY_MS, forgetPastVisits } from "./funnel.service.ts";
import { findInsights } from "./insights.service.ts";

// The owner's sales over a range of days, as JSON for the dashboard and one table at a time as CSV; and the
// guest page's pings for the steps of the ordering funnel.
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const forgetting = setInterval(() => {
    forgetPastVisits(app.db).catch((error) => app.log.warn({ err: error }, "forgetting past visits failed"));
  }, FORGET_VISITS_EVERY_MS);
  forgetting.unref();
  app.addHook("onClose", async () => clearInterval(forgetting));
  app.get(
    "/v1/businesses/:id/insights",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["insights"],
        params: IdParamsSchema,
        querystring: InsightsQuerySchema,
        response: { 200: InsightsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const insights = await findInsights({
        db: app.db,
        scope: businessScope(request),
        range: request.query,
      });
      return reply.header("cache-control", "no-store").send(insights);
    },
  );

  app.get(
    "/v1/businesses/:id/insights.csv",
    {
      // A download link cannot carry a header: the token may come in the query.
      config: { business: "params.id", tokenInQuery: true },
      schema: {
        tags: ["insights"],
        params: IdParamsSchema,
        querystring: InsightsCsvQuerySchema,
        response: { 200: z.any().meta({ description: "text/csv with a header row" }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { from, to, table } = request.query;
      const insights = await findInsights({ db: app.db, scope: businessScope(request), range: { from, to } });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${insightsCsvName(table, from, to)}"`)
        .header("cache-control", "no-store")
        .send(insightsCsv(insights, table));
    },
  );

  app.post(
    "/v1/public/businesses/:id/funnel",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["public"],
        summary: "A guest reached a step of ordering: counted once per visitor a day, without cookies",
        params: IdParamsSchema,
        querystring: ViewQuerySchema,
        body: FunnelStepRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The owner trying their own page, or its preview, is not a guest.
      if (request.query.preview !== "true")
        await countFunnelStep({
          db: app.db,
          businessId: request.params.id,
          step: request.body.step,
          clientAddress: request.ip,
          ownerToSkip: request.member?.id ?? null,
          now: app.clock(),
        });
      return reply.status(204).send(null);
    },
  );
};
