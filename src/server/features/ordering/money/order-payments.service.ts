import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { formatMoney } from "../../../../shared/common/money.ts";
import type { GuestOrder, Order, OrderStatus, PaymentStatus } from "../../../../shared/ordering/orders.ts";
import { cardPart, ORDER_MESSAGES, offeredPayments } from "../../../../shared/ordering/orders.ts";
import {
  PAYMENT_MESSAGES,
  type PaymentIntentAnswer,
  platformFee,
  type RefundReason,
} from "../../../../shared/payments/payments.ts";
import type { Db } from "../../../db/client.ts";
import { businesses, orders } from "../../../db/schema.ts";
import { ownedBusinesses } from "../../../db/tenancy.ts";
import { badRequest, HttpError, notFound } from "../../../http/errors.ts";
import type { JobQueue } from "../../../jobs/job-queue.ts";
import { loadStripe } from "../../../lib/on-demand.ts";
import { businessCanTakeCharges } from "../../payments/accounts.service.ts";
import {
  isStripeOutage,
  type PaymentsConfig,
  stripeErrorCode,
  stripeUnavailable,
} from "../../payments/stripe-client.ts";
import type { OrderLifecycle, OrderRow } from "../lifecycle/lifecycle.ts";
import { orderRoomRefusal, type RoomRefusal, takeOrderRoom } from "../lifecycle/order-room.ts";
import type { CatalogCache, OrderingContext } from "../placing/ordering-context.ts";
import { loadOrderingContext } from "../placing/ordering-context.ts";
import { findGuestOrder } from "../placing/orders.service.ts";
import { toGuestOrder, toOrder } from "../views/order-views.ts";
import {
  CAPTURE_RETRY_MAX_MS,
  HOLD_LIFETIME_MS,
  PAYMENT_PROBLEM_MAIL_JOB,
  PAYMENT_SETTLE_JOB,
} from "./payment-kinds.ts";

/** `cardPart` in SQL: what is left to pay by card of the order as the database holds it now. */
const CARD_PART = sql`(${orders.total} - ${orders.giftCardPaid})`;

// An online-card order's money (docs/decisions/010). The guest's card is authorized on a PaymentIntent made by
// create-intent (a destination charge to the owner's account, capture_method manual); the webhook says when it
// is authorized; the owner's accept captures it, a reject or a missed deadline releases it, a cancel after
// capture refunds it. Every Stripe call that moves money carries an idempotency key made from the order, and
// every change of the order is a conditional update, so two requests at once move money once.

export type { OrderRow };

/** What the order's card money works with: the app's Stripe and database, and the order's catalogue and moves. */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  return {
    db: app.db,
    jobs: app.jobs,
    ...app.payments,
    cache: app.orders.catalog,
    lifecycle: app.orders.lifecycle,
  };
}

export interface PaymentDeps {
  db: Db;
  jobs: JobQueue;
  stripe: Stripe | null;
  /** The same Stripe for calls a person waits on: a short timeout, no resend (stripe-client.ts). */
  quickStripe?: Stripe | null;
  config: PaymentsConfig | undefined;
  cache: CatalogCache;
  /** Every status move of an order goes through it (lifecycle.ts). */
  lifecycle: OrderLifecycle;
}

/** The online-card order's payment statuses, in the order they can follow one another. */
const RANK: Record<PaymentStatus, number> = {
  DUE: -1,
  PENDING: 0,
  AUTHORIZED: 1,
  PAID: 2,
  RELEASED: 2,
  PARTIALLY_REFUNDED: 3,
  REFUNDED: 4,
};

/**
 * Where a payment status may go next, whatever order Stripe's news arrives in: forward only; a released hold
 * and a full refund are final; a capture never follows a release.
 */
export function advancePayment(current: PaymentStatus, next: PaymentStatus): PaymentStatus {
  if (current === "RELEASED" || current === "REFUNDED" || current === "DUE") return current;
  if (next === "RELEASED") return RANK[current] < RANK.PAID ? "RELEASED" : current;
  return RANK[next] > RANK[current] ? next : current;
}

const STILL_UNACCEPTED: OrderStatus[] = ["PENDING_PAYMENT", "NEW", "SCHEDULED"];

/** Whether every line of the order is still on the published menu and available: a card is never charged for an
 * order the kitchen cannot make. */
