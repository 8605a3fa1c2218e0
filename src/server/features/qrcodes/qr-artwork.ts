import { tableLink } from "../../../shared/qrcodes/qrcodes.ts";
import { escapeHtml } from "../../lib/html.ts";
import { loadQrCode, loadSharp } from "../../lib/on-demand.ts";

// The code with the business name and the short link under it, as SVG and as a print-size PNG.

export const PNG_WIDTH = 1200;
const PADDING = 24;
const CODE_SIZE = PNG_WIDTH - 2 * PADDING;

/** The code as an SVG element (the `qrcode` package's output) with the 4-module quiet zone scanners expect. */
export async function qrSvg(url: string): Promise<string> {
  const svg = await loadQrCode().toString(url, { type: "svg", margin: 4, errorCorrectionLevel: "M" });
  return svg.replace(/^<\?xml[^>]*>\s*/, "");
}

/** The code alone as a small PNG (for a mail, whose apps show an attached image but not an SVG). */
export async function qrPng(text: string, width = 240): Promise<Buffer> {
  return loadQrCode().toBuffer(text, { type: "png", width, margin: 4, errorCorrectionLevel: "M" });
}

/** A line of text sized to fit the artwork's width (about 0.6 em per character in a sans-serif face). */
function fittedSize(text: string, preferred: number, width: number): number {
  return Math.max(18, Math.min(preferred, Math.floor(width / (0.6 * Math.max(text.length, 1)))));
}

/** The artwork: the code, then the business name and the short link, on white. */
export async function qrArtworkSvg({ url, title }: { url: string; title: string }): Promise<string> {
  const code = (await qrSvg(url)).replace(
    "<svg ",
    `<svg x="${PADDING}" y="${PADDING}" width="${CODE_SIZE}" height="${CODE_SIZE}" `,
  );
  const nameSize = fittedSize(title, 64, CODE_SIZE);
  const linkText = url.replace(/^https?:\/\//, "");
  const linkSize = fittedSize(linkText, 40, CODE_SIZE);
  const nameY = PADDING + CODE_SIZE + nameSize;
  const linkY = nameY + 24 + linkSize;
  const height = linkY + 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PNG_WIDTH}" height="${height}" viewBox="0 0 ${PNG_WIDTH} ${height}"><title>${escapeHtml(
    `QR code for ${title}: ${url}`,
  )}</title><rect width="100%" height="100%" fill="#ffffff"/>${code}<text x="${PNG_WIDTH / 2}" y="${nameY}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${nameSize}" fill="#111111">${escapeHtml(
    title,
  )}</text><text x="${PNG_WIDTH / 2}" y="${linkY}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${linkSize}" fill="#333333">${escapeHtml(
    linkText,
  )}</text></svg>`;
}

/** The same artwork as a PNG, PNG_WIDTH pixels wide: enough for print at 4 inches and 300 dpi. */
export async function qrArtworkPng(options: { url: string; title: string }): Promise<Buffer> {
  const svg = await qrArtworkSvg(options);
  return loadSharp()(Buffer.from(svg), { density: 72 }).flatten({ background: "#ffffff" }).png().toBuffer();
}

/** A printable table tent: two copies, the top one upside down, to fold along the middle. */
export async function tableTentHtml({ url, title }: { url: string; title: string }): Promise<string> {
  const code = await qrSvg(url);
  const side = `<section class="side"><div class="code">${code}</div><h1>${escapeHtml(title)}</h1><p class="cta">Scan to see our menu</p><p class="link">${escapeHtml(
    url.replace(/^https?:\/\//, ""),
  )}</p></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Table tent · ${escapeHtml(
    title,
  )}</title><style>${TENT_CSS}</style></head><body><p class="hint">Print this page on A4 or Letter paper at 100% scale, then fold along the dashed line.</p><main class="sheet">${side.replace(
    'class="side"',
    'class="side flip"',
  )}<div class="fold" aria-hidden="true"></div>${side}</main></body></html>`;
}

// Sized to fit both A4 (210 × 297 mm) and Letter (216 × 279 mm) inside 10 mm margins.
const TENT_CSS =
  "@page{size:auto;margin:10mm}*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111;background:#f3f3f3}" +
  ".hint{max-width:190mm;margin:16px auto;font-size:14px;color:#444}" +
  ".sheet{width:190mm;height:258mm;margin:0 auto 24px;background:#fff;display:flex;flex-direction:column;box-shadow:0 1px 6px rgba(0,0,0,.15)}" +
  ".side{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3mm;padding:8mm;text-align:center}" +
  ".flip{transform:rotate(180deg)}.fold{border-top:1px dashed #999;height:0}" +
  ".code{width:70mm;height:70mm}.code svg{width:100%;height:100%;display:block}" +
  "h1{margin:2mm 0 0;font-size:22pt;line-height:1.15;overflow-wrap:anywhere}.cta{margin:0;font-size:15pt;font-weight:600}.link{margin:0;font-size:11pt;color:#333;overflow-wrap:anywhere}" +
  "@media print{body{background:#fff}.hint{display:none}.sheet{margin:0;box-shadow:none;break-inside:avoid}}";

/**
 * One code per table, 1 to `count`, each opening the menu with its table (?table=N), on a
 * sheet to print and cut: the guest's checkout then offers the order to that table.
 */
export async function tableCodesHtml({ url, title, count }: { url: string; title: string; count: number }) {
  const cards: string[] = [];
  for (let table = 1; table <= count; table++) {
    const code = await qrSvg(tableLink(url, table));
    cards.push(
      `<section class="card"><p class="table">Table ${table}</p><div class="code">${code}</div><p class="cta">Scan to see the menu and order</p><p class="name">${escapeHtml(title)}</p></section>`,
    );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Table codes · ${escapeHtml(
    title,
  )}</title><style>${TABLE_CODES_CSS}</style></head><body><p class="hint">${count} table ${count === 1 ? "code" : "codes"}. Print at 100% scale and cut along the lines; each code opens your menu with its table, so orders come to the right table.</p><main class="sheet">${cards.join("")}</main></body></html>`;
}

const TABLE_CODES_CSS =
  "@page{size:auto;margin:10mm}*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111;background:#f3f3f3}" +
  ".hint{max-width:190mm;margin:16px auto;padding:0 12px;font-size:14px;color:#444}" +
  ".sheet{max-width:190mm;margin:0 auto 24px;display:grid;grid-template-columns:repeat(auto-fill,minmax(58mm,1fr));gap:0;background:#fff}" +
  ".card{border:1px dashed #999;padding:6mm;text-align:center;break-inside:avoid}.table{margin:0;font-size:20pt;font-weight:800}" +
  ".code{width:46mm;height:46mm;margin:2mm auto}.code svg{width:100%;height:100%;display:block}.cta{margin:0;font-size:10pt;font-weight:600}.name{margin:1mm 0 0;font-size:9pt;color:#444;overflow-wrap:anywhere}" +
  "@media print{body{background:#fff}.hint{display:none}.sheet{margin:0}}";
