// The long-run budget: `npm start`'s bundle under mixed traffic for 30 minutes, on one engine (`--engine pglite`,
// the default, or `--engine postgres`, a database of its own made on the local server), printing every minute
// the server's resident memory and each kind of request's p99. Budget: the memory at the end is within 10 % of
// its level after the first five minutes, and p99 does not drift (the last five minutes' median of the per-minute
// p99s is within 1.5× the median of minutes 2–6, and 5 ms, for every kind). `--minutes N` runs N minutes
// (the five-minute mark becomes the middle of a shorter run).
//
// The traffic, all at once for the whole run:
// - guests reading the published 60-item menu: wrk, one thread, 20 connections, each waiting 10 ms between its
//   requests (bench/lib/soak-guests.lua), so the guests keep the server busy without taking the 2 shared cores
//   whole; a new wrk each minute gives that minute's p99;
// - orders: a guest prices a cart and places a cash order every second, each from an address of its own;
// - an owner's autosave of another menu of 100 dishes every 2 s, the whole tree with one edit, as the editor sends
//   it;
// - once, at the start of minute 7 (or past the middle of a shorter run), a photo import (OCR) and the printable
//   menu as a PDF: what they load must not stay.
// Times of orders and saves are the client's (request sent → answer read). The machine is shared: the load
// average is printed with each minute.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { renderMenuImage } from "../tests/helpers/menu-image.ts";
import { call, makeMenuNodes, orderingMenu, percentile } from "./lib/api.ts";
import { loadAverage, processMemory } from "./lib/process-memory.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { sendImport } from "./lib/spreadsheet-imports.ts";
import { type WrkResult, wrk } from "./lib/wrk.ts";

const { values: args } = parseArgs({
  options: { minutes: { type: "string", default: "30" }, engine: { type: "string", default: "pglite" } },
});
const MINUTES = Number(args.minutes);
const engine = args.engine as "pglite" | "postgres";
if (!(MINUTES >= 2) || (engine !== "pglite" && engine !== "postgres"))
  throw new Error("usage: bench/soak.ts [--minutes N (≥ 2)] [--engine pglite|postgres]");
const MINUTE_MS = Number(process.env.BENCH_MINUTE_MS ?? 60_000);
/** The memory the end is compared with: after five minutes, or the middle of a shorter run. */
const SETTLED_MINUTE = Math.min(5, Math.floor(MINUTES / 2));
/** The minute at whose start the import and the PDF are made. */
const ONCE_MINUTE = Math.min(7, SETTLED_MINUTE + 1);
const ORDER_EVERY_MS = 1000;
const SAVE_EVERY_MS = 2000;
const GUEST_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "lib/soak-guests.lua");
const headers = { "accept-encoding": "gzip, deflate, br" };

interface Minute {
  rssMb: number;
  guests: WrkResult;
  orders: number[];
  saves: number[];
  failures: number;
  load: string;
}

/** One request, timed on the client; throws on an error answer. */
async function timed(
  baseUrl: string,
  method: string,
  url: string,
  body: unknown,
  extra: Record<string, string>,
) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { "content-type": "application/json", ...extra },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) };
}

/** Runs `step` every `everyMs` until `isRunning()` is false, recording times into the current minute. */
async function every(everyMs: number, isRunning: () => boolean, step: (round: number) => Promise<void>) {
  for (let round = 0; isRunning(); round++) {
    const started = performance.now();
    await step(round);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))));
  }
}

const median = (values: number[]) => percentile(values, 50);