export function hasAllItems(row: OrderRow, context: OrderingContext): boolean {
  const lines = row.items as { menuId: string; itemId: string }[];
  return lines.every((line) => {
    const item = context.catalog.get(line.menuId)?.get(line.itemId);
    return item !== undefined && item.available !== false;
  });
}

/**
 * An authorized order reaches the kitchen: it takes its slot's place and its code's use (order-room.ts), then
 * goes live (lifecycle.ts), its card noted as held. When the menu changed while the guest paid, or its time filled
 * up or its code was used up meanwhile, the order cannot be made: it is cancelled, the guest told why, and its
 * hold let go. Runs inside the webhook's transaction, which holds the order's row.
 */
export async function authorizeOrder({
  tx,
  lifecycle,
  row,
  context,
  now,
}: {
  tx: Db;
  lifecycle: OrderLifecycle;
  row: OrderRow;
  context: OrderingContext | null;
  now: Date;
}) {
  if (!context || !hasAllItems(row, context)) {
    await lifecycle.move(tx, row, "CANCELLED", "items-gone", {
      changes: { reason: PAYMENT_MESSAGES.itemsGone, paymentStatus: "AUTHORIZED" },
      now,
    });
    return;
  }
  const noRoom = await takeOrderRoom({ db: tx, row, context, now });
  if (noRoom) {
    await lifecycle.move(tx, row, "CANCELLED", "no-room", {
      changes: { reason: noRoom.message, paymentStatus: "AUTHORIZED" },
      now,
    });
    return;
  }
  await lifecycle.goLive(tx, row, "paid", {
    settings: context.settings,
    changes: { paymentStatus: "AUTHORIZED" },
    now,
  });
}

/** 400 SLOT_FULL or PROMO_INVALID, with the guest's sentence. */
function roomRefused({ code, message }: RoomRefusal): HttpError {
  return badRequest(code, message, [{ path: code === "SLOT_FULL" ? "scheduledFor" : "promoCode", message }]);
}

/** Refuses the pay step when the waiting order could not go live now (order-room.ts). */
async function refuseWithoutRoom(db: Db, row: OrderRow, context: OrderingContext) {
  const refusal = await orderRoomRefusal({ db, row, context, now: new Date() });
  if (refusal) throw roomRefused(refusal);
}

