import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../../../../../tests/helpers/slowness.ts";
import { PRICE_NOT_DIGITS } from "../../../../shared/menus/menu.ts";
import { testDashboard } from "../../../test-utils.tsx";
import { drawTestEditor, testMenu } from "./test-editor.tsx";

// The item form inside the whole menu editor, as an owner uses it: open an item, type, close it, read the row.
// Only the network is stood in for: each autosave is answered as the server would, with the next version.

let restore = () => {};
afterEach(() => restore());

function drawEditor({ isOrderingOn = false } = {}) {
  const editor = drawTestEditor(testMenu("Pizzas", "Margherita"), {
    dashboard: testDashboard({ orderingEnabled: isOrderingOn }),
  });
  restore = editor.restore;
  /** The item as the last save sent it. */
  const savedItem = () => editor.savedItem<{ name: string; prices: unknown[]; modifiers: unknown[] }>();
  return { ...editor, savedItem };
}

const itemForm = () => screen.getByRole("group", { name: /^Editing / });

describe("the item form", () => {
  it("keeps the price editable while ordering is on, and says beside it when guests pay a new one", async () => {
    const { user, savedItem } = drawEditor({ isOrderingOn: true });
    await user.click(screen.getByText("Margherita"));
    const price = within(itemForm()).getByRole("textbox", { name: "Price" });
    expect(
      within(itemForm()).getByText("Ordering is on: guests pay a new price once you publish the menu."),
    ).toBeTruthy();
    expect(price.hasAttribute("disabled") || price.hasAttribute("readonly")).toBe(false);
    await user.clear(price);
    await user.type(price, "11");
    await user.click(within(itemForm()).getByRole("button", { name: "Done editing" }));
    await waitFor(() => expect(savedItem()).toMatchObject({ prices: [11] }), { timeout: scaled(10_000) });
  });

  it("says nothing about ordering beside the price while ordering is off", async () => {
    const { user } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    expect(within(itemForm()).queryByText(/Ordering is on/)).toBeNull();
  });

  it("takes a new name and price, and the closed row shows them", async () => {
    const { user, savedItem } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    const form = itemForm();

    const name = within(form).getByLabelText("Item name");
    await user.clear(name);
    await user.type(name, "Diavola");
    const price = within(form).getByRole("textbox", { name: "Price" });
    await user.clear(price);
    await user.type(price, "12.50");
    await user.click(within(form).getByRole("button", { name: "Done editing" }));

    expect(screen.queryByRole("group", { name: /^Editing / })).toBeNull();
    expect(screen.getByText("Diavola")).toBeTruthy();
    expect(screen.getByText("$12.50")).toBeTruthy();
    await waitFor(() => expect(savedItem()).toMatchObject({ name: "Diavola", prices: [12.5] }), {
      timeout: scaled(10_000),
    });
  });

  it("refuses a price written with a comma, says how to write it, and keeps the item open", async () => {
    const { user, savedItem } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    const price = within(itemForm()).getByRole("textbox", { name: "Price" });
    await user.clear(price);
    await user.type(price, "12,50");

    expect(screen.getByText(PRICE_NOT_DIGITS)).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    // Closing is refused while the field holds refused text: the form stays and says why.
    await user.click(within(itemForm()).getByRole("button", { name: "Done editing" }));
    expect(within(itemForm()).getByText("Fix this before closing the item")).toBeTruthy();
    expect(document.activeElement).toBe(price);

    await user.clear(price);
    await user.type(price, "12.50");
    expect(screen.queryByText(PRICE_NOT_DIGITS)).toBeNull();
    await user.click(within(itemForm()).getByRole("button", { name: "Done editing" }));
    expect(screen.queryByRole("group", { name: /^Editing / })).toBeNull();
    expect(screen.getByText("$12.50")).toBeTruthy();
    await waitFor(() => expect(savedItem()).toMatchObject({ prices: [12.5] }), { timeout: scaled(10_000) });
  });

  it("adds a size beside the price", async () => {
    const { user } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    const form = itemForm();
    await user.click(within(form).getByRole("button", { name: "Add size" }));
    await user.type(within(form).getByRole("textbox", { name: "Size 1" }), "Small");
    await user.type(within(form).getByRole("textbox", { name: "Size 2" }), "Large");
    await user.type(within(form).getByRole("textbox", { name: "Price 2" }), "14");
    await user.click(within(form).getByRole("button", { name: "Done editing" }));
    // Each size with its price is a piece of its own, so a phone wraps the list between them.
    expect(screen.getByRole("button", { name: "Edit Margherita" }).textContent).toContain(
      "Small $9.50 · Large $14.00",
    );
  });

  it("offers choices with their own prices", async () => {
    const { user, savedItem } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    const form = itemForm();
    await user.click(within(form).getByRole("button", { name: "Add modifier group" }));
    await user.type(within(form).getByLabelText("Modifier group name"), "Sauce");
    // A new group starts with one empty option to fill in.
    await user.type(within(form).getByRole("textbox", { name: "Option 1 name" }), "Aioli");
    await user.type(within(form).getByRole("textbox", { name: "Option 1 price" }), "1.50");
    await user.click(within(form).getByRole("button", { name: "Add option" }));
    await user.type(within(form).getByRole("textbox", { name: "Option 2 name" }), "Pesto");
    await user.type(within(form).getByRole("textbox", { name: "Option 2 price" }), "1");
    await user.click(within(form).getByRole("button", { name: "Done editing" }));

    // The closed row names the item's choices.
    expect(screen.getByText("Sauce")).toBeTruthy();
    await waitFor(
      () =>
        expect(savedItem()?.modifiers).toMatchObject([
          {
            name: "Sauce",
            entries: [
              { name: "Aioli", price: 1.5 },
              { name: "Pesto", price: 1 },
            ],
          },
        ]),
      { timeout: scaled(10_000) },
    );
  });
});

describe("extras beside modifiers", () => {
  it("says that Extras is a note in words and that choices belong under Modifiers", async () => {
    const { user } = drawEditor();
    await user.click(screen.getByText("Margherita"));
    const form = itemForm();
    const extras = within(form).getByRole("textbox", { name: "Extras" });
    const describedBy = (extras.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const description = describedBy.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(description).toContain("guests can't pick from it and it changes no price");
    expect(description).toContain("add it under Modifiers");
    expect(within(form).getByText(/The choices guests pick when they order/)).toBeTruthy();
  });
});
