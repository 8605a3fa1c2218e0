// The order budget: pricing a cart and placing an order on a published 500-item menu, server time p95 < 25 ms,
// on PGlite and on PostgreSQL. Each request is a random cart of 1–6 lines (sizes where the dish has them) and
// each order a new guest, so the customers table grows as in real use; the server's own time is read from the
// Server-Timing header, as in autosave.ts.
import { randomUUID } from "node:crypto";
import { percentile } from "./bench-app.ts";
import { serveInChild } from "./server-process.ts";

const REQUESTS = Number(process.env.BENCH_ORDERS ?? 300);
const ITEMS = 500;
/**
 * Dishes the kitchen marked sold out (every 50th from the 7th: 10), so the order's look-up carries a list, as in a
 * busy evening; the carts leave them out. BENCH_SOLD_OUT=0 marks none.
 */
const SOLD_OUT = process.env.BENCH_SOLD_OUT !== "0";
const isSoldOut = (n: number) => SOLD_OUT && n % 50 === 7;
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

/** The 500-item menu of bench-app.ts: every fourth dish has two sizes. */
function randomCart(menuId: string, round: number) {
  const lines = 1 + (round % 6);
  return Array.from({ length: lines }, (_, i) => {
    const drawn = (round * 37 + i * 101) % ITEMS;
    const n = isSoldOut(drawn) ? drawn + 1 : drawn;
    return {
      menuId,
      itemId: `i${n}`,
      quantity: 1 + ((round + i) % 3),
      ...(n % 4 === 0 ? { size: i % 2 } : {}),
    };
  });
}

async function measure(engine: "pglite" | "postgres") {
  const app = await serveInChild(engine, ITEMS);
  try {
    const owner = { authorization: `Bearer ${app.token}` };
    const business = `/v1/businesses/${app.businessId}`;
    await send(app.baseUrl, "PUT", `${business}/hours`, { hours: ALL_DAY, timeZone: "UTC" }, owner);
    await send(
      app.baseUrl,
      "PATCH",
      business,
      { orderingEnabled: true, config: { orderDelivery: true, deliveryFee: 3.5, ordersTips: true } },
      owner,
    );
    await send(
      app.baseUrl,
      "POST",
      `${business}/taxes`,
      { label: "Sales tax", type: "PERCENT", value: 8.25 },
      owner,
    );
    await send(
      app.baseUrl,
      "POST",
      `${business}/taxes`,
      { label: "City", type: "VALUE", value: 0.25 },
      owner,
    );

    for (let n = 0; n < ITEMS; n++)
      if (isSoldOut(n))
        await send(
          app.baseUrl,
          "PUT",
          `${business}/sold-out`,
          { menuId: app.menuId, itemId: `i${n}`, until: n % 100 === 7 ? "today" : "manual" },
          owner,
        );

    const pricing: number[] = [];
    const placing: number[] = [];
    const pricePath = `/v1/public/businesses/${app.businessId}/orders/price`;
    const orderPath = `/v1/public/businesses/${app.businessId}/orders`;
    for (let round = 0; round < REQUESTS; round++) {
      const items = randomCart(app.menuId, round);
      const type = round % 3 === 0 ? "DELIVERY" : "PICKUP";
      const guest = { "x-forwarded-for": `10.${(round >> 16) & 255}.${(round >> 8) & 255}.${round & 255}` };
      const priced = await send(app.baseUrl, "POST", pricePath, { type, items, tip: round % 500 }, guest);
      pricing.push(priced.server);
      const placed = await send(
        app.baseUrl,
        "POST",
        orderPath,
        {
          type,
          items,
          tip: round % 500,
          payment: "CASH",
          customer: {
            name: `Guest ${round}`,
            phone: `212${2_000_000 + round}`,
            address: "1 Main St",
          },
        },
        { "idempotency-key": randomUUID(), ...guest },
      );
      if (placed.body.total !== priced.body.total)
        throw new Error(`round ${round}: the order's total is not the price's`);
      placing.push(placed.server);
    }
    const line = (label: string, values: number[]) =>
      `${label} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
    const marked = SOLD_OUT ? ", 10 dishes sold out" : "";
    console.log(
      `orders on a ${ITEMS}-item menu${marked}, ${REQUESTS} carts of 1–6 lines on ${engine} (server time)`,
    );
    console.log(`  ${line("price a cart ", pricing)}  (budget p95 < 25 ms)`);
    console.log(`  ${line("place an order", placing)}  (budget p95 < 25 ms)`);
  } finally {
    await app.stop();
  }
}

// BENCH_ENGINES=postgres (or pglite) measures one engine only, for a quick comparison of two builds.
for (const engine of (process.env.BENCH_ENGINES ?? "pglite,postgres").split(","))
  await measure(engine as "pglite" | "postgres");
