import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { ReservationsPage } from "./reservations-page.tsx";

// Seating a walk-in from today's book, as the host does it: the only thing stood in for is the network.

let restore = () => {};
afterEach(() => restore());

const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "Terrace", minSeats: 2, maxSeats: 4, combinableWith: [] },
  { id: "table-2", name: "Bar 1", area: "", minSeats: 1, maxSeats: 2, combinableWith: [] },
];

const SEATED: Reservation = {
  id: "walk-in-1",
  status: "SEATED",
  time: "2026-12-04T19:30:00+05:30",
  endsAt: "2026-12-04T21:00:00+05:30",
  party: 3,
  tableIds: ["table-1"],
  tables: [{ id: "table-1", name: "Window 1" }],
  guest: { name: "Walk-in", phone: "", email: "" },
  note: "",
  changeableUntil: "2026-12-04T19:30:00+05:30",
  createdAt: "2026-12-04T14:00:00.000Z",
  guestConfirmedAt: null,
  guarantee: null,
};

type Call = { method: string; path: string; body: unknown };

/** The API with an empty day and nobody waiting; `answer` replaces the answer to a call when it gives one. */
function network(answer: (call: Call) => unknown = () => undefined) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.endsWith("/reservations/settings"))
      return { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };
    if (call.path.endsWith("/tables")) return TABLES;
    if (call.path.includes("/reservations?date=")) return [];
    if (call.path.endsWith("/waitlist")) return [];
    return {};
  });
  restore = calls.restore;
  return calls;
}

const dashboard = () => testDashboard({ config: { timeZone: "Asia/Kolkata" } });
const dayReads = (calls: Call[]) =>
  calls.filter((call) => call.method === "GET" && call.path.includes("/reservations?date=")).length;

describe("seating a walk-in", () => {
  it("is offered on today's page only", async () => {
    network();
    renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations?date=2020-01-01",
    });
    await screen.findByText("No bookings on this day.");
    expect(screen.queryByRole("button", { name: "Seat a walk-in" })).toBeNull();
  });

  it("seats the party at the table chosen, then reads the day again", async () => {
    const api = network(({ method, path }) =>
      method === "POST" && path.endsWith("/walk-ins")
        ? new Response(JSON.stringify(SEATED), { status: 201 })
        : undefined,
    );
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    await user.click(await screen.findByRole("button", { name: "Seat a walk-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Seat a walk-in" });
    expect((within(dialog).getByRole("combobox", { name: "Table" }) as HTMLInputElement).value).toBe(
      "Best free table",
    );
    const size = within(dialog).getByRole("textbox", { name: /^Party size/ });
    await user.clear(size);
    await user.type(size, "3");
    await user.click(within(dialog).getByRole("combobox", { name: "Table" }));
    await user.click(await screen.findByRole("option", { name: /^Window 1/ }));
    const before = dayReads(api.calls);
    await user.click(within(dialog).getByRole("button", { name: "Seat" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Seat a walk-in" })).toBeNull());
    expect(api.calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/v1/businesses/business-1/walk-ins",
      body: { party: 3, tableIds: ["table-1"] },
    });
    expect(dayReads(api.calls)).toBeGreaterThan(before);
  });

  it("shows the server's sentence in the dialog when no table is free", async () => {
    const refusal =
      "No table is free for this party now. Please choose a table or add them to the waiting list.";
    const api = network(({ method, path }) =>
      method === "POST" && path.endsWith("/walk-ins")
        ? new Response(JSON.stringify({ status: 409, code: "TABLE_TAKEN", message: refusal }), {
            status: 409,
          })
        : undefined,
    );
    const { user } = renderInDashboard(<ReservationsPage />, {
      dashboard: dashboard(),
      path: "/app/reservations",
    });
    await user.click(await screen.findByRole("button", { name: "Seat a walk-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Seat a walk-in" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Ada Lovelace");
    await user.click(within(dialog).getByRole("button", { name: "Seat" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v1/businesses/business-1/walk-ins",
      body: { party: 2, name: "Ada Lovelace" },
    });
    expect(screen.getByRole("dialog", { name: "Seat a walk-in" })).toBeTruthy();
  });
});
