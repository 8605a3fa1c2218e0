import { type Currency, formatMoney, parseMoney } from "../../shared/common/money.ts";
import { type PricingCatalog, tipFromPercent } from "../../shared/ordering/order-pricing.ts";
import type { OrderType, PaymentMethod } from "../../shared/ordering/order-rules.ts";
import type { OrderingOptions } from "../../shared/ordering/orders.ts";
import type { OrderingPage } from "./cart-app.ts";
import { cartSubtotal, type SavedLine } from "./cart-store.ts";
import { canOfferPayment } from "./payment.ts";
import { keptDetails } from "./remember-me.ts";
import type { Sheet } from "./sheet.ts";

// What one checkout knows: what the cart handed it, and what the guest has filled in so far. The details live
// here rather than in the form so that going back from the review finds them as the guest left them.

/** What the cart hands the checkout, and how the checkout hands back. */
export interface CheckoutContext {
  sheet: Sheet;
  page: OrderingPage;
  lines: SavedLine[];
  options: OrderingOptions;
  currency: Currency;
  /** The published menus, for the items' names in the guest's language. */
  catalog: PricingCatalog;
  onBack: () => void;
  /** The server refused an item: the cart reads the menu again and shows what changed. */
  onItemsChanged: () => void;
  /** The order exists: the cart empties. */
  onPlaced: () => void;
}

export interface Details {
  type: OrderType;
  /** "" for as soon as possible, else the ISO instant of a slot. */
  when: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  note: string;
  /** A percentage, or "custom". */
  tip: number | "custom";
  customTip: string;
  payment: PaymentMethod | null;
}

export interface Checkout extends CheckoutContext {
  details: Details;
  /** The ways to receive the order this guest can choose: a table only when they came from its QR code. */
  types: OrderType[];
  /** The payment methods the checkout can carry through. */
  payments: PaymentMethod[];
  /** Minor units, from the cart's lines. */
  subtotal: number;
  money: (minor: number) => string;
}

export function startCheckout(context: CheckoutContext): Checkout {
  const { page, options, currency } = context;
  const types = options.types.filter((type) => type !== "TABLE" || page.table);
  const payments = options.payments.filter(canOfferPayment);
  const remembered = keptDetails(page.businessId);
  const details: Details = {
    // A guest who scanned a table's code orders to that table unless they choose otherwise.
    type: page.table && types.includes("TABLE") ? "TABLE" : (types[0] ?? "PICKUP"),
    when: "",
    name: remembered.name ?? "",
    phone: remembered.phone ?? "",
    email: remembered.email ?? "",
    address: remembered.address ?? "",
    city: remembered.city ?? "",
    zip: remembered.zip ?? "",
    note: "",
    tip: 0,
    customTip: "",
    payment: payments[0] ?? null,
  };
  return {
    ...context,
    details,
    types,
    payments,
    subtotal: cartSubtotal(context.lines, currency),
    money: (minor) => formatMoney(minor, currency),
  };
}

/** The tip in minor units; null when the guest's own amount cannot be read as money. */
export function tipAmount(checkout: Checkout): number | null {
  const { details, options, currency, subtotal } = checkout;
  if (!options.tips) return 0;
  if (details.tip === "custom") return details.customTip.trim() ? parseMoney(details.customTip, currency) : 0;
  return tipFromPercent(subtotal, details.tip);
}

/** Minutes until an order of this type is ready, as the owner set them. */
export const leadMinutes = (options: OrderingOptions, type: OrderType) =>
  type === "DELIVERY" ? options.deliveryTime : options.pickUpTime;
