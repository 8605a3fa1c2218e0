import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthResponseSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetBodySchema,
  ResetCheckQuerySchema,
  ResetCheckResponseSchema,
  ResetCompleteSchema,
  ResetRequestSchema,
} from "../../../shared/auth/auth.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { currentMember, isAdminEmail } from "../../http/auth.ts";
import { errorResponses, validationError } from "../../http/errors.ts";
import {
  clearSessionCookie,
  hasCsrfHeader,
  OPERATOR_COOKIE,
  readCookie,
  SESSION_COOKIE,
  setSessionCookie,
} from "../../http/session-cookie.ts";
import { issuesToFieldErrors } from "../../http/validation-answer.ts";
import { EMAIL_VERIFICATION_JOB } from "../account/email-verification.ts";
import { toBusiness } from "../businesses/businesses.service.ts";
import {
  completePasswordReset,
  isResetValid,
  loginMember,
  mailPasswordReset,
  PASSWORD_RESET_JOB,
  registerMember,
  requestPasswordReset,
  toMember,
} from "./auth.service.ts";
import { revokeSession, SESSION_TTL_SECONDS } from "./sessions.service.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBaseUrl } = app.config;
  // The dashboard asks for its session as a cookie by its header (session-cookie.ts); an API client, which does
  // not send it, gets the token in the answer alone, as before. The answer carries the token either way.
  const startCookieSession = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    if (!hasCsrfHeader(request)) return;
    setSessionCookie(reply, { token, maxAgeSeconds: SESSION_TTL_SECONDS, publicBaseUrl });
    // An operator's session set aside by an earlier help session is no one's to come back to now.
    if (readCookie(request, OPERATOR_COOKIE)) clearSessionCookie(reply, OPERATOR_COOKIE, publicBaseUrl);
  };

  app.jobs.handle(PASSWORD_RESET_JOB, ({ email }) =>
    mailPasswordReset({
      db: app.db,
      mailer: app.mailer,
      email,
      linkBase: `${app.config.publicBaseUrl}${app.config.contextPath}`,
    }),
  );

  app.post(
    "/v1/public/register",
    {
      schema: {
        tags: ["auth"],
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, member, business } = await registerMember({
        db: app.db,
        body: request.body,
        userAgent: request.headers["user-agent"],
      });
      // An operator's address: the mailbox's owner gets the link that proves it (and hears of the sign-up).
      if (isAdminEmail(app.config.adminEmails, member.email))
        await app.jobs.enqueue(EMAIL_VERIFICATION_JOB, { memberId: member.id, email: member.email });
      startCookieSession(request, reply, token);
      return reply.status(201).send({ token, member: toMember(member), business: toBusiness(business) });
    },
  );

  app.post(
    "/v1/public/login",
    {
      schema: {
        tags: ["auth"],
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await loginMember({
        db: app.db,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      startCookieSession(request, reply, answer.token);
      return answer;
    },
  );

  app.post(
    "/v1/public/logout",
    {
      // A helping operator ends the read-only session by logging it out.
      config: { auth: "member", isReadOnlyAllowed: true },
      schema: { tags: ["auth"], response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const member = currentMember(request);
      await revokeSession({ db: app.db, sessionId: member.sessionId });
      if (member.isByCookie) {
        // The end of a help session gives the operator back their own session, set aside when it began.
        const operatorToken = member.isReadOnly ? readCookie(request, OPERATOR_COOKIE) : null;
        if (operatorToken)
          setSessionCookie(reply, {
            token: operatorToken,
            maxAgeSeconds: SESSION_TTL_SECONDS,
            publicBaseUrl,
          });
        else clearSessionCookie(reply, SESSION_COOKIE, publicBaseUrl);
        if (readCookie(request, OPERATOR_COOKIE)) clearSessionCookie(reply, OPERATOR_COOKIE, publicBaseUrl);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/v1/public/resetPassword",
    {
      schema: {
        tags: ["auth"],
        body: ResetBodySchema,
        response: { 202: z.null(), 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.body.memberId !== undefined || request.body.token !== undefined) {
        const parsed = ResetCompleteSchema.safeParse(request.body);
        if (!parsed.success)
          throw validationError(issuesToFieldErrors(parsed.error.issues, { input: request.body }));
        await completePasswordReset({ db: app.db, ...parsed.data });
        return reply.status(204).send(null);
      }
      const parsed = ResetRequestSchema.safeParse(request.body);
      if (!parsed.success || !parsed.data.email) {
        throw validationError([{ path: "email", message: MESSAGES.emailRequired }]);
      }
      await requestPasswordReset({ db: app.db, jobs: app.jobs, email: parsed.data.email, ip: request.ip });
      return reply.status(202).send(null);
    },
  );

  app.get(
    "/v1/public/members/reset",
    {
      schema: {
        tags: ["auth"],
        querystring: ResetCheckQuerySchema,
        response: { 200: ResetCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { token, memberId } = request.query;
      if (!token || !memberId || !(await isResetValid({ db: app.db, memberId, token }))) {
        throw validationError([{ path: "token", message: MESSAGES.resetLinkInvalid }]);
      }
      return { valid: true as const };
    },
  );
};
