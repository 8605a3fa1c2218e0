import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { isFirstInLine, OwnerFirst } from "./owner-first.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("owners first", () => {
  it("answers guests at once while no owner's request is in flight", () => {
    const scheduler = new OwnerFirst(2);
    expect(scheduler.mustGuestWait).toBe(false);
  });

  it("writes waiting guests a batch per turn while an owner waits, and all once the owner is answered", async () => {
    const scheduler = new OwnerFirst(2);
    const owner = new EventEmitter();
    scheduler.ownerStarted(owner);
    expect(scheduler.mustGuestWait).toBe(true);
    const written: number[] = [];
    for (let guest = 0; guest < 7; guest++) scheduler.deferGuest(() => written.push(guest));
    expect(written).toEqual([]);
    await nextTurn();
    expect(written).toEqual([0, 1]);
    await nextTurn();
    expect(written).toEqual([0, 1, 2, 3]);
    owner.emit("close");
    // Guests that arrive now still queue behind those already waiting, in order.
    expect(scheduler.mustGuestWait).toBe(true);
    scheduler.deferGuest(() => written.push(7));
    await nextTurn();
    expect(written).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(scheduler.mustGuestWait).toBe(false);
  });
});

describe("which requests guests' reads yield to", () => {
  it("is the dashboard's calls and a guest's POST (an order, its price), not public reads or pages", () => {
    expect(isFirstInLine({ method: "PUT", url: "/v1/menus/m1" })).toBe(true);
    expect(isFirstInLine({ method: "GET", url: "/v1/businesses/b1/orders" })).toBe(true);
    expect(isFirstInLine({ method: "POST", url: "/v1/public/businesses/b1/orders" })).toBe(true);
    expect(isFirstInLine({ method: "POST", url: "/v1/public/businesses/b1/orders/price" })).toBe(true);
    expect(isFirstInLine({ method: "GET", url: "/v1/public/businesses/b1/orders/o1" })).toBe(false);
    expect(isFirstInLine({ method: "POST", url: "/v1/public/cloudprnt/secret" })).toBe(false);
    expect(isFirstInLine({ method: "GET", url: "/m/cafe" })).toBe(false);
    expect(isFirstInLine({ method: "GET", url: "/assets/app.js" })).toBe(false);
  });
});
