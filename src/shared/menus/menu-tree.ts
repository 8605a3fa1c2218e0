import { UNNAMED_GROUP } from "../common/constants.ts";
import {
  MAX_PRICE_ROWS,
  type MenuGroup,
  type MenuItem,
  type MenuNodes,
  type ModifierEntry,
  type ModifierGroup,
  NODE_TYPE,
} from "./menu.ts";

// Pure operations on the menu tree used by the editor. Every function returns a new tree and keeps the objects it
// did not touch, so memoized item rows skip re-rendering and typing stays fast on a long menu.

/** Web Crypto exists in browsers and in Node ≥ 19, so this needs no `node:` import. */
export const newNodeId = () => globalThis.crypto.randomUUID();

/** A new item starts with one empty price, so the editor shows a price field at once. */
export function createItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: newNodeId(),
    type: NODE_TYPE.item,
    name: "",
    description: "",
    cookTime: "",
    preview: null,
    previewSource: null,
    previewAltText: "",
    icons: [],
    prices: [null],
    sizes: [],
    available: true,
    modifiers: [],
    extras: "",
    ...overrides,
  };
}

export function createGroup(overrides: Partial<MenuGroup> = {}): MenuGroup {
  return {
    id: newNodeId(),
    type: NODE_TYPE.group,
    name: "",
    description: "",
    available: true,
    nodes: [],
    ...overrides,
  };
}

/** An empty group name becomes "Unnamed Group" (docs/requirements.md, "Menus"). */
export function groupNameOrDefault(name: string): string {
  return name.trim() === "" ? UNNAMED_GROUP : name;
}

export interface ItemPosition {
  groupIndex: number;
  itemIndex: number;
}

export function findItem(nodes: MenuNodes, itemId: string): (ItemPosition & { item: MenuItem }) | null {
  for (let groupIndex = 0; groupIndex < nodes.length; groupIndex++) {
    const group = nodes[groupIndex];
    if (!group) continue;
    const itemIndex = group.nodes.findIndex((item) => item.id === itemId);
    const item = group.nodes[itemIndex];
    if (item) return { groupIndex, itemIndex, item };
  }
  return null;
}

export function updateGroup(nodes: MenuNodes, groupId: string, patch: Partial<MenuGroup>): MenuNodes {
  return nodes.map((group) => (group.id === groupId ? { ...group, ...patch } : group));
}

export function updateItem(
  nodes: MenuNodes,
  itemId: string,
  change: Partial<MenuItem> | ((item: MenuItem) => MenuItem),
): MenuNodes {
  const found = findItem(nodes, itemId);
  if (!found) return nodes;
  const next = typeof change === "function" ? change(found.item) : { ...found.item, ...change };
  return nodes.map((group, groupIndex) =>
    groupIndex === found.groupIndex
      ? { ...group, nodes: group.nodes.map((item, index) => (index === found.itemIndex ? next : item)) }
      : group,
  );
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(index, length));
}

export function insertGroup(nodes: MenuNodes, group: MenuGroup, index = nodes.length): MenuNodes {
  const next = [...nodes];
  next.splice(clampIndex(index, nodes.length), 0, group);
  return next;
}

export function removeGroup(nodes: MenuNodes, groupId: string): { nodes: MenuNodes; index: number } {
  const index = nodes.findIndex((group) => group.id === groupId);
  if (index < 0) return { nodes, index };
  return { nodes: nodes.filter((group) => group.id !== groupId), index };
}

export function insertItem(nodes: MenuNodes, groupId: string, item: MenuItem, index?: number): MenuNodes {
  return nodes.map((group) => {
    if (group.id !== groupId) return group;
    const items = [...group.nodes];
    items.splice(clampIndex(index ?? items.length, items.length), 0, item);
    return { ...group, nodes: items };
  });
}

