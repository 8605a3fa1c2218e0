import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  DEFAULT_ORDERING_SETTINGS,
  isOpenForOrders,
  ORDER_STATUSES,
  offeredPayments,
  offeredTypes,
  ownerMovesInto,
  PlaceOrderRequestSchema,
  readOrderingSettings,
  scheduledDueAt,
} from "./orders.ts";

const allDay = { open: true, hours: [{ start: "00:00", end: "00:00" }] };
const closedDay = { open: false, hours: [] };

describe("order statuses", () => {
  it("lets the owner move an order only forward along its path", () => {
    expect(canMoveOrder("NEW", "ACCEPTED")).toBe(true);
    expect(canMoveOrder("ACCEPTED", "READY")).toBe(true);
    expect(canMoveOrder("READY", "COMPLETED")).toBe(true);
    expect(canMoveOrder("NEW", "REJECTED")).toBe(true);
    expect(canMoveOrder("ACCEPTED", "CANCELLED")).toBe(true);
    expect(canMoveOrder("SCHEDULED", "ACCEPTED")).toBe(true);
    // Skipping ahead, going back, leaving an end, or making a system move.
    expect(canMoveOrder("NEW", "READY")).toBe(false);
    expect(canMoveOrder("READY", "ACCEPTED")).toBe(false);
    expect(canMoveOrder("ACCEPTED", "REJECTED")).toBe(false);
    expect(canMoveOrder("NEW", "NEW")).toBe(false);
    expect(canMoveOrder("SCHEDULED", "NEW")).toBe(false);
    expect(canMoveOrder("SCHEDULED", "NEW", "system")).toBe(true);
    for (const end of ["COMPLETED", "REJECTED", "CANCELLED"] as const)
      for (const to of ORDER_STATUSES) expect(canMoveOrder(end, to, "system")).toBe(false);
    expect(ownerMovesInto("CANCELLED")).toEqual(["PENDING_PAYMENT", "ACCEPTED", "READY", "OUT_FOR_DELIVERY"]);
  });

  it("sends only a delivery out with a driver, and only from there to the guest", () => {
    expect(ownerMovesInto("OUT_FOR_DELIVERY", "DELIVERY")).toEqual(["READY"]);
    expect(ownerMovesInto("OUT_FOR_DELIVERY", "PICKUP")).toEqual([]);
    expect(ownerMovesInto("COMPLETED", "DELIVERY")).toEqual(["OUT_FOR_DELIVERY"]);
    expect(ownerMovesInto("COMPLETED", "TABLE")).toEqual(["READY"]);
  });
});

describe("what a business offers", () => {
  it("reads the ordering settings with the dashboard's defaults, ignoring values of the wrong kind", () => {
    expect(readOrderingSettings({})).toEqual(DEFAULT_ORDERING_SETTINGS);
    const settings = readOrderingSettings({ orderDelivery: true, deliveryFee: 2.5, minTotal: "x" as never });
    expect(settings).toMatchObject({ orderDelivery: true, deliveryFee: 2.5, minTotal: 0 });
  });

  it("offers the order types and payments the owner switched on; online card only when available", () => {
    const settings = readOrderingSettings({
      pickUpOrders: false,
      orderDelivery: true,
      // Delivery is offered only with somewhere to deliver to.
      deliveryAreas: [{ name: "Downtown", postalCodes: ["78701"], fee: 0, minimum: 0, estimateMinutes: 30 }],
      orderDeliveryToTable: true,
      deliveryCashPayment: false,
      deliveryCardPayment: true,
      onlineCardPayment: true,
    });
    expect(offeredTypes(settings)).toEqual(["DELIVERY", "TABLE"]);
    expect(offeredPayments(settings, { isOnlineCardAvailable: false })).toEqual(["CARD_ON_DELIVERY"]);
    expect(offeredPayments(settings, { isOnlineCardAvailable: true })).toEqual([
      "CARD_ON_DELIVERY",
      "ONLINE_CARD",
    ]);
  });

  it("makes a scheduled order due its lead time before its time", () => {
    const at = new Date("2026-05-01T18:00:00Z");
    const settings = { ...DEFAULT_ORDERING_SETTINGS, pickUpTime: 15, deliveryTime: 40 };
    expect(scheduledDueAt(settings, "PICKUP", at).toISOString()).toBe("2026-05-01T17:45:00.000Z");
    expect(scheduledDueAt(settings, "DELIVERY", at).toISOString()).toBe("2026-05-01T17:20:00.000Z");
  });
});

