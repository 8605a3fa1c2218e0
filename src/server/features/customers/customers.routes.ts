import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CreateCustomerRequestSchema,
  CUSTOMER_SEARCH_KEY_MAX,
  CustomerDetailsSchema,
  CustomerPageSchema,
  CustomerSchema,
  CustomerSearchPageSchema,
} from "../../../shared/customers.ts";
import { requireOwnedBusiness } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses } from "../../http/errors.ts";
import {
  createCustomer,
  exportCustomers,
  findCustomer,
  findCustomers,
  searchCustomers,
} from "./customers.service.ts";

const Id = z.string().min(1).max(64);
const Page = z.coerce.number().int().min(0).max(100_000).default(0);

// seed 000 §7 "Customers", API.md "Customers and QR codes".
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/v1/customers",
    {
      schema: {
        tags: ["customers"],
        body: CreateCustomerRequestSchema,
        response: { 201: CustomerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, ...input } = request.body;
      const customer = await createCustomer({
        db: app.db,
        memberId: currentMember(request).id,
        businessId,
        input,
      });
      return reply.status(201).send(customer);
    },
  );

  app.get(
    "/v1/customers",
    {
      schema: {
        tags: ["customers"],
        querystring: z.object({ businessId: Id, page: Page }),
        response: { 200: CustomerPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      findCustomers({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
        page: request.query.page,
      }),
  );

  app.get(
    "/v1/customers/search",
    {
      schema: {
        tags: ["customers"],
        querystring: z.object({
          businessId: Id,
          key: z.string().max(CUSTOMER_SEARCH_KEY_MAX).default(""),
          page: Page,
        }),
        response: { 200: CustomerSearchPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchCustomers({
        db: app.db,
        memberId: currentMember(request).id,
        businessId: request.query.businessId,
        key: request.query.key,
        page: request.query.page,
      }),
  );

  app.get(
    "/v1/customers/export",
    {
      schema: {
        tags: ["customers"],
        querystring: z.object({ businessId: Id, token: z.string().max(200).optional() }),
        response: {
          200: z.any().meta({ description: "text/csv with a header row" }),
          ...errorResponses,
        },
      },
      // A download link cannot carry a header: the token may come in the query (seed 000 §6).
      config: { tokenInQuery: true },
    },
    async (request, reply) => {
      const memberId = currentMember(request).id;
      const business = await requireOwnedBusiness(app.db, memberId, request.query.businessId);
      const rows = exportCustomers({ db: app.db, memberId, businessId: business.id });
      const fileName = `customers-${business.url}.csv`.replace(/[^\w.-]/g, "_");
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
        params: z.object({ id: Id }),
        response: { 200: CustomerDetailsSchema, ...errorResponses },
      },
    },
    async (request) =>
      findCustomer({ db: app.db, memberId: currentMember(request).id, customerId: request.params.id }),
  );
};
