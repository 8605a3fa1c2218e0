// The bytes of a CSV or XLSX file → rows of cell text, run in the spreadsheet worker thread (spreadsheet-worker.mjs)
// so a large file never holds the server's event loop. Plain JavaScript, like the PDF worker: the server bundle
// copies this file beside itself (scripts/build-server.mjs) and tests load it from here. Types: the .d.mts beside.
import { inflateRawSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";

/** Why a file cannot be read; spreadsheet-reader.ts turns it into the owner's message. */
export class SheetProblem extends Error {
  constructor(problem, line) {
    super(problem);
    this.problem = problem;
    this.line = line;
  }
}

/** Columns read of each row; menu sheets have eight. */
const MAX_COLUMNS = 50;

const unmarkFormula = (text) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** UTF-8 (with or without a BOM); a file saved in an old Windows code page is read as Windows-1252. */
function decodeText(bytes, warnings) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    warnings.push({ message: "The file is not UTF-8; it was read as Windows-1252 (Western European)." });
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Comma, semicolon (Europe, where the comma is the decimal mark) or tab: whichever the header row uses most. */
function guessDelimiter(text) {
  const firstLine =
    text
      // The header is near the top: splitting a million-line file to find it would be wasted work.
      .slice(0, 65_536)
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .find((line) => line.trim() !== "") ?? "";
  const counts = [",", ";", "\t"].map((mark) => ({ mark, count: firstLine.split(mark).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].mark : ",";
}

export function readCsvRows(bytes, maxRows) {
  const warnings = [];
  const text = decodeText(bytes, warnings);
  let records;
  try {
    records = parse(text, {
      bom: true,
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      raw: true,
      max_record_size: 100_000,
      // One record past the limit is enough to refuse the file; the rest is never parsed.
      to: maxRows + 1,
    });
  } catch (error) {
    throw new SheetProblem("unreadable-csv", error?.lines);
  }
  if (records.length > maxRows) throw new SheetProblem("too-many-rows");
  // A cell with a line break makes a row span several lines: warnings name the line the row starts on.
  const rowNumbers = [];
  let line = 1;
  for (const { raw } of records) {
    rowNumbers.push(line);
    // The raw text ends with its record delimiter (csv-parse keeps "\n", or only "\r" of a "\r\n").
    line += raw.replace(/(\r\n|\n|\r)$/, "").split("\n").length;
  }
  const cells = records.map(({ record }) => record.map(unmarkFormula));
  return { cells, rowNumbers, warnings };
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;

/**
 * One zip entry inflated, never past the size its directory declares: a part that lies about its size stops
 * there (a few bytes can inflate to gigabytes), and the file is refused before exceljs inflates it again.
 */
function inflateEntry(bytes, entry) {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE) {
    throw new SheetProblem("unreadable-xlsx");
  }
  const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  let inflated;
  if (entry.method === 0) inflated = data;
  else if (entry.method === 8) {
    try {
      inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch {
      throw new SheetProblem("unreadable-xlsx");
    }
  } else throw new SheetProblem("unreadable-xlsx");
  if (inflated.length !== entry.uncompressedSize) throw new SheetProblem("unreadable-xlsx");
  return inflated;
}

/** `<row` or a prefixed `<x:row`, not `<rowBreaks`. */
const ROW_TAG = /<(?:[\w.-]+:)?row[\s/>]/g;

function countRows(xml) {
  let count = 0;
  ROW_TAG.lastIndex = 0;
  while (ROW_TAG.exec(xml)) count++;
  return count;
}

/** What a person sees in an Excel cell: numbers as typed, a formula's result, rich text's characters. */
function cellText(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText(value.result ?? null);
  if ("text" in value) return String(value.text);
  return "";
}

/** `entries`: the zip directory, already judged by its declared sizes (spreadsheet-reader.ts). */
export async function readXlsxRows(bytes, entries, maxRows) {
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const inflated = inflateEntry(bytes, entry);
    if (
      /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name) &&
      countRows(inflated.toString("latin1")) > maxRows
    ) {
      throw new SheetProblem("too-many-rows");
    }
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new SheetProblem("unreadable-xlsx");
  }
  const filled = workbook.worksheets.filter((each) => each.actualRowCount > 0);
  const sheet = filled[0] ?? workbook.worksheets[0];
  if (!sheet) throw new SheetProblem("unreadable-xlsx");
  // A row's own number can jump far past the rows counted above (<row r="1000000">).
  if (sheet.rowCount > maxRows) throw new SheetProblem("too-many-rows");
  const warnings =
    filled.length > 1
      ? [{ message: `Only the sheet "${sheet.name}" was read; the file has more sheets.` }]
      : [];
  const cells = [];
  for (let number = 1; number <= Math.min(sheet.rowCount, maxRows); number++) {
    const row = sheet.getRow(number);
    const values = [];
    for (let column = 1; column <= Math.min(row.cellCount, MAX_COLUMNS); column++) {
      values.push(cellText(row.getCell(column).value));
    }
    cells.push(values);
  }
  return { cells, warnings };
}
