import { findLibraryIcon, ICON_LIBRARY, type LibraryIcon } from "../menus/icons.ts";
import {
  DESCRIPTION_MAX,
  type ItemIcon,
  MAX_ICONS_PER_ITEM,
  MAX_PRICE_ROWS,
  type MenuGroup,
  type MenuItem,
  type MenuNodes,
  type ModifierGroup,
  NAME_MAX,
} from "../menus/menu.ts";
import {
  createGroup,
  createItem,
  createModifierEntry,
  groupNameOrDefault,
  newNodeId,
} from "../menus/menu-tree.ts";
import { formatPrice, type ImportWarning, readPrice, readPriceRows } from "./menu-import.ts";

// A menu as spreadsheet rows and back. Export writes one row per size (the size's price in
// `price`; the item's other cells on its first row only, later rows leave `item` empty); import also takes one
// row per size with the item's name repeated, and sizes written in the price cell ("Small 9 / Large 14").
// What a sheet could not otherwise tell apart (export → import must give the same menu):
// - a row with only a group name is a heading and always starts a group: the export writes one for an empty
//   group and for a group named like the one before it;
// - an unnamed group is written as the editor and guests show it, "Unnamed Group";
// - an item with sizes named like the sized item before it is written as a row with its name and no price,
//   its sizes on the rows below with `item` empty, since a repeated name on a size row continues the item.
// The `hidden` column says "yes" for what guests do not see: an item on its first row, a group on a heading row
// the export always writes for a hidden group (an owner reading the export must see what is hidden).

export const SHEET_COLUMNS = [
  "group",
  "item",
  "description",
  "price",
  "size",
  "modifiers",
  "extras",
  "icons",
  "hidden",
] as const;
type Column = (typeof SHEET_COLUMNS)[number];
type Row = Record<Column, string>;

/** Header names people use for our columns; compared in lower case without spaces, dashes or underscores. */
const HEADER_ALIASES: Record<string, Column> = {
  group: "group",
  category: "group",
  section: "group",
  item: "item",
  name: "item",
  itemname: "item",
  dish: "item",
  description: "description",
  details: "description",
  price: "price",
  prices: "price",
  cost: "price",
  size: "size",
  sizes: "size",
  modifiers: "modifiers",
  options: "modifiers",
  extras: "extras",
  icons: "icons",
  tags: "icons",
  allergens: "icons",
  hidden: "hidden",
  hide: "hidden",
};

const HIDDEN_YES = new Set(["yes", "y", "true", "x", "1", "hidden"]);
const HIDDEN_NO = new Set(["", "no", "n", "false", "0", "shown", "visible"]);
const HIDDEN_MARK = "yes";

/** The `hidden` cell: true for "yes" (and its usual spellings); anything unknown is a warning and counts as shown. */
function readHidden(text: string, warn: (message: string) => void): boolean {
  const value = text.trim().toLowerCase();
  if (HIDDEN_YES.has(value)) return true;
  if (!HIDDEN_NO.has(value))
    warn(`"${text.trim()}" in the hidden column is not "yes" or empty; it was read as shown.`);
  return false;
}

const headerKey = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

// Modifiers in one cell: "Sauce: Mayo +0.50, Ketchup; Bread: White, Brown +1.00".
const MODIFIER_GROUP_SEPARATOR = ";";
const MODIFIER_ENTRY_SEPARATOR = ",";
const ENTRY_PRICE = /^(.*?)\s+\(?\+?\s*((?:US\$|C\$|A\$|[$€£¥₹])?\s*\d+(?:[.,]\d{1,2})?\s*(?:€)?)\)?$/;

export function formatModifiers(modifiers: readonly ModifierGroup[]): string {
  return modifiers
    .map((group) => {
      const entries = group.entries
        .map((entry) => (entry.price === null ? entry.name : `${entry.name} +${formatPrice(entry.price)}`))
        .join(`${MODIFIER_ENTRY_SEPARATOR} `);
      return `${group.name}: ${entries}`;
    })
    .join(`${MODIFIER_GROUP_SEPARATOR} `);
}

export function readModifiers(text: string, warn: (message: string) => void): ModifierGroup[] {
  const groups: ModifierGroup[] = [];
  for (const part of text.split(MODIFIER_GROUP_SEPARATOR)) {
    if (part.trim() === "") continue;
    const colon = part.indexOf(":");
    const name = colon === -1 ? "" : part.slice(0, colon).trim();
    const entryText = colon === -1 ? part : part.slice(colon + 1);
    if (colon === -1) warn(`Modifiers "${part.trim()}" have no group name before a colon.`);
    const entries = entryText
      .split(MODIFIER_ENTRY_SEPARATOR)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "")
      .map((entry, index) => {
        const match = ENTRY_PRICE.exec(entry);
        const reading = match ? readPrice(match[2] ?? "") : null;
        const made =
          match && reading
            ? createModifierEntry((match[1] ?? "").trim(), reading.price)
            : createModifierEntry(entry, null);
        return { ...made, sequence: index };
      });
    // The sheet has no column for how many to choose: an imported group is optional, as before the rule existed.
    groups.push({ id: newNodeId(), name, entries, sequence: groups.length, min: 0, max: null });
  }
  return groups;
}

