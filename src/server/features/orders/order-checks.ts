import type { z } from "zod";
import { minimumProblem, type PricedTotals, priceCart } from "../../../shared/order-pricing.ts";
import type { OrderLineRequestSchema } from "../../../shared/orders.ts";
import {
  isOpenForOrders,
  ORDER_ADVANCE_DAYS,
  ORDER_MESSAGES,
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
// before the last step: the price call reports what would stop the order instead of refusing the cart.

/** A clock a little behind the server's still schedules "now". */
const SCHEDULE_SKEW_MS = 60_000;

const problem = (code: OrderProblemCode, message: string, path?: string): HttpError =>
  badRequest(code, message, path ? [{ path, message }] : undefined);

export function checkTakingOrders(context: OrderingContext) {
  if (context.isPaused) throw problem("ORDERING_PAUSED", ORDER_MESSAGES.orderingPaused);
  if (!context.isTakingOrders) throw problem("ORDERING_OFF", ORDER_MESSAGES.orderingOff);
}

/** METHOD_OFF: an order type or a payment the business does not offer. */
export function checkMethods(context: OrderingContext, type: OrderType, payment?: PaymentMethod) {
  if (!offeredTypes(context.settings).includes(type))
    throw problem("METHOD_OFF", ORDER_MESSAGES.typeOff[type], "type");
  if (!payment) return;
  const payments = offeredPayments(context.settings, {
    isOnlineCardAvailable: context.isOnlineCardAvailable,
  });
  if (!payments.includes(payment)) throw problem("METHOD_OFF", ORDER_MESSAGES.paymentOff[payment], "payment");
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
): OrderTiming {
  if (!scheduledFor) {
    const isOpen = isOpenForOrders(context.config, now, { isNow: true });
    return {
      scheduledFor: null,
      status: "NEW",
      dueAt: null,
      closedMessage: isOpen ? null : ORDER_MESSAGES.closed,
    };
  }
  if (!context.settings.ordersInAdvance)
    throw problem("METHOD_OFF", ORDER_MESSAGES.advanceOff, "scheduledFor");
  const at = new Date(scheduledFor);
  if (at.getTime() < now.getTime() - SCHEDULE_SKEW_MS)
    throw problem("VALIDATION", ORDER_MESSAGES.scheduledPast, "scheduledFor");
  if (at.getTime() > now.getTime() + ORDER_ADVANCE_DAYS * 24 * 60 * 60_000)
    throw problem("VALIDATION", ORDER_MESSAGES.scheduledTooFar, "scheduledFor");
  const isOpen = isOpenForOrders(context.config, at, { isNow: false });
  const dueAt = scheduledDueAt(context.settings, type, at);
  const isLater = dueAt.getTime() > now.getTime();
  return {
    scheduledFor: at,
    status: isLater ? "SCHEDULED" : "NEW",
    dueAt: isLater ? dueAt : null,
    closedMessage: isOpen ? null : ORDER_MESSAGES.scheduledClosed,
  };
}

/** issue 17 item 2: CLOSED for an item of a menu not served at the order's time (now, or as scheduled). */
export function checkMenuTimes(
  context: OrderingContext,
  items: readonly { menuId: string }[],
  timing: OrderTiming,
  now: Date,
): string | null {
  return menuTimeProblem(
    context.menuTimes,
    context.config,
    items,
    timing.scheduledFor ?? now,
    timing.scheduledFor !== null,
  );
}

/** The cart priced from the published menu; ITEM_UNAVAILABLE or VALIDATION when a line cannot be ordered. */
export function checkPrices(
  context: OrderingContext,
  cart: { type: OrderType; items: z.output<typeof OrderLineRequestSchema>[]; tip: number },
): { priced: PricedTotals; belowMinimumMessage: string | null } {
  let result: ReturnType<typeof priceCart>;
  try {
    result = priceCart({
      catalog: context.catalog,
      currency: context.currency,
      settings: context.settings,
      taxes: context.taxes,
      cart,
    });
  } catch (error) {
    // Amounts beyond exact integers (an absurd tip or tax rate): the client's doing, never a 500.
    if (error instanceof RangeError) throw problem("VALIDATION", ORDER_MESSAGES.tooLarge);
    throw error;
  }
  if (!result.ok) throw problem(result.problem.code, result.problem.message, result.problem.path);
  return {
    priced: result.priced,
    belowMinimumMessage: minimumProblem(result.priced.subtotal, context.settings, context.currency),
  };
}
