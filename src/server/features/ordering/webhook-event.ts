import type Stripe from "stripe";
import { z } from "zod";
import { isBillingEvent } from "../subscriptions/subscriptions.service.ts";

// A correctly signed body is Stripe's, but the signature says nothing about its shape: a body that is not an
// event, or an event without the fields we read, is refused whole (400, nothing stored) rather than half
// applied or failing deep inside the transaction. Only the fields the webhook reads are checked; anything else
// Stripe adds passes through.

const Id = z.string().min(1);
const Metadata = z.record(z.string(), z.string()).nullish();
const IdOrObject = z.union([Id, z.looseObject({ id: Id })]);

const EventSchema = z.looseObject({
  id: Id,
  type: Id,
  created: z.number().int().nonnegative(),
  /** Set on a connected account's own events (Connect webhooks). */
  account: Id.nullish(),
  // Not every object has an id (balance.available carries the balance): those the webhook reads are checked for
  // one below, and an event it does not act on is still taken, or Stripe would retry it for days.
  data: z.looseObject({ object: z.looseObject({}) }),
});

const WithId = z.looseObject({ id: Id });

const IntentSchema = z.looseObject({
  id: Id,
  amount: z.number().int().nonnegative(),
  currency: Id,
  status: Id,
  metadata: Metadata,
  transfer_data: z.looseObject({ destination: IdOrObject }).nullish(),
  cancellation_reason: z.string().nullish(),
});

const ChargeSchema = z.looseObject({
  id: Id,
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: IdOrObject.nullish(),
  metadata: Metadata,
});

const AccountSchema = z.looseObject({
  id: Id,
  charges_enabled: z.boolean(),
  details_submitted: z.boolean(),
});

/** The schema of what an event of this type carries, where the webhook reads more than its id. */
function objectSchemaOf(type: string) {
  if (type.startsWith("payment_intent.")) return IntentSchema;
  if (type === "charge.refunded") return ChargeSchema;
  if (type === "account.updated") return AccountSchema;
  if (isBillingEvent(type)) return WithId;
  return null;
}

/** The event when `body` (already parsed from signed JSON) is one the webhook can apply, else null. */
export function readEvent(body: unknown): Stripe.Event | null {
  const event = EventSchema.safeParse(body);
  if (!event.success) return null;
  const schema = objectSchemaOf(event.data.type);
  if (schema && !schema.safeParse(event.data.data.object).success) return null;
  return body as Stripe.Event;
}
