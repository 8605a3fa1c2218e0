// The statuses, order types, payments, limits and sentences of ordering, without
// zod, so the guest page's cart script can use them as they are (src/shared/ordering/orders.ts re-exports them beside
// the request and answer schemas).

export const ORDER_STATUSES = [
  "PENDING_PAYMENT",
  "NEW",
  "SCHEDULED",
  "ACCEPTED",
  "READY",
  /** A delivery handed to the driver; pick-up and table orders never take it. */
  "OUT_FOR_DELIVERY",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ["PICKUP", "DELIVERY", "TABLE"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const PAYMENT_METHODS = ["CASH", "CARD_ON_DELIVERY", "ONLINE_CARD"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * How an order is paid: one of the methods the owner offers, or GIFT_CARD when a gift card of the business pays
 * the whole of it (a card that pays part leaves the rest to one of the methods).
 */
export const ORDER_PAYMENTS = [...PAYMENT_METHODS, "GIFT_CARD"] as const;
export type OrderPayment = (typeof ORDER_PAYMENTS)[number];

/**
 * What is left to pay of an order after its gift card: its total less what the card paid (spent when the order
 * was placed). Every amount sent to Stripe, and every refund's limit, is this part.
 */
export const cardPart = (order: { total: number; giftCardPaid: number }) => order.total - order.giftCardPaid;

// Limits of one order: far above a real table's order, low enough that pricing stays cheap.
export const ORDER_LINES_MAX = 50;
export const ORDER_QUANTITY_MAX = 99;
export const ORDER_LINE_NOTE_MAX = 140;
export const ORDER_NOTE_MAX = 500;
export const ORDER_TABLE_MAX = 20;
/** The longest promo code a guest may type, and the longest gift card code (printed with dashes and spaces). */
export const PROMO_CODE_MAX = 40;
export const GIFT_CARD_CODE_MAX = 40;
export const ORDER_REASON_MAX = 200;
/** Orders may be placed for today and the next 6 days (docs/requirements.md, "Ordering"). */
export const ORDER_ADVANCE_DAYS = 7;
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
/**
 * The largest order total, in minor units: Stripe's own limit on a card charge, an amount of at most eight
 * digits ($999,999.99 in USD). The same number holds for every currency (Stripe documents eight digits as its
 * rule; where it allows more for a currency we have not confirmed it) and for every payment, cash too: an order
 * no card could pay is a typo or a prank, never a meal.
 */
export const ORDER_TOTAL_MAX = 99_999_999;
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 64;

/** The sentences a guest or an owner reads, in the voice of the product's other messages. */
export const ORDER_MESSAGES = {
  orderingOff: "This business is not taking online orders right now.",
  orderingPaused: "Ordering is paused at this location right now.",
  closed: "We're closed right now. Please order during our opening hours.",
  scheduledClosed: "We're closed at that time. Please choose a time within our opening hours.",
  advanceOff: "This business does not take orders in advance.",
  scheduledPast: "Please choose a time later than now.",
  scheduledTooFar: `Orders can be placed up to ${ORDER_ADVANCE_DAYS - 1} days ahead.`,
  belowMinimum: (minimum: string) => `The minimum order is ${minimum}.`,
  itemUnavailable: "One of the items in your cart is no longer available.",
  itemNamedUnavailable: (name: string) => `“${name}” is no longer available.`,
  sizeUnavailable: (name: string) => `The size you chose for “${name}” is no longer available.`,
  sizeRequired: (name: string) => `Please choose a size for “${name}”.`,
  optionUnavailable: (name: string) => `An option you chose for “${name}” is no longer available.`,
  optionTwice: "Each option can be chosen once.",
  typeOff: {
    PICKUP: "This business does not offer pick-up.",
    DELIVERY: "This business does not deliver.",
    TABLE: "This business does not take orders to tables.",
  } satisfies Record<OrderType, string>,
  paymentOff: {
    CASH: "This business does not take cash for this order.",
    CARD_ON_DELIVERY: "This business does not take cards on delivery for this order.",
    ONLINE_CARD: "Online card payment is not available.",
  } satisfies Record<PaymentMethod, string>,
  tipsOff: "This business does not take tips.",
  tableRequired: "Please tell us your table number.",
  addressRequired: "Please enter the delivery address.",
  /** Pick-up and delivery: the kitchen calls the guest; a guest at a table is found there. */
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: "Please enter a valid phone number.",
  emptyCart: "Please add something to your order.",
  tooManyLines: `An order can have at most ${ORDER_LINES_MAX} lines.`,
  quantity: `Please choose a quantity from 1 to ${ORDER_QUANTITY_MAX}.`,
  lineNote: `Notes are at most ${ORDER_LINE_NOTE_MAX} characters.`,
  orderNote: `Notes are at most ${ORDER_NOTE_MAX} characters.`,
  tip: "Please enter a tip of 0 or more.",
  tipAboveSubtotal: "A tip can be at most the order's subtotal.",
  totalTooLarge: (maximum: string) => `An order can total at most ${maximum}.`,
  tooLarge: "This order is too large to take online.",
  keyReused: "This Idempotency-Key was already used for a different order.",
  tooManyOrders: "Too many orders from your network. Please wait a few minutes and try again.",
  tooManyUnpaid:
    "You already have 3 orders here waiting for payment. Please pay for one of them, or wait until it expires, before placing another.",
  illegalMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from.toLowerCase().replaceAll("_", " ")} cannot become ${to.toLowerCase().replaceAll("_", " ")}.`,
  onlyDeliveries: "Only a delivery goes out with a driver.",
  deliveryGoesOut: "A delivery is handed to the driver before it is delivered.",
  readyOnlyWhenAccepting: "A ready time goes with accepting an order.",
  reasonOnlyWhenEnding: "A reason goes with rejecting or cancelling an order.",
} as const;
