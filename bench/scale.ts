// The scale budget: with 100,000 businesses in PostgreSQL the guest page's p99 and the dashboard calls' p95
// are what they are on an empty database. One owner's business (a 60-item menu) is measured on a fresh
// database, then 100,000 copies of another API-made business are seeded (lib/seed-businesses.ts) and the
// same owner is measured again; the plans of the queries on both paths are printed from the seeded database.
// BENCH_BUSINESSES changes the count.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createFreshPostgres } from "../tests/helpers/fresh-postgres.ts";
import { percentile, publishedMenu } from "./lib/api.ts";
import { POSTGRES_ADMIN_URL, startProductionServer } from "./lib/production-server.ts";
import { seedBusinesses } from "./lib/seed-businesses.ts";
import { range, type WrkResult, wrk } from "./lib/wrk.ts";

const COUNT = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ACCEPT = { "accept-encoding": "gzip, deflate, br" };

type Owner = Awaited<ReturnType<typeof publishedMenu>>;

/** The dashboard's calls as the editor makes them, CALLS times each; round-trip ms of each. */
async function dashboardCalls(baseUrl: string, owner: Owner) {
  const headers = { "content-type": "application/json", authorization: `Bearer ${owner.token}` };
  const times: Record<string, number[]> = { dashboard: [], menus: [], menu: [], autosave: [] };
  const timed = async (name: string, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { headers, ...init });
    const body = await response.json();
    (times[name] as number[]).push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  };
  let menu = await timed("menu", `/v1/ilmenus?menuId=${owner.menu.id}`);
  for (let i = 0; i < CALLS; i++) {
    await timed("dashboard", `/v1/members/${owner.memberId}/dashboard?businessId=${owner.businessId}`);
    await timed("menus", `/v1/menus?businessId=${owner.businessId}`);
    menu = await timed("menu", `/v1/ilmenus?menuId=${owner.menu.id}`);
    menu.nodes[0].nodes[0].name = `Dish ${i}`;
    const saved = await timed("autosave", "/v1/menus", {
      method: "PUT",
      body: JSON.stringify({ id: owner.menu.id, version: menu.version, nodes: menu.nodes }),
    });
    menu.version = saved.version;
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, percentile(values, 95)]));
}

async function measure(baseUrl: string, owner: Owner, randomScript?: string) {
  const runs: { hot: WrkResult; cold?: WrkResult; calls: Record<string, number> }[] = [];
  const pageUrl = `${baseUrl}/m/${owner.url}`;
  await wrk({ url: pageUrl, connections: 50, seconds: 2, headers: ACCEPT });
  for (let run = 0; run < RUNS; run++) {
    const hot = await wrk({ url: pageUrl, connections: 50, seconds: SECONDS, headers: ACCEPT });
    const cold = randomScript
      ? await wrk({ url: baseUrl, connections: 50, seconds: SECONDS, headers: ACCEPT, script: randomScript })
      : undefined;
    runs.push({ hot, cold, calls: await dashboardCalls(baseUrl, owner) });
  }
  return runs;
}

const explained = [
  [
    "guest page: who answers at an address (findPublicationHead)",
    `select b.id, b.published, p.version from businesses b left join publications p on p.business_id = b.id
     where b.url = $1 or lower(b.custom_url) = $1 limit 1`,
  ],
  [
    "guest page: the snapshot (findSnapshot)",
    "select snapshot, version from publications where business_id = $2 limit 1",
  ],
  [
    "guest page: an old address (findMovedAddress)",
    `select b.url, b.custom_url from previous_urls pu join businesses b on b.id = pu.business_id
     where pu.url = $6 limit 1`,
  ],
  [
    "guest page: visible ratings (findVisibleRatings)",
    `select * from ratings where business_id = $2 and removed = false and approved = true
     order by created_at desc limit 5`,
  ],
  [
    "every dashboard call: the session (auth.ts)",
    `select s.id, m.id, m.email from sessions s join members m on m.id = s.member_id
     where s.token_hash = $3 and s.revoked_at is null and s.expires_at > now() limit 1`,
  ],
  [
    "dashboard: the member's businesses (findBusinesses)",
    "select * from businesses where member_id = $4 order by internal_id",
  ],
  [
    "editor: the menu with its business, owned (tenancy.ts)",
    `select m.id, m.version, b.id from menus m join businesses b on b.id = m.business_id
     where m.id = $5 and b.member_id = $4`,
  ],
  [
    "dashboard: the business's menus (findMenusOfBusiness)",
    "select id, name, sequence from menus where business_id = $2 order by sequence",
  ],
  [
    "dashboard: is the address taken (isAddressTaken)",
    "select id from businesses where (url = $1 or lower(custom_url) = $1) and id <> $2 limit 1",
  ],
] as const;

