import type { Reservation } from "./reservations.ts";

// A booking as the host's book reads it, for tests: two guests confirmed at "Window 1", no note, no card, not yet
// answered a reminder. Each test names its id and times, and whatever else it is about.

export function testReservation(
  fields: Partial<Reservation> & Pick<Reservation, "id" | "time" | "endsAt">,
): Reservation {
  return {
    status: "CONFIRMED",
    party: 2,
    tableIds: ["table-1"],
    tables: [{ id: "table-1", name: "Window 1" }],
    guest: { name: "Guest", phone: "", email: "" },
    note: "",
    changeableUntil: fields.time,
    createdAt: "2026-12-01T10:00:00.000Z",
    guestConfirmedAt: null,
    guarantee: null,
    ...fields,
  };
}
