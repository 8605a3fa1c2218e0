import { fill } from "../../shared/common/fill.ts";
import { PROMO_CODE_MAX } from "../../shared/ordering/order-rules.ts";
import type { PricedCart } from "../../shared/ordering/orders.ts";
import { promoWords } from "../../shared/promotions/promo-words.ts";
import type { CodeKind } from "./checkout-code-field.ts";
import type { Checkout } from "./checkout-state.ts";
import { h } from "./dom.ts";
import { pageLang } from "./words.ts";

// The review's "Promo code" field (a code field, checkout-code-field.ts) and its discount line in the totals.

export const PROMO_CODE: CodeKind = {
  key: "promoCode",
  refusals: ["PROMO_INVALID"],
  words: () => {
    const text = promoWords(pageLang());
    return { label: text.promoCode, apply: text.apply, remove: text.remove, checking: text.checking };
  },
  maxLength: PROMO_CODE_MAX,
  className: "promo-code",
};

/** The promo code's line of the review's totals; nothing without one. */
export function discountRow(checkout: Checkout, priced: PricedCart) {
  // The discount includes a loyalty reward's amount, which has a line of its own (checkout-reward.ts).
  const discount = priced.discount - (priced.reward?.amount ?? 0);
  if (discount <= 0) return null;
  const label = fill(promoWords(pageLang()).discount, { code: priced.promoCode ?? "" });
  return h(
    "div",
    { class: "sum promo-discount" },
    h("span", {}, label),
    h("span", {}, `−${checkout.money(discount)}`),
  );
}
