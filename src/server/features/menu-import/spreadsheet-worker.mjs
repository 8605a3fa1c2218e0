// The spreadsheet reader's worker thread (spreadsheet-reader.ts): one file's bytes → rows of cell text, at the
// lowest CPU priority, so a large sheet takes only the CPU the guests' pages leave. Plain JavaScript, copied
// beside the server bundle by scripts/build-server.mjs like the PDF worker.
import { existsSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

// This thread only (Linux gives each thread its own nice value, as the OCR and PDF threads do); the server's
// nice value for readers, 19 (the lowest) unless it says otherwise.
try {
  setPriority(workerData.nice ?? 19);
} catch {
  // Not allowed here (some containers): the reading runs at normal priority.
}
/** The rows → draft step (TypeScript): bundled beside the server's bundle, else the sources through tsx. */
async function loadSheetReading() {
  if (existsSync(new URL("./sheet-reading.mjs", import.meta.url))) return import("./sheet-reading.mjs");
  const { register } = await import("tsx/esm/api");
  register();
  return import("./sheet-reading.ts");
}

// Loaded only now: a static import (exceljs is large to compile) would load at normal priority.
const [{ readCsvRows, readXlsxRows, SheetProblem }, { draftJson }] = await Promise.all([
  import("./spreadsheet-rows.mjs"),
  loadSheetReading(),
]);

const { kind, entries, maxRows } = workerData;
try {
  // An uploaded CSV comes as its path (read here, off the event loop); other files as their bytes.
  const bytes = workerData.path
    ? readFileSync(workerData.path)
    : Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength);
  const rows = kind === "csv" ? readCsvRows(bytes, maxRows) : await readXlsxRows(bytes, entries, maxRows);
  // A string crosses to the main thread as one copy; the route sends it as it is.
  parentPort.postMessage({ ok: true, json: draftJson(rows) });
} catch (error) {
  // Anything else thrown while reading is the file's doing: it reads as a file that cannot be opened.
  const problem = error instanceof SheetProblem ? error.problem : `unreadable-${kind}`;
  parentPort.postMessage({ ok: false, problem, line: error?.line });
}
