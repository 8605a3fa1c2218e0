import type { LineBox } from "../../../shared/menu-import/menu-import.ts";
import { badRequest } from "../../http/errors.ts";
import { ImportQueue, type ImportQueueLimits } from "./import-queue.ts";
import { READER_NICE, type ReaderPriority, readInChildProcess } from "./reading-worker.ts";

// A PDF is read in a child process of its own (pdf-worker.mjs, at the lowest CPU priority), with a
// time and memory limit; the process ends with the file, so a hostile PDF cannot hold the server, and the memory
// the reading took goes back to the system. Like photos, PDFs take turns (a process each would let a burst of
// uploads take every core and gigabytes of memory).

export const PDF_MAX_PAGES = 10;

export interface PdfLimits extends ImportQueueLimits, ReaderPriority {
  /** One PDF's reading; past this its process is ended and the owner told to send a smaller file. */
  timeLimitMs: number;
}

export const PDF_LIMITS: PdfLimits = { running: 1, waiting: 4, timeLimitMs: 30_000 };
export const UNREADABLE_PDF =
  "This PDF could not be read. Please export it again from its program, or upload a photo of the menu.";
export const PROTECTED_PDF = "This PDF is protected by a password. Please upload a copy without a password.";
export const SLOW_PDF =
  "This PDF took too long to read. Please upload a smaller file or a photo of each page.";

/** `preview`: the page as a JPEG about 900 px wide, shown to the owner beside the draft. */
export type PdfPage =
  | {
      kind: "text";
      width: number;
      height: number;
      lines: { text: string; box: LineBox }[];
      preview: Uint8Array;
    }
  | { kind: "scan"; width: number; height: number; png: Uint8Array; preview: Uint8Array };

export interface PdfReading {
  pageCount: number;
  pages: PdfPage[];
}

/** Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there). */
const WORKER_FILE = new URL("./pdf-worker.mjs", import.meta.url);

export class PdfReader {
  private readonly queue: ImportQueue;

  constructor(private readonly limits: PdfLimits = PDF_LIMITS) {
    this.queue = new ImportQueue(limits);
  }

  read(bytes: Buffer): Promise<PdfReading> {
    return this.queue.run(() => readInWorker(bytes, this.limits));
  }

  /** Readings running and waiting, for tests and logs. */
  get size() {
    return this.queue.size;
  }
}

type PdfAnswer = { ok: true; result: PdfReading } | { ok: false; name: string; message: string };

function readInWorker(bytes: Buffer, limits: PdfLimits): Promise<PdfReading> {
  return readInChildProcess({
    file: WORKER_FILE,
    workerData: { bytes: new Uint8Array(bytes), maxPages: PDF_MAX_PAGES },
    memoryLimitMb: 512,
    timeLimitMs: limits.timeLimitMs,
    nice: limits.nice ?? READER_NICE,
    answer: (message: PdfAnswer) => {
      if (message.ok) return message.result;
      const isProtected = message.name === "PasswordException";
      throw badRequest("UNREADABLE_FILE", isProtected ? PROTECTED_PDF : UNREADABLE_PDF);
    },
    tooSlow: () => badRequest("UNREADABLE_FILE", SLOW_PDF),
    // Out of memory or a crash inside pdf.js: the file is the cause, so it is the client's problem to fix.
    failed: () => badRequest("UNREADABLE_FILE", UNREADABLE_PDF),
  });
}
