import { fill } from "../common/fill.ts";
import { checkoutRewardWords } from "../loyalty/checkout-reward-words.ts";
import { promoWords } from "../promotions/promo-words.ts";
import type { OrderReward } from "./orders.ts";

// An order's discount is what its promo code and its loyalty reward took off together (the total is priced from
// it once); every reader that lists an order's totals shows the two as lines of their own.

export interface DiscountParts {
  /** The code's part, with the code as the owner wrote it; null without one. */
  promo: { code: string; amount: number } | null;
  /** The reward's part, with its name; null without one. */
  reward: { name: string; amount: number } | null;
}

export function discountParts(order: {
  discount: number;
  promoCode: string | null;
  reward?: OrderReward | null;
}): DiscountParts {
  const rewardOff = Math.min(order.reward?.amount ?? 0, order.discount);
  const promoOff = order.discount - rewardOff;
  return {
    promo: promoOff > 0 ? { code: order.promoCode ?? "", amount: promoOff } : null,
    reward: order.reward && rewardOff > 0 ? { name: order.reward.name, amount: rewardOff } : null,
  };
}

/** The lines a guest reads, in their language: "Discount (CODE)" and "Reward: A free coffee", with minor units off. */
export function guestDiscountLines(
  order: Parameters<typeof discountParts>[0],
  lang: string | null | undefined,
): { label: string; amount: number }[] {
  const { promo, reward } = discountParts(order);
  return [
    ...(promo
      ? [{ label: fill(promoWords(lang).discount, { code: promo.code }), amount: promo.amount }]
      : []),
    ...(reward
      ? [{ label: fill(checkoutRewardWords(lang).line, { name: reward.name }), amount: reward.amount }]
      : []),
  ];
}