/** Icons by their names ("Vegan, Spicy"); the library's key works too. */
const ICON_BY_NAME = new Map<string, LibraryIcon>();
for (const icon of ICON_LIBRARY) {
  ICON_BY_NAME.set(icon.label.toLowerCase(), icon);
  ICON_BY_NAME.set(icon.key.toLowerCase(), icon);
}

export function formatIcons(icons: readonly ItemIcon[]): string {
  return icons
    .map((icon) => findLibraryIcon(icon.iconKey)?.label)
    .filter((label): label is string => label !== undefined)
    .join(", ");
}

function readIcons(text: string, warn: (message: string) => void): ItemIcon[] {
  const icons: ItemIcon[] = [];
  for (const name of text.split(/[,;]/).map((part) => part.trim())) {
    if (name === "") continue;
    const icon = ICON_BY_NAME.get(name.toLowerCase());
    if (!icon) {
      warn(`There is no icon called "${name}"; it was left out.`);
      continue;
    }
    if (icons.length >= MAX_ICONS_PER_ITEM) {
      warn(`An item can have at most ${MAX_ICONS_PER_ITEM} icons; "${name}" was left out.`);
      continue;
    }
    icons.push({
      type: "library",
      iconKey: icon.key,
      hoverText: icon.label,
      altText: icon.altText,
      source: "library",
    });
  }
  return icons;
}

const isEmptyItem = (item: MenuItem) =>
  item.name.trim() === "" &&
  item.description.trim() === "" &&
  item.extras.trim() === "" &&
  item.sizes.length === 0 &&
  (item.prices[0] ?? null) === null &&
  item.modifiers.length === 0 &&
  formatIcons(item.icons) === "";

/** The menu as rows of cells, the header first: what the CSV and XLSX exports write. */
export function menuToRows(nodes: MenuNodes): string[][] {
  const rows: string[][] = [[...SHEET_COLUMNS]];
  const write = (row: Partial<Row>) => rows.push(SHEET_COLUMNS.map((column) => row[column] ?? ""));
  let previousGroupName: string | null = null;
  for (const group of nodes) {
    const groupName = groupNameOrDefault(group.name).trim();
    const isGroupHidden = group.available === false;
    if (group.nodes.length === 0 || groupName === previousGroupName || isGroupHidden)
      write({ group: groupName, hidden: isGroupHidden ? HIDDEN_MARK : "" });
    previousGroupName = groupName;
    let previous: MenuItem | null = null;
    for (const item of group.nodes) {
      // An item added and never filled in would read as a heading; it carries nothing, so it is left out.
      if (isEmptyItem(item)) continue;
      const wouldContinue = previous !== null && previous.sizes.length > 0 && previous.name === item.name;
      previous = item;
      const first: Partial<Row> = {
        group: groupName,
        item: item.name,
        description: item.description,
        modifiers: formatModifiers(item.modifiers),
        extras: item.extras,
        icons: formatIcons(item.icons),
        hidden: item.available === false ? HIDDEN_MARK : "",
      };
      if (item.sizes.length === 0) {
        write({ ...first, price: formatPrice(item.prices[0]) });
        continue;
      }
      if (wouldContinue) write(first);
      item.sizes.forEach((size, index) => {
        const price = formatPrice(item.prices[index]);
        write(index === 0 && !wouldContinue ? { ...first, size, price } : { group: groupName, size, price });
      });
    }
  }
  return rows;
}

export interface SheetReading {
  nodes: MenuNodes;
  warnings: ImportWarning[];
}

