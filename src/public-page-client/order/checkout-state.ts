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

/**
 * What the guest filled in during this visit: a checkout left for the cart, or ended by a refusal that sends the
 * guest back to it (an item sold out, the kitchen paused), starts again from it rather than from empty fields. In
 * this page's memory only (the page the cart was started on): what stays on the device is "Remember my details"
 * (remember-me.ts).
 */
let visit: { page: OrderingPage; details: Details } | null = null;

export function startCheckout(context: CheckoutContext): Checkout {
  const { page, options, currency } = context;
  const types = options.types.filter((type) => type !== "TABLE" || page.table);
  const payments = options.payments.filter(canOfferPayment);
  // A guest who scanned a table's code orders to that table unless they choose otherwise.
  const firstType = page.table && types.includes("TABLE") ? "TABLE" : (types[0] ?? "PICKUP");
  const details = visit?.page === page ? visit.details : freshDetails(page.businessId, firstType, payments);
  visit = { page, details };
  // The options were read again with the cart: a choice the owner has since taken away falls back.
  if (!types.includes(details.type)) details.type = firstType;
  if (!details.payment || !payments.includes(details.payment)) details.payment = payments[0] ?? null;
  if (details.tip !== "custom" && !options.tipPercents.includes(details.tip)) details.tip = 0;
  return {
    ...context,
    details,
    types,
    payments,
    subtotal: cartSubtotal(context.lines, currency),
    money: (minor) => formatMoney(minor, currency),
  };
}

/** A first checkout's details: empty, but for what this device was asked to remember. */
function freshDetails(businessId: string, type: OrderType, payments: PaymentMethod[]): Details {
  const remembered = keptDetails(businessId);
  return {
    type,
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
