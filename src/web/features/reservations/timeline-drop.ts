import type { Zone } from "../../../shared/ordering/order-times.ts";
import { isoOnClock } from "../../../shared/reservations/booking-times.ts";
import {
  type DiningTable,
  HOLD_MINUTES,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import { quarterChoices, wallMinutes } from "./book-times.ts";

// Where a booking dragged on the timeline lands. The timeline is a grid: the day's minutes across its width, the
// table rows down. The drop is worked out in the grid's own pixels from where the pointer took the block and how
// far it went (dnd-kit's delta counts the frame's scrolling too), so it is pure, and a test needs no layout.

const DAY_MINUTES = 24 * 60;

export interface DropRow {
  key: string;
  /** The row's table; null for an area's heading or the bookings without a table, where nothing lands. */
  tableId: string | null;
  height: number;
}

export interface DropGrid {
  /** The hours shown, in minutes from the day's midnight. */
  range: { start: number; end: number };
  /** The hours' width in pixels. */
  width: number;
  /** The rows top to bottom, from just under the hours' header. */
  rows: readonly DropRow[];
}

export interface DragOrigin {
  rowKey: string;
  /** The booking's start, minutes from the day's midnight. */
  start: number;
  tableIds: readonly string[];
  /** Where the pointer took the block, in pixels from the top left corner of the rows. */
  grab: { x: number; y: number };
}

export interface DropPlace {
  /** The new start, minutes from the day's midnight, on the quarter-hour grid. */
  minutes: number;
  /** The row under the pointer, where the block is shown. */
  rowKey: string;
  /** The table it moves to; null when it stays on its own tables. */
  tableId: string | null;
}

/** The row `y` pixels down the rows, or undefined below the last. */
function rowAt(rows: readonly DropRow[], y: number): DropRow | undefined {
  let top = 0;
  for (const row of rows) {
    if (y < top + row.height) return row;
    top += row.height;
  }
  return undefined;
}

/**
 * Where a drag `delta` pixels away takes a booking: the time moves by as many minutes as the pixels across are
 * worth, to the nearest quarter hour (the server's grid), kept within the day and the hours shown; the table is
 * the row under the pointer. Null when it would land nowhere (off the rows, on an area's heading, on the row of
 * bookings without a table) or where it already is.
 */
export function dropPlace(
  grid: DropGrid,
  origin: DragOrigin,
  delta: { x: number; y: number },
): DropPlace | null {
  const x = origin.grab.x + delta.x;
  const y = origin.grab.y + delta.y;
  if (grid.width <= 0 || x < 0 || x > grid.width || y < 0) return null;
  const row = rowAt(grid.rows, y);
  if (!row) return null;
  // Another of the tables pushed together for it is still its own place: only the time can change there.
  const isOwnRow =
    row.key === origin.rowKey || (row.tableId !== null && origin.tableIds.includes(row.tableId));
  if (!isOwnRow && row.tableId === null) return null;
  const moved = origin.start + (delta.x / grid.width) * (grid.range.end - grid.range.start);
  const first = Math.max(0, grid.range.start);
  // A start after midnight belongs to the next day's book: the latest is the day's last quarter hour.
  const last = Math.min(DAY_MINUTES, grid.range.end) - HOLD_MINUTES;
  const minutes = Math.min(last, Math.max(first, Math.round(moved / HOLD_MINUTES) * HOLD_MINUTES));
  if (isOwnRow && minutes === origin.start) return null;
  return { minutes, rowKey: row.key, tableId: isOwnRow ? null : row.tableId };
}

/**
 * `minutes` of `date` as the server takes a booking's time: the move dialog's own choices, so the offset is the
 * business clock's at that hour. Null for a time a clock change skips.
 */
export function timeAt(date: string, minutes: number, zone: Zone): string | null {
  return quarterChoices(date, zone, false).find((choice) => choice.minutes === minutes)?.value ?? null;
}

/** A move as it is asked of the server, with the booking as it will be once taken, to show meanwhile. */
export interface TimelineMove {
  booking: Reservation;
  moved: Reservation;
  /** Only what changes, as the move dialog sends it: the server keeps the tables when only the time moves. */
  change: { time?: string; tableIds?: string[] };
}

/** The move a drop asks for, or null when it changes nothing. */
export function moveOf(
  booking: Reservation,
  place: DropPlace,
  { date, zone, tables }: { date: string; zone: Zone; tables: readonly DiningTable[] },
): TimelineMove | null {
  const isSameTime = place.minutes === wallMinutes(booking.time, date);
  const time = isSameTime ? booking.time : timeAt(date, place.minutes, zone);
  const table = place.tableId === null ? undefined : tables.find((one) => one.id === place.tableId);
  if (time === null || (place.tableId !== null && !table)) return null;
  const change = { ...(isSameTime ? {} : { time }), ...(table ? { tableIds: [table.id] } : {}) };
  if (!change.time && !change.tableIds) return null;
  const stay = Date.parse(booking.endsAt) - Date.parse(booking.time);
  const moved: Reservation = {
    ...booking,
    time,
    endsAt: isoOnClock(new Date(Date.parse(time) + stay), zone),
    ...(table ? { tableIds: [table.id], tables: [{ id: table.id, name: table.name }] } : {}),
  };
  return { booking, moved, change };
}
