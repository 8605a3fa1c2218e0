import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { ALL_DAY_HOURS } from "../tests/helpers/orders.ts";
import { percentile, registerOwner, startBenchApp } from "./bench-app.ts";

// Insights over a year of a busy business: BENCH_INSIGHTS_ORDERS orders (100,000 by default) seeded in a few
// SQL statements (generate_series), then the insights call timed over real HTTP, a month and the whole year.
// Budget: p95 < 200 ms on PostgreSQL, < 500 ms on PGlite, for the whole year.

const ORDERS = Number(process.env.BENCH_INSIGHTS_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BUDGET_P95_MS = { postgres: 200, pglite: 500 } as const;
const ITEMS = 40;
const GUESTS = Math.max(1, Math.floor(ORDERS / 4));
const DAY_MS = 86_400_000;
const ROLLUPS = [
  "sales_days",
  "sales_hours",
  "sales_items",
  "sales_guests",
  "sales_guest_firsts",
  "funnel_days",
];

const round = (ms: number) => Math.round(ms * 10) / 10;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

/** Guests, orders and funnel visits over the year before `today`, in the business's zone (New York). */
export async function seed(db: Bench["db"], businessId: string, today: string) {
  await db.execute(sql`
    insert into customers (id, business_id, name, name_lower, phone)
    select ${businessId} || '-c' || g, ${businessId}, 'Guest ' || g, 'guest ' || g, '415' || lpad(g::text, 7, '0')
    from generate_series(1, ${GUESTS}) g`);
  // Each order: one to three lines of forty dishes, mostly at lunch and dinner; statuses, types and payments in
  // realistic shares (most completed, a few rejected, cancelled or unpaid; some partly refunded).
  await db.execute(sql`
    with raw as (
      select g, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
        1 + floor(random() * 3)::int as lines,
        (${today}::date - floor(random() * 365)::int)::timestamp
          + make_interval(hours => (array[11,12,12,13,13,14,17,18,18,19,19,19,20,20,21,22])[1 + floor(random() * 16)::int],
            mins => floor(random() * 60)::int) as local_time
      from generate_series(1, ${ORDERS}) g
    ), priced as (
      select raw.*, items.items, items.subtotal from raw,
      lateral (
        select json_agg(json_build_object('menuId', 'm1', 'itemId', 'i' || item, 'name', 'Dish ' || item,
            'size', null, 'quantity', quantity, 'unitPrice', 500 + item * 25, 'modifiers', '[]'::json,
            'note', '', 'lineTotal', (500 + item * 25) * quantity)) as items,
          sum((500 + item * 25) * quantity)::bigint as subtotal
        from (select 1 + floor(random() * ${ITEMS})::int as item, 1 + floor(random() * 3)::int as quantity
          from generate_series(1, raw.lines)) line
      ) items
    )
    insert into orders (id, business_id, friendly_id, status, type, currency, currency_code, items, taxes,
      subtotal, tax, tip, delivery_fee, total, payment, payment_status, refunded, customer, customer_id,
      tracking_key, idempotency_key, request_hash, created_at, updated_at)
    select ${businessId} || '-o' || g, ${businessId}, g,
      case when r1 < 0.80 then 'COMPLETED' when r1 < 0.84 then 'ACCEPTED' when r1 < 0.86 then 'READY'
        when r1 < 0.91 then 'REJECTED' when r1 < 0.95 then 'CANCELLED' when r1 < 0.97 then 'PENDING_PAYMENT'
        else 'NEW' end,
      case when r2 < 0.55 then 'PICKUP' when r2 < 0.85 then 'DELIVERY' else 'TABLE' end,
      '$', 'USD', items, '[]'::json, subtotal, subtotal * 8 / 100, 0,
      case when r2 >= 0.55 and r2 < 0.85 then 350 else 0 end,
      subtotal + subtotal * 8 / 100 + case when r2 >= 0.55 and r2 < 0.85 then 350 else 0 end,
      case when r3 < 0.5 then 'ONLINE_CARD' when r3 < 0.8 then 'CASH' else 'CARD_ON_DELIVERY' end,
      case when r3 < 0.5 then 'PAID' else 'NONE' end,
      case when r3 < 0.5 and r4 < 0.03 then subtotal / 2 else 0 end,
      json_build_object('name', 'Guest', 'phone', '415' || lpad((1 + floor(r5 * ${GUESTS})::int)::text, 7, '0'),
        'email', '', 'address', '', 'city', '', 'state', '', 'zip', ''),
      ${businessId} || '-c' || (1 + floor(r5 * ${GUESTS})::int),
      md5(g::text), 'k' || g, md5(g::text),
      local_time at time zone 'America/New_York', local_time at time zone 'America/New_York'
    from priced`);
  // The funnel: about 300 visitors a day see the page, a third open a cart, a fifth the checkout.
  await db.execute(sql`
    insert into funnel_visits (business_id, day, step, visitor)
    select ${businessId}, ${today}::date - d, step, md5(d || step || v)
    from generate_series(0, 364) d,
      (values ('view', 300), ('cart', 100), ('checkout', 60)) steps(step, visitors),
      lateral generate_series(1, visitors) v`);
  // The rollups the insights read were rewritten once per order by their triggers: vacuumed and analyzed, as a
  // running server's autovacuum (or, on PGlite, its own upkeep) leaves them.
  for (const table of ["orders", "funnel_visits", "customers", ...ROLLUPS])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function benchEngine(engine: "pglite" | "postgres") {
  const bench = await startBenchApp(engine);
  try {
    const registered = await registerOwner(bench.baseUrl);
    const token = registered.token as string;
    const businessId = registered.business.id as string;
    await fetch(`${bench.baseUrl}/v1/businesses/${businessId}/hours`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ hours: ALL_DAY_HOURS, timeZone: "America/New_York" }),
    }).then((response) => {
      if (!response.ok) throw new Error(`hours: ${response.status}`);
    });
    const today = isoDay(Date.now());
    const seeding = performance.now();
    await seed(bench.db, businessId, today);
    const seedSeconds = round((performance.now() - seeding) / 1000);

    const time = async (from: string) => {
      const started = performance.now();
      const response = await fetch(
        `${bench.baseUrl}/v1/businesses/${businessId}/insights?from=${from}&to=${today}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { orders: number };
      if (response.status !== 200) throw new Error(`insights: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, orders: body.orders };
    };
    const ranges = { month: isoDay(Date.now() - 29 * DAY_MS), year: isoDay(Date.now() - 364 * DAY_MS) };
    const results = [];
    for (const [name, from] of Object.entries(ranges)) {
      await time(from); // warm-up: plans and caches
      const times: number[] = [];
      let counted = 0;
      for (let run = 0; run < RUNS; run++) {
        const { ms, orders } = await time(from);
        times.push(ms);
        counted = orders;
      }
      const p95 = percentile(times, 95);
      results.push({
        engine,
        range: name,
        orders: ORDERS,
        countedInRange: counted,
        seedSeconds,
        runs: RUNS,
        medianMs: round(percentile(times, 50)),
        p95Ms: round(p95),
        maxMs: round(Math.max(...times)),
        withinBudget: p95 < BUDGET_P95_MS[engine],
      });
    }
    return results;
  } finally {
    await bench.close();
  }
}

if (process.argv[1]?.endsWith("insights.ts")) await main();

async function main() {
  const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  const results = [];
  for (const engine of engines) results.push(...(await benchEngine(engine)));
  console.table(results);
  console.log(JSON.stringify({ bench: "insights", budgetP95Ms: BUDGET_P95_MS, results }));
  if (results.some((result) => !result.withinBudget)) process.exitCode = 1;
}
