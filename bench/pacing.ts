// Pacing's cost on the order path: the server's time (Server-Timing) to price a cart and to place an ASAP order on
// the 500-item menu, with pacing off and on, order by order on one server so both meet the same machine. With
// pacing on, each slot takes PACE_CAP orders, so as the run goes an order passes full slots before it finds room
// (reserve_order_slot reads their counts, then upserts one) and the price call reads the slots' counts. Budget: pacing adds
// < 2 ms to an order's server time (medians compared). Run: node --import tsx bench/pacing.ts [pglite|postgres].
import { randomUUID } from "node:crypto";
import { percentile } from "./bench-app.ts";
import { serveInChild } from "./server-process.ts";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
const PACE_CAP = 20;
const ITEMS = 500;
const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: true, hours: [{ start: "00:00", end: "00:00" }] },
  ]),
);

async function send(baseUrl: string, method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);
  return { body: text ? JSON.parse(text) : null, server };
}

function cartOf(menuId: string, round: number) {
  const lines = 1 + (round % 4);
  return Array.from({ length: lines }, (_, i) => {
    const n = (round * 37 + i * 101) % ITEMS;
    return { menuId, itemId: `i${n}`, quantity: 1 + ((round + i) % 2), ...(n % 4 === 0 ? { size: 0 } : {}) };
  });
}

const median = (values: number[]) => percentile(values, 50);

async function measure(engine: "pglite" | "postgres") {
  const app = await serveInChild(engine, ITEMS);
  try {
    const owner = { authorization: `Bearer ${app.token}` };
    const business = `/v1/businesses/${app.businessId}`;
    await send(app.baseUrl, "PUT", `${business}/hours`, { hours: ALL_DAY, timeZone: "UTC" }, owner);
    const pacing = (isOn: boolean) =>
      send(
        app.baseUrl,
        "PATCH",
        business,
        {
          orderingEnabled: true,
          config: { ordersTips: true, slotCapacity: isOn ? { minutes: 15, maxOrders: PACE_CAP } : null },
        },
        owner,
      );
    const times = {
      off: { price: [] as number[], order: [] as number[] },
      on: { price: [], order: [] },
    } as Record<"off" | "on", { price: number[]; order: number[] }>;
    let guest = 0;
    const one = async (mode: "off" | "on", record: boolean) => {
      const n = guest++;
      const items = cartOf(app.menuId, n);
      const address = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      const path = `/v1/public/businesses/${app.businessId}/orders`;
      const priced = await send(
        app.baseUrl,
        "POST",
        `${path}/price`,
        { type: "PICKUP", items, tip: 50 },
        address,
      );
      const placed = await send(
        app.baseUrl,
        "POST",
        path,
        {
          type: "PICKUP",
          items,
          tip: 50,
          payment: "CASH",
          customer: { name: `Guest ${n}`, phone: `212${2_000_000 + n}` },
        },
        { "idempotency-key": randomUUID(), ...address },
      );
      if (mode === "on" && !placed.body.promisedFor) throw new Error("a paced order without its promise");
      if (!record) return;
      times[mode].price.push(priced.server);
      times[mode].order.push(placed.server);
    };
    await pacing(false);
    for (let i = 0; i < 50; i++) await one("off", false); // warm
    // Order by order, off and on in turn (the config changed between them, outside the measured time): on a
    // machine others load, neighbours meet the same load, where whole rounds of each did not.
    const differences: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const modes = pair % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
      for (const mode of modes) {
        await pacing(mode === "on");
        await one(mode, true);
      }
      differences.push((times.on.order.at(-1) ?? 0) - (times.off.order.at(-1) ?? 0));
    }
    const line = (label: string, values: number[]) =>
      `${label} p50 ${median(values).toFixed(2)} ms  p95 ${percentile(values, 95).toFixed(2)} ms`;
    console.log(
      `pacing on ${engine}: ${PAIRS} ASAP orders each way, in turn, ${PACE_CAP} orders per slot (server time)`,
    );
    for (const mode of ["off", "on"] as const)
      console.log(
        `  pacing ${mode.padEnd(3)} ${line("price", times[mode].price)}   ${line("order", times[mode].order)}`,
      );
    console.log(
      `  pacing adds ${median(differences).toFixed(2)} ms to an order (median of the pairs' differences; budget < 2 ms)`,
    );
  } finally {
    await app.stop();
  }
}

const engines = process.argv[2]
  ? [process.argv[2] as "pglite" | "postgres"]
  : (["pglite", "postgres"] as const);
for (const engine of engines) await measure(engine);
