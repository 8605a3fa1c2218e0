import { countryCodeOf, normalizePhone } from "../../../shared/common/phone-number.ts";
import { businessClockOf, localClock, localDate } from "../../../shared/hours/business-clock.ts";
import type { HoursMap } from "../../../shared/hours/hours.ts";
import { readStoredHours } from "../../../shared/hours/hours-schema.ts";
import { isOpenAt, type Zone } from "../../../shared/ordering/order-times.ts";
import { bookingRefusals } from "../../../shared/reservations/booking-refusals.ts";
import {
  DEFAULT_RESERVATION_SETTINGS,
  HOLD_MINUTES,
  type ReservationSettings,
  ReservationSettingsSchema,
} from "../../../shared/reservations/reservations.ts";
import { badRequest, validationError } from "../../http/errors.ts";

// The rules a guest's booking meets before any table is looked for: the restaurant books, the party is one it
// takes, the time is on its grid, within its notice and horizon, and inside its hours. The owner's own moves
// skip them (the host decides), except the grid, which the tables are held on.

export interface BookingBusiness {
  id: string;
  name: string;
  country: string;
  config: Record<string, unknown>;
}

/** The business's clock and hours as bookings read them. */
export function bookingClock(business: BookingBusiness): { zone: Zone; hours: HoursMap } {
  const clock = businessClockOf(business.config);
  return {
    zone: { timeZone: clock.timeZone, offsetMinutes: clock.offsetMinutes },
    hours: readStoredHours(business.config.hours),
  };
}

/** Settings as stored; a row from an older shape falls back to the defaults rather than failing a guest. */
export function readSettings(stored: unknown): ReservationSettings {
  if (stored === undefined || stored === null) return DEFAULT_RESERVATION_SETTINGS;
  const parsed = ReservationSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_RESERVATION_SETTINGS;
}

const MINUTE = 60_000;

/** The instant is on the 15-minute grid that tables are held on (and on no second or millisecond between). */
export function onHoldGrid(start: Date, zone: Zone): boolean {
  return (
    start.getTime() % MINUTE === 0 &&
    localClock(start, zone.timeZone, zone.offsetMinutes ?? 0).minutes % HOLD_MINUTES === 0
  );
}

export interface GuestTimeCheck {
  settings: ReservationSettings;
  business: BookingBusiness;
  start: Date;
  party: number;
  now: Date;
  lang: string | null | undefined;
}

/** Refuses a guest's party and time with the restaurant's reason, in the guest's language. */
export function checkGuestBooking({ settings, business, start, party, now, lang }: GuestTimeCheck) {
  const refusals = bookingRefusals(lang);
  if (!settings.enabled) throw badRequest("RESERVATIONS_OFF", refusals.off);
  if (party < settings.minParty || party > settings.maxParty)
    throw badRequest("PARTY_SIZE", refusals.partySize(settings.minParty, settings.maxParty));
  const { zone, hours } = bookingClock(business);
  if (localDate(start, zone) < localDate(now, zone)) throw badRequest("TOO_SOON", refusals.dayPast);
  if (start.getTime() < now.getTime() + settings.leadMinutes * MINUTE)
    throw badRequest("TOO_SOON", refusals.tooSoon(settings.leadMinutes));
  if (start.getTime() > now.getTime() + settings.maxDaysAhead * 24 * 60 * MINUTE)
    throw badRequest("TOO_FAR", refusals.tooFar(settings.maxDaysAhead));
  const minutes = localClock(start, zone.timeZone, zone.offsetMinutes ?? 0).minutes;
  if (!onHoldGrid(start, zone) || minutes % settings.slotMinutes !== 0)
    throw badRequest("TIME_INVALID", refusals.offGrid);
  if (!isOpenAt(hours, start, zone)) throw badRequest("CLOSED", refusals.closed);
}

/** The day asked for is one the guest can book: not past, not beyond the horizon. */
export function checkGuestDay(
  settings: ReservationSettings,
  business: BookingBusiness,
  date: string,
  now: Date,
  lang: string | null | undefined,
) {
  const refusals = bookingRefusals(lang);
  if (!settings.enabled) throw badRequest("RESERVATIONS_OFF", refusals.off);
  const { zone } = bookingClock(business);
  if (date < localDate(now, zone)) throw badRequest("TOO_SOON", refusals.dayPast);
  const last = localDate(new Date(now.getTime() + settings.maxDaysAhead * 24 * 60 * MINUTE), zone);
  if (date > last) throw badRequest("TOO_FAR", refusals.tooFar(settings.maxDaysAhead));
}

/** The guest's phone in E.164, read in the business's country. */
export function guestPhone(
  phone: string,
  business: BookingBusiness,
  lang: string | null | undefined,
): string {
  const parsed = normalizePhone(phone, countryCodeOf(business.country));
  if (!parsed) throw validationError([{ path: "guest.phone", message: bookingRefusals(lang).phoneInvalid }]);
  return parsed.e164;
}
