// How long the printable menu takes to make for a 60-item menu, and its size. Each cold
// request follows a publish (a new version, so the cache cannot answer); warm ones are the cache's answers.
import { writeFileSync } from "node:fs";
import { renderMenuPdf } from "../src/server/public-page/print/menu-pdf.ts";
import { guestViewOfSnapshot } from "../src/shared/guest-page/guest-view.ts";
import { MenuNodesSchema } from "../src/shared/menus/menu.ts";
import type { PublishedSnapshot } from "../src/shared/publishing/public-page.ts";
import { startBenchApp } from "./bench-app.ts";
import { call, makeMenuNodes, percentile, publishedMenu } from "./lib/api.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const app = await startBenchApp(engine);
try {
  const owner = await publishedMenu(app.baseUrl, 60);
  const get = async (paper: string) => {
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}/m/${owner.url}/menu.pdf?paper=${paper}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from("%PDF-")))
      throw new Error(`menu.pdf answered ${response.status}`);
    return { elapsed, bytes };
  };
  const first = await get("a4");
  if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, first.bytes);
  const cold: number[] = [];
  const sizes: Record<string, number> = {};
  for (let run = 0; run < RUNS; run++) {
    await call(app.baseUrl, "POST", `/v1/businesses/${owner.businessId}/publish`, undefined, owner.token);
    for (const paper of ["a4", "letter"]) {
      const result = await get(paper);
      cold.push(result.elapsed);
      sizes[paper] = result.bytes.length;
    }
  }
  const warm: number[] = [];
  for (let run = 0; run < RUNS * 5; run++) warm.push((await get("a4")).elapsed);
  console.log(
    `menu.pdf, 60 items in 6 sections (${engine}): first ever ${first.elapsed.toFixed(0)} ms (loads the fonts); ` +
      `made after a publish p50 ${percentile(cold, 50).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms ` +
      `(${cold.length} runs); from the cache p50 ${percentile(warm, 50).toFixed(1)} ms; ` +
      `A4 ${sizes.a4} B, Letter ${sizes.letter} B`,
  );
} finally {
  await app.close();
}

// The layout alone, in this process, once warm: what one cold request costs the server's CPU.
const snapshot = {
  business: { id: "b", url: "bench", customUrl: null, orderingEnabled: false, config: {} },
  location: {
    name: "Bench Bistro",
    address: "1 Main St",
    address2: "",
    city: "Austin",
    state: "TX",
    zip: "73301",
  },
  menus: [
    { id: "m", name: "Dinner", details: "", sequence: 1, nodes: MenuNodesSchema.parse(makeMenuNodes(60)) },
  ],
  publishedAt: new Date().toISOString(),
} as unknown as PublishedSnapshot;
const guest = guestViewOfSnapshot(snapshot, { view: "o", now: new Date() });
const layout: number[] = [];
for (let run = 0; run < 40; run++) {
  const started = performance.now();
  await renderMenuPdf({
    guest,
    paper: "a4",
    logo: null,
    iconImages: new Map(),
    link: "x",
    publishedAt: new Date(),
  });
  if (run >= 10) layout.push(performance.now() - started);
}
console.log(
  `renderMenuPdf alone, 60 items, warm: p50 ${percentile(layout, 50).toFixed(0)} ms, max ${Math.max(...layout).toFixed(0)} ms`,
);
