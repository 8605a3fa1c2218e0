import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import type { StripeEventHandler } from "../payments/stripe-events.ts";
import {
  applyBillingEvent,
  BILLING_EVENT_TYPES,
  billingSubscriptionId,
  forgetMemberPages,
} from "./subscriptions.service.ts";

// Stripe Billing's events change a member's plan. Like accounts, the subscription is read again from Stripe when
// the event arrives, so the order events arrive in does not matter.

type Current = { subscription: Stripe.Subscription; at: Date } | null;

export function billingEvents(deps: {
  db: Db;
  stripe: Stripe | null;
  publicationEvents: PublicationEvents;
}): StripeEventHandler<Current> {
  return {
    name: "member's plan changed",
    types: [...BILLING_EVENT_TYPES],
    object: z.looseObject({ id: z.string().min(1) }),
    prepare: async (event) => {
      const subscriptionId = billingSubscriptionId(event);
      if (!deps.stripe || !subscriptionId) return null;
      try {
        return { subscription: await deps.stripe.subscriptions.retrieve(subscriptionId), at: new Date() };
      } catch {
        return null; // apply the event's own object
      }
    },
    apply: async (tx, event, current) => {
      const memberId = await applyBillingEvent(tx, event, current);
      // A plan's change can serve or stop the member's pages: the guest pages cached for them are forgotten.
      return memberId ? () => forgetMemberPages(deps, memberId) : undefined;
    },
  };
}
