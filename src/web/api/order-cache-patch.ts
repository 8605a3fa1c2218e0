import type { OrderChangeKind } from "../../shared/live/live.ts";
import {
  ORDER_TABS,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderPage,
  type OrderStatus,
  type OrderTab,
} from "../../shared/ordering/orders.ts";

// What one live order message changes in the dashboard's cached orders queries, worked out without asking the
// server: the order is replaced where it shows, put in place in the lists of the tab it entered, taken out of
// those it left, and the tab counts move. A list whose page this cannot judge (an order arriving on an earlier
// page pushes one in from the page before, an order leaving pulls one up from the next) is named for a refetch,
// alone. Pure, so every case can be tested without a browser (order-cache-patch.test.ts).

/** A cached query under the business's orders key, as react-query holds it. */
export interface CachedOrdersQuery {
  key: readonly unknown[];
  data: unknown;
  /** A fetch in flight may answer with the order as it was before: such a query is asked again instead. */
  isFetching: boolean;
}

export interface OrdersCachePatch {
  set: { key: readonly unknown[]; data: unknown }[];
  invalidate: (readonly unknown[])[];
}

export type TabCounts = Record<OrderTab, number>;

const TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];
const inTab = (tab: OrderTab, status: OrderStatus) =>
  (ORDER_TABS[tab] as readonly OrderStatus[]).includes(status);
/** Lists are newest first: by the friendly number, which counts up per business. */
const rank = (order: Order) => Number(order.friendlyId);

type Outcome = { data: OrderPage } | "unchanged" | "invalidate";

/** An order's status as of a time: what the dashboard last knew of it. */
export interface KnownOrderState {
  status: OrderStatus;
  updatedDate: string;
}

/**
 * The newest copy of the order the dashboard holds: in a cached list or detail, or as the live channel or an
 * owner's move last gave it. Every change of status moves `updatedDate`, so the newest copy carries the status
 * the order had before this message, or already has it when this message was applied by another way first (the
 * owner's own move answers and is announced).
 */
export function newestKnown(
  orderId: string,
  queries: readonly CachedOrdersQuery[],
  heard: KnownOrderState | undefined,
): KnownOrderState | undefined {
  let newest = heard;
  for (const { data } of queries) {
    const copy = isOrder(data)
      ? data
      : isOrderPage(data)
        ? data.list.find((o) => o.id === orderId)
        : undefined;
    if (copy?.id === orderId && (!newest || copy.updatedDate > newest.updatedDate)) newest = copy;
  }
  return newest && { status: newest.status, updatedDate: newest.updatedDate };
}

/** One page of one tab, after the order changed; `wasIn` undefined when its earlier status is unknown. */
export function patchPage(
  page: number,
  data: OrderPage,
  order: Order,
  wasIn: boolean | undefined,
  isIn: boolean,
): Outcome {
  const at = data.list.findIndex((o) => o.id === order.id);
  if (at >= 0) {
    if (isIn) return { data: { ...data, list: data.list.map((o, i) => (i === at ? order : o)) } };
    // It leaves: the first order of the next page would move up, and this page cannot know which it is.
    if (data.hasNext) return "invalidate";
    return { data: { list: data.list.filter((_, i) => i !== at), hasNext: false, total: data.total - 1 } };
  }
  const first = data.list[0];
  const last = data.list.at(-1);
  // Where the order sorts against this page: before it (on an earlier page), after it (on a later one), or on it.
  const isBefore = page > 0 && (!first || rank(order) > rank(first));
  const isAfter = data.hasNext && last !== undefined && rank(order) < rank(last);
  let was = wasIn;
  if (was === undefined) {
    // Absent from the page where it would sort: it was not in this tab. Elsewhere nothing tells.
    if (isBefore || isAfter) return "invalidate";
    was = false;
  }
  if (was === isIn) {
    // Still in this tab on another page (nothing here moves), or in neither: unchanged. Missing from the page
    // where it sorts although it was in the tab, the cache is behind: read again.
    return was && !isBefore && !isAfter ? "invalidate" : "unchanged";
  }
  if (isIn) {
    // Arriving on an earlier page pushes that page's last order onto this one.
    if (isBefore) return "invalidate";
    if (isAfter) return { data: { ...data, total: data.total + 1 } };
    const list = [...data.list];
    const index = list.findIndex((o) => rank(o) < rank(order));
    list.splice(index < 0 ? list.length : index, 0, order);
    const isFull = list.length > ORDERS_PAGE_SIZE;
    return {
      data: {
        list: isFull ? list.slice(0, ORDERS_PAGE_SIZE) : list,
        hasNext: data.hasNext || isFull,
        total: data.total + 1,
      },
    };
  }
  // Leaving from an earlier page pulls this page's first order up onto it.
  if (isBefore) return "invalidate";
  if (isAfter) return { data: { ...data, total: data.total - 1 } };
  return "invalidate";
}

