import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { buildLookUp, buildRushLookUp, type LookUpShape } from "./look-up-statements.ts";
import type { OrderCallCount } from "./order-limits.ts";

// In a rush, guests of one business order in the same instant, and each look-up was a statement of its own that
// the others waited behind (on PGlite, on the app's one thread). The guests' look-ups that reach this module in
// the same turn of the event loop are run as one statement instead: they are collected until `setImmediate`,
// which comes once Node has read every request that arrived with them, so a guest alone waits for nothing. Each
// guest still gets their own answer: their count in the order they came (the second call from one address in a
// rush counts 2), and their own earlier order. Should the shared statement fail, each guest's look-up runs alone,
// so one guest's error is never another's.

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

interface Waiting {
  guest: GuestLookUp;
  resolve(head: GuestHead | undefined): void;
  reject(error: unknown): void;
}

const rushes = new WeakMap<Db, Map<string, Waiting[]>>();

/** How a database's rushes were answered: together, or guest by guest after the shared statement failed. */
export interface RushCounts {
  together: number;
  fellBack: number;
}
const counts = new WeakMap<Db, RushCounts>();

/** The rushes of `db` so far: a shared statement that keeps failing shows as `fellBack` growing. */
export function rushCounts(db: Db): RushCounts {
  let mine = counts.get(db);
  if (!mine) {
    mine = { together: 0, fellBack: 0 };
    counts.set(db, mine);
  }
  return mine;
}

/** The guest's look-up, in one statement with the other guests of the business who asked in the same instant. */
export function lookUpGuest(db: Db, shape: GuestShape, guest: GuestLookUp): Promise<GuestHead | undefined> {
  let byBusiness = rushes.get(db);
  if (!byBusiness) {
    byBusiness = new Map();
    rushes.set(db, byBusiness);
  }
  // One statement serves one business, one kind of call and one window (the window is the statement's own).
  const key = `${shape} ${guest.businessId} ${guest.count.windowMs}`;
  let waiting = byBusiness.get(key);
  if (!waiting) {
    const rush: Waiting[] = [];
    waiting = rush;
    byBusiness.set(key, rush);
    setImmediate(() => {
      byBusiness.delete(key);
      void runRush(db, shape, rush);
    });
  }
  return new Promise((resolve, reject) => waiting.push({ guest, resolve, reject }));
}

async function runRush(db: Db, shape: GuestShape, rush: Waiting[]) {
  if (rush.length > 1) {
    try {
      const heads = await lookUpTogether(
        db,
        shape,
        rush.map(({ guest }) => guest),
      );
      rushCounts(db).together++;
      for (const [i, { resolve }] of rush.entries()) resolve(heads[i]);
      return;
    } catch {
      // Each guest alone below: a guest's error is then their own. (Had the statement committed before failing,
      // as on a connection lost on the way back, its guests are counted twice: that errs toward the limit.)
      rushCounts(db).fellBack++;
    }
  }
  await Promise.all(
    rush.map(({ guest, resolve, reject }) => lookUpAlone(db, shape, guest).then(resolve, reject)),
  );
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
  const perKey = new Map<string, number>();
  for (const { count } of guests) perKey.set(count.key, (perKey.get(count.key) ?? 0) + 1);
  // The upsert locks the keys' rows in this order: sorted, two rushes sharing keys on PostgreSQL never deadlock.
  const keysInOrder = [...perKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const first = guests[0] as GuestLookUp;
  const [row] = await statement.execute({
    businessId: first.businessId,
    windowMs: first.count.windowMs,
    counts: JSON.stringify(keysInOrder.map(([key, n]) => ({ key, n }))),
    ...(shape === "order"
      ? { idempotencyKeys: JSON.stringify(guests.map((guest) => guest.idempotencyKey)) }
      : {}),
  });
  if (!row) return guests.map(() => undefined);
  const { calls, earlierOrders, ...business } = row;
  // A key's count is its total once every guest of the rush is counted; the guests before the last with that key
  // read it as they would have one after another (the last n, the one before n − 1…).
  const laterWithKey = new Map(perKey);
  return guests.map((guest) => {
    const later = (laterWithKey.get(guest.count.key) ?? 1) - 1;
    laterWithKey.set(guest.count.key, later);
    return {
      ...business,
      calls: (calls?.[guest.count.key] ?? 0) - later,
      // Own keys only: an Idempotency-Key may be "constructor" or "toString".
      earlierOrderId:
        guest.idempotencyKey && earlierOrders && Object.hasOwn(earlierOrders, guest.idempotencyKey)
          ? (earlierOrders[guest.idempotencyKey] ?? null)
          : null,
    };
  });
}
