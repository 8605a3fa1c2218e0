import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { publishBusiness } from "../../helpers/factories.ts";
import { bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The guest's booking pages, as a browser without script uses them: the form's GET shows a day's times, its POST
// books and sends the guest to the booking's page, which cancels and hands out a calendar file. The clock stands
// at 12:00 UTC tomorrow; the restaurant is in UTC, open 17:00–22:00.

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

const restaurant = (enabled = true) =>
  bookingRestaurant(api, {
    tables: { Window: { seats: [1, 4] } },
    settings: { enabled },
    timeZone: "UTC",
  });

const page = (path: string) => fetch(`${t.baseUrl}${path}`, { redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const details = { name: "Ana Lima", phone: "(415) 555-0142", email: "ana@example.com", note: "" };

describe("the booking form", () => {
  it("shows the day's times with room for the party, and books through the form without script", async () => {
    const place = await restaurant();
    const form = await page(`/m/${place.url}/book?party=2&date=${day}`);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("no-store");
    const html = await form.text();
    expect(html).toContain(`value="${day}T17:00:00+00:00"`);
    expect(html).toContain(`value="${day}T21:45:00+00:00"`);
    const formKey = /name="formKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(formKey).not.toBe("");

    const fields = { formKey, party: "2", date: day, time: `${day}T19:00:00+00:00`, ...details };
    const booked = await post(`/m/${place.url}/book`, fields);
    expect(booked.status).toBe(303);
    const location = booked.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^/m/${place.url}/bookings/[^?]+\\?key=`));
    // A second tap on "Book" sends the same form: the same booking, not a second one.
    const again = await post(`/m/${place.url}/book`, fields);
    expect(again.headers.get("location")).toBe(location);
    const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ party: 2, guest: { name: "Ana Lima", phone: "+14155550142" } });

    const view = await page(location);
    const viewHtml = await view.text();
    expect(view.status).toBe(200);
    expect(viewHtml).toContain("Your table is booked");
    expect(viewHtml).toContain("2 guests");
    expect(viewHtml).toContain("Add to your calendar");
    // The 19:00 time is now greyed for the next guest.
    const next = await (await page(`/m/${place.url}/book?party=2&date=${day}`)).text();
    expect(next).toMatch(new RegExp(`value="${day}T19:00:00\\+00:00" required disabled`));
  });

  it("answers a refusal with the form, the reason above it and what the guest typed", async () => {
    const place = await restaurant();
    const refused = await post(`/m/${place.url}/book`, {
      formKey: "form-key-refused",
      party: "2",
      date: day,
      time: `${day}T12:00:00+00:00`,
      ...details,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("The restaurant is closed at that time. Please choose another time.");
    expect(html).toContain('value="Ana Lima"');
    const noTime = await post(`/m/${place.url}/book`, {
      formKey: "form-key-no-time",
      party: "2",
      date: day,
      ...details,
    });
    expect(await noTime.text()).toContain("Please choose a time.");
  });

  it("speaks the guest's language", async () => {
    const place = await restaurant();
    await api.patch(
      `/v1/businesses/${place.businessId}`,
      { config: { languages: ["en", "es"] } },
      place.token,
    );
    await publishBusiness(api, place);
    const html = await (await page(`/m/${place.url}/book?party=2&date=${day}&lang=es`)).text();
    expect(html).toContain("Reservar mesa en");
    expect(html).toContain("2 personas");
  });

  it("is not there where the owner takes no bookings", async () => {
    const place = await restaurant(false);
    expect((await page(`/m/${place.url}/book`)).status).toBe(404);
    const guestPage = await (await page(`/m/${place.url}`)).text();
    expect(guestPage).not.toContain("Book a table");
  });
});

describe("the booking's page", () => {
  it("cancels, hands out a calendar file, and opens only with its key", async () => {
    const place = await restaurant();
    const booked = await post(`/m/${place.url}/book`, {
      formKey: "form-key-cancel-1",
      party: "3",
      date: day,
      time: `${day}T20:00:00+00:00`,
      ...details,
    });
    const location = booked.headers.get("location") ?? "";
    const [path, query] = location.split("?");
    const calendar = await page(`${path}/calendar.ics?${query}`);
    expect(calendar.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = await calendar.text();
    expect(ics).toContain(`DTSTART:${day.replace(/-/g, "")}T200000Z`);
    expect(ics).toContain(`DTEND:${day.replace(/-/g, "")}T214500Z`);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    expect((await page(`${path}?key=wrong`)).status).toBe(404);
    const key = new URLSearchParams(query).get("key") ?? "";
    const cancelled = await post(`${path}/cancel`, { key });
    expect(cancelled.status).toBe(303);
    expect(await (await page(location)).text()).toContain("Your booking is cancelled");
  });
});

describe("Book a table on the guest page and the link page", () => {
  it("appears once the owner turns bookings on, without a publish", async () => {
    const place = await restaurant(false);
    expect(await (await page(`/l/${place.url}`)).text()).not.toContain("Book a table");
    await api.put(
      `/v1/businesses/${place.businessId}/reservations/settings`,
      { ...DEFAULT_RESERVATION_SETTINGS, enabled: true },
      place.token,
    );
    const guestPage = await (await page(`/m/${place.url}`)).text();
    expect(guestPage).toContain(`href="/m/${place.url}/book"`);
    expect(await (await page(`/l/${place.url}`)).text()).toContain("Book a table");
  });
});
