import { fill } from "../../shared/common/fill.ts";
import { lineIn } from "../../shared/menus/item-text.ts";
import { cardPart } from "../../shared/ordering/order-rules.ts";
import type { PlaceOrderRequest, PricedCart } from "../../shared/ordering/orders.ts";
import { busyMinutes } from "../service-status.ts";
import { areaMinutes } from "./checkout-delivery-area.ts";
import { giftCardRows, isCoveredByGiftCard } from "./checkout-gift-card.ts";
import { paymentLabel, typeLabel } from "./checkout-labels.ts";
import { isPaced, readyAround } from "./checkout-pacing.ts";
import { discountRow } from "./checkout-promo.ts";
import { type Checkout, leadMinutes } from "./checkout-state.ts";
import { slotLabel } from "./checkout-when.ts";
import { h } from "./dom.ts";
import { pageLang, words } from "./words.ts";

// The checkout's review: the order as the server priced it (its lines, taxes, fee, tip and total), and what the
// guest chose, so the amount on the button is the amount charged.

export interface SummaryStep {
  body: PlaceOrderRequest;
  priced: PricedCart;
  problem?: string | undefined;
  onBack: () => void;
  onPlace: (button: HTMLButtonElement) => void;
  /** The code fields (a promo code, a gift card: checkout-code-field.ts); each shows its own refusal. */
  codes?: Node[];
  /** The rewards section and the reward's line in the totals, where the restaurant runs a program. */
  reward?: { section: Node; row: Node | null } | undefined;
}

function pricedLines(checkout: Checkout, priced: PricedCart) {
  const { catalog, money } = checkout;
  return h(
    "ul",
    { class: "lines compact" },
    priced.items.map((line) => {
      // In the guest's language where the owner translated the item; the server's names otherwise.
      const text = lineIn(line, catalog.get(line.menuId)?.get(line.itemId), pageLang());
      return h(
        "li",
        { class: "line" },
        h(
          "div",
          { class: "lmain" },
          h("b", {}, `${line.quantity}× ${text.name}`),
          text.size ? h("span", { class: "muted" }, ` · ${text.size}`) : null,
          text.modifiers.length > 0 ? h("small", {}, text.modifiers.join(", ")) : null,
          line.note ? h("small", { class: "note" }, `“${line.note}”`) : null,
        ),
        h("span", { class: "lprice" }, money(line.lineTotal)),
      );
    }),
  );
}

function totals(checkout: Checkout, priced: PricedCart, rewardRow: Node | null) {
  const { money, options } = checkout;
  const row = (label: string, amount: number, strong = false) =>
    h(
      "div",
      { class: strong ? "sum total" : "sum" },
      h("span", {}, label),
      strong ? h("b", {}, money(amount)) : h("span", {}, money(amount)),
    );
  return h(
    "div",
    { class: "totals" },
    row(words.subtotal, priced.subtotal),
    discountRow(checkout, priced),
    rewardRow,
    priced.taxes.map((tax) =>
      row(tax.type === "PERCENT" ? `${tax.label} (${tax.value}%)` : tax.label, tax.amount),
    ),
    priced.deliveryFee > 0 ? row(words.deliveryFee, priced.deliveryFee) : null,
    options.tips ? row(words.tip, priced.tip) : null,
    row(words.total, priced.total, true),
    giftCardRows(checkout, priced),
  );
}

function whenText(checkout: Checkout, body: PlaceOrderRequest, priced: PricedCart): string {
  if (body.scheduledFor) return slotLabel(checkout.options, body.scheduledFor);
  // A paced business promises the first quarter hour with room: the guest sees it before paying.
  if (priced.promisedFor && isPaced(checkout.options))
    return readyAround(checkout.options, priced.promisedFor);
  if (body.type === "TABLE") return words.asap;
  // A busy kitchen's extra minutes are part of the time the guest is told.
  const lead = areaMinutes(checkout) ?? leadMinutes(checkout.options, body.type);
  return fill(words.asapAbout, { minutes: lead + busyMinutes() });
}

/** How, where, when, who and how paid, as the guest chose them. */
function facts(checkout: Checkout, body: PlaceOrderRequest, priced: PricedCart) {
  const where =
    body.type === "TABLE"
      ? fill(words.table, { table: body.table ?? "" })
      : body.type === "DELIVERY"
        ? [body.customer.address, body.customer.city].filter(Boolean).join(", ")
        : "";
  return h(
    "dl",
    { class: "facts" },
    h("dt", {}, typeLabel(body.type)),
    h("dd", {}, where),
    h("dt", {}, words.whenRow),
    h("dd", {}, whenText(checkout, body, priced)),
    h("dt", {}, words.name),
    h("dd", {}, [body.customer.name, body.customer.phone].filter(Boolean).join(" · ")),
    h("dt", {}, words.payment),
    h("dd", {}, paymentLabel(isCoveredByGiftCard(priced) ? "GIFT_CARD" : body.payment, body.type)),
  );
}

const CODE_PROBLEMS: PricedCart["problems"][number]["code"][] = [
  "PROMO_INVALID",
  "GIFT_CARD_INVALID",
  "GIFT_CARD_EMPTY",
];

const alert = (message: string) => h("p", { class: "alert", role: "alert" }, message);

/** The review's content, ready to be put in the sheet; the place button is off while the server says no. */
export function summaryView(checkout: Checkout, step: SummaryStep): (Node | null)[] {
  const { body, priced } = step;
  // A code's refusal shows under its field, not above the order.
  const blockers = priced.problems
    .filter((entry) => !step.codes || !CODE_PROBLEMS.includes(entry.code))
    .map((entry) => entry.message);
  const place = h(
    "button",
    { type: "button", class: "primary wide", "data-focus": "place", disabled: priced.problems.length > 0 },
    // The amount on the button is what is left to pay after a gift card.
    fill(words.placeOrder, { total: checkout.money(cardPart(priced)) }),
  );
  place.addEventListener("click", () => step.onPlace(place));
  return [
    h(
      "div",
      { class: "sh-head" },
      h("button", { type: "button", class: "link", onclick: step.onBack }, words.backToDetails),
      h("h2", {}, words.reviewTitle),
    ),
    step.problem ? alert(step.problem) : null,
    ...blockers.map(alert),
    pricedLines(checkout, priced),
    totals(checkout, priced, step.reward?.row ?? null),
    ...(step.codes ?? []),
    step.reward?.section ?? null,
    facts(checkout, body, priced),
    h("div", { class: "sticky-foot" }, place),
  ];
}
