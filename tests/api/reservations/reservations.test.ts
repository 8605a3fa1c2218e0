import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { tableHolds } from "../../../src/server/db/schema.ts";
import { type LiveMessage, LiveMessageSchema } from "../../../src/shared/live/live.ts";
import { GUARANTEE_MESSAGES } from "../../../src/shared/reservations/guarantee.ts";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import { bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Table bookings. The app's clock stands still at 12:00 UTC tomorrow; the restaurants are in India (UTC+05:30 all
// year, no daylight saving), open 17:00–22:00 every day, and guests book the day after tomorrow unless a test says.

const DAY_MS = 24 * 3_600_000;
const today = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const clockNow = new Date(`${today}T12:00:00.000Z`);
const dayAfter = (days: number) => new Date(clockNow.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const day = dayAfter(2);
const at = (time: string, date = day) => `${date}T${time}:00+05:30`;

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({ clock: () => clockNow });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

/** A published restaurant taking bookings, with the tables named (seats "min-max", and who joins whom). */
const restaurant = (
  tables: Record<string, { seats: [number, number]; joins?: string[] }> = {
    two: { seats: [1, 2] },
    four: { seats: [2, 4] },
    six: { seats: [4, 6], joins: ["four"] },
  },
  settings: Partial<typeof DEFAULT_RESERVATION_SETTINGS> = {},
) => bookingRestaurant(api, { tables, settings });

const guest = { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.com" };

function book(
  place: { businessId: string },
  body: Record<string, unknown>,
  key = randomUUID(),
  lang?: string,
) {
  return api.call(
    "POST",
    `/v1/public/businesses/${place.businessId}/reservations${lang ? `?lang=${lang}` : ""}`,
    { body: { guest, ...body }, headers: { "idempotency-key": key } },
  );
}

const timesOf = (place: { businessId: string }, date: string, party: number) =>
  api.get(`/v1/public/businesses/${place.businessId}/reservation-times?date=${date}&party=${party}`);

const holdsOf = async (reservationId: string) =>
  t.database.db.select().from(tableHolds).where(eq(tableHolds.reservationId, reservationId));

describe("the owner's settings and tables", () => {
  it("starts off, with the usual rules, and keeps what the owner saves", async () => {
    const member = await createMember(api);
    const fresh = await api.get(`/v1/businesses/${member.businessId}/reservations/settings`, member.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual(DEFAULT_RESERVATION_SETTINGS);
    const changed = { ...DEFAULT_RESERVATION_SETTINGS, enabled: true, coversPer15: 12 };
    expect(
      (await api.put(`/v1/businesses/${member.businessId}/reservations/settings`, changed, member.token))
        .status,
    ).toBe(200);
    // A card guarantee needs the owner's Stripe account (tests/api/reservations/guarantee.test.ts has one).
    const guaranteed = await api.put(
      `/v1/businesses/${member.businessId}/reservations/settings`,
      { ...changed, guarantee: { fromParty: 6, noShowFee: 2500 } },
      member.token,
    );
    expect(guaranteed.status).toBe(400);
    expect(guaranteed.body.code).toBe("GUARANTEE_NEEDS_PAYMENTS");
    expect(guaranteed.body.message).toBe(GUARANTEE_MESSAGES.noPayments);
    const read = await api.get(`/v1/businesses/${member.businessId}/reservations/settings`, member.token);
    expect(read.body).toEqual(changed);
  });

  it("refuses settings that cannot work with a sentence, and keeps the earlier ones", async () => {
    const place = await restaurant();
    const bad = await api.put(
      `/v1/businesses/${place.businessId}/reservations/settings`,
      { ...DEFAULT_RESERVATION_SETTINGS, minParty: 6, maxParty: 2 },
      place.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The largest party cannot be smaller than the smallest.");
    const slot = await api.put(
      `/v1/businesses/${place.businessId}/reservations/settings`,
      { ...DEFAULT_RESERVATION_SETTINGS, slotMinutes: 20 },
      place.token,
    );
    expect(slot.body.message).toBe("Please choose times every 15, 30 or 60 minutes.");
    const read = await api.get(`/v1/businesses/${place.businessId}/reservations/settings`, place.token);
    expect(read.body.enabled).toBe(true);
    expect(read.body.maxParty).toBe(8);
  });

  it("lists, changes and removes tables; a neighbor must be one of the restaurant's own", async () => {
    const place = await restaurant();
    const other = await restaurant();
    const list = await api.get(`/v1/businesses/${place.businessId}/tables`, place.token);
    expect(list.body.map((table: { name: string }) => table.name)).toEqual(["four", "six", "two"]);
    expect(list.body.find((table: { name: string }) => table.name === "six").combinableWith).toEqual([
      place.tables.four,
    ]);

    const foreign = await api.post(
      `/v1/businesses/${place.businessId}/tables`,
      { name: "patio", minSeats: 1, maxSeats: 2, combinableWith: [other.tables.two] },
      place.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("TABLE_UNKNOWN");
    const upside = await api.post(
      `/v1/businesses/${place.businessId}/tables`,
      { name: "patio", minSeats: 4, maxSeats: 2 },
      place.token,
    );
    expect(upside.body.message).toBe("A table's most seats cannot be fewer than its fewest.");

    const renamed = await api.put(
      `/v1/businesses/${place.businessId}/tables/${place.tables.two}`,
      { name: "window", area: "Front", minSeats: 1, maxSeats: 2 },
      place.token,
    );
    expect(renamed.body).toMatchObject({ name: "window", area: "Front" });
    const removed = await api.delete(
      `/v1/businesses/${place.businessId}/tables/${place.tables.four}`,
      place.token,
    );
    expect(removed.status).toBe(204);
    const after = await api.get(`/v1/businesses/${place.businessId}/tables`, place.token);
    expect(after.body.map((table: { name: string }) => table.name)).toEqual(["window", "six"]);
    // The removed table is no one's neighbor any more.
    expect(after.body.find((table: { name: string }) => table.name === "six").combinableWith).toEqual([]);
  });

  it("keeps a table that has bookings ahead", async () => {
    const place = await restaurant({ two: { seats: [1, 2] } });
    expect((await book(place, { party: 2, time: at("19:00") })).status).toBe(201);
    const removed = await api.delete(
      `/v1/businesses/${place.businessId}/tables/${place.tables.two}`,
      place.token,
    );
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      "This table has bookings ahead. Move them to another table before removing it.",
    );
  });
});

describe("the times a guest is offered", () => {
  it("lists the evening's quarter hours on the restaurant's clock, all with room", async () => {
    const place = await restaurant();
    const times = await timesOf(place, day, 2);
    expect(times.status).toBe(200);
    expect(times.body[0]).toEqual({ time: at("17:00"), available: true });
    expect(times.body.at(-1)).toEqual({ time: at("21:45"), available: true });
    expect(times.body).toHaveLength(20);
  });

  it("greys the times whose only table is held, and those inside the notice", async () => {
    const place = await restaurant({ two: { seats: [1, 2] } });
    expect((await book(place, { party: 2, time: at("19:00") })).status).toBe(201);
    const times = await timesOf(place, day, 2);
    const open = (time: string) =>
      times.body.find((entry: { time: string }) => entry.time === at(time)).available;
    // A party of 2 stays 90 minutes: 17:45 would run into 19:00; 17:30 ends as it starts; 20:30 is free again.
    expect([open("17:30"), open("17:45"), open("19:00"), open("20:15"), open("20:30")]).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    // Today is 17:30 local (12:00 UTC): with 2 hours' notice, 19:30 is the first time with room.
    const tonight = await timesOf(place, today, 2);
    const firstFree = tonight.body.find((entry: { available: boolean }) => entry.available);
    expect(firstFree.time).toBe(at("19:30", today));
  });

  it("answers a day in the past or past the horizon with a sentence", async () => {
    const place = await restaurant();
    const past = await timesOf(place, dayAfter(-3), 2);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: "TOO_SOON", message: "Please choose today or a later day." });
    const far = await timesOf(place, dayAfter(90), 2);
    expect(far.body).toMatchObject({
      code: "TOO_FAR",
      message: "Tables can be booked up to 60 days ahead. Please choose an earlier day.",
    });
  });
});

describe("a guest books a table", () => {
  it("gets the smallest table that seats the party, confirmed, and a key to come back with", async () => {
    const place = await restaurant();
    const booked = await book(place, { party: 3, time: at("19:00"), note: "A high chair, please" });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: "CONFIRMED",
      party: 3,
      time: at("19:00"),
      endsAt: at("20:45"),
      tableIds: [place.tables.four],
      note: "A high chair, please",
      guest: { name: "Asha Rao", phone: "+919876543210", email: "asha@example.com" },
      changeableUntil: at("17:00"),
    });
    // 105 minutes for a party of 3: seven quarter hours held.
    expect(await holdsOf(booked.body.id)).toHaveLength(7);
    const seen = await api.get(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: booked.body.id, businessName: place.businessName });
    const wrongKey = await api.get(`/v1/public/reservations/${booked.body.id}?key=nope`);
    expect(wrongKey.status).toBe(404);
  });

  it("waits for the host's confirmation where the owner confirms by hand", async () => {
    const place = await restaurant(undefined, { autoConfirm: false });
    const booked = await book(place, { party: 2, time: at("18:00") });
    expect(booked.body.status).toBe("REQUESTED");
    const confirmed = await api.post(
      `/v1/reservations/${booked.body.id}/status`,
      { status: "CONFIRMED" },
      place.token,
    );
    expect(confirmed.body.status).toBe("CONFIRMED");
  });

  it("pushes two neighbors together for a party no single table seats", async () => {
    const place = await restaurant();
    const booked = await book(place, { party: 8, time: at("20:00") });
    expect(booked.status).toBe(201);
    expect([...booked.body.tableIds].sort()).toEqual([place.tables.four, place.tables.six].sort());
  });

  it("answers a retry with the same key as the first, and the key with another body with 409", async () => {
    const place = await restaurant();
    const key = randomUUID();
    const first = await book(place, { party: 2, time: at("18:00") }, key);
    const again = await book(place, { party: 2, time: at("18:00") }, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const other = await book(place, { party: 4, time: at("18:00") }, key);
    expect(other.status).toBe(409);
    const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
    expect(list.body).toHaveLength(1);
  });

  it("refuses what the restaurant does not take, with its sentence, and books nothing", async () => {
    const place = await restaurant();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ party: 12, time: at("19:00") }, "PARTY_SIZE", "Please choose a party of 1 to 8 guests."],
      [{ party: 2, time: at("19:00", dayAfter(-1)) }, "TOO_SOON", "Please choose today or a later day."],
      [
        { party: 2, time: at("18:00", today) },
        "TOO_SOON",
        "Please choose a later time: tables are booked at least 120 minutes ahead.",
      ],
      [
        { party: 2, time: at("19:00", dayAfter(61)) },
        "TOO_FAR",
        "Tables can be booked up to 60 days ahead. Please choose an earlier day.",
      ],
      [
        { party: 2, time: at("12:00") },
        "CLOSED",
        "The restaurant is closed at that time. Please choose another time.",
      ],
      [{ party: 2, time: at("19:05") }, "TIME_INVALID", "Please choose one of the times offered."],
    ];
    for (const [body, code, message] of cases) {
      const answer = await book(place, body);
      expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
        status: 400,
        code,
        message,
      });
    }
    const zero = await book(place, { party: 0, time: at("19:00") });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("Please choose how many guests are coming.");
    const huge = await book(place, { party: 10_001, time: at("19:00") });
    expect(huge.body.message).toBe("Please choose how many guests are coming.");
    const phone = await book(place, { party: 2, time: at("19:00"), guest: { ...guest, phone: "12" } });
    expect(phone.body.message).toBe("Please enter a valid phone number.");
    const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
    expect(list.body).toEqual([]);
  });

  it("answers in the guest's language", async () => {
    const place = await restaurant();
    const answer = await book(place, { party: 12, time: at("19:00") }, randomUUID(), "es");
    expect(answer.body.message).toBe("Elija un grupo de 1 a 8 personas.");
  });

  it("is refused where the owner takes no bookings", async () => {
    const place = await restaurant(undefined, { enabled: false });
    const answer = await book(place, { party: 2, time: at("19:00") });
    expect(answer.body).toMatchObject({
      code: "RESERVATIONS_OFF",
      message: "This restaurant is not taking table bookings online.",
    });
  });
});