async function soak() {
  const server = await startProductionServer({ engine, env: { TRUST_PROXY: "1" } });
  try {
    const { baseUrl, pid } = server;
    const owner = await orderingMenu(baseUrl, 60);
    const ownerHeaders = { authorization: `Bearer ${owner.token}` };
    const nodes = makeMenuNodes(100);
    const editing = await call(
      baseUrl,
      "POST",
      "/v1/menus",
      { businessId: owner.businessId, name: "Lunch", nodes },
      owner.token,
    );
    let version = editing.version as number;
    const photo = await renderMenuImage("jpeg");
    const pageUrl = `${baseUrl}/m/${owner.url}`;

    let current: Minute = { rssMb: 0, guests: {} as WrkResult, orders: [], saves: [], failures: 0, load: "" };
    let isRunning = true;
    const failed = (error: unknown) => {
      current.failures++;
      if (current.failures === 1) console.log(`  failure: ${(error as Error).message}`);
    };
    const ordering = every(
      ORDER_EVERY_MS,
      () => isRunning,
      async (round) => {
        const n = (round * 7) % 60;
        // Every fourth dish of the bench menu has two sizes (bench/lib/api.ts).
        const size = n % 4 === 0 ? { size: round % 2 } : {};
        const items = [{ menuId: owner.menu.id, itemId: `i${n}`, quantity: 1 + (round % 3), ...size }];
        const guest = { "x-forwarded-for": `10.${(round >> 16) & 255}.${(round >> 8) & 255}.${round & 255}` };
        const orders = `/v1/public/businesses/${owner.businessId}/orders`;
        try {
          const priced = await timed(baseUrl, "POST", `${orders}/price`, { type: "PICKUP", items }, guest);
          const placed = await timed(
            baseUrl,
            "POST",
            orders,
            {
              type: "PICKUP",
              items,
              payment: "CASH",
              customer: { name: `Guest ${round}`, phone: `212${2_000_000 + round}` },
            },
            { "idempotency-key": randomUUID(), ...guest },
          );
          current.orders.push(priced.ms, placed.ms);
        } catch (error) {
          failed(error);
        }
      },
    );
    const saving = every(
      SAVE_EVERY_MS,
      () => isRunning,
      async (round) => {
        const group = nodes[round % nodes.length];
        const item = group?.nodes[round % (group?.nodes.length ?? 1)];
        if (item) item.name = `Dish edited ${round}`;
        try {
          const saved = await timed(
            baseUrl,
            "PUT",
            "/v1/menus",
            { id: editing.id, version, nodes },
            ownerHeaders,
          );
          version = saved.body.version;
          current.saves.push(saved.ms);
        } catch (error) {
          failed(error);
        }
      },
    );

    const minutes: Minute[] = [];
    console.log(
      `soak on ${engine}, ${MINUTES} min: RSS after start ${processMemory(pid).rssMb.toFixed(0)} MB, ` +
        `load average ${loadAverage()}`,
    );
    console.log("min  RSS MB  guests req/s  guest p99  order p99  save p99  failures  load average");
    for (let minute = 1; minute <= MINUTES; minute++) {
      current = { rssMb: 0, guests: {} as WrkResult, orders: [], saves: [], failures: 0, load: "" };
      const once =
        minute === ONCE_MINUTE
          ? (async () => {
              const imported = await sendImport(baseUrl, owner, {
                label: "photo",
                bytes: photo,
                fileName: "menu.jpg",
              });
              if (imported.status !== 200) throw new Error(`the photo import answered ${imported.status}`);
              const pdf = await fetch(`${pageUrl}/menu.pdf`);
              await pdf.arrayBuffer();
              if (pdf.status !== 200) throw new Error(`menu.pdf answered ${pdf.status}`);
              console.log(`  minute ${minute}: a photo imported (OCR) and the printable menu made`);
            })().catch(failed)
          : Promise.resolve();
      current.guests = await wrk({
        url: pageUrl,
        connections: 20,
        seconds: MINUTE_MS / 1000,
        headers,
        script: GUEST_SCRIPT,
      });
      await once;
      current.rssMb = processMemory(pid).rssMb;
      current.load = loadAverage();
      minutes.push(current);
      console.log(
        [
          String(minute).padStart(3),
          current.rssMb.toFixed(0).padStart(7),
          current.guests.requestsPerSecond.toFixed(0).padStart(13),
          `${current.guests.p99.toFixed(2)} ms`.padStart(10),
          `${percentile(current.orders, 99).toFixed(1)} ms`.padStart(10),
          `${percentile(current.saves, 99).toFixed(1)} ms`.padStart(9),
          String(current.failures + current.guests.errors).padStart(9),
          `  ${current.load}`,
        ].join(" "),
      );
    }
    isRunning = false;
    await Promise.all([ordering, saving]);
    return minutes;
  } finally {
    await server.stop();
  }
}

const minutes = await soak();
const settled = minutes[SETTLED_MINUTE - 1]?.rssMb ?? 0;
const last = minutes.at(-1)?.rssMb ?? 0;
const growth = (last - settled) / settled;
const isMemoryFlat = Math.abs(growth) <= 0.1;
const early = minutes.slice(1, Math.min(6, minutes.length));
const late = minutes.slice(-Math.min(5, Math.max(1, minutes.length - 6)));
const drifts = (pick: (minute: Minute) => number) => {
  const before = median(early.map(pick));
  const after = median(late.map(pick));
  return { before, after, isDrifting: after > before * 1.5 && after - before > 5 };
};
const kinds = {
  guests: drifts((minute) => minute.guests.p99),
  orders: drifts((minute) => percentile(minute.orders, 99)),
  saves: drifts((minute) => percentile(minute.saves, 99)),
};
const failures = minutes.reduce((total, minute) => total + minute.failures + minute.guests.errors, 0);
console.log(
  `memory: ${settled.toFixed(0)} MB after minute ${SETTLED_MINUTE}, ${last.toFixed(0)} MB at the end ` +
    `(${(growth * 100).toFixed(1)} %): ${isMemoryFlat ? "within 10 %" : "NOT within 10 %"}`,
);
for (const [kind, drift] of Object.entries(kinds))
  console.log(
    `${kind} p99, median per minute: ${drift.before.toFixed(2)} ms early, ${drift.after.toFixed(2)} ms late: ` +
      `${drift.isDrifting ? "DRIFTS" : "no drift"}`,
  );
console.log(`failures: ${failures}`);
if (!isMemoryFlat || Object.values(kinds).some((drift) => drift.isDrifting) || failures > 0)
  process.exitCode = 1;
