import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_CONFIG } from "../../../shared/businesses/business-config.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { orderClockOf } from "../../widgets/orders/order-clock.ts";
import { PassTicket } from "./pass-ticket.tsx";
import { testKitchenOrder } from "./test-kitchen-order.ts";
import type { KitchenOrder } from "./ticket-age.ts";

// A ticket on the kitchen screen as a cook uses it: its age turns amber, then red, against the time the guest was
// promised, and its one button moves the order on (only the network is stood in for).

const NOW = Date.parse("2026-11-26T18:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const CONFIG = { ...DEFAULT_BUSINESS_CONFIG, pickUpTime: 20, timeZone: "America/New_York" };

const order = (overrides: Partial<KitchenOrder> = {}) => testKitchenOrder(NOW, overrides);

let restore = () => {};
afterEach(() => restore());

function drawTicket(ticket: KitchenOrder) {
  const network = answerApiCalls(({ path }) => {
    const status = path.endsWith("/opened") ? ticket.status : "ACCEPTED";
    return { ...ticket, status, openedDate: minutesAgo(0), updatedDate: new Date(NOW).toISOString() };
  });
  restore = network.restore;
  const view = renderInDashboard(
    <PassTicket
      order={ticket}
      businessId="business-1"
      config={CONFIG}
      clock={orderClockOf(CONFIG)}
      now={NOW}
    />,
    { dashboard: testDashboard({ orderingEnabled: true, config: CONFIG }) },
  );
  return { ...view, calls: network.calls };
}

const tone = () => screen.getByTestId("pass-ticket").getAttribute("data-tone");

describe("a ticket's age", () => {
  it("is calm early, amber as the promised time nears and red once it has passed", () => {
    // Pick-up and table orders are promised in the usual 20 minutes.
    const { unmount } = drawTicket(order({ createdDate: minutesAgo(4) }));
    expect(tone()).toBe("calm");
    expect(screen.getByText("4 min")).toBeTruthy();
    expect(screen.getByText(/due in 16 min/)).toBeTruthy();
    unmount();

    const amber = drawTicket(order({ createdDate: minutesAgo(16) }));
    expect(tone()).toBe("amber");
    amber.unmount();

    drawTicket(order({ createdDate: minutesAgo(23) }));
    expect(tone()).toBe("red");
    expect(screen.getByText(/3 min late/)).toBeTruthy();
  });

  it("is measured against the guest's promise, and once accepted against the ready time given", () => {
    const promised = drawTicket(
      order({ createdDate: minutesAgo(30), promisedFor: new Date(NOW + 20 * 60_000).toISOString() }),
    );
    expect(tone()).toBe("calm");
    promised.unmount();

    drawTicket(
      order({
        status: "ACCEPTED",
        createdDate: minutesAgo(10),
        promisedFor: new Date(NOW + 30 * 60_000).toISOString(),
        readyAt: new Date(NOW + 2 * 60_000).toISOString(),
      }),
    );
    expect(tone()).toBe("amber");
  });

  it("shows the number, the table, the lines with their choices and notes", () => {
    drawTicket(order());
    expect(screen.getByText("#42")).toBeTruthy();
    expect(screen.getByText("Table 7")).toBeTruthy();
    expect(screen.getByText("2×")).toBeTruthy();
    expect(screen.getByText("Margherita (Large)")).toBeTruthy();
    expect(screen.getByText("+ Extra cheese")).toBeTruthy();
    expect(screen.getByText("“well done”")).toBeTruthy();
    expect(screen.getByText("Note: Birthday, bring a candle")).toBeTruthy();
    expect(screen.queryByText("Placed before the pause")).toBeNull();
  });

  it("says when an order came in during a pause because it was placed before it", () => {
    drawTicket(order({ placedBeforePause: true }));
    expect(screen.getByText("Placed before the pause")).toBeTruthy();
  });
});

describe("a ticket's actions", () => {
  it("accepts a new order in one tap with the usual ready time", async () => {
    const { user, calls } = drawTicket(order());
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v1/orders/order-1/status",
      body: { status: "ACCEPTED" },
    });
  });

  it("accepts with another ready time from the chooser", async () => {
    const { user, calls } = drawTicket(order());
    await user.click(screen.getByRole("button", { name: "20 min: accept with another ready time" }));
    await user.click(await screen.findByRole("menuitem", { name: "45 minutes" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      status: "ACCEPTED",
      readyInMinutes: 45,
    });
  });

  it("hands a ready delivery to the driver, and then marks it delivered", async () => {
    const delivery = { type: "DELIVERY" as const, table: null };
    const ready = drawTicket(order({ ...delivery, status: "READY" }));
    expect(screen.queryByRole("button", { name: "Delivered" })).toBeNull();
    await ready.user.click(screen.getByRole("button", { name: "Handed to driver" }));
    await waitFor(() => expect(ready.calls).toHaveLength(1));
    expect(ready.calls[0]).toMatchObject({
      path: "/v1/orders/order-1/status",
      body: { status: "OUT_FOR_DELIVERY" },
    });
    ready.unmount();

    const out = drawTicket(order({ ...delivery, status: "OUT_FOR_DELIVERY" }));
    expect(screen.queryByRole("button", { name: "Handed to driver" })).toBeNull();
    await out.user.click(screen.getByRole("button", { name: "Delivered" }));
    await waitFor(() => expect(out.calls).toHaveLength(1));
    expect(out.calls[0]?.body).toEqual({ status: "COMPLETED" });
  });

  it("bumps a preparing order to ready, and a ready one to served", async () => {
    const preparing = drawTicket(order({ status: "ACCEPTED" }));
    await preparing.user.click(screen.getByRole("button", { name: "Ready" }));
    await waitFor(() => expect(preparing.calls).toHaveLength(1));
    expect(preparing.calls[0]?.body).toEqual({ status: "READY" });
    preparing.unmount();
    restore();

    const ready = drawTicket(order({ status: "READY" }));
    expect(tone()).toBe("calm");
    await ready.user.click(screen.getByRole("button", { name: "Served" }));
    await waitFor(() => expect(ready.calls).toHaveLength(1));
    expect(ready.calls[0]?.body).toEqual({ status: "COMPLETED" });
  });

  it("acknowledges a new order nobody has opened when the ticket is tapped", async () => {
    const { user, calls } = drawTicket(order({ openedDate: null }));
    // The strip says what a tap does (and is the keyboard's way to do it); anywhere on the ticket will do.
    expect(screen.getByRole("button", { name: "New order: tap to acknowledge" })).toBeTruthy();
    await user.click(screen.getByText("Margherita (Large)"));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: "POST", path: "/v1/orders/order-1/opened" });
  });

  it("shows no strip on a ticket someone has opened, and a tap on it asks nothing", async () => {
    const { user, calls } = drawTicket(order());
    expect(screen.queryByRole("button", { name: /tap to acknowledge/ })).toBeNull();
    await user.click(screen.getByText("Margherita (Large)"));
    expect(calls).toHaveLength(0);
  });
});
