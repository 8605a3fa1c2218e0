import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { minutesText, tableName, timeText } from "./book-times.ts";
import type { DropPlace } from "./timeline-drop.ts";

// What a screen reader hears while a booking is dragged on the timeline. dnd-kit's own words name the block by
// its id, so these say the guest, the time and the table, in the timeline's hour format.

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this booking, drag it across to another time or up or down to another table. From the keyboard, press enter to open its menu and choose Move to another table or time.",
};

/** "7:30 PM at Window 1", or the time alone for a booking on no table. */
function whereText(time: string, names: readonly string[]): string {
  return names.length > 0 ? `${time} at ${names.map(tableName).join(" and ")}` : time;
}

/** Where a booking is now: its time and its tables. */
export function bookingPlaceText(booking: Reservation, use24HourFormat: boolean): string {
  return whereText(
    timeText(booking.time, use24HourFormat),
    booking.tables.map((table) => table.name),
  );
}

/** Where a drop would put a booking: its new time, and the new table or its own. */
export function dropPlaceText(
  booking: Reservation,
  place: DropPlace,
  tables: readonly DiningTable[],
  use24HourFormat: boolean,
): string {
  const table = tables.find((one) => one.id === place.tableId);
  return whereText(
    minutesText(place.minutes, use24HourFormat),
    table ? [table.name] : booking.tables.map((one) => one.name),
  );
}

export interface DragNow {
  booking: Reservation;
  /** Where it would land if let go now; null for nowhere, or where it already is. */
  place: DropPlace | null;
}

/**
 * The spoken steps of a drag. `now` reads the drag as the timeline last worked it out (dnd-kit calls the
 * timeline's handlers before it asks for these words); a place is said once, when it changes.
 */
export function dragAnnouncements(
  now: () => DragNow | null,
  tables: readonly DiningTable[],
  use24HourFormat: boolean,
): Announcements {
  // Said as the drag starts, this would cut "Picked up …" off before a screen reader reads it.
  const NOWHERE = "Not over a new place: letting go here leaves it where it is.";
  let said: string | undefined;
  const name = (booking: Reservation) => `${booking.guest.name}'s booking`;
  const from = (booking: Reservation) => bookingPlaceText(booking, use24HourFormat);
  const to = (drag: DragNow) =>
    drag.place ? dropPlaceText(drag.booking, drag.place, tables, use24HourFormat) : null;
  return {
    onDragStart() {
      const drag = now();
      said = NOWHERE;
      return drag ? `Picked up ${name(drag.booking)}, ${from(drag.booking)}.` : undefined;
    },
    onDragMove() {
      const drag = now();
      if (!drag) return undefined;
      const where = to(drag);
      const sentence = where ? `Over ${where}.` : NOWHERE;
      if (sentence === said) return undefined;
      said = sentence;
      return sentence;
    },
    onDragOver: () => undefined,
    onDragEnd() {
      const drag = now();
      if (!drag) return undefined;
      const where = to(drag);
      return where
        ? `${name(drag.booking)} was dropped at ${where}.`
        : `${name(drag.booking)} stays at ${from(drag.booking)}.`;
    },
    onDragCancel() {
      const drag = now();
      return drag
        ? `Moving ${name(drag.booking)} was cancelled: it stays at ${from(drag.booking)}.`
        : undefined;
    },
  };
}
