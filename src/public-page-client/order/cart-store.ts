import { fill } from "../../shared/common/fill.ts";
import { type Currency, lineTotal, sumMinor } from "../../shared/common/money.ts";
import {
  type CartLine,
  findOption,
  itemPrice,
  type PricingCatalog,
} from "../../shared/ordering/order-pricing.ts";
import type { OrderWords } from "../../shared/ordering/order-words/order-words.ts";

// The cart lives in the guest's local storage, one per business, so it survives a reload. Each line keeps what
// the guest saw when adding it (names and prices), so a later change on the published menu can be shown to the
// guest instead of being applied silently. Prices, options and line amounts are read with the server's own
// rules (shared/ordering/order-pricing.ts), so the cart never shows a sum the order would not charge.

export interface CartOption {
  id: string;
  name: string;
  /** Major units, as the menu gave it when the line was added. */
  price: number;
}

/**
 * A line of the cart as saved: the order's line (menu, item, size, quantity, note) with what the guest saw of it
 * (names and prices) and its chosen options in full rather than by id.
 */
export interface SavedLine extends Omit<CartLine, "modifiers"> {
  /** The line's own id in this cart. */
  key: string;
  name: string;
  sizeName: string | null;
  /** Major units. */
  unitPrice: number;
  modifiers: CartOption[];
}

const VERSION = 1;
const storageKey = (businessId: string) => `menu-builder.cart.${businessId}`;

export function loadCart(businessId: string): SavedLine[] {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(businessId)) ?? "null") as {
      v?: number;
      lines?: SavedLine[];
    } | null;
    return raw?.v === VERSION && Array.isArray(raw.lines) ? raw.lines : [];
  } catch {
    return [];
  }
}

export function saveCart(businessId: string, lines: readonly SavedLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(storageKey(businessId));
    else localStorage.setItem(storageKey(businessId), JSON.stringify({ v: VERSION, lines }));
  } catch {
    // private mode or a full storage: the cart still works for this visit
  }
}

export const newLineKey = () => Math.random().toString(36).slice(2, 10);

/** The line as the order sends it: the options by id, the prices left to the server. */
export const toOrderLine = (line: SavedLine): CartLine => ({
  menuId: line.menuId,
  itemId: line.itemId,
  ...(line.size === undefined ? {} : { size: line.size }),
  quantity: line.quantity,
  modifiers: line.modifiers.map((option) => option.id),
  note: line.note,
});

/** A line's amount in minor units, rounded once as the server rounds an order's line. */
export function cartLineTotal(line: SavedLine, currency: Currency): number {
  return lineTotal(
    {
      unitPrice: line.unitPrice,
      modifiers: line.modifiers.map((option) => option.price ?? 0),
      quantity: line.quantity,
    },
    currency.code,
  );
}

export function cartSubtotal(lines: readonly SavedLine[], currency: Currency): number {
  return sumMinor(lines.map((line) => cartLineTotal(line, currency)));
}

export const cartCount = (lines: readonly SavedLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export type LineCheck =
  | { state: "ok" }
  /** The item, or the size chosen, is no longer on the published menu. */
  | { state: "gone" }
  /** The kitchen ran out of the item or one of its options (the page's live status): it must come out. */
  | { state: "soldout" }
  /** Still orderable, but a price, a name or an option differs from what the guest added. */
  | { state: "changed"; now: SavedLine; differences: string[]; before: number; after: number };

/**
 * Compares a line with the published menu: a line is never repriced silently. A changed line is shown
 * with what changed, and the guest confirms it (taking `now`) or removes it.
 */
export function checkLine(
  line: SavedLine,
  catalog: PricingCatalog,
  currency: Currency,
  words: Pick<OrderWords, "nowCalled" | "sizeNow" | "optionGone">,
): LineCheck {
  const item = catalog.get(line.menuId)?.get(line.itemId);
  if (!item) return { state: "gone" };
  const atSize = itemPrice(item, line.size);
  if (!atSize.ok) return { state: "gone" };
  const { price, sizeName } = atSize;
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
  const now: SavedLine = { ...line, name: item.name, sizeName, unitPrice: price, modifiers };
  const before = cartLineTotal(line, currency);
  const after = cartLineTotal(now, currency);
  return differences.length === 0 && before === after
    ? { state: "ok" }
    : { state: "changed", now, differences, before, after };
}

const noticeKey = (businessId: string) => `menu-builder.cart-notice.${businessId}`;

/**
 * "Order again" (the order page) fills the cart, then opens the menu: what changed since that order rides along
 * for this visit only, and the cart opens with it shown.
 */
export function saveCartNotice(businessId: string, changes: readonly string[]) {
  try {
    sessionStorage.setItem(noticeKey(businessId), JSON.stringify(changes));
  } catch {
    // storage off: the cart still opens without the notes
  }
}

/** The notice left by "Order again", read once; null when there is none. */
export function takeCartNotice(businessId: string): string[] | null {
  try {
    const raw = sessionStorage.getItem(noticeKey(businessId));
    if (raw === null) return null;
    sessionStorage.removeItem(noticeKey(businessId));
    const changes = JSON.parse(raw) as unknown;
    return Array.isArray(changes) ? changes.filter((change) => typeof change === "string") : [];
  } catch {
    return null;
  }
}
