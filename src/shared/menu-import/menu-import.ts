import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { MAX_PRICE_ROWS, type MenuNodes } from "../menus/menu.ts";

// Import: a menu brought in from a spreadsheet, a photo or a PDF becomes a draft
// tree the owner reviews; nothing is saved until the owner creates the menu from it. The price text rules
// below read spreadsheets' price cells, recognized menu lines and what the owner types in the review step.

export const IMPORT_MAX_MB = 10;
/**
 * A spreadsheet's rows, the header included: far more than any menu, far fewer than the million rows a file of a
 * few megabytes can hold. Past it the file is refused, not cut short.
 */
export const SHEET_MAX_ROWS = 5000;
/** All of an XLSX's parts once inflated, as its zip directory declares them (a menu with photos stays under it). */
export const XLSX_MAX_UNPACKED_MB = 20;
/** One worksheet's XML once inflated: what exceljs turns into objects, at tens of bytes of memory per byte. */
export const XLSX_MAX_SHEET_MB = 10;
export const IMPORT_QUERY_MAX_LINES = 2000;

export const ImportQuerySchema = z.object({ businessId: IdSchema });
export const ExportParamsSchema = z.object({ id: IdSchema });

/** A problem met while reading: the spreadsheet row (1 = the header row) or the recognized line it is on. */
export const ImportWarningSchema = z.object({
  row: z.number().int().min(1).optional(),
  line: z.number().int().min(0).optional(),
  message: z.string(),
});
export type ImportWarning = z.infer<typeof ImportWarningSchema>;

export const LINE_KINDS = ["heading", "item", "description", "price", "other"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Where a recognized line sits on the original, in the image's pixels (a PDF page: its rendering's pixels). */
export const LineBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type LineBox = z.infer<typeof LineBoxSchema>;

/** One line read from a photo or PDF, what the draft made of it, and how sure the reading was (0–100). */
export const ImportLineSchema = z.object({
  text: z.string(),
  confidence: z.number().min(0).max(100),
  kind: z.enum(LINE_KINDS),
  /** The group or item of `nodes` this line became part of. */
  nodeId: z.string().nullable(),
  page: z.number().int().min(1),
  box: LineBoxSchema.nullable(),
});
export type ImportLine = z.infer<typeof ImportLineSchema>;

export const ImportSourceSchema = z.object({
  kind: z.enum(["spreadsheet", "photo", "pdf-text", "pdf-scan"]),
  /**
   * Each page's size in the units of its lines' boxes; a PDF's page also comes as a small JPEG (a data: URL),
   * so the review shows it with the lines marked, as it shows a photo (the browser has the photo itself).
   */
  pages: z.array(z.object({ width: z.number(), height: z.number(), image: z.string().optional() })),
});

export const ImportDraftSchema = z
  .object({
    nodes: z.array(z.unknown()),
    warnings: z.array(ImportWarningSchema),
    lines: z.array(ImportLineSchema),
    source: ImportSourceSchema,
    /** A photo's or PDF's own heading above its first dish ("LONE STAR BRUNCH"): the new menu's suggested name. */
    title: z.string().optional(),
  })
  .meta({ id: "ImportDraft" });
export type ImportDraft = Omit<z.infer<typeof ImportDraftSchema>, "nodes"> & { nodes: MenuNodes };

// Prices as people write them: "$9.50", "9,50 €", "£12", "1.234,50", "Small 9 / Large 14".

