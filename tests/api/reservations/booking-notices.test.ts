import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import type { TestMember } from "../../helpers/factories.ts";
import { bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// What a guest hears of their booking by mail: booked (with its calendar file), changed, cancelled by the
// restaurant, and the reminders a day and two hours before, which a moved booking's old times never send. One
// address gets at most 3 notices of a business an hour here (the app's limit), orders' and bookings' alike.
// The clock stands at 12:00 UTC tomorrow; the restaurant is in UTC, open 17:00–22:00.

const DAY_MS = 24 * 3_600_000;
const today = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const clockNow = new Date(`${today}T12:00:00.000Z`);
const day = new Date(clockNow.getTime() + 3 * DAY_MS).toISOString().slice(0, 10);
const at = (time: string) => `${day}T${time}:00+00:00`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string }[];
}

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    clock: () => clockNow,
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      guestNotices: { perHour: 4 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const restaurant = () =>
  bookingRestaurant(api, {
    tables: { A: { seats: [1, 4] }, B: { seats: [1, 4] } },
    timeZone: "UTC",
  });

const book = (place: TestMember, email: string, time = at("19:00")) =>
  api.call("POST", `/v1/public/businesses/${place.businessId}/reservations`, {
    body: { party: 2, time, guest: { name: "Mia", phone: "(415) 555-0133", email }, notify: { email: true } },
    headers: { "idempotency-key": randomUUID() },
  });

const mailsTo = (address: string) => (t.outbox() as OutboxMail[]).filter((mail) => mail.to === address);

/** Makes the booking's reminders due now, as the day before and two hours before would. */
async function remindersDue(reservationId: string) {
  await t.database.db.execute(
    sql`update jobs set run_at = now() - interval '1 second'
        where kind = 'booking-notice' and payload->>'reservationId' = ${reservationId} and failed_at is null`,
  );
  await t.app.jobs.drain();
}

describe("a guest's booking mails", () => {
  it("confirms the booking with its link and calendar file, once", async () => {
    const place = await restaurant();
    const email = `mia-${randomUUID()}@example.com`;
    const booked = await book(place, email);
    expect(booked.status).toBe(201);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your table is booked · /);
    expect(mails[0]?.text).toContain("A table for 2 guests on");
    expect(mails[0]?.text).toContain(`/bookings/${booked.body.id}?key=${booked.body.key}`);
    const calendar = mails[0]?.attachments?.[0];
    expect(calendar?.filename).toBe("booking.ics");
    expect(calendar?.content).toContain(`DTSTART:${day.replace(/-/g, "")}T190000Z`);
  });

  it("reminds a day and two hours before, and a moved booking only at its new time", async () => {
    const place = await restaurant();
    const email = `mia-${randomUUID()}@example.com`;
    const booked = await book(place, email);
    await t.app.jobs.drain();
    const moved = await api.put(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`, {
      time: at("20:00"),
    });
    expect(moved.status).toBe(200);
    await t.app.jobs.drain();
    expect(mailsTo(email).map((mail) => mail.subject.split(" · ")[0])).toEqual([
      "Your table is booked",
      "Your booking was changed",
    ]);
    await remindersDue(booked.body.id);
    const reminders = mailsTo(email).slice(2);
    expect(reminders.map((mail) => mail.subject.split(" · ")[0]).sort()).toEqual([
      "See you soon",
      "See you tomorrow",
    ]);
    expect(reminders.every((mail) => mail.text.includes("8:00 PM"))).toBe(true);

    // Each reminder asks whether the party is still coming: its link opens the page with the question, and only
    // the page's button (not the link, which a mail scanner may open) answers it.
    expect(reminders.every((mail) => mail.html.includes("Confirm or cancel"))).toBe(true);
    const link = /http:\/\/menu\.test(\S+&confirm=1)/.exec(reminders[0]?.text ?? "")?.[1];
    expect(link).toContain(`/bookings/${booked.body.id}?key=${booked.body.key}`);
    const asked = await fetch(`${t.baseUrl}${link}`);
    expect(await asked.text()).toContain("Are you still coming?");
    const view = () => api.get(`/v1/public/reservations/${booked.body.id}?key=${booked.body.key}`);
    expect((await view()).body.guestConfirmedAt).toBeNull();
    const answered = await fetch(`${t.baseUrl}${link?.split("?")[0]}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: booked.body.key }),
      redirect: "manual",
    });
    expect(answered.status).toBe(303);
    const confirmedAt = (await view()).body.guestConfirmedAt;
    expect(confirmedAt).toEqual(expect.any(String));
    const thanked = await fetch(`${t.baseUrl}${answered.headers.get("location")}`);
    expect(await thanked.text()).toContain("Thank you: the restaurant knows you&#39;re coming.");
    // Saying it again changes nothing; the host reads it on the day's list.
    const again = await api.post(
      `/v1/public/reservations/${booked.body.id}/confirm?key=${booked.body.key}`,
      {},
    );
    expect(again.body.guestConfirmedAt).toBe(confirmedAt);
    const day = (
      await api.get(
        `/v1/businesses/${place.businessId}/reservations?date=${at("20:00").slice(0, 10)}`,
        place.token,
      )
    ).body as { id: string; guestConfirmedAt: string | null }[];
    expect(day.find((booking) => booking.id === booked.body.id)?.guestConfirmedAt).toBe(confirmedAt);
  });

  it("a cancelled booking cannot be confirmed, and a wrong key finds nothing", async () => {
    const place = await restaurant();
    const booked = await book(place, `mia-${randomUUID()}@example.com`);
    const confirm = (key: string) =>
      api.post(`/v1/public/reservations/${booked.body.id}/confirm?key=${key}`, {});
    expect((await confirm("not-the-key")).status).toBe(404);
    await api.post(`/v1/public/reservations/${booked.body.id}/cancel?key=${booked.body.key}`, {});
    const refused = await confirm(booked.body.key);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("TOO_LATE_TO_CONFIRM");
    expect(refused.body.message).toBe("This booking was cancelled and can no longer be changed.");
  });

  it("tells the guest when the restaurant cancels, and holds back past the hourly limit", async () => {
    const place = await restaurant();
    const email = `mia-${randomUUID()}@example.com`;
    const first = await book(place, email, at("18:00"));
    await t.app.jobs.drain();
    const cancelled = await api.post(
      `/v1/reservations/${first.body.id}/status`,
      { status: "CANCELLED" },
      place.token,
    );
    expect(cancelled.body.status).toBe("CANCELLED");
    await t.app.jobs.drain();
    expect(mailsTo(email).map((mail) => mail.subject.split(" · ")[0])).toEqual([
      "Your table is booked",
      "Your booking is cancelled",
    ]);
    // Three more bookings to the same address within the hour: the limit (4) lets two through.
    for (const time of ["19:00", "20:00", "21:00"])
      expect((await book(place, email, at(time))).status).toBe(201);
    await t.app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(4);
  });
});
