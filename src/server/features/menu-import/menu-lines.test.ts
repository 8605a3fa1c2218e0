import { describe, expect, it } from "vitest";
import { isHeadingLine, linesToDraft, readPricedLine, type SourceLine } from "./menu-lines.ts";

// The line parser, on lines as they come off real printed menus.

describe("prices at line ends", () => {
  it.each([
    ["Beef Burger 13.50", { name: "Beef Burger", sizes: [], prices: [13.5] }],
    ["Margherita Pizza ........ 11.00", { name: "Margherita Pizza", sizes: [], prices: [11] }],
    ["Caesar Salad  €7,25", { name: "Caesar Salad", sizes: [], prices: [7.25] }],
    ["Fish & Chips — 12.95", { name: "Fish & Chips", sizes: [], prices: [12.95] }],
    ["Garlic Bread S4.50", { name: "Garlic Bread", sizes: [], prices: [4.5] }],
    ["Soup of the day 5", { name: "Soup of the day", sizes: [], prices: [5] }],
    ["7 Up 2.50", { name: "7 Up", sizes: [], prices: [2.5] }],
    ["Pad Thai (chicken or tofu) $14", { name: "Pad Thai (chicken or tofu)", sizes: [], prices: [14] }],
    ["Crème brûlée · · · · 8", { name: "Crème brûlée", sizes: [], prices: [8] }],
    ["Pizza Small 9 / Large 14", { name: "Pizza", sizes: ["Small", "Large"], prices: [9, 14] }],
    ["Coffee S 2.50 M 3.00 L 3.50", { name: "Coffee", sizes: ["S", "M", "L"], prices: [2.5, 3, 3.5] }],
    ["House Wine Glass 8 | Bottle 30", { name: "House Wine", sizes: ["Glass", "Bottle"], prices: [8, 30] }],
    ["Wine 8 / 30", { name: "Wine", sizes: ["", ""], prices: [8, 30] }],
    ["11.00", { name: "", sizes: [], prices: [11] }],
    ["Half 6 / Full 10", { name: "", sizes: ["Half", "Full"], prices: [6, 10] }],
  ])("%s", (line, expected) => {
    expect(readPricedLine(line)).toEqual(expected);
  });

  it.each([
    "Since 1998",
    "Lunch 11:30",
    "Tomato, basil and mozzarella",
    "STARTERS",
    "Open daily 11am - 10pm",
  ])("%s has no price", (line) => {
    expect(readPricedLine(line)).toBeNull();
  });
});

describe("headings", () => {
  it.each([
    ["STARTERS", true],
    ["MAIN COURSES", true],
    ["Desserts", true],
    ["Soups & Salads", true],
    ["Hot Drinks", true],
    ["served with fries", false],
    ["Slow-cooked for twelve hours with garlic and thyme.", false],
    ["Our famous burger, with cheese", false],
  ])("%s → %s", (line, expected) => {
    expect(isHeadingLine(line)).toBe(expected);
  });
});

const source = (texts: string[], confidence = 95): SourceLine[] =>
  texts.map((text, index) => ({
    text,
    confidence,
    page: 1,
    box: { x: 10, y: index * 40, width: 300, height: 30 },
  }));

const summary = (nodes: ReturnType<typeof linesToDraft>["nodes"]) =>
  nodes.map((group) => ({
    name: group.name,
    items: group.nodes.map((item) => [item.name, item.description, item.sizes, item.prices]),
  }));

