import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../test-utils.tsx";
import { OrderingTab } from "./ordering-tab.tsx";

// Settings → Ordering as the owner reads it (the only thing stood in for is the network).

let restore = () => {};
afterEach(() => restore());

describe("the ordering tab", () => {
  it("says what orders in advance let guests do: any time within the hours, up to 6 days ahead", async () => {
    const network = answerApiCalls(({ path }) => (path.endsWith("/taxes") ? [] : {}));
    restore = network.restore;
    renderInDashboard(<OrderingTab />, { dashboard: testDashboard() });
    const toggle = await screen.findByRole("switch", { name: /^Orders in advance/ });
    const described = (toggle.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain(
      "Guests ordering for pick-up or delivery may choose a time within your opening hours, today or up to 6 days ahead.",
    );
    expect(screen.queryByText(/later today/)).toBeNull();
  });

  it("asks for a tax's label in each of the menu's other languages and saves it with the tax", async () => {
    const network = answerApiCalls(({ path, method }) =>
      path.endsWith("/taxes") && method === "GET"
        ? []
        : { id: "tax-1", label: "Sales tax", type: "PERCENT", value: 8.25, translations: {} },
    );
    restore = network.restore;
    renderInDashboard(<OrderingTab />, { dashboard: testDashboard({ config: { languages: ["en", "es"] } }) });
    fireEvent.click(await screen.findByRole("button", { name: "Add tax" }));
    fireEvent.change(await screen.findByPlaceholderText("Sales tax"), { target: { value: "Sales tax" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Label in Spanish" }), { target: { value: "IVA" } });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        network.calls.find((call) => call.method === "POST" && call.path.endsWith("/taxes"))?.body,
      ).toEqual({ label: "Sales tax", type: "PERCENT", value: 0, translations: { es: { label: "IVA" } } }),
    );
  });

  it("names cash for what it controls: paying in cash however the guest gets the order, not only on delivery", async () => {
    const network = answerApiCalls(({ path }) => (path.endsWith("/taxes") ? [] : {}));
    restore = network.restore;
    const dashboard = testDashboard();
    dashboard.business.config = {
      ...dashboard.business.config,
      pickUpOrders: true,
      orderDelivery: true,
      orderDeliveryToTable: true,
    };
    renderInDashboard(<OrderingTab />, { dashboard });
    const cash = await screen.findByRole("switch", { name: /^Cash payments/ });
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    expect(describedBy(cash)).toContain("Guests pay in cash at pick-up, at the table or on delivery.");
    const card = screen.getByRole("switch", { name: /^Card payments in person/ });
    expect(describedBy(card)).toContain(
      "Guests pay by card to your staff at pick-up, at the table or on delivery.",
    );
    expect(screen.queryByText("Cash on delivery")).toBeNull();
  });
});
