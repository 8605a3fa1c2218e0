import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BusinessSchema } from "../../../shared/businesses/businesses.ts";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { HoursRequestSchema, HoursSchema, OpenNowQuerySchema } from "../../../shared/hours/hours-schema.ts";
import { errorResponses, validationError } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { issuesToFieldErrors } from "../../http/validation-answer.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { toBusiness, updateBusiness } from "../businesses/businesses.service.ts";

export const hoursRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  app.put(
    "/v1/businesses/:id/hours",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["hours"],
        params: IdParamsSchema,
        body: HoursRequestSchema,
        response: { 200: BusinessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { hours, offset, timeZone } = request.body;
      let raw: unknown = hours;
      if (typeof hours === "string") {
        try {
          raw = JSON.parse(hours);
        } catch {
          throw validationError([{ path: "hours", message: "The hours could not be read." }]);
        }
      }
      const parsed = HoursSchema.safeParse(raw);
      if (!parsed.success) {
        throw validationError(issuesToFieldErrors(parsed.error.issues, { input: raw, prefix: ["hours"] }));
      }
      const row = await updateBusiness({
        db: app.db,
        scope: businessScope(request),
        changes: {
          config: {
            hours: JSON.stringify(parsed.data),
            ...(offset !== undefined ? { timeZoneOffset: offset } : {}),
            // Hours saved with a zone are the owner's answer to "is this your time zone?".
            ...(timeZone !== undefined ? { timeZone, timeZoneConfirmed: true } : {}),
          },
        },
        merge: true,
      });
      // Guests see the hours and "closed now" without a publish: this instance's pages at once, others
      // within their head's short cache time.
      publicationEvents.openingChanged(row.id);
      return toBusiness(row);
    },
  );

  app.put(
    "/v1/businesses/:id/open",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["hours"],
        params: IdParamsSchema,
        querystring: OpenNowQuerySchema,
        response: { 200: BusinessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await updateBusiness({
        db: app.db,
        scope: businessScope(request),
        changes: { config: { closedNow: request.query.open === "false" } },
        merge: true,
      });
      // Guests see the hours and "closed now" without a publish: this instance's pages at once, others
      // within their head's short cache time.
      publicationEvents.openingChanged(row.id);
      return toBusiness(row);
    },
  );
};
