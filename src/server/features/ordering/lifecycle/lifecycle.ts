import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  type OrderingSettings,
  type OrderStatus,
  type OrderType,
  ownerMovesInto,
  scheduledDueAt,
} from "../../../../shared/ordering/orders.ts";
import type { Db } from "../../../db/client.ts";
import { businesses, orders } from "../../../db/schema.ts";
import { jobRow } from "../../../jobs/define-job.ts";
import { type NewJob, queueJobs } from "../../../jobs/job-queue.ts";
import { escalateAt, ORDER_DUE_JOB, ORDER_ESCALATE_JOB, ORDER_MAIL_JOB } from "./order-kinds.ts";

// The life of an order, in one place: every change of its status goes through `move` below, which checks that
// the move is allowed for its reason, writes it as one conditional update (two callers at once cannot both move
// the order), then runs what follows the move: the listeners registered on it, all of them in one file and in
// the order they run (lifecycle-wiring.ts), and, when the order goes live, its mail and due jobs (`goLive`).
// Route handlers and jobs call this; none of them decides what follows a move.
//
// Live messages are not sent from here: a trigger on `orders` announces every new order and every change of
// status with pg_notify (channel order_live; drizzle/0012_orders.sql and the migrations after it, decisions 003
// and 008). Each app instance listens to the database, so a move made on any instance reaches every owner's
// dashboard and guest's page, whichever instance they are connected to. Keep it there: a message sent from this
// process would reach only the sockets of this instance.

export type OrderRow = typeof orders.$inferSelect;

/** Why an order moves: the owner's action, or what the system saw (a job, Stripe's webhook, the guest). */
export type MoveReason =
  /** The owner accepts, rejects, marks ready, hands to the driver, completes or cancels it on the dashboard. */
  | "owner"
  /** A scheduled order's time to prepare it has come (a job). */
  | "due"
  /** Its card payment is authorized (the webhook). */
  | "paid"
  /** The guest gave up on the card and pays in person. */
  | "in-person"
  /** Its card is held, but an item it names left the menu while the guest paid. */
  | "items-gone"
  /** Its card is held, but its time filled up or its promo code was used up while the guest paid. */
  | "no-room"
  /** Nobody paid it in time (a job). */
  | "pay-deadline"
  /** Its card is held, but the owner did not accept it in time (a job). */
  | "accept-deadline"
  /** Its card payment was cancelled at Stripe before the owner accepted it. */
  | "card-cancelled"
  /** The owner accepted it, but the card's hold is gone, so it can never be captured. */
  | "hold-gone"
  /** Money went back to the guest's card: the order does not move, but its "refunded" listeners run. */
  | "refund";

const UNACCEPTED: OrderStatus[] = ["PENDING_PAYMENT", "NEW", "SCHEDULED"];

/**
 * The statuses an order may leave for `to`, by reason. The owner's moves are the shared rule the dashboard shows
 * (`ownerMovesInto`); the system's are the few it makes, each from where it makes sense.
 */
export function movesInto(why: MoveReason, to: OrderStatus): OrderStatus[] {
  switch (why) {
    case "owner":
      return ownerMovesInto(to);
    case "due":
      return to === "NEW" ? ["SCHEDULED"] : [];
    case "paid":
    case "in-person":
      return to === "NEW" || to === "SCHEDULED" ? ["PENDING_PAYMENT"] : [];
    case "items-gone":
    case "no-room":
    case "pay-deadline":
      return to === "CANCELLED" ? ["PENDING_PAYMENT"] : [];
    case "accept-deadline":
      return to === "REJECTED" ? ["NEW", "SCHEDULED"] : [];
    case "card-cancelled":
      return to === "CANCELLED" ? UNACCEPTED : [];
    case "hold-gone":
      return to === "CANCELLED" ? ["ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED"] : [];
    case "refund":
      return [];
  }
}

/**
 * The moves only some types make, as a condition of the same update (`typeRefusesMove` says it in words): only a
 * delivery goes out with a driver, and a delivery at the pass is handed to the driver before it is delivered.
 */
function typeFits(to: OrderStatus): SQL | undefined {
  if (to === "OUT_FOR_DELIVERY") return eq(orders.type, "DELIVERY");
  if (to === "COMPLETED") return sql`not (${orders.type} = 'DELIVERY' and ${orders.status} = 'READY')`;
  return undefined;
}

/** A move that was written, as its listeners see it. */
export interface Move {
  /** The connection the move was written on: a transaction when the caller opened one. */
  db: Db;
  /** The order as the move left it. */
  order: OrderRow;
  to: OrderStatus;
  why: MoveReason;
  now: Date;
  /** When a scheduled order that went live becomes NEW; null for every other move. */
  dueAt: Date | null;
  log: MoveLog;
}

export interface MoveLog {
  warn(details: object, message: string): void;
}

/** What follows a move; it may answer the order as it left it (say, its card released). */
export type MoveListener = (move: Move) => Promise<OrderRow | undefined>;

/**
 * The event a listener waits for: a move into a status, the order going live (`goLive`), or a refund recorded
 * on it (`refunded`).
 */
export type MoveEvent = OrderStatus | "live" | "refunded";

export interface MoveOptions {
  /** Other columns written with the move (the owner's reason, a ready time, the payment's status). */
  changes?: PgUpdateSetSource<typeof orders>;
  /** A further condition the order must meet, checked in the same update. */
  where?: SQL;
  now?: Date;
  log?: MoveLog;
}

const QUIET: MoveLog = { warn: () => {} };

