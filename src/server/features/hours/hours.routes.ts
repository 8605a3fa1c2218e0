import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BusinessSchema } from "../../../shared/api.ts";
import { HoursSchema } from "../../../shared/hours-schema.ts";
import { errorResponses, validationError } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { toBusiness, updateBusiness } from "../businesses/businesses.service.ts";

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** IANA names this runtime knows; an unknown one would silently fall back to the offset. */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const HoursBodySchema = z.object({
  // seed 000 §3: the map, or its JSON string as older clients send it.
  hours: z.union([z.string().max(5000), z.record(z.string(), z.unknown())]),
  offset: z.number().int().min(-840).max(840).optional(),
  timeZone: z.string().max(64).refine(isKnownTimeZone, "Please choose a valid time zone.").optional(),
});

export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/v1/businesses/:id/hours",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["hours"],
        params: IdParams,
        body: HoursBodySchema,
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
        throw validationError(
          parsed.error.issues.map((issue) => ({
            path: ["hours", ...issue.path].join("."),
            message: issue.message,
          })),
        );
      }
      const row = await updateBusiness({
        db: app.db,
        scope: businessScope(request),
        changes: {
          config: {
            hours: JSON.stringify(parsed.data),
            ...(offset !== undefined ? { timeZoneOffset: offset } : {}),
            // issue 11 §3: hours saved with a zone are the owner's answer to "is this your time zone?".
            ...(timeZone !== undefined ? { timeZone, timeZoneConfirmed: true } : {}),
          },
        },
        merge: true,
      });
      return toBusiness(row);
    },
  );

  app.put(
    "/v1/businesses/:id/open",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["hours"],
        params: IdParams,
        querystring: z.object({ open: z.enum(["true", "false"]) }),
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
      return toBusiness(row);
    },
  );
};
