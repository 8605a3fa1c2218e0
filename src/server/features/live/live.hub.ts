import { randomUUID } from "node:crypto";
import {
  type LiveHealth,
  type LiveMessage,
  ORDER_CHANGES,
  type OrderChangeKind,
  RESERVATION_CHANGES,
  type ReservationChangeKind,
} from "../../../shared/live/live.ts";
import { ORDER_STATUSES, type Order, type OrderStatus } from "../../../shared/ordering/orders.ts";
import type { Reservation } from "../../../shared/reservations/reservations.ts";
import type { Listen } from "../../db/client.ts";

// Realtime: the database announces every menu change on "menu_live" and every new order or status change on
// "order_live" (triggers, drizzle/0007 and the orders migration). Each app instance listens once and hands a
// change to its own open sockets of that business, and to the guests following that order, so every window
// agrees whichever instance it is connected to, without polling (docs/decisions/003, 008).
//
// An order's message carries the order as it is now, so dashboards update their lists without asking again.
// The order is read once per notification on this instance, whatever the number of sockets, and only when one
// of that business's sockets is open here: with no dashboard open, an order costs no extra read.

export const MENU_CHANNEL = "menu_live";
export const ORDER_CHANNEL = "order_live";
export const RESERVATION_CHANNEL = "reservation_live";
/** GET /v1/public/businesses/mqstatus sends a token here and waits to hear it back. */
export const PROBE_CHANNEL = "live_probe";
const PROBE_TIMEOUT_MS = 2_000;
/** Guests polling the health call share one probe in flight and its answer for this long. */
const PROBE_KEPT_MS = 1_000;

interface MenuChange {
  businessId: string;
  menuId: string;
  version: number;
}

interface OrderChange {
  businessId: string;
  orderId: string;
  /** Null while the order waits for its card. */
  friendlyId: number | null;
  status: OrderStatus;
  change: OrderChangeKind;
}

export interface LiveSocket {
  send(data: string): void;
}

export interface LiveHub {
  /** Hands the business's changes to this socket until the returned function is called. */
  add(businessId: string, socket: LiveSocket): () => void;
  /**
   * Calls `onChange` after each change of one order, and after the database link came back (a change may have
   * been missed), until the returned function is called. The guest's stream reads the order again then.
   */
  watchOrder(orderId: string, onChange: () => void): () => void;
  /** How many guests follow this order on this instance. */
  orderWatchers(orderId: string): number;
  /**
   * `mqstatus`: is the realtime channel working? `notify` sends the payload on PROBE_CHANNEL
   * through the database; the channel is up when this instance's listener hears it, as it hears menu changes.
   */
  health(notify: (payload: string) => Promise<void>): Promise<LiveHealth>;
  close(): Promise<void>;
}

