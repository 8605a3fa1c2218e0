import { type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";

/**
 * Counts one request against each key's limit in a fixed window and says whether all of them are still within
 * it. One upsert raises every counter atomically (`ON CONFLICT … DO UPDATE SET count = count + 1 RETURNING`), so
 * simultaneous requests, on any number of app instances, never count the same slot twice.
 */
export async function isWithinLimits({
  db,
  windowMs,
  limits,
}: {
  db: Db;
  windowMs: number;
  limits: { key: string; max: number }[];
}): Promise<boolean> {
  const counted = await countCalls(
    db,
    windowMs,
    limits.map(({ key }) => key),
  );
  return limits.every(({ key, max }) => (counted.find((row) => row.key === key)?.count ?? 0) <= max);
}

/**
 * The upsert that counts one call against each key, answering each key's count in this window. Not yet run: a
 * caller may await it or read it as a CTE in a statement of its own (an order's look-up, order-limits.ts), where
 * the window and the key may be placeholders of a prepared statement.
 */
export function countCalls(db: Db, windowMs: number | Placeholder, keys: (string | Placeholder)[]) {
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, resetsAt: windowEnd(windowMs) })))
    .onConflictDoUpdate({ target: rateLimits.key, set: countAgain })
    .returning({ key: rateLimits.key, count: rateLimits.count });
}

/** When a window starting now ends. */
export function windowEnd(windowMs: number | Placeholder) {
  return sql`now() + ${windowMs}::integer * interval '1 millisecond'`;
}

const isOver = sql`${rateLimits.resetsAt} <= now()`;

/**
 * What an upsert of calls does to a key counted before: its window goes on with the new calls added, or, once
 * over, starts again with them (`excluded` is the row the upsert tried to insert).
 */
export const countAgain = {
  count: sql`CASE WHEN ${isOver} THEN excluded.count ELSE ${rateLimits.count} + excluded.count END`,
  resetsAt: sql`CASE WHEN ${isOver} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
};
