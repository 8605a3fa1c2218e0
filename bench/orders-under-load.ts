// issue 12 budget: 50 guests ordering at once while 200 more read the menu: no error, order p95 < 100 ms, on
// PGlite and on PostgreSQL. The server is `npm start`'s bundle behind one trusted proxy (TRUST_PROXY=1), so each
// guest is its own address (X-Forwarded-For) as behind a load balancer. `wrk` keeps 200 connections reading the
// guest page for the whole run; meanwhile waves of 50 guests each price a cart and place the order at the same
// moment, a wave after the last one's answers. Each order is a new guest with a new address, so the per-address
// limits count as in real use. Order times are the guest's (request sent → answer read), and the server's own
// (Server-Timing) beside them.
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { call, percentile, publishedMenu } from "./lib/api.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { wrk } from "./lib/wrk.ts";

const GUESTS = 50;
const READERS = 200;
/**
 * How the 200 read. "guest": each reads the page once a second (wrk waits a second after each answer), already
 * far more often than a guest on a phone reloads a menu: 200 page reads a second. This is the budget's case.
 * "flat-out": every connection asks again the moment it is answered (about 15,000 reads a second here, the 2
 * cores saturated by wrk and the app together), a stress figure printed beside it.
 */
type ReaderPace = "guest" | "flat-out";
const PACES = (process.env.BENCH_PACES ?? "guest,flat-out").split(",") as ReaderPace[];
const ONE_READ_A_SECOND = path.join(mkdtempSync(path.join(tmpdir(), "menu-bench-wrk-")), "guest-pace.lua");
writeFileSync(ONE_READ_A_SECOND, "function delay()\n  return 1000\nend\n");
const WAVES = Number(process.env.BENCH_WAVES ?? 20);
const ITEMS = 500;
const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: true, hours: [{ start: "00:00", end: "00:00" }] },
  ]),
);

/** The 500-item menu of bench/lib/api.ts: every fourth dish has two sizes. */
function randomCart(menuId: string, round: number) {
  const lines = 1 + (round % 6);
  return Array.from({ length: lines }, (_, i) => {
    const n = (round * 37 + i * 101) % ITEMS;
    return {
      menuId,
      itemId: `i${n}`,
      quantity: 1 + ((round + i) % 3),
      ...(n % 4 === 0 ? { size: i % 2 } : {}),
    };
  });
}

interface Timed {
  status: number;
  ms: number;
  server: number;
  body: string;
}

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);
  return { status: response.status, ms, server, body: text };
}

async function measure(engine: "pglite" | "postgres", pace: ReaderPace) {
  // BENCH_CPU_PROF=<folder> writes the server's CPU profile there (.cpuprofile), to see where the time goes.
  const server = await startProductionServer({
    engine,
    env: { TRUST_PROXY: "1" },
    ...(process.env.BENCH_CPU_PROF
      ? { nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] }
      : {}),
  });
  try {
    const { token, businessId, menu, url } = await publishedMenu(server.baseUrl, ITEMS);
    const business = `/v1/businesses/${businessId}`;
    await call(server.baseUrl, "PUT", `${business}/hours`, { hours: ALL_DAY, timeZone: "UTC" }, token);
    await call(
      server.baseUrl,
      "PATCH",
      business,
      { orderingEnabled: true, config: { orderDelivery: true, deliveryFee: 3.5, ordersTips: true } },
      token,
    );
    await call(
      server.baseUrl,
      "POST",
      `${business}/taxes`,
      { label: "Sales tax", type: "PERCENT", value: 8.25 },
      token,
    );
    await call(server.baseUrl, "POST", `${business}/publish`, undefined, token);
    const pageUrl = `${server.baseUrl}/m/${url}`;
    const pricePath = `${server.baseUrl}/v1/public/businesses/${businessId}/orders/price`;
    const orderPath = `${server.baseUrl}/v1/public/businesses/${businessId}/orders`;

    // One guest, to warm the path, before the clock starts.
    await post(orderPath, order(menu.id, 0), {
      "idempotency-key": randomUUID(),
      "x-forwarded-for": "10.255.0.1",
    });

    const ordering: Timed[] = [];
    const pricing: Timed[] = [];
    let isReading = true;
    // wrk runs in rounds until the waves are done, so the readers cover the whole run.
    const readers = (async () => {
      const rounds = [];
      while (isReading)
        rounds.push(
          await wrk({
            url: pageUrl,
            connections: READERS,
            seconds: 3,
            threads: 2,
            headers: { "accept-encoding": "gzip, deflate, br" },
            ...(pace === "guest" ? { script: ONE_READ_A_SECOND } : {}),
          }),
        );
      return rounds;
    })();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the readers are at full pace first
    let round = 1;
    for (let wave = 0; wave < WAVES; wave++) {
      await Promise.all(
        Array.from({ length: GUESTS }, async (_, guest) => {
          const n = round++;
          const address = `10.${wave % 250}.${guest}.${n % 250}`;
          const body = order(menu.id, n);
          pricing.push(
            await post(
              pricePath,
              { type: body.type, items: body.items, tip: body.tip },
              { "x-forwarded-for": address },
            ),
          );
          ordering.push(
            await post(orderPath, body, { "idempotency-key": randomUUID(), "x-forwarded-for": address }),
          );
        }),
      );
    }
    isReading = false;
    const reads = await readers;

    const failed = [...pricing, ...ordering].filter((answer) => answer.status >= 300);
    const readErrors = reads.reduce((sum, run) => sum + run.errors, 0);
    const readRequests = reads.reduce((sum, run) => sum + run.requests, 0);
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
    console.log(
      `${GUESTS} guests ordering at once (${WAVES} waves, ${ordering.length} orders) while wrk keeps ${READERS} ` +
        `connections reading the ${ITEMS}-item menu page ${pace === "guest" ? "once a second each" : "flat out (stress)"}, on ${engine}`,
    );
    console.log(
      `  place an order, guest's time   ${line(ordering.map((a) => a.ms))}  ${pace === "guest" ? "(budget p95 < 100 ms)" : "(stress: no budget)"}`,
    );
    console.log(`  place an order, server time    ${line(ordering.map((a) => a.server))}`);
    console.log(`  price the cart, guest's time   ${line(pricing.map((a) => a.ms))}`);
    console.log(
      `  readers: ${readRequests} page reads, ${(reads.reduce((sum, run) => sum + run.requestsPerSecond, 0) / reads.length).toFixed(0)} req/s, ` +
        `p99 ${Math.max(...reads.map((run) => run.p99)).toFixed(1)} ms (worst round), ${readErrors} errors`,
    );
    console.log(
      `  errors: ${failed.length} order or price answers ≥ 300, ${readErrors} reads (budget: none)`,
    );
    if (failed.length > 0)
      console.log(`  first error: ${failed[0]?.status} ${failed[0]?.body.slice(0, 200)}`);
    if (failed.length > 0 || readErrors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

function order(menuId: string, round: number) {
  return {
    type: round % 3 === 0 ? "DELIVERY" : "PICKUP",
    items: randomCart(menuId, round),
    tip: round % 500,
    payment: "CASH",
    customer: { name: `Guest ${round}`, phone: `555${String(round).padStart(7, "0")}`, address: "1 Main St" },
  };
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
for (const engine of engines) for (const pace of PACES) await measure(engine, pace);
