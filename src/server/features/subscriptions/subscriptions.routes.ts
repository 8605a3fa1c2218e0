import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CheckoutRequestSchema,
  PaidLocationsRequestSchema,
  RedirectSchema,
  SubscriptionSchema,
} from "../../../shared/subscriptions/subscriptions.ts";
import { currentMember } from "../../http/auth.ts";
import { ErrorSchema, errorResponses } from "../../http/errors.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import {
  type BillingDeps,
  describeSubscription,
  forgetMemberPages,
  openPortal,
  setPaidLocations,
  startCheckout,
} from "./subscriptions.service.ts";

// The member's plan, and its billing through Stripe. Billing events arrive
// on the payment webhook (applyBillingEvent).
const responses = { ...errorResponses, 503: ErrorSchema };
const MeSchema = SubscriptionSchema.extend({
  /** Locations the plan does not serve (guests get 402 there), oldest served first. */
  unservedBusinessIds: z.array(z.string()),
});

export function subscriptionsRoutes(
  billing: BillingDeps,
  publicationEvents: PublicationEvents,
): FastifyPluginAsyncZod {
  return async (app) => {
    const isBillingEnabled = billing.stripe !== null;

    app.get(
      "/v1/subscriptions/me",
      { schema: { tags: ["subscriptions"], response: { 200: MeSchema, ...responses } } },
      async (request) =>
        describeSubscription({ db: app.db, memberId: currentMember(request).id, isBillingEnabled }),
    );

    app.post(
      "/v1/subscriptions/checkout",
      {
        schema: {
          tags: ["subscriptions"],
          body: CheckoutRequestSchema,
          response: { 200: RedirectSchema, ...responses },
        },
      },
      async (request) => startCheckout(billing, currentMember(request).id),
    );

    app.post(
      "/v1/subscriptions/portal",
      { schema: { tags: ["subscriptions"], response: { 200: RedirectSchema, ...responses } } },
      async (request) => openPortal(billing, currentMember(request).id),
    );

    app.post(
      "/v1/subscriptions/locations",
      {
        schema: {
          tags: ["subscriptions"],
          body: PaidLocationsRequestSchema,
          response: { 200: MeSchema, ...responses },
        },
      },
      async (request) => {
        const memberId = currentMember(request).id;
        await setPaidLocations(billing, memberId, request.body.extraLocations);
        await forgetMemberPages({ db: app.db, publicationEvents }, memberId);
        return describeSubscription({ db: app.db, memberId, isBillingEnabled });
      },
    );
  };
}