/** The tabs' counts after the order moved from `previous` (null: it is new) to its status now. */
export function patchCounts(counts: TabCounts, previous: OrderStatus | null, order: Order): TabCounts {
  const next = { ...counts };
  for (const tab of TAB_NAMES) {
    const delta = Number(inTab(tab, order.status)) - Number(previous !== null && inTab(tab, previous));
    next[tab] = Math.max(0, (next[tab] ?? 0) + delta);
  }
  return next;
}

/**
 * Every change one message makes to the business's cached orders queries (keys `[...prefix, "page", tab, page]`,
 * `[...prefix, "counts"]`, `[...prefix, "order", id]`). An order of another business (another location) changes
 * nothing here. A query of a shape this does not know is read again rather than guessed at.
 */
export function patchOrdersCache({
  prefix,
  change,
  order,
  queries,
  heard,
}: {
  prefix: readonly unknown[];
  change: OrderChangeKind;
  order: Order;
  queries: readonly CachedOrdersQuery[];
  /** What the live channel or an owner's move last said of this order, if anything. */
  heard?: KnownOrderState | undefined;
}): OrdersCachePatch {
  const patch: OrdersCachePatch = { set: [], invalidate: [] };
  const businessId = prefix[1];
  if (order.businessId !== businessId) return patch;
  const own = queries.filter(({ key }) => prefix.every((part, i) => key[i] === part));
  const known = newestKnown(order.id, own, heard);
  // Older than what the dashboard already shows (two changes close together, heard out of turn): kept as is.
  if (known && order.updatedDate < known.updatedDate) return patch;
  // The status before: as last known; else none for a new order; else unchanged by an opening or a payment;
  // else unknown, and what depends on it is read again.
  const previous = known
    ? known.status
    : change === "created"
      ? null
      : change === "status"
        ? undefined
        : order.status;
  for (const query of own) {
    const { key, data } = query;
    const [kind, ...rest] = key.slice(prefix.length);
    if (data === undefined) continue; // never loaded: it will read the order as it is when it loads
    if (query.isFetching) {
      patch.invalidate.push(key);
      continue;
    }
    if (kind === "order") {
      if (rest[0] === order.id) patch.set.push({ key, data: order });
      continue;
    }
    if (kind === "counts") {
      if (previous === undefined) {
        patch.invalidate.push(key);
        continue;
      }
      const next = patchCounts(data as TabCounts, previous, order);
      if (TAB_NAMES.some((tab) => next[tab] !== (data as TabCounts)[tab]))
        patch.set.push({ key, data: next });
      continue;
    }
    const [tab, page] = rest;
    if (
      kind !== "page" ||
      !TAB_NAMES.includes(tab as OrderTab) ||
      typeof page !== "number" ||
      !isOrderPage(data)
    ) {
      patch.invalidate.push(key);
      continue;
    }
    const wasIn = previous === undefined ? undefined : previous !== null && inTab(tab as OrderTab, previous);
    const outcome = patchPage(page, data, order, wasIn, inTab(tab as OrderTab, order.status));
    if (outcome === "invalidate") patch.invalidate.push(key);
    else if (outcome !== "unchanged") patch.set.push({ key, data: outcome.data });
  }
  return patch;
}

function isOrder(data: unknown): data is Order {
  return typeof data === "object" && data !== null && "friendlyId" in data && "status" in data;
}

function isOrderPage(data: unknown): data is OrderPage {
  return typeof data === "object" && data !== null && Array.isArray((data as OrderPage).list);
}
