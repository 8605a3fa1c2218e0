import { type Currency, formatMoney, toMinor } from "../../../shared/common/money.ts";
import type { GiftCardStatus, MovementKind } from "../../../shared/gift-cards/gift-cards.ts";

// How the gift cards screen words a card's state and its history, and reads the amounts the owner types.

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

/**
 * A typed amount in major units (12.5) as the API's minor units (1250), or NaN when the field is empty or out
 * of range: the shared schema then refuses it with its own sentence.
 */
export function minorOf(value: number | string, currency: Currency): number {
  // The number field answers a string while what is typed is not yet a plain number ("20.50", "20."): read it.
  const major = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(major)) return Number.NaN;
  try {
    return toMinor(major, currency.code);
  } catch {
    return Number.NaN;
  }
}