export function removeItem(
  nodes: MenuNodes,
  itemId: string,
): { nodes: MenuNodes; removed: { item: MenuItem; groupId: string; index: number } | null } {
  const found = findItem(nodes, itemId);
  if (!found) return { nodes, removed: null };
  const group = nodes[found.groupIndex] as MenuGroup;
  return {
    nodes: nodes.map((candidate, index) =>
      index === found.groupIndex
        ? { ...candidate, nodes: candidate.nodes.filter((item) => item.id !== itemId) }
        : candidate,
    ),
    removed: { item: found.item, groupId: group.id, index: found.itemIndex },
  };
}

/** Moves an array element; the result is the array as if `from` was taken out and put back at `to`. */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(clampIndex(to, next.length), 0, moved);
  return next;
}

export function moveGroup(nodes: MenuNodes, groupId: string, toIndex: number): MenuNodes {
  const from = nodes.findIndex((group) => group.id === groupId);
  if (from < 0 || from === toIndex) return nodes;
  return arrayMove(nodes, from, toIndex);
}

/**
 * Moves an item within its group or into another one (the owner drags it there). `toIndex`
 * is the position in the target group after the move.
 */
export function moveItem(nodes: MenuNodes, itemId: string, toGroupId: string, toIndex: number): MenuNodes {
  const found = findItem(nodes, itemId);
  if (!found) return nodes;
  const fromGroup = nodes[found.groupIndex] as MenuGroup;
  if (fromGroup.id === toGroupId) {
    if (found.itemIndex === toIndex) return nodes;
    return updateGroup(nodes, toGroupId, { nodes: arrayMove(fromGroup.nodes, found.itemIndex, toIndex) });
  }
  if (!nodes.some((group) => group.id === toGroupId)) return nodes;
  const { nodes: without } = removeItem(nodes, itemId);
  return insertItem(without, toGroupId, found.item, toIndex);
}

// Prices and sizes: prices[i] goes with sizes[i]; without sizes an item has one price.

/** Size/price rows as the editor shows them: at least one row. */
export function priceRows(
  item: Pick<MenuItem, "prices" | "sizes">,
): { size: string; price: number | null }[] {
  if (item.sizes.length === 0) return [{ size: "", price: item.prices[0] ?? null }];
  return item.sizes.map((size, index) => ({ size, price: item.prices[index] ?? null }));
}

/** Adding a size makes at least two size/price rows (the single price becomes the first size). */
export function addSize(item: MenuItem): MenuItem {
  if (item.sizes.length >= MAX_PRICE_ROWS) return item;
  if (item.sizes.length === 0) {
    return { ...item, sizes: ["", ""], prices: [item.prices[0] ?? null, null] };
  }
  return { ...item, sizes: [...item.sizes, ""], prices: [...priceRows(item).map((row) => row.price), null] };
}

/** Deleting a size removes its price; the last remaining row becomes the plain price. */
export function removeSize(item: MenuItem, index: number): MenuItem {
  const rows = priceRows(item).filter((_, rowIndex) => rowIndex !== index);
  const translations = withoutTranslatedSize(item.translations, index, rows.length > 1);
  if (rows.length <= 1) return { ...item, sizes: [], prices: [rows[0]?.price ?? null], translations };
  return { ...item, sizes: rows.map((row) => row.size), prices: rows.map((row) => row.price), translations };
}

/**
 * Sizes translate by position, so a removed size takes its translations with it (else the next
 * size would read the removed one's); with one price left there are no sizes to translate.
 */
function withoutTranslatedSize(
  translations: MenuItem["translations"],
  index: number,
  hasSizesLeft: boolean,
): MenuItem["translations"] {
  if (!translations) return translations;
  return Object.fromEntries(
    Object.entries(translations).map(([lang, texts]) => {
      if (!texts?.sizes) return [lang, texts];
      const { sizes, ...rest } = texts;
      const kept = sizes.filter((_, at) => at !== index);
      return [lang, hasSizesLeft && kept.some(Boolean) ? { ...rest, sizes: kept } : rest];
    }),
  );
}

