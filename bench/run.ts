// `npm run bench`: every benchmark in turn, each printing its figures. Needs `npm run build` (the guest script,
// the dashboard) and the local PostgreSQL for the runs on both engines. Record the figures in bench/RESULTS.md.
import { execFileSync } from "node:child_process";

const BENCHES = [
  "guest-page-size.ts",
  "guest-page-load.ts",
  "lighthouse.ts",
  "autosave.ts",
  "autosave-under-load.ts",
  "customer-search.ts",
  "insights.ts",
  "orders.ts",
  "orders-live.ts",
  "orders-under-load.ts",
  "scale.ts",
  "editor-typing.ts",
  "image-uploads.ts",
  "uploads-under-guests.ts",
  "menu-import.ts",
  "menu-pdf.ts",
];

for (const bench of BENCHES) {
  console.log(`\n── ${bench}`);
  try {
    execFileSync(process.execPath, ["--import", "tsx", `bench/${bench}`], { stdio: "inherit" });
  } catch {
    console.log(`${bench} failed; see above`);
    process.exitCode = 1;
  }
}
