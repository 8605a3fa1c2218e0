import { z } from "zod";
import type { BusinessConfig } from "../businesses/business-config.ts";
import { IdSchema } from "../common/id.ts";
import { LanguageSchema } from "../common/languages.ts";
import { MESSAGES } from "../common/messages.ts";
import { hasDigitsAtMost, phoneInput } from "../common/phone.ts";
import { CustomerInputSchema } from "../customers/customers.ts";
import { readStoredHours } from "../hours/hours-schema.ts";
import { MAX_PRICE_ROWS } from "../menus/menu.ts";
import { TAX_TYPES } from "../taxes/taxes.ts";
import { type DeliveryArea, findDeliveryArea } from "./delivery-areas.ts";
import {
  GIFT_CARD_CODE_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  ORDER_LINE_NOTE_MAX,
  ORDER_LINES_MAX,
  ORDER_MESSAGES,
  ORDER_NOTE_MAX,
  ORDER_PAYMENTS,
  ORDER_QUANTITY_MAX,
  ORDER_REASON_MAX,
  ORDER_STATUSES,
  ORDER_TABLE_MAX,
  ORDER_TOTAL_MAX,
  ORDER_TYPES,
  type OrderStatus,
  type OrderType,
  PAYMENT_METHODS,
  type PaymentMethod,
  PROMO_CODE_MAX,
} from "./order-rules.ts";
import { isOpenAt } from "./order-times.ts";

// The order's rules (statuses, types, methods, limits and messages) are named in order-rules.ts, free of zod for the
// guest page's script; importers of this module get them here too.
export * from "./order-rules.ts";

// The order's statuses and their moves, what a business offers, and every
// request and answer of the orders calls. The guest's cart, the owner's Orders screen and the server share them.

/**
 * `DUE`: paid in person when the order is handed over (cash, card on delivery); `PAID` once it is completed.
 * Online card: `PENDING` until the card is authorized, `AUTHORIZED` (held, not taken), `PAID` once
 * captured on accept, `RELEASED` when the hold is let go (rejected, not accepted in time, items gone),
 * `PARTIALLY_REFUNDED` / `REFUNDED` after refunds.
 */
export const PAYMENT_STATUSES = [
  "DUE",
  "PENDING",
  "AUTHORIZED",
  "PAID",
  "PARTIALLY_REFUNDED",
  "REFUNDED",
  "RELEASED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The codes a refused order or price answers with (400), so the cart can tell refusals apart. */
export const ORDER_PROBLEM_CODES = [
  "ORDERING_OFF",
  /** The member's plan no longer serves this location (CANCELLED, DECLINED…); data is kept. */
  "ORDERING_PAUSED",
  "CLOSED",
  "BELOW_MINIMUM",
  "ITEM_UNAVAILABLE",
  "METHOD_OFF",
  "VALIDATION",
  /** A modifier group's `min` or `max` not met; `errors[].path` names the item and the group. */
  "CHOICES",
  /** An item or option the kitchen marked sold out. */
  "SOLD_OUT",
  /** The owner paused new orders ("Pause new orders"). */
  "PAUSED",
  /** The chosen pacing slot has no room left. */
  "SLOT_FULL",
  /** A delivery to a postal code in none of the business's delivery areas (or no area is set). */
  "OUTSIDE_DELIVERY_AREA",
  /** A promo code that does not exist or does not apply now; the message says why. */
  "PROMO_INVALID",
] as const;
export type OrderProblemCode = (typeof ORDER_PROBLEM_CODES)[number];

/**
 * PENDING_PAYMENT → NEW (or SCHEDULED until due) → ACCEPTED → READY → COMPLETED; a delivery goes READY →
 * OUT_FOR_DELIVERY (handed to the driver) → COMPLETED (delivered) instead. REJECTED and CANCELLED end it. An
 * order is rejected before it is accepted and cancelled after (or while unpaid).
 */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ["NEW", "SCHEDULED", "CANCELLED"],
  SCHEDULED: ["NEW", "ACCEPTED", "REJECTED"],
  NEW: ["ACCEPTED", "REJECTED"],
  ACCEPTED: ["READY", "CANCELLED"],
  READY: ["OUT_FOR_DELIVERY", "COMPLETED", "CANCELLED"],
  OUT_FOR_DELIVERY: ["COMPLETED", "CANCELLED"],
  COMPLETED: [],
  REJECTED: [],
  CANCELLED: [],
};

