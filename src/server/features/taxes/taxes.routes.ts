import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { type Tax, TaxParamsSchema, TaxRequestSchema, TaxSchema } from "../../../shared/taxes/taxes.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { taxes } from "../../db/schema.ts";
import { errorResponses, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";

type TaxRow = typeof taxes.$inferSelect;
const toTax = (row: TaxRow) => ({
  id: row.id,
  label: row.label,
  type: row.type as Tax["type"],
  value: row.valueHundredths / 100,
  translations: row.translations ?? {},
});

async function requireTax(db: Db, businessId: string, taxId: string) {
  const [row] = await db
    .select()
    .from(taxes)
    .where(and(eq(taxes.id, taxId), eq(taxes.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const taxesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/businesses/:id/taxes",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["taxes"],
        params: IdParamsSchema,
        response: { 200: z.array(TaxSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const rows = await app.db
        .select()
        .from(taxes)
        .where(eq(taxes.businessId, business.id))
        .orderBy(asc(taxes.createdAt), asc(taxes.id));
      return rows.map(toTax);
    },
  );

  app.post(
    "/v1/businesses/:id/taxes",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["taxes"],
        params: IdParamsSchema,
        body: TaxRequestSchema,
        response: { 201: TaxSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      const { label, type, value, translations } = request.body;
      const [row] = await app.db
        .insert(taxes)
        .values({
          id: newId(),
          businessId: business.id,
          label,
          type,
          valueHundredths: Math.round(value * 100),
          translations: translations ?? {},
        })
        .returning();
      if (!row) throw new Error("tax insert returned nothing");
      return reply.status(201).send(toTax(row));
    },
  );

  app.put(
    "/v1/businesses/:id/taxes/:taxId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["taxes"],
        params: TaxParamsSchema,
        body: TaxRequestSchema,
        response: { 200: TaxSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      await requireTax(app.db, business.id, request.params.taxId);
      const { label, type, value, translations } = request.body;
      const [row] = await app.db
        .update(taxes)
        .set({
          label,
          type,
          valueHundredths: Math.round(value * 100),
          ...(translations ? { translations } : {}),
        })
        .where(and(eq(taxes.id, request.params.taxId), eq(taxes.businessId, business.id)))
        .returning();
      if (!row) throw notFound();
      return toTax(row);
    },
  );

  app.delete(
    "/v1/businesses/:id/taxes/:taxId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["taxes"],
        params: TaxParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      await requireTax(app.db, business.id, request.params.taxId);
      await app.db
        .delete(taxes)
        .where(and(eq(taxes.id, request.params.taxId), eq(taxes.businessId, business.id)));
      return reply.status(204).send(null);
    },
  );
};
