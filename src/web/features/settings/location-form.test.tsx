import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationResponse } from "../../../shared/businesses/businesses.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { LocationFormModal } from "./location-form.tsx";

// The Edit location modal as an owner uses it: what it says about a field, what it sends, and what happens to
// typing not yet saved when they close it (only the network is stood in for).

const LOCATION: LocationResponse = { ...testDashboard().business.location, country: "United States" };

let restore = () => {};
afterEach(() => restore());

function drawModal(location: LocationResponse = LOCATION) {
  const network = answerApiCalls(({ method }) => (method === "PUT" ? location : []));
  restore = network.restore;
  let closed = 0;
  const view = renderInDashboard(
    <LocationFormModal businessId="business-1" location={location} onDone={() => (closed += 1)} />,
    { dashboard: testDashboard() },
  );
  return { ...view, calls: network.calls, closedTimes: () => closed };
}

describe("the Edit location modal", () => {
  it("opens as a dialog named Edit location", () => {
    drawModal();
    expect(screen.getByRole("dialog", { name: "Edit location" })).toBeTruthy();
  });

  it("asks for a US state by the list's words and sends nothing", async () => {
    const { user, calls } = drawModal({ ...LOCATION, state: "" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please specify the state.")).toBeTruthy();
    expect(screen.queryByText("State/Province cannot be empty.")).toBeNull();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("closes at once on Cancel when nothing changed", async () => {
    const { user, closedTimes } = drawModal();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(closedTimes()).toBe(1);
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
  });

  it("warns before Cancel throws edits away: Keep editing keeps them, Discard changes closes", async () => {
    const { user, closedTimes, calls } = drawModal();
    const city = screen.getByRole("textbox", { name: "City" });
    await user.clear(city);
    await user.type(city, "Brooklyn");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const warning = await screen.findByRole("dialog", { name: "Discard your changes?" });
    expect(warning.textContent).toContain("Your changes to this location are not saved.");
    expect(closedTimes()).toBe(0);

    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "City" }).value).toBe("Brooklyn");
    expect(closedTimes()).toBe(0);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(closedTimes()).toBe(1);
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("warns too when Escape closes the modal with edits", async () => {
    const { user, closedTimes } = drawModal();
    await user.type(screen.getByRole("textbox", { name: "Address line 2" }), "Floor 2");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("dialog", { name: "Discard your changes?" })).toBeTruthy();
    expect(closedTimes()).toBe(0);
  });
});
