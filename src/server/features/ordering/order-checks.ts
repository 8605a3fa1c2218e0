import type { z } from "zod";
import { minimumProblem, type PricedTotals, priceCart } from "../../../shared/order-pricing.ts";
import { type OrderRefusals, orderRefusals } from "../../../shared/order-refusals.ts";
import type { OrderLineRequestSchema } from "../../../shared/orders.ts";
import {
  isOpenForOrders,
  ORDER_ADVANCE_DAYS,
  type OrderProblemCode,
  type OrderStatus,
  type OrderType,
  offeredPayments,
  offeredTypes,
  type PaymentMethod,
  scheduledDueAt,
} from "../../../shared/orders.ts";
import { badRequest, type HttpError } from "../../http/errors.ts";
import { menuTimeProblem } from "./menu-times.ts";
import type { OrderingContext } from "./ordering-context.ts";

// The rules an order must pass (API.md "Orders" 400 codes), shared by placing an order and by pricing a cart
// before the last step: the price call reports what would stop the order instead of refusing the cart. Each
// check says why in the guest's language when the cart names one (`refusals`, audit of issue 17), else English.

const ENGLISH = orderRefusals(null);

/** A clock a little behind the server's still schedules "now". */
const SCHEDULE_SKEW_MS = 60_000;

const problem = (code: OrderProblemCode, message: string, path?: string): HttpError =>
  badRequest(code, message, path ? [{ path, message }] : undefined);

export function checkTakingOrders(context: OrderingContext, refusals: OrderRefusals = ENGLISH) {
  if (context.isPaused) throw problem("ORDERING_PAUSED", refusals.orderingPaused);
  if (!context.isTakingOrders) throw problem("ORDERING_OFF", refusals.orderingOff);
}

/** METHOD_OFF: an order type or a payment the business does not offer. */
export function checkMethods(
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
 * the hours (issue 12 item 1: today and the next 6 days).
 */
export function checkTiming(
  context: OrderingContext,
  type: OrderType,
  scheduledFor: string | undefined,
  now: Date,
  refusals: OrderRefusals = ENGLISH,
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
  const dueAt = scheduledDueAt(context.settings, type, at);
  const isLater = dueAt.getTime() > now.getTime();
  return {
    scheduledFor: at,
    status: isLater ? "SCHEDULED" : "NEW",
    dueAt: isLater ? dueAt : null,
    closedMessage: isOpen ? null : refusals.scheduledClosed,
  };
}

/** issue 17 item 2: CLOSED for an item of a menu not served at the order's time (now, or as scheduled). */
export function checkMenuTimes(
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
export function checkPrices(
  context: OrderingContext,
  cart: { type: OrderType; items: z.output<typeof OrderLineRequestSchema>[]; tip: number },
  refusals: OrderRefusals = ENGLISH,
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
    ),
  };
}