async function findRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** POST /v1/public/payment/create-intent?orderId&key: the intent the guest's card form pays. */
export async function createIntent(
  deps: PaymentDeps,
  { orderId, key }: { orderId: string; key: string },
): Promise<PaymentIntentAnswer> {
  const { db, stripe, config } = deps;
  const row = await findGuestOrder({ db, orderId, key });
  if (row.payment !== "ONLINE_CARD") throw badRequest("ONLINE_CARD_OFF", PAYMENT_MESSAGES.notOnlineCard);
  if (!stripe || !config) throw badRequest("ONLINE_CARD_OFF", PAYMENT_MESSAGES.onlineCardOff);
  if (RANK[row.paymentStatus as PaymentStatus] >= RANK.AUTHORIZED)
    throw new HttpError(409, "ALREADY_PAID", PAYMENT_MESSAGES.alreadyPaid);
  if (row.status !== "PENDING_PAYMENT")
    throw new HttpError(409, "ORDER_CLOSED", PAYMENT_MESSAGES.orderClosed);
  const account = await businessCanTakeCharges(db, row.businessId);
  if (!account) throw badRequest("CHARGES_DISABLED", PAYMENT_MESSAGES.chargesDisabled);
  const context = await loadOrderingContext({ db, cache: deps.cache, businessId: row.businessId });
  if (!context || !hasAllItems(row, context))
    throw badRequest("ITEM_UNAVAILABLE", ORDER_MESSAGES.itemUnavailable);
  // The order takes its slot's place and code's use only once the card is held: told now, before paying, when
  // either is gone (the authorization still decides, under the locks).
  await refuseWithoutRoom(db, row, context);

  const answer = (intent: Stripe.PaymentIntent): PaymentIntentAnswer => ({
    clientSecret: intent.client_secret ?? "",
    publishableKey: config.publishableKey,
    amount: intent.amount,
    currencyCode: intent.currency.toUpperCase(),
  });
  /** A retry (a declined card, a reload, a failed call): the same intent, while it can still be paid. */
  const payable = (intent: Stripe.PaymentIntent) => {
    if (intent.status === "requires_capture" || intent.status === "succeeded")
      throw new HttpError(409, "ALREADY_PAID", PAYMENT_MESSAGES.alreadyPaid);
    if (intent.status === "canceled") throw new HttpError(409, "ORDER_CLOSED", PAYMENT_MESSAGES.orderClosed);
    return answer(intent);
  };
  // The guest waits on this call: a short one, and a failure is told at once (the guest tries again).
  const client = deps.quickStripe ?? stripe;
  try {
    if (row.paymentIntentId) return payable(await client.paymentIntents.retrieve(row.paymentIntentId));
    // After a failed create Stripe may have made the intent anyway (its answer lost): find it, so the fresh key
    // below never makes the order a second one.
    const made = row.stripeFailures > 0 ? await findIntentOfOrder(client, row) : null;
    if (made) return payable(await keepIntent(deps, client, row.id, made));
    const intent = await client.paymentIntents.create(
      {
        // The server's total less what a gift card paid, in minor units; the client never names an amount.
        amount: cardPart(row),
        currency: row.currencyCode.toLowerCase(),
        // Held, then captured when the owner accepts; whatever way the guest pays.
        capture_method: "manual",
        // Cards, Link, and Apple Pay or Google Pay where the device has them and the guest domain is registered
        // (payments/payment-domains.ts); only methods that can be captured later are offered with a manual capture.
        automatic_payment_methods: { enabled: true },
        transfer_data: { destination: account.accountId },
        application_fee_amount: platformFee(cardPart(row), config.feePercent),
        metadata: { orderId: row.id, businessId: row.businessId },
        // The order takes its number only once the card is held: until then, its id.
        description: row.friendlyId === null ? `Order ${row.id}` : `Order #${row.friendlyId}`,
      },
      // Two tabs asking at once get one intent; after a failed call, a fresh key (see stripeKey).
      { idempotencyKey: stripeKey("intent", row) },
    );
    return payable(await keepIntent(deps, client, row.id, intent));
  } catch (error) {
    if (isStripeOutage(error)) {
      // An intent the failed call may have made anyway is never confirmed: the guest pays the one stored.
      await countStripeFailure(db, row);
      throw stripeUnavailable();
    }
    throw error;
  }
}

/**
 * The order's PaymentIntent that a failed create may have made: Stripe's list of the intents made since the
 * order, by its metadata (a list, unlike a search, shows an intent at once). A canceled one is no use.
 */
async function findIntentOfOrder(stripe: Stripe, row: OrderRow): Promise<Stripe.PaymentIntent | null> {
  // A few minutes' slack for the clocks of Stripe and of this server; a guest pays within PAY_TIMEOUT.
  const since = Math.floor(row.createdAt.getTime() / 1000) - 300;
  let seen = 0;
  try {
    for await (const intent of stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
      if (intent.metadata?.orderId === row.id && intent.status !== "canceled") return intent;
      if (++seen >= INTENT_SEARCH_MAX) break;
    }
  } catch (error) {
    // Stripe out of reach: the guest is told to try again. A list refused for another reason must not keep the
    // guest from paying: the create below then goes on as before.
    if (isStripeOutage(error)) throw error;
  }
  return null;
}

/** How many of the platform's recent intents the search above reads at most. */
const INTENT_SEARCH_MAX = 1000;

/**
 * Stores `intent` as the order's own, unless another call stored one first: then that one is the order's, and
 * the guest pays it (never an intent the order does not know).
 */
async function keepIntent(
  deps: PaymentDeps,
  stripe: Stripe,
  orderId: string,
  intent: Stripe.PaymentIntent,
): Promise<Stripe.PaymentIntent> {
  const [stored] = await deps.db
    .update(orders)
    .set({ paymentIntentId: intent.id })
    .where(and(eq(orders.id, orderId), sql`${orders.paymentIntentId} is null`))
    .returning({ id: orders.id });
  if (stored) return intent;
  const current = (await findRow(deps.db, orderId))?.paymentIntentId;
  return current && current !== intent.id ? stripe.paymentIntents.retrieve(current) : intent;
}

/**
 * The Idempotency-Key of a Stripe call for the order's money. Stripe saves a call's answer under its key, a 500
 * included, and replays it for 24 hours: after a failed call the same key would fail again, so each failure
 * counted on the order moves to a fresh key (and the caller first reads back what the failed call did).
 */
