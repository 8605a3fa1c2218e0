import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { cardPart, type PaymentStatus } from "../../../../shared/ordering/orders.ts";
import { PAYMENT_MESSAGES } from "../../../../shared/payments/payments.ts";
import type { Db } from "../../../db/client.ts";
import { businesses, orders, paymentAccounts } from "../../../db/schema.ts";
import type { StripeEventHandler } from "../../payments/stripe-events.ts";
import { loadOrderingContext } from "../placing/ordering-context.ts";
import {
  advancePayment,
  authorizeOrder,
  isUnaccepted,
  type OrderRow,
  type PaymentDeps,
} from "./order-payments.service.ts";
import { PAYMENT_SETTLE_JOB } from "./payment-kinds.ts";

// Stripe's events about an order's card: the webhook is the truth, for a browser can lie or close and Stripe's
// signed events cannot. Each is applied once, in the transaction that stores its id (payments/stripe-events.ts),
// so that any order of arrival ends in the same state. Every status move they cause goes through the lifecycle.

const Id = z.string().min(1);
const Metadata = z.record(z.string(), z.string()).nullish();
const IdOrObject = z.union([Id, z.looseObject({ id: Id })]);

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

/** The order a PaymentIntent (or its charge) belongs to, locked for this transaction. */
async function lockOrder(
  tx: Db,
  orderId: string | undefined,
  intentId: string,
): Promise<OrderRow | undefined> {
  const [row] = orderId
    ? await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1)
    : await tx.select().from(orders).where(eq(orders.paymentIntentId, intentId)).for("update").limit(1);
  // An intent that is not (or no longer) the order's own changes nothing.
  if (!row || (row.paymentIntentId && row.paymentIntentId !== intentId)) return undefined;
  return row;
}

/**
 * Whether the event's intent is the one create-intent made for this order: the same id, amount, currency and
 * destination account. `metadata.orderId` alone proves nothing: any intent can carry it, a connected account's
 * own or one paying another business. While the order has no intent id yet (Stripe's event can beat
 * create-intent's write of it), the id cannot be compared; the rest then must match, on an event of our own
 * platform (never a connected account's), and that is enough: only the platform's key makes intents whose money
 * goes to this owner, and create-intent makes one per order (its idempotency key). So a matching intent pays
 * exactly this order's total to exactly this owner, and the id it carries is stored as the order's.
 */
async function isOrdersIntent(tx: Db, row: OrderRow, event: Stripe.Event): Promise<boolean> {
  const intent = event.data.object as Stripe.PaymentIntent;
  if (event.account) return false;
  if (row.paymentIntentId !== null && row.paymentIntentId !== intent.id) return false;
  if (intent.amount !== cardPart(row) || intent.currency.toLowerCase() !== row.currencyCode.toLowerCase())
    return false;
  const sent = intent.transfer_data?.destination;
  const destination = typeof sent === "string" ? sent : sent?.id;
  if (!destination) return false;
  const [owner] = await tx
    .select({ accountId: paymentAccounts.stripeAccountId })
    .from(businesses)
    .innerJoin(paymentAccounts, eq(paymentAccounts.memberId, businesses.memberId))
    .where(eq(businesses.id, row.businessId))
    .limit(1);
  return owner?.accountId === destination;
}

/** The held card of a PENDING_PAYMENT order: the order reaches the kitchen (authorizeOrder). */
async function authorize(deps: PaymentDeps, tx: Db, row: OrderRow, now: Date) {
  const context = await loadOrderingContext({ db: tx, cache: deps.cache, businessId: row.businessId });
  await authorizeOrder({ tx, lifecycle: deps.lifecycle, row, context, now });
}

