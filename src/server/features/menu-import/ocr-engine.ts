import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker } from "tesseract.js";
import { IMAGE_MAX_MEGAPIXELS } from "../../../shared/common/constants.ts";
import { badRequest } from "../../http/errors.ts";
import { loadSharp, loadTesseract } from "../../lib/on-demand.ts";
import { ImportQueue } from "./import-queue.ts";
import type { SourceLine } from "./menu-lines.ts";

// Text recognition with tesseract.js. Its English data comes from the @tesseract.js-data/eng
// package (nothing is downloaded at run time) and is loaded into one worker thread that recognizes one
// image at a time: requests never wait on it, a few more photos wait their turn, and each has a time limit.
// The worker holds about 100 MB (the model and tesseract's WebAssembly memory, which never shrinks), so it
// ends after a minute with nothing to read: a server for one restaurant reads a photo now and then, and the
// import page's warm-up starts it again while the owner chooses a file.

const require = createRequire(import.meta.url);
/** The LSTM model tesseract.js uses by default, from the registry package: nothing is fetched at run time. */
export const ENGLISH_DATA_DIR = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

export interface OcrLimits {
  /** Photos waiting for the worker beyond the one it reads; past this the answer is 429. */
  waiting: number;
  /** One photo's reading; past this the worker is restarted and the owner told to send a clearer photo. */
  timeLimitMs: number;
  /** With nothing read nor waiting for this long, the worker ends and gives its memory back (a minute unless said). */
  idleMs?: number;
}

const OCR_IDLE_MS = 60_000;
export const OCR_LIMITS: OcrLimits = { waiting: 4, timeLimitMs: 60_000, idleMs: OCR_IDLE_MS };
export const SLOW_PHOTO =
  "Reading this photo took too long. Please upload a sharper photo of one page, taken straight on.";
export const UNREADABLE_PHOTO =
  "This image could not be opened. Please upload a JPG or PNG photo of the menu.";

/** Beside this module in the sources, and beside the bundle (scripts/build-server.mjs copies it there). */
const OCR_THREAD_FILE = fileURLToPath(new URL("./ocr-thread.cjs", import.meta.url));

/** Text is read best at 20–40 px letters: photos are brought to about this width, never past it. */
const OCR_WIDTH = { min: 1400, max: 2400 };

export interface OcrPage {
  width: number;
  height: number;
  lines: Omit<SourceLine, "page">[];
}

/** A photo as tesseract likes it: upright, grey, evened out, at a readable size; PNG. */
export async function prepareImage(bytes: Buffer | Uint8Array) {
  try {
    const image = loadSharp()(bytes, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 }).rotate();
    const { width = 0 } = await image.clone().metadata();
    const target = Math.max(OCR_WIDTH.min, Math.min(OCR_WIDTH.max, width));
    const { data, info } = await image
      .flatten({ background: "#ffffff" })
      .grayscale()
      .normalize()
      .resize({ width: target })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw badRequest("UNREADABLE_FILE", UNREADABLE_PHOTO);
  }
}

/**
 * A dish's line: words, then something like a price at its end ("Soup 9.50", "Burger ...... $14,00"). A price
 * alone on its line is what the layout analysis leaves when it has split the prices off.
 */
const DISH_WITH_PRICE = /\p{L}{2}.*\d[\d.,]*\s*$/u;

/** The lines tesseract reads in the page, with their boxes and confidence. */
async function recognizeLines(worker: Worker, png: Buffer): Promise<OcrPage["lines"]> {
  let data: Awaited<ReturnType<Worker["recognize"]>>["data"];
  try {
    ({ data } = await worker.recognize(png, {}, { blocks: true, text: false }));
  } catch {
    // The image passed sharp, so a failure here is tesseract's; the owner can still send another photo.
    throw badRequest("UNREADABLE_FILE", UNREADABLE_PHOTO);
  }
  const lines: OcrPage["lines"] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({
          text: line.text.replace(/\s+$/, ""),
          confidence: line.confidence,
          box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        });
      }
    }
  }
  return lines;
}

