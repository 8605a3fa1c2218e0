// issue 4 budget: the compressed HTML + CSS + JS a guest needs to read a 60-item menu fits in 14 KB.
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { publishedMenu, startBenchApp } from "./bench-app.ts";

const BUDGET = 14 * 1024;
const app = await startBenchApp("pglite");
try {
  const { url } = await publishedMenu(app.baseUrl, 60);
  const fetchRaw = async (path: string, encoding: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
    return Buffer.from(await response.arrayBuffer());
  };
  const html = (await fetchRaw(`/m/${url}`, "identity")).toString();
  const scriptPath = /<script src="([^"]+)"/.exec(html)?.[1];
  const script = scriptPath
    ? readFileSync(new URL(`../dist/web${scriptPath}`, import.meta.url))
    : Buffer.alloc(0);
  const rows = [
    [
      "HTML (inline CSS, JSON-LD)",
      Buffer.byteLength(html),
      gzipSync(html, { level: 9 }).length,
      brotliCompressSync(html).length,
    ],
    ["guest script", script.length, gzipSync(script, { level: 9 }).length, brotliCompressSync(script).length],
  ] as const;
  console.log("guest page bytes for a 60-item menu");
  for (const [name, raw, gz, br] of rows)
    console.log(`  ${name.padEnd(28)} raw ${raw}  gzip ${gz}  br ${br}`);
  const totalGzip = rows.reduce((sum, row) => sum + row[2], 0);
  const totalBr = rows.reduce((sum, row) => sum + row[3], 0);
  console.log(`  total                        gzip ${totalGzip} B  br ${totalBr} B  (budget ${BUDGET} B)`);
  console.log(totalGzip <= BUDGET ? "  within budget (gzip)" : "  OVER BUDGET (gzip)");
  if (!scriptPath) console.log("  note: no guest script in dist/web; run npm run build first");
} finally {
  await app.close();
}