async function applyIntentEvent(deps: PaymentDeps, tx: Db, event: Stripe.Event, now: Date) {
  const intent = event.data.object as Stripe.PaymentIntent;
  const row = await lockOrder(tx, intent.metadata?.orderId, intent.id);
  if (row?.payment !== "ONLINE_CARD" || !(await isOrdersIntent(tx, row, event))) return;
  const current = row.paymentStatus as PaymentStatus;
  const settle = () => deps.jobs.enqueue(PAYMENT_SETTLE_JOB, { orderId: row.id }, { db: tx });

  // The id of an intent found to be the order's, stored whichever of its events that prove the card was held or
  // charged arrives first. An intent merely created, or whose card failed, proves nothing: a stray one (a
  // second tab's, say) would otherwise claim the order before the one the guest actually pays.
  const provesPayment =
    event.type === "payment_intent.amount_capturable_updated" || event.type === "payment_intent.succeeded";
  if (!row.paymentIntentId && provesPayment)
    await tx.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, row.id));

  switch (event.type) {
    case "payment_intent.amount_capturable_updated": {
      if (intent.status !== "requires_capture" || advancePayment(current, "AUTHORIZED") !== "AUTHORIZED")
        return;
      if (row.status === "PENDING_PAYMENT") {
        await authorize(deps, tx, row, now);
        return;
      }
      // Already closed (the guest waited past the deadline): note the hold, then let it go.
      await tx
        .update(orders)
        .set({ paymentStatus: "AUTHORIZED", updatedAt: now })
        .where(eq(orders.id, row.id));
      await settle();
      return;
    }
    case "payment_intent.succeeded": {
      const next = advancePayment(current, "PAID");
      let status = row.status;
      // Captured before its authorization's event arrived (events come in any order; a capture can be made at
      // Stripe): the card was held, so the order first moves on as that event would have moved it. Either order
      // of arrival then ends the same: NEW (or SCHEDULED) and PAID.
      if (status === "PENDING_PAYMENT" && next === "PAID") {
        await authorize(deps, tx, row, now);
        const [moved] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.id));
        status = moved?.status ?? status;
      }
      if (next !== current)
        await tx.update(orders).set({ paymentStatus: next, updatedAt: now }).where(eq(orders.id, row.id));
      // Captured, yet the order was turned down meanwhile: the settle job refunds it.
      if (status === "CANCELLED" || status === "REJECTED") await settle();
      return;
    }
    case "payment_intent.canceled": {
      // The guest chose to pay in person (payInPerson): that call moves the order on itself, and must find it still
      // waiting for its payment, whichever of Stripe's answer and this event comes first.
      if (intent.cancellation_reason === "requested_by_customer" && row.status === "PENDING_PAYMENT") return;
      const next = advancePayment(current, "RELEASED");
      if (next === current) return;
      // Not yet accepted, the order cannot stand without its card; accepted, it stands and is paid otherwise.
      if (isUnaccepted(row.status)) {
        await deps.lifecycle.move(tx, row, "CANCELLED", "card-cancelled", {
          changes: { paymentStatus: next, reason: PAYMENT_MESSAGES.paymentCancelled },
          now,
        });
        return;
      }
      await tx.update(orders).set({ paymentStatus: next, updatedAt: now }).where(eq(orders.id, row.id));
      return;
    }
    default:
      // payment_intent.payment_failed: the guest's page hears it from Stripe.js and may try again; the order
      // stays waiting for its payment.
      return;
  }
}

async function applyRefundEvent(deps: PaymentDeps, tx: Db, event: Stripe.Event, now: Date) {
  const charge = event.data.object as Stripe.Charge;
  const intentId =
    typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  // A connected account's own charge is never an order's: create-intent charges on the platform.
  if (!intentId || event.account) return;
  const row = await lockOrder(tx, charge.metadata?.orderId, intentId);
  // Only the card order whose stored intent was charged: `metadata.orderId` alone proves nothing, and a cash
  // order (no intent at all, PAID once completed) must never be marked refunded by someone else's charge. A
  // refund follows a capture, by which time the intent's id is stored.
  if (row?.payment !== "ONLINE_CARD" || row.paymentIntentId !== intentId) return;
  // Refunds only add up: the larger of what we know and what Stripe says, however late this event is.
  const refunded = Math.min(Math.max(row.refunded, charge.amount_refunded), cardPart(row));
  const status: PaymentStatus =
    refunded >= cardPart(row) ? "REFUNDED" : refunded > 0 ? "PARTIALLY_REFUNDED" : "PAID";
  const next = advancePayment(row.paymentStatus as PaymentStatus, status);
  const [updated] = await tx
    .update(orders)
    .set({
      refunded,
      paymentStatus: next,
      updatedAt: now,
      // A refund made at Stripe (its dashboard) is dated by its event; ours was dated when claimed.
      ...(refunded > row.refunded ? { refundedAt: new Date(event.created * 1000) } : {}),
    })
    .where(
      and(eq(orders.id, row.id), inArray(orders.paymentStatus, ["PAID", "PARTIALLY_REFUNDED", "AUTHORIZED"])),
    )
    .returning();
  // More money went back than we knew of (a refund made at Stripe): what follows a refund runs, in this transaction.
  if (updated && refunded > row.refunded) await deps.lifecycle.refunded(tx, updated, { now });
}

/** The card's hold, capture and release, from Stripe's PaymentIntent events. */
export function cardPaymentEvents(deps: PaymentDeps): StripeEventHandler {
  return {
    name: "order's card held, captured or released",
    types: ["payment_intent.*"],
    object: IntentSchema,
    apply: async (tx, event, _prepared, now) => {
      await applyIntentEvent(deps, tx, event, now);
      return undefined;
    },
  };
}

/** Refunds, including those made on Stripe's own dashboard. */
export function cardRefundEvents(deps: PaymentDeps): StripeEventHandler {
  return {
    name: "order's card refunded",
    types: ["charge.refunded"],
    object: ChargeSchema,
    apply: async (tx, event, _prepared, now) => {
      await applyRefundEvent(deps, tx, event, now);
      return undefined;
    },
  };
}