export const stripeKey = (move: string, row: Pick<OrderRow, "id" | "stripeFailures">) =>
  row.stripeFailures === 0 ? `${move}-${row.id}` : `${move}-${row.id}-${row.stripeFailures}`;

/** Counts a Stripe call of the order that failed on Stripe's side; two failing at once count once. */
async function countStripeFailure(db: Db, row: OrderRow, changes: Partial<OrderRow> = {}) {
  const [counted] = await db
    .update(orders)
    .set({ stripeFailures: row.stripeFailures + 1, ...changes })
    .where(and(eq(orders.id, row.id), eq(orders.stripeFailures, row.stripeFailures)))
    .returning({ id: orders.id });
  return counted !== undefined;
}

type MoneyMove = "capture" | "release" | "refund" | null;

/** What an online order's status asks of its payment now (payment-on-moves.ts runs it after each move). */
export function moneyMoveOf(row: OrderRow): MoneyMove {
  if (row.payment !== "ONLINE_CARD" || !row.paymentIntentId) return null;
  const status = row.status as OrderStatus;
  const payment = row.paymentStatus as PaymentStatus;
  if (
    (status === "ACCEPTED" ||
      status === "READY" ||
      status === "OUT_FOR_DELIVERY" ||
      status === "COMPLETED") &&
    payment === "AUTHORIZED"
  )
    return "capture";
  if (
    (status === "REJECTED" || status === "CANCELLED") &&
    (payment === "PENDING" || payment === "AUTHORIZED")
  )
    return "release";
  if (status === "CANCELLED" && (payment === "PAID" || payment === "PARTIALLY_REFUNDED")) return "refund";
  return null;
}

async function setPayment(db: Db, row: OrderRow, from: PaymentStatus[], changes: Partial<OrderRow>) {
  const [updated] = await db
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(orders.id, row.id), inArray(orders.paymentStatus, from)))
    .returning();
  return updated ?? (await findRow(db, row.id)) ?? row;
}

/**
 * Does what the order's status asks of its money (a job, and right after the owner's move): capture once
 * accepted, release once rejected or cancelled unpaid, refund the rest once cancelled after capture. Safe to run
 * any number of times: Stripe sees one idempotency key per move, the order changes only from where it was.
 */
export async function settleOrderPayment(
  deps: PaymentDeps,
  orderId: string,
  stripe = deps.stripe,
): Promise<OrderRow | undefined> {
  const { db } = deps;
  const row = await findRow(db, orderId);
  if (!row || !stripe) return row;
  const move = moneyMoveOf(row);
  if (move === "capture") return captureOrder(deps, stripe, row);
  if (move === "release") {
    const intentId = row.paymentIntentId ?? "";
    try {
      // After a failed call the hold may be gone already: read it back before asking again.
      const earlier = row.stripeFailures > 0 ? await stripe.paymentIntents.retrieve(intentId) : null;
      if (earlier?.status !== "canceled")
        await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: stripeKey("release", row) });
    } catch (error) {
      if (isStripeOutage(error)) await countStripeFailure(db, row);
      if (stripeErrorCode(error) !== "payment_intent_unexpected_state") throw error;
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status !== "canceled") throw error;
    }
    return setPayment(db, row, ["PENDING", "AUTHORIZED"], { paymentStatus: "RELEASED" });
  }
  if (move === "refund") {
    // The caller's client: right after the owner's cancel, the quick one (the owner waits on it).
    await refundOrder({ ...deps, stripe }, row, cardPart(row) - row.refunded);
    return findRow(db, row.id);
  }
  return row;
}

/** The capture failures after which the owner is warned (about a minute of tries; the hold lasts 7 days). */
export const CAPTURE_WARN_AFTER = 5;

/**
 * Captures an accepted order's card. After a failed call it first reads the intent back from Stripe (the failed
 * call may have captured it, or the hold may be gone) and captures again only if it is still held, with a fresh
 * key. A capture that keeps failing puts a warning on the order and mails the owner once.
 */
