import { menuToRows } from "../../../shared/menu-import/menu-sheet.ts";
import type { MenuNodes } from "../../../shared/menus/menu.ts";
import { loadExcel } from "../../lib/on-demand.ts";

// A menu → the bytes of a CSV or XLSX file (spreadsheet-rows.mjs reads them back, in a worker).

/** A cell Excel would run as a formula: the CSV export marks it with a quote, which the import takes off. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function writeCsv(nodes: MenuNodes): string {
  // The BOM makes Excel read the file as UTF-8; our import skips it.
  return `\uFEFF${menuToRows(nodes)
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")}\r\n`;
}

export async function writeXlsx(nodes: MenuNodes, sheetName: string): Promise<Buffer> {
  const workbook = new (loadExcel().Workbook)();
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
    column.width = [24, 30, 50, 10, 14, 40, 30, 24, 10][index] ?? 16;
  });
  // Every cell is text, as typed: a price "9.50" stays "9.50", a name "=1+1" is never a formula.
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cell.numFmt = "@";
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
