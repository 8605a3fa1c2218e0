import { lt, sql } from "drizzle-orm";
import { ORDER_MESSAGES } from "../../../../shared/ordering/orders.ts";
import type { Db } from "../../../db/client.ts";
import { isRaised } from "../../../db/errors.ts";
import { rateLimits } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import { countCalls } from "../../auth/request-limits.ts";

// The guest's order calls need no login, so each network address is held to a pace no real guest reaches.
// Counted in the database (rate_limits, one atomic upsert), so every app instance shares the count. Guests at
// one restaurant share its Wi-Fi's address: the order limit leaves room for a full dining room.
//
// By default the 61st order from one address at one business within 10 minutes gets 429 RATE_LIMITED (and the
// 601st priced cart): the call is counted first, and refused once the count passes the limit (`checkOrderRate`).
// Orders waiting for their card are held apart: one address keeps at most 3 of them waiting at a business; the
// 4th gets 429 UNPAID_ORDERS, counted in the order's own write (number_order, drizzle/0037) so that simultaneous
// orders count each other.
// A retry of an order already placed (its Idempotency-Key has its order) is neither counted nor refused: it gets
// the answer stored (look-up-statements.ts).

export interface OrderRateLimits {
  windowMs: number;
  /** Orders placed from one address at one business per window. */
  ordersPerAddress: number;
  /** Carts priced from one address at one business per window (the cart asks on each change before checkout). */
  pricesPerAddress: number;
  /** Online-card orders one address may have waiting for payment at one business at once. */
  unpaidPerAddress: number;
}

export const DEFAULT_ORDER_RATE_LIMITS: OrderRateLimits = {
  windowMs: 10 * 60_000,
  ordersPerAddress: 60,
  pricesPerAddress: 600,
  unpaidPerAddress: 3,
};

/** What a guest's call counts against: its address's calls of this kind at this business, in the window. */
export function countOrderCall({
  limits,
  kind,
  businessId,
  address,
  tooMany = ORDER_MESSAGES.tooManyOrders,
}: {
  limits: OrderRateLimits;
  kind: "order" | "price";
  businessId: string;
  address: string;
  /** The 429's sentence, in the guest's language when the call names one. */
  tooMany?: string;
}) {
  return {
    key: `${kind}:${businessId}:${address}`,
    windowMs: limits.windowMs,
    max: kind === "order" ? limits.ordersPerAddress : limits.pricesPerAddress,
    tooMany,
  };
}

export type OrderCallCount = ReturnType<typeof countOrderCall>;

/**
 * Counts the call as a CTE (`counted`, one row: this address's calls in the window), read in the same statement
 * as the business (ordering-context.ts): a guest's order or price is one round trip, not two. The key and the
 * window are the placeholders `limitKey` and `windowMs` of that prepared statement.
 */
export function countedCalls(db: Db) {
  return db.$with("counted").as(countCalls(db, sql.placeholder("windowMs"), [sql.placeholder("limitKey")]));
}

/** Over the limit answers 429 RATE_LIMITED with the sentence the guest reads. */
export function checkOrderRate(count: OrderCallCount, calls: number) {
  if (calls > count.max) throw new HttpError(429, "RATE_LIMITED", count.tooMany);
}

/**
 * Every address that ever ordered leaves a row in rate_limits; a row past its window counts nothing (the next
 * call starts it again), so it can go. Any instance may sweep: deleting twice is harmless.
 */
export async function sweepExpiredLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
}

export const LIMIT_SWEEP_EVERY_MS = 10 * 60_000;

/** Whether a database error is number_order refusing an address another order waiting for its card. */
export const isTooManyUnpaid = (error: unknown) => isRaised(error, "PUP01");

/** 429 UNPAID_ORDERS: the address has as many orders waiting for payment as it may. */
export const tooManyUnpaid = (message: string) => new HttpError(429, "UNPAID_ORDERS", message);
