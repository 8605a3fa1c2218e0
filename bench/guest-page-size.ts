// The guest page's size budget: the compressed HTML + CSS + JS a guest needs to read a 60-item menu fits in
// 14 KB. Measured with online ordering off and on (Add buttons, the no-script notice); the cart's
// own script and stylesheet load on the first Add, so they are listed apart and not part of the first read.
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { call, publishedMenu, startBenchApp } from "./bench-app.ts";

const BUDGET = 14 * 1024;
const app = await startBenchApp("pglite");
const sizes = (bytes: Buffer | string) =>
  [Buffer.byteLength(bytes), gzipSync(bytes, { level: 9 }).length, brotliCompressSync(bytes).length] as const;
const asset = (path: string | undefined) =>
  path ? readFileSync(new URL(`../dist/web${path}`, import.meta.url)) : Buffer.alloc(0);
try {
  const fetchRaw = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });
    return Buffer.from(await response.arrayBuffer());
  };
  // Last, the menu in three languages (every text translated), read in one of them.
  const runs = [
    { isOrdering: false, languages: [] },
    { isOrdering: true, languages: [] },
    { isOrdering: true, languages: ["en", "fr", "ar"] },
  ];
  for (const { isOrdering, languages } of runs) {
    const { url, businessId, token } = await publishedMenu(app.baseUrl, 60, languages);
    if (isOrdering)
      await call(app.baseUrl, "PATCH", `/v1/businesses/${businessId}`, { orderingEnabled: true }, token);
    const html = (await fetchRaw(`/m/${url}${languages.length ? "?lang=fr" : ""}`)).toString();
    const scriptPath = /<script src="([^"]+)"/.exec(html)?.[1];
    const rows: [string, ...ReturnType<typeof sizes>][] = [
      ["HTML (inline CSS, JSON-LD)", ...sizes(html)],
      ["guest script", ...sizes(asset(scriptPath))],
    ];
    console.log(
      `guest page bytes for a 60-item menu, ordering ${isOrdering ? "on" : "off"}${
        languages.length ? `, in ${languages.join("/")} read in fr` : ""
      }`,
    );
    for (const [name, raw, gz, br] of rows)
      console.log(`  ${name.padEnd(28)} raw ${raw}  gzip ${gz}  br ${br}`);
    const totalGzip = rows.reduce((sum, row) => sum + row[2], 0);
    const totalBr = rows.reduce((sum, row) => sum + row[3], 0);
    console.log(`  total                        gzip ${totalGzip} B  br ${totalBr} B  (budget ${BUDGET} B)`);
    console.log(totalGzip <= BUDGET ? "  within budget (gzip)" : "  OVER BUDGET (gzip)");
    if (!scriptPath) console.log("  note: no guest script in dist/web; run npm run build first");
    const cartPath = /data-cart="([^"]+)"/.exec(html)?.[1];
    if (cartPath) {
      const cart = asset(cartPath);
      const imports = [...cart.toString().matchAll(/from"\.\/([^"]+)"/g)].map(
        (match) => `/assets/${match[1]}`,
      );
      const manifest = JSON.parse(asset("/assets/guest-order-manifest.json").toString()) as Record<
        string,
        { file: string; isEntry?: boolean }
      >;
      const css = Object.values(manifest).find((entry) => entry.file.endsWith(".css"));
      const later = Buffer.concat([
        cart,
        ...imports.map(asset),
        asset(css ? `/assets/${css.file}` : undefined),
      ]);
      const [raw, gz, br] = sizes(later);
      console.log(
        `  on the first Add (cart script, its chunks, stylesheet): raw ${raw}  gzip ${gz}  br ${br}`,
      );
    }
  }
} finally {
  await app.close();
}
