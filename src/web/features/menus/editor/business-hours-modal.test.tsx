import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../../../../../tests/helpers/slowness.ts";
import { testDashboard } from "../../../test-utils.tsx";
import { drawTestEditor, testMenu } from "./test-editor.tsx";

// The Business hours modal of the editor's list of modals: opened from the menu's actions, it is the Settings
// form itself, and its Save hours saves the week as Settings does (only the network is stood in for).

let restore = () => {};
afterEach(() => restore());

describe("the editor's Business hours modal", () => {
  it("opens from the menu's actions with the hours form, saves the week and closes", async () => {
    const { user, network } = drawTestEditor(testMenu("Pizzas", "Margherita"), {
      dashboard: testDashboard({ config: { timeZone: "America/New_York", timeZoneConfirmed: true } }),
      answer: ({ method }) => (method === "PUT" ? testDashboard().business : {}),
    });
    restore = network.restore;
    await user.click(screen.getByRole("button", { name: "Menu actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Business hours" }));

    const dialog = await screen.findByRole("dialog", { name: "Business hours" });
    await user.click(
      await within(dialog).findByRole("switch", { name: "Open on Sunday" }, { timeout: scaled(10_000) }),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Save hours" }));
    await waitFor(() =>
      expect(network.calls.some((call) => call.method === "PUT" && call.path.endsWith("/hours"))).toBe(true),
    );
    const put = network.calls.find((call) => call.method === "PUT" && call.path.endsWith("/hours"));
    if (!put) throw new Error("Save hours sent nothing");
    expect(put.path).toBe("/v1/businesses/business-1/hours");
    expect((put.body as { hours: Record<string, { open: boolean }> }).hours.sunday?.open).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Business hours" })).toBeNull());
  });
});
