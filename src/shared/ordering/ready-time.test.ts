import { describe, expect, it } from "vitest";
import { readyTimeText } from "./ready-time.ts";

describe("an accepted order's time, as the owner reads it", () => {
  it("says what the time means for each order type, as the guest's page does", () => {
    // The guest of a delivery reads "Arriving at 1:19 PM.": the owner must not read it as the time it is ready.
    expect(readyTimeText("DELIVERY", "1:19 PM")).toBe("Arriving by 1:19 PM");
    expect(readyTimeText("TABLE", "1:19 PM")).toBe("At the table by 1:19 PM");
    expect(readyTimeText("PICKUP", "1:19 PM")).toBe("Ready by 1:19 PM");
  });
});
