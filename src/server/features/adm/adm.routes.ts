import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdmBusinessSchema,
  AdmHelpSessionSchema,
  AdmHoldRequestSchema,
  AdmMemberDetailSchema,
  AdmMemberSchema,
  AdmMeSchema,
  AdmSearchQuerySchema,
  AdmSearchResultSchema,
  AuditPageSchema,
  AuditQuerySchema,
  BusinessIdListSchema,
  OperatorTokenQuerySchema,
  SilentRegisterRequestSchema,
  SilentRegisterResponseSchema,
  TransferRequestSchema,
} from "../../../shared/adm/adm.ts";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { currentMember } from "../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { OPERATOR_COOKIE, readCookie, SESSION_COOKIE, setSessionCookie } from "../../http/session-cookie.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { SESSION_TTL_SECONDS } from "../auth/sessions.service.ts";
import {
  createHelpSession,
  deleteBusiness,
  findAuditPage,
  findMemberDetail,
  HELP_SESSION_MINUTES,
  mailWelcome,
  searchPlatform,
  setBusinessesDisabled,
  setSubscriptionHold,
  silentRegister,
  transferBusiness,
  WELCOME_MAIL_JOB,
} from "./adm.service.ts";

// The operators' routes, a plugin of their own. `auth: "operator"` lets only the members named by ADMIN_EMAILS
// through; any other token gets 404, as if the route did not exist (http/auth.ts).
const operator = { auth: "operator" as const };
// The platform's operator calls, used by scripts and links, may take the token as the query parameter `token`.
const operatorWithToken = { auth: "operator" as const, tokenInQuery: true };
const responses = { ...errorResponses, 403: ErrorSchema };

type App = Parameters<FastifyPluginAsyncZod>[0];

export const admRoutes: FastifyPluginAsyncZod<{ publicationEvents: PublicationEvents }> = async (
  app,
  { publicationEvents },
) => {
  /** A business's page changed hands or visibility: this instance's guest pages look it up again at once. */
  const forget = (businessId: string) => {
    publicationEvents.publicationChanged(businessId);
    publicationEvents.addressesChanged();
  };
  registerOperatorArea(app);
  registerPlatformCalls(app, forget);
};

/** The operators' own area: who they are, searching members and businesses, holds, help sessions, the audit. */
function registerOperatorArea(app: App) {
  app.get(
    "/v1/adm/me",
    { config: operator, schema: { tags: ["adm"], response: { 200: AdmMeSchema, ...responses } } },
    async (request) => ({ email: currentMember(request).email, operator: true as const }),
  );

  app.get(
    "/v1/adm/search",
    {
      config: operator,
      schema: {
        tags: ["adm"],
        querystring: AdmSearchQuerySchema,
        response: { 200: AdmSearchResultSchema, ...responses },
      },
    },
    async (request) => searchPlatform({ db: app.db, query: request.query.q }),
  );

  app.get(
    "/v1/adm/members/:id",
    {
      config: operator,
      schema: {
        tags: ["adm"],
        params: IdParamsSchema,
        response: { 200: AdmMemberDetailSchema, ...responses },
      },
    },
    async (request) => findMemberDetail({ db: app.db, memberId: request.params.id }),
  );

  app.post(
    "/v1/adm/members/:id/hold",
    {
      config: operator,
      schema: {
        tags: ["adm"],
        params: IdParamsSchema,
        body: AdmHoldRequestSchema,
        response: { 200: AdmMemberSchema, ...responses },
      },
    },
    async (request) => {
      const member = await setSubscriptionHold({
        db: app.db,
        operator: currentMember(request),
        memberId: request.params.id,
        hold: request.body.hold,
      });
      return member;
    },
  );

  app.post(
    "/v1/adm/members/:id/help-session",
    {
      config: operator,
      schema: {
        tags: ["adm"],
        params: IdParamsSchema,
        response: { 201: AdmHelpSessionSchema, ...responses },
      },
    },
    async (request, reply) => {
      const operator = currentMember(request);
      const session = await createHelpSession({ db: app.db, operator, memberId: request.params.id });
      // In the dashboard the operator's own session steps aside (a cookie of its own) for the member's read-only
      // one, and comes back when the help session is logged out (auth.routes.ts).
      const operatorToken = operator.isByCookie ? readCookie(request, SESSION_COOKIE) : null;
      if (operatorToken) {
        const { publicBaseUrl } = app.config;
        setSessionCookie(reply, {
          name: OPERATOR_COOKIE,
          token: operatorToken,
          maxAgeSeconds: SESSION_TTL_SECONDS,
          publicBaseUrl,
        });
        setSessionCookie(reply, {
          token: session.token,
          maxAgeSeconds: HELP_SESSION_MINUTES * 60,
          publicBaseUrl,
        });
      }
      return reply.status(201).send(session);
    },
  );

  app.get(
    "/v1/adm/audit",
    {
      config: operator,
      schema: {
        tags: ["adm"],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...responses },
      },
    },
    async (request) => findAuditPage({ db: app.db, page: request.query.page }),
  );
}

