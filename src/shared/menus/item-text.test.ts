import { describe, expect, it } from "vitest";
import { itemIn, lineIn } from "./item-text.ts";
import { type MenuItem, MenuItemSchema } from "./menu.ts";

const pizza: MenuItem = MenuItemSchema.parse({
  id: "pizza",
  type: 1,
  name: "Margherita",
  description: "Tomato and basil",
  prices: [9.5, 14.25],
  sizes: ["Small", "Large"],
  modifiers: [
    {
      id: "toppings",
      name: "Toppings",
      translations: { fr: { name: "Garnitures" } },
      entries: [
        { id: "cheese", name: "Extra cheese", price: 1.5, translations: { fr: { name: "Fromage en plus" } } },
        { id: "basil", name: "Basil", price: null },
      ],
    },
  ],
  translations: { fr: { name: "Marguerite", description: "  ", sizes: ["Petite", ""] } },
});

describe("an item's texts in the guest's language", () => {
  it("translates what has a translation and keeps the original where one is missing or blank", () => {
    const shown = itemIn(pizza, "fr");
    expect(shown.name).toBe("Marguerite");
    expect(shown.description).toBe("Tomato and basil");
    expect(shown.sizes).toEqual(["Petite", "Large"]);
    expect(shown.modifiers[0]?.name).toBe("Garnitures");
    expect(shown.modifiers[0]?.entries.map((entry) => entry.name)).toEqual(["Fromage en plus", "Basil"]);
    expect(shown.prices).toEqual(pizza.prices);
    expect(itemIn(pizza, null)).toBe(pizza);
  });

  it("names an ordered line in the guest's language, but as ordered where the menu has changed it since", () => {
    const line = { name: "Margherita", size: "Small", modifiers: [{ id: "cheese", name: "Extra cheese" }] };
    expect(lineIn(line, pizza, "fr")).toEqual({
      name: "Marguerite",
      size: "Petite",
      modifiers: ["Fromage en plus"],
    });
    expect(lineIn(line, pizza, "ar")).toEqual({
      name: "Margherita",
      size: "Small",
      modifiers: ["Extra cheese"],
    });
    expect(lineIn({ ...line, name: "Old pizza" }, pizza, "fr").name).toBe("Old pizza");
    expect(lineIn(line, undefined, "fr").name).toBe("Margherita");
  });
});
