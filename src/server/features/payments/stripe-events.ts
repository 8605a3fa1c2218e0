import type Stripe from "stripe";
import { z } from "zod";
import { PAYMENT_MESSAGES } from "../../../shared/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { loadStripe } from "../../lib/on-demand.ts";

// Stripe sends all of its events to one endpoint; each feature says which types it takes and what it does with
// them (a handler), and this file does what is the same for all: the signature, the event's shape, storing its id
// so that it is applied once, and the transaction. The handlers, in their stated order, are listed in
// stripe-events-wiring.ts.

/** Events older than this (by their signature's timestamp) are refused: a replayed capture of old traffic. */
const TOLERANCE_SECONDS = 300;

const NOT_AN_EVENT = "The webhook body is not a Stripe event the webhook can read.";

const Id = z.string().min(1);

// A correctly signed body is Stripe's, but the signature says nothing about its shape: a body that is not an
// event, or an event without the fields its handler reads, is refused whole (400, nothing stored) rather than half
// applied or failing deep inside the transaction. Only the fields read are checked; anything else Stripe adds passes.
const EventSchema = z.looseObject({
  id: Id,
  type: Id,
  created: z.number().int().nonnegative(),
  /** Set on a connected account's own events (Connect webhooks). */
  account: Id.nullish(),
  // Not every object has an id (balance.available carries the balance). An event no handler takes is still
  // stored and answered, or Stripe would retry it for days.
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** What runs once the event's transaction is committed (a cache forgotten, say). */
export type AfterCommit = () => Promise<void>;

/** One feature's share of Stripe's events. */
export interface StripeEventHandler<Prepared = undefined> {
  /** Who takes these events, for the wiring's list. */
  name: string;
  /** Event types, exactly or as a prefix ending in `*` (`payment_intent.*`). */
  types: readonly string[];
  /**
   * Only the events whose object this says are its own (an intent's metadata names a gift card sale): the rest
   * of the same types go on to the handler registered after it that takes them.
   */
  takes?: (object: unknown) => boolean;
  /** What `data.object` must carry for `apply` to read it. */
  object: z.ZodType;
  /** Before the transaction: what `apply` needs from outside the database (Stripe's newest state of the object). */
  prepare?: (event: Stripe.Event) => Promise<Prepared>;
  /** Inside the transaction that stores the event's id, so it runs once however often the event arrives. */
  apply: (tx: Db, event: Stripe.Event, prepared: Prepared, now: Date) => Promise<AfterCommit | undefined>;
}

interface Registered {
  name: string;
  types: readonly string[];
  takes: ((object: unknown) => boolean) | undefined;
  object: z.ZodType;
  /** Prepares the event, then gives what runs inside its transaction. */
  begin: (event: Stripe.Event) => Promise<(tx: Db, now: Date) => Promise<AfterCommit | undefined>>;
}

function matches(pattern: string, type: string): boolean {
  return pattern.endsWith("*") ? type.startsWith(pattern.slice(0, -1)) : pattern === type;
}

/** Whether two patterns could take the same type. */
function overlaps(a: string, b: string): boolean {
  return matches(a, b.replace(/\*$/, "")) || matches(b, a.replace(/\*$/, ""));
}

export interface StripeEventsDeps {
  db: Db;
  jobs: JobQueue;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
}

export type StripeEvents = ReturnType<typeof createStripeEvents>;

export function createStripeEvents(deps: StripeEventsDeps) {
  const handlers: Registered[] = [];
  const handlerOf = (type: string, object: unknown) =>
    handlers.find((h) => h.types.some((pattern) => matches(pattern, type)) && (h.takes?.(object) ?? true));

  return {
    register<Prepared>(handler: StripeEventHandler<Prepared>) {
      for (const pattern of handler.types) {
        // A handler that takes only some of its types' events shares them; the one after it takes the rest.
        const taken = handler.takes
          ? undefined
          : handlers.find((h) => !h.takes && h.types.some((other) => overlaps(other, pattern)));
        if (taken) throw new Error(`Stripe's ${pattern} events are already taken by "${taken.name}".`);
      }
      handlers.push({
        name: handler.name,
        types: handler.types,
        takes: handler.takes,
        object: handler.object,
        begin: async (event) => {
          const prepared = handler.prepare ? await handler.prepare(event) : (undefined as Prepared);
          return (tx, now) => handler.apply(tx, event, prepared, now);
        },
      });
    },

    /** Who takes which events, in the order they were registered. */
    listed: () => handlers.map(({ name, types }) => ({ name, types: [...types] })),

    /** The event in `rawBody` when its signature is right and its shape is what its handler reads; else 400. */
    verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!deps.stripe || !deps.webhookSecret)
        throw badRequest("ONLINE_CARD_OFF", PAYMENT_MESSAGES.notConfigured);
      let parsed: unknown;
      try {
        parsed = deps.stripe.webhooks.constructEvent(
          rawBody,
          signature ?? "",
          deps.webhookSecret,
          TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof loadStripe().errors.StripeSignatureVerificationError)
          throw badRequest("BAD_SIGNATURE", "The webhook signature is not valid or is too old.");
        throw badRequest("VALIDATION", NOT_AN_EVENT);
      }
      const event = EventSchema.safeParse(parsed);
      if (!event.success) throw badRequest("VALIDATION", NOT_AN_EVENT);
      const handler = handlerOf(event.data.type, event.data.data.object);
      if (handler && !handler.object.safeParse(event.data.data.object).success)
        throw badRequest("VALIDATION", NOT_AN_EVENT);
      return parsed as Stripe.Event;
    },

    /** Applies the event once: false when its id was stored before (Stripe sent it again). */
    async apply(event: Stripe.Event): Promise<boolean> {
      const now = new Date();
      const inTransaction = await handlerOf(event.type, event.data.object)?.begin(event);
      let afterCommit: AfterCommit | undefined;
      const isNew = await deps.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!stored) return false;
        afterCommit = await inTransaction?.(tx, now);
        return true;
      });
      if (!isNew) return false;
      // A handler may have queued jobs (a card to settle): the worker looks now rather than at its next poll.
      deps.jobs.wake();
      await afterCommit?.();
      return true;
    },
  };
}
