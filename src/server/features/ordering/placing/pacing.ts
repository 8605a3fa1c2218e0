import { and, eq, gte, lt, sql } from "drizzle-orm";
import { readHours } from "../../../../shared/hours/hours-schema.ts";
import { ORDER_ADVANCE_DAYS } from "../../../../shared/ordering/order-rules.ts";
import type { Zone } from "../../../../shared/ordering/order-times.ts";
import { pacingWords } from "../../../../shared/ordering/order-words/pacing-words.ts";
import { leadMinutes, type OrderType } from "../../../../shared/ordering/orders.ts";
import {
  asapSlots,
  earliestReady,
  hasRoom,
  readSlotCaps,
  SLOT_MINUTES,
  type SlotCaps,
  type SlotRoom,
  slotItems,
  slotRoom,
  slotStartOf,
  slotsOfDay,
} from "../../../../shared/ordering/pacing.ts";
import type { Db } from "../../../db/client.ts";
import { isRaised } from "../../../db/errors.ts";
import { preparedOnce } from "../../../db/prepared.ts";
import { orderSlots, orders } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import type { MoveListener } from "../lifecycle/lifecycle.ts";
import type { OrderingContext } from "./ordering-context.ts";

// Pacing on the server: how much a business takes per quarter hour (`config.slotCapacity`), the room its slots
// have left, the slot an order takes and the place it gives back.
//
// Room is counted in `order_slots`, one row per (business, slot), and taken inside the order's own write
// (order-write.ts calls reserve_order_slot, drizzle/0029): a conditional upsert per slot tried, so orders for
// one slot at once wait for each other on its row and a slot never passes its caps, on PGlite's one
// connection as on a PostgreSQL pool, and an order that fails to write takes no room. Every live order that is
// not rejected or cancelled holds its place. An order waiting for its card holds none: anyone can place those
// without paying, and they held real guests' times. It takes its place with the same function as it goes live
// (order-room.ts), and is refused then if there is none. Orders placed while pacing was off hold no place.

const SLOT_MS = SLOT_MINUTES * 60_000;

const zoneOf = (context: OrderingContext): Zone => ({
  timeZone: context.config.timeZone ?? null,
  offsetMinutes: context.config.timeZoneOffset ?? 0,
});

export const slotCapsOf = (context: OrderingContext): SlotCaps | null =>
  readSlotCaps(context.config.slotCapacity);

/** The earliest an order of this type placed now can be ready, the owner's busy minutes included. */
export function earliestFor(context: OrderingContext, type: OrderType, now: Date, zip?: string): Date {
  return earliestReady(now, leadMinutes(context.settings, type, zip), context.business.busyExtraMinutes ?? 0);
}

/** What the order's write needs to take its room (`reserve_order_slot`), and the time an ASAP order is promised. */
export interface OrderPacing {
  /** The first slot to try; null when the business does not pace (nothing is reserved). */
  firstSlot: Date | null;
  /** How many slots from the first may take it: one for a scheduled order. */
  slots: number;
  maxOrders: number | null;
  maxItems: number | null;
  /** The items it counts in its slot. */
  items: number;
  /** An ASAP order's promise when nothing is reserved (no pacing): its earliest time. */
  promisedFor: Date | null;
}

/** What pacing an order needs to know of it. */
export interface PacingCall {
  context: OrderingContext;
  type: OrderType;
  scheduledFor: Date | null;
  lines: readonly { quantity: number }[];
  now: Date;
  /** A delivery's postal code: its area's estimate is its lead time. */
  zip?: string | undefined;
}

/**
 * How an order is paced: a scheduled one takes room in the slot its time falls in, or none; an ASAP one in the
 * first slot with room from its earliest time (asapSlots). Without pacing, an ASAP order is still promised its
 * earliest time.
 */
export function paceOrder({ context, type, scheduledFor, lines, now, zip }: PacingCall): OrderPacing {
  const caps = slotCapsOf(context);
  const base = {
    maxOrders: caps?.maxOrders ?? null,
    maxItems: caps?.maxItems ?? null,
    items: slotItems(lines, caps),
  };
  if (scheduledFor) {
    const firstSlot = caps ? slotStartOf(scheduledFor, zoneOf(context)) : null;
    return { ...base, firstSlot, slots: 1, promisedFor: null };
  }
  const earliest = earliestFor(context, type, now, zip);
  if (!caps) return { ...base, firstSlot: null, slots: 0, promisedFor: ceilMinute(earliest) };
  const { first, count } = asapSlots(earliest, readHours(context.config.hours), zoneOf(context));
  return { ...base, firstSlot: first, slots: count, promisedFor: null };
}

const ceilMinute = (at: Date) => new Date(Math.ceil(at.getTime() / 60_000) * 60_000);

