import { useQuery } from "@tanstack/react-query";
import type {
  DiningTable,
  Reservation,
  ReservationSettings,
  ReservationStatus,
  TableInput,
  WaitlistEntry,
  WaitlistInput,
} from "../../shared/reservations/reservations.ts";
import { api } from "./client.ts";

// Table bookings: Settings → Reservations edits the rules and the tables, and the reservation book reads the
// day, moves bookings along, seats walk-ins and keeps the waiting list. Both screens read the tables, so the
// calls live here rather than in either.

const id = (value: string) => encodeURIComponent(value);
const business = (businessId: string) => `/businesses/${id(businessId)}`;

export const reservationSettingsKey = (businessId: string) => ["reservation-settings", businessId] as const;
export const diningTablesKey = (businessId: string) => ["dining-tables", businessId] as const;
export const waitlistKey = (businessId: string) => ["waitlist", businessId] as const;
export const dayBookingsKey = (businessId: string, date?: string) =>
  date ? (["day-bookings", businessId, date] as const) : (["day-bookings", businessId] as const);

/** How often an open book asks for the day again: guests book from their phones while the host looks. */
const BOOK_REFRESH_MS = 30_000;

export function useReservationSettings(businessId: string) {
  return useQuery({
    queryKey: reservationSettingsKey(businessId),
    queryFn: () => api.get<ReservationSettings>(`${business(businessId)}/reservations/settings`),
    meta: { handlesErrors: true },
  });
}

export const saveReservationSettings = (businessId: string, settings: ReservationSettings) =>
  api.put<ReservationSettings>(`${business(businessId)}/reservations/settings`, settings);

export function useDiningTables(businessId: string) {
  return useQuery({
    queryKey: diningTablesKey(businessId),
    queryFn: () => api.get<DiningTable[]>(`${business(businessId)}/tables`),
    meta: { handlesErrors: true },
  });
}

export const createDiningTable = (businessId: string, table: TableInput) =>
  api.post<DiningTable>(`${business(businessId)}/tables`, table);

export const updateDiningTable = (businessId: string, tableId: string, table: TableInput) =>
  api.put<DiningTable>(`${business(businessId)}/tables/${id(tableId)}`, table);

export const deleteDiningTable = (businessId: string, tableId: string) =>
  api.delete<null>(`${business(businessId)}/tables/${id(tableId)}`);

/** The bookings of one day on the business's calendar ("YYYY-MM-DD"), asked again while the book is open. */
export function useDayBookings(businessId: string, date: string) {
  return useQuery({
    queryKey: dayBookingsKey(businessId, date),
    queryFn: () => api.get<Reservation[]>(`${business(businessId)}/reservations`, { date }),
    refetchInterval: BOOK_REFRESH_MS,
    // The book says so in place: a toast every half minute while the connection is down would bury the page.
    meta: { handlesErrors: true },
  });
}

export type HostStatus = Exclude<ReservationStatus, "REQUESTED">;

export const setBookingStatus = (reservationId: string, status: HostStatus) =>
  api.post<Reservation>(`/reservations/${id(reservationId)}/status`, { status });

export const moveBooking = (reservationId: string, change: { time?: string; tableIds?: string[] }) =>
  api.put<Reservation>(`/reservations/${id(reservationId)}`, change);

/** A party seated on arrival: the best free table unless `tableIds` names one; 409 TABLE_TAKEN when none is free. */
export const seatWalkIn = (
  businessId: string,
  walkIn: { party: number; name?: string; tableIds?: string[] },
) => api.post<Reservation>(`${business(businessId)}/walk-ins`, walkIn);

/** The parties still in line, first come first, asked again while the book is open: waits grow by the minute. */
export function useWaitlist(businessId: string) {
  return useQuery({
    queryKey: waitlistKey(businessId),
    queryFn: () => api.get<WaitlistEntry[]>(`${business(businessId)}/waitlist`),
    refetchInterval: BOOK_REFRESH_MS,
    // The list says so in its card, as the book does.
    meta: { handlesErrors: true },
  });
}

export const addToWaitlist = (businessId: string, party: WaitlistInput) =>
  api.post<WaitlistEntry>(`${business(businessId)}/waitlist`, party);

/** "Table ready": the party is texted or mailed as they can be reached; pressed again, they are told again. */
export const notifyWaitlistParty = (entryId: string) =>
  api.post<WaitlistEntry>(`/waitlist/${id(entryId)}/notify`);

export const seatWaitlistParty = (entryId: string) =>
  api.post<WaitlistEntry>(`/waitlist/${id(entryId)}/seat`);

export const removeFromWaitlist = (entryId: string) => api.delete<WaitlistEntry>(`/waitlist/${id(entryId)}`);