describe("no table is booked twice and no quarter hour passes its guests", () => {
  it("gives the last table to one of 50 guests booking it at once", async () => {
    const place = await restaurant({ only: { seats: [1, 4] } }, { coversPer15: null });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        book(place, { party: 2, time: at("19:00"), guest: { ...guest, name: `Guest ${n}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === "RESERVATION_FULL")).toHaveLength(49);
    const holds = await t.database.db
      .select()
      .from(tableHolds)
      .where(eq(tableHolds.tableId, place.tables.only ?? ""));
    expect(holds).toHaveLength(6);
  });

  it("lets 50 guests at once fill a quarter hour's covers and no more", async () => {
    const tables = Object.fromEntries(
      Array.from({ length: 60 }, (_, n) => [
        `t${String(n).padStart(2, "0")}`,
        { seats: [1, 2] as [number, number] },
      ]),
    );
    const place = await restaurant(tables, { coversPer15: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book(place, { party: 2, time: at("19:00") })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const tablesUsed = new Set(answers.filter((a) => a.status === 201).flatMap((a) => a.body.tableIds));
    expect(tablesUsed.size).toBe(5);
    const times = await timesOf(place, day, 2);
    expect(times.body.find((entry: { time: string }) => entry.time === at("19:00")).available).toBe(false);
    expect(times.body.find((entry: { time: string }) => entry.time === at("19:15")).available).toBe(true);
  });
});

describe("the guest changes or cancels", () => {
  it("cancels before the cut-off, which frees the table for the next guest", async () => {
    const place = await restaurant({ two: { seats: [1, 2] } });
    const booked = await book(place, { party: 2, time: at("19:00") });
    expect((await book(place, { party: 2, time: at("19:00") })).body.code).toBe("RESERVATION_FULL");
    const cancelled = await api.post(
      `/v1/public/reservations/${booked.body.id}/cancel?key=${booked.body.key}`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("CANCELLED");
    expect(await holdsOf(booked.body.id)).toEqual([]);
    expect((await book(place, { party: 2, time: at("19:00") })).status).toBe(201);
    const changeAfter = await api.put(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`, {
      party: 1,
    });
    expect(changeAfter.body.message).toBe("This booking was cancelled and can no longer be changed.");
  });

  it("cannot cancel online past the cut-off", async () => {
    const place = await restaurant(undefined, { leadMinutes: 0, cancelCutoffMinutes: 180 });
    // Tonight at 19:30 local: two hours from the clock's 17:30, inside the three-hour cut-off.
    const booked = await book(place, { party: 2, time: at("19:30", today) });
    expect(booked.status).toBe(201);
    const late = await api.post(`/v1/public/reservations/${booked.body.id}/cancel?key=${booked.body.key}`);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: "TOO_LATE_TO_CANCEL",
      message: "This booking can no longer be changed online. Please call the restaurant.",
    });
    expect(await holdsOf(booked.body.id)).toHaveLength(6);
  });

  it("moves the booking to another time, its holds with it", async () => {
    const place = await restaurant();
    const booked = await book(place, { party: 2, time: at("19:00") });
    const moved = await api.put(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`, {
      time: at("20:00"),
      party: 4,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ time: at("20:00"), party: 4, tableIds: [place.tables.four] });
    const holds = await holdsOf(booked.body.id);
    expect(holds.map((hold) => hold.at.toISOString()).sort()[0]).toBe(new Date(at("20:00")).toISOString());
    expect(holds).toHaveLength(7);
  });
});

describe("the host runs the book", () => {
  it("lists the day by time, seats, completes, and refuses a move the status cannot make", async () => {
    const place = await restaurant();
    const late = await book(place, { party: 2, time: at("20:00") });
    const early = await book(place, { party: 4, time: at("18:00") });
    const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
    expect(list.status).toBe(200);
    expect(list.body.map((entry: { id: string }) => entry.id)).toEqual([early.body.id, late.body.id]);
    expect(list.body[0].tables).toEqual([{ id: place.tables.four, name: "four" }]);
    expect(
      (await api.get(`/v1/businesses/${place.businessId}/reservations?date=${dayAfter(3)}`, place.token))
        .body,
    ).toEqual([]);

    const seated = await api.post(
      `/v1/reservations/${early.body.id}/status`,
      { status: "SEATED" },
      place.token,
    );
    expect(seated.body.status).toBe("SEATED");
    const noShow = await api.post(
      `/v1/reservations/${early.body.id}/status`,
      { status: "NO_SHOW" },
      place.token,
    );
    expect(noShow.status).toBe(409);
    expect(noShow.body.message).toBe("This booking cannot be marked that way from where it is now.");
    const done = await api.post(
      `/v1/reservations/${early.body.id}/status`,
      { status: "COMPLETED" },
      place.token,
    );
    expect(done.body.status).toBe("COMPLETED");

    const gone = await api.post(
      `/v1/reservations/${late.body.id}/status`,
      { status: "NO_SHOW" },
      place.token,
    );
    expect(gone.body.status).toBe("NO_SHOW");
    expect(await holdsOf(late.body.id)).toEqual([]);
  });

  it("moves a booking to another table, and refuses one that would double-book", async () => {
    const place = await restaurant();
    const first = await book(place, { party: 2, time: at("19:00") });
    const second = await book(place, { party: 4, time: at("19:00") });
    expect(second.body.tableIds).toEqual([place.tables.four]);
    const clash = await api.put(
      `/v1/reservations/${first.body.id}`,
      { tableIds: [place.tables.four] },
      place.token,
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: "TABLE_TAKEN",
      message: "That table is already booked at that time. Please choose another table or time.",
    });
    expect((await holdsOf(first.body.id)).every((hold) => hold.tableId === place.tables.two)).toBe(true);
    const moved = await api.put(
      `/v1/reservations/${first.body.id}`,
      { tableIds: [place.tables.six] },
      place.token,
    );
    expect(moved.body.tables).toEqual([{ id: place.tables.six, name: "six" }]);
    const other = await restaurant();
    const foreign = await api.put(
      `/v1/reservations/${first.body.id}`,
      { tableIds: [other.tables.two] },
      place.token,
    );
    expect(foreign.body.code).toBe("TABLE_UNKNOWN");
  });

  it("answers another member 404 on the host's routes", async () => {
    const place = await restaurant();
    const intruder = await createMember(api);
    const booked = await book(place, { party: 2, time: at("19:00") });
    const answers = [
      await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, intruder.token),
      await api.post(`/v1/reservations/${booked.body.id}/status`, { status: "CANCELLED" }, intruder.token),
      await api.put(`/v1/reservations/${booked.body.id}`, { party: 1 }, intruder.token),
      await api.get(`/v1/businesses/${place.businessId}/tables`, intruder.token),
      await api.get(`/v1/businesses/${place.businessId}/reservations/settings`, intruder.token),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    const seen = await api.get(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`);
    expect(seen.body.status).toBe("CONFIRMED");
  });
});

