import { and, asc, count, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { EXTRA_LOCATION_MONTHLY_USD, SUBSCRIPTION_STATUS } from "../../../shared/common/constants.ts";
import {
  entitlementsOf,
  extraLocationsNeeded,
  isLocationServed,
  MYBRAND_MONTHLY_USD,
  monthlyPriceUsd,
  PLAN_NAMES,
  statusNameOf,
} from "../../../shared/subscriptions/entitlements.ts";
import { SUBSCRIPTION_MESSAGES } from "../../../shared/subscriptions/subscriptions.ts";
import type { Db } from "../../db/client.ts";
import { businesses, members, qrCodes, subscriptions } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";

// Plans paid through Stripe Billing. The member's status (a number, `members.subscription_status`) follows the
// subscription's Stripe status; entitlements.ts turns it into limits.

export const PRICE_KEYS = {
  MYBRAND: "menu_mybrand_monthly",
  EXTRA_LOCATION: "menu_extra_location_monthly",
} as const;

/** Stripe's subscription status → the member's. `incomplete` has not been paid yet: nothing changes. */
export function statusFromStripe(stripeStatus: string): number | null {
  switch (stripeStatus) {
    case "active":
    case "trialing":
      return SUBSCRIPTION_STATUS.ACTIVE;
    case "past_due":
      return SUBSCRIPTION_STATUS.PAST_DUE;
    case "unpaid":
    case "incomplete_expired":
      return SUBSCRIPTION_STATUS.DECLINED;
    case "canceled":
      return SUBSCRIPTION_STATUS.CANCELLED;
    case "paused":
      return SUBSCRIPTION_STATUS.HOLD;
    default:
      return null;
  }
}

export async function findSubscriptionRow(db: Db, memberId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId)).limit(1);
  return row ?? null;
}

/** The member's locations, oldest first: the first `entitlements.locations` of them are served. */
async function findLocationIds(db: Db, memberId: string) {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.memberId, memberId))
    .orderBy(asc(businesses.internalId));
  return rows.map((row) => row.id);
}

/** A plan's change can serve or stop a member's pages: this instance looks them up again at once. */
export async function forgetMemberPages(
  deps: { db: Db; publicationEvents: PublicationEvents },
  memberId: string,
) {
  for (const id of await findLocationIds(deps.db, memberId)) deps.publicationEvents.publicationChanged(id);
}

/** GET /v1/subscriptions/me. */
export async function describeSubscription({
  db,
  memberId,
  isBillingEnabled,
  now = new Date(),
}: {
  db: Db;
  memberId: string;
  isBillingEnabled: boolean;
  now?: Date;
}) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw notFound();
  const row = await findSubscriptionRow(db, memberId);
  const entitlements = entitlementsOf(
    {
      status: member.subscriptionStatus,
      extraLocations: row?.extraLocations ?? 0,
      pastDueSince: row?.pastDueSince ?? null,
    },
    now,
  );
  const locationIds = await findLocationIds(db, memberId);
  const [codes] = await db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.memberId, memberId));
  const isRunning =
    row?.stripeStatus !== undefined && row?.stripeStatus !== null && row.stripeStatus !== "canceled";
  const extraLocations = row && isRunning ? row.extraLocations : 0;
  return {
    status: member.subscriptionStatus,
    statusName: statusNameOf(member.subscriptionStatus) ?? `STATUS_${member.subscriptionStatus}`,
    plan: entitlements.plan,
    reason: entitlements.reason,
    locations: locationIds.length,
    servedLocations: Math.min(locationIds.length, entitlements.locations),
    unservedBusinessIds: locationIds.filter((_id, index) => !isLocationServed(entitlements, index)),
    extraLocations,
    qrCodes: codes?.n ?? 0,
    qrCodeLimit: entitlements.qrCodes,
    websitePageLimit: entitlements.websitePages,
    renewsAt: isRunning && row?.renewsAt ? row.renewsAt.toISOString() : null,
    monthlyUsd: isRunning ? monthlyPriceUsd("MYBRAND", extraLocations) : 0,
    cancelAtPeriodEnd: isRunning ? (row?.cancelAtPeriodEnd ?? false) : false,
    graceEndsAt: entitlements.graceEndsAt,
    canManageBilling: isBillingEnabled && Boolean(row?.stripeCustomerId),
    isBillingEnabled,
  };
}

