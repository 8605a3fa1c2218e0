import { expect } from "vitest";
import { DEFAULT_RESERVATION_SETTINGS } from "../../src/shared/reservations/reservations.ts";
import type { Api } from "./api-client.ts";
import { createMember, createMenu, publishBusiness, type TestMember } from "./factories.ts";

// A restaurant that takes table bookings, as the booking tests set one up: published, open 17:00–22:00 every day
// in India (UTC+05:30 all year, no daylight saving) unless another zone is named, with the tables named.

export const EVENINGS = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((weekday) => [
    weekday,
    { open: true, hours: [{ start: "17:00", end: "22:00" }] },
  ]),
);

export interface BookingRestaurant extends TestMember {
  url: string;
  tables: Record<string, string>;
}

export async function bookingRestaurant(
  api: Api,
  options: {
    /** Seats "min-max" of each table, and who it joins. */
    tables?: Record<string, { seats: [number, number]; joins?: string[] }>;
    settings?: Partial<typeof DEFAULT_RESERVATION_SETTINGS>;
    timeZone?: string;
    /** Runs before the settings are saved (the owner connecting Stripe, say). */
    before?: (member: TestMember) => Promise<unknown>;
  } = {},
): Promise<BookingRestaurant> {
  const tables = options.tables ?? { two: { seats: [1, 2] }, four: { seats: [2, 4] } };
  const member = await createMember(api);
  await createMenu(api, member);
  const published = (await publishBusiness(api, member)) as { url: string };
  const hours = await api.put(
    `/v1/businesses/${member.businessId}/hours`,
    { hours: EVENINGS, timeZone: options.timeZone ?? "Asia/Kolkata" },
    member.token,
  );
  expect(hours.status).toBe(200);
  await options.before?.(member);
  const saved = await api.put(
    `/v1/businesses/${member.businessId}/reservations/settings`,
    { ...DEFAULT_RESERVATION_SETTINGS, enabled: true, ...options.settings },
    member.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const ids: Record<string, string> = {};
  for (const [name, table] of Object.entries(tables)) {
    const made = await api.post(
      `/v1/businesses/${member.businessId}/tables`,
      {
        name,
        area: "Main room",
        minSeats: table.seats[0],
        maxSeats: table.seats[1],
        combinableWith: (table.joins ?? []).map((other) => ids[other]),
      },
      member.token,
    );
    expect(made.status).toBe(201);
    ids[name] = made.body.id;
  }
  return { ...member, url: published.url, tables: ids };
}