/** Whether a database error is reserve_order_slot finding no slot with room. */
export const isSlotFull = (error: unknown) => isRaised(error, "PSL01");

/** 400 SLOT_FULL: a scheduled order's slot, or every slot ahead of an ASAP one, has no room. */
export function slotFull(scheduledFor: Date | null, lang: string | null): HttpError {
  const words = pacingWords(lang);
  const message = scheduledFor ? words.slotFull : words.asapFull;
  return new HttpError(400, "SLOT_FULL", message, { errors: [{ path: "scheduledFor", message }] });
}

function buildSlotCounts(db: Db, name: string) {
  return db
    .select({ start: orderSlots.slotStart, orders: orderSlots.orders, items: orderSlots.items })
    .from(orderSlots)
    .where(
      and(
        eq(orderSlots.businessId, sql.placeholder("businessId")),
        gte(orderSlots.slotStart, sql`${sql.placeholder("from")}::timestamptz`),
        lt(orderSlots.slotStart, sql`${sql.placeholder("to")}::timestamptz`),
      ),
    )
    .prepare(name);
}

/** The counts of a business's slots starting in [from, to), by the slot's start in milliseconds. */
async function slotCounts(db: Db, businessId: string, from: Date, to: Date) {
  const statement = preparedOnce(db, "order_slot_counts", (name) => buildSlotCounts(db, name));
  const rows = await statement.execute({ businessId, from: from.toISOString(), to: to.toISOString() });
  return new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
}

const NO_ORDERS = { orders: 0, items: 0 };

/**
 * The price call's promise: for an ASAP cart, the first slot with room for it now (nothing is taken: the order
 * takes its own when placed); for a scheduled one, whether its slot still has room. One small read, only for a
 * business that paces.
 */
export async function previewPacing({
  db,
  ...call
}: PacingCall & { db: Db }): Promise<{ promisedFor: Date | null; isFull: boolean }> {
  const pacing = paceOrder(call);
  if (!pacing.firstSlot) return { promisedFor: pacing.promisedFor, isFull: false };
  const { context, scheduledFor } = call;
  const caps = slotCapsOf(context);
  const first = pacing.firstSlot.getTime();
  const counts = await slotCounts(
    db,
    context.business.id,
    pacing.firstSlot,
    new Date(first + pacing.slots * SLOT_MS),
  );
  for (let i = 0; i < pacing.slots; i++) {
    const start = first + i * SLOT_MS;
    if (hasRoom(slotRoom(caps, counts.get(start) ?? NO_ORDERS), pacing.items))
      return { promisedFor: scheduledFor ? null : new Date(start), isFull: false };
  }
  return { promisedFor: null, isFull: true };
}

export interface SlotView extends SlotRoom {
  start: string;
  end: string;
}

/**
 * GET …/slots: a day's slots on the business's calendar for an order of `type`: those starting while it is open,
 * no earlier than an order placed now can be ready, within the days orders may be placed ahead, with the room
 * each has left (`left` null when the business does not pace).
 */
export async function findDaySlots({
  db,
  context,
  date,
  type,
  now,
}: {
  db: Db;
  context: OrderingContext;
  date: string;
  type: OrderType;
  now: Date;
}): Promise<SlotView[]> {
  const starts = slotsOfDay({
    date,
    hours: readHours(context.config.hours),
    zone: zoneOf(context),
    earliest: earliestFor(context, type, now),
    // The server takes times up to ORDER_ADVANCE_DAYS × 24 h ahead (judge-cart.ts).
    latest: new Date(now.getTime() + ORDER_ADVANCE_DAYS * 24 * 3_600_000 - 60_000),
  });
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (!first || !last) return [];
  const caps = slotCapsOf(context);
  const counts = caps
    ? await slotCounts(db, context.business.id, first, new Date(last.getTime() + SLOT_MS))
    : new Map();
  return starts.map((start) => ({
    start: start.toISOString(),
    end: new Date(start.getTime() + SLOT_MS).toISOString(),
    ...slotRoom(caps, counts.get(start.getTime()) ?? NO_ORDERS),
  }));
}

/**
 * A rejected or cancelled order gives its place back. The order's hold is cleared and the slot's counts
 * lowered in one statement, so a second run (a retried job) gives back nothing.
 */
export const releaseSlot: MoveListener = async ({ db, order }) => {
  const slot = order.pacedSlot;
  if (!slot) return undefined;
  await db.execute(sql`with released as (
      update ${orders} set paced_slot = null
      where id = ${order.id} and paced_slot = ${slot.toISOString()}::timestamptz
      returning paced_items)
    update ${orderSlots} set orders = greatest(orders - 1, 0),
      items = greatest(items - (select paced_items from released), 0)
    where business_id = ${order.businessId} and slot_start = ${slot.toISOString()}::timestamptz
      and exists (select 1 from released)`);
  return { ...order, pacedSlot: null };
};
