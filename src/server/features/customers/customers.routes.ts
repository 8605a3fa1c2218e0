import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  CreateCustomerRequestSchema,
  CustomerDetailsSchema,
  CustomerExportQuerySchema,
  CustomerPageQuerySchema,
  CustomerPageSchema,
  CustomerSchema,
  CustomerSearchPageSchema,
  CustomerSearchQuerySchema,
} from "../../../shared/customers/customers.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import {
  createCustomer,
  exportCustomers,
  findCustomer,
  findCustomers,
  searchCustomers,
} from "./customers.service.ts";

// A business's customers: added, listed by page, searched, exported, and one read with its orders.
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/customers",
    {
      config: { business: "body.businessId" },
      schema: {
        tags: ["customers"],
        body: CreateCustomerRequestSchema,
        response: { 201: CustomerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId: _businessId, ...input } = request.body;
      const customer = await createCustomer({ db: app.db, scope: businessScope(request), input });
      return reply.status(201).send(customer);
    },
  );

  app.get(
    "/v1/customers",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["customers"],
        querystring: CustomerPageQuerySchema,
        response: { 200: CustomerPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      findCustomers({
        db: app.db,
        scope: businessScope(request),
        page: request.query.page,
      }),
  );

  app.get(
    "/v1/customers/search",
    {
      config: { business: "query.businessId" },
      schema: {
        tags: ["customers"],
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerSearchPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchCustomers({
        db: app.db,
        scope: businessScope(request),
        key: request.query.key,
        page: request.query.page,
      }),
  );

  app.get(
    "/v1/customers/export",
    {
      schema: {
        tags: ["customers"],
        querystring: CustomerExportQuerySchema,
        response: {
          200: z.any().meta({ description: "text/csv with a header row" }),
          ...errorResponses,
        },
      },
      // A download link cannot carry a header: the token may come in the query.
      config: { tokenInQuery: true, business: "query.businessId" },
    },
    async (request, reply) => {
      const scope = businessScope(request);
      const rows = exportCustomers({ db: app.db, scope });
      const fileName = `customers-${scope.business.url}.csv`.replace(/[^\w.-]/g, "_");
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store");
      return reply.send(Readable.from(rows));
    },
  );

  app.get(
    "/v1/customers/:id",
    {
      schema: {
        tags: ["customers"],
        params: IdParamsSchema,
        response: { 200: CustomerDetailsSchema, ...errorResponses },
      },
    },
    async (request) =>
      findCustomer({ db: app.db, memberId: currentMember(request).id, customerId: request.params.id }),
  );
};
