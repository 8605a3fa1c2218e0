// The owners-first budget: owners are not slowed by guests. Autosaves of a 500-item menu (the whole tree with
// one edit, as the editor sends it) on `npm start`'s bundle over PostgreSQL, p95 < 40 ms while `wrk` keeps
// 200 guest connections reading another business's page flat out. Each run measures the saves three ways,
// back to back: on a quiet machine; while the 200 guests read the same page bytes from nginx (the load on the
// 2 cores without the app serving it: the anchor); and while they read it from the app.
import { type ChildProcess, spawn } from "node:child_process";
import { percentile, publishedMenu, rawGet } from "./lib/api.ts";
import { startNginx } from "./lib/nginx.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { parseWrk, range, type WrkResult } from "./lib/wrk.ts";

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const engine = (process.env.BENCH_ENGINE as "pglite" | "postgres" | undefined) ?? "postgres";
const ACCEPT = { "accept-encoding": "gzip, deflate, br" };

interface Saves {
  server: number[];
  total: number[];
}

async function autosaves(baseUrl: string, token: string, menuId: string): Promise<Saves> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const menu = await (await fetch(`${baseUrl}/v1/ilmenus?menuId=${menuId}`, { headers })).json();
  let version = menu.version as number;
  const nodes = menu.nodes;
  const saves: Saves = { server: [], total: [] };
  for (let i = 0; i < SAVES; i++) {
    nodes[i % nodes.length].nodes[i % 10].name = `Dish edited ${i}`;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/v1/menus`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ id: menuId, version, nodes }),
    });
    const body = await response.json();
    saves.total.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`save ${i}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    version = body.version;
    saves.server.push(Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
  }
  return saves;
}

/** wrk reading a page with `connections` connections until stopped; resolves with its figures. */
function guestsReading(url: string, connections: number) {
  const child: ChildProcess = spawn(
    "wrk",
    [
      "-t1",
      `-c${connections}`,
      "-d600s",
      "--latency",
      "-H",
      `accept-encoding: ${ACCEPT["accept-encoding"]}`,
      url,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise<WrkResult>((resolve) => child.once("exit", () => resolve(parseWrk(output))));
  return {
    // wrk prints its figures when interrupted.
    stop: () => {
      child.kill("SIGINT");
      return done;
    },
  };
}

async function whileGuestsRead(url: string, work: () => Promise<Saves>) {
  const load = guestsReading(url, GUESTS);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const saves = await work();
  return { saves, reads: await load.stop() };
}

const p = (values: number[], at: number) => percentile(values, at);
const server = await startProductionServer({ engine });
try {
  const owner = await publishedMenu(server.baseUrl, 500);
  const guests = await publishedMenu(server.baseUrl, 60);
  const pageUrl = `${server.baseUrl}/m/${guests.url}`;
  const page = await rawGet(pageUrl, ACCEPT);
  const nginx = await startNginx(page.body, page.headers);
  try {
    const save = () => autosaves(server.baseUrl, owner.token, owner.menu.id);
    await save(); // warm-up
    const runs: {
      quiet: Saves;
      nginx: { saves: Saves; reads: WrkResult };
      app: { saves: Saves; reads: WrkResult };
    }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const quiet = await save();
      const atNginx = await whileGuestsRead(nginx.url, save);
      const atApp = await whileGuestsRead(pageUrl, save);
      runs.push({ quiet, nginx: atNginx, app: atApp });
      const summary = (saves: Saves) =>
        `p50 ${p(saves.total, 50).toFixed(1)} p95 ${p(saves.total, 95).toFixed(1)} ms ` +
        `(server p95 ${p(saves.server, 95).toFixed(1)})`;
      console.log(
        `  run ${run + 1}: quiet ${summary(quiet)}; guests at nginx ${summary(atNginx.saves)}, ` +
          `${atNginx.reads.requestsPerSecond.toFixed(0)} req/s; guests at the app ${summary(atApp.saves)}, ` +
          `${atApp.reads.requestsPerSecond.toFixed(0)} req/s p99 ${atApp.reads.p99.toFixed(1)} ms`,
      );
    }
    const figure = (pick: (run: (typeof runs)[number]) => Saves, values: keyof Saves, at: number) =>
      range(
        runs.map((run) => p(pick(run)[values], at)),
        1,
      );
    console.log(
      `autosave, 500 items, ${SAVES} saves × ${RUNS} runs on ${engine}, npm start's bundle; ` +
        `${GUESTS} guest connections reading a 60-item page flat out`,
    );
    for (const [label, pick] of [
      ["quiet                ", (run: (typeof runs)[number]) => run.quiet],
      ["guests reading nginx ", (run: (typeof runs)[number]) => run.nginx.saves],
      ["guests reading app   ", (run: (typeof runs)[number]) => run.app.saves],
    ] as const) {
      console.log(
        `  ${label} round trip p50 ${figure(pick, "total", 50)} ms, p95 ${figure(pick, "total", 95)} ms; ` +
          `server p50 ${figure(pick, "server", 50)} ms, p95 ${figure(pick, "server", 95)} ms`,
      );
    }
    const ratio = (pick: (run: (typeof runs)[number]) => number) => range(runs.map(pick), 2);
    console.log(
      `  p95 guests at the app / guests at nginx: ${ratio((run) => p(run.app.saves.total, 95) / p(run.nginx.saves.total, 95))}` +
        `; / quiet: ${ratio((run) => p(run.app.saves.total, 95) / p(run.quiet.total, 95))} (budget: p95 < 40 ms with guests)`,
    );
    console.log(
      `  guests meanwhile: app ${range(runs.map((run) => run.app.reads.requestsPerSecond))} req/s, ` +
        `p99 ${range(
          runs.map((run) => run.app.reads.p99),
          1,
        )} ms, errors ${runs.reduce((sum, run) => sum + run.app.reads.errors, 0)}; ` +
        `nginx ${range(runs.map((run) => run.nginx.reads.requestsPerSecond))} req/s`,
    );
  } finally {
    await nginx.stop();
  }
} finally {
  await server.stop();
}
