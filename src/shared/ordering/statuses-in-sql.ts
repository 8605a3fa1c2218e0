import type { PrintOn } from "../printers/printers.ts";
import type { OrderStatus } from "./orders.ts";

// Rules about an order's status that SQL applies too: the sales rollups (drizzle/0049) and the printers' trigger
// (drizzle/0028). They are named once here; tests/api/server/statuses-in-sql.test.ts reads the functions the
// migrations left in the database and fails when they say otherwise, so a new status is added to both.

/** The statuses whose orders count in the sales figures: taken on by the kitchen and not turned down since. */
export const COUNTED_STATUSES = [
  "ACCEPTED",
  "READY",
  "OUT_FOR_DELIVERY",
  "COMPLETED",
] as const satisfies readonly OrderStatus[];

/**
 * When a printer prints an order by itself: an arrival printer as it reaches the kitchen (NEW, from nothing or
 * from these), an accept printer as it is accepted (ACCEPTED, from these). An order accepted while still
 * SCHEDULED never was NEW: the arrival printers print it then.
 */
export const PRINTER_MOVES = {
  arrival: { into: "NEW", from: ["PENDING_PAYMENT", "SCHEDULED"] },
  accept: { into: "ACCEPTED", from: ["NEW", "SCHEDULED"] },
} as const satisfies Record<PrintOn, { into: OrderStatus; from: readonly OrderStatus[] }>;

/**
 * Whether a printer of this kind has printed the order by itself already (the dashboard then offers a reprint):
 * the order is at its printing status, or accepted and on its way since (the counted statuses), which passed it.
 */
export function isPrintedBy(printOn: PrintOn, status: OrderStatus): boolean {
  return (
    status === PRINTER_MOVES[printOn].into || (COUNTED_STATUSES as readonly OrderStatus[]).includes(status)
  );
}
