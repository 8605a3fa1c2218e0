import { type Currency, formatPrice } from "../../../../shared/common/money.ts";
import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { priceRows } from "../../../../shared/menus/menu-tree.ts";

// How an item reads in the editor's compact line; pure, so the row and its tests share it.

export const thumbnailUrl = (path: string) => (path.includes("?") ? `${path}&w=300` : path);

export function itemLabel(item: Pick<MenuItem, "name">) {
  return item.name.trim() || "Untitled item";
}

/** "Small $4.00 · Large $6.00": the rows that have a size or a price. */
export function priceSummary(item: MenuItem, currency: Currency): string {
  return priceParts(item, currency).join(" · ");
}

/** "Small $4.00", "Large $6.00": each size with its price, kept together on a line where the list wraps. */
export function priceParts(item: MenuItem, currency: Currency): string[] {
  return priceRows(item)
    .filter((row) => row.price !== null || row.size)
    .map((row) => {
      const price = row.price === null ? "–" : formatPrice(row.price, currency);
      return row.size ? `${row.size} ${price}` : price;
    });
}
