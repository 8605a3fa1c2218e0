import type Stripe from "stripe";
import { z } from "zod";
import { isStripeOutage } from "../payments/stripe-client.ts";
import type { StripeEventHandler } from "../payments/stripe-events.ts";
import { type GuaranteeDeps, storeSavedCard } from "./guarantee.service.ts";

// `setup_intent.succeeded` from a restaurant's connected account: the guest's card is stored even when their page
// closed before it could say so. Storing asks Stripe for the SetupIntent's newest state and moves the guarantee
// only from "card needed", so the event and the page saying it twice store it once.

const SetupIntentSchema = z.looseObject({
  id: z.string().min(1),
  metadata: z.looseObject({ reservationId: z.string().optional() }).nullish(),
});

export function guaranteeEvents(deps: GuaranteeDeps): StripeEventHandler {
  return {
    name: "booking's guarantee card stored",
    types: ["setup_intent.succeeded"],
    object: SetupIntentSchema,
    prepare: async (event) => {
      const reservationId = (event.data.object as Stripe.SetupIntent).metadata?.reservationId;
      // Another product's SetupIntent on the same account is none of ours. Stripe failing now makes the webhook
      // fail, so Stripe sends the event again; a booking with nothing to store (released since) is done with.
      if (reservationId)
        await storeSavedCard(deps, reservationId).catch((error: unknown) => {
          if (isStripeOutage(error)) throw error;
        });
      return undefined;
    },
    apply: async () => undefined,
  };
}
