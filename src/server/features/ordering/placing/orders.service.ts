import { createHash, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import { toMinor } from "../../../../shared/common/money.ts";
import { giftCardCheckoutWords } from "../../../../shared/gift-cards/gift-card-checkout-words.ts";
import { readHours } from "../../../../shared/hours/hours-schema.ts";
import { checkoutRewardWords } from "../../../../shared/loyalty/checkout-reward-words.ts";
import { orderRefusals } from "../../../../shared/ordering/order-refusals.ts";
import { hasOpeningHours } from "../../../../shared/ordering/order-times.ts";
import { pacingWords } from "../../../../shared/ordering/order-words/pacing-words.ts";
import {
  type GuestOrder,
  isOpenForOrders,
  leadMinutes,
  ORDER_ADVANCE_DAYS,
  ORDER_MESSAGES,
  ORDER_TABS,
  ORDERS_PAGE_SIZE,
  type OrderingOptions,
  type OrderPayment,
  type OrderReward,
  type OrderStatus,
  type OrderStatusRequestSchema,
  type OrderTab,
  type OrderType,
  offeredPayments,
  offeredTypes,
  type PlaceOrder,
  type PricedCart,
  type PriceOrderRequestSchema,
  readOrderingSettings,
  TIP_PERCENTS,
  typeRefusesMove,
} from "../../../../shared/ordering/orders.ts";
import { readSlotCaps } from "../../../../shared/ordering/pacing.ts";
import type { Db } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { newId, newSecret } from "../../../db/ids.ts";
import { businesses, orders } from "../../../db/schema.ts";
import { type BusinessScope, ownedBusinesses } from "../../../db/tenancy.ts";
import { HttpError, notFound, validationError } from "../../../http/errors.ts";
import type { GiftCardLookupLimits } from "../../gift-cards/gift-card-balance.routes.ts";
import { cardPays, type NamedGiftCard, readNamedGiftCard } from "../../gift-cards/gift-card-checkout.ts";
import { isGiftCardSpent } from "../../gift-cards/gift-card-ledger.ts";
import { funnelVisitsOf } from "../../insights/funnel.service.ts";
import {
  isRewardSpent,
  type RewardAtCheckout,
  rewardAtCheckout,
  rewardItemMissing,
} from "../../loyalty/loyalty-checkout.ts";
import { programOf } from "../../loyalty/loyalty-program.ts";
import { checkMinimum, checkPromotion, claimRefusal, promoInvalid } from "../../promotions/promo-apply.ts";
import { type MoveLog, movesInto, type OrderLifecycle } from "../lifecycle/lifecycle.ts";
import { toGuestOrder, toOrder } from "../views/order-views.ts";
import { pricePhone, readGuestPhone } from "./guest-phone.ts";
import { judgeCart } from "./judge-cart.ts";
import { countOrderCall, isTooManyUnpaid, type OrderRateLimits, tooManyUnpaid } from "./order-limits.ts";
import { placedOrderJobs, writeGuestOrder } from "./order-write.ts";
import {
  type CatalogCache,
  loadOrderingContext,
  lookUpOrdering,
  type OrderingContext,
} from "./ordering-context.ts";
import { isSlotFull, type OrderPacing, paceOrder, previewPacing, slotFull } from "./pacing.ts";

export { ORDER_DUE_JOB, ORDER_MAIL_JOB } from "../lifecycle/order-kinds.ts";

type OrderRow = typeof orders.$inferSelect;

// Placing and pricing prepare a cart the same way: the guest's call counted and the business looked up in one
// statement (`openCart`), then the promo code found, the cart judged with it, and the code's minimum checked
// against the judged subtotal (`judgeWithCode`). Placing refuses what pricing reports.

/** What placing and pricing a guest's cart are called with, beside the cart itself. */
interface CartCall {
  db: Db;
  cache: CatalogCache;
  businessId: string;
  limits: OrderRateLimits;
  /** The guest's address, for the rate limits. */
  address: string;
  isPaymentsConfigured?: boolean;
  now?: Date;
  /** The guest's language (`?lang=`): the refusals and problems are written in it. */
  lang?: string | null;
  /** How many gift card codes one address may try (a checkout's code counts as a look-up when it is wrong). */
  giftCardLookups: GiftCardLookupLimits;
  /** The guest's `Authorization` header: `Guest <token>` places the order as a loyalty member. */
  authorization?: string | undefined;
}

/** The guest's call counted against the rate limit, and the business as it takes orders now (404 if none). */
async function openCart({
  db,
  cache,
  businessId,
  limits,
  address,
  isPaymentsConfigured = false,
  lang = null,
  kind,
  idempotencyKey,
}: CartCall & {
  kind: "order" | "price";
  /** Placing only: an earlier order with this key is looked up in the same statement. */
  idempotencyKey?: string;
}) {
  const count = countOrderCall({
    limits,
    kind,
    businessId,
    address,
    tooMany: orderRefusals(lang).tooManyOrders,
  });
  const { context, earlierOrderId } = await lookUpOrdering({
    db,
    cache,
    businessId,
    isPaymentsConfigured,
    count,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
  if (!context) throw notFound();
  return { context, earlierOrderId };
}

/**
 * The cart judged with its promo code: placing refuses a code that does not apply before judging the cart;
 * pricing judges it without one. The code's minimum is checked against the judged subtotal; what it answers is
 * the caller's to refuse or to show.
 */
async function judgeWithCode({
  db,
  businessId,
  context,
  cart,
  phone,
  now,
  lang,
  isPlacing,
  reward,
}: {
  db: Db;
  businessId: string;
  context: OrderingContext;
  cart: Omit<Parameters<typeof judgeCart>[0]["cart"], "payment"> & {
    promoCode?: string | undefined;
    payment?: OrderPayment | undefined;
  };
  phone: string | undefined;
  now: Date;
  lang: string | null;
  isPlacing: boolean;
  /** The loyalty reward the guest takes (`rewardAtCheckout`), priced in. */
  reward: RewardAtCheckout["reward"];
}) {
  const found = await checkPromotion({ db, businessId, code: cart.promoCode, phone, now, isPlacing, lang });
  if (isPlacing && found.refusal) throw promoInvalid(found.refusal);
  // Paying by gift card alone is not one of the owner's methods: the card itself is checked below.
  const payment = cart.payment === "GIFT_CARD" ? undefined : cart.payment;
  const judged = judgeCart({
    context,
    cart: { ...cart, payment },
    now,
    lang,
    isPlacing,
    promotion: found.promotion,
    reward,
  });
  return { judged, promo: checkMinimum(found, judged.priced.subtotal, context.currency, lang) };
}

/** JSON with keys in a fixed order, so one request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The request as validated (defaults filled, unknown fields dropped): a retry of the same checkout matches. */
const hashRequest = (request: PlaceOrder) => createHash("sha256").update(stableJson(request)).digest("hex");

/**
 * The same Idempotency-Key with the same body answers the same order (a checkout retried after a lost answer
 * places one order); with another body it is a mistake of the client: 409.
 */
function replayOrder(row: OrderRow, requestHash: string) {
  if (row.requestHash !== requestHash)
    throw new HttpError(409, "IDEMPOTENCY_CONFLICT", ORDER_MESSAGES.keyReused);
  return { order: toGuestOrder(row), isReplay: true };
}

async function findByIdempotencyKey(db: Db, businessId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * POST /v1/public/businesses/{id}/orders: counts the guest's call, checks the order against the business as it
 * is now and prices it from the published menu, then stores it with its customer and its jobs (the owner's mail;
 * for a scheduled order, its due move). Two statements in all, the look-up and the write, since under
 * a rush every round trip costs the one event loop. The write is one statement, so all of it or none is stored.
 */
export async function placeOrder(
  call: CartCall & { idempotencyKey: string; request: PlaceOrder },
): Promise<{ order: GuestOrder; isReplay: boolean }> {
  const { db, businessId, idempotencyKey, request, address, limits, now = new Date(), lang = null } = call;
  const refusals = orderRefusals(lang);
  // The key is looked up beside the business: a retry answers what the first try made, even if the business
  // has closed since.
  const { context, earlierOrderId } = await openCart({ ...call, kind: "order" });
  const requestHash = hashRequest(request);
  if (earlierOrderId) {
    const earlier = await findByIdempotencyKey(db, businessId, idempotencyKey);
    if (earlier) return replayOrder(earlier, requestHash);
  }
  const phone = readGuestPhone({
    phone: request.customer.phone,
    wantsTexts: request.notify.sms,
    context,
    lang,
  });
  const customer = { ...request.customer, phone };
  const { loyalty, named } = await readNamed(call, context, request);
  if (loyalty.problem) throw new HttpError(400, loyalty.problem.code, loyalty.problem.message);

  const { judged, promo } = await judgeWithCode({
    db,
    businessId,
    context,
    cart: request,
    phone,
    now,
    lang,
    isPlacing: true,
    reward: loyalty.reward,
  });
  if (promo.refusal) throw promoInvalid(promo.refusal);
  const { timing, priced } = judged;
  const reward = takenReward(loyalty, priced.rewardOff);
  if (loyalty.reward && !reward) {
    const missing = rewardItemMissing(loyalty.reward, context.catalog, lang);
    throw new HttpError(400, missing.code, missing.message);
  }
  const zip = request.customer.zip;
  const giftCard = payingGiftCard(named, priced.total);

  // A card that pays it all leaves nothing to pay by any method: the order is live from its write, paid.
  const coversAll = giftCard !== null && giftCard.paid >= priced.total;
  if (request.payment === "GIFT_CARD" && !coversAll)
    throw new HttpError(400, "GIFT_CARD_EMPTY", giftCardCheckoutWords(lang).notCovered);
  const payment = coversAll ? "GIFT_CARD" : request.payment;
  const isOnlineCard = payment === "ONLINE_CARD";
  // A cash or in-person card order is live from its first write: NEW or SCHEDULED (the timing), with the jobs
  // going live brings (lifecycle.ts). A card order waits for its payment; the webhook makes it live once the
  // card is authorized. The caller wakes the worker once it has answered, so the request never waits for the
  // jobs (on PGlite the worker would share its thread).
  const paced = {
    context,
    type: request.type,
    scheduledFor: timing.scheduledFor,
    lines: request.items,
    now,
    zip,
  };
  // A card order takes no slot's place and no code's use while it waits for its card: it takes them as it goes
  // live (order-room.ts), so unpaid orders never hold the kitchen's room or a code's uses. Until then it is
  // promised the first slot with room now, and refused as a cash order would be when there is none.
  const pacing = isOnlineCard ? await previewPlace(db, paced, lang) : paceOrder(paced);
  const promotionId = promo.promotion?.id ?? null;
  const orderId = newId();
  // Mails need an address; text messages need a phone (a table order may have none).
  const notifyEmail = request.notify.email && request.customer.email !== "";
  try {
    const row = await writeGuestOrder(db, {
      orderId,
      businessId,
      status: isOnlineCard ? "PENDING_PAYMENT" : timing.status,
      type: request.type,
      tableLabel: request.type === "TABLE" ? (request.table ?? null) : null,
      scheduledFor: timing.scheduledFor,
      currency: context.currency.symbol,
      currencyCode: context.currency.code,
      items: priced.items,
      taxes: priced.taxes,
      subtotal: priced.subtotal,
      tax: priced.tax,
      tip: priced.tip,
      deliveryFee: priced.deliveryFee,
      discount: priced.discount,
      promoCode: promo.promotion?.code ?? null,
      promotionId,
      claimedPromotionId: isOnlineCard ? null : promotionId,
      promoGuest: phone,
      payAddress: isOnlineCard ? address : null,
      maxUnpaid: limits.unpaidPerAddress,
      total: priced.total,
      giftCardId: giftCard?.id ?? null,
      giftCardPaid: giftCard?.paid ?? 0,
      loyaltyMemberId: loyalty.memberId,
      reward,
      payment,
      paymentStatus: isOnlineCard ? "PENDING" : payment === "GIFT_CARD" ? "PAID" : "DUE",
      customer,
      newCustomerId: newId(),
      note: request.note,
      notifyEmail,
      notifySms: request.notify.sms && phone !== "",
      // Kept short: only its first part picks the words (worded-language.ts).
      guestLang: lang ? lang.slice(0, 35) : null,
      trackingKey: newSecret(),
      idempotencyKey,
      requestHash,
      now,
      jobs: placedOrderJobs({ orderId, isOnlineCard, dueAt: timing.dueAt, now, notifyEmail }),
      // The funnel's last step: this address sent an order today (with the steps before it).
      funnel: funnelVisitsOf({
        businessId,
        config: context.config,
        step: "order",
        clientAddress: address,
        now,
      }),
      pacing,
    });
    if (!row) throw new Error("order insert returned nothing");
    return { order: toGuestOrder(row), isReplay: false };
  } catch (error) {
    if (isSlotFull(error)) throw slotFull(timing.scheduledFor, lang);
    if (isTooManyUnpaid(error)) throw tooManyUnpaid(refusals.tooManyUnpaid);
    const promoRefused = claimRefusal(error, lang);
    if (promoRefused) throw promoInvalid(promoRefused);
    if (isGiftCardSpent(error))
      throw new HttpError(400, "GIFT_CARD_EMPTY", giftCardCheckoutWords(lang).spent);
    if (isRewardSpent(error))
      throw new HttpError(400, "REWARD_UNAVAILABLE", checkoutRewardWords(lang).unavailable);
    // A simultaneous retry with this key stored first: the unique index refused ours, and with it the whole
    // statement (customer, jobs and the friendly id too).
    if (isUniqueViolation(error)) {
      const taken = await findByIdempotencyKey(db, businessId, idempotencyKey);
      if (taken) return replayOrder(taken, requestHash);
    }
    throw error;
  }
}

/**
 * A card order's pacing: nothing to take now (no first slot), promised the first slot with room as the price
 * call reads it; no room at all answers SLOT_FULL, as the write would for a cash order.
 */
async function previewPlace(
  db: Db,
  paced: Parameters<typeof paceOrder>[0],
  lang: string | null,
): Promise<OrderPacing> {
  const pacing = paceOrder(paced);
  if (!pacing.firstSlot) return pacing;
  const preview = await previewPacing({ db, ...paced });
  if (preview.isFull) throw slotFull(paced.scheduledFor, lang);
  return { ...pacing, firstSlot: null, slots: 0, promisedFor: preview.promisedFor };
}

/**
 * The loyalty member and reward, and the gift card, a cart names: read at once, since neither waits for the other
 * (on PostgreSQL, on two connections; on PGlite, queued together for its one thread).
 */
async function readNamed(
  call: CartCall,
  context: OrderingContext,
  request: { rewardId?: string | undefined; giftCardCode?: string | undefined },
) {
  const [loyalty, named] = await Promise.all([
    cartReward(call, request.rewardId),
    readNamedGiftCard({
      db: call.db,
      businessId: call.businessId,
      currencyCode: context.currency.code,
      code: request.giftCardCode,
      address: call.address,
      limits: call.giftCardLookups,
      lang: call.lang ?? null,
    }),
  ]);
  return { loyalty, named };
}

/**
 * What the gift card an order names pays of `total`; placing refuses a code that pays nothing with its sentence
 * (429 once the address has tried too many codes).
 */
function payingGiftCard(named: NamedGiftCard, total: number) {
  const { problem, card } = cardPays(named, total);
  if (problem?.tooMany) throw new HttpError(429, "TOO_MANY_REQUESTS", problem.message);
  if (problem) throw new HttpError(400, problem.code, problem.message);
  return card;
}

/** The guest's membership and the reward they name, read for this call (their token, in their language). */
function cartReward(call: CartCall, rewardId: string | undefined) {
  return rewardAtCheckout({
    db: call.db,
    businessId: call.businessId,
    authorization: call.authorization,
    rewardId,
    now: call.now ?? new Date(),
    lang: call.lang ?? null,
  });
}

/** The reward as the order keeps it, with what it took off; null without one or when it took nothing off. */
function takenReward({ reward }: RewardAtCheckout, rewardOff: number): OrderReward | null {
  if (!reward || rewardOff <= 0) return null;
  return { id: reward.id, name: reward.name, points: reward.points, amount: rewardOff };
}

/** POST …/orders/price: the cart as it would be priced now; what would still stop the order, in `problems`. */
export async function priceOrder(
  call: CartCall & { request: z.output<typeof PriceOrderRequestSchema> },
): Promise<PricedCart> {
  const { db, businessId, request, now = new Date(), lang = null } = call;
  const { context } = await openCart({ ...call, kind: "price" });
  const { loyalty, named } = await readNamed(call, context, request);
  const { judged, promo } = await judgeWithCode({
    db,
    businessId,
    context,
    cart: request,
    phone: pricePhone(request.phone, context),
    now,
    lang,
    isPlacing: false,
    reward: loyalty.reward,
  });
  const { timing, priced, problems, deliveryArea } = judged;
  const reward = takenReward(loyalty, priced.rewardOff);
  // A reward that cannot be taken is priced without it (its points stay the guest's), and says why.
  const rewardProblem =
    loyalty.problem ??
    (loyalty.reward && !reward ? rewardItemMissing(loyalty.reward, context.catalog, lang) : null);
  // A code that does not apply is one more thing the cart shows, with the totals as they stand without it.
  const promoProblem = promo.refusal ? [{ code: "PROMO_INVALID" as const, message: promo.refusal }] : [];
  const { card, problem: cardProblem } = cardPays(named, priced.total);
  // What the guest is promised, seen before paying; a slot with no room is one more thing that stops the order.
  const pacing = await previewPacing({
    db,
    context,
    type: request.type,
    scheduledFor: timing.scheduledFor,
    lines: request.items,
    now,
    zip: request.zip,
  });
  const words = pacingWords(lang);
  const slotProblem = pacing.isFull
    ? [{ code: "SLOT_FULL" as const, message: timing.scheduledFor ? words.slotFull : words.asapFull }]
    : [];
  return {
    currency: context.currency.symbol,
    currencyCode: context.currency.code,
    ...priced,
    promoCode: promo.promotion?.code ?? null,
    minTotal: deliveryArea ? deliveryArea.minimum : toMinor(context.settings.minTotal, context.currency.code),
    giftCardPaid: card?.paid ?? 0,
    reward,
    problems: [
      ...problems,
      ...slotProblem,
      ...promoProblem,
      ...(cardProblem ? [{ code: cardProblem.code, message: cardProblem.message }] : []),
      ...(rewardProblem ? [rewardProblem] : []),
    ],
    promisedFor: pacing.promisedFor?.toISOString() ?? null,
    giftCard: card ? { last4: card.last4, balanceAfter: card.balanceAfter } : null,
  };
}

/** GET …/ordering: what the checkout can offer, as the business takes orders now. */
export async function findOrderingOptions({
  db,
  cache,
  businessId,
  isPaymentsConfigured = false,
  isSmsConfigured = false,
  now = new Date(),
}: {
  db: Db;
  cache: CatalogCache;
  businessId: string;
  isPaymentsConfigured?: boolean;
  /** The platform has Twilio (guest-notices/guest-texts.ts). */
  isSmsConfigured?: boolean;
  now?: Date;
}): Promise<OrderingOptions> {
  const context = await loadOrderingContext({ db, cache, businessId, isPaymentsConfigured });
  if (!context) throw notFound();
  const { settings, currency } = context;
  const hours = readHours(context.config.hours);
  return {
    isTakingOrders: context.isTakingOrders,
    isPaused: context.isPaused,
    isOpen: isOpenForOrders(context.config, now, { isNow: true }),
    currency: currency.symbol,
    currencyCode: currency.code,
    types: offeredTypes(settings),
    payments: offeredPayments(settings, { isOnlineCardAvailable: context.isOnlineCardAvailable }),
    pickUpTime: settings.pickUpTime,
    deliveryTime: settings.deliveryTime,
    deliveryFee: toMinor(settings.deliveryFee, currency.code),
    minTotal: toMinor(settings.minTotal, currency.code),
    tips: settings.ordersTips,
    tipPercents: [...TIP_PERCENTS],
    inAdvance: settings.ordersInAdvance,
    advanceDays: ORDER_ADVANCE_DAYS,
    taxes: context.taxes,
    hours: hasOpeningHours(hours) ? hours : null,
    timeZone: context.config.timeZone ?? null,
    timeZoneOffset: context.config.timeZoneOffset ?? 0,
    use24HourFormat: context.config.use24HourFormat ?? false,
    slotCapacity: readSlotCaps(context.config.slotCapacity),
    sms: isSmsConfigured && context.config.guestSms === true,
    rewards: (await programOf(db, businessId)).enabled,
  };
}

/** GET /v1/public/orders/{id}?key: the order for whoever holds its tracking key; anything else is a 404. */
export async function findGuestOrder({ db, orderId, key }: { db: Db; orderId: string; key: string }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound();
  const expected = Buffer.from(row.trackingKey);
  const given = Buffer.from(key);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound();
  return row;
}

/** One page of a tab of the Orders screen, newest first. */
export async function findOrders({
  db,
  scope,
  tab,
  page,
}: {
  db: Db;
  scope: BusinessScope;
  tab: OrderTab;
  page: number;
}) {
  const where = and(eq(orders.businessId, scope.business.id), inArray(orders.status, [...ORDER_TABS[tab]]));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      // An order cancelled while it waited for its card has no number: after the numbered ones, newest first.
      .orderBy(sql`${orders.friendlyId} desc nulls last`, desc(orders.createdAt))
      .limit(ORDERS_PAGE_SIZE + 1)
      .offset(page * ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    list: rows.slice(0, ORDERS_PAGE_SIZE).map(toOrder),
    hasNext: rows.length > ORDERS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

/** GET …/orders/count: the orders waiting for the owner (NEW), or those of another tab. */
export async function countOrders({ db, scope, tab }: { db: Db; scope: BusinessScope; tab: OrderTab }) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.businessId, scope.business.id), inArray(orders.status, [...ORDER_TABS[tab]])));
  return row?.n ?? 0;
}

/** An order of one of the caller's businesses, with its business's config; another member's answers 404. */
async function findOwnedOrder(db: Db, memberId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders, config: businesses.config, busyMinutes: businesses.busyExtraMinutes })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.id, orderId), ownedBusinesses(memberId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findOrder({ db, memberId, orderId }: { db: Db; memberId: string; orderId: string }) {
  return toOrder((await findOwnedOrder(db, memberId, orderId)).order);
}

const illegalMove = (row: OrderRow, to: OrderStatus) =>
  new HttpError(
    409,
    "ILLEGAL_MOVE",
    typeRefusesMove(row.type as OrderType, row.status as OrderStatus, to) ??
      ORDER_MESSAGES.illegalMove(row.status as OrderStatus, to),
    { current: toOrder(row) },
  );

/**
 * POST /v1/orders/{id}/status: one of the owner's moves, made by the lifecycle (lifecycle.ts), which runs what
 * follows it (a card order's money). A move not allowed from where the order stands answers 409 with the order
 * as it is; so does one that another owner's move beat.
 */
export async function changeOrderStatus({
  db,
  lifecycle,
  memberId,
  orderId,
  request,
  log,
  now = new Date(),
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  memberId: string;
  orderId: string;
  request: z.output<typeof OrderStatusRequestSchema>;
  log: MoveLog;
  now?: Date;
}) {
  const { order: row, config, busyMinutes } = await findOwnedOrder(db, memberId, orderId);
  const to = request.status;
  if (request.readyInMinutes !== undefined && to !== "ACCEPTED")
    throw validationError([{ path: "readyInMinutes", message: ORDER_MESSAGES.readyOnlyWhenAccepting }]);
  if (request.reason && to !== "REJECTED" && to !== "CANCELLED")
    throw validationError([{ path: "reason", message: ORDER_MESSAGES.reasonOnlyWhenEnding }]);
  if (
    !movesInto("owner", to).includes(row.status as OrderStatus) ||
    typeRefusesMove(row.type as OrderType, row.status as OrderStatus, to)
  )
    throw illegalMove(row, to);

  const changes: Partial<typeof orders.$inferInsert> = {};
  if (to === "ACCEPTED") {
    // Ready in the minutes the owner gave; else at the scheduled time, or after the type's usual lead time.
    // While the kitchen is busy its extra minutes go on the usual lead time.
    const lead =
      leadMinutes(readOrderingSettings(config as BusinessConfig), row.type as OrderType, row.customer.zip) +
      busyMinutes;
    const minutes = request.readyInMinutes;
    changes.readyAt =
      minutes !== undefined
        ? new Date(now.getTime() + minutes * 60_000)
        : (row.scheduledFor ?? new Date(now.getTime() + lead * 60_000));
  }
  if (to === "REJECTED" || to === "CANCELLED") changes.reason = request.reason || null;
  // Cash and a card at pick-up or on delivery are paid when the order is handed over.
  if (to === "COMPLETED" && row.paymentStatus === "DUE") changes.paymentStatus = "PAID";
  const moved = await lifecycle.move(db, row, to, "owner", { changes, now, log });
  if (!moved) throw illegalMove((await findOwnedOrder(db, memberId, orderId)).order, to);
  return toOrder(moved);
}

/**
 * POST /v1/orders/{id}/opened: the first time anyone opens the order on a dashboard. Only the first time is
 * kept (a trigger tells every dashboard then, and their new-order sound stops); later calls change nothing.
 */
export async function markOrderOpened({
  db,
  memberId,
  orderId,
  now = new Date(),
}: {
  db: Db;
  memberId: string;
  orderId: string;
  now?: Date;
}) {
  const { order: row } = await findOwnedOrder(db, memberId, orderId);
  if (row.openedAt) return toOrder(row);
  const [updated] = await db
    .update(orders)
    .set({ openedAt: now })
    .where(and(eq(orders.id, row.id), isNull(orders.openedAt)))
    .returning();
  // Someone else opened it in between: theirs is the time kept.
  return toOrder(updated ?? (await findOwnedOrder(db, memberId, orderId)).order);
}

/** The scheduled order's due move (a job): NEW, unless the owner already took it on or turned it down. */
export async function makeOrderDue({
  db,
  lifecycle,
  orderId,
  now = new Date(),
}: {
  db: Db;
  lifecycle: OrderLifecycle;
  orderId: string;
  now?: Date;
}) {
  await lifecycle.move(db, { id: orderId }, "NEW", "due", { now });
}
