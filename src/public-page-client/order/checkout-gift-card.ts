import { fill } from "../../shared/common/fill.ts";
import { giftCardCheckoutWords } from "../../shared/gift-cards/gift-card-checkout-words.ts";
import { cardPart, GIFT_CARD_CODE_MAX } from "../../shared/ordering/order-rules.ts";
import type { PricedCart } from "../../shared/ordering/orders.ts";
import { promoWords } from "../../shared/promotions/promo-words.ts";
import type { CodeKind } from "./checkout-code-field.ts";
import type { Checkout } from "./checkout-state.ts";
import { h } from "./dom.ts";
import { pageLang } from "./words.ts";

// The review's gift card: its code field (a code field, checkout-code-field.ts), and the totals' lines of what
// the card pays and what is left to pay by the guest's method. A card that pays it all asks for nothing more.

export const GIFT_CARD_CODE: CodeKind = {
  key: "giftCardCode",
  refusals: ["GIFT_CARD_INVALID", "GIFT_CARD_EMPTY"],
  words: () => {
    const promo = promoWords(pageLang());
    return {
      label: giftCardCheckoutWords(pageLang()).codeField,
      apply: promo.apply,
      remove: promo.remove,
      checking: promo.checking,
    };
  },
  maxLength: GIFT_CARD_CODE_MAX,
  note: (checkout, priced) => {
    if (!priced.giftCard) return null;
    const words = giftCardCheckoutWords(pageLang());
    if (cardPart(priced) <= 0 && priced.giftCard.balanceAfter <= 0) return words.coversAll;
    const keeps = fill(words.keeps, { amount: checkout.money(priced.giftCard.balanceAfter) });
    return cardPart(priced) <= 0 ? `${words.coversAll} ${keeps}` : keeps;
  },
  className: "gift-card-code",
};

/** What the card pays and what is left to pay, under the total; nothing without a card. */
export function giftCardRows(checkout: Checkout, priced: PricedCart) {
  if (priced.giftCardPaid <= 0 || !priced.giftCard) return [];
  const words = giftCardCheckoutWords(pageLang());
  return [
    h(
      "div",
      { class: "sum gift-card-paid" },
      h("span", {}, fill(words.paysLine, { last4: priced.giftCard.last4 })),
      h("span", {}, `−${checkout.money(priced.giftCardPaid)}`),
    ),
    h(
      "div",
      { class: "sum total" },
      h("span", {}, words.leftToPay),
      h("b", {}, checkout.money(cardPart(priced))),
    ),
  ];
}

/** Whether the card pays the whole order: no payment method is needed then. */
export const isCoveredByGiftCard = (priced: PricedCart) => priced.giftCardPaid > 0 && cardPart(priced) <= 0;