/**
 * The platform's calls on businesses and members: disabling, deleting and transferring a business (its owner or an
 * operator), and registering a member without a password. `forget` tells the guest pages what changed.
 */
function registerPlatformCalls(app: App, forget: (businessId: string) => void) {
  // A member registered here gets a welcome mail with a link to set a password.
  app.jobs.handle(WELCOME_MAIL_JOB, ({ memberId }) =>
    mailWelcome({
      db: app.db,
      mailer: app.mailer,
      memberId,
      linkBase: `${app.config.publicBaseUrl}${app.config.contextPath}`,
    }),
  );

  for (const [action, disabled] of [
    ["disable", true],
    ["enable", false],
  ] as const) {
    app.post(
      `/v1/public/businesses/${action}`,
      {
        config: operatorWithToken,
        schema: {
          tags: ["adm"],
          querystring: OperatorTokenQuerySchema,
          body: BusinessIdListSchema,
          response: { 200: z.array(AdmBusinessSchema), ...responses },
        },
      },
      async (request) => {
        const rows = await setBusinessesDisabled({
          db: app.db,
          operator: currentMember(request),
          businessIds: request.body,
          disabled,
        });
        for (const row of rows) forget(row.id);
        return rows;
      },
    );
  }

  // Its owner, or an operator (config.operatorMay): anyone else's token answers 404.
  app.delete(
    "/v1/public/businesses/:id",
    {
      config: { auth: "member", tokenInQuery: true, business: "params.id", operatorMay: true },
      schema: {
        tags: ["adm"],
        params: IdParamsSchema,
        querystring: OperatorTokenQuerySchema,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      const scope = businessScope(request);
      await deleteBusiness({ db: app.db, scope, caller: currentMember(request) });
      forget(scope.business.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/v1/public/businesses/:id/transfer",
    {
      config: { auth: "member", tokenInQuery: true, business: "params.id", operatorMay: true },
      schema: {
        tags: ["adm"],
        params: IdParamsSchema,
        querystring: OperatorTokenQuerySchema,
        body: TransferRequestSchema,
        response: { 200: AdmBusinessSchema, ...responses },
      },
    },
    async (request) => {
      const scope = businessScope(request);
      const business = await transferBusiness({
        db: app.db,
        scope,
        caller: currentMember(request),
        email: request.body.email,
      });
      forget(scope.business.id);
      return business;
    },
  );

  app.post(
    "/v1/public/members/silentRegister",
    {
      config: operatorWithToken,
      schema: {
        tags: ["adm"],
        querystring: OperatorTokenQuerySchema,
        body: SilentRegisterRequestSchema,
        response: { 201: SilentRegisterResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      const created = await silentRegister({
        db: app.db,
        operator: currentMember(request),
        input: request.body,
      });
      await app.jobs.enqueue(WELCOME_MAIL_JOB, { memberId: created.member.id });
      return reply.status(201).send(created);
    },
  );
}