export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  /** One worker thread reads one image at a time. */
  private readonly queue: ImportQueue;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly limits: OcrLimits = OCR_LIMITS) {
    this.queue = new ImportQueue({ running: 1, waiting: limits.waiting });
  }

  private startWorker(): Promise<Worker> {
    this.worker ??= loadTesseract()
      .createWorker("eng", 1, {
        langPath: ENGLISH_DATA_DIR,
        // tesseract.js's worker script, started at the lowest CPU priority (ocr-thread.cjs).
        workerPath: OCR_THREAD_FILE,
        gzip: true,
        // The data is read from the package each start; nothing is written beside the app.
        cacheMethod: "none",
      })
      .then(async (worker) => {
        await worker.setParameters({
          // The page's own layout first: a menu printed in two columns keeps its columns (read()).
          tessedit_pageseg_mode: loadTesseract().PSM.AUTO,
          // Keeps the gap between a dish and its price, which the line parser reads as a column.
          preserve_interword_spaces: "1",
        });
        return worker;
      });
    const started = this.worker;
    started.catch(() => {
      if (this.worker === started) this.worker = null;
    });
    return started;
  }

  /** Loads the English data now (when an owner opens the import page), so the first photo does not wait for it. */
  async warmUp() {
    clearTimeout(this.idleTimer);
    try {
      await this.startWorker();
    } finally {
      this.endWhenIdle();
    }
  }

  /** Ends the worker once nothing has been read nor waited for `idleMs`; each reading starts the wait over. */
  private endWhenIdle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const { running, waiting } = this.queue.size;
      if (running === 0 && waiting === 0) void this.close();
    }, this.limits.idleMs ?? OCR_IDLE_MS);
    this.idleTimer.unref();
  }

  /**
   * Reads the lines of one photo (JPEG, PNG, WebP), in the pixels of the image prepared from it. The preparation
   * waits its turn too: sharp runs at normal priority on libuv's threads, so photos beyond the queue are refused
   * before costing any decoding, and one photo at a time is prepared.
   */
  readImage(bytes: Buffer | Uint8Array): Promise<OcrPage> {
    return this.queue.run(() => this.readOne(bytes));
  }

  /**
   * Reads a scanned PDF's pages in one turn: another owner's photo never comes between two of its pages, and a
   * busy queue refuses the PDF before its first page, not after reading four of them. Each page has the time
   * limit of a photo.
   */
  readImages(images: (Buffer | Uint8Array)[]): Promise<OcrPage[]> {
    return this.queue.run(async () => {
      const pages: OcrPage[] = [];
      for (const bytes of images) pages.push(await this.readOne(bytes));
      return pages;
    });
  }

  private async readOne(bytes: Buffer | Uint8Array): Promise<OcrPage> {
    clearTimeout(this.idleTimer);
    try {
      const image = await prepareImage(bytes);
      const lines = await this.withTimeLimit(this.read(image.png));
      return { width: image.width, height: image.height, lines };
    } finally {
      this.endWhenIdle();
    }
  }

  private async read(png: Buffer): Promise<OcrPage["lines"]> {
    const started = this.startWorker();
    const worker = await started;
    // The time limit passed while the worker started, and it is being ended: asking it now would fail inside
    // tesseract.js, out of our reach (an unhandled rejection).
    if (this.worker !== started) throw badRequest("UNREADABLE_FILE", SLOW_PHOTO);
    const lines = await recognizeLines(worker, png);
    if (lines.some((line) => DISH_WITH_PRICE.test(line.text))) return lines;
    // No dish with its price. For a page drawn crisply at a phone's resolution or lying on a table, the
    // layout analysis split the right-aligned prices into a column of their own or dropped them (0 of 8 dishes,
    // depending on the width it was read at: bench/RESULTS.md). Read as one block, row by row, a row keeps its
    // dish and its price. Only then: a menu in two columns side by side would read its rows across both.
    await worker.setParameters({ tessedit_pageseg_mode: loadTesseract().PSM.SINGLE_BLOCK });
    try {
      return await recognizeLines(worker, png);
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: loadTesseract().PSM.AUTO });
    }
  }

  /** tesseract cannot stop a reading: past the limit its worker is ended, and the next photo starts a new one. */
  private withTimeLimit<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const stuck = this.worker;
        this.worker = null;
        void stuck?.then((worker) => worker.terminate()).catch(() => undefined);
        reject(badRequest("UNREADABLE_FILE", SLOW_PHOTO));
      }, this.limits.timeLimitMs);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  async close() {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    await worker?.then((each) => each.terminate()).catch(() => undefined);
  }

  /** Readings running and waiting, for tests and logs. */
  get size() {
    return this.queue.size;
  }
}