async function captureOrder(deps: PaymentDeps, stripe: Stripe, row: OrderRow): Promise<OrderRow> {
  const { db } = deps;
  const intentId = row.paymentIntentId ?? "";
  const captured = () => setPayment(db, row, ["AUTHORIZED"], { paymentStatus: "PAID", paymentProblem: null });
  // The hold is gone (released elsewhere, expired): the order cannot be paid, so it does not stand.
  const holdGone = async () =>
    (await deps.lifecycle.move(db, row, "CANCELLED", "hold-gone", {
      changes: { paymentStatus: "RELEASED", reason: PAYMENT_MESSAGES.captureFailed },
      where: eq(orders.paymentStatus, "AUTHORIZED"),
    })) ??
    (await findRow(db, row.id)) ??
    row;
  try {
    const earlier = row.stripeFailures > 0 ? await stripe.paymentIntents.retrieve(intentId) : null;
    if (earlier?.status === "succeeded") return captured();
    if (earlier?.status === "canceled") return holdGone();
    await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey: stripeKey("capture", row) });
    return captured();
  } catch (error) {
    if (isStripeOutage(error)) {
      const isWarned = row.stripeFailures + 1 >= CAPTURE_WARN_AFTER;
      await db.transaction(async (tx) => {
        const counted = await countStripeFailure(
          tx,
          row,
          isWarned ? { paymentProblem: PAYMENT_MESSAGES.captureFailing } : {},
        );
        if (counted && isWarned && row.paymentProblem === null)
          await deps.jobs.enqueue(PAYMENT_PROBLEM_MAIL_JOB, { orderId: row.id }, { db: tx });
      });
      deps.jobs.wake();
      throw error;
    }
    if (stripeErrorCode(error) !== "payment_intent_unexpected_state") throw error;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === "succeeded") return captured();
    if (intent.status === "canceled") return holdGone();
    throw error;
  }
}

/**
 * Refunds `amount` of a captured order. The amount is claimed on the order first (a conditional update that
 * never lets refunds pass the total), then sent to Stripe with a key naming the claim; a refusal gives it back.
 */
async function refundOrder(
  deps: PaymentDeps,
  row: OrderRow,
  amount: number,
  reason?: RefundReason,
): Promise<OrderRow> {
  const { db, stripe } = deps;
  if (!stripe || amount <= 0) return row;
  const claimedAt = new Date();
  const [claimed] = await db
    .update(orders)
    .set({ refunded: sql`${orders.refunded} + ${amount}`, refundedAt: claimedAt, updatedAt: claimedAt })
    .where(
      and(
        eq(orders.id, row.id),
        inArray(orders.paymentStatus, ["PAID", "PARTIALLY_REFUNDED"]),
        sql`${orders.refunded} + ${amount} <= ${CARD_PART}`,
      ),
    )
    .returning();
  if (!claimed) throw await refundRefusal(db, row);
  const intentId = row.paymentIntentId ?? "";
  // The claim names this refund at Stripe: the order's refunded total once it is made.
  const claim = String(claimed.refunded);
  try {
    // Stripe replays a key's first answer, a 500 included, so after a failed call the same key would fail
    // forever, and the failed call may have refunded anyway (its claim was given back): read back what Stripe
    // did, as captures do, and ask again with a fresh key only when this refund is not there.
    const earlier =
      claimed.stripeFailures > 0 ? await findClaimedRefund(stripe, intentId, row.id, claim, amount) : false;
    if (!earlier)
      await stripe.refunds.create(
        {
          payment_intent: intentId,
          amount,
          ...(reason ? { reason } : {}),
          // The owner gives back what the charge brought them, and the platform its fee on that part (decision 010).
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { orderId: row.id, claim },
        },
        { idempotencyKey: stripeKey("refund", { ...claimed, id: `${row.id}-${claim}` }) },
      );
  } catch (error) {
    // The refund time goes back too, unless another refund has written its own since.
    await db
      .update(orders)
      .set({
        refunded: sql`${orders.refunded} - ${amount}`,
        refundedAt: sql`case when ${orders.refundedAt} = ${claimedAt} then ${row.refundedAt} else ${orders.refundedAt} end`,
      })
      .where(eq(orders.id, row.id));
    // Only an answered 500 is saved under the key; a call that got no answer is asked again with the same key,
    // which makes it at most once.
    if (error instanceof loadStripe().errors.StripeAPIError) await countStripeFailure(db, claimed);
    if (isStripeOutage(error)) throw stripeUnavailable();
    throw error;
  }
  // Whatever other refunds did meanwhile: the column says how much is refunded now.
  const [updated] = await db
    .update(orders)
    .set({
      paymentStatus: sql`case when ${orders.refunded} >= ${CARD_PART} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end`,
    })
    .where(and(eq(orders.id, row.id), inArray(orders.paymentStatus, ["PAID", "PARTIALLY_REFUNDED"])))
    .returning();
  // No row: Stripe's refund event got there first and already moved the order on; answer with what it wrote.
  const refunded = updated ?? (await findRow(db, row.id)) ?? claimed;
  // What follows a refund (the guest's mail) is the lifecycle's listeners', as for a move.
  return deps.lifecycle.refunded(db, refunded);
}

