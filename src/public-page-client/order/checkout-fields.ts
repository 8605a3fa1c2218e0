import { fill } from "../../shared/common/fill.ts";
import { tipFromPercent } from "../../shared/ordering/order-pricing.ts";
import { ORDER_NOTE_MAX, type OrderType } from "../../shared/ordering/order-rules.ts";
import { deliveryTypeNote } from "./checkout-delivery-area.ts";
import { paymentLabel, typeLabel } from "./checkout-labels.ts";
import type { Checkout, Details } from "./checkout-state.ts";
import { h, uniqueId } from "./dom.ts";
import { words } from "./words.ts";

// The fields of the checkout's details form. Each writes the guest's input straight into the checkout's details;
// a choice that changes what else is asked (the order type, the tip) redraws the form.

type Redraw = () => void;

/** What the guest reads under an order type: how long it takes, the delivery fee, the table. */
function typeNote(checkout: Checkout, type: OrderType): string {
  const { options, page } = checkout;
  if (type === "PICKUP") return fill(words.readyAbout, { minutes: options.pickUpTime });
  // Each delivery area has its own fee and time: said once the guest's postal code is known.
  if (type === "DELIVERY") return deliveryTypeNote(checkout);
  return fill(words.table, { table: page.table ?? "" });
}

export function typeField(checkout: Checkout, redraw: Redraw) {
  const { details } = checkout;
  return h(
    "fieldset",
    { class: "choices cards" },
    h("legend", {}, words.howOrder),
    checkout.types.map((type) => {
      const input = h("input", { type: "radio", name: "type", value: type });
      input.checked = details.type === type;
      input.addEventListener("change", () => {
        details.type = type;
        redraw();
      });
      return h("label", {}, input, h("span", {}, typeLabel(type)), h("small", {}, typeNote(checkout, type)));
    }),
  );
}

type TextKey = "name" | "phone" | "email" | "address" | "city" | "zip";

function textField(
  details: Details,
  key: TextKey,
  label: string,
  attributes: Record<string, string | boolean | number>,
) {
  const field = h("input", { name: key, ...attributes });
  field.value = details[key];
  field.addEventListener("input", () => {
    details[key] = field.value;
  });
  return h("label", { class: "field" }, label, field);
}

/** Who orders, and where to when delivered. */
export function contactFields(details: Details) {
  return [
    textField(details, "name", words.name, { autocomplete: "name", required: true, maxlength: 100 }),
    // A guest at a table is found there: the kitchen needs a phone for pick-up and delivery only.
    details.type === "TABLE"
      ? null
      : textField(details, "phone", words.phone, {
          type: "tel",
          autocomplete: "tel",
          required: true,
          maxlength: 30,
        }),
    textField(details, "email", words.email, { type: "email", autocomplete: "email", maxlength: 254 }),
    ...(details.type === "DELIVERY"
      ? [
          textField(details, "address", words.address, {
            autocomplete: "street-address",
            required: true,
            maxlength: 200,
          }),
          h(
            "div",
            { class: "pair" },
            textField(details, "city", words.city, { autocomplete: "address-level2", maxlength: 100 }),
            textField(details, "zip", words.zip, { autocomplete: "postal-code", maxlength: 20 }),
          ),
        ]
      : []),
  ];
}

/** The note for the kitchen, its label apart so it stays with the details group's layout. */
export function noteField(details: Details) {
  const noteId = uniqueId("onote");
  const note = h("textarea", {
    id: noteId,
    "data-focus": "note",
    rows: 2,
    maxlength: ORDER_NOTE_MAX,
    placeholder: details.type === "DELIVERY" ? words.notePlaceholderDelivery : words.notePlaceholder,
  });
  note.value = details.note;
  note.addEventListener("input", () => {
    details.note = note.value;
  });
  return [h("label", { class: "field", for: noteId }, words.orderNote), note];
}

function customTipField(checkout: Checkout) {
  const { details, currency } = checkout;
  const custom = h("input", {
    name: "customTip",
    inputmode: "decimal",
    autocomplete: "off",
    placeholder: "0.00",
  });
  custom.value = details.customTip;
  custom.addEventListener("input", () => {
    details.customTip = custom.value;
  });
  return h("label", { class: "field" }, fill(words.tipAmount, { symbol: currency.symbol }), custom);
}

/** The owner's tip percentages, each with its amount, and the guest's own amount; none where tips are off. */
export function tipField(checkout: Checkout, redraw: Redraw) {
  const { details, options, subtotal, money } = checkout;
  if (!options.tips) return null;
  const choices = [...options.tipPercents, "custom" as const].map((value) => {
    const radio = h("input", { type: "radio", name: "tip", value: String(value) });
    radio.checked = details.tip === value;
    radio.addEventListener("change", () => {
      details.tip = value;
      redraw();
    });
    return h(
      "label",
      {},
      radio,
      h("span", {}, value === "custom" ? words.otherTip : value === 0 ? words.noTip : `${value}%`),
      value !== "custom" && value !== 0 ? h("small", {}, money(tipFromPercent(subtotal, value))) : null,
    );
  });
  return h(
    "fieldset",
    { class: "choices tips" },
    h("legend", {}, words.addTip),
    h("div", { class: "seg" }, choices),
    details.tip === "custom" ? customTipField(checkout) : null,
  );
}

/** How the guest pays, named for this order's type; a notice when the business offers no way to pay. */
export function paymentField(checkout: Checkout) {
  const { details, payments } = checkout;
  if (payments.length === 0) return h("p", { class: "alert" }, words.noPayment);
  return h(
    "fieldset",
    { class: "choices" },
    h("legend", {}, words.payment),
    payments.map((method) => {
      const radio = h("input", { type: "radio", name: "payment", value: method });
      radio.checked = details.payment === method;
      radio.addEventListener("change", () => {
        details.payment = method;
      });
      return h("label", {}, radio, h("span", {}, paymentLabel(method, details.type)));
    }),
  );
}
