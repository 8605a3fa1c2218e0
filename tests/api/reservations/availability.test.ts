import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, tableHolds } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A day's times with room come from memory while nothing changes; a booking written by another instance (here:
// straight into the database, as another app process would) reaches this one through the "reservation_live"
// notice its row sends, and the time shows taken.

const DAY_MS = 24 * 3_600_000;
const today = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const clockNow = new Date(`${today}T12:00:00.000Z`);
const day = new Date(clockNow.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({ clock: () => clockNow });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

describe("a day's times with room", () => {
  it("follow a booking another instance wrote, by its notice", async () => {
    const place = await bookingRestaurant(api, { tables: { only: { seats: [1, 4] } } });
    const seven = async () => {
      const times = await api.get(
        `/v1/public/businesses/${place.businessId}/reservation-times?date=${day}&party=2`,
      );
      expect(times.status).toBe(200);
      return (times.body as { time: string; available: boolean }[]).find(
        (entry) => entry.time === `${day}T19:00:00+05:30`,
      )?.available;
    };
    expect(await seven()).toBe(true);

    const start = new Date(`${day}T19:00:00+05:30`);
    const id = randomUUID();
    await t.database.db.transaction(async (tx) => {
      await tx.insert(reservations).values({
        id,
        businessId: place.businessId,
        status: "CONFIRMED",
        startsAt: start,
        endsAt: new Date(start.getTime() + 90 * 60_000),
        party: 2,
        tableIds: [place.tables.only ?? ""],
        guestName: "Booked elsewhere",
        guestPhone: "+919876543210",
        guestKey: randomUUID(),
        idempotencyKey: randomUUID(),
        requestHash: "-",
      });
      await tx.insert(tableHolds).values(
        Array.from({ length: 6 }, (_, step) => ({
          tableId: place.tables.only ?? "",
          at: new Date(start.getTime() + step * 15 * 60_000),
          reservationId: id,
          businessId: place.businessId,
        })),
      );
    });
    await expect.poll(seven).toBe(false);
  });
});
