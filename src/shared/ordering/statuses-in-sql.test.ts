import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./orders.ts";
import { isPrintedBy } from "./statuses-in-sql.ts";

describe("isPrintedBy", () => {
  it("says an arrival printer printed an order from NEW on, an accept printer from ACCEPTED on", () => {
    const printedBy = (printOn: "arrival" | "accept") =>
      ORDER_STATUSES.filter((s) => isPrintedBy(printOn, s));
    expect(printedBy("arrival")).toEqual(["NEW", "ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED"]);
    expect(printedBy("accept")).toEqual(["ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED"]);
  });
});
