import { crc32, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";

/** An XLSX workbook written as a person's program would: cells as given (numbers, formulas, rich text). */
export async function makeXlsx(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A menu sheet with the problems people's sheets have, and the warnings (with rows) the import gives. */
export async function makeXlsxWithProblems() {
  const bytes = await makeXlsx({
    Menu: [
      ["Category", "DISH", "Cost", "size", "Allergens", "Colour"],
      ["Starters", "Garlic Bread", 4.5, null, "Vegan", "red"],
      [],
      [null, "Soup of the day", "market price", null, null, null],
      ["Pizza", "Margherita", { formula: "4.5*2", result: 9 }, "Small", null, null],
      ["Pizza", { richText: [{ text: "Marg" }, { text: "herita" }] }, "14,00 €", "Large", null, null],
      ["Pizza", "Calzone", 12, null, "Glittery", null],
    ],
    Notes: [["Prices include VAT"]],
  });
  const warnings = [
    { message: 'Only the sheet "Menu" was read; the file has more sheets.' },
    { row: 1, message: 'The column "Colour" is not one we read; it was left out.' },
    { row: 4, message: '"market price" is not a price; the item was kept without one.' },
    { row: 7, message: 'There is no icon called "Glittery"; it was left out.' },
  ];
  return { bytes, warnings };
}

// ── XLSX files written byte by byte: a zip whose parts can declare sizes they do not have ──

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The inflated size the zip directory declares; the true size when not given. */
  declaredSize?: number;
}

/** A zip of the parts, each deflated, with local headers, a central directory and its end record. */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const deflated = deflateRawSync(part.data);
    const crc = crc32(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(deflated.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    directory.push(entry, name);
    offset += local.length + name.length + deflated.length;
  }
  const directorySize = directory.reduce((total, part) => total + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "A", "B", … "Z", "AA": a column's letters in a cell reference. */
function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnName(Math.floor(index / 26) - 1) + letter;
}

/** A worksheet's XML with each cell as inline text, as some programs (not Excel) write it. */
export function sheetXml(rows: string[][]): Buffer {
  const body = rows.map((cells, rowIndex) => {
    const row = rowIndex + 1;
    const xmlCells = cells.map(
      (text, column) =>
        `<c r="${columnName(column)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
    );
    return `<row r="${row}">${xmlCells.join("")}</row>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}"><sheetData>${body.join("")}</sheetData></worksheet>`,
  );
}

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The smallest workbook Excel and exceljs open, around one sheet's XML (which may declare another size). */
export function handMadeXlsx(sheet: Buffer, declaredSheetSize?: number): Buffer {
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  return zipParts([
    {
      name: "[Content_Types].xml",
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: xml(
        `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: xml(
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_NS}"><sheets><sheet name="Menu" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: xml(
        `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: "xl/worksheets/sheet1.xml", data: sheet, declaredSize: declaredSheetSize },
  ]);
}

/** A long menu as Excel writes it: a header and `items` rows of 8 columns, dishes with descriptions and prices. */
export function makeLongMenuXlsx(items: number): Promise<Buffer> {
  const header = ["group", "item", "description", "price", "size", "modifiers", "extras", "icons"];
  const rows = Array.from({ length: items }, (_, index) => [
    `Group ${Math.floor(index / 50) + 1}`,
    `Dish number ${index + 1}`,
    `Slow-cooked with seasonal vegetables, herbs from our garden and a sauce of the day (${index + 1})`,
    (5 + (index % 30) + 0.5).toFixed(2),
    "",
    "",
    "",
    index % 3 === 0 ? "vegan" : "",
  ]);
  return makeXlsx({ Menu: [header, ...rows] });
}

/**
 * A zip bomb in an XLSX: a sheet of `megabytes` MB (blank but for its tags) that deflates about a thousand to one;
 * its directory declares the true size, or `declaredSize` to lie.
 */
export function zipBombXlsx(megabytes: number, declaredSize?: number): Buffer {
  const sheet = Buffer.alloc(megabytes * 1024 * 1024, " ");
  sheet.write(`<worksheet xmlns="${MAIN_NS}"><sheetData>`);
  sheet.write("</sheetData></worksheet>", sheet.length - 24);
  return handMadeXlsx(sheet, declaredSize);
}

/** An XLSX of `rows` one-cell rows: a few megabytes that hold a million rows. */
export function manyRowsXlsx(rows: number): Buffer {
  const body = Array.from(
    { length: rows },
    (_, index) => `<row r="${index + 1}"><c r="A${index + 1}"><v>${index % 10}</v></c></row>`,
  );
  return handMadeXlsx(
    Buffer.from(`<worksheet xmlns="${MAIN_NS}"><sheetData>${body.join("")}</sheetData></worksheet>`),
  );
}
