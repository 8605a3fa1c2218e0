import { describe, expect, it } from "vitest";
import {
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderPage,
  type OrderStatus,
} from "../../shared/ordering/orders.ts";
import { testOrder } from "../../shared/ordering/test-order.ts";
import { type CachedOrdersQuery, patchOrdersCache, patchPage } from "./order-cache-patch.ts";

// The dashboard's caches after one live order message: the cases an open Orders screen meets every service.

const prefix = ["orders", "b1"] as const;

function order(friendlyId: number, status: OrderStatus, changes: Partial<Order> = {}): Order {
  return testOrder({
    id: `o${friendlyId}`,
    friendlyId: String(friendlyId),
    status,
    readyAt: null,
    createdDate: "2026-11-26T12:00:00.000Z",
    updatedDate: "2026-11-26T12:00:00.000Z",
    ...changes,
  });
}

const pageOf = (list: Order[], hasNext = false, total = list.length): OrderPage => ({ list, hasNext, total });
const page = (tab: string, n: number, data: OrderPage): CachedOrdersQuery => ({
  key: [...prefix, "page", tab, n],
  data,
  isFetching: false,
});
const counts = (data: Record<string, number>): CachedOrdersQuery => ({
  key: [...prefix, "counts"],
  data,
  isFetching: false,
});
const setOf = (patch: ReturnType<typeof patchOrdersCache>, key: readonly unknown[]) =>
  patch.set.find((entry) => JSON.stringify(entry.key) === JSON.stringify(key))?.data;

