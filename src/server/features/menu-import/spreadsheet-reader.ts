import { MB } from "../../../shared/images/images.ts";
import {
  SHEET_MAX_ROWS,
  XLSX_MAX_SHEET_MB,
  XLSX_MAX_UNPACKED_MB,
} from "../../../shared/menu-import/menu-import.ts";
import { badRequest } from "../../http/errors.ts";
import { ImportQueue, type ImportQueueLimits } from "./import-queue.ts";
import { READER_NICE, type ReaderPriority, readInWorkerThread } from "./reading-worker.ts";
import type { SheetProblemKind } from "./spreadsheet-rows.mjs";
import { isSheetEntry, readZipDirectory, ZipDirectoryError, type ZipEntry } from "./zip-directory.ts";

// A spreadsheet is read in a worker thread (spreadsheet-worker.mjs, at the lowest CPU priority) through its own
// queue, like photos and PDFs: parsed on the event loop, a million-row XLSX held every guest's page for seconds
// and took the server to gigabytes. An XLSX whose zip directory declares more than the limits is refused first,
// from its directory alone; the thread has a memory and a time limit for what the sizes cannot tell.

export interface SpreadsheetLimits extends ImportQueueLimits, ReaderPriority {
  /** One file's reading; past this its thread is ended and the owner told to send a smaller file. */
  timeLimitMs: number;
  /** The thread's JavaScript heap: a file that needs more is refused, never the server's memory. */
  memoryLimitMb: number;
}

export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  running: 1,
  waiting: 4,
  timeLimitMs: 60_000,
  memoryLimitMb: 256,
};

export const UNREADABLE_CSV =
  "This file could not be read as a spreadsheet. Please save it as CSV (UTF-8) or XLSX and try again.";
export const UNREADABLE_XLSX =
  "This Excel file could not be opened. Please save it again as XLSX (or CSV) and try again.";
const ROWS = SHEET_MAX_ROWS.toLocaleString("en");
export const TOO_MANY_ROWS = `This spreadsheet has more than ${ROWS} rows, more than a menu needs. Please split it into files of up to ${ROWS} rows and import each one.`;
export const XLSX_TOO_LARGE = `This Excel file holds more than ${XLSX_MAX_UNPACKED_MB} MB once unpacked, more than a menu needs. Please remove pictures and other sheets, or save the menu as CSV, and try again.`;
export const SHEET_TOO_LARGE = `A sheet in this Excel file holds more than ${XLSX_MAX_SHEET_MB} MB once unpacked, more than a menu needs. Please keep only the menu's rows, or save the menu as CSV, and try again.`;
export const SHEET_TOO_BIG_TO_READ =
  "This spreadsheet needs too much memory to read. Please keep only the menu's rows, or save the menu as CSV, and try again.";
export const SLOW_SHEET =
  "This spreadsheet took too long to read. Please keep only the menu's rows, or save the menu as CSV, and try again.";

/** Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there). */
const WORKER_FILE = new URL("./spreadsheet-worker.mjs", import.meta.url);

/** The file's zip directory, refused when its declared sizes are over the limits: nothing is inflated yet. */
export function judgeXlsxDirectory(bytes: Buffer): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    if (error instanceof ZipDirectoryError) throw badRequest("UNREADABLE_FILE", UNREADABLE_XLSX);
    throw error;
  }
  const unpacked = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (unpacked > XLSX_MAX_UNPACKED_MB * MB) throw badRequest("SHEET_TOO_LARGE", XLSX_TOO_LARGE);
  const isSheetTooLarge = (entry: ZipEntry) =>
    isSheetEntry(entry.name) && entry.uncompressedSize > XLSX_MAX_SHEET_MB * MB;
  if (entries.some(isSheetTooLarge)) throw badRequest("SHEET_TOO_LARGE", SHEET_TOO_LARGE);
  return entries;
}

function problemError(problem: SheetProblemKind, line: number | undefined) {
  if (problem === "too-many-rows") return badRequest("SHEET_TOO_LARGE", TOO_MANY_ROWS);
  if (problem === "unreadable-xlsx") return badRequest("UNREADABLE_FILE", UNREADABLE_XLSX);
  return badRequest(
    "UNREADABLE_FILE",
    line ? `${UNREADABLE_CSV} (The problem is near line ${line}.)` : UNREADABLE_CSV,
  );
}

/** The import's answer for a spreadsheet, as the JSON the worker made of it (the route sends it as it is). */
export class SerializedDraft {
  constructor(readonly json: string) {}
}

type WorkerAnswer =
  | { ok: true; json: string }
  | { ok: false; problem: SheetProblemKind; line: number | undefined };

/** The file's bytes, or where it lies on disk for the worker to read itself. */
type SheetSource = { bytes: Buffer } | { path: string };

function readInWorker(
  job: { kind: "csv" | "xlsx"; source: SheetSource; entries: ZipEntry[] },
  limits: SpreadsheetLimits,
): Promise<SerializedDraft> {
  const unreadable = job.kind === "csv" ? UNREADABLE_CSV : UNREADABLE_XLSX;
  return readInWorkerThread({
    file: WORKER_FILE,
    workerData: {
      kind: job.kind,
      ...("path" in job.source ? { path: job.source.path } : { bytes: new Uint8Array(job.source.bytes) }),
      entries: job.entries,
      maxRows: SHEET_MAX_ROWS,
    },
    memoryLimitMb: limits.memoryLimitMb,
    timeLimitMs: limits.timeLimitMs,
    nice: limits.nice ?? READER_NICE,
    answer: (answer: WorkerAnswer) => {
      if (answer.ok) return new SerializedDraft(answer.json);
      throw problemError(answer.problem, answer.line);
    },
    tooSlow: () => badRequest("UNREADABLE_FILE", SLOW_SHEET),
    // Out of its memory, or a crash inside a parser: the file is the cause, so it is the client's to fix.
    failed: (error) =>
      badRequest(
        "UNREADABLE_FILE",
        error?.code === "ERR_WORKER_OUT_OF_MEMORY" ? SHEET_TOO_BIG_TO_READ : unreadable,
      ),
  });
}

export class SpreadsheetReader {
  private readonly queue: ImportQueue;

  constructor(private readonly limits: SpreadsheetLimits = SPREADSHEET_LIMITS) {
    this.queue = new ImportQueue(limits);
  }

  async read(kind: "csv" | "xlsx", bytes: Buffer): Promise<SerializedDraft> {
    // Judged before the queue: a file refused by its directory never takes a turn (and is refused as a rejection).
    const entries = kind === "xlsx" ? judgeXlsxDirectory(bytes) : [];
    return this.queue.run(() => readInWorker({ kind, source: { bytes }, entries }, this.limits));
  }

  /**
   * A CSV as an uploaded file on disk: the worker thread reads it there. A 9 MB file handed over as bytes cost the
   * event loop a copy and a clone into the thread (about 50 ms, and the collections after them), which guests
   * waited behind; a path costs nothing. The file must stay until the answer.
   */
  async readCsvFile(path: string): Promise<SerializedDraft> {
    return this.queue.run(() => readInWorker({ kind: "csv", source: { path }, entries: [] }, this.limits));
  }

  /** Readings running and waiting, for tests and logs. */
  get size() {
    return this.queue.size;
  }
}
