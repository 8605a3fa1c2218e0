import { fill } from "../../shared/common/fill.ts";
import { formatTime, hhmmOnClock, localDate } from "../../shared/hours/business-clock.ts";
import type { OrderDay } from "../../shared/ordering/order-times.ts";
import { pacingWords } from "../../shared/ordering/order-words/pacing-words.ts";
import type { OrderingOptions } from "../../shared/ordering/orders.ts";
import { hasRoom, readSlotCaps, slotItems } from "../../shared/ordering/pacing.ts";
import type { Slot } from "../../shared/ordering/slots.ts";
import { callApi } from "./api.ts";
import type { Checkout } from "./checkout-state.ts";
import { pageLang } from "./words.ts";

// A business that paces its orders takes so many per quarter hour: ordering ahead offers only the quarter
// hours that still have room for this cart, as the server lists them (GET …/slots), and the review says when
// an order placed now would be ready. A time that filled up meanwhile is read again and the guest told.

type Days = OrderDay[];

/** Each checkout's slots by order type and day, read once; "loading" while on their way. */
const loaded = new WeakMap<Checkout, Map<string, Slot[] | "loading">>();

const zoneOf = (options: OrderingOptions) => ({
  timeZone: options.timeZone,
  offsetMinutes: options.timeZoneOffset,
});

/** "HH:mm" on the business's clock. */
const clockTime = (options: OrderingOptions, at: string): string =>
  hhmmOnClock(at, { timeZone: options.timeZone, offsetMinutes: options.timeZoneOffset });

export const isPaced = (options: OrderingOptions) => readSlotCaps(options.slotCapacity) !== null;

/**
 * The days the checkout offers, for a paced business: each day's times replaced by its slots with room for
 * this cart, days without any left out. While a day is still being read the answer is null, and `onLoaded`
 * draws the form again once every day is in.
 */
export function pacedDays(checkout: Checkout, days: Days, onLoaded: () => void): Days | null {
  const { options, details, page } = checkout;
  let byKey = loaded.get(checkout);
  if (!byKey) {
    byKey = new Map();
    loaded.set(checkout, byKey);
  }
  const caps = readSlotCaps(options.slotCapacity);
  const items = slotItems(checkout.lines, caps);
  const result: Days = [];
  let isLoading = false;
  for (const day of days) {
    const first = day.slots[0];
    if (!first) continue;
    const date = localDate(new Date(first.at), zoneOf(options));
    const key = `${details.type}|${date}`;
    const slots = byKey.get(key);
    if (slots === undefined) {
      byKey.set(key, "loading");
      const path = `/v1/public/businesses/${encodeURIComponent(page.businessId)}/slots?date=${date}&type=${details.type}`;
      callApi<Slot[]>("GET", path)
        .then((answer) => byKey.set(key, answer))
        // Unread, the day offers no time rather than one the server may refuse.
        .catch(() => byKey.set(key, []))
        .finally(() => {
          if (![...byKey.values()].includes("loading")) onLoaded();
        });
    }
    if (slots === undefined || slots === "loading") {
      isLoading = true;
      continue;
    }
    const open = slots.filter((slot) => hasRoom(slot, items));
    if (open.length > 0)
      result.push({
        ...day,
        slots: open.map((slot) => ({ at: slot.start, time: clockTime(options, slot.start) })),
      });
  }
  return isLoading ? null : result;
}

/** After SLOT_FULL: the slots are read again when the form is drawn next. */
export function forgetSlots(checkout: Checkout) {
  loaded.delete(checkout);
}

/** "Ready around 7:45 PM": the server's promise for an order placed now, on the business's clock. */
export function readyAround(options: OrderingOptions, promisedFor: string): string {
  return fill(pacingWords(pageLang()).readyAround, {
    time: formatTime(clockTime(options, promisedFor), options.use24HourFormat),
  });
}

export const slotTakenMessage = () => pacingWords(pageLang()).slotTaken;
