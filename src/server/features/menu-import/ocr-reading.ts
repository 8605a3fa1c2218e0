import { createRequire } from "node:module";
import path from "node:path";
import type { Worker } from "tesseract.js";
import { IMAGE_MAX_MEGAPIXELS } from "../../../shared/common/constants.ts";
import { loadSharp, loadTesseract } from "../../lib/on-demand.ts";
import type { SourceLine } from "./menu-lines.ts";

// Text recognition with tesseract.js, as the OCR process runs it (ocr-process.mjs): a photo is prepared with sharp,
// then read by one tesseract worker, whose English data comes from the @tesseract.js-data/eng package (nothing is
// downloaded at run time).

const require = createRequire(import.meta.url);
/** The LSTM model tesseract.js uses by default, from the registry package: nothing is fetched at run time. */
const ENGLISH_DATA_DIR = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

export type OcrLine = Omit<SourceLine, "page">;

export interface OcrPage {
  /** The prepared image's size, which the lines' boxes are in. */
  width: number;
  height: number;
  lines: OcrLine[];
}

/** Text is read best at 20–40 px letters: photos are brought to about this width, never past it. */
const OCR_WIDTH = { min: 1400, max: 2400 };

/** A photo as tesseract likes it: upright, grey, evened out, at a readable size; PNG. */
export async function prepareImage(bytes: Buffer | Uint8Array) {
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
}

/**
 * A dish's line: words, then something like a price at its end ("Soup 9.50", "Burger ...... $14,00"). A price
 * alone on its line is what the layout analysis leaves when it has split the prices off.
 */
const DISH_WITH_PRICE = /\p{L}{2}.*\d[\d.,]*\s*$/u;

/** The lines tesseract reads in the page, with their boxes and confidence. */
async function recognizeLines(worker: Worker, png: Buffer): Promise<OcrLine[]> {
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const lines: OcrLine[] = [];
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

/** Loads the English data into a tesseract worker; the reader it gives reads one photo at a time. */
export async function openReader() {
  const { createWorker, PSM } = loadTesseract();
  const worker = await createWorker("eng", 1, {
    langPath: ENGLISH_DATA_DIR,
    gzip: true,
    // The data is read from the package each start; nothing is written beside the app.
    cacheMethod: "none",
  });
  await worker.setParameters({
    // The page's own layout first: a menu printed in two columns keeps its columns.
    tessedit_pageseg_mode: PSM.AUTO,
    // Keeps the gap between a dish and its price, which the line parser reads as a column.
    preserve_interword_spaces: "1",
  });
  /** The lines of one page, read in the layout analysis's own order, or row by row when that loses the prices. */
  async function readLines(png: Buffer): Promise<OcrLine[]> {
    const lines = await recognizeLines(worker, png);
    if (lines.some((line) => DISH_WITH_PRICE.test(line.text))) return lines;
    // No dish with its price. For a page drawn crisply at a phone's resolution or lying on a table, the
    // layout analysis split the right-aligned prices into a column of their own or dropped them (0 of 8
    // dishes, depending on the width it was read at: bench/RESULTS.md). Read as one block, row by row, a row
    // keeps its dish and its price. Only then: a menu in two columns side by side would read its rows across
    // both.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    try {
      return await recognizeLines(worker, png);
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    }
  }
  return {
    /** Reads one photo (JPEG, PNG, WebP), its lines in the pixels of the image prepared from it. */
    async read(photo: Buffer | Uint8Array): Promise<OcrPage> {
      const image = await prepareImage(photo);
      return { width: image.width, height: image.height, lines: await readLines(image.png) };
    },
  };
}