/** The two recurring prices, found by lookup key (made once on a new Stripe account). */
export function createPriceBook(stripe: Stripe) {
  let book: Promise<{ mybrand: string; extraLocation: string }> | null = null;
  async function load() {
    const found = await stripe.prices.list({
      lookup_keys: Object.values(PRICE_KEYS),
      active: true,
      limit: 10,
    });
    const byKey = new Map(found.data.map((price) => [price.lookup_key, price.id]));
    const ensure = async (key: string, name: string, usd: number) =>
      byKey.get(key) ??
      (
        await stripe.prices.create({
          currency: "usd",
          unit_amount: usd * 100,
          recurring: { interval: "month" },
          lookup_key: key,
          product_data: { name },
        })
      ).id;
    return {
      mybrand: await ensure(PRICE_KEYS.MYBRAND, PLAN_NAMES.MYBRAND, MYBRAND_MONTHLY_USD),
      extraLocation: await ensure(PRICE_KEYS.EXTRA_LOCATION, "Extra location", EXTRA_LOCATION_MONTHLY_USD),
    };
  }
  return {
    prices: () => {
      book ??= load().catch((error) => {
        book = null; // a failed look-up is tried again next time
        throw error;
      });
      return book;
    },
  };
}
export type PriceBook = ReturnType<typeof createPriceBook>;

export interface BillingDeps {
  db: Db;
  stripe: Stripe | null;
  priceBook: PriceBook | null;
  /** Where Stripe's pages send the member back: the dashboard's base URL. */
  returnBase: string;
}

function requireStripe(deps: BillingDeps): { stripe: Stripe; priceBook: PriceBook } {
  if (!deps.stripe || !deps.priceBook) throw badRequest("BILLING_OFF", SUBSCRIPTION_MESSAGES.billingOff);
  return { stripe: deps.stripe, priceBook: deps.priceBook };
}

/** Stripe down, or refusing: the member may try again; never a 5xx of ours. */
async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, "STRIPE_UNAVAILABLE", SUBSCRIPTION_MESSAGES.stripeUnavailable);
  }
}

/** The member's Stripe customer, made on first use and kept. */
async function ensureCustomer(deps: BillingDeps, stripe: Stripe, memberId: string) {
  const existing = await findSubscriptionRow(deps.db, memberId);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const [member] = await deps.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw notFound();
  const customer = await stripe.customers.create(
    { email: member.email, metadata: { memberId } },
    { idempotencyKey: `customer-${memberId}` },
  );
  await deps.db
    .insert(subscriptions)
    .values({ memberId, stripeCustomerId: customer.id })
    .onConflictDoUpdate({
      target: subscriptions.memberId,
      set: { stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, ${customer.id})` },
    });
  return (await findSubscriptionRow(deps.db, memberId))?.stripeCustomerId ?? customer.id;
}

/** POST /v1/subscriptions/checkout: Stripe Checkout in subscription mode, one extra location per extra one. */
export async function startCheckout(deps: BillingDeps, memberId: string) {
  const { stripe, priceBook } = requireStripe(deps);
  const [member] = await deps.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw notFound();
  const row = await findSubscriptionRow(deps.db, memberId);
  const isPaying =
    member.subscriptionStatus === SUBSCRIPTION_STATUS.ACTIVE ||
    member.subscriptionStatus === SUBSCRIPTION_STATUS.PAST_DUE ||
    (member.subscriptionStatus === SUBSCRIPTION_STATUS.HOLD && row?.stripeStatus === "active");
  if (isPaying) throw new HttpError(409, "ALREADY_SUBSCRIBED", SUBSCRIPTION_MESSAGES.alreadySubscribed);
  return callStripe(async () => {
    const customer = await ensureCustomer(deps, stripe, memberId);
    const prices = await priceBook.prices();
    const extra = extraLocationsNeeded((await findLocationIds(deps.db, memberId)).length);
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: memberId,
      line_items: [
        { price: prices.mybrand, quantity: 1 },
        ...(extra > 0 ? [{ price: prices.extraLocation, quantity: extra }] : []),
      ],
      subscription_data: { metadata: { memberId } },
      metadata: { memberId },
      success_url: `${deps.returnBase}/settings/subs?checkout=done`,
      cancel_url: `${deps.returnBase}/settings/subs?checkout=cancelled`,
    });
    if (!session.url) throw new HttpError(503, "STRIPE_UNAVAILABLE", SUBSCRIPTION_MESSAGES.stripeUnavailable);
    return { url: session.url };
  });
}

/** POST /v1/subscriptions/portal: Stripe's billing portal for the member's customer. */
export async function openPortal(deps: BillingDeps, memberId: string) {
  const { stripe } = requireStripe(deps);
  const row = await findSubscriptionRow(deps.db, memberId);
  if (!row?.stripeCustomerId) throw badRequest("NO_BILLING_ACCOUNT", SUBSCRIPTION_MESSAGES.noBillingAccount);
  const customer = row.stripeCustomerId;
  return callStripe(async () => {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.returnBase}/settings/subs`,
    });
    return { url: portal.url };
  });
}

