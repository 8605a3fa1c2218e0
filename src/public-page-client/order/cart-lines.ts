import { fill } from "../../shared/common/fill.ts";
import { type Currency, formatMoney } from "../../shared/common/money.ts";
import { lineIn } from "../../shared/menus/item-text.ts";
import type { PricingCatalog } from "../../shared/ordering/order-pricing.ts";
import { readPageService } from "../service-status.ts";
import { cartLineTotal, type LineCheck, type SavedLine } from "./cart-store.ts";
import { h } from "./dom.ts";
import { openItemDialog } from "./item-dialog.ts";
import { pageLang, words } from "./words.ts";

// One line of the open cart: what was chosen, its amount, a stepper for the quantity, and, when the published
// menu changed under it, what changed with a button to accept it. A line that is not as the menu is now cannot
// grow until the guest accepts or removes it, so the guest never orders a price they were not shown.

export interface LineChanges {
  /** A new quantity for the line; 0 removes it. */
  setQuantity: (quantity: number) => void;
  /** The line as it is now: accepted from the menu's change, or edited. */
  replace: (line: SavedLine) => void;
}

/** How a line's control is found again after the cart is drawn anew (focus.ts). */
export const lineFocusKey = (lineKey: string, control: string) => `line:${lineKey}:${control}`;

interface CartData {
  catalog: PricingCatalog;
  currency: Currency;
}

function changeNotice(
  check: LineCheck,
  currency: Currency,
  changes: LineChanges,
  focusKey: (control: string) => string,
) {
  if (check.state === "ok") return null;
  if (check.state === "gone") return h("p", { class: "warn" }, words.lineGone);
  if (check.state === "soldout") return h("p", { class: "warn" }, readPageService()?.words.lineSoldOut ?? "");
  const money = (minor: number) => formatMoney(minor, currency);
  const repriced = check.before !== check.after;
  return h(
    "div",
    { class: "warn" },
    h(
      "p",
      {},
      words.lineChanged,
      repriced ? `: ${money(check.before)} → ${money(check.after)}` : "",
      check.differences.length > 0 ? `; ${check.differences.join("; ")}` : "",
      ".",
    ),
    h(
      "button",
      {
        type: "button",
        class: "small",
        "data-focus": focusKey("ok"),
        onclick: () => changes.replace(check.now),
      },
      repriced ? fill(words.okPrice, { price: money(check.after) }) : words.ok,
    ),
  );
}

function stepper(line: SavedLine, name: string, check: LineCheck, changes: LineChanges) {
  return h(
    "div",
    { class: "stepper" },
    h(
      "button",
      {
        type: "button",
        class: "round",
        "data-focus": lineFocusKey(line.key, "less"),
        "aria-label": fill(line.quantity === 1 ? words.removeOne : words.oneLessOf, { name }),
        onclick: () => changes.setQuantity(line.quantity - 1),
      },
      "−",
    ),
    h("output", { class: "qty" }, line.quantity),
    h(
      "button",
      {
        type: "button",
        class: "round",
        "data-focus": lineFocusKey(line.key, "more"),
        "aria-label": fill(words.oneMoreOf, { name }),
        disabled: check.state !== "ok" || line.quantity >= 99,
        onclick: () => changes.setQuantity(line.quantity + 1),
      },
      "+",
    ),
  );
}

/** Edit opens the item's choices again, on the line as the menu has it now when it changed. */
function editButton(line: SavedLine, check: LineCheck, data: CartData, changes: LineChanges) {
  const item = data.catalog.get(line.menuId)?.get(line.itemId);
  if (!item || check.state === "gone") return null;
  const edit = () =>
    openItemDialog({
      item,
      menuId: line.menuId,
      currency: data.currency,
      line: check.state === "changed" ? check.now : line,
      onDone: changes.replace,
    });
  return h(
    "button",
    { type: "button", class: "link", "data-focus": lineFocusKey(line.key, "edit"), onclick: edit },
    words.edit,
  );
}

/** The line's name in the guest's language where the owner translated the item. */
export function lineName(line: SavedLine, catalog: PricingCatalog): string {
  return lineIn({ ...line, size: line.sizeName }, catalog.get(line.menuId)?.get(line.itemId), pageLang())
    .name;
}

export function cartLineView(line: SavedLine, check: LineCheck, data: CartData, changes: LineChanges) {
  const item = data.catalog.get(line.menuId)?.get(line.itemId);
  // In the guest's language where the owner translated the item.
  const text = lineIn({ ...line, size: line.sizeName }, item, pageLang());
  const focusKey = (control: string) => lineFocusKey(line.key, control);
  return h(
    "li",
    { class: `line ${check.state}` },
    h(
      "div",
      { class: "lmain" },
      h("b", {}, text.name),
      text.size ? h("span", { class: "muted" }, ` · ${text.size}`) : null,
      text.modifiers.length > 0 ? h("small", {}, text.modifiers.join(", ")) : null,
      line.note ? h("small", { class: "note" }, `“${line.note}”`) : null,
      changeNotice(check, data.currency, changes, focusKey),
      h(
        "div",
        { class: "lactions" },
        stepper(line, text.name, check, changes),
        editButton(line, check, data, changes),
        h(
          "button",
          {
            type: "button",
            class: "link",
            "data-focus": focusKey("remove"),
            onclick: () => changes.setQuantity(0),
          },
          words.remove,
        ),
      ),
    ),
    // A sold-out line's amount is struck through: the subtotal below leaves it out.
    h(
      "span",
      { class: "lprice" },
      check.state === "soldout"
        ? h("s", {}, formatMoney(cartLineTotal(line, data.currency), data.currency))
        : formatMoney(cartLineTotal(line, data.currency), data.currency),
    ),
  );
}
