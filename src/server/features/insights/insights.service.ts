import { type SQL, sql } from "drizzle-orm";
import { currencyOf } from "../../../shared/common/money.ts";
import { isKnownTimeZone } from "../../../shared/hours/hours-schema.ts";
import {
  COUNTED_STATUSES,
  daysOfRange,
  INSIGHTS_ITEMS_MAX,
  type Insights,
  type InsightsQuery,
} from "../../../shared/insights/insights.ts";
import type { OrderType, PaymentMethod } from "../../../shared/ordering/order-rules.ts";
import type { Db } from "../../db/client.ts";
import type { BusinessScope } from "../../db/tenancy.ts";

// A business's sales over a range of its own days, summed by the database: one scan of the range's orders
// for the totals and their splits, one for the items, one for the guests, one for the funnel.

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  // Both engines' raw results carry `rows`.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * How the business's clock reads an instant, in SQL: its IANA zone when it has a known one (daylight saving
 * included), else its fixed offset from UTC in minutes.
 */
export interface SqlZone {
  /** The local wall time of a timestamptz expression. */
  local(instant: SQL): SQL;
  /** The instant a local day ("YYYY-MM-DD") begins. */
  dayStart(day: string): SQL;
}

export function sqlZone(config: Readonly<Record<string, unknown>>): SqlZone {
  const name = typeof config.timeZone === "string" ? config.timeZone : "";
  if (name && isKnownTimeZone(name))
    return {
      local: (instant) => sql`(${instant} at time zone ${name})`,
      dayStart: (day) => sql`(${day}::date::timestamp at time zone ${name})`,
    };
  const offset = typeof config.timeZoneOffset === "number" ? Math.round(config.timeZoneOffset) : 0;
  return {
    local: (instant) => sql`((${instant} at time zone 'UTC') + make_interval(mins => ${offset}::int))`,
    dayStart: (day) =>
      sql`((${day}::date::timestamp - make_interval(mins => ${offset}::int)) at time zone 'UTC')`,
  };
}

const COUNTED = sql.raw(COUNTED_STATUSES.map((status) => `'${status}'`).join(", "));

interface Bounds {
  businessId: string;
  start: SQL;
  end: SQL;
  zone: SqlZone;
}

/** The counted orders of the range, in one pass grouped four ways: by day, by hour of the week, type, payment. */
async function readSplits(db: Db, { businessId, start, end, zone }: Bounds) {
  const local = zone.local(sql`created_at`);
  return rowsOf(
    db,
    // Placed orders (the funnel's last step) come from the same scan: the sales only count the kept ones.
    sql`with placed as (
      select ${local} as local, total - refunded as revenue, type, payment, status in (${COUNTED}) as is_counted
      from orders
      where business_id = ${businessId} and created_at >= ${start} and created_at < ${end}
        and status <> 'PENDING_PAYMENT'
    ), parts as (
      select local::date::text as day, (extract(isodow from local)::int - 1) as weekday,
        extract(hour from local)::int as hour, type, payment, revenue, is_counted
      from placed
    )
    select day, weekday, hour, type, payment, count(*) filter (where is_counted)::int as orders,
      coalesce(sum(revenue) filter (where is_counted), 0)::bigint as revenue, count(*)::int as placed,
      grouping(day, weekday, type, payment)::int as kind
    from parts
    group by grouping sets ((day), (weekday, hour), (type), (payment), ())`,
  );
}

async function readItems(db: Db, { businessId, start, end }: Bounds) {
  // The name is the one most orders carried; an item renamed in the range is still one item.
  return rowsOf(
    db,
    sql`select line->>'itemId' as item_id, mode() within group (order by line->>'name') as name,
      sum((line->>'quantity')::int)::int as quantity, sum((line->>'lineTotal')::bigint)::bigint as revenue
    from orders, json_array_elements(orders.items) as line
    where business_id = ${businessId} and created_at >= ${start} and created_at < ${end}
      and status in (${COUNTED})
    group by 1
    order by quantity desc, revenue desc, item_id
    limit ${INSIGHTS_ITEMS_MAX}`,
  );
}

/**
 * Guests of the range: new when their first counted order at the business falls in it. A guest is the
 * customer the order was filed under, else the phone's digits.
 */
async function readGuests(db: Db, { businessId, start, end }: Bounds) {
  const [row] = await rowsOf(
    db,
    sql`with guests as (
      select coalesce(customer_id, 'phone:' || nullif(regexp_replace(customer->>'phone', '\\D', '', 'g'), ''))
          as guest,
        min(created_at) as first, max(created_at) as last
      from orders
      where business_id = ${businessId} and created_at < ${end} and status in (${COUNTED})
      group by 1
    )
    select count(*) filter (where first >= ${start})::int as new_guests,
      count(*) filter (where first < ${start})::int as returning_guests
    from guests where guest is not null and last >= ${start}`,
  );
  return { newGuests: toNumber(row?.new_guests), returningGuests: toNumber(row?.returning_guests) };
}

