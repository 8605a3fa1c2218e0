import type { Db } from "../../../db/client.ts";
import { preparedOnce } from "../../../db/prepared.ts";
import { createRush, type RushCounts } from "../../../db/rush.ts";
import { buildLookUp, buildRushLookUp, type LookUpShape } from "./look-up-statements.ts";
import type { OrderCallCount } from "./order-limits.ts";

// Guests' look-ups (their business, their call counted, their earlier order) in a rush share one statement
// (db/rush.ts). Each guest still gets their own count in the order they came (the second call from one address in
// a rush counts 2), and their own earlier order; a retry whose Idempotency-Key has its order is not counted, in a
// rush as alone. Had a shared statement committed before failing, its guests are counted again alone: that errs
// toward the limit.

export type GuestShape = "order" | "price";

/** What a guest's look-up asks besides the business. */
export interface GuestLookUp {
  businessId: string;
  count: OrderCallCount;
  /** Orders only. */
  idempotencyKey?: string;
}

type SingleLookUp = ReturnType<typeof buildLookUp>;
/** The look-up's row for one guest, as the single statement answers it; undefined when there is no such business. */
export type GuestHead = Awaited<ReturnType<SingleLookUp["execute"]>>[number];

const rushes = {
  order: createRush<GuestLookUp, GuestHead | undefined>({
    together: (db, guests) => lookUpTogether(db, "order", guests),
    alone: (db, guest) => lookUpAlone(db, "order", guest),
  }),
  price: createRush<GuestLookUp, GuestHead | undefined>({
    together: (db, guests) => lookUpTogether(db, "price", guests),
    alone: (db, guest) => lookUpAlone(db, "price", guest),
  }),
};

/** The look-up rushes of `db` so far, both kinds of call added up. */
export function rushCounts(db: Db): RushCounts {
  const order = rushes.order.counts(db);
  const price = rushes.price.counts(db);
  return {
    together: order.together + price.together,
    fellBack: order.fellBack + price.fellBack,
    apart: order.apart + price.apart,
  };
}

/** The guest's look-up, in one statement with the other guests of the business who asked in the same instant. */
export function lookUpGuest(db: Db, shape: GuestShape, guest: GuestLookUp): Promise<GuestHead | undefined> {
  // One statement serves one business, one kind of call and one window (the window is the statement's own).
  return rushes[shape].join(db, `${guest.businessId} ${guest.count.windowMs}`, guest);
}

/** One look-up in its own statement: a guest's (counted) or the rest's ("plain": the business alone). */
export async function lookUpAlone(
  db: Db,
  shape: LookUpShape,
  { businessId, count, idempotencyKey }: Partial<GuestLookUp> & { businessId: string },
): Promise<GuestHead | undefined> {
  const statement = preparedOnce(db, `ordering_look_up_${shape}`, (name) => buildLookUp(db, shape, name));
  const [head] = await statement.execute({
    businessId,
    ...(count ? { limitKey: count.key, windowMs: count.windowMs } : {}),
    ...(shape === "order" ? { idempotencyKey } : {}),
  });
  return head;
}

/** The guests' heads, in their order: one statement counts all their calls and finds their earlier orders. */
async function lookUpTogether(
  db: Db,
  shape: GuestShape,
  guests: GuestLookUp[],
): Promise<(GuestHead | undefined)[]> {
  const statement = preparedOnce(db, `ordering_look_up_${shape}_rush`, (name) =>
    buildRushLookUp(db, shape, name),
  );
  const first = guests[0] as GuestLookUp;
  const [row] = await statement.execute({
    businessId: first.businessId,
    windowMs: first.count.windowMs,
    counts: JSON.stringify(
      guests.map(({ count, idempotencyKey }) => ({ key: count.key, idem: idempotencyKey })),
    ),
    ...(shape === "order"
      ? { idempotencyKeys: JSON.stringify(guests.map((guest) => guest.idempotencyKey)) }
      : {}),
  });
  if (!row) return guests.map(() => undefined);
  const { calls, earlierOrders, ...business } = row;
  // Own keys only: an Idempotency-Key may be "constructor" or "toString".
  const earlierOf = ({ idempotencyKey }: GuestLookUp) =>
    idempotencyKey && earlierOrders && Object.hasOwn(earlierOrders, idempotencyKey)
      ? (earlierOrders[idempotencyKey] ?? null)
      : null;
  // A retry whose key has its order was not counted (the statement read the orders as it counted), so only the
  // others count here. A key's count is its total once every counted guest of the rush is counted; the guests
  // before the last with that key read it as they would have one after another (the last n, the one before n − 1…).
  const laterWithKey = new Map<string, number>();
  for (const guest of guests)
    if (!earlierOf(guest)) laterWithKey.set(guest.count.key, (laterWithKey.get(guest.count.key) ?? 0) + 1);
  return guests.map((guest) => {
    const earlierOrderId = earlierOf(guest);
    if (earlierOrderId) return { ...business, calls: 0, earlierOrderId };
    const later = (laterWithKey.get(guest.count.key) ?? 1) - 1;
    laterWithKey.set(guest.count.key, later);
    return { ...business, calls: (calls?.[guest.count.key] ?? 0) - later, earlierOrderId: null };
  });
}
