import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { renderInDashboard } from "../../test-utils.tsx";
import { BookingTimeline } from "./booking-timeline.tsx";

// Where the timeline's hours open. happy-dom lays nothing out, so the hours are as wide as the least width the
// timeline gives them: a quarter hour 14 pixels, a whole day 96 quarters, 1344 pixels.

const DAY = "2026-12-04";
const NEXT_DAY = "2026-12-05";
const ALL_DAY = { start: 0, end: 24 * 60 };
const DAY_WIDTH = 1344;
const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "", minSeats: 2, maxSeats: 4, combinableWith: [] },
];

/** A booking on Window 1 from `from` to `to` ("HH:MM") on `date`. */
function booking(
  id: string,
  from: string,
  to: string,
  { date = DAY, status = "CONFIRMED" }: { date?: string; status?: Reservation["status"] } = {},
): Reservation {
  return {
    id,
    status,
    party: 2,
    tableIds: ["table-1"],
    tables: [{ id: "table-1", name: "Window 1" }],
    guest: { name: `Guest ${id}`, phone: "", email: "" },
    note: "",
    time: `${date}T${from}:00+05:30`,
    endsAt: `${date}T${to}:00+05:30`,
    changeableUntil: `${date}T${from}:00+05:30`,
    createdAt: "2026-12-01T10:00:00.000Z",
    guestConfirmedAt: null,
    guarantee: null,
  };
}

/** Pixels from the timeline's left edge to `minutes` into an all-day range. */
const pixelsAt = (minutes: number) => (minutes / ALL_DAY.end) * DAY_WIDTH;

interface View {
  date: string;
  bookings: Reservation[];
  nowMinutes?: number | null;
}

/** The timeline through a series of views, the next one a button's press away, as the page would pass them. */
function Timelines({ views }: { views: View[] }) {
  const [index, setIndex] = useState(0);
  const view = views[index] as View;
  return (
    <>
      <button type="button" onClick={() => setIndex(index + 1)}>
        Next
      </button>
      <BookingTimeline
        bookings={view.bookings}
        tables={TABLES}
        date={view.date}
        range={ALL_DAY}
        nowMinutes={view.nowMinutes ?? null}
        zone={{ timeZone: "Asia/Kolkata" }}
        use24HourFormat={false}
        dropping={null}
        onChoose={() => {}}
        onMove={() => {}}
        onDrop={() => {}}
      />
    </>
  );
}

function viewport(): HTMLElement {
  const found = screen
    .getByRole("region", { name: "Bookings by table" })
    .querySelector<HTMLElement>(".mantine-ScrollArea-viewport");
  if (!found) throw new Error("The timeline has no scrolling viewport.");
  return found;
}

describe("the timeline's hours", () => {
  it("open an hour before the first booking, on a day open around the clock", () => {
    renderInDashboard(<Timelines views={[{ date: DAY, bookings: [booking("late", "19:00", "21:00")] }]} />);
    expect(viewport().scrollLeft).toBeGreaterThan(0);
    expect(viewport().scrollLeft).toBe(pixelsAt(18 * 60));
  });

  it("open at the start when the first booking is there", () => {
    renderInDashboard(
      <Timelines
        views={[
          { date: DAY, bookings: [booking("early", "00:00", "01:30"), booking("late", "19:00", "21:00")] },
        ]}
      />,
    );
    expect(viewport().scrollLeft).toBe(0);
  });

  it("skip cancelled bookings and no-shows, which the timeline does not show", () => {
    renderInDashboard(
      <Timelines
        views={[
          {
            date: DAY,
            bookings: [
              booking("called-off", "08:00", "09:30", { status: "CANCELLED" }),
              booking("never-came", "10:00", "11:30", { status: "NO_SHOW" }),
              booking("late", "19:00", "21:00"),
            ],
          },
        ]}
      />,
    );
    expect(viewport().scrollLeft).toBe(pixelsAt(18 * 60));
  });

  it("open at now on today when every booking is over", () => {
    renderInDashboard(
      <Timelines
        views={[{ date: DAY, bookings: [booking("lunch", "12:00", "13:30")], nowMinutes: 15 * 60 }]}
      />,
    );
    expect(viewport().scrollLeft).toBe(pixelsAt(14 * 60));
  });

  it("stay where the host scrolled while the day's bookings change, and move again for another day", async () => {
    const { user } = renderInDashboard(
      <Timelines
        views={[
          { date: DAY, bookings: [booking("late", "19:00", "21:00")] },
          { date: DAY, bookings: [booking("late", "19:00", "21:00"), booking("new", "21:00", "23:00")] },
          { date: NEXT_DAY, bookings: [booking("lunch", "12:00", "13:30", { date: NEXT_DAY })] },
        ]}
      />,
    );
    viewport().scrollLeft = 0;
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("button", { name: /Guest new/ })).toBeTruthy();
    expect(viewport().scrollLeft).toBe(0);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(viewport().scrollLeft).toBe(pixelsAt(11 * 60));
  });
});
