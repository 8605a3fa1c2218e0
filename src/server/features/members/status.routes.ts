import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MemberLocationSchema } from "../../../shared/businesses/businesses.ts";
import {
  MemberBusinessesStatusSchema,
  PublicBusinessQuerySchema,
  StatusByEmailQuerySchema,
  StatusByIdQuerySchema,
} from "../../../shared/members/members.ts";
import { requireSelf } from "../../db/tenancy.ts";
import { currentMember } from "../../http/auth.ts";
import { errorResponses, notFound } from "../../http/errors.ts";
import { optionalBusinessScope } from "../../http/scope.ts";
import { findBusinesses, toBusiness, toLocation } from "../businesses/businesses.service.ts";
import { describeBusinessesStatus, findAskedMember } from "./status.service.ts";

// Status calls: under /v1/public, but each takes the caller's token (bearer or
// `?token=`) and answers only what that person may see; anything else is 404, never another member's data.
const withToken = { auth: "member", tokenInQuery: true } as const;

export const memberStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/public/businesses/status",
    {
      config: withToken,
      schema: {
        tags: ["members"],
        querystring: StatusByEmailQuerySchema,
        response: { 200: MemberBusinessesStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const member = await findAskedMember(app.db, currentMember(request), { email: request.query.email });
      return describeBusinessesStatus(app.db, member);
    },
  );

  app.get(
    "/v1/public/businesses/statusById",
    {
      config: withToken,
      schema: {
        tags: ["members"],
        querystring: StatusByIdQuerySchema,
        response: { 200: MemberBusinessesStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const member = await findAskedMember(app.db, currentMember(request), {
        memberId: request.query.memberId,
      });
      return describeBusinessesStatus(app.db, member);
    },
  );

  app.get(
    "/v1/public/business",
    {
      config: { ...withToken, business: "query.businessId?" },
      schema: {
        tags: ["members"],
        querystring: PublicBusinessQuerySchema,
        response: { 200: MemberLocationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentMember(request);
      requireSelf(caller.id, request.query.memberId);
      const business =
        optionalBusinessScope(request)?.business ??
        (await findBusinesses({ db: app.db, memberId: caller.id }))[0];
      if (!business) throw notFound();
      return { ...toBusiness(business), location: toLocation(business) };
    },
  );
};
