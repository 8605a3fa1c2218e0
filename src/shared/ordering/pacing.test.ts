import { describe, expect, it } from "vitest";
import { localDate } from "../hours/business-clock.ts";
import { emptyHours, type HoursMap } from "../hours/hours.ts";
import {
  ASAP_SLOTS,
  asapSlots,
  hasRoom,
  readSlotCaps,
  slotAtOrAfter,
  slotItems,
  slotRoom,
  slotStartOf,
  slotsOfDay,
} from "./pacing.ts";

const UTC = { timeZone: "UTC" };
const iso = (date: Date) => date.toISOString();

function everyDay(start: string, end: string): HoursMap {
  const hours = emptyHours();
  for (const day of Object.keys(hours) as (keyof HoursMap)[])
    hours[day] = { open: true, hours: [{ start, end }] };
  return hours;
}

describe("slots on the business's clock", () => {
  it("cuts time into quarter hours of the local clock, even where the zone is 45 minutes off the hour", () => {
    expect(iso(slotStartOf(new Date("2026-12-01T12:29:59Z"), UTC))).toBe("2026-12-01T12:15:00.000Z");
    // Kathmandu is UTC+5:45: 18:07 there is 12:22 UTC, in the 18:00 slot (12:15 UTC).
    expect(iso(slotStartOf(new Date("2026-12-01T12:22:00Z"), { timeZone: "Asia/Kathmandu" }))).toBe(
      "2026-12-01T12:15:00.000Z",
    );
    // An offset alone, without a zone name, counts the same way.
    expect(iso(slotStartOf(new Date("2026-12-01T12:22:00Z"), { offsetMinutes: 7 }))).toBe(
      "2026-12-01T12:08:00.000Z",
    );
    expect(iso(slotAtOrAfter(new Date("2026-12-01T12:30:00Z"), UTC))).toBe("2026-12-01T12:30:00.000Z");
    expect(iso(slotAtOrAfter(new Date("2026-12-01T12:30:01Z"), UTC))).toBe("2026-12-01T12:45:00.000Z");
  });

  it("lists a day's open quarter hours from the earliest time, on the business's calendar", () => {
    const slots = slotsOfDay({
      date: "2026-12-01",
      hours: everyDay("18:00", "20:00"),
      zone: { timeZone: "America/Chicago" },
      earliest: new Date("2026-12-02T00:20:00Z"),
      latest: new Date("2026-12-09T00:00:00Z"),
    });
    // Chicago is UTC−6 in December: 18:00–20:00 there is 00:00–02:00 UTC the next day; 18:20 rounds to 18:30.
    expect(slots.map(iso)).toEqual([
      "2026-12-02T00:30:00.000Z",
      "2026-12-02T00:45:00.000Z",
      "2026-12-02T01:00:00.000Z",
      "2026-12-02T01:15:00.000Z",
      "2026-12-02T01:30:00.000Z",
      "2026-12-02T01:45:00.000Z",
    ]);
    expect(localDate(new Date("2026-12-02T01:45:00Z"), { timeZone: "America/Chicago" })).toBe("2026-12-01");
  });

  it("has 92 quarter hours on the day the clocks go forward, and none for a date that is not one", () => {
    const day = {
      hours: everyDay("00:00", "00:00"),
      zone: { timeZone: "America/Chicago" },
      earliest: new Date(0),
      latest: new Date("2027-01-01T00:00:00Z"),
    };
    expect(slotsOfDay({ ...day, date: "2026-03-08" })).toHaveLength(92);
    expect(slotsOfDay({ ...day, date: "2026-12-01" })).toHaveLength(96);
    expect(slotsOfDay({ ...day, date: "not-a-day" })).toEqual([]);
  });

  it("offers an ASAP order the slots from its earliest time while open, the first one always", () => {
    const earliest = new Date("2026-12-01T19:22:00Z");
    expect(asapSlots(earliest, everyDay("12:00", "20:00"), UTC)).toEqual({
      first: new Date("2026-12-01T19:30:00Z"),
      count: 2,
    });
    // Closed by the time it could be ready: still the one slot, as an order taken before closing always was.
    expect(asapSlots(earliest, everyDay("12:00", "19:20"), UTC).count).toBe(1);
    expect(asapSlots(earliest, emptyHours(), UTC).count).toBe(ASAP_SLOTS);
  });
});

describe("a slot's room", () => {
  it("reads the caps, null when none is set", () => {
    expect(readSlotCaps(null)).toBeNull();
    expect(readSlotCaps({ minutes: 15 })).toBeNull();
    expect(readSlotCaps({ minutes: 15, maxItems: 20 })).toEqual({ maxOrders: null, maxItems: 20 });
  });

  it("counts orders left, items left, and 0 once either cap is reached", () => {
    const both = { maxOrders: 5, maxItems: 20 };
    expect(slotRoom(both, { orders: 2, items: 7 })).toEqual({ left: 3, itemsLeft: 13 });
    expect(slotRoom(both, { orders: 2, items: 20 })).toEqual({ left: 0, itemsLeft: 0 });
    expect(slotRoom({ maxOrders: null, maxItems: 20 }, { orders: 2, items: 7 })).toEqual({
      left: 13,
      itemsLeft: 13,
    });
    expect(slotRoom(null, { orders: 9, items: 9 })).toEqual({ left: null, itemsLeft: null });
  });

  it("holds a large order to a whole slot's items, so an empty slot still takes it", () => {
    const caps = { maxOrders: null, maxItems: 4 };
    const items = slotItems([{ quantity: 6 }, { quantity: 3 }], caps);
    expect(items).toBe(4);
    expect(hasRoom(slotRoom(caps, { orders: 0, items: 0 }), items)).toBe(true);
    expect(hasRoom(slotRoom(caps, { orders: 1, items: 1 }), items)).toBe(false);
    expect(hasRoom(slotRoom(null, { orders: 0, items: 0 }), 99)).toBe(true);
  });
});
