import { type Currency, formatMoney } from "../../../shared/common/money.ts";
import type { GiftCardStatus, MovementKind } from "../../../shared/gift-cards/gift-cards.ts";

// How the gift cards screen words a card's state and its history.

/** What moved a card's balance, as the owner reads it in the card's history. */
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  ISSUED: "Issued",
  SOLD: "Sold",
  ADJUSTED: "Adjusted",
  VOIDED: "Voided",
  REDEEMED: "Spent on an order",
  RETURNED: "Given back by an order",
};

export const STATUS_BADGES: Record<GiftCardStatus, { label: string; color: string }> = {
  ACTIVE: { label: "Active", color: "teal" },
  EMPTY: { label: "Empty", color: "gray" },
  VOID: { label: "Void", color: "red" },
};

/** "+$25.00", "−$5.00": a change of balance, with its sign. */
export const formatSignedMoney = (minor: number, currency: Currency) =>
  minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency);
