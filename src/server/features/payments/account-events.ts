import type Stripe from "stripe";
import { z } from "zod";
import { storeAccount } from "./accounts.service.ts";
import type { StripeEventHandler } from "./stripe-events.ts";

// `account.updated` keeps a connected account's state current between the owner's looks. The account is read
// again from Stripe when the event arrives: the newest state wins, whatever order events arrive in. When Stripe
// cannot be asked, the event's own account is stored unless something newer already is.

const AccountSchema = z.looseObject({
  id: z.string().min(1),
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
});

interface Known {
  account: Stripe.Account;
  at: Date;
}

export function accountEvents(stripe: Stripe | null): StripeEventHandler<Known> {
  return {
    name: "connected account's state stored",
    types: ["account.updated"],
    object: AccountSchema,
    prepare: async (event) => {
      const sent = event.data.object as Stripe.Account;
      try {
        if (stripe) return { account: await stripe.accounts.retrieve(sent.id), at: new Date() };
      } catch {
        // keep the event's own account
      }
      return { account: sent, at: new Date(event.created * 1000) };
    },
    apply: async (tx, _event, known) => {
      await storeAccount(tx, known.account, known.at);
      return undefined;
    },
  };
}
