import type { z } from "zod";
import type { DeliveryArea } from "../../../../shared/ordering/delivery-areas.ts";
import {
  minimumProblem,
  type PricedTotals,
  type PricingPromotion,
  type PricingReward,
  priceCart,
} from "../../../../shared/ordering/order-pricing.ts";
import { type OrderRefusals, orderRefusals } from "../../../../shared/ordering/order-refusals.ts";
import type { OrderLineRequestSchema } from "../../../../shared/ordering/orders.ts";
import {
  isOpenForOrders,
  ORDER_ADVANCE_DAYS,
  type OrderProblemCode,
  type OrderStatus,
  type OrderType,
  offeredPayments,
  offeredTypes,
  type PaymentMethod,
} from "../../../../shared/ordering/orders.ts";
import { isPausedAt, pausedText } from "../../../../shared/service/service-words.ts";
import { badRequest, HttpError } from "../../../http/errors.ts";
import { checkSoldOut } from "../../service/sold-out-check.ts";
import { liveStatus } from "../lifecycle/lifecycle.ts";
import { deliveryAreaOf } from "./delivery-check.ts";
import { menuTimeProblem } from "./menu-times.ts";
import type { OrderingContext } from "./ordering-context.ts";

// The rules a cart must pass, written once for both calls that judge one (`judgeCart`): placing an order, and
// pricing a cart before the last step, which reports what would stop the order instead of refusing the cart.
// Each check says why in the guest's language when the call names one (`refusals`), else in English.

const ENGLISH = orderRefusals(null);

/** A clock a little behind the server's still schedules "now". */
const SCHEDULE_SKEW_MS = 60_000;

const problem = (code: OrderProblemCode, message: string, path?: string): HttpError =>
  badRequest(code, message, path ? [{ path, message }] : undefined);

function checkTakingOrders(
  context: OrderingContext,
  now: Date,
  lang: string | null,
  refusals: OrderRefusals = ENGLISH,
) {
  if (context.isPaused) throw problem("ORDERING_PAUSED", refusals.orderingPaused);
  if (!context.isTakingOrders) throw problem("ORDERING_OFF", refusals.orderingOff);
  // The kitchen paused new orders: refused until the time the guest page's banner gives, on the business's clock.
  const { pausedUntil } = context.business;
  if (pausedUntil && isPausedAt(pausedUntil, now))
    throw problem("PAUSED", pausedText(pausedUntil, context.config, lang));
}

/** METHOD_OFF: an order type or a payment the business does not offer. */
function checkMethods(
  context: OrderingContext,
  type: OrderType,
  payment?: PaymentMethod,
  refusals: OrderRefusals = ENGLISH,
) {
  if (!offeredTypes(context.settings).includes(type))
    throw problem("METHOD_OFF", refusals.typeOff[type], "type");
  if (!payment) return;
  const payments = offeredPayments(context.settings, {
    isOnlineCardAvailable: context.isOnlineCardAvailable,
  });
  if (!payments.includes(payment)) throw problem("METHOD_OFF", refusals.paymentOff[payment], "payment");
}

export interface OrderTiming {
  scheduledFor: Date | null;
  /** SCHEDULED until `dueAt`, else NEW at once. */
  status: Extract<OrderStatus, "NEW" | "SCHEDULED">;
  dueAt: Date | null;
  /** Set when the business is closed at the order's time: CLOSED. */
  closedMessage: string | null;
}

/**
 * When the order is for: now, within the opening hours; or, with orders in advance on, a later time within
 * the hours, up to ORDER_ADVANCE_DAYS ahead.
 */
function checkTiming(
  context: OrderingContext,
  type: OrderType,
  scheduledFor: string | undefined,
  now: Date,
  refusals: OrderRefusals = ENGLISH,
  zip?: string,
): OrderTiming {
  if (!scheduledFor) {
    const isOpen = isOpenForOrders(context.config, now, { isNow: true });
    return {
      scheduledFor: null,
      status: "NEW",
      dueAt: null,
      closedMessage: isOpen ? null : refusals.closed,
    };
  }
  if (!context.settings.ordersInAdvance) throw problem("METHOD_OFF", refusals.advanceOff, "scheduledFor");
  const at = new Date(scheduledFor);
  if (at.getTime() < now.getTime() - SCHEDULE_SKEW_MS)
    throw problem("VALIDATION", refusals.scheduledPast, "scheduledFor");
  if (at.getTime() > now.getTime() + ORDER_ADVANCE_DAYS * 24 * 60 * 60_000)
    throw problem("VALIDATION", refusals.scheduledTooFar, "scheduledFor");
  const isOpen = isOpenForOrders(context.config, at, { isNow: false });
  return {
    scheduledFor: at,
    ...liveStatus(context.settings, type, at, now, zip),
    closedMessage: isOpen ? null : refusals.scheduledClosed,
  };
}

