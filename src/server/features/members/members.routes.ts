import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DashboardParamsSchema,
  DashboardQuerySchema,
  DashboardSchema,
  LightDashboardSchema,
  MemberStatusQuerySchema,
  MemberStatusSchema,
  NO_BUSINESS,
} from "../../../shared/members/members.ts";
import { members } from "../../db/schema.ts";
import { type BusinessScope, requireSelf } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses, HttpError, notFound } from "../../http/errors.ts";
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
  /** The chosen business of the caller, or the first one when none is named (null when they have none). */
  async function loadMemberAndBusiness(memberId: string, scope: BusinessScope | null) {
    const business = scope ? scope.business : (await findBusinesses({ db: app.db, memberId }))[0];
    const [member] = await app.db.select().from(members).where(eq(members.id, memberId)).limit(1);
    if (!member) throw notFound();
    return { business: business ?? null, member };
  }

  /** The same, for screens that need a business: a member with none is told so, by a code of its own. */
  async function loadMemberBusiness(memberId: string, scope: BusinessScope | null) {
    const { business, member } = await loadMemberAndBusiness(memberId, scope);
    if (!business) throw new HttpError(404, NO_BUSINESS.code, NO_BUSINESS.message);
    return { business, member };
  }

  /** The light dashboard (member, business, menus), and the rows the full one goes on from. */
  async function loadLightDashboard(memberId: string, scope: BusinessScope | null) {
    const { business, member } = await loadMemberBusiness(memberId, scope);
    const menuRows = await findMenusOfBusiness({ db: app.db, businessId: business.id });
    return {
      business,
      menuRows,
      light: {
        member: { ...toMember(member), subscriptionStatus: member.subscriptionStatus },
        business: { ...toBusiness(business), location: toLocation(business) },
        menus: menuRows.map(toMenuSummary),
      },
    };
  }

  app.get(
    "/v1/members/:memberId/dashboard",
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
      const { business, menuRows, light } = await loadLightDashboard(
        caller.id,
        optionalBusinessScope(request),
      );
      return {
        ...light,
        problems: await findOnboardingProblems(app.db, business),
        hasUnpublishedChanges: await hasUnpublishedChanges({ db: app.db, business, menus: menuRows }),
        canTextGuests: Boolean(app.config.twilio),
      };
    },
  );

  // The same without the checklist and the draft comparison, for screens that need only these.
  app.get(
    "/v1/members/:memberId/light-dashboard",
    {
      config: { business: "query.businessId?" },
      schema: {
        tags: ["members"],
        params: DashboardParamsSchema,
        querystring: DashboardQuerySchema,
        response: { 200: LightDashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentMember(request);
      requireSelf(caller.id, request.params.memberId);
      return (await loadLightDashboard(caller.id, optionalBusinessScope(request))).light;
    },
  );

  // The dashboard's session check; unauthenticated answers 401 and the owner goes to login.
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
      // The status needs no menus: the member, the business and its checklist. A member without a business
      // (their only one transferred) is still signed in.
      const { business, member } = await loadMemberAndBusiness(caller.id, optionalBusinessScope(request));
      return {
        authenticated: true as const,
        memberId: caller.id,
        subscriptionStatus: member.subscriptionStatus,
        businessId: business?.id ?? null,
        published: business?.published ?? false,
        problems: business ? await findOnboardingProblems(app.db, business) : [],
      };
    },
  );
};
