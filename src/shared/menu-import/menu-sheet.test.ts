import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { menuArb, sheetContent } from "../../../tests/helpers/menu-arbitraries.ts";
import { createGroup, createItem } from "../menus/menu-tree.ts";
import { readPrice, readPriceRows } from "./menu-import.ts";
import { menuToRows, rowsToMenu } from "./menu-sheet.ts";

// The spreadsheet rows the import reads and the export writes.

describe("export rows → import", () => {
  it("gives back the same menu for random menus", () => {
    fc.assert(
      fc.property(menuArb, (nodes) => {
        const reading = rowsToMenu(menuToRows(nodes));
        expect(reading.warnings).toEqual([]);
        expect(sheetContent(reading.nodes)).toEqual(sheetContent(nodes));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps apart what a sheet finds hard to tell apart: unnamed, empty and same-named groups, same-named items", () => {
    const pizza = (sizes: string[], prices: number[]) => createItem({ name: "Pizza", sizes, prices });
    const nodes = [
      createGroup({ name: "Mains", nodes: [pizza(["Small", "Large"], [9, 14]), pizza(["Medium"], [11])] }),
      createGroup({ name: "", nodes: [createItem({ name: "Soup", prices: [5] })] }),
      createGroup({ name: "" }),
      createGroup({ name: "Drinks", nodes: [pizza(["Small"], [2]), pizza(["Large"], [3])] }),
      createGroup({ name: "Drinks", nodes: [createItem({ name: "Tea", prices: [2] })] }),
    ];
    const reading = rowsToMenu(menuToRows(nodes));
    expect(reading.warnings).toEqual([]);
    expect(sheetContent(reading.nodes)).toEqual(sheetContent(nodes));
    expect(reading.nodes.map((group) => [group.name, group.nodes.length])).toEqual([
      ["Mains", 2],
      ["Unnamed Group", 1],
      ["Unnamed Group", 0],
      ["Drinks", 2],
      ["Drinks", 1],
    ]);
  });

  it("leaves out an item with nothing in it, and reads a nameless one with content as such, with a warning", () => {
    const steak = createItem({ name: "Steak", prices: [20] });
    const nameless = createItem({ extras: "Ask for sauce" });
    const fish = createItem({ name: "Fish", prices: [18] });
    const nodes = [createGroup({ name: "Mains", nodes: [steak, createItem(), nameless, fish] })];
    const reading = rowsToMenu(menuToRows(nodes));
    expect(reading.warnings).toEqual([
      { row: 3, message: "This row has no item name; it was read as an item without a name." },
    ]);
    expect(sheetContent(reading.nodes)).toEqual(
      sheetContent([createGroup({ name: "Mains", nodes: [steak, nameless, fish] })]),
    );
  });

  it("writes one row per size, the item's other cells on its first row", () => {
    const nodes = [
      createGroup({
        name: "Pizza",
        nodes: [
          createItem({
            name: "Margherita",
            description: "Tomato",
            sizes: ["Small", "Large"],
            prices: [9, 14],
          }),
        ],
      }),
    ];
    expect(menuToRows(nodes)).toEqual([
      ["group", "item", "description", "price", "size", "modifiers", "extras", "icons", "hidden"],
      ["Pizza", "Margherita", "Tomato", "9.00", "Small", "", "", "", ""],
      ["Pizza", "", "", "14.00", "Large", "", "", "", ""],
    ]);
  });

  it("marks what guests do not see: a hidden item on its row, a hidden group on a heading row of its own", () => {
    const nodes = [
      createGroup({
        name: "Brunch",
        nodes: [
          createItem({ name: "Migas", prices: [11.5] }),
          createItem({ name: "Pecan Pie", prices: [6], available: false }),
        ],
      }),
      createGroup({
        name: "Secret",
        available: false,
        nodes: [createItem({ name: "Kolache", prices: [3] })],
      }),
    ];
    expect(menuToRows(nodes)).toEqual([
      ["group", "item", "description", "price", "size", "modifiers", "extras", "icons", "hidden"],
      ["Brunch", "Migas", "", "11.50", "", "", "", "", ""],
      ["Brunch", "Pecan Pie", "", "6.00", "", "", "", "", "yes"],
      ["Secret", "", "", "", "", "", "", "", "yes"],
      ["Secret", "Kolache", "", "3.00", "", "", "", "", ""],
    ]);
    const reading = rowsToMenu(menuToRows(nodes));
    expect(reading.warnings).toEqual([]);
    expect(
      reading.nodes.map((group) => [group.available, group.nodes.map((item) => item.available)]),
    ).toEqual([
      [true, [true, false]],
      [false, [true]],
    ]);
  });
});

describe("forgiving reading", () => {
  it("reads headers in any case and order, aliases, blank lines, sizes in rows or in the price cell", () => {
    const reading = rowsToMenu([
      ["\uFEFFPRICE", "Item Name", "Category", "Size", "Icons", "Modifiers"],
      ["", "", "", "", "", ""],
      ["$4.50", "Garlic Bread", "Starters", "", "vegan, Spicy", "Dip: Aioli +1, Salsa"],
      ["9,50 €", "Soup", "", "", "", ""],
      ["9", "Pizza", "Mains", "Small", "", ""],
      ["14", "Pizza", "Mains", "Large", "", ""],
      ["Small 3 / Large $4.50", "Cola", "Drinks", "", "", ""],
    ]);
    expect(reading.warnings).toEqual([]);
    expect(sheetContent(reading.nodes)).toEqual([
      {
        name: "Starters",
        hidden: false,
        items: [
          expect.objectContaining({
            name: "Garlic Bread",
            prices: [4.5],
            sizes: [],
            icons: ["vegan", "spicy"],
            modifiers: [
              {
                name: "Dip",
                entries: [
                  { name: "Aioli", price: 1 },
                  { name: "Salsa", price: null },
                ],
              },
            ],
          }),
          expect.objectContaining({ name: "Soup", prices: [9.5] }),
        ],
      },
      {
        name: "Mains",
        hidden: false,
        items: [expect.objectContaining({ name: "Pizza", sizes: ["Small", "Large"], prices: [9, 14] })],
      },
      {
        name: "Drinks",
        hidden: false,
        items: [expect.objectContaining({ name: "Cola", sizes: ["Small", "Large"], prices: [3, 4.5] })],
      },
    ]);
  });

  it("keeps going past problems, each a warning with its row", () => {
    const reading = rowsToMenu([
      ["group", "item", "price", "icons", "colour"],
      ["Mains", "Steak", "market price", "", "red"],
      ["Mains", "Fish", "12", "Sparkly", ""],
      ["", "", "7", "", ""],
    ]);
    expect(reading.warnings).toEqual([
      { row: 1, message: 'The column "colour" is not one we read; it was left out.' },
      { row: 2, message: '"market price" is not a price; the item was kept without one.' },
      { row: 3, message: 'There is no icon called "Sparkly"; it was left out.' },
      { row: 4, message: "This row has no item name; it was read as an item without a name." },
    ]);
    expect(sheetContent(reading.nodes)[0]?.items.map((item) => [item.name, item.prices])).toEqual([
      ["Steak", [null]],
      ["Fish", [12]],
      ["", [7]],
    ]);
  });

  it("says which columns it needs when the header names none of them", () => {
    const reading = rowsToMenu([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(reading.nodes).toEqual([]);
    expect(reading.warnings.at(-1)?.message).toContain('No "item" column was found');
  });
});

describe("prices as people write them", () => {
  it.each([
    ["9", 9],
    ["$9.50", 9.5],
    ["9,50 €", 9.5],
    ["€9,5", 9.5],
    ["£12", 12],
    ["1,234.50", 1234.5],
    ["1.234,50", 1234.5],
    ["1,250", 1250],
    ["USD 7.25", 7.25],
    ["+0.75", 0.75],
  ])("%s → %s", (written, amount) => {
    expect(readPrice(written)?.price).toBe(amount);
  });

  it.each(["free", "9.5.5", "12 14", "-3", "$"])("%s is not a price", (written) => {
    expect(readPrice(written)).toBeNull();
  });

  it("reads sizes written with their prices", () => {
    expect(readPriceRows("Small 9 / Large 14")).toEqual({ sizes: ["Small", "Large"], prices: [9, 14] });
    expect(readPriceRows("Half: $6 | Full: $10.50")).toEqual({ sizes: ["Half", "Full"], prices: [6, 10.5] });
    expect(readPriceRows("12 inch 14 / 16 inch 18")).toEqual({
      sizes: ["12 inch", "16 inch"],
      prices: [14, 18],
    });
    expect(readPriceRows("")).toEqual({ sizes: [], prices: [null] });
    expect(readPriceRows("ask your server")).toBeNull();
  });
});
