// Bundles the server into dist/server/main.mjs (dependencies stay in node_modules), so `npm start` runs plain
// JavaScript with no TypeScript transform at start-up. Tests and `npm run dev` run the sources through tsx.
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
const outdir = path.join(root, "dist/server");
mkdirSync(outdir, { recursive: true });

/** One TypeScript entry bundled into dist/server, its packages left in node_modules. */
async function bundle(entry, file, options = {}) {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(outdir, file),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    ...options,
  });
}

await bundle("src/server/main.ts", "main.mjs", { sourcemap: true });
// Files the server reads beside its own module at run time.
copyFileSync(path.join(root, "src/server/public-page/guest.css"), path.join(outdir, "guest.css"));
// The embedded database's creation, run in a child process on a new data folder.
copyFileSync(path.join(root, "src/server/db/embedded-create.mjs"), path.join(outdir, "embedded-create.mjs"));
// The PDF reader's worker thread: plain JavaScript that runs beside the bundle.
copyFileSync(
  path.join(root, "src/server/features/menu-import/pdf-worker.mjs"),
  path.join(outdir, "pdf-worker.mjs"),
);
// The text recognition's process, and the reading it runs (TypeScript) bundled beside it.
copyFileSync(
  path.join(root, "src/server/features/menu-import/ocr-process.mjs"),
  path.join(outdir, "ocr-process.mjs"),
);
await bundle("src/server/features/menu-import/ocr-reading.ts", "ocr-reading.mjs");
// The spreadsheet reader's worker thread and the reading it runs, beside the bundle too.
for (const file of ["spreadsheet-worker.mjs", "spreadsheet-rows.mjs"]) {
  copyFileSync(path.join(root, "src/server/features/menu-import", file), path.join(outdir, file));
}
// The printable menu's process, and the layout it runs (TypeScript) bundled beside it.
copyFileSync(
  path.join(root, "src/server/public-page/print/menu-pdf-process.mjs"),
  path.join(outdir, "menu-pdf-process.mjs"),
);
await bundle("src/server/public-page/print/menu-pdf.ts", "menu-pdf-render.mjs");
// The step from a sheet's rows to the draft (TypeScript), bundled for that worker thread.
await bundle("src/server/features/menu-import/sheet-reading.ts", "sheet-reading.mjs");
