import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableHolds } from "../../../src/server/db/schema.ts";
import {
  type BookingCall,
  bookInRush,
  bookingRushCounts,
} from "../../../src/server/features/reservations/booking-rush.ts";
import type { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { type BookingRestaurant, bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Guests of one business booking in the same instant are booked in one transaction (booking-rush.ts). Each must
// get what a guest alone gets: their own table, their own refusal, the key's earlier booking again. The calls are
// made in one turn of the event loop, as requests read together are, so that they share the rush for certain.

const DAY_MS = 24 * 3_600_000;
const clockNow = new Date(`${new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)}T12:00:00.000Z`);
const day = new Date(clockNow.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
const at = (time: string) => `${day}T${time}:00+05:30`;

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({ clock: () => clockNow });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const restaurant = (
  tables: Record<string, { seats: [number, number] }>,
  settings: Partial<typeof DEFAULT_RESERVATION_SETTINGS> = {},
) => bookingRestaurant(api, { tables, settings });

function call(
  place: BookingRestaurant,
  n: number,
  options: { party?: number; key?: string; name?: string } = {},
): BookingCall {
  return {
    db: t.database.db,
    jobs: t.app.jobs,
    businessId: place.businessId,
    request: {
      party: options.party ?? 2,
      time: at("19:00"),
      guest: { name: options.name ?? `Guest ${n}`, phone: "+91 98765 43210", email: "" },
      note: "",
    },
    idempotencyKey: options.key ?? randomUUID(),
    lang: null,
    now: clockNow,
  };
}

/** The calls made at once, settled; and how the database's booking rushes went meanwhile. */
async function atOnce(calls: BookingCall[]) {
  const db = t.database.db;
  const before = { ...bookingRushCounts(db) };
  const outcomes = await Promise.allSettled(calls.map((one) => bookInRush(one)));
  const after = bookingRushCounts(db);
  return {
    outcomes,
    counts: {
      together: after.together - before.together,
      fellBack: after.fellBack - before.fellBack,
      apart: after.apart - before.apart,
    },
  };
}

const booked = (outcome: PromiseSettledResult<Awaited<ReturnType<typeof bookInRush>>>) =>
  outcome.status === "fulfilled" ? outcome.value : undefined;
const refusal = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "rejected"
    ? (outcome.reason as { status: number; code: string; message: string })
    : undefined;

describe("guests of one business booking in the same instant", () => {
  it("share one transaction, and each table goes to one of them", async () => {
    const place = await restaurant({ a: { seats: [1, 2] }, b: { seats: [1, 2] }, c: { seats: [2, 4] } });
    const { outcomes, counts } = await atOnce(Array.from({ length: 20 }, (_, n) => call(place, n)));
    expect(counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    const rows = outcomes.map(booked).filter((answer) => answer !== undefined);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.flatMap((answer) => answer.row.tableIds))).toEqual(
      new Set(Object.values(place.tables)),
    );
    expect(rows.every((answer) => answer.fresh && answer.row.status === "CONFIRMED")).toBe(true);
    // The guests who came first get the tables, smallest first, as when each came alone.
    expect(rows.map((answer) => answer.row.guestName)).toEqual(["Guest 0", "Guest 1", "Guest 2"]);
    const refused = outcomes.map(refusal).filter((error) => error !== undefined);
    expect(refused).toHaveLength(17);
    expect(new Set(refused.map((error) => `${error.status} ${error.code}`))).toEqual(
      new Set(["400 RESERVATION_FULL"]),
    );
    for (const table of Object.values(place.tables)) {
      const holds = await t.database.db.select().from(tableHolds).where(eq(tableHolds.tableId, table));
      expect(holds).toHaveLength(6);
    }
  });

  it("count a quarter hour's guests one after another", async () => {
    const tables = Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`t${n}`, { seats: [1, 2] }]));
    const place = await restaurant(tables as Record<string, { seats: [number, number] }>, { coversPer15: 5 });
    const { outcomes, counts } = await atOnce(Array.from({ length: 6 }, (_, n) => call(place, n)));
    expect(counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    expect(outcomes.map((outcome) => booked(outcome)?.row.party ?? refusal(outcome)?.code)).toEqual([
      2,
      2,
      "RESERVATION_FULL",
      "RESERVATION_FULL",
      "RESERVATION_FULL",
      "RESERVATION_FULL",
    ]);
  });

  it("answer each guest their own: a key's earlier booking, a key reused, a refusal, a booking", async () => {
    const place = await restaurant({ a: { seats: [1, 2] }, b: { seats: [1, 4] } });
    // A name JSON and SQL both quote: the rows are sent to the database as JSON.
    const first = call(place, 1, { name: `Mira O'Neil "M" 🌶` });
    const reused = call(place, 2, { name: "Omar" });
    const made = [await bookInRush(first), await bookInRush(reused)];
    const { outcomes, counts } = await atOnce([
      first,
      { ...reused, request: { ...reused.request, party: 3 } },
      call(place, 3, { party: 40 }),
      call(place, 4, { name: "Lena" }),
    ]);
    expect(counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    const [again, conflict, tooMany, lena] = outcomes;
    expect(booked(again!)).toMatchObject({
      fresh: false,
      row: { id: made[0]?.row.id, guestName: `Mira O'Neil "M" 🌶` },
    });
    expect(refusal(conflict!)).toMatchObject({
      status: 409,
      code: "IDEMPOTENCY_CONFLICT",
      message: "This Idempotency-Key was already used for another booking. Please send a new key.",
    });
    expect(refusal(tooMany!)).toMatchObject({ status: 400, code: "PARTY_SIZE" });
    // Both tables are Mira's and Omar's: Lena is refused, and nothing of hers or the refused party is written.
    expect(refusal(lena!)).toMatchObject({ status: 400, code: "RESERVATION_FULL" });
    const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
    expect(list.body.map((row: { guest: { name: string } }) => row.guest.name).sort()).toEqual([
      `Mira O'Neil "M" 🌶`,
      "Omar",
    ]);
  });

  it("answer one key sent twice at once with one booking", async () => {
    const place = await restaurant({ a: { seats: [1, 2] }, b: { seats: [1, 2] } });
    const twice = call(place, 1);
    const { outcomes, counts } = await atOnce([twice, twice]);
    expect(counts).toEqual({ together: 0, fellBack: 0, apart: 1 });
    const rows = outcomes.map(booked);
    expect(rows[0]?.row.id).toBeDefined();
    expect(rows[1]?.row.id).toBe(rows[0]?.row.id);
    expect(rows.map((answer) => answer?.fresh).sort()).toEqual([false, true]);
  });

  it("are refused alike when the business is not there", async () => {
    const place = await restaurant({ a: { seats: [1, 2] } });
    const { outcomes } = await atOnce([
      { ...call(place, 1), businessId: "missing" },
      { ...call(place, 2), businessId: "missing" },
    ]);
    expect(outcomes.map((outcome) => refusal(outcome)?.status)).toEqual([404, 404]);
  });
});
