import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_CONFIG } from "../../../shared/businesses/business-config.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { KitchenPage } from "./kitchen-page.tsx";
import { testKitchenOrder } from "./test-kitchen-order.ts";
import type { KitchenOrder } from "./ticket-age.ts";

// The kitchen screen as a whole, drawn from the Orders screen's lists and the guest's ordering-status (only the
// network is stood in for): the order of the tickets on the stove, and a pause of new orders started and ended
// from the pass with the dashboard's own pause.

const NOW = Date.now();
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const CONFIG = { ...DEFAULT_BUSINESS_CONFIG, pickUpTime: 20, timeZone: "America/New_York" };

let restore = () => {};
afterEach(() => restore());

function drawKitchen({ active = [], pausedUntil }: { active?: KitchenOrder[]; pausedUntil?: string }) {
  const status = { pausedUntil };
  const network = answerApiCalls(({ method, path }) => {
    if (path.includes("/orders?")) {
      const list = path.includes("tab=active") ? active : [];
      return { list, hasNext: false, total: list.length };
    }
    if (path.endsWith("/ordering-status"))
      return { taking: !status.pausedUntil, pausedUntil: status.pausedUntil, extraMinutes: 0, soldOut: [] };
    if (path.endsWith("/ordering/pause")) {
      status.pausedUntil = method === "DELETE" ? undefined : inMinutes(30);
      return { pausedUntil: status.pausedUntil ?? null };
    }
    return [];
  });
  restore = network.restore;
  const view = renderInDashboard(<KitchenPage />, {
    dashboard: testDashboard({ orderingEnabled: true, config: CONFIG }),
    path: "/app/kitchen",
  });
  return { ...view, calls: network.calls };
}

describe("the kitchen screen", () => {
  it("lists the orders on the stove by the time they are due, then by number, not by when they came in", async () => {
    const accepted = (friendlyId: string, readyIn: number, cameIn: number) =>
      testKitchenOrder(NOW, {
        id: `order-${friendlyId}`,
        friendlyId,
        status: "ACCEPTED",
        createdDate: new Date(NOW - cameIn * 60_000).toISOString(),
        readyAt: inMinutes(readyIn),
      });
    drawKitchen({
      active: [accepted("3", 40, 12), accepted("10", 10, 2), accepted("9", 10, 3), accepted("4", 25, 11)],
    });
    const preparing = screen.getByRole("region", { name: "Preparing" });
    await waitFor(() => expect(within(preparing).getAllByRole("article")).toHaveLength(4));
    const numbers = within(preparing)
      .getAllByRole("article")
      .map((ticket) => ticket.getAttribute("aria-label")?.match(/#(\d+)/)?.[1]);
    expect(numbers).toEqual(["9", "10", "4", "3"]);
  });

  it("shows a pause made elsewhere with its time on the business's clock, and resumes it", async () => {
    // 7:45 PM in New York.
    const { user, calls } = drawKitchen({ pausedUntil: "2026-11-27T00:45:00.000Z" });
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toContain("Paused until 7:45 PM");
    // While paused, Pause is not offered a second time.
    expect(screen.queryByRole("button", { name: "Pause new orders" })).toBeNull();
    await user.click(within(banner).getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe(
      "/v1/businesses/business-1/ordering/pause",
    );
    expect(await screen.findByRole("button", { name: "Pause new orders" })).toBeTruthy();
    expect(screen.queryByText(/Paused until/)).toBeNull();
  });

  it("pauses new orders beside Sold out, with the same choices as the Orders screen", async () => {
    const { user, calls } = drawKitchen({});
    await user.click(await screen.findByRole("button", { name: "Pause new orders" }));
    const choices = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(choices).toEqual([
      "For 15 minutes",
      "For 30 minutes",
      "For 60 minutes",
      "For the rest of the day",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "For 30 minutes" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/v1/businesses/business-1/ordering/pause",
      body: { minutes: 30 },
    });
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toMatch(/Paused until \d{1,2}:\d{2} [AP]M/);
  });
});
