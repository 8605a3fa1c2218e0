import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { chargeFailureSentence, type GuaranteeView } from "../../../shared/reservations/guarantee.ts";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { ReservationsPage } from "./reservations-page.tsx";

// The card guarantee in the reservation book, as the host reads it and marks a no-show (the only thing stood in
// for is the network; a phone is a screen whose width query matches).

// What a test stood in (the network, a phone's width), undone after it, last first.
const undo: (() => void)[] = [];
afterEach(() => {
  for (let step = undo.pop(); step; step = undo.pop()) step();
});

const DAY = "2026-12-04";
const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "", minSeats: 2, maxSeats: 8, combinableWith: [] },
];

function guarantee(fields: Partial<GuaranteeView> & Pick<GuaranteeView, "state">): GuaranteeView {
  return { noShowFee: 2500, currencyCode: "USD", card: null, failureCode: null, ...fields };
}

function booking(id: string, name: string, from: string, fields: Partial<Reservation>): Reservation {
  return {
    id,
    status: "CONFIRMED",
    party: 6,
    tableIds: ["table-1"],
    tables: [{ id: "table-1", name: "Window 1" }],
    guest: { name, phone: "", email: "" },
    note: "",
    time: `${DAY}T${from}:00+05:30`,
    endsAt: `${DAY}T${from.slice(0, 2)}:59:00+05:30`,
    changeableUntil: `${DAY}T${from}:00+05:30`,
    createdAt: "2026-12-01T10:00:00.000Z",
    guestConfirmedAt: null,
    guarantee: null,
    ...fields,
  };
}

const HELD = booking("held", "Ada Lovelace", "18:00", {
  guestConfirmedAt: `${DAY}T09:00:00+05:30`,
  guarantee: guarantee({ state: "CARD_SAVED", card: { brand: "visa", last4: "4242" } }),
});
const CHARGED = booking("charged", "Grace Hopper", "19:00", {
  status: "NO_SHOW",
  guarantee: guarantee({ state: "CHARGED", card: { brand: "mastercard", last4: "4444" } }),
});
const FAILED = booking("failed", "Alan Turing", "20:00", {
  status: "NO_SHOW",
  guarantee: guarantee({
    state: "CHARGE_FAILED",
    card: { brand: "amex", last4: "0005" },
    failureCode: "authentication_required",
  }),
});
const RELEASED = booking("released", "Edsger Dijkstra", "21:00", {
  status: "COMPLETED",
  guarantee: guarantee({ state: "RELEASED", card: { brand: "visa", last4: "1881" } }),
});

function network(bookings: Reservation[]) {
  const calls = answerApiCalls((call) => {
    if (call.path.endsWith("/reservations/settings"))
      return { ...DEFAULT_RESERVATION_SETTINGS, enabled: true, guarantee: { fromParty: 6, noShowFee: 2500 } };
    if (call.path.endsWith("/tables")) return TABLES;
    if (call.path.endsWith("/waitlist")) return [];
    if (call.path.includes(`/reservations?date=${DAY}`)) return bookings;
    return bookings[0];
  });
  undo.push(calls.restore);
  return calls;
}

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

const render = () =>
  renderInDashboard(<ReservationsPage />, {
    dashboard: testDashboard({ config: { timeZone: "Asia/Kolkata" } }),
    path: `/app/reservations?date=${DAY}`,
  });

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === "POST");

describe("a booking's card guarantee in the book", () => {
  it("says on a phone whose card is held, charged, or not charged and why", async () => {
    network([HELD, CHARGED, FAILED, RELEASED]);
    onPhone();
    render();
    const list = await screen.findByRole("list", { name: "Bookings by time" });
    const row = (label: string) => within(within(list).getByRole("listitem", { name: label }));

    expect(row("6:00 PM, Ada Lovelace").getByText("Card held: Visa ··4242")).toBeTruthy();
    // Ada answered a reminder that she is coming; nobody else did.
    expect(row("6:00 PM, Ada Lovelace").getByText("The guest confirmed they're coming")).toBeTruthy();
    expect(within(list).getAllByText("The guest confirmed they're coming")).toHaveLength(1);
    expect(row("7:00 PM, Grace Hopper").getByText("No-show fee charged: $25.00")).toBeTruthy();
    expect(row("8:00 PM, Alan Turing").getByText("No-show fee not charged")).toBeTruthy();
    expect(
      row("8:00 PM, Alan Turing").getByText(chargeFailureSentence("authentication_required")),
    ).toBeTruthy();
    // A released card is history: the row leaves it out, the booking's details keep it.
    expect(row("9:00 PM, Edsger Dijkstra").queryByText(/Card/)).toBeNull();
  });

  it("shows a released card in the booking's details only", async () => {
    network([RELEASED]);
    onPhone();
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Actions for Edsger Dijkstra at 9:00 PM" }));
    expect(within(await screen.findByRole("menu")).getByText("Card released")).toBeTruthy();
  });

  it("names the held card on its timeline block, and in its details", async () => {
    network([HELD]);
    const { user } = render();
    const block = await screen.findByRole("button", {
      name: "6:00 PM, Ada Lovelace, 6 guests, Confirmed, Card held: Visa ··4242",
    });
    await user.click(block);
    expect(within(await screen.findByRole("menu")).getByText("Card held: Visa ··4242")).toBeTruthy();
  });

  it("asks before a no-show charges the held card, and sends the no-show only once the host says yes", async () => {
    const api = network([HELD]);
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: /^6:00 PM, Ada Lovelace/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark as no-show" }));

    const dialog = await screen.findByRole("dialog", { name: "Mark as a no-show?" });
    expect(
      within(dialog).getByText("The card held for this booking will be charged the no-show fee of $25.00."),
    ).toBeTruthy();
    expect(posts(api.calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(api.calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: /^6:00 PM, Ada Lovelace/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark as no-show" }));
    const again = await screen.findByRole("dialog", { name: "Mark as a no-show?" });
    expect(posts(api.calls)).toEqual([]);
    await user.click(within(again).getByRole("button", { name: "Mark no-show and charge $25.00" }));

    await waitFor(() =>
      expect(posts(api.calls)).toEqual([
        expect.objectContaining({
          path: expect.stringMatching(/\/v1\/reservations\/held\/status$/),
          body: { status: "NO_SHOW" },
        }),
      ]),
    );
  });
});