describe("patchOrdersCache", () => {
  it("puts a new order first in the New and All lists, counts it, and leaves the other tabs alone", () => {
    const queries = [
      page("new", 0, pageOf([order(2, "NEW")])),
      page("all", 0, pageOf([order(2, "NEW"), order(1, "COMPLETED")])),
      page("done", 0, pageOf([order(1, "COMPLETED")])),
      counts({ new: 1, active: 0, done: 1, all: 2 }),
    ];
    const patch = patchOrdersCache({ prefix, change: "created", order: order(3, "NEW"), queries });
    expect(patch.invalidate).toEqual([]);
    expect(setOf(patch, [...prefix, "page", "new", 0])).toEqual(pageOf([order(3, "NEW"), order(2, "NEW")]));
    expect((setOf(patch, [...prefix, "page", "all", 0]) as OrderPage).list.map((o) => o.friendlyId)).toEqual([
      "3",
      "2",
      "1",
    ]);
    expect(setOf(patch, [...prefix, "page", "done", 0])).toBeUndefined();
    expect(setOf(patch, [...prefix, "counts"])).toEqual({ new: 2, active: 0, done: 1, all: 3 });
  });

  it("keeps a full first page at its size and says more follow", () => {
    const full = Array.from({ length: ORDERS_PAGE_SIZE }, (_, i) => order(ORDERS_PAGE_SIZE - i, "NEW"));
    const patch = patchOrdersCache({
      prefix,
      change: "created",
      order: order(ORDERS_PAGE_SIZE + 1, "NEW"),
      queries: [page("new", 0, pageOf(full))],
    });
    const next = setOf(patch, [...prefix, "page", "new", 0]) as OrderPage;
    expect(next.list).toHaveLength(ORDERS_PAGE_SIZE);
    expect(next.list[0]?.friendlyId).toBe(String(ORDERS_PAGE_SIZE + 1));
    expect(next.hasNext).toBe(true);
    expect(next.total).toBe(ORDERS_PAGE_SIZE + 1);
  });

  it("moves an accepted order from New to Active, and updates the order's own page", () => {
    const queries: CachedOrdersQuery[] = [
      page("new", 0, pageOf([order(3, "NEW"), order(2, "NEW")])),
      page("active", 0, pageOf([order(4, "ACCEPTED"), order(1, "READY")])),
      page("all", 0, pageOf([order(4, "ACCEPTED"), order(3, "NEW"), order(2, "NEW"), order(1, "READY")])),
      counts({ new: 2, active: 2, done: 0, all: 4 }),
      { key: [...prefix, "order", "o2"], data: order(2, "NEW"), isFetching: false },
      { key: [...prefix, "order", "o3"], data: order(3, "NEW"), isFetching: false },
    ];
    const accepted = order(2, "ACCEPTED", { readyAt: "2026-11-26T12:20:00.000Z" });
    const patch = patchOrdersCache({ prefix, change: "status", order: accepted, queries });
    expect(patch.invalidate).toEqual([]);
    expect(setOf(patch, [...prefix, "page", "new", 0])).toEqual(pageOf([order(3, "NEW")]));
    expect(setOf(patch, [...prefix, "page", "active", 0])).toEqual(
      pageOf([order(4, "ACCEPTED"), accepted, order(1, "READY")]),
    );
    expect((setOf(patch, [...prefix, "page", "all", 0]) as OrderPage).list[2]).toEqual(accepted);
    expect(setOf(patch, [...prefix, "counts"])).toEqual({ new: 1, active: 3, done: 0, all: 4 });
    expect(setOf(patch, [...prefix, "order", "o2"])).toEqual(accepted);
    expect(setOf(patch, [...prefix, "order", "o3"])).toBeUndefined();
  });

  it("marks an order opened where it shows, without moving any count", () => {
    const queries = [
      page("new", 0, pageOf([order(1, "NEW")])),
      counts({ new: 1, active: 0, done: 0, all: 1 }),
    ];
    const opened = order(1, "NEW", { openedDate: "2026-11-26T12:01:00.000Z" });
    const patch = patchOrdersCache({ prefix, change: "opened", order: opened, queries });
    expect(patch).toEqual({
      set: [{ key: [...prefix, "page", "new", 0], data: pageOf([opened]) }],
      invalidate: [],
    });
  });

  it("changes nothing for an order of another location", () => {
    const queries = [
      page("new", 0, pageOf([order(1, "NEW")])),
      counts({ new: 1, active: 0, done: 0, all: 1 }),
    ];
    const elsewhere = order(7, "NEW", { id: "x7", businessId: "b2" });
    expect(patchOrdersCache({ prefix, change: "created", order: elsewhere, queries })).toEqual({
      set: [],
      invalidate: [],
    });
    // And the other location's caches, held beside these, are not this business's to patch.
    const other = [{ ...page("new", 0, pageOf([])), key: ["orders", "b2", "page", "new", 0] }];
    expect(patchOrdersCache({ prefix, change: "created", order: order(8, "NEW"), queries: other })).toEqual({
      set: [],
      invalidate: [],
    });
  });

  it("asks again only for what it cannot judge: an unknown earlier status, a fetch in flight, an unknown query", () => {
    const queries: CachedOrdersQuery[] = [
      // Order 9 sorts after this full page: whether it was in New before is unknown.
      page("new", 0, pageOf([order(20, "NEW"), order(15, "NEW")], true, 30)),
      counts({ new: 30, active: 0, done: 0, all: 30 }),
      { ...page("all", 0, pageOf([order(20, "NEW")])), isFetching: true },
      { key: [...prefix, "search", "Ana"], data: [], isFetching: false },
    ];
    const patch = patchOrdersCache({ prefix, change: "status", order: order(9, "ACCEPTED"), queries });
    expect(patch.set).toEqual([]);
    expect(patch.invalidate).toEqual([
      [...prefix, "page", "new", 0],
      [...prefix, "counts"],
      [...prefix, "page", "all", 0],
      [...prefix, "search", "Ana"],
    ]);
    // What the live channel said of it earlier settles it: it was NEW, on a later page, so only the total moves.
    const known = patchOrdersCache({
      prefix,
      change: "status",
      order: order(9, "ACCEPTED"),
      queries: queries.slice(0, 2),
      heard: { status: "NEW", updatedDate: order(9, "NEW").updatedDate },
    });
    expect(known.invalidate).toEqual([]);
    expect(setOf(known, [...prefix, "page", "new", 0])).toMatchObject({ total: 29, hasNext: true });
    expect(setOf(known, [...prefix, "counts"])).toEqual({ new: 29, active: 1, done: 0, all: 30 });
  });

  it("counts an online-card order only once its payment makes it NEW", () => {
    const queries = [page("new", 0, pageOf([])), counts({ new: 0, active: 0, done: 0, all: 0 })];
    const waiting = patchOrdersCache({
      prefix,
      change: "created",
      order: order(1, "PENDING_PAYMENT"),
      queries,
    });
    expect(waiting).toEqual({ set: [], invalidate: [] });
    const paid = patchOrdersCache({
      prefix,
      change: "status",
      order: order(1, "NEW"),
      queries,
      heard: { status: "PENDING_PAYMENT", updatedDate: order(1, "NEW").updatedDate },
    });
    expect(setOf(paid, [...prefix, "page", "new", 0])).toEqual(pageOf([order(1, "NEW")]));
    expect(setOf(paid, [...prefix, "counts"])).toEqual({ new: 1, active: 0, done: 0, all: 1 });
  });
});