const fresh = await createFreshPostgres(POSTGRES_ADMIN_URL, "bench_scale");
const scratch = mkdtempSync(path.join(tmpdir(), "menu-scale-"));
try {
  let server = await startProductionServer({ databaseUrl: fresh.url });
  const owner = await publishedMenu(server.baseUrl, 60);
  const template = await publishedMenu(server.baseUrl, 10);
  const empty = await measure(server.baseUrl, owner);
  await server.stop();

  const seconds = await seedBusinesses(
    fresh.url,
    { memberId: template.memberId, businessId: template.businessId },
    COUNT,
  );
  // Guests at random seeded addresses: each a head, a snapshot and a render the first time.
  const randomScript = path.join(scratch, "random.lua");
  writeFileSync(
    randomScript,
    `math.randomseed(os.time())\nrequest = function()\n  return wrk.format("GET", "/m/seed-" .. math.random(1, ${COUNT}))\nend\n`,
  );
  server = await startProductionServer({ databaseUrl: fresh.url });
  const seeded = await measure(server.baseUrl, owner, randomScript);
  await server.stop();

  const figures = (runs: typeof empty, pick: (run: (typeof empty)[number]) => number, digits = 1) =>
    range(runs.map(pick), digits);
  console.log(
    `${COUNT.toLocaleString("en-US")} businesses seeded in ${seconds.toFixed(0)} s; ` +
      `${RUNS} runs each, wrk 50 connections ${SECONDS} s, ${CALLS} of each dashboard call`,
  );
  for (const [label, runs] of [
    ["empty database       ", empty],
    [`${COUNT.toLocaleString("en-US")} businesses   `, seeded],
  ] as const) {
    console.log(
      `  ${label} guest page (hot) ${figures(runs, (r) => r.hot.requestsPerSecond, 0)} req/s p99 ` +
        `${figures(runs, (r) => r.hot.p99, 2)} ms; dashboard p95: ` +
        ["dashboard", "menus", "menu", "autosave"]
          .map((name) => `${name} ${figures(runs, (r) => r.calls[name] as number)} ms`)
          .join(", "),
    );
  }
  console.log(
    `  guests at random addresses among ${COUNT.toLocaleString("en-US")}: ` +
      `${figures(seeded, (r) => r.cold?.requestsPerSecond ?? 0, 0)} req/s, p99 ${figures(seeded, (r) => r.cold?.p99 ?? 0, 2)} ms, ` +
      `non-2xx/errors ${seeded.reduce((sum, r) => sum + (r.cold?.errors ?? 0), 0)}`,
  );
  console.log(
    `  p99 guest page seeded / empty: ${range(
      seeded.map((r, i) => r.hot.p99 / ((empty[i] as (typeof empty)[number]).hot.p99 || 1)),
      2,
    )}; dashboard p95 seeded / empty: ${["dashboard", "menus", "menu", "autosave"]
      .map(
        (name) =>
          `${name} ${range(
            seeded.map(
              (r, i) =>
                (r.calls[name] as number) / ((empty[i] as (typeof empty)[number]).calls[name] as number),
            ),
            2,
          )}`,
      )
      .join(", ")}`,
  );

  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  try {
    const session = await client.query("select token_hash from sessions where member_id = 'seed-m-4242'");
    const menu = await client.query("select id from menus where business_id = 'seed-b-4242' limit 1");
    const params = [
      "seed-4242",
      "seed-b-4242",
      session.rows[0]?.token_hash ?? "",
      "seed-m-4242",
      menu.rows[0]?.id ?? "",
      "seed-old-4240",
    ];
    console.log("\nquery plans on the seeded database (EXPLAIN ANALYZE):");
    for (const [label, query] of explained) {
      const used = [...new Set([...query.matchAll(/\$(\d)/g)].map((m) => Number(m[1])))].sort();
      // Renumber the parameters a query uses, in order.
      let text: string = query;
      used.forEach((n, i) => {
        text = text.replaceAll(`$${n}`, `$${i + 101}`);
      });
      used.forEach((_, i) => {
        text = text.replaceAll(`$${i + 101}`, `$${i + 1}`);
      });
      const plan = await client.query(
        `explain (analyze, costs off, timing on, summary on) ${text}`,
        used.map((n) => params[n - 1]),
      );
      console.log(`\n-- ${label}`);
      for (const row of plan.rows) console.log(`   ${row["QUERY PLAN"]}`);
    }
  } finally {
    await client.end();
  }
} finally {
  await fresh.drop();
  rmSync(scratch, { recursive: true, force: true });
}
