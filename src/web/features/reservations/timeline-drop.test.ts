import { describe, expect, it } from "vitest";
import type { DiningTable, Reservation } from "../../../shared/reservations/reservations.ts";
import { type DragOrigin, type DropGrid, dropPlace, moveOf, timeAt } from "./timeline-drop.ts";

// Where a drag takes a booking, worked out in the grid's pixels: 6 PM to 11 PM across 280 pixels (14 to a
// quarter hour, the timeline's least width), and the rows as the timeline stacks them.

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Pixels that many minutes take across, at 14 to a quarter hour. */
const px = (count: number) => (count / 15) * 14;

const GRID: DropGrid = {
  range: { start: minutes("18:00"), end: minutes("23:00") },
  width: 280,
  rows: [
    { key: "table-1", tableId: "table-1", height: 44 },
    { key: "area-Terrace", tableId: null, height: 26 },
    { key: "table-2", tableId: "table-2", height: 88 },
    { key: "none", tableId: null, height: 44 },
  ],
};

/** A booking at 7:30 PM on Window 1, taken 10 pixels into its block, half way down its row. */
const ORIGIN: DragOrigin = {
  rowKey: "table-1",
  start: minutes("19:30"),
  tableIds: ["table-1"],
  grab: { x: px(90) + 10, y: 22 },
};

describe("a drop on the timeline", () => {
  it("moves the time by the minutes the pixels across are worth, to the nearest quarter hour", () => {
    expect(dropPlace(GRID, ORIGIN, { x: px(45), y: 0 })).toEqual({
      minutes: minutes("20:15"),
      rowKey: "table-1",
      tableId: null,
    });
    // 37 minutes' worth is nearer half an hour than three quarters; 38 minutes' is nearer three quarters.
    expect(dropPlace(GRID, ORIGIN, { x: px(37), y: 3 })?.minutes).toBe(minutes("20:00"));
    expect(dropPlace(GRID, ORIGIN, { x: px(38), y: 3 })?.minutes).toBe(minutes("20:15"));
    expect(dropPlace(GRID, ORIGIN, { x: -px(60), y: -3 })?.minutes).toBe(minutes("18:30"));
  });

  it("moves to the table of the row under the pointer, keeping the time when it went straight down", () => {
    // Window 1 is 44 pixels, the Terrace heading 26: Window 2's row runs from 70 to 158.
    expect(dropPlace(GRID, ORIGIN, { x: 2, y: 60 })).toEqual({
      minutes: minutes("19:30"),
      rowKey: "table-2",
      tableId: "table-2",
    });
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: 135 })).toEqual({
      minutes: minutes("20:00"),
      rowKey: "table-2",
      tableId: "table-2",
    });
  });

  it("lands nowhere on an area's heading, on the row without a table, or off the rows", () => {
    expect(dropPlace(GRID, ORIGIN, { x: 0, y: 30 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: 150 })).toBeNull();
    // Below the last row, over the hours' header, left over the table names, right past the last hour.
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: 181 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: -23 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: -ORIGIN.grab.x - 1, y: 0 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: GRID.width - ORIGIN.grab.x + 1, y: 0 })).toBeNull();
    // Window 2's row ends at 158, where the row without a table begins; the hours end at 280 pixels.
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: 157 - 22 })?.rowKey).toBe("table-2");
    expect(dropPlace(GRID, ORIGIN, { x: px(30), y: 158 - 22 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: GRID.width - ORIGIN.grab.x, y: 0 })?.minutes).toBe(minutes("22:45"));
  });

  it("lands nowhere when it is back where it was", () => {
    expect(dropPlace(GRID, ORIGIN, { x: 0, y: 0 })).toBeNull();
    // Less than half a quarter hour either way, and anywhere on its own row.
    expect(dropPlace(GRID, ORIGIN, { x: px(7), y: 20 })).toBeNull();
    expect(dropPlace(GRID, ORIGIN, { x: -px(7), y: -20 })).toBeNull();
  });

  it("keeps the start within the hours shown and within the day", () => {
    // Taken by its far end, so the pointer is still on the hours when the start would be before them.
    const early = { ...ORIGIN, start: minutes("18:30"), grab: { x: px(30) + 110, y: 22 } };
    expect(dropPlace(GRID, early, { x: -px(100), y: 0 })?.minutes).toBe(minutes("18:00"));
    // Hours past midnight are shown, but a start there belongs to the next day: 11:45 PM is the latest.
    const night: DropGrid = { ...GRID, range: { start: minutes("22:00"), end: 26 * 60 }, width: px(240) };
    const late = { ...ORIGIN, start: minutes("23:00"), grab: { x: px(60) + 5, y: 22 } };
    expect(dropPlace(night, late, { x: px(120), y: 0 })?.minutes).toBe(minutes("23:45"));
    expect(dropPlace(night, late, { x: px(30), y: 0 })?.minutes).toBe(minutes("23:30"));
  });

  it("keeps tables pushed together when dropped on another of them, where only the time can change", () => {
    const together = { ...ORIGIN, tableIds: ["table-1", "table-2"] };
    expect(dropPlace(GRID, together, { x: 0, y: 80 })).toBeNull();
    expect(dropPlace(GRID, together, { x: px(60), y: 80 })).toEqual({
      minutes: minutes("20:30"),
      rowKey: "table-2",
      tableId: null,
    });
  });

  it("takes a booking without a table to a table, but not to the tableless row from a table", () => {
    const orphan = { ...ORIGIN, rowKey: "none", tableIds: [], grab: { x: px(90) + 10, y: 180 } };
    expect(dropPlace(GRID, orphan, { x: 0, y: -100 })).toEqual({
      minutes: minutes("19:30"),
      rowKey: "table-2",
      tableId: "table-2",
    });
    expect(dropPlace(GRID, orphan, { x: px(15), y: 0 })).toEqual({
      minutes: minutes("19:45"),
      rowKey: "none",
      tableId: null,
    });
  });
});

