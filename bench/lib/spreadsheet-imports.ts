// Spreadsheets imported while guests read a menu (bench/menu-import.ts): a long menu that is allowed, a zip bomb
// (its directory truthful, and one that lies), and a million-row file, four owners at once, each sending its file
// again as soon as it is answered. wrk reads /m/{url} alone, then meanwhile; the server's peak RSS (VmHWM) is read
// before and after (peak: VmHWM, started over once the server is up).
import { readFileSync, writeFileSync } from "node:fs";
import { SHEET_MAX_ROWS } from "../../src/shared/menu-import/menu-import.ts";
import { makeLongMenuXlsx, manyRowsXlsx, zipBombXlsx } from "../../tests/helpers/xlsx.ts";
import { publishedMenu } from "./api.ts";
import { startProductionServer } from "./production-server.ts";
import { range, type WrkResult, wrk } from "./wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const CONNECTIONS = 50;
/**
 * BENCH_SHEET_PAUSE_MS: how long an owner waits after an answer before sending the file again. 1000 (the default) is
 * four owners importing and retrying as people do, the case the budget is for; 0 is a flood of uploads (a refused
 * 5 MB file comes back in milliseconds, so about 30 uploads a second), a stress figure: receiving the bodies alone
 * then costs the event loop more than the budget.
 */
const PAUSE_MS = Number(process.env.BENCH_SHEET_PAUSE_MS ?? 1000);
/** Guests' page p99 while spreadsheets are read (the import must not hurt guests). */
export const SHEET_GUEST_P99_BUDGET_MS = 50;
const headers = { "accept-encoding": "gzip, deflate, br" };

interface SheetFile {
  label: string;
  bytes: Buffer;
  fileName: string;
}

async function sheetFiles(): Promise<SheetFile[]> {
  const long = await makeLongMenuXlsx(SHEET_MAX_ROWS - 1);
  const bomb = zipBombXlsx(400);
  const lyingBomb = zipBombXlsx(400, 1000);
  const million = manyRowsXlsx(1_000_000);
  const kb = (bytes: Buffer) => `${Math.round(bytes.length / 1024)} KB`;
  return [
    { label: `long menu (${SHEET_MAX_ROWS - 1} dishes, ${kb(long)})`, bytes: long, fileName: "long.xlsx" },
    { label: `zip bomb (400 MB sheet, ${kb(bomb)})`, bytes: bomb, fileName: "bomb.xlsx" },
    { label: `lying zip bomb (declares 1 KB, ${kb(lyingBomb)})`, bytes: lyingBomb, fileName: "lying.xlsx" },
    { label: `1,000,000 rows (${kb(million)})`, bytes: million, fileName: "million.xlsx" },
  ];
}

/** The server's resident memory now and its peak since the last `resetPeak`, in MB. */
function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Starts the peak over (Linux: "5" to clear_refs), so a fresh PGlite's start-up peak is not counted. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

type Owner = Awaited<ReturnType<typeof publishedMenu>>;

/** One file through the import, timed on the client from sending to the whole answer read. */
export async function sendImport<Body>(baseUrl: string, owner: Owner, file: SheetFile) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)]), file.fileName);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/v1/menus/import?businessId=${owner.businessId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const body = (await response.json()) as Body;
  return { status: response.status, body, ms: performance.now() - started };
}

async function importSheet(baseUrl: string, owner: Owner, file: SheetFile) {
  const { status, body, ms } = await sendImport<{ message?: string }>(baseUrl, owner, file);
  return { status, message: body.message ?? "", ms };
}

/** Runs the scenario on `npm start`'s bundle; true when the guests' p99 went over the budget. */
export async function spreadsheetsUnderLoad(): Promise<boolean> {
  const files = await sheetFiles();
  const server = await startProductionServer({ engine: "pglite" });
  try {
    const owner = await publishedMenu(server.baseUrl, 60);
    const pageUrl = `${server.baseUrl}/m/${owner.url}`;
    await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: 2, headers });
    resetPeak(server.pid);
    const before = memoryMb(server.pid);
    for (const file of files) {
      const answer = await importSheet(server.baseUrl, owner, file);
      console.log(`${file.label}: alone ${answer.status} in ${answer.ms.toFixed(0)} ms ${answer.message}`);
    }
    const quiet: WrkResult[] = [];
    const busy: WrkResult[] = [];
    const statuses = new Map<string, number>();
    for (let run = 0; run < RUNS; run++) {
      quiet.push(await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers }));
      let isLoading = true;
      // Four owners at once, each sending its file again as soon as it is answered.
      const owners = files.map(async (file) => {
        while (isLoading) {
          const { status } = await importSheet(server.baseUrl, owner, file);
          const key = `${file.fileName} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
      });
      const result = await wrk({ url: pageUrl, connections: CONNECTIONS, seconds: SECONDS, headers });
      isLoading = false;
      await Promise.all(owners);
      busy.push(result);
      console.log(
        `  run ${run + 1}: guest page alone p50 ${quiet[run]?.p50.toFixed(2)} ms p99 ${quiet[run]?.p99.toFixed(2)} ` +
          `ms, ${quiet[run]?.requestsPerSecond.toFixed(0)} req/s; during imports p50 ${result.p50.toFixed(2)} ms p99 ${result.p99.toFixed(2)} ms, ` +
          `${result.requestsPerSecond.toFixed(0)} req/s, ${result.errors} errors (wrk gives up on an answer after 2 s)`,
      );
    }
    const after = memoryMb(server.pid);
    const worst = Math.max(...busy.map((result) => result.p99));
    // A guest left without an answer is over the budget whatever the percentiles of the answered say.
    const isOver = worst >= SHEET_GUEST_P99_BUDGET_MS || busy.some((result) => result.errors > 0);
    console.log(
      `spreadsheets, 4 at once (pause ${PAUSE_MS} ms), guest page /m/{url}, ${CONNECTIONS} connections, ${RUNS}×${SECONDS} s: alone p50 ` +
        `${range(
          quiet.map((result) => result.p50),
          2,
        )} ms p99 ${range(
          quiet.map((result) => result.p99),
          2,
        )} ms; ` +
        `during imports p50 ${range(
          busy.map((result) => result.p50),
          2,
        )} ms p99 ` +
        `${range(
          busy.map((result) => result.p99),
          2,
        )} ms ${isOver ? "OVER" : "within"} the budget ` +
        `(p99 < ${SHEET_GUEST_P99_BUDGET_MS} ms)`,
    );
    console.log(
      `  server RSS: ${before.rss.toFixed(0)} MB before the imports, peak ${after.peak.toFixed(0)} MB with them; answers: ${[...statuses].map(([key, n]) => `${key}×${n}`).join(", ")}`,
    );
    return isOver;
  } finally {
    await server.stop();
  }
}