function parse(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readMenuChange(payload: string): MenuChange | null {
  const value = parse(payload);
  if (!value || typeof value.businessId !== "string" || typeof value.menuId !== "string") return null;
  if (typeof value.version !== "number") return null;
  return { businessId: value.businessId, menuId: value.menuId, version: value.version };
}

function readOrderChange(payload: string): OrderChange | null {
  const value = parse(payload);
  if (!value || typeof value.businessId !== "string" || typeof value.orderId !== "string") return null;
  if (value.friendlyId !== null && typeof value.friendlyId !== "number") return null;
  if (!ORDER_STATUSES.includes(value.status as OrderStatus)) return null;
  if (!ORDER_CHANGES.includes(value.change as OrderChangeKind)) return null;
  return value as unknown as OrderChange;
}

interface ReservationChange {
  businessId: string;
  reservationId: string;
  change: ReservationChangeKind;
}

function readReservationChange(payload: string): ReservationChange | null {
  const value = parse(payload);
  if (!value || typeof value.businessId !== "string" || typeof value.reservationId !== "string") return null;
  if (!RESERVATION_CHANGES.includes(value.change as ReservationChangeKind)) return null;
  return value as unknown as ReservationChange;
}

/** Reads one booking as the host's book shows it, with its day on the business's calendar; null once gone. */
export type LoadReservation = (
  reservationId: string,
) => Promise<{ reservation: Reservation; date: string } | null>;

/** Keeps sets of listeners by key, dropping a key's set once it is empty. */
class Registry<T> {
  readonly byKey = new Map<string, Set<T>>();
  add(key: string, value: T): () => void {
    const set = this.byKey.get(key) ?? new Set();
    set.add(value);
    this.byKey.set(key, set);
    return () => {
      set.delete(value);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }
  get(key: string): ReadonlySet<T> {
    return this.byKey.get(key) ?? new Set();
  }
}

/** Reads one order as the dashboard shows it; null once it no longer exists. */
export type LoadOrder = (orderId: string) => Promise<Order | null>;

/**
 * Runs each business's tasks one after another, so the order messages a dashboard receives keep the order of
 * the notifications even when one order takes longer to read than the next.
 */
function inSequence() {
  const tails = new Map<string, Promise<void>>();
  return (key: string, task: () => Promise<void>) => {
    // A task that fails must not hold back the business's later messages (sendOrder answers its own failures).
    const next = (tails.get(key) ?? Promise.resolve()).then(task).catch(() => undefined);
    tails.set(key, next);
    void next.finally(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
  };
}

/** Starts hearing the database; the hub is ready once LISTEN is in place. */
export async function createLiveHub(
  listen: Listen,
  loadOrder: LoadOrder,
  loadReservation: LoadReservation,
): Promise<LiveHub> {
  const sockets = new Registry<LiveSocket>();
  const forBusiness = inSequence();
  const orderWatchers = new Registry<() => void>();
  const send = (businessId: string, message: LiveMessage) => {
    const text = JSON.stringify(message);
    for (const socket of sockets.get(businessId)) socket.send(text);
  };
  // The database connection dropped and came back: changes may have been missed, so every window checks.
  const onGap = () => {
    const text = JSON.stringify({ type: "resync" } satisfies LiveMessage);
    for (const set of sockets.byKey.values()) for (const socket of set) socket.send(text);
    for (const set of orderWatchers.byKey.values()) for (const onChange of set) onChange();
  };
  const unlistenMenus = await listen(
    MENU_CHANNEL,
    (payload) => {
      const change = readMenuChange(payload);
      if (change) send(change.businessId, { type: "menu", menuId: change.menuId, version: change.version });
    },
    onGap,
  );
  const sendOrder = async (change: OrderChange) => {
    const { businessId } = change;
    if (sockets.get(businessId).size === 0) return;
    let order: Order | null;
    try {
      order = await loadOrder(change.orderId);
    } catch {
      // The change cannot be shown as it is: the business's dashboards read everything again instead.
      send(businessId, { type: "resync" });
      return;
    }
    // Gone in between (its business was deleted): there is nothing left to show.
    if (order) send(businessId, { type: "order", change: change.change, order });
  };
  const unlistenOrders = await listen(ORDER_CHANNEL, (payload) => {
    const change = readOrderChange(payload);
    if (!change) return;
    forBusiness(change.businessId, () => sendOrder(change));
    // The guest sees nothing of an order being opened on the dashboard.
    if (change.change === "opened") return;
    for (const onChange of orderWatchers.get(change.orderId)) onChange();
  });
  const sendReservation = async (change: ReservationChange) => {
    const { businessId } = change;
    if (sockets.get(businessId).size === 0) return;
    let found: Awaited<ReturnType<LoadReservation>>;
    try {
      found = await loadReservation(change.reservationId);
    } catch {
      send(businessId, { type: "resync" });
      return;
    }
    if (found) send(businessId, { type: "reservation", change: change.change, ...found });
  };
  const unlistenReservations = await listen(RESERVATION_CHANNEL, (payload) => {
    const change = readReservationChange(payload);
    if (change) forBusiness(change.businessId, () => sendReservation(change));
  });
  const probes = new Map<string, () => void>();
  const unlistenProbe = await listen(PROBE_CHANNEL, (payload) => probes.get(payload)?.());
  let lastHealth: { at: number; answer: Promise<LiveHealth> } | null = null;
  const probe = async (notify: (payload: string) => Promise<void>): Promise<LiveHealth> => {
    const token = randomUUID();
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      probes.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      await notify(token);
      const up = await heard;
      return {
        up,
        roundTripMs: up ? Math.round((performance.now() - started) * 10) / 10 : null,
        checkedAt: new Date().toISOString(),
      };
    } catch {
      // The database refused the notification: the channel is down, which is the answer, not an error.
      return { up: false, roundTripMs: null, checkedAt: new Date().toISOString() };
    } finally {
      clearTimeout(timer);
      probes.delete(token);
    }
  };
  return {
    add: (businessId, socket) => sockets.add(businessId, socket),
    health: (notify) => {
      // While a probe is in flight `at` is Infinity: everyone waits for it; its answer is kept a moment after.
      if (lastHealth && Date.now() - lastHealth.at < PROBE_KEPT_MS) return lastHealth.answer;
      const entry = { at: Number.POSITIVE_INFINITY, answer: probe(notify) };
      lastHealth = entry;
      void entry.answer.finally(() => {
        entry.at = Date.now();
      });
      return entry.answer;
    },
    watchOrder: (orderId, onChange) => orderWatchers.add(orderId, onChange),
    orderWatchers: (orderId) => orderWatchers.get(orderId).size,
    close: async () => {
      await unlistenMenus();
      await unlistenOrders();
      await unlistenReservations();
      await unlistenProbe();
    },
  };
}