describe("the host's dashboard hears of bookings live", () => {
  it("gets each new booking and each change on the owner's socket, with the booking's day", async () => {
    const place = await restaurant();
    const url = `${t.baseUrl.replace(/^http/, "ws")}/v1/businesses/${place.businessId}/live?token=${place.token}`;
    const socket = new WebSocket(url);
    const messages: LiveMessage[] = [];
    socket.on("message", (data) => messages.push(LiveMessageSchema.parse(JSON.parse(String(data)))));
    try {
      await expect.poll(() => messages.some((message) => message.type === "ready")).toBe(true);
      const booked = await book(place, { party: 2, time: at("19:00") });
      const heard = () =>
        messages.flatMap((message) =>
          message.type === "reservation"
            ? [[message.change, message.reservation.id, message.reservation.status, message.date]]
            : [],
        );
      // A message carries the booking as it is when the message goes out: the host seats the party once the new
      // booking has been heard, as a host does, or a busy machine may send "created" after the seating.
      await expect.poll(heard).toEqual([["created", booked.body.id, "CONFIRMED", day]]);
      await api.post(`/v1/reservations/${booked.body.id}/status`, { status: "SEATED" }, place.token);
      await expect.poll(heard).toEqual([
        ["created", booked.body.id, "CONFIRMED", day],
        ["updated", booked.body.id, "SEATED", day],
      ]);
    } finally {
      socket.close();
    }
  });
});
