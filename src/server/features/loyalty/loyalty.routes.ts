import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { countryCodeOf, normalizePhone } from "../../../shared/common/phone-number.ts";
import {
  AdjustPointsSchema,
  CustomerLoyaltySchema,
  LOYALTY_MESSAGES,
  type LoyaltyMovementKind,
  LoyaltyProgramSchema,
  RedeemRewardSchema,
} from "../../../shared/loyalty/loyalty.ts";
import type { Db } from "../../db/client.ts";
import { businesses, customers, loyaltyMovements } from "../../db/schema.ts";
import { ownedBusinesses } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { badRequest, errorResponses, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { movePoints } from "./loyalty-ledger.ts";
import { type Identity, memberByContact, memberOf } from "./loyalty-members.ts";
import { programOf, saveProgram } from "./loyalty-program.ts";

// The owner's side of the loyalty program: its rules, and each customer's points, history and adjustments. A
// customer is a member by the phone (or email) their orders carry.

const tags = ["loyalty"];

/** The member's customer: 404 for another member's, as for a missing one. */
async function ownedCustomer(db: Db, memberId: string, customerId: string) {
  const [row] = await db
    .select({ customer: customers, country: businesses.country })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, customerId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  // Orders keep a customer's phone in E.164, but one the owner typed is kept as its digits: read both as a
  // member's phone is kept.
  const phone = normalizePhone(row.customer.phone, countryCodeOf(row.country))?.e164 ?? "";
  return { ...row.customer, phone };
}

async function customerLoyalty(db: Db, member: { id: string; points: number } | undefined) {
  if (!member) return { isMember: false, points: 0, history: [] };
  const rows = await db
    .select()
    .from(loyaltyMovements)
    .where(eq(loyaltyMovements.memberId, member.id))
    .orderBy(desc(loyaltyMovements.createdAt), desc(loyaltyMovements.id))
    .limit(200);
  return {
    isMember: true,
    points: member.points,
    history: rows.map((row) => ({
      id: row.id,
      kind: row.kind as LoyaltyMovementKind,
      points: row.points,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const loyaltyRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  app.get(
    "/v1/businesses/:id/loyalty",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "The business's loyalty program: how guests earn points, and the rewards they spend them on",
        params: IdParamsSchema,
        response: { 200: LoyaltyProgramSchema, ...errorResponses },
      },
    },
    async (request) => programOf(app.db, businessScope(request).business.id),
  );

  app.put(
    "/v1/businesses/:id/loyalty",
    {
      config: { business: "params.id" },
      schema: {
        tags,
        summary: "Saves the loyalty program",
        params: IdParamsSchema,
        body: LoyaltyProgramSchema,
        response: { 200: LoyaltyProgramSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { business } = businessScope(request);
      const saved = await saveProgram(app.db, business.id, request.body);
      // "Rewards" on the guest page follows the switch without a publish, on every instance.
      publicationEvents.openingChanged(business.id);
      return saved;
    },
  );

  app.get(
    "/v1/customers/:id/loyalty",
    {
      schema: {
        tags,
        summary: "A customer's points and their history, newest first (200 changes at most)",
        params: IdParamsSchema,
        response: { 200: CustomerLoyaltySchema, ...errorResponses },
      },
    },
    async (request) => {
      const customer = await ownedCustomer(app.db, currentMember(request).id, request.params.id);
      return customerLoyalty(app.db, await memberByContact(app.db, customer.businessId, customer));
    },
  );

  app.post(
    "/v1/customers/:id/loyalty/adjust",
    {
      schema: {
        tags,
        summary: "Adds points to a customer or takes them off (never below zero), with a reason",
        description: "A customer who never joined becomes a member by their phone and email.",
        params: IdParamsSchema,
        body: AdjustPointsSchema,
        response: { 200: CustomerLoyaltySchema, ...errorResponses },
      },
    },
    async (request) => {
      const customer = await ownedCustomer(app.db, currentMember(request).id, request.params.id);
      const email = customer.email.trim().toLowerCase();
      const identity: Identity | null = customer.phone
        ? { kind: "phone", value: customer.phone }
        : email
          ? { kind: "email", value: email }
          : null;
      const member =
        (await memberByContact(app.db, customer.businessId, customer)) ??
        (identity ? await memberOf(app.db, customer.businessId, identity, { email }) : null);
      if (!member) throw badRequest("NO_CONTACT", LOYALTY_MESSAGES.noContact);
      const moved = await movePoints(app.db, {
        memberId: member.id,
        businessId: customer.businessId,
        kind: "ADJUSTED",
        points: request.body.points,
        reason: request.body.reason,
      });
      if (moved === null) throw badRequest("NOT_ENOUGH_POINTS", LOYALTY_MESSAGES.notEnoughPoints);
      return customerLoyalty(app.db, { id: member.id, points: moved });
    },
  );

  app.post(
    "/v1/customers/:id/loyalty/redeem",
    {
      schema: {
        tags,
        summary: "Gives a customer a reward of the program at the counter: its points are taken off",
        description:
          "400 REWARD_UNAVAILABLE for a reward no longer in the program or one they have too few points for.",
        params: IdParamsSchema,
        body: RedeemRewardSchema,
        response: { 200: CustomerLoyaltySchema, ...errorResponses },
      },
    },
    async (request) => {
      const customer = await ownedCustomer(app.db, currentMember(request).id, request.params.id);
      const program = await programOf(app.db, customer.businessId);
      const reward = program.rewards.find((each) => each.id === request.body.rewardId);
      const member = await memberByContact(app.db, customer.businessId, customer);
      // Points are spent only if the member still holds them when the statement runs: two redemptions at once of
      // the last points give one reward.
      const moved =
        reward && member
          ? await movePoints(app.db, {
              memberId: member.id,
              businessId: customer.businessId,
              kind: "REDEEMED",
              points: -reward.points,
              reason: reward.name,
            })
          : null;
      if (moved === null || !member)
        throw badRequest("REWARD_UNAVAILABLE", LOYALTY_MESSAGES.rewardUnavailable);
      return customerLoyalty(app.db, { id: member.id, points: moved });
    },
  );
};
