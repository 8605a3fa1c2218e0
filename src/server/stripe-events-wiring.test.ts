import { describe, expect, it } from "vitest";
import type { Db } from "./db/client.ts";
import type { PaymentDeps } from "./features/ordering/money/order-payments.service.ts";
import { createStripeEvents } from "./features/payments/stripe-events.ts";
import type { GuaranteeDeps } from "./features/reservations/guarantee.service.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import { PublicationEvents } from "./lib/publication-events.ts";
import { wireStripeEvents } from "./stripe-events-wiring.ts";

// Which feature takes which of Stripe's events: a handler added, dropped or widened shows here.

const deps = () => ({ db: {} as Db, jobs: {} as JobQueue, stripe: null, webhookSecret: undefined });

describe("the Stripe events' wiring", () => {
  it("registers every handler with the types it takes, in its stated order", () => {
    // Registering calls none of them.
    const events = createStripeEvents(deps());
    wireStripeEvents(events, {
      db: {} as Db,
      stripe: null,
      payments: {} as PaymentDeps,
      guarantees: {} as GuaranteeDeps,
      publicationEvents: new PublicationEvents(),
    });
    expect(events.listed()).toEqual([
      { name: "gift card sale paid", types: ["payment_intent.*"] },
      { name: "order's card held, captured or released", types: ["payment_intent.*"] },
      { name: "order's card refunded", types: ["charge.refunded"] },
      { name: "connected account's state stored", types: ["account.updated"] },
      {
        name: "member's plan changed",
        types: [
          "checkout.session.completed",
          "customer.subscription.created",
          "customer.subscription.updated",
          "customer.subscription.deleted",
          "customer.subscription.paused",
          "customer.subscription.resumed",
          "invoice.paid",
          "invoice.payment_failed",
        ],
      },
      { name: "booking's guarantee card stored", types: ["setup_intent.succeeded"] },
    ]);
  });

  it("refuses a second handler for a type already taken, exactly or by a prefix", () => {
    const events = createStripeEvents(deps());
    const handler = (name: string, types: string[]) => ({
      name,
      types,
      object: { safeParse: () => ({ success: true }) } as never,
      apply: async () => undefined,
    });
    events.register(handler("intents", ["payment_intent.*"]));
    expect(() => events.register(handler("captures", ["payment_intent.succeeded"]))).toThrow(
      `Stripe's payment_intent.succeeded events are already taken by "intents".`,
    );
    expect(() => events.register(handler("all", ["payment_*"]))).toThrow(/already taken by "intents"/);
    events.register(handler("refunds", ["charge.refunded"]));
    expect(events.listed().map(({ name }) => name)).toEqual(["intents", "refunds"]);
  });
});