const CURRENCY_MARKS = /(US\$|C\$|A\$|R\$|NZ\$|USD|EUR|GBP|CAD|AUD|CHF|[$€£¥₹₩₺₽]|kr|zł)/gi;
/** A price token: digits with at most one decimal separator of 1–2 digits, thousands separated by . , or space. */
const PRICE_NUMBER = /^(\d{1,3}(?:[.,\s]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

export interface PriceReading {
  price: number;
  /** The text had a currency mark, a decimal comma or thousands separators: worth nothing more than a note. */
  hadMarks: boolean;
}

/** "9", "$9.50", "9,50 €", "1,234.50", "1.234,50" → the amount; anything else → null. */
export function readPrice(text: string): PriceReading | null {
  const bare = text.replace(CURRENCY_MARKS, "").replace(/^[+]/, "").trim();
  if (bare === "") return null;
  const hadMarks = bare !== text.trim();
  // "9,5" and "9,50" are decimal commas; "1,234" is a thousands separator (three digits after the comma).
  const decimalComma = /^\d+,\d{1,2}$/.test(bare) || /^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(bare);
  const normalized = decimalComma ? bare.replace(/\./g, "").replace(",", ".") : bare;
  const match = PRICE_NUMBER.exec(normalized);
  if (!match) return null;
  const whole = (match[1] ?? "").replace(/[.,\s]/g, "");
  const value = Number(`${whole}.${match[2] ?? "0"}`);
  if (!Number.isFinite(value) || value > 1_000_000) return null;
  return { price: value, hadMarks: hadMarks || decimalComma || whole !== match[1] };
}

/** A price written with its sizes, or alone. */
export interface PriceRows {
  sizes: string[];
  prices: (number | null)[];
}

const SIZE_SPLIT = /\s*[/|]\s*/;
/** "Small 9", "Small: $9.50", "L 14", "9" → a size label (maybe empty) and the price after it. */
const LABELLED_PRICE =
  /^(.*?)[\s:=-]*((?:US\$|C\$|A\$|R\$|[$€£¥₹])?\s*\d[\d.,\s]*(?:\s*(?:€|kr|zł|EUR|USD|GBP))?)$/i;

/**
 * "9.50" → one price; "Small 9 / Large 14" → sizes and their prices; "" → no price. Null when the text is not a
 * price at all. At most MAX_PRICE_ROWS rows, the editor's own limit.
 */
export function readPriceRows(text: string): PriceRows | null {
  const trimmed = text.trim();
  if (trimmed === "") return { sizes: [], prices: [null] };
  const parts = trimmed.split(SIZE_SPLIT).filter((part) => part !== "");
  if (parts.length === 0 || parts.length > MAX_PRICE_ROWS) return null;
  const rows: { size: string; price: number }[] = [];
  for (const part of parts) {
    const match = LABELLED_PRICE.exec(part);
    const reading = match ? readPrice(match[2] ?? "") : null;
    if (!match || !reading) return null;
    rows.push({ size: (match[1] ?? "").trim(), price: reading.price });
  }
  if (rows.length === 1 && rows[0]?.size === "") return { sizes: [], prices: [rows[0].price] };
  return { sizes: rows.map((row) => row.size), prices: rows.map((row) => row.price) };
}

/** A price as the export and the review step write it: "9.50", "" for none. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return "";
  return price.toFixed(2);
}

/** The review step's one-field form of an item's prices: "9.50" or "Small 9.00 / Large 14.00". */
export function formatPriceRows(item: PriceRows): string {
  if (item.sizes.length === 0) return formatPrice(item.prices[0]);
  return item.sizes.map((size, index) => `${size} ${formatPrice(item.prices[index])}`.trim()).join(" / ");
}

// Printed menus set names in capitals for the eye; on a screen "LONE STAR BRUNCH" shouts. The review offers
// them in Title Case ("Lone Star Brunch").

const letterRun = (text: string) => text.replace(/[^\p{L}]/gu, "");

/** A name written all in capitals (at least two letters, so "A" or "BBQ 2" decide nothing wrongly). */
export function isAllCapsName(text: string): boolean {
  const letters = letterRun(text);
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/** "LONE STAR BRUNCH" → "Lone Star Brunch", "EGGS AND BACON" → "Eggs and Bacon", "Y'ALL" → "Y'all"; others as they are. */
export function toTitleCase(text: string): string {
  if (!isAllCapsName(text)) return text;
  let isFirst = true;
  return text.toLowerCase().replace(/\p{L}[\p{L}\p{M}'’]*/gu, (word, offset: number) => {
    const isStart = isFirst;
    isFirst = false;
    // A word after a hyphen or a slash starts again ("Tex-Mex"); a minor word inside the name stays small.
    const afterJoin = offset > 0 && /[-/]/.test(text[offset - 1] ?? "");
    if (!isStart && !afterJoin && MINOR_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

/** "1 group", "2 groups": a count with its noun, for the review's summary and messages. */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
