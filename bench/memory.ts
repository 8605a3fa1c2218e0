// The small machine's budget: `npm start`'s bundle on a fresh data folder stays ≤ 300 MB resident right after it
// answers /healthz, while 50 guests read a published menu flat out (wrk), and after a menu import (a photo read
// by OCR, a scanned PDF, a spreadsheet), on the embedded database by default (BENCH_ENGINE=postgres for the other).
// Resident memory is read from /proc as the system sees it (bench/lib/process-memory.ts). BENCH_SERVER_BUNDLE
// measures another build (main's, for a before/after figure); BENCH_ROUNDS starts that many fresh servers in turn.
import sharp from "sharp";
import { renderMenuImage } from "../tests/helpers/menu-image.ts";
import { makeScannedPdf } from "../tests/helpers/pdf.ts";
import { makeLongMenuXlsx } from "../tests/helpers/xlsx.ts";
import { publishedMenu } from "./lib/api.ts";
import { loadAverage, processMemory, sampleMemory } from "./lib/process-memory.ts";
import { startProductionServer } from "./lib/production-server.ts";
import { sendImport } from "./lib/spreadsheet-imports.ts";
import { wrk } from "./lib/wrk.ts";

const engine = (process.env.BENCH_ENGINE as "pglite" | "postgres" | undefined) ?? "pglite";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** How long the server is left alone after the imports before the last reading (idle workers end). */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 70_000);
const BUDGET_MB = 300;
const headers = { "accept-encoding": "gzip, deflate, br" };

async function importFiles() {
  const photo = await renderMenuImage("jpeg");
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return [
    { label: "photo (OCR)", bytes: photo, fileName: "menu.jpg" },
    { label: "scanned PDF", bytes: makeScannedPdf(photo, width, height), fileName: "scan.pdf" },
    { label: "spreadsheet (300 dishes)", bytes: await makeLongMenuXlsx(300), fileName: "menu.xlsx" },
  ];
}

interface Round {
  started: number;
  startPeak: number;
  guestsHighest: number;
  guestsAfter: number;
  guestP99: number;
  /** wrk's socket errors and error answers (its 2 s timeouts count, on an overloaded machine). */
  guestErrors: number;
  importsHighest: number;
  afterImports: number;
  idle: number;
}

async function round(files: Awaited<ReturnType<typeof importFiles>>): Promise<Round> {
  const server = await startProductionServer({ engine });
  try {
    const { pid, baseUrl } = server;
    const started = processMemory(pid);
    const owner = await publishedMenu(baseUrl, 60);
    const pageUrl = `${baseUrl}/m/${owner.url}`;
    const guests = sampleMemory(pid);
    const load = await wrk({ url: pageUrl, connections: 50, seconds: SECONDS, headers });
    const duringGuests = guests.stop();
    const imports = sampleMemory(pid);
    for (const file of files) {
      const { status } = await sendImport(baseUrl, owner, file);
      if (status !== 200) throw new Error(`${file.label}: import answered ${status}`);
    }
    const duringImports = imports.stop();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return {
      started: started.rssMb,
      startPeak: started.peakMb,
      guestsHighest: duringGuests.highestMb,
      guestsAfter: duringGuests.lastMb,
      guestP99: load.p99,
      guestErrors: load.errors,
      importsHighest: duringImports.highestMb,
      afterImports: duringImports.lastMb,
      idle: processMemory(pid).rssMb,
    };
  } finally {
    await server.stop();
  }
}

const files = await importFiles();
const mb = (value: number) => `${value.toFixed(0)} MB`;
let isOver = false;
for (let i = 0; i < ROUNDS; i++) {
  const before = loadAverage();
  const r = await round(files);
  isOver ||= Math.max(r.started, r.guestsHighest, r.afterImports, r.idle) > BUDGET_MB;
  console.log(
    `${engine} round ${i + 1} (load average ${before} → ${loadAverage()}): after start ${mb(r.started)} ` +
      `(peak ${mb(r.startPeak)}); guests ${mb(r.guestsHighest)} at most, ${mb(r.guestsAfter)} after ` +
      `(p99 ${r.guestP99.toFixed(2)} ms, ${r.guestErrors} errors); imports ${mb(r.importsHighest)} at most, ${mb(r.afterImports)} ` +
      `right after, ${mb(r.idle)} after ${IDLE_MS / 1000} s idle`,
  );
}
console.log(
  `budget ≤ ${BUDGET_MB} MB resident after start, under guests and after an import: ${isOver ? "NOT met" : "met"}`,
);
if (isOver) process.exitCode = 1;
