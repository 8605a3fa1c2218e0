import { z } from "zod";
import { fill } from "../common/fill.ts";
import { type Currency, formatMoney, lineTotal } from "../common/money.ts";
import { choiceProblem, choiceRule } from "../menus/choice-rules.ts";
import { itemIn, textIn } from "../menus/item-text.ts";
import { findOption, itemPrice, type PricingCatalog } from "./order-pricing.ts";
import type { OrderWords } from "./order-words/order-words.ts";
import type { OrderLine } from "./orders.ts";

// "Order again" on the guest's order page: the lines of an earlier order as the published menu offers them today
// (today's names and prices, what is gone or sold out left out), and a sentence for each thing that changed, so the
// guest's cart is refilled without a price being changed silently. Pure: the server answers it
// (POST /v1/public/orders/{id}/reorder), and the cart takes the lines as it saved its own.

export const ReorderLineSchema = z.object({
  menuId: z.string(),
  itemId: z.string(),
  /** The index into the item's sizes today; absent for an item with one price. */
  size: z.number().optional(),
  quantity: z.number(),
  note: z.string(),
  /** The names and prices as published today, in major units: what the cart keeps of a line (cart-store.ts). */
  name: z.string(),
  sizeName: z.string().nullable(),
  unitPrice: z.number(),
  modifiers: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
});
export type ReorderLine = z.infer<typeof ReorderLineSchema>;

export const ReorderAnswerSchema = z
  .object({
    businessId: z.string(),
    lines: z.array(ReorderLineSchema),
    /** What differs from the order, one sentence each, in the guest's language. */
    changes: z.array(z.string()),
  })
  .meta({ id: "ReorderAnswer" });
export type ReorderAnswer = z.infer<typeof ReorderAnswerSchema>;

/** What the kitchen marked sold out now: a whole item (entryId null) or one of its options. */
export interface SoldOutMark {
  menuId: string;
  itemId: string;
  entryId: string | null;
}

type AgainWords = Pick<OrderWords, "againGone" | "againPrice" | "againOptionGone" | "againChoose">;

/** The earlier order's lines as they can be ordered today, and what changed. */
export function reorderLines(input: {
  items: readonly OrderLine[];
  catalog: PricingCatalog;
  soldOut: readonly SoldOutMark[];
  currency: Currency;
  words: AgainWords;
  lang: string | null;
}): Omit<ReorderAnswer, "businessId"> {
  const { catalog, currency, words, lang } = input;
  // By the item's id alone: a mark holds on every menu with a copy of the item.
  const isSoldOut = (line: OrderLine, entryId: string | null) =>
    input.soldOut.some((mark) => mark.itemId === line.itemId && mark.entryId === entryId);
  const money = (minor: number) => formatMoney(minor, currency);
  const lines: ReorderLine[] = [];
  const changes: string[] = [];
  for (const line of input.items) {
    const item = catalog.get(line.menuId)?.get(line.itemId);
    // The guest reads today's name in their language; an item gone keeps the name it was ordered under.
    const shown = item ? itemIn(item, lang) : null;
    const label = (name: string) => (line.size ? `${name} (${line.size})` : name);
    const sizeIndex = item && line.size !== null ? item.sizes.indexOf(line.size) : undefined;
    const atSize = item && sizeIndex !== -1 ? itemPrice(item, sizeIndex) : null;
    if (!item || !shown || !atSize?.ok || isSoldOut(line, null)) {
      changes.push(fill(words.againGone, { name: label(shown?.name ?? line.name) }));
      continue;
    }
    const modifiers: ReorderLine["modifiers"] = [];
    for (const chosen of line.modifiers) {
      const entry = findOption(item, chosen.id);
      if (!entry || isSoldOut(line, chosen.id)) {
        const option = entry ? textIn(entry, "name", lang) : chosen.name;
        changes.push(fill(words.againOptionGone, { option, name: shown.name }));
        continue;
      }
      modifiers.push({ id: entry.id, name: entry.name, price: entry.price ?? 0 });
    }
    // Without the option it lost, the item may break its group's rule ("Choose 1"): the guest picks anew.
    const chosenIds = new Set(modifiers.map((option) => option.id));
    const broken = item.modifiers.some((group) => {
      const count = group.entries.filter((entry) => chosenIds.has(entry.id)).length;
      return choiceProblem(choiceRule(group), count) !== null;
    });
    if (broken) {
      changes.push(fill(words.againChoose, { name: shown.name }));
      continue;
    }
    const after = lineTotal(
      { unitPrice: atSize.price, modifiers: modifiers.map((option) => option.price), quantity: 1 },
      currency.code,
    );
    // An option that went away already has its sentence; the price is compared for what is still chosen.
    const keptBefore =
      line.unitPrice +
      line.modifiers
        .filter((option) => chosenIds.has(option.id))
        .reduce((sum, option) => sum + option.price, 0);
    if (after !== keptBefore)
      changes.push(
        fill(words.againPrice, { name: label(shown.name), price: money(after), before: money(keptBefore) }),
      );
    lines.push({
      menuId: line.menuId,
      itemId: item.id,
      ...(item.sizes.length > 0 && sizeIndex !== undefined ? { size: sizeIndex } : {}),
      quantity: line.quantity,
      note: line.note,
      name: item.name,
      sizeName: atSize.sizeName,
      unitPrice: atSize.price,
      modifiers,
    });
  }
  return { lines, changes };
}
