import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_COUNTDOWN_S, IDLE_LOGOUT_MS } from "../../shared/common/constants.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../test-utils.tsx";
import { IdleLogoutModal } from "./idle-logout-modal.tsx";

// The idle logout protects editing; a screen that takes orders stays signed in while ordering is on, so its chime
// keeps ringing through a quiet spell. The clock is the test's own: twenty minutes pass at once.

let restore = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  restore = answerApiCalls().restore;
});
afterEach(() => {
  vi.useRealTimers();
  restore();
});

const WARNING = "Are you still there?";

/** The owner leaves the screen alone for the whole idle wait and the countdown after it. */
function waitOutTheIdleLogout() {
  act(() => vi.advanceTimersByTime(IDLE_LOGOUT_MS + 1_000));
}

function draw(path: string, orderingEnabled: boolean) {
  return renderInDashboard(<IdleLogoutModal />, { dashboard: testDashboard({ orderingEnabled }), path });
}

describe("the idle logout", () => {
  it("leaves the Orders screen and an order's page signed in while ordering is on", () => {
    const orders = draw("/app/orders", true);
    waitOutTheIdleLogout();
    act(() => vi.advanceTimersByTime(IDLE_COUNTDOWN_S * 1_000 + 1_000));
    expect(screen.queryByText(WARNING)).toBeNull();
    orders.unmount();

    draw("/app/orders/order-1", true);
    waitOutTheIdleLogout();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it("still warns on the Orders screen while ordering is off, and on an editing screen", () => {
    const orders = draw("/app/orders", false);
    waitOutTheIdleLogout();
    expect(screen.getByText(WARNING)).toBeTruthy();
    orders.unmount();

    draw("/app/biz/business-1/menus/menu-1", true);
    waitOutTheIdleLogout();
    expect(screen.getByText(WARNING)).toBeTruthy();
  });
});
