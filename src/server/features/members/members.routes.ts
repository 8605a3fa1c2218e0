import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DashboardParamsSchema,
  DashboardQuerySchema,
  DashboardSchema,
  MemberStatusQuerySchema,
  MemberStatusSchema,
} from "../../../shared/members.ts";
import { members } from "../../db/schema.ts";
import { type BusinessScope, requireSelf } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses, notFound } from "../../http/errors.ts";
import { optionalBusinessScope } from "../../http/scope.ts";
import { toMember } from "../auth/auth.service.ts";
import {
  findBusinesses,
  findOnboardingProblems,
  toBusiness,
  toLocation,
} from "../businesses/businesses.service.ts";
import { findMenusOfBusiness, toMenuSummary } from "../menus/menus.service.ts";
import { hasUnpublishedChanges } from "../publishing/publishing.service.ts";

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The chosen business of the caller, or the first one when none is named. */
  async function loadDashboard(memberId: string, scope: BusinessScope | null) {
    const business = scope ? scope.business : (await findBusinesses({ db: app.db, memberId }))[0];
    if (!business) throw notFound();
    const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
    if (!member) throw notFound();
    const menuRows = await findMenusOfBusiness({ db: app.db, businessId: business.id });
    return {
      member: { ...toMember(member), subscriptionStatus: member.subscriptionStatus },
      business: { ...toBusiness(business), location: toLocation(business) },
      menus: menuRows.map(toMenuSummary),
      problems: await findOnboardingProblems(app.db, business),
      hasUnpublishedChanges: await hasUnpublishedChanges({ db: app.db, business, menus: menuRows }),
    };
  }

  for (const path of ["/v1/members/:memberId/dashboard", "/v1/members/:memberId/light-dashboard"]) {
    app.get(
      path,
      {
        config: { business: "query.businessId?" },
        schema: {
          tags: ["members"],
          params: DashboardParamsSchema,
          querystring: DashboardQuerySchema,
          response: { 200: DashboardSchema, ...errorResponses },
        },
      },
      async (request) => {
        const caller = currentMember(request);
        requireSelf(caller.id, request.params.memberId);
        return loadDashboard(caller.id, optionalBusinessScope(request));
      },
    );
  }

  // seed 000 §4 "Session": the dashboard's status check; unauthenticated answers 401 and the owner goes to login.
  app.get(
    "/v1/public/members/status",
    {
      config: { auth: "member", tokenInQuery: true, business: "query.locationId?" },
      schema: {
        tags: ["members"],
        querystring: MemberStatusQuerySchema,
        response: { 200: MemberStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentMember(request);
      const dashboard = await loadDashboard(caller.id, optionalBusinessScope(request));
      return {
        authenticated: true as const,
        memberId: caller.id,
        subscriptionStatus: dashboard.member.subscriptionStatus,
        businessId: dashboard.business.id,
        published: dashboard.business.published,
        problems: dashboard.problems,
      };
    },
  );
};
