import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import { testReservation } from "../../../shared/reservations/test-reservation.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { ReservationsPage } from "./reservations-page.tsx";

// The reservation book as the host uses it (the only thing stood in for is the network; a phone is a screen
// whose width query matches).

// What a test stood in (the network, a phone's width), undone after it, last first.
const undo: (() => void)[] = [];
afterEach(() => {
  for (let step = undo.pop(); step; step = undo.pop()) step();
});

const DAY = "2026-12-04";
const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "Terrace", minSeats: 2, maxSeats: 4, combinableWith: [] },
  { id: "table-2", name: "Bar 1", area: "", minSeats: 1, maxSeats: 2, combinableWith: [] },
];

/** A booking whose guest left a phone number (the book shows it). */
const booking = (fields: Parameters<typeof testReservation>[0]) =>
  testReservation({ guest: { name: "Guest", phone: "+91 98765 43210", email: "" }, ...fields });

// On the business's clock in India (+05:30): the book reads 7:30 PM whatever zone the test machine is in.
const BOOKINGS: Reservation[] = [
  booking({
    id: "booking-1",
    time: `${DAY}T19:30:00+05:30`,
    endsAt: `${DAY}T21:15:00+05:30`,
    party: 4,
    guest: { name: "Ada Lovelace", phone: "+91 98765 43210", email: "" },
    note: "Window seat, please.",
  }),
  booking({
    id: "booking-2",
    status: "REQUESTED",
    time: `${DAY}T20:00:00+05:30`,
    endsAt: `${DAY}T21:30:00+05:30`,
    tableIds: ["table-2"],
    tables: [{ id: "table-2", name: "Bar 1" }],
    guest: { name: "Grace Hopper", phone: "+91 91234 56789", email: "" },
  }),
  booking({
    id: "booking-3",
    status: "CANCELLED",
    time: `${DAY}T20:00:00+05:30`,
    endsAt: `${DAY}T21:30:00+05:30`,
    party: 6,
    guest: { name: "Alan Turing", phone: "", email: "" },
  }),
];

const dashboard = () => testDashboard({ config: { timeZone: "Asia/Kolkata" } });

/** The API with the day's bookings; `answer` replaces the answer to a change when it gives one. */
function network(
  answer: (call: { method: string; path: string; body: unknown }) => unknown = () => undefined,
) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.endsWith("/reservations/settings"))
      return { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };
    if (call.path.endsWith("/tables")) return TABLES;
    if (call.path.endsWith("/waitlist")) return [];
    if (call.path.includes(`/reservations?date=${DAY}`)) return BOOKINGS;
    return BOOKINGS[0];
  });
  undo.push(calls.restore);
  return calls;
}

const dayReads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === "GET" && call.path.includes(`/reservations?date=${DAY}`)).length;

/** A phone: the book's width query matches, every other query does not. */
function onPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("max-width: 47.99em"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  undo.push(() => {
    window.matchMedia = original;
  });
}

const at = `/app/reservations?date=${DAY}`;

describe("the reservation book", () => {
  it("lays the day's bookings out by table, on the business's clock, with the guests arriving per time", async () => {
    network();
    renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: at });
    const timeline = await screen.findByRole("region", { name: "Bookings by table" });
    expect(
      within(timeline).getByRole("button", { name: "7:30 PM, Ada Lovelace, 4 guests, Confirmed" }),
    ).toBeTruthy();
    expect(
      within(timeline).getByRole("button", { name: "8:00 PM, Grace Hopper, 2 guests, Not confirmed yet" }),
    ).toBeTruthy();
    // A cancelled booking holds no table: listed apart, and left out of the counts.
    expect(within(timeline).queryByText("Alan Turing")).toBeNull();
    expect(
      within(screen.getByRole("region", { name: "Cancelled and no-shows" })).getByText("Alan Turing"),
    ).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Guests per time" });
    expect(within(summary).getByText("2 bookings, 6 guests")).toBeTruthy();
    expect(within(summary).getByText("7:30 PM: 4 guests")).toBeTruthy();
    expect(within(summary).getByText("8:00 PM: 2 guests")).toBeTruthy();
  });

  it("seats a booking from its block's menu and reads the day again", async () => {
    const api = network();
    const { user } = renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: at });
    await user.click(await screen.findByRole("button", { name: /^7:30 PM, Ada Lovelace/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Window seat, please.")).toBeTruthy();
    const before = dayReads(api.calls);
    await user.click(within(menu).getByRole("menuitem", { name: "Seat" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
        path: expect.stringMatching(/\/v1\/reservations\/booking-1\/status$/),
        body: { status: "SEATED" },
      }),
    );
    await waitFor(() => expect(dayReads(api.calls)).toBeGreaterThan(before));
  });

  it("asks before cancelling a booking", async () => {
    const api = network();
    const { user } = renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: at });
    await user.click(await screen.findByRole("button", { name: /^8:00 PM, Grace Hopper/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Grace Hopper's booking?" });
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
        path: expect.stringMatching(/\/v1\/reservations\/booking-2\/status$/),
        body: { status: "CANCELLED" },
      }),
    );
  });

  it("moves a booking to another table, and shows the server's sentence when that table is taken", async () => {
    const refusal = "That table is already booked at that time. Please choose another table or time.";
    const api = network(({ method }) =>
      method === "PUT"
        ? new Response(JSON.stringify({ status: 409, code: "TABLE_TAKEN", message: refusal }), {
            status: 409,
          })
        : undefined,
    );
    const { user } = renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: at });
    await user.click(await screen.findByRole("button", { name: /^7:30 PM, Ada Lovelace/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Move to another table or time" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Ada Lovelace's booking" });
    expect((within(dialog).getByRole("combobox", { name: "Time" }) as HTMLInputElement).value).toBe(
      "7:30 PM",
    );
    await user.click(within(dialog).getByRole("combobox", { name: "Table" }));
    await user.click(await screen.findByRole("option", { name: /^Bar 1/ }));
    await user.click(within(dialog).getByRole("button", { name: "Move" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(api.calls.find((call) => call.method === "PUT")).toMatchObject({
      path: expect.stringMatching(/\/v1\/reservations\/booking-1$/),
      body: { tableIds: ["table-2"] },
    });
  });

  it("lists the day by time on a phone, with the same actions in each booking's menu", async () => {
    onPhone();
    const api = network();
    const { user } = renderInDashboard(<ReservationsPage />, { dashboard: dashboard(), path: at });
    const list = await screen.findByRole("list", { name: "Bookings by time" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      "7:30 PM, Ada Lovelace",
      "8:00 PM, Alan Turing",
      "8:00 PM, Grace Hopper",
    ]);
    expect(screen.queryByRole("region", { name: "Bookings by table" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Actions for Grace Hopper at 8:00 PM" }));
    await user.click(await screen.findByRole("menuitem", { name: "Confirm" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
        path: expect.stringMatching(/\/v1\/reservations\/booking-2\/status$/),
        body: { status: "CONFIRMED" },
      }),
    );
  });
});
