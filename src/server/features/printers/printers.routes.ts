import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { OrderParamsSchema } from "../../../shared/ordering/orders.ts";
import {
  PrinterParamsSchema,
  PrinterRequestSchema,
  PrinterSchema,
  PrintOrderResponseSchema,
} from "../../../shared/printers/printers.ts";
import type { Listen } from "../../db/client.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { registerCloudPrnt } from "./cloudprnt.routes.ts";
import { DEFAULT_PRINTER_POLL_LIMITS, PollLimits } from "./poll-limits.ts";
import { PrinterKeys } from "./printer-keys.ts";
import { addPrinter, deletePrinter, findPrinters, reprintOrder, toPrinter } from "./printers.service.ts";

export const printersRoutes: FastifyPluginAsyncZod<{ listen: Listen }> = async (app, { listen }) => {
  const baseUrl = `${app.config.publicBaseUrl}${app.config.contextPath}`;
  const keys = new PrinterKeys(app.db, (error) =>
    app.log.warn({ err: error }, "printers not read again after a change"),
  );
  await keys.start(listen);
  app.addHook("onClose", async () => keys.stop());
  const limits = new PollLimits(app.config.printerPolls ?? DEFAULT_PRINTER_POLL_LIMITS);

  app.get(
    "/v1/businesses/:id/printers",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["printers"],
        summary: "The location's kitchen printers (Star CloudPRNT), each with the address it polls",
        params: IdParamsSchema,
        response: { 200: z.array(PrinterSchema), ...errorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await findPrinters({ db: app.db, scope: businessScope(request) });
      return rows.map((row) => toPrinter(row, baseUrl, now));
    },
  );

  app.post(
    "/v1/businesses/:id/printers",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["printers"],
        summary: "Adds a kitchen printer; type its serverUrl into the printer's CloudPRNT settings",
        description:
          "`printOn` arrival prints an order when it arrives (a scheduled one when it is due), accept when the " +
          "owner accepts it; `copies` tickets each time. 409 TOO_MANY_PRINTERS past 20.",
        params: IdParamsSchema,
        body: PrinterRequestSchema,
        response: { 201: PrinterSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await addPrinter({ db: app.db, scope: businessScope(request), request: request.body });
      await keys.added(row.secret, { id: row.id, paper: row.paper });
      return reply.status(201).send(toPrinter(row, baseUrl, new Date()));
    },
  );

  app.delete(
    "/v1/businesses/:id/printers/:printerId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["printers"],
        summary: "Removes a printer: its address stops answering and its waiting tickets are dropped",
        params: PrinterParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const removed = await deletePrinter({
        db: app.db,
        scope: businessScope(request),
        printerId: request.params.printerId,
      });
      await keys.removed(removed.secret);
      limits.forget(removed.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/v1/orders/:orderId/print",
    {
      schema: {
        tags: ["printers"],
        summary: "Prints the order's ticket again on each of its location's printers",
        description: "One ticket per printer, headed REPRINT. 409 NO_PRINTERS when the location has none.",
        params: OrderParamsSchema,
        response: { 202: PrintOrderResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await reprintOrder({
        db: app.db,
        memberId: currentMember(request).id,
        orderId: request.params.orderId,
      });
      return reply.status(202).send(result);
    },
  );

  registerCloudPrnt(app, { keys, limits });
};
