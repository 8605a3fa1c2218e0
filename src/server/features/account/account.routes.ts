import { and, count, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AccountSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  EmailVerifiedSchema,
  EmailVerifyRequestSchema,
  MemberSchema,
  MemberSessionSchema,
  NotificationEmailRequestSchema,
  RenameRequestSchema,
  SessionParamsSchema,
} from "../../../shared/account/account.ts";
import { EXTRA_LOCATION_MONTHLY_USD } from "../../../shared/common/constants.ts";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { businesses, members, sessions } from "../../db/schema.ts";
import { currentMember, isAdminEmail, sameEmail } from "../../http/auth.ts";
import { badRequest, errorResponses, HttpError, notFound } from "../../http/errors.ts";
import { businessScope } from "../../http/scope.ts";
import { toMember } from "../auth/auth.service.ts";
import { checkPasswordLimited } from "../auth/password-attempts.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { revokeMemberSessions } from "../auth/sessions.service.ts";
import {
  closeOpenLinks,
  confirmEmailVerification,
  EMAIL_VERIFICATION_JOB,
  mailEmailVerification,
  requestEmailVerification,
} from "./email-verification.ts";

const WRONG_PASSWORD = "The password is incorrect.";

async function requireMember(db: Db, memberId: string) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function toAccount(db: Db, row: typeof members.$inferSelect) {
  const [locations] = await db.select({ n: count() }).from(businesses).where(eq(businesses.memberId, row.id));
  const total = locations?.n ?? 0;
  // The first location is included; every extra one costs EXTRA_LOCATION_MONTHLY_USD a month.
  const extraLocations = Math.max(0, total - 1);
  return {
    ...toMember(row),
    subscriptionStatus: row.subscriptionStatus,
    emailVerified: sameEmail(row.verifiedEmail, row.email),
    locations: total,
    extraLocations,
    monthlyUsd: extraLocations * EXTRA_LOCATION_MONTHLY_USD,
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A stolen session must not guess the current password without limit, so the pages that ask for it again count
 * with the login page's limit, per the member's email and per address.
 */
const checkCurrentPassword = (app: App, ip: string, member: typeof members.$inferSelect, password: string) =>
  checkPasswordLimited({
    db: app.db,
    email: member.email,
    ip,
    check: () => verifyPassword(member.passwordHash, password),
  });

/** The signed-in member's own account: name, email, password, sessions, and where notifications go. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProfileRoutes(app);
  registerEmailRoutes(app);
  registerPasswordRoutes(app);
  registerSessionRoutes(app);
};

/** The member's name and account figures, and the address the new-order and rating mails go to. */
function registerProfileRoutes(app: App) {
  app.get(
    "/v1/members/me",
    { schema: { tags: ["account"], response: { 200: AccountSchema, ...errorResponses } } },
    async (request) => toAccount(app.db, await requireMember(app.db, currentMember(request).id)),
  );

  app.put(
    "/v1/members/me",
    {
      schema: {
        tags: ["account"],
        body: RenameRequestSchema,
        response: { 200: AccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(members)
        .set({ name: request.body.name })
        .where(eq(members.id, currentMember(request).id))
        .returning();
      if (!row) throw notFound();
      return toAccount(app.db, row);
    },
  );

  // The notification email is per member; the dashboard sets it from a business's settings.
  app.put(
    "/v1/businesses/:id/notifications",
    {
      config: { business: "params.id" },
      schema: {
        tags: ["account"],
        params: IdParamsSchema,
        body: NotificationEmailRequestSchema,
        response: { 200: MemberSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { memberId } = businessScope(request);
      const [row] = await app.db
        .update(members)
        .set({ notificationEmail: request.body.notificationEmail })
        .where(eq(members.id, memberId))
        .returning();
      if (!row) throw notFound();
      return toMember(row);
    },
  );
}

/** Changing the email, and proving an address with a mailed link (operators' rights wait for it). */
function registerEmailRoutes(app: App) {
  app.jobs.handle(EMAIL_VERIFICATION_JOB, (payload) =>
    mailEmailVerification({
      db: app.db,
      mailer: app.mailer,
      ...payload,
      linkBase: `${app.config.publicBaseUrl}${app.config.contextPath}`,
    }),
  );

  // The email signs the owner in, so changing it asks for the password again.
  app.put(
    "/v1/members/me/email",
    {
      schema: {
        tags: ["account"],
        body: ChangeEmailRequestSchema,
        response: { 200: AccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const member = await requireMember(app.db, currentMember(request).id);
      if (!(await checkCurrentPassword(app, request.ip, member, request.body.password))) {
        throw badRequest("WRONG_PASSWORD", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
      }
      const [taken] = await app.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.email, request.body.email), ne(members.id, member.id)))
        .limit(1);
      if (taken) throw new HttpError(409, "EMAIL_TAKEN", MESSAGES.emailTaken);
      const email = request.body.email;
      if (email === member.email) return toAccount(app.db, member);
      // A new address is unproven: operator rights wait until a link mailed to it is opened.
      const row = await app.db
        .transaction(async (tx) => {
          const [changed] = await tx
            .update(members)
            .set({ email, verifiedEmail: null })
            .where(eq(members.id, member.id))
            .returning();
          await closeOpenLinks(tx as unknown as Db, member.id);
          return changed;
        })
        .catch((error: unknown) => {
          // Another member took the address between the check above and this write: the unique index lets one
          // through, and the other hears what the check would have told them.
          if (isUniqueViolation(error)) throw new HttpError(409, "EMAIL_TAKEN", MESSAGES.emailTaken);
          throw error;
        });
      if (!row) throw notFound();
      if (isAdminEmail(app.config.adminEmails, email))
        await app.jobs.enqueue(EMAIL_VERIFICATION_JOB, { memberId: row.id, email });
      return toAccount(app.db, row);
    },
  );

  // The member asks for a link that proves their address (the admin area offers it to unverified operators).
  app.post(
    "/v1/members/me/email/verification",
    { schema: { tags: ["account"], response: { 202: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const member = await requireMember(app.db, currentMember(request).id);
      await requestEmailVerification({
        db: app.db,
        jobs: app.jobs,
        memberId: member.id,
        email: member.email,
      });
      return reply.status(202).send(null);
    },
  );

  // The mailed link's page sends its token here. The token names the member, but a mailbox's reader is not
  // always that member (anyone can type an operator's address into their own account): the link confirms only
  // for the person signed in as the member who asked for it.
  app.post(
    "/v1/public/members/email/verify",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["account"],
        body: EmailVerifyRequestSchema,
        response: { 200: EmailVerifiedSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmEmailVerification({ db: app.db, token: request.body.token, signedIn: request.member }),
  );
}

/** A new password, given with the current one; every other session then ends. */
function registerPasswordRoutes(app: App) {
  app.put(
    "/v1/members/me/password",
    {
      schema: {
        tags: ["account"],
        body: ChangePasswordRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentMember(request);
      const member = await requireMember(app.db, caller.id);
      if (!(await checkCurrentPassword(app, request.ip, member, request.body.currentPassword))) {
        throw badRequest("WRONG_PASSWORD", WRONG_PASSWORD, [
          { path: "currentPassword", message: WRONG_PASSWORD },
        ]);
      }
      await app.db
        .update(members)
        .set({ passwordHash: await hashPassword(request.body.newPassword) })
        .where(eq(members.id, member.id));
      // Every other session ends; this one goes on.
      await revokeMemberSessions({ db: app.db, memberId: member.id, exceptSessionId: caller.sessionId });
      return reply.status(204).send(null);
    },
  );
}

/** The member's signed-in devices, and signing one out. */
function registerSessionRoutes(app: App) {
  app.get(
    "/v1/members/me/sessions",
    { schema: { tags: ["account"], response: { 200: z.array(MemberSessionSchema), ...errorResponses } } },
    async (request) => {
      const caller = currentMember(request);
      const rows = await app.db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, caller.id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
    },
  );

  app.delete(
    "/v1/members/me/sessions/:sessionId",
    {
      schema: {
        tags: ["account"],
        params: SessionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.id, request.params.sessionId),
            eq(sessions.memberId, currentMember(request).id),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (!row) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