/** POST /v1/subscriptions/locations: the quantity of extra locations on the running subscription. */
export async function setPaidLocations(deps: BillingDeps, memberId: string, extraLocations: number) {
  const { stripe, priceBook } = requireStripe(deps);
  const row = await findSubscriptionRow(deps.db, memberId);
  if (!row?.stripeSubscriptionId || !row.stripeStatus || row.stripeStatus === "canceled")
    throw badRequest("NOT_SUBSCRIBED", SUBSCRIPTION_MESSAGES.notSubscribed);
  const subscriptionId = row.stripeSubscriptionId;
  const updated = await callStripe(async () => {
    const prices = await priceBook.prices();
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data.find((entry) => entry.price.id === prices.extraLocation);
    const items: Stripe.SubscriptionUpdateParams.Item[] = item
      ? [extraLocations > 0 ? { id: item.id, quantity: extraLocations } : { id: item.id, deleted: true }]
      : extraLocations > 0
        ? [{ price: prices.extraLocation, quantity: extraLocations }]
        : [];
    if (items.length === 0) return current;
    return stripe.subscriptions.update(subscriptionId, { items, proration_behavior: "create_prorations" });
  });
  await storeSubscription({
    db: deps.db,
    subscription: updated,
    at: new Date(),
    extraLocationPrice: (await priceBook.prices()).extraLocation,
  });
}

/**
 * After a member adds a location (POST /v1/businesses): while the plan is paid (ACTIVE), the subscription's
 * extra-location quantity grows to cover every location, as the add-location dialog tells the member. Free,
 * lapsed or held members pay nothing here: their new location waits, unserved, for an upgrade.
 */