/** Moves only the system makes: a payment authorized (→ NEW / SCHEDULED), a scheduled order due (→ NEW). */
const SYSTEM_TARGETS: readonly OrderStatus[] = ["NEW", "SCHEDULED", "PENDING_PAYMENT"];

export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: "owner" | "system" = "owner"): boolean {
  if (by === "owner" && SYSTEM_TARGETS.includes(to)) return false;
  return MOVES[from].includes(to);
}

/**
 * Whether the move fits the order's type: only a delivery goes out with a driver, and a delivery at the pass is
 * not yet with the guest, so it is handed to the driver before it can be delivered. Null when it fits, else
 * the sentence that says why not.
 */
export function typeRefusesMove(type: OrderType, from: OrderStatus, to: OrderStatus): string | null {
  if ((to === "OUT_FOR_DELIVERY" || from === "OUT_FOR_DELIVERY") && type !== "DELIVERY")
    return ORDER_MESSAGES.onlyDeliveries;
  if (to === "COMPLETED" && from === "READY" && type === "DELIVERY") return ORDER_MESSAGES.deliveryGoesOut;
  return null;
}

/** The statuses from which the owner may move an order to `to` (of `type`, when given). */
export function ownerMovesInto(to: OrderStatus, type?: OrderType): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (from) => canMoveOrder(from, to) && (type === undefined || typeRefusesMove(type, from, to) === null),
  );
}

/** The owner's next step forward for an order at READY: out with the driver for a delivery, else handed over. */
export const afterReady = (type: OrderType): OrderStatus =>
  type === "DELIVERY" ? "OUT_FOR_DELIVERY" : "COMPLETED";

export const FINAL_STATUSES: readonly OrderStatus[] = ["COMPLETED", "REJECTED", "CANCELLED"];

/** The Orders screen's tabs. An order still waiting for its online payment is on none. */
export const ORDER_TABS = {
  new: ["NEW"],
  active: ["SCHEDULED", "ACCEPTED", "READY", "OUT_FOR_DELIVERY"],
  done: ["COMPLETED", "REJECTED", "CANCELLED"],
  all: ["NEW", "SCHEDULED", "ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED", "REJECTED", "CANCELLED"],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDERS_PAGE_SIZE = 20;

/** The ordering settings of Settings → Ordering, with the defaults the dashboard shows. */
export interface OrderingSettings {
  pickUpOrders: boolean;
  /** Minutes until a pick-up order is ready: a whole number, at least 0. */
  pickUpTime: number;
  orderDelivery: boolean;
  /** Major units, as the owner typed it. */
  deliveryFee: number;
  deliveryTime: number;
  deliveryCashPayment: boolean;
  deliveryCardPayment: boolean;
  onlineCardPayment: boolean;
  orderDeliveryToTable: boolean;
  ordersInAdvance: boolean;
  ordersTips: boolean;
  /** Major units; 0 means no minimum. */
  minTotal: number;
  /** Where delivery goes, each area with its own fee, minimum and estimate; none: no delivery (delivery-areas.ts). */
  deliveryAreas: readonly DeliveryArea[];
}

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  pickUpOrders: true,
  pickUpTime: 20,
  orderDelivery: false,
  deliveryFee: 0,
  deliveryTime: 45,
  deliveryCashPayment: true,
  deliveryCardPayment: false,
  onlineCardPayment: false,
  orderDeliveryToTable: false,
  ordersInAdvance: false,
  ordersTips: false,
  minTotal: 0,
  deliveryAreas: [],
};

export function readOrderingSettings(config: BusinessConfig): OrderingSettings {
  const settings = { ...DEFAULT_ORDERING_SETTINGS };
  for (const key of Object.keys(settings) as (keyof OrderingSettings)[]) {
    const value = config[key];
    if (
      typeof value === typeof settings[key] &&
      value !== null &&
      Array.isArray(value) === Array.isArray(settings[key])
    )
      (settings as Record<string, unknown>)[key] = value;
  }
  return settings;
}

/** Delivery is offered only with an area to deliver to: an owner with none delivers nowhere until one is set. */
export function offeredTypes(settings: OrderingSettings): OrderType[] {
  return ORDER_TYPES.filter((type) =>
    type === "PICKUP"
      ? settings.pickUpOrders
      : type === "DELIVERY"
        ? settings.orderDelivery && settings.deliveryAreas.length > 0
        : settings.orderDeliveryToTable,
  );
}

