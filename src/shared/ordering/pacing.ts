import { localClock, localDate } from "../hours/business-clock.ts";
import type { HoursMap } from "../hours/hours.ts";
import { isOpenAt, type Zone } from "./order-times.ts";

// Pacing: a business may take at most so many orders, or so many items, in each quarter hour of its own clock.
// The server's reservation (a counter row per slot, features/ordering/placing/pacing.ts), the slots list and the guest's
// checkout all cut time into slots here, so the checkout never offers a slot the server would place elsewhere.
// Pure and free of zod: the cart's script carries it.

/** Slots are quarter hours of the business's wall clock. */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * An ASAP order is promised the first slot with room among this many from its earliest time (six hours): past
 * that, "as soon as possible" would mean another shift, and the guest is better told it is full.
 */
export const ASAP_SLOTS = 24;

/** `config.slotCapacity` as the checkout and the server read it: null when the business does not pace. */
export interface SlotCaps {
  maxOrders: number | null;
  maxItems: number | null;
}

export function readSlotCaps(
  value: { minutes?: number; maxOrders?: number | null; maxItems?: number | null } | null | undefined,
): SlotCaps | null {
  if (!value) return null;
  const maxOrders = value.maxOrders ?? null;
  const maxItems = value.maxItems ?? null;
  return maxOrders === null && maxItems === null ? null : { maxOrders, maxItems };
}

/** The start of the slot an instant falls in, on the business's clock (whole minutes). */
export function slotStartOf(instant: Date, zone: Zone): Date {
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const clock = localClock(new Date(minute), zone.timeZone, zone.offsetMinutes ?? 0);
  return new Date(minute - (clock.minutes % SLOT_MINUTES) * 60_000);
}

/** The first slot starting at or after an instant. */
export function slotAtOrAfter(instant: Date, zone: Zone): Date {
  const start = slotStartOf(instant, zone);
  return start.getTime() < instant.getTime() ? new Date(start.getTime() + SLOT_MS) : start;
}

/**
 * The earliest an order placed now can be ready: the type's usual time (the ready time an accepted order gets
 * when the owner names none) plus the minutes the owner added while busy.
 */
export function earliestReady(now: Date, leadMinutes: number, busyExtraMinutes: number): Date {
  return new Date(now.getTime() + (Math.max(0, leadMinutes) + Math.max(0, busyExtraMinutes)) * 60_000);
}

/**
 * The slots an ASAP order may be promised, as the first one and how many follow it: from the first slot at or
 * after its earliest time, while the business is open at their start. The first is always a candidate: an order
 * taken just before closing is finished after it, as it always was.
 */
export function asapSlots(earliest: Date, hours: HoursMap, zone: Zone): { first: Date; count: number } {
  const first = slotAtOrAfter(earliest, zone);
  let count = 1;
  while (count < ASAP_SLOTS && isOpenAt(hours, new Date(first.getTime() + count * SLOT_MS), zone)) count++;
  return { first, count };
}

/**
 * The slots of a day on the business's calendar ("YYYY-MM-DD") that start while it is open and no earlier than
 * `earliest`, in order. Zones sit between 14 hours behind and 14 ahead of UTC, so the day lies within that reach
 * of its UTC date; a day with a clock change simply has more or fewer quarter hours.
 */
export function slotsOfDay({
  date,
  hours,
  zone,
  earliest,
  latest,
}: {
  date: string;
  hours: HoursMap;
  zone: Zone;
  earliest: Date;
  latest: Date;
}): Date[] {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) return [];
  const from = Math.max(slotAtOrAfter(new Date(midnightUtc - 14 * 3_600_000), zone).getTime(), 0);
  const to = midnightUtc + 38 * 3_600_000;
  const slots: Date[] = [];
  for (let at = from; at < to; at += SLOT_MS) {
    if (at < earliest.getTime() || at > latest.getTime()) continue;
    const instant = new Date(at);
    if (localDate(instant, zone) !== date) continue;
    if (isOpenAt(hours, instant, zone)) slots.push(instant);
  }
  return slots;
}

/** What a slot still takes: orders, and items under an item cap (null without one). */
export interface SlotRoom {
  left: number | null;
  itemsLeft: number | null;
}

/**
 * A slot's room from its counts. `left` is the orders it still takes: under an order cap, what is left of it;
 * with an item cap only, the items left (every order has one at least); 0 once either cap is reached.
 */
export function slotRoom(caps: SlotCaps | null, taken: { orders: number; items: number }): SlotRoom {
  if (!caps) return { left: null, itemsLeft: null };
  const itemsLeft = caps.maxItems === null ? null : Math.max(0, caps.maxItems - taken.items);
  const ordersLeft = caps.maxOrders === null ? null : Math.max(0, caps.maxOrders - taken.orders);
  const left = itemsLeft === 0 ? 0 : (ordersLeft ?? itemsLeft);
  return { left, itemsLeft };
}

/**
 * The items an order takes of a slot: its quantities, but never more than a whole slot's items, so a larger
 * order still finds an empty slot rather than none at all.
 */
export function slotItems(lines: readonly { quantity: number }[], caps: SlotCaps | null): number {
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  return caps?.maxItems ? Math.min(items, caps.maxItems) : items;
}

/** Whether a slot has room for one more order of `items` items. */
export function hasRoom(room: SlotRoom, items: number): boolean {
  if (room.left === null) return true;
  return room.left > 0 && (room.itemsLeft === null || room.itemsLeft >= items);
}
