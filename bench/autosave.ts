// The autosave budget: autosave of a 500-item menu, server time p95 < 30 ms, on PGlite and on PostgreSQL.
// Each save sends the whole tree with one edit, as the editor does, and reads the server's own time from
// the Server-Timing header.
import { percentile } from "./bench-app.ts";
import { serveInChild } from "./server-process.ts";

const SAVES = Number(process.env.BENCH_SAVES ?? 200);

async function measure(engine: "pglite" | "postgres") {
  const app = await serveInChild(engine, 500);
  try {
    const headers = { "content-type": "application/json", authorization: `Bearer ${app.token}` };
    const menu = await (await fetch(`${app.baseUrl}/v1/ilmenus?menuId=${app.menuId}`, { headers })).json();
    let version = menu.version as number;
    const nodes = menu.nodes;
    const bytes = JSON.stringify({ id: app.menuId, version, nodes }).length;
    const server: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      nodes[i % nodes.length].nodes[i % 10].name = `Dish edited ${i}`;
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/v1/menus`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ id: app.menuId, version, nodes }),
      });
      const body = await response.json();
      total.push(performance.now() - started);
      if (response.status !== 200)
        throw new Error(`save ${i}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      version = body.version;
      server.push(
        Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN),
      );
    }
    const line = (label: string, values: number[]) =>
      `${label} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(
      `autosave, 500 items (${(bytes / 1024).toFixed(0)} KB per save), ${SAVES} saves on ${engine}`,
    );
    console.log(`  ${line("server", server)}  (budget p95 < 30 ms)`);
    console.log(`  ${line("round trip", total)}`);
  } finally {
    await app.stop();
  }
}

await measure("pglite");
await measure("postgres");
