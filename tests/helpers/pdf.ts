import { createRequire } from "node:module";
import path from "node:path";

// Small PDFs written by hand for the import tests: one with a text layer, one that is only a scan.

function assemble(objects: string[], binary: Map<number, Buffer> = new Map()): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const stream = binary.get(index + 1);
    const chunk = stream
      ? Buffer.concat([
          Buffer.from(`${index + 1} 0 obj\n${body}\nstream\n`, "latin1"),
          stream,
          Buffer.from("\nendstream\nendobj\n", "latin1"),
        ])
      : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (mark) => `\\${mark}`);

/** A one-page A4-ish PDF whose lines are real text: [left text, right-aligned price or ""] per line. */
export function makeTextPdf(
  lines: { text: string; price?: string; size?: number; bold?: boolean }[],
): Buffer {
  let y = 780;
  const commands: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 12;
    y -= size + 10;
    commands.push(`BT /${line.bold ? "F2" : "F1"} ${size} Tf 60 ${y} Td (${escapeText(line.text)}) Tj ET`);
    if (line.price) commands.push(`BT /F1 ${size} Tf 480 ${y} Td (${escapeText(line.price)}) Tj ET`);
  }
  const content = commands.join("\n");
  return assemble([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ]);
}

/** A one-page PDF that is only a JPEG (a scanned menu): no text layer at all. */
export function makeScannedPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
  return assemble(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ],
    new Map([[4, jpeg]]),
  );
}

// ── Reading PDFs the app makes (the printable menu), with pdf.js as a reader would ──

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

async function openPdf(bytes: Buffer) {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(PDFJS_DIR, "standard_fonts")}/`,
    wasmUrl: `${path.join(PDFJS_DIR, "wasm")}/`,
    verbosity: 0,
  }).promise;
}

/** Each page's size in points and its text, the text items joined by spaces in reading order. */
export async function readPdfPages(
  bytes: Buffer,
): Promise<{ width: number; height: number; text: string }[]> {
  const document = await openPdf(bytes);
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ");
    pages.push({ width: viewport.width, height: viewport.height, text });
  }
  await document.destroy();
  return pages;
}

/** A run of text as pdf.js reads it: its string (pdf.js puts right-to-left runs in logical order), where it
 * starts from the page's left edge and from its top, its width, all in points, and its direction. */
export interface PdfTextItem {
  str: string;
  x: number;
  top: number;
  width: number;
  dir: string;
}

/** Each page's text runs with their positions, to check where text sits and in what order it reads. */
export async function readPdfItems(bytes: Buffer): Promise<{ width: number; items: PdfTextItem[] }[]> {
  const document = await openPdf(bytes);
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item && item.str.trim()
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              top: viewport.height - (item.transform[5] as number),
              width: item.width,
              dir: item.dir,
            },
          ]
        : [],
    );
    pages.push({ width: viewport.width, items });
  }
  await document.destroy();
  return pages;
}

/**
 * The text of the line a run sits on, as a reader reads it: the runs at its height ordered right to left when
 * `rtl`, else left to right, joined by spaces.
 */
export function lineAt(items: readonly PdfTextItem[], at: PdfTextItem, rtl: boolean): string {
  return items
    .filter((item) => Math.abs(item.top - at.top) < 2)
    .sort((a, b) => (rtl ? b.x - a.x : a.x - b.x))
    .map((item) => item.str.trim())
    .join(" ");
}

/** The fill colours each page's drawing sets ("#1d3557"), from pdf.js's operator list of the content. */
export async function readPdfFillColors(bytes: Buffer): Promise<Set<string>[]> {
  const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await openPdf(bytes);
  const pages: Set<string>[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    const colors = new Set<string>();
    operators.fnArray.forEach((operator, index) => {
      const [color] = operators.argsArray[index] ?? [];
      if (operator === OPS.setFillRGBColor && typeof color === "string") colors.add(color.toLowerCase());
    });
    pages.push(colors);
  }
  await document.destroy();
  return pages;
}

/** One page drawn to PNG (pdf.js on @napi-rs/canvas), to look at. */
export async function renderPdfPage(bytes: Buffer, pageNumber = 1, scale = 1.5): Promise<Buffer> {
  const { createCanvas } = await import("@napi-rs/canvas");
  const document = await openPdf(bytes);
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const png = canvas.toBuffer("image/png");
  await document.destroy();
  return png;
}

/** A PDF with a text layer that opens only with a password (pdfkit's encryption). */
export async function makeProtectedPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const document = new PDFDocument({ userPassword: "secret", ownerPassword: "owner" });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on("end", () => resolve()));
  document.text("Soup of the day   5.50");
  document.end();
  await done;
  return Buffer.concat(chunks);
}