/**
 * How a guest may pay. The owner's "Cash payments" and "Card payments in person" mean paying in person when the
 * order is handed over, which is also how a pick-up or a table order is paid. Online card needs the owner's
 * connected Stripe account, able to take charges; without one it is not offered.
 */
export function offeredPayments(
  settings: OrderingSettings,
  options: { isOnlineCardAvailable: boolean },
): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) =>
    method === "CASH"
      ? settings.deliveryCashPayment
      : method === "CARD_ON_DELIVERY"
        ? settings.deliveryCardPayment
        : settings.onlineCardPayment && options.isOnlineCardAvailable,
  );
}

/**
 * Minutes from the kitchen taking an order to it being ready (pick-up, table) or at the door (delivery). A
 * delivery to a postal code of one of the areas takes that area's estimate: a far area is promised later.
 */
export function leadMinutes(settings: OrderingSettings, type: OrderType, zip?: string | null): number {
  if (type !== "DELIVERY") return settings.pickUpTime;
  const area = zip ? findDeliveryArea(settings.deliveryAreas, zip) : null;
  return area ? area.estimateMinutes : settings.deliveryTime;
}

/**
 * When a scheduled order reaches the kitchen as NEW: its time less the lead time of its type. A time closer
 * than that makes a NEW order at once.
 */
export function scheduledDueAt(
  settings: OrderingSettings,
  type: OrderType,
  scheduledFor: Date,
  zip?: string | null,
): Date {
  return new Date(scheduledFor.getTime() - leadMinutes(settings, type, zip) * 60_000);
}

/**
 * Whether a business takes orders at an instant, in its own time zone. The owner's "closed
 * now" stops orders for now (not for later times). A business that has set no hours at all takes orders at
 * any time: the guest page shows it without a status line, so nothing there says it is closed.
 */
export function isOpenForOrders(config: BusinessConfig, instant: Date, options: { isNow: boolean }): boolean {
  if (options.isNow && config.closedNow) return false;
  return isOpenAt(readStoredHours(config.hours), instant, {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
  });
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────────────

const Id = IdSchema;
/** A tip in minor units; pricing holds it to the order's subtotal, so no larger total could take one above. */
const Tip = z
  .number({ error: "Please enter a tip of 0 or more." })
  .int("Please enter a tip of 0 or more.")
  .min(0, "Please enter a tip of 0 or more.")
  .max(ORDER_TOTAL_MAX, ORDER_MESSAGES.tipAboveSubtotal);

export const IdempotencyKeySchema = z
  .string({ error: "The Idempotency-Key header is required." })
  .min(IDEMPOTENCY_KEY_MIN, `The Idempotency-Key must have ${IDEMPOTENCY_KEY_MIN} to 64 characters.`)
  .max(IDEMPOTENCY_KEY_MAX, `The Idempotency-Key must have ${IDEMPOTENCY_KEY_MIN} to 64 characters.`)
  .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key must be printable ASCII.");

/**
 * One line of a cart: what, which size (an index into the item's sizes), which options (modifier entry ids)
 * and how many. No price: the server takes every price from the published menu.
 */
export const OrderLineRequestSchema = z.object({
  menuId: Id,
  itemId: Id,
  size: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRICE_ROWS - 1)
    .optional(),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(ORDER_QUANTITY_MAX, ORDER_MESSAGES.quantity),
  modifiers: z.array(Id).max(100).default([]),
  note: z.string().trim().max(ORDER_LINE_NOTE_MAX, ORDER_MESSAGES.lineNote).default(""),
});
export type OrderLineRequest = z.input<typeof OrderLineRequestSchema>;

const OrderLinesSchema = z
  .array(OrderLineRequestSchema)
  .min(1, ORDER_MESSAGES.emptyCart)
  .max(ORDER_LINES_MAX, ORDER_MESSAGES.tooManyLines);

const TableSchema = z.string().trim().max(ORDER_TABLE_MAX);
const ScheduledForSchema = z.iso.datetime({ offset: true, error: "Please choose a valid time." });

/** A promo code as a guest types it: matched case-insensitively; an empty one is no code. */
const PromoCodeSchema = z
  .string()
  .trim()
  .max(PROMO_CODE_MAX, "Please check the promo code.")
  .transform((value) => value || undefined)
  .optional();

/**
 * A gift card's code as the guest types it (spaces and dashes as printed are fine); an empty one is no card. The
 * server finds the card among the business's own (gift-cards/).
 */
