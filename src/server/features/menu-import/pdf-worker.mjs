// Reads a PDF in a child process of its own, so parsing and rendering never hold the server's event loop
// (pdf.js in Node runs its own "worker" on the calling thread), and what they take goes back to the system when
// the process ends: in a worker thread, the canvas's and pdf.js's memory stayed with the server (70 MB more
// resident after one scanned page, for good). Plain JavaScript: the server bundle copies this file beside itself
// (scripts/build-server.mjs) and tests run it from here, with no TypeScript transform. It reads the one PDF the
// server sends it, answers, and ends.
// Pages with a text layer give their lines; pages without (a scan) are rendered to PNG for OCR.
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";

// The server's nice value for readers, its one argument (19, the lowest, unless it says otherwise). Linux gives
// each thread its own nice value, and the threads started after this one inherit it: a PDF being read takes only
// the CPU the guests' pages leave.
try {
  setPriority(Number(process.argv[2] ?? 19));
} catch {
  // Not allowed here (some containers): the reading runs at normal priority.
}
// Loaded only now: static imports are evaluated before this module's body, so pdf.js (a large module to compile)
// and the canvas would load at normal priority.
const [{ createCanvas }, { getDocument }] = await Promise.all([
  import("@napi-rs/canvas"),
  import("pdfjs-dist/legacy/build/pdf.mjs"),
]);

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve("pdfjs-dist/package.json"));
/** A page with fewer visible characters than this is a scan (or a picture of the menu). */
const MIN_TEXT_CHARACTERS = 10;
/** Scans are rendered about this wide: enough for OCR of menu-sized print, small enough to be quick. */
const RENDER_WIDTH = 2000;
/** The page the owner sees beside the draft, to check it against: a JPEG about this wide. */
const PREVIEW_WIDTH = 900;

// Images are encoded with encodeSync, here at this thread's low priority: encode() would run on libuv's threads at
// normal priority, and a scan's PNG takes long enough to lift the guest page's p99 (bench/menu-import.ts).

/** A page's canvas as the preview JPEG's bytes. */
function previewOf(canvas) {
  const scale = Math.min(1, PREVIEW_WIDTH / canvas.width);
  const preview = createCanvas(Math.round(canvas.width * scale), Math.round(canvas.height * scale));
  preview.getContext("2d").drawImage(canvas, 0, 0, preview.width, preview.height);
  return preview.encodeSync("jpeg", 75);
}

/** The page drawn on a white canvas at `scale`. */
async function renderPage(page, scale) {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, canvas, viewport }).promise;
  return canvas;
}

/** Text items on one baseline become one line; a wide gap (price columns, dot leaders) becomes two spaces. */
function textLines(items, viewport) {
  const rows = [];
  for (const item of items) {
    if (!item.str || item.str.trim() === "") continue;
    const [, , , , x, y] = item.transform;
    const height = item.height || Math.abs(item.transform[3]) || 10;
    const row = rows.find((each) => Math.abs(each.y - y) < height / 2);
    if (row) row.items.push({ x, width: item.width, text: item.str, height });
    else rows.push({ y, items: [{ x, width: item.width, text: item.str, height }] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    row.items.sort((a, b) => a.x - b.x);
    let text = "";
    let end = null;
    let height = 0;
    for (const item of row.items) {
      height = Math.max(height, item.height);
      if (end !== null)
        text += item.x - end > item.height * 1.5 ? "  " : item.x - end > item.height * 0.15 ? " " : "";
      text += item.text;
      end = item.x + item.width;
    }
    const first = row.items[0];
    const last = row.items[row.items.length - 1];
    const [left, top] = viewport.convertToViewportPoint(first.x, row.y + height);
    const right = last.x + last.width;
    return {
      text: text.replace(/\s+$/, ""),
      box: { x: left, y: top, width: right - first.x, height: height * 1.2 },
    };
  });
}

async function readPdf({ bytes, maxPages }) {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(PDFJS_DIR, "standard_fonts")}/`,
    cMapUrl: `${path.join(PDFJS_DIR, "cmaps")}/`,
    cMapPacked: true,
    wasmUrl: `${path.join(PDFJS_DIR, "wasm")}/`,
    verbosity: 0,
  }).promise;
  const pages = [];
  const count = Math.min(document.numPages, maxPages);
  for (let number = 1; number <= count; number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const lines = textLines(content.items, viewport);
    const characters = lines.reduce((total, line) => total + line.text.replace(/\s/g, "").length, 0);
    if (characters >= MIN_TEXT_CHARACTERS) {
      const preview = previewOf(await renderPage(page, Math.min(4, PREVIEW_WIDTH / viewport.width)));
      pages.push({ kind: "text", width: viewport.width, height: viewport.height, lines, preview });
      page.cleanup();
      continue;
    }
    const canvas = await renderPage(page, Math.min(4, RENDER_WIDTH / viewport.width));
    const png = canvas.encodeSync("png");
    const preview = previewOf(canvas);
    pages.push({ kind: "scan", width: canvas.width, height: canvas.height, png, preview });
    page.cleanup();
  }
  await document.destroy();
  return { pageCount: document.numPages, pages };
}

// The server gone (it stopped, or ended this reading): nothing is waiting for the answer.
process.once("disconnect", () => process.exit(0));
process.once("message", (job) => {
  const answer = (message) => process.send?.(message, () => process.exit(0));
  readPdf(job).then(
    (result) => answer({ ok: true, result }),
    (error) => answer({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) }),
  );
});
