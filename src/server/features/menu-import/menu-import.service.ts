import { open, readFile } from "node:fs/promises";
import type { ImportDraft, ImportWarning } from "../../../shared/menu-import/menu-import.ts";
import { badRequest } from "../../http/errors.ts";
import { linesToDraft, type SourceLine } from "./menu-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { PDF_MAX_PAGES, type PdfReader } from "./pdf-reader.ts";
import type { SerializedDraft, SpreadsheetReader } from "./spreadsheet-reader.ts";

// Which reader a file needs, told by its first bytes (a name or a browser's type can be wrong).

export const UNSUPPORTED_FILE =
  "This file type cannot be imported. Please upload a CSV or XLSX spreadsheet, a JPG or PNG photo, or a PDF of the menu.";
export const OLD_EXCEL_FILE =
  "Old Excel files (.xls) cannot be read. Please save the sheet as XLSX or CSV and upload it again.";
export const EMPTY_FILE = "The file is empty. Please choose the menu's file and upload it again.";
export const NO_TEXT_FOUND =
  "No text could be found in this file. Please upload a sharper photo of the menu, taken straight on in good light.";

export type FileKind = "csv" | "xlsx" | "xls" | "pdf" | "image" | "unknown";

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

export function fileKind(bytes: Buffer, fileName: string): FileKind {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return "xlsx";
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return "xls";
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return "pdf";
  const isPng = startsWith(bytes, 0x89, 0x50, 0x4e, 0x47);
  const isJpeg = startsWith(bytes, 0xff, 0xd8, 0xff);
  const isWebp =
    startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString("latin1") === "WEBP";
  if (isPng || isJpeg || isWebp) return "image";
  // Text: a CSV by its name, or anything without NUL bytes (a spreadsheet saved as .txt).
  if (/\.(csv|tsv|txt)$/i.test(fileName) || !bytes.subarray(0, 4096).includes(0)) return "csv";
  return "unknown";
}

/** A photo: prepared by sharp, read by the OCR process, parsed into a draft. */
async function readPhoto(bytes: Buffer, ocr: OcrEngine): Promise<ImportDraft> {
  const image = await ocr.readImage(bytes);
  const lines = image.lines.map((line) => ({ ...line, page: 1 }));
  return draftFromLines(lines, [], { kind: "photo", pages: [{ width: image.width, height: image.height }] });
}

/** A PDF: its text layer where it has one; pages without (scans) rendered and read like photos. */
async function readPdfFile(bytes: Buffer, { ocr, pdfReader }: Readers): Promise<ImportDraft> {
  const pdf = await pdfReader.read(bytes);
  const scanned = pdf.pages.flatMap((page) => (page.kind === "scan" ? [page.png] : []));
  // A PDF with a text layer never waits for (or is refused by) the photos' queue.
  const scans = scanned.length > 0 ? await ocr.readImages(scanned) : [];
  const lines: SourceLine[] = [];
  const pages: ImportDraft["source"]["pages"] = [];
  for (const [index, page] of pdf.pages.entries()) {
    const image = `data:image/jpeg;base64,${Buffer.from(page.preview).toString("base64")}`;
    if (page.kind === "text") {
      pages.push({ width: page.width, height: page.height, image });
      lines.push(...page.lines.map((line) => ({ ...line, confidence: 100, page: index + 1 })));
      continue;
    }
    const scan = scans.shift();
    if (!scan) throw new Error("a scanned page was not read");
    pages.push({ width: scan.width, height: scan.height, image });
    lines.push(...scan.lines.map((line) => ({ ...line, page: index + 1 })));
  }
  const hasScans = scanned.length > 0;
  const warnings: ImportWarning[] =
    pdf.pageCount > PDF_MAX_PAGES
      ? [{ message: `Only the first ${PDF_MAX_PAGES} of the PDF's ${pdf.pageCount} pages were read.` }]
      : [];
  return draftFromLines(lines, warnings, { kind: hasScans ? "pdf-scan" : "pdf-text", pages });
}

function draftFromLines(
  lines: SourceLine[],
  warnings: ImportWarning[],
  source: ImportDraft["source"],
): ImportDraft {
  if (!lines.some((line) => /\p{L}{2}/u.test(line.text))) throw badRequest("UNREADABLE_FILE", NO_TEXT_FOUND);
  const draft = linesToDraft(lines);
  const found: ImportWarning[] =
    draft.nodes.length === 0
      ? [
          {
            message:
              "No dishes with prices were found. The lines that were read are listed; add the items by hand.",
          },
        ]
      : [];
  return {
    nodes: draft.nodes,
    lines: draft.lines,
    warnings: [...warnings, ...found, ...draft.warnings],
    source,
    ...(draft.title === undefined ? {} : { title: draft.title }),
  };
}

/** The app's readers of photos, PDFs and spreadsheets, each with its own queue. */
export interface Readers {
  ocr: OcrEngine;
  pdfReader: PdfReader;
  sheetReader: SpreadsheetReader;
}

export async function readMenuFile({
  bytes,
  fileName,
  ...readers
}: { bytes: Buffer; fileName: string } & Readers): Promise<ImportDraft | SerializedDraft> {
  if (bytes.length === 0) throw badRequest("UNREADABLE_FILE", EMPTY_FILE);
  const kind = fileKind(bytes, fileName);
  switch (kind) {
    case "csv":
    case "xlsx":
      return readers.sheetReader.read(kind, bytes);
    case "image":
      return readPhoto(bytes, readers.ocr);
    case "pdf":
      return readPdfFile(bytes, readers);
    case "xls":
      throw badRequest("UNSUPPORTED_FILE", OLD_EXCEL_FILE);
    default:
      throw badRequest("UNSUPPORTED_FILE", UNSUPPORTED_FILE);
  }
}

/** Enough of a file's start to tell its kind (fileKind looks at the first 4 KB at most). */
const HEAD_BYTES = 4096;

async function readHead(path: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return { head: buffer.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

/**
 * An uploaded file, told by its first bytes: a CSV is read by the spreadsheet's worker thread straight from disk,
 * so the event loop never holds its megabytes; the other kinds need their bytes here.
 */
export async function readMenuUpload({
  path,
  fileName,
  ...readers
}: { path: string; fileName: string } & Readers): Promise<ImportDraft | SerializedDraft> {
  const { head, size } = await readHead(path);
  if (size === 0) throw badRequest("UNREADABLE_FILE", EMPTY_FILE);
  if (fileKind(head, fileName) === "csv") return readers.sheetReader.readCsvFile(path);
  return readMenuFile({ bytes: await readFile(path), fileName, ...readers });
}