const GiftCardCodeSchema = z
  .string()
  .trim()
  .max(GIFT_CARD_CODE_MAX, "Please check the gift card's code.")
  .transform((value) => value || undefined)
  .optional();

/**
 * A loyalty reward the guest takes with this order (with `Authorization: Guest <guestToken>`, the session the
 * program's code opened); an empty one is none.
 */
const RewardIdSchema = z
  .string()
  .trim()
  .max(40, "Please choose a reward from the list.")
  .transform((value) => value || undefined)
  .optional();

/** A delivery's postal code on the price call: it picks the delivery area (its fee and minimum). */
const ZipSchema = z.string().trim().max(20).optional();

/** Which news the guest wants about the order: mails (to `customer.email`) and text messages (to the phone). */
export const OrderNotifySchema = z
  .object({ email: z.boolean().default(false), sms: z.boolean().default(false) })
  .default({ email: false, sms: false });

/** What pricing needs: the lines, the order type (a delivery fee) and the tip; the time, to say if it is open. */
export const PriceOrderRequestSchema = z.object({
  type: z.enum(ORDER_TYPES, { error: "Please choose pick-up, delivery or table." }),
  items: OrderLinesSchema,
  tip: Tip.default(0),
  scheduledFor: ScheduledForSchema.optional(),
  payment: z.enum(ORDER_PAYMENTS).optional(),
  promoCode: PromoCodeSchema,
  giftCardCode: GiftCardCodeSchema,
  rewardId: RewardIdSchema,
  /** A delivery's postal code; a promo code's "once per guest" and "first order only" read the phone. */
  zip: ZipSchema,
  phone: z
    .string()
    .transform((value) => phoneInput(value))
    .refine(hasDigitsAtMost(20), MESSAGES.phoneDigits)
    .optional(),
});
export type PriceOrderRequest = z.input<typeof PriceOrderRequestSchema>;

/**
 * `?lang=` on the guest's price and order calls: the language the refusals are written in,
 * the guest page's; English without it.
 */
export const GuestLanguageQuerySchema = z.object({ lang: LanguageSchema.optional() });

/**
 * The guest's details on an order: a customer's, but the phone may be left out, which only a table order may do
 * (checked with the order's type below).
 */
const OrderCustomerInputSchema = CustomerInputSchema.extend({
  phone: z
    .string()
    .transform((value) => phoneInput(value))
    .refine(hasDigitsAtMost(20), MESSAGES.phoneDigits)
    .optional()
    .default(""),
});

/** POST /v1/public/businesses/{id}/orders. */
export const PlaceOrderRequestSchema = z
  .object({
    type: z.enum(ORDER_TYPES, { error: "Please choose pick-up, delivery or table." }),
    table: TableSchema.optional(),
    scheduledFor: ScheduledForSchema.optional(),
    items: OrderLinesSchema,
    tip: Tip.default(0),
    customer: OrderCustomerInputSchema,
    payment: z.enum(ORDER_PAYMENTS, { error: "Please choose how you will pay." }),
    note: z.string().trim().max(ORDER_NOTE_MAX, ORDER_MESSAGES.orderNote).default(""),
    promoCode: PromoCodeSchema,
    giftCardCode: GiftCardCodeSchema,
    rewardId: RewardIdSchema,
    notify: OrderNotifySchema,
  })
  .superRefine((order, ctx) => {
    if (order.type === "TABLE" && !order.table)
      ctx.addIssue({ code: "custom", path: ["table"], message: ORDER_MESSAGES.tableRequired });
    if (order.type !== "TABLE" && !order.customer.phone)
      ctx.addIssue({ code: "custom", path: ["customer", "phone"], message: ORDER_MESSAGES.phoneRequired });
    if (order.type === "DELIVERY" && !order.customer.address)
      ctx.addIssue({
        code: "custom",
        path: ["customer", "address"],
        message: ORDER_MESSAGES.addressRequired,
      });
  });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;
export type PlaceOrder = z.output<typeof PlaceOrderRequestSchema>;

export const OrderStatusRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** What the guest reads on a rejected or cancelled order. */
  reason: z
    .string()
    .trim()
    .max(ORDER_REASON_MAX, `Reasons are at most ${ORDER_REASON_MAX} characters.`)
    .optional(),
  /** With ACCEPTED: when the order will be ready; by default the lead time of its type. */
  readyInMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
});
export type OrderStatusRequest = z.input<typeof OrderStatusRequestSchema>;

