import { describe, expect, it } from "vitest";
import { createGroup, createItem } from "../../../../shared/menus/menu-tree.ts";
import {
  casedName,
  draftFromNodes,
  draftReducer,
  hasCapitalNames,
  nodesFromDraft,
  priceProblem,
} from "./draft-state.ts";

// The review step's edits, and the tree they confirm.

const soup = createItem({ name: "Soup", prices: [5] });
const pizza = createItem({ name: "Pizza", sizes: ["Small", "Large"], prices: [9, 14] });
const cake = createItem({ name: "Cake", prices: [null] });
const nodes = [
  createGroup({ name: "Starters", nodes: [soup, pizza] }),
  createGroup({ name: "Sweets", nodes: [cake] }),
];

describe("the review draft", () => {
  it("shows prices as one text each", () => {
    expect(draftFromNodes(nodes)[0]?.items.map((item) => item.priceText)).toEqual([
      "5.00",
      "Small 9.00 / Large 14.00",
    ]);
  });

  it("renames, describes, re-prices, moves and drops, then builds the tree to save", () => {
    const [starters, sweets] = nodes;
    let draft = draftFromNodes(nodes);
    draft = draftReducer(draft, { type: "renameGroup", groupId: starters?.id ?? "", name: " Mains " });
    draft = draftReducer(draft, { type: "renameItem", itemId: soup.id, name: "Tomato Soup" });
    draft = draftReducer(draft, { type: "setDescription", itemId: soup.id, description: " With basil " });
    draft = draftReducer(draft, { type: "setPrice", itemId: soup.id, text: "$5,50" });
    draft = draftReducer(draft, { type: "setPrice", itemId: pizza.id, text: "Half 6 / Whole 11" });
    draft = draftReducer(draft, { type: "moveItem", itemId: pizza.id, groupId: sweets?.id ?? "" });
    draft = draftReducer(draft, { type: "removeItem", itemId: cake.id });
    const saved = nodesFromDraft(draft);
    expect(
      saved?.map((group) => [
        group.name,
        group.nodes.map((item) => [item.name, item.description, item.sizes, item.prices]),
      ]),
    ).toEqual([
      ["Mains", [["Tomato Soup", "With basil", [], [5.5]]]],
      ["Sweets", [["Pizza", "", ["Half", "Whole"], [6, 11]]]],
    ]);
    expect(draftReducer(draft, { type: "removeGroup", groupId: starters?.id ?? "" })).toHaveLength(1);
  });

  it("refuses to build while a price does not read", () => {
    const draft = draftReducer(draftFromNodes(nodes), { type: "setPrice", itemId: soup.id, text: "five" });
    expect(priceProblem("five")).not.toBeNull();
    expect(priceProblem("")).toBeNull();
    expect(nodesFromDraft(draft)).toBeNull();
  });
});

describe("names in capitals", () => {
  const migas = createItem({ name: "MIGAS PLATE", prices: [11.5] });
  const capitals = [
    createGroup({ name: "EGGS AND SUCH", nodes: [migas, createItem({ name: "Pie", prices: [6] })] }),
  ];

  it("writes them in Title Case and back, keeping what the owner typed", () => {
    let draft = draftFromNodes(capitals);
    expect(hasCapitalNames(draft)).toBe(true);
    expect(hasCapitalNames(draftFromNodes(nodes))).toBe(false);
    draft = draftReducer(draft, { type: "setTitleCase", isOn: true });
    expect(draft[0]?.name).toBe("Eggs and Such");
    expect(draft[0]?.items.map((item) => item.item.name)).toEqual(["Migas Plate", "Pie"]);
    draft = draftReducer(draft, { type: "renameItem", itemId: migas.id, name: "Migas" });
    draft = draftReducer(draft, { type: "setTitleCase", isOn: false });
    expect(draft[0]?.name).toBe("EGGS AND SUCH");
    expect(draft[0]?.items.map((item) => item.item.name)).toEqual(["Migas", "Pie"]);
    expect(nodesFromDraft(draft)?.[0]?.name).toBe("EGGS AND SUCH");
  });

  it("does the same for the menu's name", () => {
    expect(casedName("LONE STAR BRUNCH", "LONE STAR BRUNCH", true)).toBe("Lone Star Brunch");
    expect(casedName("Lone Star Brunch", "LONE STAR BRUNCH", false)).toBe("LONE STAR BRUNCH");
    expect(casedName("Lone Star Diner", "LONE STAR BRUNCH", false)).toBe("Lone Star Diner");
  });
});
