import { describe, expect, it } from "vitest";
import { MenuNodesSchema } from "./menu.ts";
import {
  countMissing,
  setMenuTranslation,
  setNodeTranslation,
  type TranslatableMenu,
  translatableTexts,
} from "./menu-translation.ts";

const nodes = MenuNodesSchema.parse([
  {
    id: "g1",
    type: 0,
    name: "Pizzas",
    description: "",
    nodes: [
      {
        id: "i1",
        type: 1,
        name: "Margherita",
        description: "Tomato",
        sizes: ["Small", "Large"],
        prices: [9, 12],
        extras: "",
        modifiers: [{ id: "m1", name: "Toppings", entries: [{ id: "e1", name: "Cheese", price: 1 }] }],
      },
    ],
  },
]);

describe("the editor's translation column", () => {
  const menu: TranslatableMenu = { name: "Dinner", details: "", translations: {}, nodes };
  it("lists every non-empty text a guest reads, and counts what is missing", () => {
    const texts = translatableTexts(menu, "fr");
    expect(texts.map((text) => text.original)).toEqual([
      "Dinner",
      "Pizzas",
      "Margherita",
      "Tomato",
      "Small",
      "Large",
      "Toppings",
      "Cheese",
    ]);
    expect(countMissing(menu, "fr")).toBe(8);
  });

  it("sets and clears translations without leaving empty ones, and the schema accepts the result", () => {
    const texts = translatableTexts(menu, "fr");
    let tree = nodes;
    for (const text of texts) tree = setNodeTranslation(tree, text.place, "fr", `${text.original} FR`);
    const translations = setMenuTranslation({}, "name", "fr", "Dîner");
    const done = { ...menu, nodes: tree, translations };
    expect(countMissing(done, "fr")).toBe(0);
    expect(countMissing(done, "ar")).toBe(8);
    expect(MenuNodesSchema.parse(tree)[0]?.nodes[0]?.translations?.fr).toEqual({
      name: "Margherita FR",
      description: "Tomato FR",
      sizes: ["Small FR", "Large FR"],
    });
    const size = texts.find((text) => text.key === "i.i1.size.1");
    if (!size) throw new Error("no size row");
    const cleared = setNodeTranslation(
      setNodeTranslation(tree, size.place, "fr", ""),
      texts[4]?.place ?? size.place,
      "fr",
      "",
    );
    expect(cleared[0]?.nodes[0]?.translations?.fr?.sizes).toBeUndefined();
    expect(setMenuTranslation(translations, "name", "fr", "")).toEqual({});
  });
});
