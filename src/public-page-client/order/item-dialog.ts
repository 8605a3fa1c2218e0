import { fill } from "../../shared/common/fill.ts";
import { type Currency, formatMoney, toMinor } from "../../shared/common/money.ts";
import { itemIn } from "../../shared/menus/item-text.ts";
import type { MenuItem } from "../../shared/menus/menu.ts";
import { itemPrice } from "../../shared/ordering/order-pricing.ts";
import { ORDER_LINE_NOTE_MAX, ORDER_QUANTITY_MAX } from "../../shared/ordering/order-rules.ts";
import { pausedNow, readPageService, SERVICE_EVENT, soldOutNow } from "../service-status.ts";
import { cartLineTotal, newLineKey, type SavedLine } from "./cart-store.ts";
import { choiceGroups } from "./choice-groups.ts";
import { h, uniqueId } from "./dom.ts";
import { openSheet } from "./sheet.ts";
import { pageLang, words } from "./words.ts";

// The item's choices before it goes into the cart: size, options per group with their
// prices, quantity and a note for the kitchen. The button carries the line's price as it will be charged.

const priced = (price: number | null | undefined): price is number => typeof price === "number";

/** What the guest has chosen so far in the dialog. */
interface Choice {
  item: MenuItem;
  menuId: string;
  /** The cart's line being changed, whose key the new line keeps. */
  line: SavedLine | undefined;
  size: number | undefined;
  chosen: Set<string>;
  quantity: number;
  note: string;
}

/** The choice as a cart line, priced by the same rule the order is (shared/ordering/order-pricing.ts). */
function lineOf(choice: Choice): SavedLine {
  const { item, size, chosen } = choice;
  const atSize = itemPrice(item, size);
  const modifiers = item.modifiers.flatMap((group) =>
    group.entries
      .filter((entry) => chosen.has(entry.id))
      .map((entry) => ({ id: entry.id, name: entry.name, price: entry.price ?? 0 })),
  );
  return {
    key: choice.line?.key ?? newLineKey(),
    menuId: choice.menuId,
    itemId: item.id,
    name: item.name,
    ...(size === undefined ? {} : { size }),
    sizeName: atSize.ok ? atSize.sizeName : null,
    unitPrice: atSize.ok ? atSize.price : 0,
    modifiers,
    quantity: choice.quantity,
    note: choice.note.trim(),
  };
}

type Money = (major: number) => string;

/** The item's sizes that have a price, in the page's language; none for an item with one price. */
function sizeField(
  choice: Choice,
  sizes: { name: string; index: number; price: number }[],
  money: Money,
  refresh: () => void,
) {
  if (sizes.length === 0) return null;
  return h(
    "fieldset",
    { class: "choices" },
    h("legend", {}, words.size),
    sizes.map((entry) => {
      const input = h("input", { type: "radio", name: "size", value: entry.index });
      input.checked = entry.index === choice.size;
      input.addEventListener("change", () => {
        choice.size = entry.index;
        refresh();
      });
      return h("label", {}, input, h("span", {}, entry.name), h("span", { class: "p" }, money(entry.price)));
    }),
  );
}

/** The quantity's stepper, and how to show a new quantity on it. */
function quantityStepper(choice: Choice, refresh: () => void) {
  const text = h("output", { class: "qty", "aria-live": "polite" });
  const minus = h("button", { type: "button", class: "round", "aria-label": words.oneLess }, "−");
  const plus = h("button", { type: "button", class: "round", "aria-label": words.oneMore }, "+");
  minus.addEventListener("click", () => {
    choice.quantity = Math.max(1, choice.quantity - 1);
    refresh();
  });
  plus.addEventListener("click", () => {
    choice.quantity = Math.min(ORDER_QUANTITY_MAX, choice.quantity + 1);
    refresh();
  });
  const show = () => {
    text.textContent = String(choice.quantity);
    minus.disabled = choice.quantity <= 1;
    plus.disabled = choice.quantity >= ORDER_QUANTITY_MAX;
  };
  const row = h(
    "div",
    { class: "qrow" },
    h("span", { class: "label" }, words.quantity),
    h("div", { class: "stepper" }, minus, text, plus),
  );
  return { row, show };
}

