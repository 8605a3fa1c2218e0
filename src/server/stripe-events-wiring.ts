import type Stripe from "stripe";
import type { Db } from "./db/client.ts";
import { giftCardSaleEvents } from "./features/gift-cards/gift-card-sale-events.ts";
import { cardPaymentEvents, cardRefundEvents } from "./features/ordering/money/card-events.ts";
import type { PaymentDeps } from "./features/ordering/money/order-payments.service.ts";
import { accountEvents } from "./features/payments/account-events.ts";
import type { StripeEvents } from "./features/payments/stripe-events.ts";
import type { GuaranteeDeps } from "./features/reservations/guarantee.service.ts";
import { guaranteeEvents } from "./features/reservations/guarantee-events.ts";
import { billingEvents } from "./features/subscriptions/billing-events.ts";
import type { PublicationEvents } from "./lib/publication-events.ts";

// Which feature takes which of Stripe's events, in one list: a reader of the webhook finds every handler here.
// A type is taken by one handler at most (registering a second throws); an event no one takes is stored and
// answered, so Stripe stops sending it.

export function wireStripeEvents(
  events: StripeEvents,
  deps: {
    db: Db;
    stripe: Stripe | null;
    payments: PaymentDeps;
    guarantees: GuaranteeDeps;
    publicationEvents: PublicationEvents;
  },
) {
  // Before the order's card: it takes only the intents of gift card sales, the order's the rest.
  events.register(giftCardSaleEvents(deps.payments.jobs));
  events.register(cardPaymentEvents(deps.payments));
  events.register(cardRefundEvents(deps.payments));
  events.register(accountEvents(deps.stripe));
  events.register(billingEvents(deps));
  events.register(guaranteeEvents(deps.guarantees));
}