/** Visitors who saw the page, opened a cart, opened the checkout. */
async function readFunnel(db: Db, businessId: string, range: InsightsQuery) {
  const [row] = await rowsOf(
    db,
    sql`select
      (select count(*) from funnel_visits where business_id = ${businessId} and step = 'view'
        and day between ${range.from}::date and ${range.to}::date)::int as views,
      (select count(*) from funnel_visits where business_id = ${businessId} and step = 'cart'
        and day between ${range.from}::date and ${range.to}::date)::int as carts,
      (select count(*) from funnel_visits where business_id = ${businessId} and step = 'checkout'
        and day between ${range.from}::date and ${range.to}::date)::int as checkouts`,
  );
  return {
    views: toNumber(row?.views),
    carts: toNumber(row?.carts),
    checkouts: toNumber(row?.checkouts),
  };
}

// grouping(day, weekday, type, payment): a bit is 1 for each column left out of the row's set.
const KIND = { day: 0b0111, hour: 0b1011, type: 0b1101, payment: 0b1110, total: 0b1111 } as const;

function shapeSplits(rows: Row[], range: InsightsQuery) {
  const byDate = new Map<string, { orders: number; revenue: number }>();
  const hours = new Map<string, number>();
  const byType: Insights["byType"] = [];
  const byPayment: Insights["byPayment"] = [];
  let total = { orders: 0, revenue: 0, placed: 0 };
  for (const row of rows) {
    const sums = { orders: toNumber(row.orders), revenue: toNumber(row.revenue) };
    const kind = toNumber(row.kind);
    if (kind === KIND.day && sums.orders > 0) byDate.set(String(row.day), sums);
    else if (kind === KIND.hour && sums.orders > 0) hours.set(`${row.weekday}:${row.hour}`, sums.orders);
    else if (kind === KIND.type && sums.orders > 0) byType.push({ type: row.type as OrderType, ...sums });
    else if (kind === KIND.payment && sums.orders > 0)
      byPayment.push({ payment: row.payment as PaymentMethod, ...sums });
    else if (kind === KIND.total) total = { ...sums, placed: toNumber(row.placed) };
  }
  const byDay = daysOfRange(range.from, range.to).map((date) => ({
    date,
    ...(byDate.get(date) ?? { orders: 0, revenue: 0 }),
  }));
  const byHour: Insights["byHour"] = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++)
      byHour.push({ weekday, hour, orders: hours.get(`${weekday}:${hour}`) ?? 0 });
  const byRevenue = (a: { revenue: number }, b: { revenue: number }) => b.revenue - a.revenue;
  return { total, byDay, byHour, byType: byType.sort(byRevenue), byPayment: byPayment.sort(byRevenue) };
}

/** The business's insights over its days `from`–`to`, both included, on its own clock. */
export async function findInsights({
  db,
  scope,
  range,
}: {
  db: Db;
  scope: BusinessScope;
  range: InsightsQuery;
}): Promise<Insights> {
  const { business } = scope;
  const config = business.config;
  const zone = sqlZone(config);
  const afterTo = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const bounds: Bounds = {
    businessId: business.id,
    start: zone.dayStart(range.from),
    end: zone.dayStart(afterTo),
    zone,
  };
  const { splits, items, guests, funnel } = await db.transaction(async (tx) => {
    // PostgreSQL would compile these one-off aggregates with its JIT (it guesses a hundred lines per order):
    // seconds of compiling for a query that runs in milliseconds.
    await tx.execute(sql`set local jit = off`);
    // One after another: the embedded engine serves one query at a time anyway.
    return {
      splits: shapeSplits(await readSplits(tx as unknown as Db, bounds), range),
      items: await readItems(tx as unknown as Db, bounds),
      guests: await readGuests(tx as unknown as Db, bounds),
      funnel: await readFunnel(tx as unknown as Db, business.id, range),
    };
  });
  const currency = currencyOf(config, business.country);
  return {
    from: range.from,
    to: range.to,
    currency: currency.symbol,
    currencyCode: currency.code,
    orders: splits.total.orders,
    revenue: splits.total.revenue,
    averageTicket: splits.total.orders > 0 ? Math.round(splits.total.revenue / splits.total.orders) : 0,
    byDay: splits.byDay,
    byHour: splits.byHour,
    topItems: items.map((row) => ({
      itemId: String(row.item_id ?? ""),
      name: String(row.name ?? ""),
      quantity: toNumber(row.quantity),
      revenue: toNumber(row.revenue),
    })),
    byType: splits.byType,
    byPayment: splits.byPayment,
    ...guests,
    funnel: { ...funnel, orders: splits.total.placed },
  };
}
