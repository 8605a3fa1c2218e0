import { dayName } from "../common/day-names.ts";
import { fill } from "../common/fill.ts";
import { formatMoney } from "../common/money.ts";
import { clockTime, formatOnClock, localClock } from "../hours/business-clock.ts";
import type { OrderStatus, OrderType } from "./order-rules.ts";
import type { Zone } from "./order-times.ts";
import type { OrderWords } from "./order-words/order-words.ts";
import { pacingWords } from "./order-words/pacing-words.ts";

// What the guest's confirmation page says about an order's status. The server writes it into
// the page and the page's script rewrites it as the status changes (Server-Sent Events), from this one function.
// It speaks the order's language, its words (order-words/) and day names (Intl) given.

export interface OrderStatusView {
  title: string;
  detail: string;
  /** 0 received, 1 accepted, 2 ready, 3 completed; -1 when it ended without being served. */
  step: number;
  isEnded: boolean;
}

interface OrderFacts {
  status: OrderStatus;
  type: OrderType;
  readyAt: string | null;
  scheduledFor: string | null;
  reason: string | null;
  /** An ASAP order's promised time (pacing); absent or null when none was given. */
  promisedFor?: string | null;
}

export interface OrderTimeOptions extends Zone {
  now: Date;
  use24HourFormat: boolean;
  words: OrderWords;
  /** The page's language, for naming days through Intl. */
  lang: string | null;
}

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** "today at 7:45 PM", "tomorrow at 7:45 PM", "Friday at 7:45 PM" on the business's clock. */
export function describeOrderTime(at: string, options: OrderTimeOptions): string {
  const zone = options.timeZone ?? null;
  const offset = options.offsetMinutes ?? 0;
  const then = localClock(new Date(at), zone, offset);
  const today = localClock(options.now, zone, offset);
  const time = clockTime(then.minutes, options);
  const ahead = Math.round((new Date(at).getTime() - options.now.getTime()) / 86_400_000);
  const { words } = options;
  if (then.day === today.day && Math.abs(ahead) < 1) return fill(words.todayAt, { time });
  if (then.day === (today.day + 1) % 7 && ahead <= 1) return fill(words.tomorrowAt, { time });
  const day = WEEKDAYS[then.day];
  return fill(words.dayAt, { day: day ? dayName(day, options.lang) : "", time });
}

/** The same time to end a sentence: "at 7:45 PM" today, else "tomorrow at 7:45 PM", "Friday at 7:45 PM". */
export function orderTimePhrase(at: string, options: OrderTimeOptions): string {
  const when = describeOrderTime(at, options);
  const today = fill(options.words.todayAt, { time: "" });
  return when.startsWith(today) ? fill(options.words.atTime, { time: when.slice(today.length) }) : when;
}

/** "Ready around 7:45 PM" on the business's clock, in the page's language. */
function promisedText(at: string, options: OrderTimeOptions): string {
  const then = localClock(new Date(at), options.timeZone ?? null, options.offsetMinutes ?? 0);
  const time = clockTime(then.minutes, options);
  return fill(pacingWords(options.lang).readyAround, { time });
}

export function describeOrderStatus(order: OrderFacts, options: OrderTimeOptions): OrderStatusView {
  const { words } = options;
  const at = (value: string | null) => (value ? orderTimePhrase(value, options) : "");
  switch (order.status) {
    case "PENDING_PAYMENT":
      return { title: words.waitingPayment, detail: words.waitingPaymentDetail, step: 0, isEnded: false };
    case "NEW": {
      // The time the guest was promised before paying stays said until the owner gives a ready time.
      const promise = order.promisedFor ? promisedText(order.promisedFor, options) : "";
      const detail = promise ? `${words.receivedDetail} ${promise}.` : words.receivedDetail;
      return { title: words.received, detail, step: 0, isEnded: false };
    }
    case "SCHEDULED":
      return {
        title: words.scheduled,
        detail: fill(words.scheduledDetail, {
          when: order.scheduledFor ? describeOrderTime(order.scheduledFor, options) : "",
        }),
        step: 0,
        isEnded: false,
      };
    case "ACCEPTED": {
      const when = at(order.readyAt);
      const detail =
        order.type === "DELIVERY"
          ? words.arriving
          : order.type === "TABLE"
            ? words.comingToTable
            : words.readyForPickUpAt;
      return {
        title: words.accepted,
        detail: when ? fill(detail, { when }) : words.kitchenOnIt,
        step: 1,
        isEnded: false,
      };
    }
    case "READY":
      return {
        title: words.ready,
        detail:
          order.type === "DELIVERY"
            ? words.readyDelivery
            : order.type === "TABLE"
              ? words.readyTable
              : words.readyPickUp,
        step: 2,
        isEnded: false,
      };
    case "OUT_FOR_DELIVERY":
      return { title: words.onItsWay, detail: words.onItsWayDetail, step: 2, isEnded: false };
    case "COMPLETED":
      return order.type === "DELIVERY"
        ? { title: words.delivered, detail: words.deliveredDetail, step: 3, isEnded: true }
        : { title: words.completed, detail: words.completedDetail, step: 3, isEnded: true };
    case "REJECTED":
      return { title: words.rejected, detail: order.reason || words.rejectedDetail, step: -1, isEnded: true };
    case "CANCELLED":
      return {
        title: words.cancelled,
        detail: order.reason || words.cancelledDetail,
        step: -1,
        isEnded: true,
      };
  }
}

/**
 * A date and time on the business's clock, in the page's language ("Nov 26, 2026, 10:31 AM"): for what
 * happened on another day than the order's, such as a refund.
 */
export function formatOrderDate(
  at: string,
  options: Pick<OrderTimeOptions, "timeZone" | "offsetMinutes" | "use24HourFormat" | "lang">,
): string {
  return formatOnClock(
    at,
    options,
    { dateStyle: "medium", timeStyle: "short", hour12: !options.use24HourFormat },
    options.lang ?? "en",
  );
}

/** What came back to the guest's card and when, or null before any refund. */
export function describeRefund(
  order: { refunded: number; refundedDate: string | null; currency: string; currencyCode: string },
  options: OrderTimeOptions,
): string | null {
  if (order.refunded <= 0) return null;
  const amount = formatMoney(order.refunded, { code: order.currencyCode, symbol: order.currency });
  return order.refundedDate
    ? fill(options.words.refundedOn, { amount, date: formatOrderDate(order.refundedDate, options) })
    : fill(options.words.refunded, { amount });
}

/** The four steps under the status, in order: a delivery ends delivered. */
export const orderSteps = (words: OrderWords, type?: OrderType) => [
  words.stepReceived,
  words.stepAccepted,
  words.stepReady,
  type === "DELIVERY" ? words.stepDelivered : words.stepCompleted,
];
