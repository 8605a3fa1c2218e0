import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  ReservationSettingsSchema,
  TableInputSchema,
  TableParamsSchema,
  TableSchema,
} from "../../../shared/reservations/reservations.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { settingsOf } from "./table-holds.ts";
import { createTable, deleteTable, listTables, saveSettings, updateTable } from "./tables.service.ts";

// The owner's booking settings and tables (Settings → Reservations).

export const reservationTablesRoutes: FastifyPluginAsyncZod<{
  publicationEvents: PublicationEvents;
}> = async (app, { publicationEvents }) => {
  app.get(
    "/v1/businesses/:id/reservations/settings",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        response: { 200: ReservationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => settingsOf(app.db, businessScope(request).business.id),
  );

  app.put(
    "/v1/businesses/:id/reservations/settings",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        body: ReservationSettingsSchema,
        response: { 200: ReservationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const saved = await saveSettings(app.db, scope, request.body);
      // "Book a table" on the guest page follows the switch without a publish, on every instance.
      publicationEvents.openingChanged(scope.business.id);
      return saved;
    },
  );

  app.get(
    "/v1/businesses/:id/tables",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        response: { 200: z.array(TableSchema), ...errorResponses },
      },
    },
    async (request) => listTables(app.db, businessScope(request)),
  );

  app.post(
    "/v1/businesses/:id/tables",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: IdParamsSchema,
        body: TableInputSchema,
        response: { 201: TableSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTable(app.db, businessScope(request), request.body)),
  );

  app.put(
    "/v1/businesses/:id/tables/:tableId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        params: TableParamsSchema,
        body: TableInputSchema,
        response: { 200: TableSchema, ...errorResponses },
      },
    },
    async (request) => updateTable(app.db, businessScope(request), request.params.tableId, request.body),
  );

  app.delete(
    "/v1/businesses/:id/tables/:tableId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["reservations"],
        description: "409 TABLE_BOOKED while bookings ahead hold the table.",
        params: TableParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteTable(app.db, businessScope(request), request.params.tableId, app.clock());
      return reply.status(204).send(null);
    },
  );
};
