import type { PricingCatalog } from "../../../shared/ordering/order-pricing.ts";
import { findOption } from "../../../shared/ordering/order-pricing.ts";
import { soldOutRefusal } from "../../../shared/service/sold-out-refusals.ts";
import { badRequest } from "../../http/errors.ts";
import type { SoldOutRow } from "./sold-out.repository.ts";

// NUL between the parts: the database's text never holds one, so no two rows read as the same key. No menu in it:
// an item sold out is sold out on every menu holding a copy of it (copies share the item's id).
const keyOf = (itemId: string, entryId: string) => `${itemId}\u0000${entryId}`;

/**
 * SOLD_OUT: a cart line whose item, or one of whose chosen options, the kitchen has sold out at `now`, named in
 * the guest's language. Both the order and the price call refuse it, as no total is worth showing for a cart the
 * kitchen cannot make. Runs after pricing, so every line here is on the published menu.
 */
export function checkSoldOut({
  soldOut,
  catalog,
  items,
  now,
  lang,
}: {
  soldOut: readonly SoldOutRow[];
  catalog: PricingCatalog;
  items: readonly { menuId: string; itemId: string; modifiers: readonly string[] }[];
  now: Date;
  lang: string | null;
}) {
  if (soldOut.length === 0) return;
  const at = now.getTime();
  const current = new Set<string>();
  for (const [, itemId, entryId, endsAt] of soldOut)
    if (endsAt === null || Number(endsAt) > at) current.add(keyOf(itemId, entryId));
  if (current.size === 0) return;
  for (const [index, line] of items.entries()) {
    const item = catalog.get(line.menuId)?.get(line.itemId);
    const name = item?.name ?? "";
    if (current.has(keyOf(line.itemId, ""))) {
      const message = soldOutRefusal(lang, { item: name });
      throw badRequest("SOLD_OUT", message, [{ path: `items.${index}`, message }]);
    }
    for (const [position, entryId] of line.modifiers.entries()) {
      if (!current.has(keyOf(line.itemId, entryId))) continue;
      const option = item ? (findOption(item, entryId)?.name ?? "") : "";
      const message = soldOutRefusal(lang, { item: name, option });
      throw badRequest("SOLD_OUT", message, [{ path: `items.${index}.modifiers.${position}`, message }]);
    }
  }
}
