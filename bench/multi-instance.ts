// Throughput through nginx (deploy/nginx.conf) over one app instance and over two, on one
// PostgreSQL, measured with wrk. Two load paths: the guest page (answered from each instance's memory) and an
// owner's dashboard call (a bearer token checked and the dashboard read from PostgreSQL on every request).
// The instances are `npm start`'s bundle; nginx, wrk, both instances and PostgreSQL share this machine's cores.
import { createFreshPostgres } from "../tests/helpers/fresh-postgres.ts";
import { startNginx } from "../tests/helpers/multi-instance.ts";
import { publishedMenu } from "./lib/api.ts";
import { POSTGRES_ADMIN_URL, startProductionServer } from "./lib/production-server.ts";
import { range, type WrkResult, wrk } from "./lib/wrk.ts";

const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const fresh = await createFreshPostgres(POSTGRES_ADMIN_URL, "multi");
const env = { TRUST_PROXY: "127.0.0.1", DEMO_ACCOUNT: "false" };
const a = await startProductionServer({ databaseUrl: fresh.url, env });
const b = await startProductionServer({ databaseUrl: fresh.url, env });
const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);
const nginx = await startNginx([portOf(a.baseUrl)]);
try {
  const published = await publishedMenu(a.baseUrl, 60);
  const paths = {
    "guest page /m/{url} (60 items, brotli)": {
      path: `/m/${published.url}`,
      headers: { "accept-encoding": "br" } as Record<string, string>,
    },
    "dashboard call GET /v1/members/{id}/dashboard": {
      path: `/v1/members/${published.memberId}/dashboard`,
      headers: { authorization: `Bearer ${published.token}` } as Record<string, string>,
    },
  };
  const results: Record<string, { one: WrkResult[]; two: WrkResult[] }> = {};
  for (const name of Object.keys(paths)) results[name] = { one: [], two: [] };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  for (let run = 0; run < RUNS; run++) {
    for (const instances of ["one", "two"] as const) {
      nginx.reload(instances === "one" ? [portOf(a.baseUrl)] : [portOf(a.baseUrl), portOf(b.baseUrl)]);
      await settle();
      for (const [name, { path, headers }] of Object.entries(paths)) {
        const result = await wrk({
          url: `${nginx.baseUrl}${path}`,
          connections: CONNECTIONS,
          seconds: SECONDS,
          threads: 2,
          headers,
        });
        results[name]?.[instances].push(result);
      }
    }
  }
  console.log(
    `Through nginx (deploy/nginx.conf), wrk -t2 -c${CONNECTIONS} -d${SECONDS}s, ${RUNS} runs, one instance vs two on one PostgreSQL:`,
  );
  for (const [name, { one, two }] of Object.entries(results)) {
    const rps = (list: WrkResult[]) => list.map((r) => r.requestsPerSecond);
    const ratio = two.map((r, i) => r.requestsPerSecond / (one[i]?.requestsPerSecond ?? 1));
    console.log(`  ${name}`);
    console.log(
      `    1 instance:  ${range(rps(one))} req/s, p99 ${range(
        one.map((r) => r.p99),
        1,
      )} ms`,
    );
    console.log(
      `    2 instances: ${range(rps(two))} req/s, p99 ${range(
        two.map((r) => r.p99),
        1,
      )} ms`,
    );
    const errors = [...one, ...two].reduce((sum, r) => sum + r.errors, 0);
    console.log(`    errors (non-2xx and socket) over all runs: ${errors}`);
    console.log(`    2 ÷ 1 (same run): ${range(ratio, 2)}`);
  }
} finally {
  await nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
  await fresh.drop();
}
