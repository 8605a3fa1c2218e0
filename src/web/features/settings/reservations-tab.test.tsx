import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GUARANTEE_MESSAGES } from "../../../shared/reservations/guarantee.ts";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type ReservationSettings,
} from "../../../shared/reservations/reservations.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { ReservationsTab } from "./reservations-tab.tsx";

// Settings → Reservations as the owner uses it (the only thing stood in for is the network).

let restore = () => {};
afterEach(() => restore());

const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "Terrace", minSeats: 2, maxSeats: 4, combinableWith: ["table-2"] },
  { id: "table-2", name: "Window 2", area: "Terrace", minSeats: 2, maxSeats: 4, combinableWith: ["table-1"] },
  { id: "table-3", name: "Bar 1", area: "", minSeats: 1, maxSeats: 2, combinableWith: [] },
];

// Rules with a card guarantee already on: a save that leaves its section alone sends it back as it came.
const SAVED: ReservationSettings = {
  ...DEFAULT_RESERVATION_SETTINGS,
  guarantee: { fromParty: 8, noShowFee: 2500 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API with the saved rules and tables; `answer` replaces the answer to a change when it gives one. */
function network(
  answer: (call: { method: string; path: string; body: unknown }) => unknown = () => undefined,
  saved: ReservationSettings = SAVED,
) {
  const calls = answerApiCalls((call) => {
    const given = answer(call);
    if (given !== undefined) return given;
    if (call.path.endsWith("/reservations/settings")) return call.method === "PUT" ? call.body : saved;
    if (call.path.endsWith("/tables")) return TABLES;
    return {};
  });
  restore = calls.restore;
  return calls;
}

async function setNumber(name: string | RegExp, value: string) {
  const input = await screen.findByRole("textbox", { name });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe("the reservations tab", () => {
  it("saves the booking rules the owner typed, in the API's minutes, with the server's card guarantee kept", async () => {
    const api = network();
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    await user.click(await screen.findByRole("switch", { name: /^Take table bookings online/ }));
    await setNumber("Most guests in a booking", "12");
    await setNumber("Book at least this long ahead: hours", "3");
    await setNumber("Book at least this long ahead: minutes", "30");
    await user.click(screen.getByRole("checkbox", { name: "No limit" }));
    await user.click(screen.getByRole("radio", { name: /^By hand/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        ...DEFAULT_RESERVATION_SETTINGS,
        enabled: true,
        maxParty: 12,
        leadMinutes: 210,
        coversPer15: null,
        autoConfirm: false,
        guarantee: { fromParty: 8, noShowFee: 2500 },
      }),
    );
  });

  it("says what is wrong before sending rules the server would refuse", async () => {
    const api = network();
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    await setNumber("Fewest guests in a booking", "6");
    await setNumber("Most guests in a booking", "4");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The largest party cannot be smaller than the smallest.")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows the server's sentence when it refuses the rules", async () => {
    const refusal = "Your plan does not include table bookings. Please choose a plan with them.";
    network(({ method }) =>
      method === "PUT" ? json(402, { status: 402, code: "PLAN_REQUIRED", message: refusal }) : undefined,
    );
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    await user.click(await screen.findByRole("button", { name: "Save" }));

    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
  });

  it("lists the tables by area and adds one that can be pushed together with another", async () => {
    const api = network(({ method, path, body }) =>
      method === "POST" && path.endsWith("/tables") ? { id: "table-4", ...(body as object) } : undefined,
    );
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    const terrace = await screen.findByRole("region", { name: "Terrace" });
    expect(within(terrace).getByText("Window 1")).toBeTruthy();
    expect(within(terrace).getByText(/Pushed together with Window 2/)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "No area" })).getByText("Bar 1")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add table" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Bar 2");
    await user.click(within(dialog).getByRole("combobox", { name: "Can be pushed together with" }));
    await user.click(await screen.findByRole("option", { name: "Bar 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Add table" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
        name: "Bar 2",
        area: "",
        minSeats: 1,
        maxSeats: 4,
        combinableWith: ["table-3"],
      }),
    );
  });

  it("keeps a table that bookings ahead still hold, and says why", async () => {
    const refusal = "This table has bookings ahead. Move them to another table before removing it.";
    network(({ method }) =>
      method === "DELETE" ? json(409, { status: 409, code: "TABLE_BOOKED", message: refusal }) : undefined,
    );
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    await user.click(await screen.findByRole("button", { name: "Remove Bar 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Bar 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(screen.getByText("Bar 1", { selector: "p" })).toBeTruthy();
  });
});

describe("the card guarantee section", () => {
  it("asks big parties for a card, sending the fee in the currency's minor units", async () => {
    const api = network(undefined, DEFAULT_RESERVATION_SETTINGS);
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    const section = await screen.findByRole("group", { name: "Card guarantee" });
    // Off until the owner asks: no party size or fee to fill in.
    expect(within(section).queryByRole("textbox", { name: /^No-show fee/ })).toBeNull();
    await user.click(within(section).getByRole("switch", { name: "Hold big parties' tables with a card" }));
    await setNumber(/^For parties of/, "6");
    await setNumber(/^No-show fee/, "25");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        ...DEFAULT_RESERVATION_SETTINGS,
        guarantee: { fromParty: 6, noShowFee: 2500 },
      }),
    );
  });

  it("refuses a no-show fee of 0 before sending, and sends none once the guarantee is off", async () => {
    const api = network();
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    const section = await screen.findByRole("group", { name: "Card guarantee" });
    await setNumber(/^No-show fee/, "0");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await within(section).findByText("Please enter a no-show fee above 0.")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);

    await user.click(within(section).getByRole("switch", { name: "Hold big parties' tables with a card" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        ...DEFAULT_RESERVATION_SETTINGS,
        guarantee: null,
      }),
    );
  });

  it("shows by the guarantee that it needs a payments account, and leads to Payments", async () => {
    const message = GUARANTEE_MESSAGES.noPayments;
    network(({ method }) =>
      method === "PUT"
        ? json(400, {
            status: 400,
            code: "GUARANTEE_NEEDS_PAYMENTS",
            message,
            errors: [{ path: "guarantee", message }],
          })
        : undefined,
    );
    const { user } = renderInDashboard(<ReservationsTab />, { dashboard: testDashboard() });
    const section = await screen.findByRole("group", { name: "Card guarantee" });
    expect(within(section).queryByRole("link", { name: /Payments/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await within(section).findByText(message)).toBeTruthy();
    expect(
      within(section).getByRole("link", { name: "Go to Settings → Payments" }).getAttribute("href"),
    ).toBe("/app/settings/payments");
  });
});
