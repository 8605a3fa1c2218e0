import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { businesses, orders, paymentAccounts, publications, rateLimits, taxes } from "../../../db/schema.ts";
import { countAgain, windowEnd } from "../../auth/request-limits.ts";
import { soldOutColumn } from "../../service/sold-out.repository.ts";
import { servingColumns, withServing } from "../../subscriptions/location-serving.ts";
import { countedCalls } from "./order-limits.ts";

// The look-up's statements: what placing or pricing needs to know about a business, in one statement with the
// guest's own parts (the call counted against the guest's limit, an earlier order with the Idempotency-Key). A
// retry whose Idempotency-Key already has its order is not counted: it only reads the answer stored, so a guest
// whose answer was lost gets it even once the limit is reached, and retries never bring a guest nearer to it. Each
// is built once per database and prepared (db/prepared.ts): building a statement this size cost drizzle more than
// the database took to run it, and PostgreSQL plans it once per connection instead of on every call.

/** A guest's order (counted, with its Idempotency-Key), a guest's price (counted), or the rest (neither). */
export type LookUpShape = "order" | "price" | "plain";

const p = sql.placeholder;

/** The business's own columns: the same for every guest who orders from it. */
function businessColumns() {
  return {
    business: businesses,
    version: publications.version,
    chargesEnabled: paymentAccounts.chargesEnabled,
    ...servingColumns,
    taxes: sql<{ label: string; type: string; valueHundredths: number }[]>`(
      select coalesce(json_agg(json_build_object('label', t.label, 'type', t.type, 'valueHundredths', t.value_hundredths)
        order by t.created_at, t.id), '[]'::json)
      from ${taxes} as t where t.business_id = ${businesses.id})`,
    soldOut: soldOutColumn,
  };
}

/** The business `businessId`, its publication, payment account and plan, with `columns` beside them. */
function selectBusiness<C extends Record<string, SQL<unknown>>>(
  db: Db,
  ctes: Parameters<Db["with"]>,
  columns: C,
  name: string,
) {
  return withServing(
    db
      .with(...ctes)
      .select({ ...businessColumns(), ...columns })
      .from(businesses)
      .leftJoin(publications, eq(publications.businessId, businesses.id))
      .leftJoin(paymentAccounts, eq(paymentAccounts.memberId, businesses.memberId))
      .$dynamic(),
  )
    .where(eq(businesses.id, p("businessId")))
    .limit(1)
    .prepare(name);
}

/** Whether the business has an order with the Idempotency-Key `idempotencyKey` (SQL text, null for none). */
const hasOrderWithKey = (idempotencyKey: SQL) =>
  sql`exists (select 1 from ${orders} as o
    where o.business_id = ${p("businessId")}::text and o.idempotency_key = ${idempotencyKey})`;

/** An order's call counted, unless its Idempotency-Key already has its order (a retry, answered as stored). */
function countedOrderCall(db: Db) {
  return db.$with("counted", { key: rateLimits.key, count: rateLimits.count }).as(
    sql`insert into ${rateLimits} (key, count, resets_at)
      select ${p("limitKey")}::text, 1, ${windowEnd(p("windowMs"))}
      where not ${hasOrderWithKey(sql`${p("idempotencyKey")}::text`)}
      on conflict (key) do update set count = ${countAgain.count}, resets_at = ${countAgain.resetsAt}
      returning key, count`,
  );
}

/**
 * One guest's look-up: `calls` is the guest's count in the window, once this call is counted (null for an order
 * whose Idempotency-Key already has its order: not counted).
 */
export function buildLookUp(db: Db, shape: LookUpShape, name: string) {
  const counted = shape === "plain" ? null : shape === "order" ? countedOrderCall(db) : countedCalls(db);
  return selectBusiness(
    db,
    counted ? [counted] : [],
    {
      calls: counted ? sql<number>`(select max(count) from ${counted})` : sql<number>`0`,
      earlierOrderId:
        shape === "order"
          ? sql<
              string | null
            >`(select o.id from ${orders} as o where o.business_id = ${businesses.id} and o.idempotency_key = ${p("idempotencyKey")})`
          : sql<string | null>`null`,
    },
    name,
  );
}

/**
 * The look-up of several guests of one business at once, as one statement (look-up-rush.ts). `counts` is a JSON
 * list of `{key, idem?}`, one per guest: their limit key and, for an order, its Idempotency-Key; `calls` answers
 * each key's count once all of them are counted, an order whose key already has its order not counted (as alone).
 * `idempotencyKeys` (a JSON list, orders only) finds the guests' earlier orders: `earlierOrders` maps each key
 * found to its order.
 */
export function buildRushLookUp(db: Db, shape: Exclude<LookUpShape, "plain">, name: string) {
  // The upsert locks the keys' rows in key order: two rushes sharing keys on PostgreSQL never deadlock.
  const counted = db.$with("counted", { key: rateLimits.key, count: rateLimits.count }).as(
    sql`insert into ${rateLimits} (key, count, resets_at)
      select c.key, count(*)::integer, ${windowEnd(p("windowMs"))}
      from json_to_recordset(${p("counts")}::json) as c(key text, idem text)
      where c.idem is null or not ${hasOrderWithKey(sql`c.idem`)}
      group by c.key
      order by c.key
      on conflict (key) do update set count = ${countAgain.count}, resets_at = ${countAgain.resetsAt}
      returning key, count`,
  );
  const earlierOrders: SQL<Record<string, string> | null> =
    shape === "order"
      ? sql`(select json_object_agg(o.idempotency_key, o.id) from ${orders} as o
          where o.business_id = ${businesses.id}
            and o.idempotency_key in (select json_array_elements_text(${p("idempotencyKeys")}::json)))`
      : sql`null`;
  return selectBusiness(
    db,
    [counted],
    {
      calls: sql<Record<string, number>>`(select json_object_agg(key, count) from ${counted})`,
      earlierOrders,
    },
    name,
  );
}
