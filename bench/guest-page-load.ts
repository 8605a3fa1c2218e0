// The guest page's throughput budget: /m/{url} as `npm start` serves it (the production bundle, default
// logging) answers ≥ 0.5 of the requests per second nginx serves for the same bytes, p99 < 10 ms at 50
// connections. `wrk` drives nginx, a bare Node `http` server and the app back to back in one run, RUNS times:
// the 2 cores are shared, so only neighbouring figures compare. Each server's CPU time per request is printed
// beside its req/s: it depends far less on what else the machine is doing.
import { publishedMenu, rawGet } from "./lib/api.ts";
import { startBareNode } from "./lib/bare-node.ts";
import { startNginx } from "./lib/nginx.ts";
import { withCpu } from "./lib/proc-cpu.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { range, type WrkResult, wrk } from "./lib/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const ITEMS = 60;

type Measured = WrkResult & { cpuSeconds: number };
/** Server CPU time per answered request, in µs. */
const cpuPerRequest = (run: Measured) => (run.cpuSeconds * 1e6) / run.requests;

// Guests' browsers ask for compressed pages; the anchors get the same brotli bytes and headers to send.
const headers = { "accept-encoding": "gzip, deflate, br" };
const server = await startProductionServer({
  engine: (process.env.BENCH_ENGINE as "pglite" | "postgres" | undefined) ?? "pglite",
  // Unset: npm start's default. BENCH_GUEST_ACCESS_LOG=all measures the cost of logging every read.
  env: process.env.BENCH_GUEST_ACCESS_LOG ? { GUEST_ACCESS_LOG: process.env.BENCH_GUEST_ACCESS_LOG } : {},
});
try {
  const { url } = await publishedMenu(server.baseUrl, ITEMS);
  const pageUrl = `${server.baseUrl}/m/${url}`;
  const page = await rawGet(pageUrl, headers);
  if (page.status !== 200 || page.headers["content-encoding"] !== "br")
    throw new Error(`the guest page answered ${page.status} ${page.headers["content-encoding"]}`);
  const nginx = await startNginx(page.body, page.headers);
  const bare = await startBareNode(page.body, page.headers);
  try {
    const load = (target: string, pid: number) =>
      withCpu(pid, () => wrk({ url: target, connections: CONNECTIONS, seconds: SECONDS, headers }));
    // A short warm-up of each, so the first run does not measure the JIT.
    for (const target of [nginx.url, bare.url, pageUrl])
      await wrk({ url: target, connections: CONNECTIONS, seconds: 2, headers });
    const runs: { nginx: Measured; bare: Measured; app: Measured }[] = [];
    const line = (name: string, run: Measured) =>
      `${name} ${run.requestsPerSecond.toFixed(0)} req/s p99 ${run.p99.toFixed(2)} ms ` +
      `${cpuPerRequest(run).toFixed(1)} µs CPU/req`;
    for (let i = 0; i < RUNS; i++) {
      const run = {
        nginx: await load(nginx.url, nginx.pid),
        bare: await load(bare.url, bare.pid),
        app: await load(pageUrl, server.pid),
      };
      runs.push(run);
      if (run.app.errors > 0) throw new Error(`the app answered ${run.app.errors} requests with errors`);
      console.log(
        `  run ${i + 1}: ${line("nginx", run.nginx)}; ${line("bare Node", run.bare)}; ${line("app", run.app)}; ` +
          `app/nginx ${(run.app.requestsPerSecond / run.nginx.requestsPerSecond).toFixed(2)}`,
      );
    }
    const figures = (pick: (run: (typeof runs)[number]) => number, digits = 0) =>
      range(runs.map(pick), digits);
    console.log(
      `guest page /m/{url}, ${ITEMS} items, ${page.body.length} B brotli, wrk ${CONNECTIONS} connections, ` +
        `${SECONDS} s × ${RUNS} runs, npm start's defaults`,
    );
    for (const [name, key] of [
      ["nginx (same bytes)  ", "nginx"],
      ["bare Node http      ", "bare"],
      ["app                 ", "app"],
    ] as const) {
      console.log(
        `  ${name} ${figures((run) => run[key].requestsPerSecond)} req/s  ` +
          `p99 ${figures((run) => run[key].p99, 2)} ms  ` +
          `CPU ${figures((run) => cpuPerRequest(run[key]), 1)} µs/req`,
      );
    }
    console.log(
      `  app/nginx req/s       ${figures((run) => run.app.requestsPerSecond / run.nginx.requestsPerSecond, 2)} ` +
        "(budget ≥ 0.5; app p99 budget < 10 ms)",
    );
    console.log(
      `  app/nginx by CPU/req  ${figures((run) => cpuPerRequest(run.nginx) / cpuPerRequest(run.app), 2)} ` +
        "(the req/s ratio on a quiet machine with a core each)",
    );
    console.log(
      `  app/bare Node by CPU  ${figures((run) => cpuPerRequest(run.bare) / cpuPerRequest(run.app), 2)}`,
    );
  } finally {
    await bare.stop();
    await nginx.stop();
  }
} finally {
  await server.stop();
}