export function setPriceRow(
  item: MenuItem,
  index: number,
  change: { size?: string; price?: number | null },
): MenuItem {
  const rows = priceRows(item).map((row, rowIndex) => (rowIndex === index ? { ...row, ...change } : row));
  if (item.sizes.length === 0) return { ...item, prices: [rows[0]?.price ?? null] };
  const isRenamed = change.size !== undefined && change.size !== item.sizes[index];
  return {
    ...item,
    sizes: rows.map((row) => row.size),
    prices: rows.map((row) => row.price),
    ...(isRenamed ? { translations: withoutSizeTranslation(item.translations, index) } : {}),
  };
}

/**
 * A renamed size's translations no longer say what it says, so they are blanked: the
 * translation column counts them missing and guests read the new original until the owner translates it again.
 */
function withoutSizeTranslation(
  translations: MenuItem["translations"],
  index: number,
): MenuItem["translations"] {
  if (!translations) return translations;
  return Object.fromEntries(
    Object.entries(translations).map(([lang, texts]) => {
      if (!texts?.sizes?.[index]) return [lang, texts];
      const { sizes, ...rest } = texts;
      const kept = sizes.map((size, at) => (at === index ? "" : size));
      return [lang, kept.some(Boolean) ? { ...rest, sizes: kept } : rest];
    }),
  );
}

/** The add-price button shows for 2 to 5 rows (a single price uses "Add size" instead). */
export function canAddPriceRow(item: Pick<MenuItem, "prices" | "sizes">): boolean {
  const count = priceRows(item).length;
  return count >= 2 && count <= MAX_PRICE_ROWS - 1;
}

/** "12.5" → 12.5, "" → null; anything else is kept as null so the field can hold what the owner typed. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

// Modifier groups and entries: `sequence` follows the order in the list.

const resequence = <T extends { sequence: number }>(list: readonly T[]): T[] =>
  list.map((entry, index) => (entry.sequence === index ? entry : { ...entry, sequence: index }));

export function createModifierGroup(name = ""): ModifierGroup {
  return { id: newNodeId(), name, entries: [createModifierEntry()], sequence: 0, min: 0, max: null };
}

export function createModifierEntry(name = "", price: number | null = null): ModifierEntry {
  return { id: newNodeId(), name, price, sequence: 0 };
}

export function setModifiers(item: MenuItem, modifiers: readonly ModifierGroup[]): MenuItem {
  return {
    ...item,
    modifiers: resequence(modifiers).map((group) => {
      const entries = resequence(group.entries);
      return entries.every((entry, index) => entry === group.entries[index]) ? group : { ...group, entries };
    }),
  };
}

export function moveModifier(item: MenuItem, modifierId: string, toIndex: number): MenuItem {
  const from = item.modifiers.findIndex((group) => group.id === modifierId);
  if (from < 0) return item;
  return setModifiers(item, arrayMove(item.modifiers, from, toIndex));
}

export function moveModifierEntry(
  item: MenuItem,
  modifierId: string,
  entryId: string,
  toIndex: number,
): MenuItem {
  return setModifiers(
    item,
    item.modifiers.map((group) => {
      if (group.id !== modifierId) return group;
      const from = group.entries.findIndex((entry) => entry.id === entryId);
      return from < 0 ? group : { ...group, entries: arrayMove(group.entries, from, toIndex) };
    }),
  );
}

// Icons: the picker selects an index; clicking the empty space after the icons selects the append position.

/** Puts an icon at `index` (replacing the one there) or appends it when `index` is the list's length. */
export function placeIcon<T>(icons: readonly T[], icon: T, index: number, max: number): T[] {
  if (index < icons.length) return icons.map((current, at) => (at === index ? icon : current));
  if (icons.length >= max) return [...icons];
  return [...icons, icon];
}

export function countAllItems(nodes: MenuNodes): number {
  let total = 0;
  for (const group of nodes) total += group.nodes.length;
  return total;
}