const TabSchema = z.enum(Object.keys(ORDER_TABS) as [OrderTab, ...OrderTab[]]);

export const PlaceOrderHeadersSchema = z.object({ "idempotency-key": IdempotencyKeySchema });

/** GET /v1/businesses/{id}/orders: a tab (all by default) and a page from 0. */
export const OrdersQuerySchema = z.object({
  tab: TabSchema.default("all"),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /v1/businesses/{id}/orders/count: the orders waiting for the owner (NEW) unless another tab is named. */
export const OrderCountQuerySchema = z.object({ tab: TabSchema.default("new") });

/** The `{orderId}` of /v1/orders/{orderId}/…. */
export const OrderParamsSchema = z.object({ orderId: IdSchema });

/** The guest's calls about an order: its id, and its tracking key in the query. */
const ORDER_LINK_INCOMPLETE = MESSAGES.orderLinkIncomplete;
export const GuestOrderQuerySchema = z.object({
  key: z
    .string({ error: ORDER_LINK_INCOMPLETE })
    .min(1, ORDER_LINK_INCOMPLETE)
    .max(200, ORDER_LINK_INCOMPLETE),
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────────

export const OrderLineSchema = z.object({
  menuId: z.string(),
  itemId: z.string(),
  /** Copied at order time, like every name and price below. */
  name: z.string(),
  /** The size's name, or null for an item with one price. */
  size: z.string().nullable(),
  quantity: z.number(),
  /** Minor units. */
  unitPrice: z.number(),
  modifiers: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
  note: z.string(),
  /** (unit price + options) × quantity, rounded half-up once (docs/decisions/005). */
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderTaxLineSchema = z.object({
  label: z.string(),
  type: z.enum(TAX_TYPES),
  /** The owner's value: an amount in major units, or a percentage. */
  value: z.number(),
  /** Minor units, rounded half-up once. */
  amount: z.number(),
});
export type OrderTaxLine = z.infer<typeof OrderTaxLineSchema>;

const OrderCustomerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** A loyalty reward taken with an order: what it is called, the points it cost and the minor units it took off. */
export const OrderRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number(),
  amount: z.number(),
});
export type OrderReward = z.infer<typeof OrderRewardSchema>;

/** Everything in minor units of `currencyCode`. */
const PricedFields = {
  currency: z.string(),
  currencyCode: z.string(),
  items: z.array(OrderLineSchema),
  subtotal: z.number(),
  taxes: z.array(OrderTaxLineSchema),
  tax: z.number(),
  tip: z.number(),
  deliveryFee: z.number(),
  /** Taken off the subtotal by `promoCode` (tax is on what is left); 0 without a code. */
  discount: z.number(),
  promoCode: z.string().nullable(),
  total: z.number(),
  /** Paid of the total by the gift card named in `giftCardCode`; the rest is paid by `payment`. 0 without one. */
  giftCardPaid: z.number(),
  /**
   * The loyalty reward taken with the order (`rewardId`): its name, the points it cost and the minor units it took
   * off, which are part of `discount`; null without one.
   */
  reward: OrderRewardSchema.nullable(),
};

/** The answer of the price call: the cart as the order would be priced now, and what would stop it. */
export const PricedCartSchema = z
  .object({
    ...PricedFields,
    minTotal: z.number(),
    /**
     * BELOW_MINIMUM, CLOSED, SLOT_FULL, PROMO_INVALID, GIFT_CARD_INVALID, GIFT_CARD_EMPTY or REWARD_UNAVAILABLE:
     * the order would be refused with this code and message as the cart stands (a promo code, gift card or reward
     * that does not apply is priced without it).
     */
    problems: z.array(
      z.object({
        code: z.enum([
          "BELOW_MINIMUM",
          "CLOSED",
          "SLOT_FULL",
          "PROMO_INVALID",
          "GIFT_CARD_INVALID",
          "GIFT_CARD_EMPTY",
          "REWARD_UNAVAILABLE",
        ]),
        message: z.string(),
      }),
    ),
    /** An ASAP cart: when it would be ready if ordered now (the first pacing slot with room); else null. */
    promisedFor: z.string().nullable(),
    /** The gift card that pays `giftCardPaid`, its code's last 4 characters, and what it keeps after; else null. */
    giftCard: z.object({ last4: z.string(), balanceAfter: z.number() }).nullable(),
  })
  .meta({ id: "PricedCart" });
export type PricedCart = z.infer<typeof PricedCartSchema>;

/** A text's fate as the owner sees it, from Twilio's status callback (guest-notices/text-status.routes.ts). */
export const TEXT_STATUSES = ["sent", "delivered", "failed"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const OrderSchema = z
  .object({
    id: z.string(),
    /** Short, counting up per business: what the kitchen calls out; "" while the order waits for its card. */
    friendlyId: z.string(),
    businessId: z.string(),
    status: z.enum(ORDER_STATUSES),
    type: z.enum(ORDER_TYPES),
    table: z.string().nullable(),
    scheduledFor: z.string().nullable(),
    ...PricedFields,
    payment: z.enum(ORDER_PAYMENTS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /** Minor units refunded so far (online card). */
    refunded: z.number(),
    /** When the latest refund was made; null before any. */
    refundedDate: z.string().nullable(),
    /** The owner's warning when the card cannot be captured after several tries (Stripe failing); else null. */
    paymentProblem: z.string().nullable(),
    /** It went live while ordering was paused (its card authorized later): it was placed before the pause. */
    placedBeforePause: z.boolean(),
    customer: OrderCustomerSchema,
    customerId: z.string().nullable(),
    note: z.string(),
    trackingKey: z.string(),
    /** Set when the owner accepts: when the order will be ready. */
    readyAt: z.string().nullable(),
    /** An ASAP order: the time the guest was promised when ordering (its pacing slot, busy minutes included). */
    promisedFor: z.string().nullable(),
    /** Why it was rejected or cancelled, for the guest. */
    reason: z.string().nullable(),
    /** When someone first opened it on the dashboard; until then a NEW order keeps ringing, so none is missed. */
    openedDate: z.string().nullable(),
    notify: z.object({ email: z.boolean(), sms: z.boolean() }),
    /** What Twilio last said of the guest's latest text: on its way, delivered, or failed; null before any. */
    textStatus: z.enum(TEXT_STATUSES).nullable(),
    /** The loyalty points the order earned its member once completed (less what a full refund took back). */
    pointsEarned: z.number(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof OrderSchema>;

/** What the guest's confirmation page reads with the order's tracking key. */
export const GuestOrderSchema = OrderSchema.omit({
  customerId: true,
  openedDate: true,
  paymentProblem: true,
  placedBeforePause: true,
  textStatus: true,
}).meta({
  id: "GuestOrder",
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

export const OrderPageSchema = z
  .object({ list: z.array(OrderSchema), hasNext: z.boolean(), total: z.number() })
  .meta({ id: "OrderPage" });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** What a guest can choose at checkout, as the business offers it now (GET …/ordering). */
export const OrderingOptionsSchema = z
  .object({
    isTakingOrders: z.boolean(),
    /** Ordering is on, but the member's plan does not serve this location now. */
    isPaused: z.boolean(),
    isOpen: z.boolean(),
    currency: z.string(),
    currencyCode: z.string(),
    types: z.array(z.enum(ORDER_TYPES)),
    payments: z.array(z.enum(PAYMENT_METHODS)),
    pickUpTime: z.number(),
    deliveryTime: z.number(),
    /** Minor units. */
    deliveryFee: z.number(),
    minTotal: z.number(),
    tips: z.boolean(),
    tipPercents: z.array(z.number()),
    inAdvance: z.boolean(),
    advanceDays: z.number(),
    taxes: z.array(z.object({ label: z.string(), type: z.enum(TAX_TYPES), value: z.number() })),
    /** The hours orders in advance are offered within (src/shared/ordering/order-times.ts); null: none set, any time. */
    hours: z
      .record(
        z.string(),
        z.object({
          open: z.boolean(),
          hours: z.array(z.object({ start: z.string(), end: z.string() })),
        }),
      )
      .nullable(),
    timeZone: z.string().nullable(),
    timeZoneOffset: z.number(),
    use24HourFormat: z.boolean(),
    /** Pacing: what each 15-minute slot takes (GET …/slots lists them); null when every time is offered. */
    slotCapacity: z.object({ maxOrders: z.number().nullable(), maxItems: z.number().nullable() }).nullable(),
    /** Whether the checkout offers "Text me updates": the platform has Twilio and the owner turned it on. */
    sms: z.boolean(),
    /** Whether the business runs a loyalty program: the checkout offers to join it and take a reward. */
    rewards: z.boolean(),
  })
  .meta({ id: "OrderingOptions" });
export type OrderingOptions = z.infer<typeof OrderingOptionsSchema>;
