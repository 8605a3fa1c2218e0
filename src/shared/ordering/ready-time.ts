import type { OrderType } from "./order-rules.ts";

// The time an accepted order is given means a different moment for each way it leaves: ready at the counter for a
// pick-up, at the table for a table order, at the guest's door for a delivery (its lead time includes the drive).
// The guest's page says "Arriving at 7:45 PM." for a delivery; the owner's screens and the printed tickets say the
// same moment in the same terms, so nobody reads a delivery's time as the moment it leaves the kitchen.

/** The words before the time, by order type. */
export const READY_TIME_WORDS: Record<OrderType, string> = {
  PICKUP: "Ready by",
  TABLE: "At the table by",
  DELIVERY: "Arriving by",
};

/** "Arriving by 7:45 PM" for a delivery, "Ready by 7:45 PM" for a pick-up: `time` already on the business's clock. */
export function readyTimeText(type: OrderType, time: string): string {
  return `${READY_TIME_WORDS[type]} ${time}`;
}
