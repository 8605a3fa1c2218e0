import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  type Promotion,
  PromotionInputSchema,
  PromotionParamsSchema,
  PromotionSchema,
} from "../../../shared/promotions/promotions.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId } from "../../db/ids.ts";
import { promotions } from "../../db/schema.ts";
import { badRequest, errorResponses, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";

// An owner's promo codes. The guest's side (a code on the price and order calls) is promo-apply.ts; the use an
// order claims is given back here when the order is rejected or cancelled.

type PromotionRow = typeof promotions.$inferSelect;
type PromotionInput = z.output<typeof PromotionInputSchema>;

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    businessId: row.businessId,
    code: row.code,
    kind: row.kind as Promotion["kind"],
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    oncePerGuest: row.oncePerGuest,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    uses: row.uses,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

function toColumns(input: PromotionInput) {
  return {
    code: input.code,
    codeKey: input.code.toLowerCase(),
    kind: input.kind,
    // Free delivery takes off the fee, whatever was typed.
    value: input.kind === "FREE_DELIVERY" ? 0 : input.value,
    minSubtotal: input.minSubtotal,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses,
    oncePerGuest: input.oncePerGuest,
    firstOrderOnly: input.firstOrderOnly,
    active: input.active,
  };
}

/** Codes match in any case, so "SUMMER" and "summer" are one code of the business. */
async function saving(code: string, write: () => Promise<PromotionRow | undefined>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `You already have a code “${code}”. Please choose another code.`;
    throw badRequest("VALIDATION", message, [{ path: "code", message }]);
  }
}

const byId = (businessId: string, promotionId: string) =>
  and(eq(promotions.id, promotionId), eq(promotions.businessId, businessId));

async function requirePromotion(db: Db, businessId: string, promotionId: string) {
  const [row] = await db.select().from(promotions).where(byId(businessId, promotionId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/businesses/:id/promotions",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["promotions"],
        summary: "The business's promo codes, newest first, with their uses",
        params: IdParamsSchema,
        response: { 200: z.array(PromotionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const rows = await app.db
        .select()
        .from(promotions)
        .where(eq(promotions.businessId, business.id))
        .orderBy(desc(promotions.createdAt), desc(promotions.id));
      return rows.map(toPromotion);
    },
  );

  app.post(
    "/v1/businesses/:id/promotions",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["promotions"],
        summary: "Creates a promo code (unique per business in any case)",
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 201: PromotionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      const row = await saving(request.body.code, async () => {
        const [inserted] = await app.db
          .insert(promotions)
          .values({ id: newId(), businessId: business.id, ...toColumns(request.body) })
          .returning();
        return inserted;
      });
      if (!row) throw new Error("promotion insert returned nothing");
      return reply.status(201).send(toPromotion(row));
    },
  );

  app.put(
    "/v1/businesses/:id/promotions/:promotionId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["promotions"],
        summary: "Changes a promo code; its uses so far stay",
        params: PromotionParamsSchema,
        body: PromotionInputSchema,
        response: { 200: PromotionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const { promotionId } = request.params;
      await requirePromotion(app.db, business.id, promotionId);
      const row = await saving(request.body.code, async () => {
        const [updated] = await app.db
          .update(promotions)
          .set({ ...toColumns(request.body), updatedAt: new Date() })
          .where(byId(business.id, promotionId))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return toPromotion(row);
    },
  );

  app.delete(
    "/v1/businesses/:id/promotions/:promotionId",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["promotions"],
        summary: "Deletes a promo code; orders that used it keep their discount and code",
        params: PromotionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = businessScope(request);
      await requirePromotion(app.db, business.id, request.params.promotionId);
      await app.db.delete(promotions).where(byId(business.id, request.params.promotionId));
      return reply.status(204).send(null);
    },
  );
};
