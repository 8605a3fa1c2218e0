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
