import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { leadMinutes, type Order, readOrderingSettings } from "../../../shared/ordering/orders.ts";

// How late a ticket on the pass is: measured against the time the guest was promised, so a large order accepted
// for 40 minutes is not red after 15, and a scheduled one is not red before its time.

/** An order as the kitchen reads it. */
export type KitchenOrder = Order;

export type AgeTone = "calm" | "amber" | "red";

/**
 * When the guest expects the order: the ready time the kitchen gave on accepting (the guest is told it then),
 * else the time promised before they paid, else the time they ordered for, else the order's time plus the usual
 * lead time of its type.
 */
export function promisedTime(order: KitchenOrder, config: BusinessConfig): number {
  const promised = order.readyAt ?? order.promisedFor ?? order.scheduledFor;
  if (promised) return Date.parse(promised);
  const lead = leadMinutes(readOrderingSettings(config), order.type, order.customer.zip);
  return Date.parse(order.createdDate) + lead * 60_000;
}

/**
 * Soonest promise first, then the lower order number: the cook works down the column in the order the guests
 * were promised, so an order accepted for 10 minutes goes above one accepted earlier for 45.
 */
export function byDueTime(config: BusinessConfig) {
  return (a: KitchenOrder, b: KitchenOrder) =>
    promisedTime(a, config) - promisedTime(b, config) ||
    a.friendlyId.localeCompare(b.friendlyId, "en", { numeric: true });
}

/** Amber once this share of the time between the order and its promise is left. */
const AMBER_SHARE = 0.25;
/** …but never later than this before the promise: a short promise still warns in time. */
const AMBER_AT_LEAST_MS = 3 * 60_000;

/** Calm, amber as the promised time nears, red once it has passed. */
export function ageTone(order: KitchenOrder, config: BusinessConfig, now: number): AgeTone {
  const promised = promisedTime(order, config);
  const left = promised - now;
  if (left <= 0) return "red";
  const span = promised - Date.parse(order.createdDate);
  return left <= Math.max(AMBER_AT_LEAST_MS, span * AMBER_SHARE) ? "amber" : "calm";
}

/** "now", "4 min", "1 h 05": how long ago the order came in, short enough for a ticket's corner. */
export function ageLabel(order: Pick<Order, "createdDate">, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(order.createdDate)) / 60_000));
  if (minutes < 1) return "now";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}

/** "due in 6 min", "due now", "5 min late": the promise, as the cook reads it. */
export function dueLabel(order: KitchenOrder, config: BusinessConfig, now: number): string {
  const minutes = Math.round((promisedTime(order, config) - now) / 60_000);
  if (minutes === 0) return "due now";
  return minutes > 0 ? `due in ${minutes} min` : `${-minutes} min late`;
}

/**
 * A NEW order nobody has accepted after this long rings louder and faster on the kitchen screen; the owner is
 * mailed later still (the server's escalation, at half the accept deadline).
 */
export const ESCALATE_SOUND_MS = 5 * 60_000;

export const isEscalated = (order: Pick<Order, "status" | "createdDate">, now: number) =>
  order.status === "NEW" && now - Date.parse(order.createdDate) >= ESCALATE_SOUND_MS;