describe("open for orders, in the business's time zone", () => {
  const lunch = JSON.stringify({
    monday: { open: true, hours: [{ start: "11:00", end: "14:00" }] },
    tuesday: { open: true, hours: [{ start: "22:00", end: "02:00" }] },
  });
  // 2026-05-04 is a Monday.
  const nyc = { hours: lunch, timeZone: "America/New_York" };

  it("follows the hours in the business's zone, overnight ranges included", () => {
    expect(isOpenForOrders(nyc, new Date("2026-05-04T16:00:00Z"), { isNow: true })).toBe(true); // 12:00 EDT
    expect(isOpenForOrders(nyc, new Date("2026-05-04T12:00:00Z"), { isNow: true })).toBe(false); // 08:00 EDT
    // Tuesday 22:00 → Wednesday 02:00: 01:00 on Wednesday is still Tuesday's range.
    expect(isOpenForOrders(nyc, new Date("2026-05-06T05:00:00Z"), { isNow: true })).toBe(true);
    expect(isOpenForOrders(nyc, new Date("2026-05-06T07:00:00Z"), { isNow: true })).toBe(false);
  });

  it("is closed now while the owner says so, but a later time still counts by the hours", () => {
    const config = { hours: JSON.stringify({ monday: allDay, tuesday: allDay }), closedNow: true };
    const monday = new Date("2026-05-04T16:00:00Z");
    expect(isOpenForOrders(config, monday, { isNow: true })).toBe(false);
    expect(isOpenForOrders(config, monday, { isNow: false })).toBe(true);
  });

  it("takes orders at any time when no hours are set", () => {
    expect(isOpenForOrders({}, new Date(), { isNow: true })).toBe(true);
    const allClosed = JSON.stringify({ monday: closedDay });
    expect(isOpenForOrders({ hours: allClosed }, new Date(), { isNow: true })).toBe(true);
  });
});

describe("the order request", () => {
  const base = {
    type: "PICKUP",
    items: [{ menuId: "m", itemId: "i", quantity: 1 }],
    customer: { name: "Ada", phone: "(415) 555-0101" },
    payment: "CASH",
  };

  it("keeps the phone's digits and fills defaults", () => {
    const parsed = PlaceOrderRequestSchema.parse(base);
    expect(parsed.customer.phone).toBe("4155550101");
    expect(parsed).toMatchObject({ tip: 0, note: "" });
    expect(parsed.items[0]).toMatchObject({ modifiers: [], note: "" });
  });

  it("needs a table for a table order and an address for a delivery, with the messages a guest reads", () => {
    const table = PlaceOrderRequestSchema.safeParse({ ...base, type: "TABLE" });
    expect(table.error?.issues[0]).toMatchObject({
      path: ["table"],
      message: "Please tell us your table number.",
    });
    const delivery = PlaceOrderRequestSchema.safeParse({ ...base, type: "DELIVERY" });
    expect(delivery.error?.issues[0]).toMatchObject({
      path: ["customer", "address"],
      message: "Please enter the delivery address.",
    });
  });

  it("refuses an empty cart, a quantity of 0 and a long line note", () => {
    expect(PlaceOrderRequestSchema.safeParse({ ...base, items: [] }).success).toBe(false);
    const zero = PlaceOrderRequestSchema.safeParse({
      ...base,
      items: [{ menuId: "m", itemId: "i", quantity: 0 }],
    });
    expect(zero.error?.issues[0]?.message).toBe("Please choose a quantity from 1 to 99.");
    const note = PlaceOrderRequestSchema.safeParse({
      ...base,
      items: [{ menuId: "m", itemId: "i", quantity: 1, note: "x".repeat(141) }],
    });
    expect(note.error?.issues[0]?.message).toBe("Notes are at most 140 characters.");
  });
});
