import type { Weekday } from "../../shared/common/constants.ts";
import { dayName } from "../../shared/common/day-names.ts";
import { fill } from "../../shared/common/fill.ts";
import { formatTime, localClock, localDate } from "../../shared/hours/business-clock.ts";
import { emptyHours, type HoursMap } from "../../shared/hours/hours.ts";
import { orderTimeSlots } from "../../shared/ordering/order-times.ts";
import type { OrderingOptions } from "../../shared/ordering/orders.ts";
import { pacedDays } from "./checkout-pacing.ts";
import { type Checkout, leadMinutes } from "./checkout-state.ts";
import { h, uniqueId } from "./dom.ts";
import { pageLang, words } from "./words.ts";

// When the order is wanted: as soon as possible, or a slot within the opening hours where the owner takes
// orders in advance. The slots are computed here, in the business's time zone, from the same rule the server
// checks a scheduled order with (shared/ordering/order-times.ts).

type SlotDays = ReturnType<typeof orderTimeSlots>;

export interface Schedule {
  /** The days with slots the guest may choose; none where ordering ahead is off or at a table. */
  slots: SlotDays;
  /** Whether "as soon as possible" is possible: the business is open now. */
  canNow: boolean;
  /** A paced business's slots are still being read: "Later" waits for them. */
  isLoading?: boolean;
}

const hoursOf = (options: OrderingOptions): HoursMap => (options.hours as HoursMap | null) ?? emptyHours();
const zoneOf = (options: OrderingOptions) => ({
  timeZone: options.timeZone,
  offsetMinutes: options.timeZoneOffset,
});
const timeText = (options: OrderingOptions, hhmm: string) => formatTime(hhmm, options.use24HourFormat);

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A slot's day: "Today", "Tomorrow", else its name through Intl, capitalized to stand alone. */
function dayLabel(day: { daysAhead: number; day: Weekday }): string {
  if (day.daysAhead === 0) return words.today;
  if (day.daysAhead === 1) return words.tomorrow;
  return capitalized(dayName(day.day, pageLang()));
}

/**
 * The slots open to this order now, keeping the guest's choice valid: closed now means the first slot is chosen
 * for them, and a chosen slot that has passed (or does not fit the new order type) falls back.
 */
export function schedule(checkout: Checkout, onSlotsLoaded: () => void = () => {}): Schedule {
  const { options, details } = checkout;
  const canSchedule = options.inAdvance && details.type !== "TABLE";
  const times = canSchedule
    ? orderTimeSlots({
        hours: hoursOf(options),
        zone: zoneOf(options),
        now: new Date(),
        leadMinutes: leadMinutes(options, details.type),
      })
    : [];
  // A paced business offers its quarter hours with room instead; until they are read, the choice stays.
  const paced = options.slotCapacity && times.length > 0 ? pacedDays(checkout, times, onSlotsLoaded) : times;
  const canNow = options.isOpen;
  if (!paced) return { slots: [], canNow, isLoading: true };
  const slots = paced;
  const first = slots[0]?.slots[0]?.at ?? "";
  if (!canNow && details.when === "" && first) details.when = first;
  if (details.when && !slots.some((day) => day.slots.some((slot) => slot.at === details.when)))
    details.when = canNow ? "" : first;
  return { slots, canNow };
}

function slotSelects(checkout: Checkout, slots: SlotDays, redraw: () => void) {
  const { details, options } = checkout;
  const dayIndex = Math.max(
    0,
    slots.findIndex((day) => day.slots.some((slot) => slot.at === details.when)),
  );
  const daySelect = h(
    "select",
    { id: uniqueId("day"), "data-focus": "when-day" },
    slots.map((day, index) => h("option", { value: index }, dayLabel(day))),
  );
  daySelect.value = String(dayIndex);
  const timeSelect = h(
    "select",
    { id: uniqueId("time"), "data-focus": "when-time" },
    (slots[dayIndex]?.slots ?? []).map((slot) =>
      h("option", { value: slot.at }, timeText(options, slot.time)),
    ),
  );
  if (details.when) timeSelect.value = details.when;
  daySelect.addEventListener("change", () => {
    details.when = slots[Number(daySelect.value)]?.slots[0]?.at ?? "";
    redraw();
  });
  timeSelect.addEventListener("change", () => {
    details.when = timeSelect.value;
  });
  return h(
    "div",
    { class: "pair" },
    h("label", { class: "field" }, words.day, daySelect),
    h("label", { class: "field" }, words.time, timeSelect),
  );
}

/** Now or later, and the day and time when later; nothing to choose when there are no slots. */
export function whenField(checkout: Checkout, { slots, canNow, isLoading }: Schedule, redraw: () => void) {
  const { details } = checkout;
  if (slots.length === 0 && !isLoading) return null;
  const now = h("input", { type: "radio", name: "when", value: "now", disabled: !canNow });
  now.checked = details.when === "";
  now.addEventListener("change", () => {
    details.when = "";
    redraw();
  });
  const later = h("input", { type: "radio", name: "when", value: "later", disabled: isLoading === true });
  later.checked = details.when !== "";
  later.addEventListener("change", () => {
    details.when = slots[0]?.slots[0]?.at ?? "";
    redraw();
  });
  return h(
    "fieldset",
    { class: "choices" },
    h("legend", {}, words.when),
    h("label", {}, now, h("span", {}, words.asap), h("small", { class: "p" }, canNow ? "" : words.closedNow)),
    h("label", {}, later, h("span", {}, words.later)),
    details.when ? slotSelects(checkout, slots, redraw) : null,
  );
}

/** A chosen slot as the review says it: "Today at 6:30 PM", "Friday at 18:30"… */
export function slotLabel(options: OrderingOptions, at: string): string {
  const days = orderTimeSlots({
    hours: hoursOf(options),
    zone: zoneOf(options),
    now: new Date(),
    leadMinutes: 0,
  });
  // Matched by the day on the business's calendar: a paced slot starts on a quarter hour, which the ten-minute
  // steps may not reach.
  const zone = zoneOf(options);
  const date = localDate(new Date(at), zone);
  const { minutes } = localClock(new Date(at), zone.timeZone, zone.offsetMinutes);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  for (const day of days) {
    const first = day.slots[0];
    if (!first || localDate(new Date(first.at), zone) !== date) continue;
    return capitalized(
      fill(day.daysAhead === 0 ? words.todayAt : day.daysAhead === 1 ? words.tomorrowAt : words.dayAt, {
        day: dayName(day.day, pageLang()),
        time: timeText(options, time),
      }),
    );
  }
  return new Date(at).toLocaleString(pageLang() ?? undefined);
}
