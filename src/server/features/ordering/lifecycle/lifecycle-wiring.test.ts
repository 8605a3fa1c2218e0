import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import type { JobQueue } from "../../../jobs/job-queue.ts";
import type { PaymentDeps } from "../money/order-payments.service.ts";
import { OrderLifecycle } from "./lifecycle.ts";
import { wireOrderLifecycle } from "./lifecycle-wiring.ts";

// What follows a move, in the order it runs: a listener added, dropped or moved shows here.

describe("the order lifecycle's wiring", () => {
  it("registers every listener, in its stated order", () => {
    // Registering runs none of them: nothing here is called.
    const jobs = {} as JobQueue;
    const lifecycle = new OrderLifecycle();
    wireOrderLifecycle(lifecycle, { jobs, payments: { db: {} as Db } as PaymentDeps, canText: false });
    expect(lifecycle.listed()).toEqual([
      { name: "guest hears it was received", events: ["live"] },
      { name: "guest hears it was accepted", events: ["ACCEPTED"] },
      { name: "guest hears it is ready", events: ["READY"] },
      { name: "guest hears it is on its way", events: ["OUT_FOR_DELIVERY"] },
      { name: "guest hears it was rejected", events: ["REJECTED"] },
      { name: "guest hears it was cancelled", events: ["CANCELLED"] },
      { name: "guest hears of a refund", events: ["refunded"] },
      { name: "pacing slot given back", events: ["REJECTED", "CANCELLED"] },
      {
        name: "card settled",
        events: ["ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED", "REJECTED", "CANCELLED"],
      },
      { name: "card's accept deadline queued", events: ["live"] },
      { name: "promo code's use given back", events: ["REJECTED", "CANCELLED"] },
      { name: "gift card's payment given back", events: ["REJECTED", "CANCELLED", "refunded"] },
      { name: "loyalty reward's points given back", events: ["REJECTED", "CANCELLED", "refunded"] },
      { name: "loyalty points earned", events: ["COMPLETED"] },
      { name: "loyalty points taken back", events: ["refunded"] },
    ]);
  });
});