const TABLES: DiningTable[] = [
  { id: "table-1", name: "Window 1", area: "", minSeats: 2, maxSeats: 4, combinableWith: [] },
  { id: "table-2", name: "Window 2", area: "", minSeats: 2, maxSeats: 4, combinableWith: [] },
];

function booking(time: string, endsAt: string): Reservation {
  return {
    id: "booking-1",
    status: "CONFIRMED",
    party: 2,
    tableIds: ["table-1"],
    tables: [{ id: "table-1", name: "Window 1" }],
    guest: { name: "Ada Lovelace", phone: "", email: "" },
    note: "",
    time,
    endsAt,
    changeableUntil: time,
    createdAt: "2026-12-01T10:00:00.000Z",
    guestConfirmedAt: null,
    guarantee: null,
  };
}

const INDIA = { timeZone: "Asia/Kolkata" };
const DAY = "2026-12-04";

describe("the move a drop asks for", () => {
  const ada = booking(`${DAY}T19:30:00+05:30`, `${DAY}T21:15:00+05:30`);

  it("sends the new time on the business's clock and the new table, and shows the stay moved with it", () => {
    const move = moveOf(
      ada,
      { minutes: minutes("20:15"), rowKey: "table-2", tableId: "table-2" },
      {
        date: DAY,
        zone: INDIA,
        tables: TABLES,
      },
    );
    expect(move?.change).toEqual({ time: `${DAY}T20:15:00+05:30`, tableIds: ["table-2"] });
    expect(move?.moved).toMatchObject({
      time: `${DAY}T20:15:00+05:30`,
      endsAt: `${DAY}T22:00:00+05:30`,
      tableIds: ["table-2"],
      tables: [{ id: "table-2", name: "Window 2" }],
    });
  });

  it("sends only what changed, as the move dialog does", () => {
    const where = { date: DAY, zone: INDIA, tables: TABLES };
    expect(
      moveOf(ada, { minutes: minutes("19:30"), rowKey: "table-2", tableId: "table-2" }, where)?.change,
    ).toEqual({ tableIds: ["table-2"] });
    const later = moveOf(ada, { minutes: minutes("20:00"), rowKey: "table-1", tableId: null }, where);
    expect(later?.change).toEqual({ time: `${DAY}T20:00:00+05:30` });
    expect(later?.moved.tableIds).toEqual(["table-1"]);
    expect(moveOf(ada, { minutes: minutes("19:30"), rowKey: "table-1", tableId: null }, where)).toBeNull();
    expect(moveOf(ada, { minutes: minutes("20:00"), rowKey: "gone", tableId: "gone" }, where)).toBeNull();
  });

  it("writes the offset the clock has at the new hour, and asks nothing for an hour the clock skips", () => {
    const newYork = { timeZone: "America/New_York" };
    // Clocks go back at 2 AM on November 1, 2026: a booking at 12:30 AM is on -04:00, the evening on -05:00.
    const early = booking("2026-11-01T00:30:00-04:00", "2026-11-01T02:30:00-05:00");
    const where = { date: "2026-11-01", zone: newYork, tables: TABLES };
    expect(
      moveOf(early, { minutes: minutes("19:00"), rowKey: "table-1", tableId: null }, where)?.change,
    ).toEqual({ time: "2026-11-01T19:00:00-05:00" });
    // Clocks go forward at 2 AM on March 8, 2026: 2:15 AM never comes.
    expect(timeAt("2026-03-08", minutes("02:15"), newYork)).toBeNull();
    expect(timeAt("2026-03-08", minutes("03:15"), newYork)).toBe("2026-03-08T03:15:00-04:00");
  });
});