/** When an order that goes live now is made: NEW at once, or SCHEDULED until its time to prepare it. */
export function liveStatus(
  settings: OrderingSettings,
  type: OrderType,
  scheduledFor: Date | null,
  now: Date,
  zip?: string | null,
): { status: "NEW" | "SCHEDULED"; dueAt: Date | null } {
  if (!scheduledFor) return { status: "NEW", dueAt: null };
  const dueAt = scheduledDueAt(settings, type, scheduledFor, zip);
  return dueAt.getTime() > now.getTime() ? { status: "SCHEDULED", dueAt } : { status: "NEW", dueAt: null };
}

/**
 * The jobs an order comes with when it goes live: the owner's mail (at once), its escalation (a second mail if
 * nobody has taken it on after a while), and for a scheduled order the job that makes it NEW when due. The one
 * list of them: placing a cash order writes these in its one statement (order-write.ts `placedOrderJobs`), and
 * `goLive` queues the same for an order that goes live later.
 */
export function liveJobs({
  orderId,
  dueAt,
  now,
}: {
  orderId: string;
  dueAt: Date | null;
  now: Date;
}): NewJob[] {
  const payload = { orderId };
  return [
    jobRow(ORDER_MAIL_JOB, payload),
    jobRow(ORDER_ESCALATE_JOB, payload, escalateAt(dueAt ?? now)),
    ...(dueAt ? [jobRow(ORDER_DUE_JOB, payload, dueAt)] : []),
  ];
}

export class OrderLifecycle {
  private readonly listeners: { name: string; events: readonly MoveEvent[]; run: MoveListener }[] = [];

  /**
   * Runs `listener`, known as `name`, after every move into one of `events`, in the order listeners were
   * registered: only lifecycle-wiring.ts registers them.
   */
  on(name: string, events: readonly MoveEvent[], listener: MoveListener) {
    this.listeners.push({ name, events, run: listener });
  }

  /** The listeners, in the order they run, each with what it waits for. */
  listed(): { name: string; events: readonly MoveEvent[] }[] {
    return this.listeners.map(({ name, events }) => ({ name, events }));
  }

  /**
   * Moves the order to `to` for `why`, if that move is allowed from where it stands; then runs what follows.
   * Answers the order as the move and its listeners left it, or null when the move was refused (another move
   * came first, or it was never allowed from there): nothing was written then.
   */
  async move(
    db: Db,
    order: { id: string; status?: string },
    to: OrderStatus,
    why: MoveReason,
    options: MoveOptions = {},
  ): Promise<OrderRow | null> {
    const now = options.now ?? new Date();
    const moved = await this.write(db, order, to, why, { ...options, now });
    if (!moved) return null;
    return this.emit(to, { db, order: moved, to, why, now, dueAt: null, log: options.log ?? QUIET });
  }

  /**
   * An order goes live: it becomes NEW, or SCHEDULED until its time to prepare it, and then the owner's mail, its
   * escalation and the due job are queued with it (on `db`, so inside the caller's transaction) and the "live" listeners run.
   * Every path that makes a waiting order live comes here: a card payment authorized, a switch to paying in
   * person. Placing a cash order is live from its first write: `placeOrder` takes the same `liveStatus` and
   * `liveJobs` into its one statement (order-write.ts).
   */
  async goLive(
    db: Db,
    order: OrderRow,
    why: "paid" | "in-person",
    { settings, ...options }: MoveOptions & { settings: OrderingSettings },
  ): Promise<OrderRow | null> {
    const now = options.now ?? new Date();
    const { status, dueAt } = liveStatus(
      settings,
      order.type as OrderType,
      order.scheduledFor,
      now,
      order.customer.zip,
    );
    // Placing is refused during a pause, so an order going live during one was placed before it began.
    const placedBeforePause = sql<boolean>`exists (select 1 from ${businesses} where ${businesses.id} = ${orders.businessId} and ${businesses.pausedUntil} > ${now})`;
    const changes = { ...options.changes, placedBeforePause };
    const moved = await this.write(db, order, status, why, { ...options, changes, now });
    if (!moved) return null;
    // In the move's transaction, in one insert; whoever commits it wakes the worker.
    await queueJobs(db, liveJobs({ orderId: moved.id, dueAt, now }));
    const move: Move = { db, order: moved, to: status, why, now, dueAt, log: options.log ?? QUIET };
    const after = await this.emit("live", move);
    return this.emit(status, { ...move, order: after });
  }

  /**
   * A refund was recorded on the order (the owner's, or one made at Stripe and heard from its webhook): the
   * "refunded" listeners run with the order as the refund left it, on `db` (the webhook's transaction).
   */
  async refunded(db: Db, order: OrderRow, options: { now?: Date; log?: MoveLog } = {}): Promise<OrderRow> {
    const move: Move = {
      db,
      order,
      to: order.status as OrderStatus,
      why: "refund",
      now: options.now ?? new Date(),
      dueAt: null,
      log: options.log ?? QUIET,
    };
    return this.emit("refunded", move);
  }

  private async write(
    db: Db,
    order: { id: string; status?: string },
    to: OrderStatus,
    why: MoveReason,
    { changes, where, now = new Date() }: MoveOptions,
  ): Promise<OrderRow | null> {
    const from = movesInto(why, to);
    if (from.length === 0) return null;
    if (order.status !== undefined && !from.includes(order.status as OrderStatus)) return null;
    const [moved] = await db
      .update(orders)
      // The address an order waiting for its card came from is kept only while it waits (order-limits.ts).
      .set({ ...changes, status: to, updatedAt: now, payAddress: null })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from), typeFits(to), where))
      .returning();
    return moved ?? null;
  }

  private async emit(event: MoveEvent, move: Move): Promise<OrderRow> {
    let order = move.order;
    for (const listener of this.listeners)
      if (listener.events.includes(event)) order = (await listener.run({ ...move, order })) ?? order;
    return order;
  }
}
