// CPU per guest (price a cart, then place the order), one guest after another on a quiet server: the app's
// process and PostgreSQL's processes apart, from /proc. 50 guests at once on 2 cores take about
// 50 × this / 2, whatever else is tuned, so this is the figure that decides the ordering burst budget.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { orderingMenu } from "./lib/api.ts";
import { cpuSeconds, statCpuSeconds, threadSeconds } from "./lib/proc-cpu.ts";
import { startProductionServer } from "./lib/production-server.ts";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 400);

/** CPU seconds of every PostgreSQL process on the machine (backends come and go with the pool). */
function postgresSeconds(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.includes("(postgres)")) total += statCpuSeconds(stat);
    } catch {}
  }
  return total;
}

async function measure(engine: "pglite" | "postgres") {
  const server = await startProductionServer({
    engine,
    env: { TRUST_PROXY: "1" },
  });
  try {
    const { businessId, menu } = await orderingMenu(server.baseUrl, 500);
    const base = `${server.baseUrl}/v1/public/businesses/${businessId}/orders`;
    const line = (i: number, quantity: number) => ({
      menuId: menu.id,
      itemId: `i${i}`,
      quantity,
      ...(i % 4 === 0 ? { size: 1 } : {}),
    });
    const cart = (n: number) => [line((n * 37) % 500, 1 + (n % 3)), line((n * 11 + 3) % 500, 1)];
    const address = (n: number) => `10.${n % 250}.${(n >> 8) % 250}.1`;
    const price = async (n: number) => {
      const answer = await fetch(`${base}/price`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address(n) },
        body: JSON.stringify({ type: "PICKUP", items: cart(n), tip: 100 }),
      });
      if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
      await answer.text();
    };
    const order = async (n: number) => {
      const answer = await fetch(base, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": address(n),
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({
          type: "PICKUP",
          items: cart(n),
          tip: 100,
          payment: "CASH",
          customer: { name: `Guest ${n}`, phone: `212${2_000_000 + n}` },
        }),
      });
      if (answer.status !== 201) throw new Error(`${answer.status} ${await answer.text()}`);
      await answer.text();
    };
    for (let n = 0; n < 50; n++) await order(100000 + n); // warm
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the mail jobs of the warm-up are sent
    const per = (s: number) => `${((s * 1000) / GUESTS).toFixed(2)} ms`;
    const steps = [
      ["price a cart", price],
      ["place an order (its mail job included)", order],
    ] as const;
    for (const [name, step] of steps.filter(([name]) => name.startsWith(process.env.BENCH_STEP ?? ""))) {
      const app0 = cpuSeconds(server.pid),
        threads0 = threadSeconds(server.pid),
        pg0 = postgresSeconds(),
        me0 = process.cpuUsage();
      for (let n = 0; n < GUESTS; n++) await step(n);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the mail jobs are sent
      const app = cpuSeconds(server.pid) - app0,
        threads = threadSeconds(server.pid),
        pg = postgresSeconds() - pg0;
      const me = process.cpuUsage(me0);
      console.log(
        `${engine}, ${name}, ${GUESTS} one after another: CPU each: app ${per(app)} (its main thread ${per(threads.main - threads0.main)}, its other threads ${per(threads.others - threads0.others)}), PostgreSQL ${per(pg)}, total ${per(app + pg)} (the load process ${per((me.user + me.system) / 1e6)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

for (const engine of (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",") as ("pglite" | "postgres")[])
  await measure(engine);