/** Which column each of the header's cells is; unknown headers are noted once. */
function readHeader(header: readonly string[], row: number, warnings: ImportWarning[]): (Column | null)[] {
  const seen = new Set<Column>();
  return header.map((cell) => {
    if (cell.trim() === "") return null;
    const column = HEADER_ALIASES[headerKey(cell)];
    if (!column) {
      warnings.push({ row, message: `The column "${cell.trim()}" is not one we read; it was left out.` });
      return null;
    }
    if (seen.has(column)) {
      warnings.push({ row, message: `The column "${cell.trim()}" appears twice; the first one is read.` });
      return null;
    }
    seen.add(column);
    return column;
  });
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

function clip(text: string, max: number, what: string, warn: (message: string) => void): string {
  if (text.length <= max) return text;
  warn(`The ${what} is longer than ${max} characters; it was cut.`);
  return text.slice(0, max);
}

/**
 * Rows of cells (the header first) → a draft tree. Forgiving: headers in any case or a known alias, blank rows
 * skipped, prices with currency marks and decimal commas; every problem is a warning with its row.
 */
export function rowsToMenu(
  cells: readonly (readonly string[])[],
  /** The file's row number of each row, when a row may span several lines (a CSV cell with a line break). */
  rowNumbers?: readonly number[],
): SheetReading {
  const warnings: ImportWarning[] = [];
  const headerIndex = cells.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) return { nodes: [], warnings: [{ message: "The file has no rows." }] };
  const columns = readHeader(
    cells[headerIndex] ?? [],
    rowNumbers?.[headerIndex] ?? headerIndex + 1,
    warnings,
  );
  if (!columns.includes("item") && !columns.includes("group")) {
    return {
      nodes: [],
      warnings: [
        ...warnings,
        {
          row: rowNumbers?.[headerIndex] ?? headerIndex + 1,
          message: `The first row should name the columns: ${SHEET_COLUMNS.join(", ")}. No "item" column was found.`,
        },
      ],
    };
  }

  const nodes: MenuGroup[] = [];
  let group: MenuGroup | null = null;
  let item: MenuItem | null = null;
  // An item written as its name with an empty price cell takes the size rows below it.
  let isAwaitingSizes = false;

  for (let index = headerIndex + 1; index < cells.length; index++) {
    const cellRow = cells[index] ?? [];
    const rowNumber = rowNumbers?.[index] ?? index + 1;
    const warn = (message: string) => warnings.push({ row: rowNumber, message });
    if (isBlankRow(cellRow)) continue;
    const row = Object.fromEntries(SHEET_COLUMNS.map((column) => [column, ""])) as Row;
    columns.forEach((column, at) => {
      if (column) row[column] = (cellRow[at] ?? "").trim();
    });

    const groupName = clip(row.group, NAME_MAX, "group name", warn);
    const isHeading = SHEET_COLUMNS.every(
      (column) => column === "group" || column === "hidden" || row[column] === "",
    );
    if (groupName !== "" && (isHeading || groupName !== group?.name)) {
      group = createGroup({ name: groupName, available: !(isHeading && readHidden(row.hidden, warn)) });
      nodes.push(group);
      item = null;
    }
    if (!group) {
      group = createGroup();
      nodes.push(group);
    }

    const isSizeRow = row.size !== "";
    const continuesItem =
      item !== null &&
      isSizeRow &&
      ((isAwaitingSizes && row.item === "") ||
        (item.sizes.length > 0 &&
          (row.item === "" || (row.item === item.name && !item.sizes.includes(row.size)))));
    if (continuesItem && item) {
      if (isAwaitingSizes) {
        item.sizes = [];
        item.prices = [];
        isAwaitingSizes = false;
      }
      addSizeRow(item, row, warn);
      continue;
    }
    if (row.item === "") {
      if (isHeading) {
        if (row.group === "") warn("This row has nothing we read; it was left out.");
        continue;
      }
      warn("This row has no item name; it was read as an item without a name.");
    }
    item = createItem({
      name: clip(row.item, NAME_MAX, "item name", warn),
      description: clip(row.description, DESCRIPTION_MAX, "description", warn),
      extras: row.extras,
      modifiers: readModifiers(row.modifiers, warn),
      icons: readIcons(row.icons, warn),
      available: !readHidden(row.hidden, warn),
    });
    group.nodes.push(item);
    isAwaitingSizes = !isSizeRow && row.price === "";
    if (isSizeRow) {
      item.sizes = [];
      item.prices = [];
      addSizeRow(item, row, warn);
    } else {
      const rows = readPriceRows(row.price);
      if (rows) {
        item.sizes = rows.sizes;
        item.prices = rows.prices;
      } else {
        warn(`"${row.price}" is not a price; the item was kept without one.`);
      }
    }
  }
  return { nodes, warnings };
}

function addSizeRow(item: MenuItem, row: Row, warn: (message: string) => void) {
  if (item.sizes.length >= MAX_PRICE_ROWS) {
    warn(`An item can have at most ${MAX_PRICE_ROWS} sizes; the size "${row.size}" was left out.`);
    return;
  }
  const reading = row.price === "" ? null : readPrice(row.price);
  if (row.price !== "" && !reading) warn(`"${row.price}" is not a price; the size was kept without one.`);
  item.sizes.push(clip(row.size, 60, "size", warn));
  item.prices.push(reading?.price ?? null);
}
