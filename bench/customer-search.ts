import { performance } from "node:perf_hooks";
import { customers } from "../src/server/db/schema.ts";
import { resolveBusinessScope } from "../src/server/db/tenancy.ts";
import { searchCustomers } from "../src/server/features/customers/customers.service.ts";
import { percentile, registerOwner, startBenchApp } from "./bench-app.ts";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const KEYS = Number(process.env.BENCH_KEYS ?? 300);
const BUDGET_P95_MS = 20;

const FIRST =
  "Ada Ben Cara Dan Eva Finn Gia Hugo Iris Jon Kai Lena Milo Nora Omar Pia Quinn Rosa Sam Tara Uma Vic Wen Xavi Yara Zoe".split(
    " ",
  );
const LAST =
  "Smith Garcia Nguyen Rossi Müller Kim Patel Silva Cohen Novak Dubois Okafor Tanaka Larsen Haddad Ivanova O'Brien".split(
    " ",
  );

/** A deterministic pseudo-random sequence, so every run asks the same keys. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function makeCustomers(businessId: string) {
  const next = random(7);
  return Array.from({ length: CUSTOMERS }, (_, n) => {
    const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(next() * LAST.length)]} ${n}`;
    // A business has one customer per phone: the last digits are the row's number, so no two rows share one.
    const area = 200 + Math.floor(next() * 799);
    next(); // the draw the last digits once took, so that the names stay as they were
    const phone = `${area}555${String(n).padStart(4, "0")}`;
    return {
      id: `c${n}-${businessId}`,
      businessId,
      name,
      nameLower: name.toLowerCase(),
      phone,
      city: "Austin",
    };
  });
}

/** Name fragments, phone fragments plain and formatted, and keys that match nothing (the slowest kind). */
function makeKeys(rows: { name: string; phone: string }[]) {
  const next = random(11);
  const pick = () => rows[Math.floor(next() * rows.length)] as { name: string; phone: string };
  return Array.from({ length: KEYS }, (_, n) => {
    const row = pick();
    switch (n % 6) {
      case 0:
        return row.name.split(" ")[0]?.slice(0, 3) ?? "a";
      case 1:
        return row.name.split(" ")[1]?.toLowerCase() ?? "a";
      case 2:
        return row.phone.slice(-4);
      case 3:
        return `(${row.phone.slice(0, 3)}) ${row.phone.slice(3, 6)}`;
      case 4:
        return row.name.slice(0, 6 + (n % 4));
      default:
        return `zz${n}qx`;
    }
  });
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function benchEngine(engine: "pglite" | "postgres") {
  const bench = await startBenchApp(engine);
  try {
    const registered = await registerOwner(bench.baseUrl);
    const token = registered.token as string;
    const memberId = registered.member.id as string;
    const businessId = registered.business.id as string;
    const rows = makeCustomers(businessId);
    const seeding = performance.now();
    for (let start = 0; start < rows.length; start += 1_000) {
      await bench.db.insert(customers).values(rows.slice(start, start + 1_000));
    }
    const seedMs = performance.now() - seeding;
    if (engine === "postgres") await bench.db.execute("ANALYZE customers");
    const keys = makeKeys(rows);

    const http = async (key: string) => {
      const started = performance.now();
      const response = await fetch(
        `${bench.baseUrl}/v1/customers/search?businessId=${businessId}&key=${encodeURIComponent(key)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { list: unknown[] };
      if (response.status !== 200) throw new Error(`search ${key}: ${response.status}`);
      return { ms: performance.now() - started, hits: body.list.length };
    };
    const service = async (key: string) => {
      const started = performance.now();
      // The request's whole server-side cost: the route's scope (resolved once per request), then the search.
      const scope = await resolveBusinessScope({ db: bench.db, memberId, businessId });
      await searchCustomers({ db: bench.db, scope, key, page: 0 });
      return performance.now() - started;
    };

    for (const key of keys.slice(0, 50)) await http(key); // warm-up: plans, caches, JIT
    const httpTimes: number[] = [];
    let withHits = 0;
    for (const key of keys) {
      const { ms, hits } = await http(key);
      httpTimes.push(ms);
      if (hits > 0) withHits++;
    }
    const serviceTimes: number[] = [];
    for (const key of keys) serviceTimes.push(await service(key));
    const p95 = percentile(httpTimes, 95);
    return {
      engine,
      customers: CUSTOMERS,
      keys: keys.length,
      keysWithHits: withHits,
      seedSeconds: round(seedMs / 1000),
      httpP50Ms: round(percentile(httpTimes, 50)),
      httpP95Ms: round(p95),
      httpMaxMs: round(Math.max(...httpTimes)),
      serviceP50Ms: round(percentile(serviceTimes, 50)),
      serviceP95Ms: round(percentile(serviceTimes, 95)),
      withinBudget: p95 < BUDGET_P95_MS,
    };
  } finally {
    await bench.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
console.table(results);
console.log(JSON.stringify({ bench: "customer-search", budgetP95Ms: BUDGET_P95_MS, results }));
if (results.some((result) => !result.withinBudget)) process.exitCode = 1;
