import { capitalize, formatTime, localClock } from "./hours.ts";
import type { OrderStatus, OrderType } from "./order-rules.ts";
import type { Zone } from "./order-times.ts";

// issue 12 item 1: what the guest's confirmation page says about an order's status. The server writes it into
// the page and the page's script rewrites it as the status changes (Server-Sent Events), from this one function.

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
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "today at 7:45 PM", "tomorrow at 7:45 PM", "Friday at 7:45 PM" on the business's clock. */
export function describeOrderTime(
  at: string,
  options: Zone & { now: Date; use24HourFormat: boolean },
): string {
  const zone = options.timeZone ?? null;
  const offset = options.offsetMinutes ?? 0;
  const then = localClock(new Date(at), zone, offset);
  const today = localClock(options.now, zone, offset);
  const time = formatTime(
    `${pad(Math.floor(then.minutes / 60))}:${pad(then.minutes % 60)}`,
    options.use24HourFormat,
  );
  const ahead = Math.round((new Date(at).getTime() - options.now.getTime()) / 86_400_000);
  if (then.day === today.day && Math.abs(ahead) < 1) return `today at ${time}`;
  if (then.day === (today.day + 1) % 7 && ahead <= 1) return `tomorrow at ${time}`;
  const name = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][then.day] ?? "";
  return `${capitalize(name)} at ${time}`;
}

/** The same time to end a sentence: "at 7:45 PM" today, else "tomorrow at 7:45 PM", "Friday at 7:45 PM". */
export function orderTimePhrase(at: string, options: Zone & { now: Date; use24HourFormat: boolean }): string {
  return describeOrderTime(at, options).replace(/^today at /, "at ");
}

export function describeOrderStatus(
  order: OrderFacts,
  options: Zone & { now: Date; use24HourFormat: boolean },
): OrderStatusView {
  const at = (value: string | null) => (value ? orderTimePhrase(value, options) : "");
  switch (order.status) {
    case "PENDING_PAYMENT":
      return {
        title: "Waiting for payment",
        detail: "Your order goes to the kitchen once the payment is confirmed.",
        step: 0,
        isEnded: false,
      };
    case "NEW":
      return {
        title: "Order received",
        detail: "Waiting for the restaurant to accept it. This page updates by itself.",
        step: 0,
        isEnded: false,
      };
    case "SCHEDULED":
      return {
        title: "Scheduled",
        detail: `For ${order.scheduledFor ? describeOrderTime(order.scheduledFor, options) : ""}. The restaurant gets it in good time.`,
        step: 0,
        isEnded: false,
      };
    case "ACCEPTED": {
      const when = at(order.readyAt);
      const detail =
        order.type === "DELIVERY"
          ? `Arriving ${when}.`
          : order.type === "TABLE"
            ? `Coming to your table ${when}.`
            : `Ready for pick-up ${when}.`;
      return { title: "Accepted", detail: when ? detail : "The kitchen is on it.", step: 1, isEnded: false };
    }
    case "READY":
      return {
        title: "Ready",
        detail:
          order.type === "DELIVERY"
            ? "Your order is ready and on its way."
            : order.type === "TABLE"
              ? "Your order is ready and coming to your table."
              : "Your order is ready for pick-up.",
        step: 2,
        isEnded: false,
      };
    case "COMPLETED":
      return {
        title: "Completed",
        detail: "Enjoy your meal! Thank you for ordering.",
        step: 3,
        isEnded: true,
      };
    case "REJECTED":
      return {
        title: "Rejected",
        detail: order.reason || "The restaurant could not take your order.",
        step: -1,
        isEnded: true,
      };
    case "CANCELLED":
      return {
        title: "Cancelled",
        detail: order.reason || "The restaurant cancelled your order.",
        step: -1,
        isEnded: true,
      };
  }
}

export const ORDER_STEPS = ["Received", "Accepted", "Ready", "Completed"] as const;
