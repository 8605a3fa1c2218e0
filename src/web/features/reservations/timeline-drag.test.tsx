import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_RESERVATION_SETTINGS,
  type DiningTable,
  type Reservation,
} from "../../../shared/reservations/reservations.ts";
import { testReservation } from "../../../shared/reservations/test-reservation.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { NotificationsHost } from "../../ui/notifications-host.tsx";
import { ReservationsPage } from "./reservations-page.tsx";

// Moving a booking by dragging its block on the book's timeline, with dnd-kit's own pointer sensor fed pointer
// events. happy-dom lays nothing out: the hours take their least width, 14 pixels to a quarter hour from the
// day's first hour (6 PM here), and the rows sit under the 28-pixel header, 44 pixels each, at the page's top
// left corner. Only the network is stood in for.

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
  notifications.clean();
});

const DAY = "2026-12-04";
const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "", minSeats: 2, maxSeats: 4, combinableWith: [] },
  { id: "table-2", name: "Window 2", area: "", minSeats: 2, maxSeats: 4, combinableWith: [] },
];

const booking = testReservation;

const ADA = booking({
  id: "booking-1",
  time: `${DAY}T19:30:00+05:30`,
  endsAt: `${DAY}T21:15:00+05:30`,
  guest: { name: "Ada Lovelace", phone: "", email: "" },
});
const GRACE = booking({
  id: "booking-2",
  status: "COMPLETED",
  time: `${DAY}T18:00:00+05:30`,
  endsAt: `${DAY}T19:30:00+05:30`,
  tableIds: ["table-2"],
  tables: [{ id: "table-2", name: "Window 2" }],
  guest: { name: "Grace Hopper", phone: "", email: "" },
});
/** Ada's booking as the server saves it at 8:15 PM on Window 2. */
const ADA_MOVED: Reservation = {
  ...ADA,
  time: `${DAY}T20:15:00+05:30`,
  endsAt: `${DAY}T22:00:00+05:30`,
  tableIds: ["table-2"],
  tables: [{ id: "table-2", name: "Window 2" }],
};

const TAKEN = "That table is already booked at that time. Please choose another table or time.";

/** The API with the day's bookings; a PUT is answered by `onPut`, and the day read after it holds its answer. */
function network(onPut: () => Response | Promise<Response | Reservation> | Reservation = () => ADA_MOVED) {
  let day = [ADA, GRACE];
  const calls = answerApiCalls(async (call) => {
    if (call.method === "PUT") {
      const answer = await onPut();
      if (!(answer instanceof Response)) day = day.map((one) => (one.id === answer.id ? answer : one));
      return answer;
    }
    if (call.path.endsWith("/reservations/settings"))
      return { ...DEFAULT_RESERVATION_SETTINGS, enabled: true };
    if (call.path.endsWith("/tables")) return TABLES;
    if (call.path.endsWith("/waitlist")) return [];
    return day;
  });
  restore = calls.restore;
  return calls;
}

const puts = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method === "PUT");

function drawBook() {
  return renderInDashboard(
    <>
      <NotificationsHost />
      <ReservationsPage />
    </>,
    {
      dashboard: testDashboard({ config: { timeZone: "Asia/Kolkata" } }),
      path: `/app/reservations?date=${DAY}`,
    },
  );
}

/** Pixels from the hours' left edge to a time of the evening, the timeline starting at 6 PM. */
const x = (time: string) => ((Number(time.slice(0, 2)) - 18) * 60 + Number(time.slice(3, 5))) * (14 / 15);
/** Pixels from the page's top to the middle of a table's row. */
const y = (table: "Window 1" | "Window 2") => 28 + (table === "Window 1" ? 22 : 66);

const row = (table: string) => screen.getByRole("group", { name: table });
const blockIn = (place: HTMLElement, name: RegExp) => within(place).getByRole("button", { name });

