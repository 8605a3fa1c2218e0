import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { menuArb, sheetContent } from "../../../../tests/helpers/menu-arbitraries.ts";
import { makeXlsxWithProblems } from "../../../../tests/helpers/xlsx.ts";
import { SHEET_MAX_ROWS } from "../../../shared/menu-import/menu-import.ts";
import { sheetFromRows } from "./sheet-reading.ts";
import { writeCsv, writeXlsx } from "./spreadsheet-files.ts";
import { judgeXlsxDirectory } from "./spreadsheet-reader.ts";
import { readCsvRows, readXlsxRows } from "./spreadsheet-rows.mjs";

// Export → import gives the same menu, through the files' real bytes. The reading the worker
// thread runs is called here in-process, so hundreds of random menus do not start a thread each
// (spreadsheet-reader.test.ts reads through the thread).

const readCsv = (bytes: Buffer) => sheetFromRows(readCsvRows(bytes, SHEET_MAX_ROWS));
const readXlsx = async (bytes: Buffer) =>
  sheetFromRows(await readXlsxRows(bytes, judgeXlsxDirectory(bytes), SHEET_MAX_ROWS));

describe("spreadsheet files", () => {
  it("CSV: export → import gives the same menu for random menus", () => {
    fc.assert(
      fc.property(menuArb, (nodes) => {
        const reading = readCsv(Buffer.from(writeCsv(nodes)));
        expect(reading.warnings).toEqual([]);
        expect(sheetContent(reading.nodes)).toEqual(sheetContent(nodes));
      }),
      { numRuns: 200 },
    );
  });

  it("XLSX: export → import gives the same menu for random menus", async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, async (nodes) => {
        const reading = await readXlsx(await writeXlsx(nodes, "Lunch: [main]"));
        expect(reading.warnings).toEqual([]);
        expect(sheetContent(reading.nodes)).toEqual(sheetContent(nodes));
      }),
      { numRuns: 40 },
    );
  });

  it("CSV: a cell that Excel would run as a formula is written as text", () => {
    const csv = writeCsv([
      {
        id: "g",
        type: 0,
        name: "=HYPERLINK(1)",
        description: "",
        available: true,
        nodes: [],
      },
    ]);
    expect(csv).toContain("'=HYPERLINK(1)");
  });

  it("CSV: reads semicolons with decimal commas, a BOM, Windows line ends and row numbers past multi-line cells", () => {
    const csv =
      '\uFEFFGroup;Item;Description;Price\r\n\r\nMains;Steak;"Aged\r\n28 days";24,50\r\nMains;Fish;;ask\r\n';
    const reading = readCsv(Buffer.from(csv));
    expect(
      sheetContent(reading.nodes)[0]?.items.map((item) => [item.name, item.description, item.prices]),
    ).toEqual([
      ["Steak", "Aged\r\n28 days", [24.5]],
      ["Fish", "", [null]],
    ]);
    expect(reading.warnings).toEqual([
      { row: 5, message: '"ask" is not a price; the item was kept without one.' },
    ]);
  });

  it("XLSX: reads past problems, each a warning with its row: numbers, formulas and rich text read as shown", async () => {
    const { bytes, warnings } = await makeXlsxWithProblems();
    const reading = await readXlsx(bytes);
    expect(reading.warnings).toEqual(warnings);
    expect(sheetContent(reading.nodes)).toEqual([
      {
        name: "Starters",
        hidden: false,
        items: [
          expect.objectContaining({ name: "Garlic Bread", prices: [4.5], icons: ["vegan"] }),
          expect.objectContaining({ name: "Soup of the day", prices: [null] }),
        ],
      },
      {
        name: "Pizza",
        hidden: false,
        items: [
          expect.objectContaining({ name: "Margherita", sizes: ["Small", "Large"], prices: [9, 14] }),
          expect.objectContaining({ name: "Calzone", prices: [12], icons: [] }),
        ],
      },
    ]);
  });

  it("CSV: a file in Windows-1252 is read, with a warning", () => {
    const bytes = Buffer.from([
      ...Buffer.from("group,item,price\nCaf"),
      0xe9,
      ...Buffer.from(",Cr\u00e8me,3\n".replace("\u00e8", "e")),
    ]);
    const reading = readCsv(bytes);
    expect(reading.nodes[0]?.name).toBe("Café");
    expect(reading.warnings[0]?.message).toContain("Windows-1252");
  });
});