/** CLOSED for an item of a menu not served at the order's time (now, or as scheduled). */
function checkMenuTimes(
  context: OrderingContext,
  items: readonly { menuId: string }[],
  timing: OrderTiming,
  now: Date,
  lang: string | null = null,
): string | null {
  return menuTimeProblem(
    context.menuTimes,
    context.config,
    items,
    timing.scheduledFor ?? now,
    timing.scheduledFor !== null,
    lang,
  );
}

/** The cart priced from the published menu; ITEM_UNAVAILABLE or VALIDATION when a line cannot be ordered. */
function checkPrices(
  context: OrderingContext,
  cart: { type: OrderType; items: z.output<typeof OrderLineRequestSchema>[]; tip: number },
  refusals: OrderRefusals = ENGLISH,
  deliveryArea: DeliveryArea | null = null,
  promotion: PricingPromotion | null = null,
  reward: PricingReward | null = null,
): { priced: PricedTotals; belowMinimumMessage: string | null } {
  let result: ReturnType<typeof priceCart>;
  try {
    result = priceCart({
      catalog: context.catalog,
      currency: context.currency,
      settings: context.settings,
      taxes: context.taxes,
      cart,
      messages: refusals,
      deliveryArea,
      promotion,
      reward,
    });
  } catch (error) {
    // Amounts beyond exact integers (an absurd tip or tax rate): the client's doing, never a 500.
    if (error instanceof RangeError) throw problem("VALIDATION", refusals.tooLarge);
    throw error;
  }
  if (!result.ok) throw problem(result.problem.code, result.problem.message, result.problem.path);
  return {
    priced: result.priced,
    belowMinimumMessage: minimumProblem(
      result.priced.subtotal,
      context.settings,
      context.currency,
      refusals.belowMinimum,
      deliveryArea,
    ),
  };
}

/** A cart as judged: when it is for, its prices, and what would stop it as an order (a priced cart only). */
export interface CartJudgement {
  timing: OrderTiming;
  priced: PricedTotals;
  problems: { code: "CLOSED" | "BELOW_MINIMUM"; message: string }[];
  /** A delivery's area (its fee, minimum and estimate); null for pick-up and table. */
  deliveryArea: DeliveryArea | null;
}

/**
 * Judges a guest's cart against the business as it is now, for pricing (`POST …/orders/price`) and for placing
 * (`POST …/orders`) alike: ordering on and served by the plan, the order type and payment offered, the time
 * (open now, or a later time within the hours when orders in advance are on), the menus served at that time,
 * every line on the published menu at its price, and the minimum order. A refusal that no cart change can mend
 * is thrown as a 400 either way. A placed order is refused at its first stopping problem (CLOSED, then
 * BELOW_MINIMUM); a priced cart lists them in `problems`, so the guest sees the totals and why it cannot go yet.
 */
export function judgeCart({
  context,
  cart,
  now,
  lang,
  isPlacing,
  promotion = null,
  reward = null,
}: {
  context: OrderingContext;
  cart: {
    type: OrderType;
    payment?: PaymentMethod | undefined;
    scheduledFor?: string | undefined;
    items: z.output<typeof OrderLineRequestSchema>[];
    tip: number;
    /** A delivery's postal code: the order's `customer.zip`, the price call's `zip`. */
    zip?: string | undefined;
    customer?: { zip?: string | undefined };
  };
  now: Date;
  lang: string | null;
  isPlacing: boolean;
  /** A promo code found valid (promotions/promo-apply.ts): its discount is priced in. */
  promotion?: PricingPromotion | null;
  /** A loyalty reward the guest can take (loyalty/loyalty-checkout.ts): priced in too. */
  reward?: PricingReward | null;
}): CartJudgement {
  const refusals = orderRefusals(lang);
  const problems: CartJudgement["problems"] = [];
  const stop = (code: "CLOSED" | "BELOW_MINIMUM", message: string) => {
    if (isPlacing) throw new HttpError(400, code, message);
    problems.push({ code, message });
  };
  checkTakingOrders(context, now, lang, refusals);
  checkMethods(context, cart.type, cart.payment, refusals);
  // A delivery goes to one of the areas, with its fee, minimum and estimate (delivery-check.ts).
  const zip = cart.customer?.zip ?? cart.zip;
  const deliveryArea = deliveryAreaOf(context, cart.type, zip, lang);
  const timing = checkTiming(context, cart.type, cart.scheduledFor, now, refusals, zip);
  if (timing.closedMessage) stop("CLOSED", timing.closedMessage);
  const menuClosed = checkMenuTimes(context, cart.items, timing, now, lang);
  if (menuClosed && !timing.closedMessage) stop("CLOSED", menuClosed);
  const { priced, belowMinimumMessage } = checkPrices(
    context,
    cart,
    refusals,
    deliveryArea,
    promotion,
    reward,
  );
  checkSoldOut({ soldOut: context.soldOut, catalog: context.catalog, items: cart.items, now, lang });
  // An order below the minimum is refused (BELOW_MINIMUM): the items' subtotal must reach the business's
  // minimum order; a priced cart below it is answered with its totals and this problem.
  if (belowMinimumMessage) stop("BELOW_MINIMUM", belowMinimumMessage);
  return { timing, priced, problems, deliveryArea };
}