/** Whether Stripe already made the refund of `amount` that `claim` names on the order's intent. */
async function findClaimedRefund(
  stripe: Stripe,
  intentId: string,
  orderId: string,
  claim: string,
  amount: number,
): Promise<boolean> {
  for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 }))
    if (
      refund.metadata?.orderId === orderId &&
      refund.metadata?.claim === claim &&
      refund.amount === amount &&
      refund.status !== "failed" &&
      refund.status !== "canceled"
    )
      return true;
  return false;
}

/** Why `amount` cannot be refunded from the order as it stands now (another refund may have just taken it). */
async function refundRefusal(db: Db, row: OrderRow): Promise<HttpError> {
  const now = (await findRow(db, row.id)) ?? row;
  const status = now.paymentStatus as PaymentStatus;
  if (now.payment !== "ONLINE_CARD" || (status !== "PAID" && status !== "PARTIALLY_REFUNDED"))
    return badRequest("NOT_CAPTURED", PAYMENT_MESSAGES.refundNotCaptured);
  const message = PAYMENT_MESSAGES.refundTooLarge(
    formatMoney(cardPart(now) - now.refunded, { code: now.currencyCode, symbol: now.currency }),
  );
  return badRequest("VALIDATION", message, [{ path: "amount", message }]);
}

/** POST /v1/orders/{orderId}/refund: the owner refunds all or part of a captured card payment. */
export async function refundOwnedOrder(
  deps: PaymentDeps,
  {
    memberId,
    orderId,
    amount,
    reason,
  }: { memberId: string; orderId: string; amount: number | undefined; reason?: RefundReason | undefined },
): Promise<Order> {
  const [found] = await deps.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.id, orderId), ownedBusinesses(memberId)))
    .limit(1);
  if (!found) throw notFound();
  const row = found.order;
  const status = row.paymentStatus as PaymentStatus;
  if (row.payment !== "ONLINE_CARD" || (status !== "PAID" && status !== "PARTIALLY_REFUNDED"))
    throw badRequest("NOT_CAPTURED", PAYMENT_MESSAGES.refundNotCaptured);
  if (!deps.stripe) throw badRequest("ONLINE_CARD_OFF", PAYMENT_MESSAGES.notConfigured);
  const left = cardPart(row) - row.refunded;
  const wanted = amount ?? left;
  if (wanted > left) throw await refundRefusal(deps.db, row);
  return toOrder(await refundOrder(deps, row, wanted, reason));
}

/**
 * The guest gives up on the card and pays in person, when the business takes that payment:
 * the unpaid intent is cancelled and the order reaches the kitchen as any other.
 */