describe("a change heard twice or out of turn", () => {
  const later = "2026-11-26T12:05:00.000Z";
  const queries = () => [
    page("new", 0, pageOf([order(2, "NEW"), order(1, "NEW")])),
    page("active", 0, pageOf([])),
    counts({ new: 2, active: 0, done: 0, all: 2 }),
  ];

  it("counts an owner's move once when its own answer and its live message both arrive", () => {
    const accepted = order(2, "ACCEPTED", { updatedDate: later });
    const first = patchOrdersCache({ prefix, change: "status", order: accepted, queries: queries() });
    expect(setOf(first, [...prefix, "counts"])).toEqual({ new: 1, active: 1, done: 0, all: 2 });
    // The caches as the first patch left them; then the same change again.
    const applied = queries().map((query) => ({
      ...query,
      data: setOf(first, query.key) ?? query.data,
    }));
    const again = patchOrdersCache({ prefix, change: "status", order: accepted, queries: applied });
    expect(again.invalidate).toEqual([]);
    expect(setOf(again, [...prefix, "counts"])).toBeUndefined();
    expect(setOf(again, [...prefix, "page", "new", 0])).toBeUndefined();
    expect(setOf(again, [...prefix, "page", "active", 0])).toEqual(pageOf([accepted]));
  });

  it("keeps what shows when the message is older than it", () => {
    const shown = [page("active", 0, pageOf([order(2, "ACCEPTED", { updatedDate: later })]))];
    expect(patchOrdersCache({ prefix, change: "status", order: order(2, "NEW"), queries: shown })).toEqual({
      set: [],
      invalidate: [],
    });
  });

  it("does not add a new order twice when a refetch already brought it", () => {
    const patch = patchOrdersCache({ prefix, change: "created", order: order(2, "NEW"), queries: queries() });
    expect(patch.invalidate).toEqual([]);
    expect(setOf(patch, [...prefix, "page", "new", 0])).toEqual(pageOf([order(2, "NEW"), order(1, "NEW")]));
    expect(setOf(patch, [...prefix, "counts"])).toBeUndefined();
  });
});

describe("patchPage on later pages", () => {
  const second = pageOf([order(10, "NEW"), order(9, "NEW")], true, 45);

  it("cannot take an order that belongs on an earlier page: that page's last order moves onto this one", () => {
    expect(patchPage(1, second, order(50, "NEW"), false, true)).toBe("invalidate");
  });

  it("counts an order that sorts after it without changing its rows", () => {
    expect(patchPage(1, second, order(3, "NEW"), false, true)).toEqual({ data: { ...second, total: 46 } });
  });

  it("cannot drop an order while a next page would fill the gap", () => {
    expect(patchPage(1, second, order(10, "ACCEPTED"), true, false)).toBe("invalidate");
    const lastPage = pageOf([order(10, "NEW"), order(9, "NEW")], false, 42);
    expect(patchPage(2, lastPage, order(10, "ACCEPTED"), true, false)).toEqual({
      data: pageOf([order(9, "NEW")], false, 41),
    });
  });
});
