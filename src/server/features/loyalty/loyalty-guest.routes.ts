import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema } from "../../../shared/common/id.ts";
import {
  CODE_MINUTES,
  LOYALTY_MESSAGES,
  LoyaltyCodeRequestSchema,
  LoyaltyMeSchema,
  LoyaltySessionRequestSchema,
  LoyaltySessionSchema,
} from "../../../shared/loyalty/loyalty.ts";
import { GuestLanguageQuerySchema } from "../../../shared/ordering/orders.ts";
import { businesses } from "../../db/schema.ts";
import { badRequest, errorResponses, notFound } from "../../http/errors.ts";
import { registerLoyaltyCodes, sendCode } from "./loyalty-code-job.ts";
import { checkCode, identityOf, memberOf, meOf, openSession, sessionMember } from "./loyalty-members.ts";
import { programOf } from "./loyalty-program.ts";

// A guest joins a business's rewards program: a code to their phone (or email), the session it opens, and what
// they hold. The session is for that business only.

const tags = ["loyalty"];

export const loyaltyGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLoyaltyCodes(app);

  /** The business and its program, while the program is on; 404 for no business, 400 for no program. */
  async function openProgram(businessId: string) {
    const [business] = await app.db
      .select({ id: businesses.id, country: businesses.country })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business) throw notFound();
    const program = await programOf(app.db, business.id);
    if (!program.enabled) throw badRequest("LOYALTY_OFF", LOYALTY_MESSAGES.programOff);
    return { business, program };
  }

  app.post(
    "/v1/public/businesses/:id/loyalty/code",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: `Sends a six-digit code to the phone (by text) or the email, valid ${CODE_MINUTES} minutes`,
        description:
          "429 past 5 codes an hour to one phone or email, or 10 from one address; 400 CANNOT_TEXT where the server sends no texts.",
        params: IdParamsSchema,
        querystring: GuestLanguageQuerySchema,
        body: LoyaltyCodeRequestSchema,
        response: { 202: z.object({ sentTo: z.enum(["phone", "email"]) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business } = await openProgram(request.params.id);
      const identity = identityOf(request.body, business.country);
      if (identity.kind === "phone" && !app.config.twilio)
        throw badRequest("CANNOT_TEXT", LOYALTY_MESSAGES.cannotText);
      await sendCode(app, {
        businessId: business.id,
        identity,
        lang: request.query.lang ?? null,
        address: request.ip,
      });
      return reply.status(202).send({ sentTo: identity.kind });
    },
  );

  app.post(
    "/v1/public/businesses/:id/loyalty/session",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "Proves the phone or email with its code: the guest's session, points and rewards",
        description: "400 CODE_WRONG (a try counted) or CODE_EXPIRED (10 minutes past, or 5 tries).",
        params: IdParamsSchema,
        body: LoyaltySessionRequestSchema,
        response: { 200: LoyaltySessionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { business, program } = await openProgram(request.params.id);
      const identity = identityOf(request.body, business.country);
      const now = app.clock();
      await checkCode(app.db, business.id, identity, request.body.code, now);
      const member = await memberOf(app.db, business.id, identity);
      const guestToken = await openSession(app.db, member, now);
      return { guestToken, ...meOf(member, program) };
    },
  );

  app.get(
    "/v1/public/businesses/:id/loyalty/me",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The guest's points and rewards (`Authorization: Guest <guestToken>`)",
        params: IdParamsSchema,
        response: { 200: LoyaltyMeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { business, program } = await openProgram(request.params.id);
      const member = await sessionMember(app.db, business.id, request.headers.authorization, app.clock());
      reply.header("cache-control", "no-store");
      return meOf(member, program);
    },
  );
};