describe("lines → draft", () => {
  it("makes groups from headings, items from priced lines, descriptions from the lines under them", () => {
    const draft = linesToDraft(
      source([
        "The Corner Bistro",
        "12 High Street",
        "STARTERS",
        "Garlic Bread 4.50",
        "Toasted sourdough, garlic butter",
        "and parsley.",
        "Tomato Soup ....... 5.00",
        "Mains",
        "Beef Burger",
        "13.50",
        "Aged beef, cheddar, pick-",
        "led onions",
        "Pizza Small 9 / Large 14",
        "Desserts",
        "Tiramisu 6",
      ]),
    );
    expect(summary(draft.nodes)).toEqual([
      {
        name: "STARTERS",
        items: [
          ["Garlic Bread", "Toasted sourdough, garlic butter and parsley.", [], [4.5]],
          ["Tomato Soup", "", [], [5]],
        ],
      },
      {
        name: "Mains",
        items: [
          ["Beef Burger", "Aged beef, cheddar, pickled onions", [], [13.5]],
          ["Pizza", "", ["Small", "Large"], [9, 14]],
        ],
      },
      { name: "Desserts", items: [["Tiramisu", "", [], [6]]] },
    ]);
    expect(draft.lines.map((line) => line.kind)).toEqual([
      "other",
      "other",
      "heading",
      "item",
      "description",
      "description",
      "item",
      "heading",
      "item",
      "price",
      "description",
      "description",
      "item",
      "heading",
      "item",
    ]);
    const burger = draft.nodes[1]?.nodes[0];
    expect(draft.lines.filter((line) => line.nodeId === burger?.id).map((line) => line.text)).toEqual([
      "Beef Burger",
      "13.50",
      "Aged beef, cheddar, pick-",
      "led onions",
    ]);
    expect(draft.warnings).toEqual([]);
  });

  it("puts items before any heading in a group without a name, and warns about unsure lines and stray prices", () => {
    const lines = source(["Espresso 2.20", "9.99", "Latte 3.10"]);
    const unsure = lines[2];
    if (unsure) unsure.confidence = 41;
    const draft = linesToDraft(lines);
    expect(summary(draft.nodes)).toEqual([
      {
        name: "",
        items: [
          ["Espresso", "", [], [2.2]],
          ["Latte", "", [], [3.1]],
        ],
      },
    ]);
    expect(draft.lines.map((line) => line.confidence)).toEqual([95, 95, 41]);
    expect(draft.warnings).toEqual([
      { line: 1, message: 'The price "9.99" has no item beside it; it was left out.' },
      { line: 2, message: '"Latte 3.10" was hard to read (41% sure). Please check it.' },
    ]);
  });
});

describe("the menu's own heading and a footer", () => {
  it("names the draft after the largest heading above the first dish, and keeps a footer set apart out of the last dish", () => {
    const lines: SourceLine[] = [
      { text: "LONE STAR BRUNCH", confidence: 95, page: 1, box: { x: 200, y: 20, width: 500, height: 60 } },
      { text: "Austin, Texas", confidence: 95, page: 1, box: { x: 300, y: 100, width: 200, height: 24 } },
      { text: "EGGS & SUCH", confidence: 95, page: 1, box: { x: 40, y: 170, width: 240, height: 34 } },
      { text: "Migas Plate 11.50", confidence: 95, page: 1, box: { x: 40, y: 230, width: 800, height: 28 } },
      {
        text: "Eggs, tortilla chips, salsa",
        confidence: 95,
        page: 1,
        box: { x: 40, y: 264, width: 400, height: 24 },
      },
      { text: "Biscuits & Gravy 9", confidence: 95, page: 1, box: { x: 40, y: 310, width: 800, height: 28 } },
      {
        text: "Thank you, y'all come back now",
        confidence: 95,
        page: 1,
        box: { x: 200, y: 460, width: 500, height: 26 },
      },
    ];
    const draft = linesToDraft(lines);
    expect(draft.title).toBe("LONE STAR BRUNCH");
    expect(summary(draft.nodes)).toEqual([
      {
        name: "EGGS & SUCH",
        items: [
          ["Migas Plate", "Eggs, tortilla chips, salsa", [], [11.5]],
          ["Biscuits & Gravy", "", [], [9]],
        ],
      },
    ]);
    expect(draft.lines.map((line) => line.kind)).toEqual([
      "other",
      "other",
      "heading",
      "item",
      "description",
      "item",
      "other",
    ]);
  });

  it("ends the last dish at a rule, when the lines have no place on the page", () => {
    const draft = linesToDraft(
      source(["Pancakes 8", "Buttermilk, maple syrup.", "~ ~ ~ ~", "Thank you, y'all come back now"]),
    );
    expect(summary(draft.nodes)).toEqual([
      { name: "", items: [["Pancakes", "Buttermilk, maple syrup.", [], [8]]] },
    ]);
    expect(draft.title).toBeUndefined();
  });

  it("keeps a description's lines under its dish when they sit close", () => {
    const draft = linesToDraft(source(["Pancakes 8", "Buttermilk, maple", "syrup and butter."]));
    expect(draft.nodes[0]?.nodes[0]?.description).toBe("Buttermilk, maple syrup and butter.");
  });
});