export async function payInPerson(
  deps: PaymentDeps,
  { orderId, key, payment }: { orderId: string; key: string; payment: "CASH" | "CARD_ON_DELIVERY" },
): Promise<GuestOrder> {
  const { db, stripe, jobs } = deps;
  const row = await findGuestOrder({ db, orderId, key });
  if (row.status !== "PENDING_PAYMENT" || row.paymentStatus !== "PENDING")
    throw new HttpError(409, "ORDER_CLOSED", PAYMENT_MESSAGES.orderClosed);
  const context = await loadOrderingContext({ db, cache: deps.cache, businessId: row.businessId });
  if (!context || !offeredPayments(context.settings, { isOnlineCardAvailable: false }).includes(payment))
    throw badRequest("METHOD_OFF", PAYMENT_MESSAGES.switchOff, [
      { path: "payment", message: PAYMENT_MESSAGES.switchOff },
    ]);
  // Before the card's intent is let go: a guest whose time or code is gone keeps the order as it was.
  await refuseWithoutRoom(db, row, context);
  if (row.paymentIntentId && stripe) {
    try {
      // "requested_by_customer": the webhook then leaves the order to this switch (card-events.ts), even when
      // Stripe's event arrives before Stripe's answer does.
      await stripe.paymentIntents.cancel(
        row.paymentIntentId,
        { cancellation_reason: "requested_by_customer" },
        { idempotencyKey: `in-person-${row.id}` },
      );
    } catch (error) {
      if (stripeErrorCode(error) !== "payment_intent_unexpected_state") {
        if (isStripeOutage(error)) throw stripeUnavailable();
        throw error;
      }
      const intent = await stripe.paymentIntents.retrieve(row.paymentIntentId);
      // The card went through after all: the webhook makes the order; nothing to switch.
      if (intent.status !== "canceled")
        throw new HttpError(409, "ALREADY_PAID", PAYMENT_MESSAGES.alreadyPaid);
    }
  }
  const updated = await db.transaction(async (tx) => {
    // The order's row first: nothing else moves it while it takes its room and goes live.
    const [locked] = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, row.id), eq(orders.status, "PENDING_PAYMENT"), eq(orders.paymentStatus, "PENDING")),
      )
      .for("update");
    if (!locked) throw new HttpError(409, "ORDER_CLOSED", PAYMENT_MESSAGES.orderClosed);
    const noRoom = await takeOrderRoom({ db: tx, row: locked, context, now: new Date() });
    if (noRoom) throw roomRefused(noRoom);
    const live = await deps.lifecycle.goLive(tx, locked, "in-person", {
      settings: context.settings,
      changes: { payment, paymentStatus: "DUE" },
      where: eq(orders.paymentStatus, "PENDING"),
    });
    // Rolled back with the room it took.
    if (!live) throw new HttpError(409, "ORDER_CLOSED", PAYMENT_MESSAGES.orderClosed);
    return live;
  });
  jobs.wake();
  return toGuestOrder(updated);
}

/**
 * An online order's deadline (a job): unpaid in time → cancelled; authorized but not accepted in time → rejected,
 * the guest told why. Either way the payment is then settled (the hold released).
 */
export async function passDeadline(deps: PaymentDeps, orderId: string, deadline: "pay" | "accept") {
  const moved =
    deadline === "pay"
      ? await deps.lifecycle.move(deps.db, { id: orderId }, "CANCELLED", "pay-deadline", {
          changes: { reason: PAYMENT_MESSAGES.payTimeout },
        })
      : await deps.lifecycle.move(deps.db, { id: orderId }, "REJECTED", "accept-deadline", {
          changes: { reason: PAYMENT_MESSAGES.acceptTimeout },
          where: eq(orders.paymentStatus, "AUTHORIZED"),
        });
  // The move settles the payment (payment-on-moves.ts). A retried job finds the order moved already, and
  // finishes what its first try began.
  if (!moved) await settleOrderPayment(deps, orderId);
}

/**
 * When to try an accepted order's capture again after Stripe failed it, or null when it no longer waits for one.
 * Tried past the job queue's own limit (about 40 minutes), until the card's hold lapses: the money is the owner's.
 */
export async function captureRetryAt(
  deps: PaymentDeps,
  orderId: string,
  now = new Date(),
): Promise<Date | null> {
  const row = await findRow(deps.db, orderId);
  if (!row || moneyMoveOf(row) !== "capture") return null;
  const delay = Math.min(1000 * 2 ** Math.max(0, row.stripeFailures - 1), CAPTURE_RETRY_MAX_MS);
  const at = new Date(now.getTime() + delay);
  return at.getTime() < row.createdAt.getTime() + HOLD_LIFETIME_MS ? at : null;
}

/**
 * Right after the owner's move: a release or a refund is tried at once (with the request's quick client, so the
 * owner waits seconds at most), a capture never: the settle job does it, and the owner sees "capture pending"
 * until then. Whatever is not done here is left to the job.
 */
export async function settleAfterMove(
  deps: PaymentDeps,
  row: Pick<OrderRow, "id">,
  log: { warn(details: object, message: string): void },
): Promise<OrderRow | undefined> {
  const now = await findRow(deps.db, row.id);
  if (now && moneyMoveOf(now) !== "capture") {
    try {
      return await settleOrderPayment(deps, row.id, deps.quickStripe ?? deps.stripe);
    } catch (error) {
      log.warn({ err: String(error), orderId: row.id }, "payment not settled yet; a job retries");
    }
  }
  await deps.jobs.enqueue(PAYMENT_SETTLE_JOB, { orderId: row.id });
  return now;
}

export const isUnaccepted = (status: string) => STILL_UNACCEPTED.includes(status as OrderStatus);