/** Presses on `target` at `from`, moves past the drag's threshold, then on to `to`. */
function drag(target: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(target, { isPrimary: true, button: 0, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(document, { isPrimary: true, clientX: from.x + 10, clientY: from.y });
  fireEvent.pointerMove(document, { isPrimary: true, clientX: to.x, clientY: to.y });
}

const letGo = (at: { x: number; y: number }) =>
  fireEvent.pointerUp(document, { isPrimary: true, button: 0, clientX: at.x, clientY: at.y });

/** Ada's block on Window 1, once the day is read. */
async function adaBlock() {
  const window1 = await screen.findByRole("group", { name: "Window 1" });
  return within(window1).findByRole("button", { name: /^7:30 PM, Ada Lovelace/ });
}

const FROM = { x: x("19:30") + 10, y: y("Window 1") };
const TO = { x: x("20:15") + 10, y: y("Window 2") };

describe("dragging a booking on the timeline", () => {
  it("moves it to the time and table it is dropped on, showing it there while the server is asked", async () => {
    let answer = (_saved: Reservation) => {};
    const api = network(() => new Promise<Reservation>((resolve) => (answer = resolve)));
    drawBook();
    drag(await adaBlock(), FROM, TO);
    // Where it would land is outlined on Window 2's row, and said.
    expect(within(row("Window 2")).getByText("8:15 PM")).toBeTruthy();
    expect(await screen.findByText("Over 8:15 PM at Window 2.")).toBeTruthy();
    letGo(TO);

    expect(
      await screen.findByText("Ada Lovelace's booking was dropped at 8:15 PM at Window 2."),
    ).toBeTruthy();
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]).toMatchObject({
      path: expect.stringMatching(/\/v1\/reservations\/booking-1$/),
      body: { time: `${DAY}T20:15:00+05:30`, tableIds: ["table-2"] },
    });
    expect(blockIn(row("Window 2"), /^8:15 PM, Ada Lovelace/).getAttribute("aria-busy")).toBe("true");
    expect(within(row("Window 1")).queryByRole("button", { name: /Ada Lovelace/ })).toBeNull();

    answer(ADA_MOVED);
    expect(await screen.findByText("Moved to 8:15 PM at Window 2.")).toBeTruthy();
    await waitFor(() =>
      expect(blockIn(row("Window 2"), /^8:15 PM, Ada Lovelace/).getAttribute("aria-busy")).toBeNull(),
    );
    expect(within(row("Window 1")).queryByRole("button", { name: /Ada Lovelace/ })).toBeNull();
  });

  it("puts it back and shows the server's sentence when the table is taken", async () => {
    const api = network(
      () =>
        new Response(JSON.stringify({ status: 409, code: "TABLE_TAKEN", message: TAKEN }), { status: 409 }),
    );
    drawBook();
    drag(await adaBlock(), FROM, TO);
    letGo(TO);

    expect(await screen.findByText(TAKEN)).toBeTruthy();
    expect(puts(api.calls)).toHaveLength(1);
    const back = await within(row("Window 1")).findByRole("button", { name: /^7:30 PM, Ada Lovelace/ });
    expect(back.getAttribute("aria-busy")).toBeNull();
    expect(within(row("Window 2")).queryByRole("button", { name: /Ada Lovelace/ })).toBeNull();
  });

  it("sends nothing for a drop back where it was or off the rows", async () => {
    const api = network();
    drawBook();
    drag(await adaBlock(), FROM, { x: FROM.x + 40, y: FROM.y });
    expect(within(row("Window 1")).getByText("8:15 PM")).toBeTruthy();
    // Back to within half a quarter hour of where it was.
    fireEvent.pointerMove(document, { isPrimary: true, clientX: FROM.x + 3, clientY: FROM.y + 5 });
    letGo({ x: FROM.x + 3, y: FROM.y + 5 });
    expect(await screen.findByText("Ada Lovelace's booking stays at 7:30 PM at Window 1.")).toBeTruthy();

    drag(await adaBlock(), FROM, TO);
    expect(await screen.findByText("Over 8:15 PM at Window 2.")).toBeTruthy();
    // On below the last row.
    fireEvent.pointerMove(document, { isPrimary: true, clientX: TO.x, clientY: y("Window 2") + 60 });
    letGo({ x: TO.x, y: y("Window 2") + 60 });
    expect(await screen.findByText("Ada Lovelace's booking stays at 7:30 PM at Window 1.")).toBeTruthy();
    expect(within(row("Window 2")).queryByText("8:15 PM")).toBeNull();
    expect(puts(api.calls)).toEqual([]);
    expect(blockIn(row("Window 1"), /^7:30 PM, Ada Lovelace/)).toBeTruthy();
  });

  it("opens the booking's menu on a click that barely moves, and sends nothing", async () => {
    const api = network();
    drawBook();
    const ada = await adaBlock();
    fireEvent.pointerDown(ada, { isPrimary: true, button: 0, clientX: FROM.x, clientY: FROM.y });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: FROM.x + 4, clientY: FROM.y + 3 });
    fireEvent.pointerUp(document, { isPrimary: true, button: 0, clientX: FROM.x + 4, clientY: FROM.y + 3 });
    fireEvent.click(ada);

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Move to another table or time" })).toBeTruthy();
    expect(puts(api.calls)).toEqual([]);
  });

  it("keeps the block's name, and its menu on enter with Move… as the keyboard's way to move it", async () => {
    network();
    const { user } = drawBook();
    const ada = await adaBlock();
    expect(ada.getAttribute("aria-label")).toBe("7:30 PM, Ada Lovelace, 2 guests, Confirmed");
    ada.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await user.click(within(menu).getByRole("menuitem", { name: "Move to another table or time" }));
    expect(await screen.findByRole("dialog", { name: "Move Ada Lovelace's booking" })).toBeTruthy();
  });

  it("does not drag a booking that is over, and tells how to move one that can move", async () => {
    const api = network();
    drawBook();
    const grace = await within(await screen.findByRole("group", { name: "Window 2" })).findByRole("button", {
      name: /^6:00 PM, Grace Hopper, 2 guests, Completed/,
    });
    expect(grace.getAttribute("aria-describedby")).toBeNull();
    const described = document.getElementById((await adaBlock()).getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toMatch(/^To move this booking, drag it across to another time/);

    const from = { x: x("18:00") + 10, y: y("Window 2") };
    drag(grace, from, { x: x("19:30"), y: y("Window 1") });
    letGo({ x: x("19:30"), y: y("Window 1") });
    // The press was a click all the same: its menu opens, the sign that the page has taken the events in.
    fireEvent.click(grace);
    expect(await screen.findByRole("menu")).toBeTruthy();
    expect(within(row("Window 1")).queryByText("7:30 PM")).toBeNull();
    expect(puts(api.calls)).toEqual([]);
    expect(blockIn(row("Window 2"), /^6:00 PM, Grace Hopper/)).toBe(grace);
  });

  it("leaves a finger's swipe to scroll the timeline, and drags once a finger has rested on the block", async () => {
    const api = network();
    drawBook();
    const ada = await adaBlock();
    const touch = { isPrimary: true, button: 0, pointerType: "touch" };
    fireEvent.pointerDown(ada, { ...touch, clientX: FROM.x, clientY: FROM.y });
    fireEvent.pointerMove(document, { ...touch, clientX: FROM.x + 10, clientY: FROM.y });
    fireEvent.pointerMove(document, { ...touch, clientX: TO.x, clientY: TO.y });
    fireEvent.touchStart(ada, { touches: [{ clientX: FROM.x, clientY: FROM.y }] });
    fireEvent.touchMove(ada, { touches: [{ clientX: FROM.x + 10, clientY: FROM.y }] });
    fireEvent.touchMove(ada, { touches: [{ clientX: TO.x, clientY: TO.y }] });
    expect(within(row("Window 2")).queryByText("8:15 PM")).toBeNull();
    fireEvent.pointerUp(document, { ...touch, clientX: TO.x, clientY: TO.y });
    fireEvent.touchEnd(ada, { changedTouches: [{ clientX: TO.x, clientY: TO.y }] });

    // Only dnd-kit's wait for the finger to rest runs on a fake clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.touchStart(ada, { touches: [{ clientX: FROM.x, clientY: FROM.y }] });
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    fireEvent.touchMove(ada, { touches: [{ clientX: TO.x, clientY: TO.y }] });
    expect(within(row("Window 2")).getByText("8:15 PM")).toBeTruthy();
    fireEvent.touchEnd(ada, { changedTouches: [{ clientX: TO.x, clientY: TO.y }] });
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1));
    expect(puts(api.calls)[0]?.body).toEqual({ time: `${DAY}T20:15:00+05:30`, tableIds: ["table-2"] });
  });
});
