import { fill } from "../../shared/fill.ts";
import type { MenuItem } from "../../shared/menu.ts";
import { type Currency, lineTotal, sumMinor } from "../../shared/money.ts";
import type { OrderWords } from "../../shared/order-words.ts";

// issue 12 item 1: the cart lives in the guest's local storage, one per business, so it survives a reload.
// Each line keeps what the guest saw when adding it (names and prices), so a later change on the published
// menu can be shown to the guest instead of being applied silently.

export interface CartOption {
  id: string;
  name: string;
  /** Major units, as the menu gave it when the line was added. */
  price: number;
}

export interface CartLine {
  /** The line's own id in this cart. */
  key: string;
  menuId: string;
  itemId: string;
  name: string;
  /** Index into the item's sizes; undefined for an item with one price. */
  size?: number | undefined;
  sizeName: string | null;
  /** Major units. */
  unitPrice: number;
  modifiers: CartOption[];
  quantity: number;
  note: string;
}

const VERSION = 1;
const storageKey = (businessId: string) => `menu-builder.cart.${businessId}`;

export function loadCart(businessId: string): CartLine[] {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(businessId)) ?? "null") as {
      v?: number;
      lines?: CartLine[];
    } | null;
    return raw?.v === VERSION && Array.isArray(raw.lines) ? raw.lines : [];
  } catch {
    return [];
  }
}

export function saveCart(businessId: string, lines: readonly CartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(storageKey(businessId));
    else localStorage.setItem(storageKey(businessId), JSON.stringify({ v: VERSION, lines }));
  } catch {
    // private mode or a full storage: the cart still works for this visit
  }
}

export const newLineKey = () => Math.random().toString(36).slice(2, 10);

/** A line's amount in minor units, by the same rule the server prices with (API.md "Money"). */
export function cartLineTotal(line: CartLine, currency: Currency): number {
  return lineTotal(
    {
      unitPrice: line.unitPrice,
      modifiers: line.modifiers.map((option) => option.price ?? 0),
      quantity: line.quantity,
    },
    currency.code,
  );
}

export function cartSubtotal(lines: readonly CartLine[], currency: Currency): number {
  return sumMinor(lines.map((line) => cartLineTotal(line, currency)));
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The published menus as guests see them now: menu id → item id → item. */
export type Catalog = Map<string, Map<string, MenuItem>>;

export function findOption(item: MenuItem, optionId: string) {
  for (const group of item.modifiers) {
    const entry = group.entries.find((candidate) => candidate.id === optionId);
    if (entry) return entry;
  }
  return undefined;
}

/** The price of an item at a size, or null when that size cannot be ordered. */
export function priceAt(item: MenuItem, size: number | undefined): number | null {
  if (item.sizes.length === 0) return size === undefined || size === 0 ? (item.prices[0] ?? null) : null;
  if (size === undefined) return null;
  return item.sizes[size] === undefined ? null : (item.prices[size] ?? null);
}

export type LineCheck =
  | { state: "ok" }
  /** The item, or the size chosen, is no longer on the published menu. */
  | { state: "gone" }
  /** Still orderable, but a price, a name or an option differs from what the guest added. */
  | { state: "changed"; now: CartLine; differences: string[]; before: number; after: number };

/**
 * Compares a line with the published menu (issue 12 item 1): never repriced silently. A changed line is shown
 * with what changed, and the guest confirms it (taking `now`) or removes it.
 */
export function checkLine(
  line: CartLine,
  catalog: Catalog,
  currency: Currency,
  words: Pick<OrderWords, "nowCalled" | "sizeNow" | "optionGone">,
): LineCheck {
  const item = catalog.get(line.menuId)?.get(line.itemId);
  if (!item) return { state: "gone" };
  const price = priceAt(item, line.size);
  const sizeName =
    line.size === undefined || item.sizes.length === 0 ? null : (item.sizes[line.size] ?? null);
  if (price === null) return { state: "gone" };
  const differences: string[] = [];
  if (item.name !== line.name) differences.push(fill(words.nowCalled, { name: item.name }));
  if (sizeName !== line.sizeName) differences.push(fill(words.sizeNow, { name: sizeName ?? "" }));
  const modifiers: CartOption[] = [];
  for (const option of line.modifiers) {
    const entry = findOption(item, option.id);
    if (!entry) {
      differences.push(fill(words.optionGone, { name: option.name }));
      continue;
    }
    modifiers.push({ id: entry.id, name: entry.name, price: entry.price ?? 0 });
  }
  const now: CartLine = { ...line, name: item.name, sizeName, unitPrice: price, modifiers };
  const before = cartLineTotal(line, currency);
  const after = cartLineTotal(now, currency);
  return differences.length === 0 && before === after
    ? { state: "ok" }
    : { state: "changed", now, differences, before, after };
}
