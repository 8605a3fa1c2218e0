import { currencySymbol, formatMoney } from "../../../shared/common/money.ts";
import { chargeFailureSentence, type GuaranteeView } from "../../../shared/reservations/guarantee.ts";
import type { Reservation } from "../../../shared/reservations/reservations.ts";

// The book's words for a booking's card guarantee: what the host reads on the booking, and what marking it a
// no-show will charge.

/** Stripe's brand codes as the card says them; any other code is capitalized. */
const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** "Visa", "American Express", "Discover"; empty when Stripe could not tell. */
export function brandName(brand: string): string {
  const code = brand.trim().toLowerCase();
  if (code === "" || code === "unknown") return "";
  const known = Object.hasOwn(BRAND_NAMES, code) ? BRAND_NAMES[code] : undefined;
  if (known) return known;
  const words = code.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fee in the guarantee's own currency, as the dashboard prints money: "$25.00". */
export function feeText(view: GuaranteeView): string {
  return formatMoney(view.noShowFee, { code: view.currencyCode, symbol: currencySymbol(view.currencyCode) });
}

/** "Card held: Visa ··4242": the brand and last digits, whichever Stripe gave. */
function heldText(view: GuaranteeView): string {
  if (!view.card) return "Card held";
  const brand = brandName(view.card.brand);
  return `Card held: ${brand ? `${brand} ` : ""}··${view.card.last4}`;
}

export interface GuaranteeWords {
  text: string;
  /** Why a fee was not charged: the host may need to ask the guest for it. */
  detail: string | null;
}

/**
 * What the book says of a booking's card; null where there is nothing to say. A released card (cancelled,
 * seated, finished) is said only in the booking's details, as a card never asked for is nowhere.
 */
export function guaranteeWords(
  view: GuaranteeView | null,
  { inDetails = false }: { inDetails?: boolean } = {},
): GuaranteeWords | null {
  if (!view) return null;
  switch (view.state) {
    case "CARD_NEEDED":
      return { text: "Card not saved yet", detail: null };
    case "CARD_SAVED":
      return { text: heldText(view), detail: null };
    case "CHARGING":
      return { text: "Charging the no-show fee…", detail: null };
    case "CHARGED":
      return { text: `No-show fee charged: ${feeText(view)}`, detail: null };
    case "CHARGE_FAILED":
      return { text: "No-show fee not charged", detail: chargeFailureSentence(view.failureCode) };
    case "RELEASED":
      return inDetails ? { text: "Card released", detail: null } : null;
    case "UNAVAILABLE":
      return null;
  }
}

/** The fee that marking this booking a no-show will charge to its saved card; null when nothing would be. */
export function noShowCharge(booking: Reservation): string | null {
  const view = booking.guarantee;
  return view?.state === "CARD_SAVED" && view.noShowFee > 0 ? feeText(view) : null;
}
