import { describe, expect, it } from "vitest";
import { orderName, orderNumber } from "./order-format.ts";

describe("an order's name", () => {
  it("is its number once it has one", () => {
    expect(orderName({ friendlyId: "12" })).toBe("Order #12");
    expect(orderNumber({ friendlyId: "12" })).toBe("#12");
  });

  it("says unpaid for an order that never reached the kitchen, which takes no number", () => {
    expect(orderName({ friendlyId: "" })).toBe("Unpaid order");
    expect(orderNumber({ friendlyId: "" })).toBe("Unpaid");
  });
});
