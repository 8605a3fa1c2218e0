import { giftCardCheckoutWords } from "../../shared/gift-cards/gift-card-checkout-words.ts";
import type { OrderPayment, OrderType } from "../../shared/ordering/order-rules.ts";
import { pageLang, words } from "./words.ts";

// The names the guest reads for a way to receive the order and a way to pay, shared by the details form and the
// review so both say the same thing.

export const typeLabel = (type: OrderType) =>
  type === "PICKUP" ? words.pickUp : type === "DELIVERY" ? words.delivery : words.toTable;

/** Paying in person is named for where it happens: "Cash on delivery", "Card at the table"… */
export function paymentLabel(method: OrderPayment, type: OrderType): string {
  if (method === "ONLINE_CARD") return words.payOnline;
  if (method === "GIFT_CARD") return giftCardCheckoutWords(pageLang()).name;
  const cash = method === "CASH";
  if (type === "DELIVERY") return cash ? words.cashOnDelivery : words.cardOnDelivery;
  if (type === "TABLE") return cash ? words.cashAtTable : words.cardAtTable;
  return cash ? words.cashAtPickUp : words.cardAtPickUp;
}