export async function addLocationToPlan(deps: BillingDeps, memberId: string) {
  if (!deps.stripe) return;
  const [member] = await deps.db
    .select({ status: members.subscriptionStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (member?.status !== SUBSCRIPTION_STATUS.ACTIVE) return;
  const row = await findSubscriptionRow(deps.db, memberId);
  if (!row?.stripeSubscriptionId || row.stripeStatus === "canceled") return;
  const needed = extraLocationsNeeded((await findLocationIds(deps.db, memberId)).length);
  // Never fewer than already paid for: the member lowers the quantity themselves, in the billing portal.
  if (needed <= row.extraLocations) return;
  await setPaidLocations(deps, memberId, needed);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The member a Stripe object belongs to: its metadata, else the stored customer or subscription. */
async function findMemberFor(
  db: Db,
  {
    memberId,
    customerId,
    subscriptionId,
  }: { memberId?: string | undefined; customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  if (memberId) {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (member) return member.id;
  }
  if (subscriptionId) {
    const [row] = await db
      .select({ memberId: subscriptions.memberId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
      .limit(1);
    if (row) return row.memberId;
  }
  if (customerId) {
    const [row] = await db
      .select({ memberId: subscriptions.memberId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId))
      .limit(1);
    if (row) return row.memberId;
  }
  return null;
}

/**
 * Writes the member's status: an operator's HOLD stays in force, and the status Stripe gives is kept for when
 * the hold is released.
 */
async function setMemberStatus(db: Db, memberId: string, status: number) {
  await db
    .update(members)
    .set({
      subscriptionStatus: sql`case when ${members.subscriptionStatus} = ${SUBSCRIPTION_STATUS.HOLD} then ${members.subscriptionStatus} else ${status} end`,
      heldStatus: sql`case when ${members.subscriptionStatus} = ${SUBSCRIPTION_STATUS.HOLD} then ${status} else ${members.heldStatus} end`,
    })
    .where(eq(members.id, memberId));
}

/** When the current period ends: on the items in newer API versions, on the subscription in older ones. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = fromItem ?? legacy;
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

/** Stores what a subscription says now (from a webhook or our own call's answer) and the member's status. */
export async function storeSubscription({
  db,
  subscription,
  at,
  extraLocationPrice,
}: {
  db: Db;
  subscription: Stripe.Subscription;
  at: Date;
  /** The extra location price's id, when known; else its lookup key tells the item apart. */
  extraLocationPrice?: string | undefined;
}) {
  const memberId = await findMemberFor(db, {
    memberId: subscription.metadata?.memberId,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
  });
  if (!memberId) return null;
  const row = await findSubscriptionRow(db, memberId);
  // A late event about an older subscription (the member has subscribed again since) changes nothing.
  if (
    row?.stripeSubscriptionId &&
    row.stripeSubscriptionId !== subscription.id &&
    row.stripeStatus !== "canceled"
  )
    if (subscription.status === "canceled" || (row.lastEventAt && row.lastEventAt > at)) return null;
  if (row?.lastEventAt && row.lastEventAt > at && row.stripeSubscriptionId === subscription.id) return null;
  const extraItem = subscription.items?.data?.find(
    (item) => item.price?.id === extraLocationPrice || item.price?.lookup_key === PRICE_KEYS.EXTRA_LOCATION,
  );
  const isPastDue = subscription.status === "past_due";
  const values = {
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
    stripeStatus: subscription.status,
    extraLocations: extraItem?.quantity ?? 0,
    renewsAt: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    // The grace period counts from the first failure, not from each retry's event.
    pastDueSince: isPastDue ? (row?.pastDueSince ?? at) : null,
    lastEventAt: at,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: subscriptions.memberId, set: values });
  const status = statusFromStripe(subscription.status);
  if (status !== null) await setMemberStatus(db, memberId, status);
  return memberId;
}

/** The subscription an invoice bills: `parent.subscription_details` in newer API versions. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const parent = (invoice as unknown as { parent?: { subscription_details?: { subscription?: string } } })
    .parent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return parent?.subscription_details?.subscription ?? idOf(legacy);
}

export const BILLING_EVENT_TYPES = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** The subscription a Billing event is about, whatever kind of object it carries. */
export function billingSubscriptionId(event: Stripe.Event): string | null {
  if (event.type.startsWith("customer.subscription.")) return (event.data.object as Stripe.Subscription).id;
  if (event.type.startsWith("invoice.")) return invoiceSubscription(event.data.object as Stripe.Invoice);
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    return session.mode === "subscription"
      ? idOf(session.subscription as string | { id: string } | null)
      : null;
  }
  return null;
}

/**
 * Applies one Billing event inside the webhook's transaction (the event id is stored there, so each is applied
 * once). Subscription events carry the whole subscription: the newest one wins whatever order they arrive in.
 * Invoices move the status only where the subscription's own events may come later: a failed payment starts
 * PAST_DUE's grace, a paid one ends it.
 */
export async function applyBillingEvent(
  db: Db,
  event: Stripe.Event,
  /**
   * The subscription as Stripe has it now, read when the event arrived. Events come in any order, several in
   * the same second (the event's own clock): the state read back is the one to keep, as Stripe advises.
   */
  current?: { subscription: Stripe.Subscription; at: Date } | null,
): Promise<string | null> {
  const at = new Date(event.created * 1000);
  if (current && event.type !== "checkout.session.completed")
    return storeSubscription({ db, subscription: current.subscription, at: current.at });
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.mode !== "subscription") return null;
      const memberId = await findMemberFor(db, {
        memberId: session.client_reference_id ?? session.metadata?.memberId,
        customerId: idOf(session.customer),
      });
      if (!memberId) return null;
      const values = {
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription as string | { id: string } | null),
        updatedAt: new Date(),
      };
      await db
        .insert(subscriptions)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: subscriptions.memberId, set: values });
      if (current) await storeSubscription({ db, subscription: current.subscription, at: current.at });
      return memberId;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return storeSubscription({ db, subscription: event.data.object as Stripe.Subscription, at });
    case "invoice.payment_failed":
    case "invoice.paid": {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return null;
      const memberId = await findMemberFor(db, { customerId: idOf(invoice.customer), subscriptionId });
      if (!memberId) return null;
      const row = await findSubscriptionRow(db, memberId);
      if (row?.stripeSubscriptionId !== subscriptionId || row.stripeStatus === "canceled") return memberId;
      if (event.type === "invoice.payment_failed") {
        await db
          .update(subscriptions)
          .set({ stripeStatus: "past_due", pastDueSince: row.pastDueSince ?? at, updatedAt: new Date() })
          .where(eq(subscriptions.memberId, memberId));
        await setMemberStatus(db, memberId, SUBSCRIPTION_STATUS.PAST_DUE);
      } else {
        const lines = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0);
        const ends = Math.max(invoice.period_end ?? 0, ...lines);
        await db
          .update(subscriptions)
          .set({
            stripeStatus: "active",
            pastDueSince: null,
            renewsAt: ends > 0 ? new Date(ends * 1000) : row.renewsAt,
            updatedAt: new Date(),
          })
          .where(and(eq(subscriptions.memberId, memberId)));
        await setMemberStatus(db, memberId, SUBSCRIPTION_STATUS.ACTIVE);
      }
      return memberId;
    }
    default:
      return null;
  }
}
