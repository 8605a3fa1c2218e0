import { fill } from "../../shared/fill.ts";
import { itemIn } from "../../shared/item-text.ts";
import type { MenuItem } from "../../shared/menu.ts";
import { type Currency, formatMoney, toMinor } from "../../shared/money.ts";
import { ORDER_LINE_NOTE_MAX, ORDER_QUANTITY_MAX } from "../../shared/order-rules.ts";
import { cartLineTotal, newLineKey, type SavedLine } from "./cart-store.ts";
import { h, uniqueId } from "./dom.ts";
import { openSheet } from "./sheet.ts";
import { pageLang, words } from "./words.ts";

// The item's choices before it goes into the cart: size, options per group with their
// prices, quantity and a note for the kitchen. The button carries the line's price as it will be charged.

const priced = (price: number | null | undefined): price is number => typeof price === "number";

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
  let size: number | undefined =
    item.sizes.length === 0
      ? undefined
      : line?.size !== undefined && sizes.some((entry) => entry.index === line.size)
        ? line.size
        : sizes[0]?.index;
  const chosen = new Set(line?.modifiers.map((option) => option.id) ?? []);
  let quantity = line?.quantity ?? 1;

  const sheet = openSheet(shown.name || words.item);
  const submit = h("button", { class: "primary wide", type: "submit" });
  const quantityText = h("output", { class: "qty", "aria-live": "polite" });

  const current = (): SavedLine => {
    const unitPrice = size === undefined ? (item.prices[0] ?? 0) : (item.prices[size] ?? 0);
    const modifiers = item.modifiers.flatMap((group) =>
      group.entries
        .filter((entry) => chosen.has(entry.id))
        .map((entry) => ({ id: entry.id, name: entry.name, price: entry.price ?? 0 })),
    );
    return {
      key: line?.key ?? newLineKey(),
      menuId,
      itemId: item.id,
      name: item.name,
      ...(size === undefined ? {} : { size }),
      sizeName: size === undefined ? null : (item.sizes[size] ?? null),
      unitPrice,
      modifiers,
      quantity,
      note: note.value.trim(),
    };
  };
  const refresh = () => {
    quantityText.textContent = String(quantity);
    minus.disabled = quantity <= 1;
    plus.disabled = quantity >= ORDER_QUANTITY_MAX;
    const total = formatMoney(cartLineTotal(current(), currency), currency);
    submit.textContent = fill(line ? words.update : words.addToOrder, { total });
  };

  const minus = h("button", { type: "button", class: "round", "aria-label": words.oneLess }, "−");
  const plus = h("button", { type: "button", class: "round", "aria-label": words.oneMore }, "+");
  minus.addEventListener("click", () => {
    quantity = Math.max(1, quantity - 1);
    refresh();
  });
  plus.addEventListener("click", () => {
    quantity = Math.min(ORDER_QUANTITY_MAX, quantity + 1);
    refresh();
  });

  const noteId = uniqueId("note");
  const countId = uniqueId("count");
  const note = h("textarea", {
    id: noteId,
    rows: 2,
    maxlength: ORDER_LINE_NOTE_MAX,
    placeholder: words.linePlaceholder,
    "aria-describedby": countId,
  });
  note.value = line?.note ?? "";
  const noteCount = h("small", { id: countId, class: "hint" });
  const countNote = () => {
    noteCount.textContent = `${note.value.length}/${ORDER_LINE_NOTE_MAX}`;
  };
  note.addEventListener("input", countNote);
  countNote();

  const sizeField =
    sizes.length > 0
      ? h(
          "fieldset",
          { class: "choices" },
          h("legend", {}, words.size),
          sizes.map((entry) => {
            const input = h("input", { type: "radio", name: "size", value: entry.index });
            input.checked = entry.index === size;
            input.addEventListener("change", () => {
              size = entry.index;
              refresh();
            });
            return h(
              "label",
              {},
              input,
              h("span", {}, entry.name),
              h("span", { class: "p" }, money(entry.price)),
            );
          }),
        )
      : null;

  const groups = shown.modifiers
    .filter((group) => group.entries.length > 0)
    .map((group) =>
      h(
        "fieldset",
        { class: "choices" },
        h("legend", {}, group.name || words.options, h("small", {}, ` ${words.optional}`)),
        group.entries.map((entry) => {
          const input = h("input", { type: "checkbox", value: entry.id });
          input.checked = chosen.has(entry.id);
          input.addEventListener("change", () => {
            if (input.checked) chosen.add(entry.id);
            else chosen.delete(entry.id);
            refresh();
          });
          return h(
            "label",
            {},
            input,
            h("span", {}, entry.name),
            h("span", { class: "p" }, entry.price ? `+${money(entry.price)}` : ""),
          );
        }),
      ),
    );

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
    sizeField,
    groups,
    h(
      "div",
      { class: "qrow" },
      h("span", { class: "label" }, words.quantity),
      h("div", { class: "stepper" }, minus, quantityText, plus),
    ),
    h("label", { class: "field", for: noteId }, `${words.kitchenNote} `, h("small", {}, words.optional)),
    note,
    noteCount,
    h("div", { class: "sticky-foot" }, submit),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    options.onDone(current());
    sheet.close();
  });
  sheet.body.append(form);
  refresh();
}
