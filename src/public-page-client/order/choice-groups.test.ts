// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { MenuItemSchema } from "../../shared/menus/menu.ts";
import { EN } from "../../shared/ordering/order-words/en.ts";
import { choiceGroups } from "./choice-groups.ts";
import { words } from "./words.ts";

// The item dialog's groups as a guest meets them: the rule beside the name, the count, radio buttons for one
// choice, the rest greyed out at a group's maximum, and the first group short of its minimum pointed at.

beforeAll(() => {
  Object.assign(words, EN);
});

const entry = (id: string, price: number | null = null) => ({ id, name: id, price });
const item = MenuItemSchema.parse({
  id: "burger",
  type: 1,
  name: "Burger",
  prices: [10],
  modifiers: [
    { id: "side", name: "Side", min: 1, max: 1, entries: [entry("Fries"), entry("Salad", 1.5)] },
    { id: "sauces", name: "Sauces", max: 2, entries: [entry("Ketchup"), entry("Mayo"), entry("BBQ")] },
    { id: "empty", name: "Nothing yet", min: 2, entries: [] },
  ],
});

function draw() {
  const chosen = new Set<string>();
  let changes = 0;
  const groups = choiceGroups({
    item,
    shown: item,
    chosen,
    money: (n) => `$${n}`,
    onChange: () => changes++,
  });
  const form = document.createElement("form");
  form.append(...groups.fieldsets);
  document.body.replaceChildren(form);
  groups.refresh();
  const inputs = (index: number) => [...(groups.fieldsets[index]?.querySelectorAll("input") ?? [])];
  const click = (index: number, position: number) => {
    inputs(index)[position]?.click();
    groups.refresh();
  };
  return { groups, chosen, inputs, click, changes: () => changes };
}

describe("the item dialog's groups of options", () => {
  it("says each group's rule in its legend and counts what is chosen", () => {
    const { groups } = draw();
    expect(groups.fieldsets).toHaveLength(2);
    const [side, sauces] = groups.fieldsets;
    expect(side?.querySelector("legend")?.textContent).toBe("Side · Choose 1");
    expect(sauces?.querySelector("legend")?.textContent).toBe("Sauces · Choose up to 2");
    expect(side?.querySelector(".chosen")?.textContent).toBe("0 of 1 chosen");
    // An optional group of any number shows no count.
    const free = choiceGroups({
      item: { ...item, modifiers: [{ ...item.modifiers[1]!, max: null }] } as typeof item,
      shown: { ...item, modifiers: [{ ...item.modifiers[1]!, max: null }] } as typeof item,
      chosen: new Set(),
      money: String,
      onChange: () => {},
    });
    free.refresh();
    expect(free.fieldsets[0]?.querySelector(".chosen")?.hasAttribute("hidden")).toBe(true);
    expect(free.fieldsets[0]?.querySelector("legend")?.textContent).toBe("Sauces · Optional");
  });

  it("makes a group of one choice radio buttons, which swap", () => {
    const { inputs, click, chosen } = draw();
    expect(inputs(0).map((input) => input.type)).toEqual(["radio", "radio"]);
    click(0, 0);
    click(0, 1);
    expect([...chosen]).toEqual(["Salad"]);
    expect(inputs(0).map((input) => input.checked)).toEqual([false, true]);
  });

  it("greys out the rest of a group at its maximum", () => {
    const { inputs, click, groups } = draw();
    click(1, 0);
    click(1, 2);
    expect(inputs(1).map((input) => input.disabled)).toEqual([false, true, false]);
    expect(groups.fieldsets[1]?.querySelector(".chosen")?.textContent).toBe("2 of 2 chosen");
    click(1, 0);
    expect(inputs(1).every((input) => !input.disabled)).toBe(true);
  });

  it("points at the first group short of its minimum, and lets go once it is met", () => {
    const { groups, click } = draw();
    expect(groups.refresh()).toBe(false);
    expect(groups.showFirstUnmet()).toBe(true);
    const side = groups.fieldsets[0];
    const alert = side?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe("Please choose at least 1 for “Side”.");
    expect(side?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(side?.querySelector("input"));
    click(0, 1);
    expect(groups.refresh()).toBe(true);
    expect((alert as HTMLElement).hidden).toBe(true);
    expect(side?.hasAttribute("aria-invalid")).toBe(false);
    expect(groups.showFirstUnmet()).toBe(false);
  });
});