/** The note for the kitchen, with a count of what is left of its length. */
function kitchenNote(choice: Choice) {
  const noteId = uniqueId("note");
  const countId = uniqueId("count");
  const note = h("textarea", {
    id: noteId,
    rows: 2,
    maxlength: ORDER_LINE_NOTE_MAX,
    placeholder: words.linePlaceholder,
    "aria-describedby": countId,
  });
  note.value = choice.note;
  const count = h("small", { id: countId, class: "hint" });
  const countNote = () => {
    count.textContent = `${note.value.length}/${ORDER_LINE_NOTE_MAX}`;
  };
  note.addEventListener("input", () => {
    choice.note = note.value;
    countNote();
  });
  countNote();
  return [
    h("label", { class: "field", for: noteId }, `${words.kitchenNote} `, h("small", {}, words.optional)),
    note,
    count,
  ];
}

export function openItemDialog(options: {
  item: MenuItem;
  menuId: string;
  currency: Currency;
  /** A line of the cart being changed; else a new one. */
  line?: SavedLine;
  onDone: (line: SavedLine) => void;
}) {
  const { item, menuId, currency, line } = options;
  // The guest reads the item in the page's language; the line keeps the original names.
  const shown = itemIn(item, pageLang());
  const money = (major: number) => formatMoney(toMinor(major, currency.code), currency);
  const sizes = shown.sizes
    .map((name, index) => ({ name, index, price: item.prices[index] }))
    .filter((size): size is { name: string; index: number; price: number } => priced(size.price));
  const choice: Choice = {
    item,
    menuId,
    line,
    // The line's size while it still has a price, else the first that has one.
    size:
      item.sizes.length === 0
        ? undefined
        : line?.size !== undefined && sizes.some((entry) => entry.index === line.size)
          ? line.size
          : sizes[0]?.index,
    chosen: new Set(line?.modifiers.map((option) => option.id) ?? []),
    quantity: line?.quantity ?? 1,
    note: line?.note ?? "",
  };

  const sheet = openSheet(shown.name || words.item);
  const submit = h("button", { class: "primary wide", type: "submit" });
  const refresh = () => {
    stepper.show();
    const total = formatMoney(cartLineTotal(lineOf(choice), currency), currency);
    submit.textContent = fill(line ? words.update : words.addToOrder, { total });
    // Until every group has its minimum the button looks off but still answers, saying which group is short.
    if (groups.refresh()) submit.removeAttribute("aria-disabled");
    else submit.setAttribute("aria-disabled", "true");
  };
  const stepper = quantityStepper(choice, refresh);
  const groups = choiceGroups({ item, shown, chosen: choice.chosen, money, onChange: refresh });

  // The kitchen may pause or run out while the dialog is open (pushed to the page): said above the button at once,
  // and the item is not added, as the page's Add button would no longer offer it.
  const stop = h("p", { class: "alert", role: "alert", hidden: true });
  const showStop = () => {
    const sold = soldOutNow();
    const isSoldOut =
      sold.has(item.id) || [...choice.chosen].some((entryId) => sold.has(`${item.id}:${entryId}`));
    const why = pausedNow() ?? (isSoldOut ? (readPageService()?.words.soldOut ?? "") : null);
    stop.hidden = why === null;
    stop.textContent = why ?? "";
    return why !== null;
  };
  document.addEventListener(SERVICE_EVENT, showStop);
  sheet.dialog.addEventListener("close", () => document.removeEventListener(SERVICE_EVENT, showStop));

  const form = h(
    "form",
    { class: "itemform" },
    item.preview
      ? h("img", {
          class: "hero-img",
          src: item.preview,
          alt: item.previewAltText || shown.name,
          loading: "lazy",
        })
      : null,
    h("h2", {}, shown.name),
    shown.description ? h("p", { class: "muted" }, shown.description) : null,
    sizeField(choice, sizes, money, refresh),
    groups.fieldsets,
    stepper.row,
    kitchenNote(choice),
    h("div", { class: "sticky-foot" }, stop, submit),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (showStop() || groups.showFirstUnmet()) return;
    options.onDone(lineOf(choice));
    sheet.close();
  });
  sheet.body.append(form);
  refresh();
}
