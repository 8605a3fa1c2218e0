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
  const isOver = sql`${rateLimits.resetsAt} <= now()`;
  return db
    .insert(rateLimits)
    .values(
      keys.map((key) => ({
        key,
        count: 1,
        resetsAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${isOver} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetsAt: sql`CASE WHEN ${isOver} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
}
