import { badRequest } from "../../http/errors.ts";
import { KeptProcess } from "../../lib/kept-process.ts";
import { ImportQueue } from "./import-queue.ts";
import type { OcrPage } from "./ocr-reading.ts";
import { READER_NICE, type ReaderPriority } from "./reading-worker.ts";

// Text recognition: photos are prepared (sharp) and read (tesseract.js) in a process of its own (ocr-process.mjs,
// ocr-reading.ts), one image at a time: requests never wait on it, a few more photos wait their turn, and each has
// a time limit. The process holds about 150 MB (the
// model and tesseract's WebAssembly memory, which never shrinks), so it ends once its last photo is read, or a
// minute after a warm-up with nothing to read, and all of it goes back to the system: a server for one restaurant
// reads a photo now and then, and the import page's warm-up starts it again while the owner chooses a file.

export interface OcrLimits extends ReaderPriority {
  /** Photos waiting for the process beyond the one it reads; past this the answer is 429. */
  waiting: number;
  /** One photo's reading; past this the process is ended and the owner told to send a clearer photo. */
  timeLimitMs: number;
  /** After a warm-up with nothing read for this long, the process ends and frees its memory (a minute unless said). */
  idleMs?: number;
}

const OCR_IDLE_MS = 60_000;
/** tesseract's WebAssembly heap lives outside this limit; it bounds the process's JavaScript. */
const OCR_MEMORY_LIMIT_MB = 256;
export const OCR_LIMITS: OcrLimits = { waiting: 4, timeLimitMs: 60_000, idleMs: OCR_IDLE_MS };
export const SLOW_PHOTO =
  "Reading this photo took too long. Please upload a sharper photo of one page, taken straight on.";
export const UNREADABLE_PHOTO =
  "This image could not be opened. Please upload a JPG or PNG photo of the menu.";

export class OcrEngine {
  private readonly process: KeptProcess<Buffer | Uint8Array, OcrPage>;
  /** The process reads one image at a time. */
  private readonly queue: ImportQueue;

  constructor(limits: OcrLimits = OCR_LIMITS) {
    this.queue = new ImportQueue({ running: 1, waiting: limits.waiting });
    this.process = new KeptProcess(
      {
        // Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there).
        file: new URL("./ocr-process.mjs", import.meta.url),
        // Its nice value, set before any reading starts.
        args: [String(limits.nice ?? READER_NICE)],
        // tesseract cannot stop a reading: past the limit its process is ended, and the next photo starts another.
        tooSlow: () => badRequest("UNREADABLE_FILE", SLOW_PHOTO),
        // Any failure is one of two: not an image sharp opens, or one tesseract could not read. Either way the owner
        // can send another photo.
        failed: () => badRequest("UNREADABLE_FILE", UNREADABLE_PHOTO),
      },
      {
        get idleMs() {
          return limits.idleMs ?? OCR_IDLE_MS;
        },
        get timeLimitMs() {
          return limits.timeLimitMs;
        },
        memoryLimitMb: OCR_MEMORY_LIMIT_MB,
      },
    );
  }

  /** Loads the English data now (when an owner opens the import page), so the first photo does not wait for it. */
  warmUp() {
    return this.process.warmUp();
  }

  /**
   * Reads the lines of one photo (JPEG, PNG, WebP), in the pixels of the image prepared from it. The preparation
   * waits its turn too, in the reading's process: photos beyond the queue are refused before costing any
   * decoding, and the decoding of a large photo takes neither the server's memory nor its threads.
   */
  readImage(bytes: Buffer | Uint8Array): Promise<OcrPage> {
    return this.inTurn(() => this.process.ask(bytes));
  }

  /**
   * Reads a scanned PDF's pages in one turn: another owner's photo never comes between two of its pages, and a
   * busy queue refuses the PDF before its first page, not after reading four of them. Each page has the time
   * limit of a photo.
   */
  readImages(images: (Buffer | Uint8Array)[]): Promise<OcrPage[]> {
    return this.inTurn(async () => {
      const pages: OcrPage[] = [];
      for (const bytes of images) pages.push(await this.process.ask(bytes));
      return pages;
    });
  }

  /**
   * One photo's or PDF's turn. When it ends with no other photo waiting, the process ends at once (unless an owner
   * has opened the import page since): the owner reviews the draft next, and choosing another file warms it up
   * again.
   */
  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      try {
        return await job();
      } finally {
        if (this.queue.size.waiting === 0) this.process.release();
      }
    });
  }

  /** Whether the reading process is running now (tests, and the memory bench's reading of it). */
  get isRunning() {
    return this.process.isRunning;
  }

  close() {
    this.process.close();
  }

  /** Readings running and waiting, for tests and logs. */
  get size() {
    return this.queue.size;
  }
}
