import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountLinkSchema,
  ConnectedAccountSchema,
  MemberQuerySchema,
} from "../../../shared/payments/payments.ts";
import { currentMember } from "../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import {
  checkSelf,
  createConnectedAccount,
  findConnectedAccount,
  linkConnectedAccount,
} from "./accounts.service.ts";

// The owner's connected Stripe account (Stripe Connect): where an order's card payment goes. Ordering uses this
// feature and never the other way round, so an order's money lives in features/ordering.

const withStripeOutage = { ...errorResponses, 503: ErrorSchema };

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app.payments;

  app.get(
    "/v1/payment/connected-account",
    {
      schema: {
        tags: ["payments"],
        summary: "The member's connected Stripe account: exists, chargesEnabled, and what Stripe still asks",
        querystring: MemberQuerySchema,
        response: { 200: ConnectedAccountSchema, ...errorResponses },
      },
    },
    async (request) => {
      checkSelf(currentMember(request).id, request.query.memberId);
      return findConnectedAccount({ db: app.db, stripe, memberId: request.query.memberId });
    },
  );

  app.post(
    "/v1/payment/connected-account",
    {
      schema: {
        tags: ["payments"],
        summary: "Creates the member's connected account (once; again answers the same account)",
        querystring: MemberQuerySchema,
        response: { 200: ConnectedAccountSchema, ...withStripeOutage },
      },
    },
    async (request) => {
      checkSelf(currentMember(request).id, request.query.memberId);
      const { account } = await createConnectedAccount({
        db: app.db,
        stripe,
        memberId: request.query.memberId,
      });
      return account;
    },
  );

  app.post(
    "/v1/payment/link-account",
    {
      schema: {
        tags: ["payments"],
        summary: "The account's onboarding link, to open in a new tab; it comes back to Settings → Payments",
        querystring: MemberQuerySchema,
        response: { 200: AccountLinkSchema, ...withStripeOutage },
      },
    },
    async (request) => {
      checkSelf(currentMember(request).id, request.query.memberId);
      return linkConnectedAccount({
        db: app.db,
        stripe,
        memberId: request.query.memberId,
        returnUrl: `${app.config.publicBaseUrl}${app.config.contextPath}/app/settings/payments`,
      });
    },
  );
};
