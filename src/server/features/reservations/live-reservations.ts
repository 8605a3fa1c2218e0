import { eq } from "drizzle-orm";
import { localDate } from "../../../shared/hours/business-clock.ts";
import type { Db } from "../../db/client.ts";
import { businesses, reservations } from "../../db/schema.ts";
import type { LoadReservation } from "../live/live.hub.ts";
import { bookingClock } from "./booking-rules.ts";
import { toHostReservations } from "./bookings.service.ts";

/** The booking a live message carries, written as the host's day list writes it. */
export function reservationLoader(db: Db): LoadReservation {
  return async (reservationId) => {
    const [found] = await db
      .select({ row: reservations, business: businesses })
      .from(reservations)
      .innerJoin(businesses, eq(businesses.id, reservations.businessId))
      .where(eq(reservations.id, reservationId))
      .limit(1);
    if (!found) return null;
    const [reservation] = await toHostReservations(db, found.business, [found.row]);
    if (!reservation) return null;
    return { reservation, date: localDate(found.row.startsAt, bookingClock(found.business).zone) };
  };
}
