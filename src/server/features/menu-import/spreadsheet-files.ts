import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { MenuNodes } from "../../../shared/menu.ts";
import type { ImportWarning } from "../../../shared/menu-import.ts";
import { menuToRows, rowsToMenu, type SheetReading } from "../../../shared/menu-sheet.ts";
import { badRequest } from "../../http/errors.ts";

// Issue 18 item 1: the bytes of a CSV or XLSX file ↔ the rows menu-sheet.ts reads and writes.

/** More rows than any menu has (200 groups × 500 items is the tree's own bound, far past a real menu). */
export const SHEET_MAX_ROWS = 20_000;

export const UNREADABLE_CSV =
  "This file could not be read as a spreadsheet. Please save it as CSV (UTF-8) or XLSX and try again.";
export const UNREADABLE_XLSX =
  "This Excel file could not be opened. Please save it again as XLSX (or CSV) and try again.";

/** A cell Excel would run as a formula: the CSV export marks it with a quote, which the import takes off. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const unmarkFormula = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** UTF-8 (with or without a BOM); a file saved in an old Windows code page is read as Windows-1252. */
function decodeText(bytes: Buffer, warnings: ImportWarning[]): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    warnings.push({ message: "The file is not UTF-8; it was read as Windows-1252 (Western European)." });
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Comma, semicolon (Europe, where the comma is the decimal mark) or tab: whichever the header row uses most. */
function guessDelimiter(text: string): string {
  const firstLine =
    text
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .find((line) => line.trim() !== "") ?? "";
  const counts = [",", ";", "\t"].map((mark) => ({ mark, count: firstLine.split(mark).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].mark : ",";
}

export function readCsv(bytes: Buffer): SheetReading {
  const warnings: ImportWarning[] = [];
  const text = decodeText(bytes, warnings);
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      raw: true,
      max_record_size: 100_000,
      to: SHEET_MAX_ROWS + 1,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      "UNREADABLE_FILE",
      line ? `${UNREADABLE_CSV} (The problem is near line ${line}.)` : UNREADABLE_CSV,
    );
  }
  // A cell with a line break makes a row span several lines: warnings name the line the row starts on.
  const rowNumbers: number[] = [];
  let line = 1;
  for (const { raw } of records) {
    rowNumbers.push(line);
    // The raw text ends with its record delimiter (csv-parse keeps "\n", or only "\r" of a "\r\n").
    line += raw.replace(/(\r\n|\n|\r)$/, "").split("\n").length;
  }
  const cells = records.map(({ record }) => record.map(unmarkFormula));
  const reading = rowsToMenu(cells, rowNumbers);
  if (records.length > SHEET_MAX_ROWS)
    warnings.push({ message: `Only the first ${SHEET_MAX_ROWS} rows were read.` });
  return { nodes: reading.nodes, warnings: [...warnings, ...reading.warnings] };
}

export function writeCsv(nodes: MenuNodes): string {
  // The BOM makes Excel read the file as UTF-8; our import skips it.
  return `\uFEFF${menuToRows(nodes)
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")}\r\n`;
}

/** What a person sees in an Excel cell: numbers as typed, a formula's result, rich text's characters. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ("text" in value) return String(value.text);
  if ("error" in value) return "";
  return "";
}

export async function readXlsx(bytes: Buffer): Promise<SheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest("UNREADABLE_FILE", UNREADABLE_XLSX);
  }
  const sheet = workbook.worksheets.find((each) => each.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest("UNREADABLE_FILE", UNREADABLE_XLSX);
  const warnings: ImportWarning[] = [];
  if (workbook.worksheets.filter((each) => each.actualRowCount > 0).length > 1) {
    warnings.push({ message: `Only the sheet "${sheet.name}" was read; the file has more sheets.` });
  }
  const cells: string[][] = [];
  const lastRow = Math.min(sheet.rowCount, SHEET_MAX_ROWS + 1);
  for (let number = 1; number <= lastRow; number++) {
    const row = sheet.getRow(number);
    const values: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, 50); column++) {
      values.push(cellText(row.getCell(column).value));
    }
    cells.push(values);
  }
  if (sheet.rowCount > SHEET_MAX_ROWS + 1)
    warnings.push({ message: `Only the first ${SHEET_MAX_ROWS} rows were read.` });
  const reading = rowsToMenu(cells);
  return { nodes: reading.nodes, warnings: [...warnings, ...reading.warnings] };
}

export async function writeXlsx(nodes: MenuNodes, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names with []:*?/\ or longer than 31 characters.
  const name =
    sheetName
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Menu";
  const sheet = workbook.addWorksheet(name);
  const rows = menuToRows(nodes);
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = [24, 30, 50, 10, 14, 40, 30, 24][index] ?? 16;
  });
  // Every cell is text, as typed: a price "9.50" stays "9.50", a name "=1+1" is never a formula.
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cell.numFmt = "@";
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
