import {
  formatPriceRows,
  isAllCapsName,
  readPriceRows,
  toTitleCase,
} from "../../../../shared/menu-import/menu-import.ts";
import type { MenuGroup, MenuItem, MenuNodes } from "../../../../shared/menus/menu.ts";

// The review step's draft. Prices are edited as one text ("9.50", "Small 9 / Large 14") and
// read with the same rule as the import; the tree the owner confirms is built from it only then.

export interface DraftItem {
  id: string;
  item: MenuItem;
  priceText: string;
  /** The name as it was read, so Title Case can be turned off again. */
  readName: string;
}

export interface DraftGroup {
  id: string;
  name: string;
  readName: string;
  group: MenuGroup;
  items: DraftItem[];
}

export type DraftAction =
  | { type: "renameGroup"; groupId: string; name: string }
  | { type: "removeGroup"; groupId: string }
  | { type: "renameItem"; itemId: string; name: string }
  | { type: "setDescription"; itemId: string; description: string }
  | { type: "setPrice"; itemId: string; text: string }
  | { type: "moveItem"; itemId: string; groupId: string }
  | { type: "removeItem"; itemId: string }
  | { type: "setTitleCase"; isOn: boolean };

/**
 * A name under the review's "Title Case" choice: on, a name in capitals is written in Title Case; off, a name
 * still as Title Case made it goes back to the capitals it was read in. A name the owner typed stays as typed.
 */
export function casedName(name: string, readName: string, isOn: boolean): string {
  if (isOn) return isAllCapsName(name) ? toTitleCase(name) : name;
  return isAllCapsName(readName) && name === toTitleCase(readName) ? readName : name;
}

/** Whether the draft (or the menu's name) has any name read in capitals: only then is the choice offered. */
export const hasCapitalNames = (groups: DraftGroup[], title = "") =>
  isAllCapsName(title) ||
  groups.some(
    (group) => isAllCapsName(group.readName) || group.items.some((item) => isAllCapsName(item.readName)),
  );

export function draftFromNodes(nodes: MenuNodes): DraftGroup[] {
  return nodes.map((group) => ({
    id: group.id,
    name: group.name,
    readName: group.name,
    group,
    items: group.nodes.map((item) => ({
      id: item.id,
      item,
      priceText: formatPriceRows(item),
      readName: item.name,
    })),
  }));
}

const mapItem = (groups: DraftGroup[], itemId: string, change: (item: DraftItem) => DraftItem) =>
  groups.map((group) =>
    group.items.some((item) => item.id === itemId)
      ? { ...group, items: group.items.map((item) => (item.id === itemId ? change(item) : item)) }
      : group,
  );

export function draftReducer(groups: DraftGroup[], action: DraftAction): DraftGroup[] {
  switch (action.type) {
    case "renameGroup":
      return groups.map((group) => (group.id === action.groupId ? { ...group, name: action.name } : group));
    case "setTitleCase":
      return groups.map((group) => ({
        ...group,
        name: casedName(group.name, group.readName, action.isOn),
        items: group.items.map((item) => ({
          ...item,
          item: { ...item.item, name: casedName(item.item.name, item.readName, action.isOn) },
        })),
      }));
    case "removeGroup":
      return groups.filter((group) => group.id !== action.groupId);
    case "renameItem":
      return mapItem(groups, action.itemId, (item) => ({
        ...item,
        item: { ...item.item, name: action.name },
      }));
    case "setDescription":
      return mapItem(groups, action.itemId, (item) => ({
        ...item,
        item: { ...item.item, description: action.description },
      }));
    case "setPrice":
      return mapItem(groups, action.itemId, (item) => ({ ...item, priceText: action.text }));
    case "removeItem":
      return groups.map((group) => ({
        ...group,
        items: group.items.filter((item) => item.id !== action.itemId),
      }));
    case "moveItem": {
      const moving = groups.flatMap((group) => group.items).find((item) => item.id === action.itemId);
      if (!moving || !groups.some((group) => group.id === action.groupId)) return groups;
      return groups.map((group) => {
        const without = group.items.filter((item) => item.id !== action.itemId);
        return group.id === action.groupId
          ? { ...group, items: [...without, moving] }
          : { ...group, items: without };
      });
    }
  }
}

export const PRICE_PROBLEM = 'Write a price such as 9.50, or sizes such as "Small 9 / Large 14".';

/** The price text's problem, or null when it reads. */
export function priceProblem(text: string): string | null {
  return readPriceRows(text) ? null : PRICE_PROBLEM;
}

/** The tree to save: groups and items in the draft's order, prices read from their text. Null if one is wrong. */
export function nodesFromDraft(groups: DraftGroup[]): MenuNodes | null {
  const nodes: MenuNodes = [];
  for (const group of groups) {
    const items: MenuItem[] = [];
    for (const entry of group.items) {
      const rows = readPriceRows(entry.priceText);
      if (!rows) return null;
      items.push({
        ...entry.item,
        name: entry.item.name.trim(),
        description: entry.item.description.trim(),
        sizes: rows.sizes,
        prices: rows.prices,
      });
    }
    nodes.push({ ...group.group, name: group.name.trim(), nodes: items });
  }
  return nodes;
}

export const countDraftItems = (groups: DraftGroup[]) =>
  groups.reduce((total, group) => total + group.items.length, 0);
