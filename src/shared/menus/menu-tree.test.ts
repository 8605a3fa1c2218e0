import { describe, expect, it } from "vitest";
import { MAX_ICONS_PER_ITEM, type MenuItem, MenuNodesSchema } from "./menu.ts";
import { countMissing } from "./menu-translation.ts";
import {
  addSize,
  canAddPriceRow,
  createGroup,
  createItem,
  createModifierEntry,
  createModifierGroup,
  findItem,
  groupNameOrDefault,
  insertItem,
  moveGroup,
  moveItem,
  moveModifier,
  moveModifierEntry,
  parsePrice,
  placeIcon,
  priceRows,
  removeGroup,
  removeItem,
  removeSize,
  setPriceRow,
  updateItem,
} from "./menu-tree.ts";

function sampleTree() {
  const a = createGroup({ id: "a", name: "Starters" });
  const b = createGroup({ id: "b", name: "Mains" });
  a.nodes = [createItem({ id: "a1" }), createItem({ id: "a2" }), createItem({ id: "a3" })];
  b.nodes = [createItem({ id: "b1" })];
  return [a, b];
}

const ids = (nodes: ReturnType<typeof sampleTree>) =>
  nodes.map((group) => group.nodes.map((item) => item.id));

describe("menu tree: items and groups", () => {
  it("creates an item with one empty price that the shared schema accepts", () => {
    const item = createItem();
    expect(item.prices).toEqual([null]);
    expect(item.sizes).toEqual([]);
    expect(MenuNodesSchema.safeParse([createGroup({ nodes: [item] })]).success).toBe(true);
  });

  it("names an empty group Unnamed Group", () => {
    expect(groupNameOrDefault("  ")).toBe("Unnamed Group");
    expect(groupNameOrDefault("Soups")).toBe("Soups");
  });

  it("updates one item and keeps every other object", () => {
    const tree = sampleTree();
    const next = updateItem(tree, "a2", { name: "Soup" });
    expect(findItem(next, "a2")?.item.name).toBe("Soup");
    expect(next[1]).toBe(tree[1]);
    expect(next[0]?.nodes[0]).toBe(tree[0]?.nodes[0]);
  });

  it("moves items within a group and into another group", () => {
    const tree = sampleTree();
    expect(ids(moveItem(tree, "a1", "a", 2))).toEqual([["a2", "a3", "a1"], ["b1"]]);
    expect(ids(moveItem(tree, "a2", "b", 0))).toEqual([
      ["a1", "a3"],
      ["a2", "b1"],
    ]);
    expect(ids(moveItem(tree, "a2", "b", 99))).toEqual([
      ["a1", "a3"],
      ["b1", "a2"],
    ]);
    expect(moveItem(tree, "nope", "b", 0)).toBe(tree);
  });

  it("removes an item and puts it back at the old place", () => {
    const tree = sampleTree();
    const { nodes, removed } = removeItem(tree, "a2");
    expect(ids(nodes)).toEqual([["a1", "a3"], ["b1"]]);
    if (!removed) throw new Error("expected a removal");
    expect(removed).toMatchObject({ groupId: "a", index: 1 });
    expect(ids(insertItem(nodes, removed.groupId, removed.item, removed.index))).toEqual(ids(tree));
  });

  it("moves and removes groups", () => {
    const tree = sampleTree();
    expect(moveGroup(tree, "b", 0).map((group) => group.id)).toEqual(["b", "a"]);
    expect(removeGroup(tree, "a")).toMatchObject({ index: 0 });
  });
});

describe("menu tree: sizes, prices, options and icons", () => {
  it("adds a size as at least two rows and removes a size with its price", () => {
    const item = createItem({ prices: [9] });
    const sized = addSize(item);
    expect(sized.sizes).toEqual(["", ""]);
    expect(sized.prices).toEqual([9, null]);
    const three = setPriceRow(addSize(setPriceRow(sized, 1, { size: "Large", price: 12 })), 2, { price: 15 });
    expect(priceRows(three)).toEqual([
      { size: "", price: 9 },
      { size: "Large", price: 12 },
      { size: "", price: 15 },
    ]);
    const without = removeSize(three, 1);
    expect(without.prices).toEqual([9, 15]);
    expect(removeSize(without, 0)).toMatchObject({ sizes: [], prices: [15] });
  });

  it("takes a removed size's translations with it, so the next size keeps its own", () => {
    const item = {
      ...createItem(),
      sizes: ["Small", "Medium", "Large"],
      prices: [8, 10, 12],
      translations: {
        fr: { name: "Pizza", sizes: ["Petite", "Moyenne", "Grande"] },
        es: { sizes: ["", "Mediana", ""] },
      },
    };
    const without = removeSize(item, 1);
    expect(without.sizes).toEqual(["Small", "Large"]);
    expect(without.translations?.fr).toEqual({ name: "Pizza", sizes: ["Petite", "Grande"] });
    // Nothing left to say in Spanish: the empty list goes.
    expect(without.translations?.es).toEqual({});
    // Down to one price: no sizes, no translated sizes.
    expect(removeSize(without, 0).translations?.fr).toEqual({ name: "Pizza" });
  });

  it("blanks a renamed size's translations, and only that size's", () => {
    const item = {
      ...createItem(),
      sizes: ["Small", "Large"],
      prices: [8, 12],
      translations: {
        fr: { name: "Pizza", sizes: ["Petite", "Grande"] },
        es: { sizes: ["Pequeña", ""] },
      },
    };
    // A new price keeps every translation; so does writing the same name again.
    expect(setPriceRow(item, 0, { price: 9 }).translations).toEqual(item.translations);
    expect(setPriceRow(item, 0, { size: "Small" }).translations).toEqual(item.translations);
    const renamed = setPriceRow(item, 0, { size: "Medium" });
    expect(renamed.sizes).toEqual(["Medium", "Large"]);
    expect(renamed.translations?.fr).toEqual({ name: "Pizza", sizes: ["", "Grande"] });
    // Nothing left in Spanish: the empty list goes.
    expect(renamed.translations?.es).toEqual({});
    // The translation column counts it missing again.
    const menuOf = (one: MenuItem) => ({
      name: "M",
      details: "",
      translations: {},
      nodes: [{ ...createGroup({ id: "g", name: "G" }), nodes: [one] }],
    });
    expect(countMissing(menuOf(renamed), "fr")).toBe(countMissing(menuOf(item), "fr") + 1);
  });

  it("offers the add-price button for 2 to 5 rows", () => {
    let item = createItem();
    expect(canAddPriceRow(item)).toBe(false);
    item = addSize(item);
    expect(canAddPriceRow(item)).toBe(true);
    item = addSize(addSize(addSize(item)));
    expect(priceRows(item)).toHaveLength(5);
    expect(canAddPriceRow(item)).toBe(true);
    item = addSize(item);
    expect(canAddPriceRow(item)).toBe(false);
    expect(addSize(item)).toBe(item);
  });

  it("reads prices as the owner types them", () => {
    expect(parsePrice("12.50")).toBe(12.5);
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("abc")).toBeNull();
  });

  it("reorders modifier groups and entries and keeps sequences in order", () => {
    const group = createModifierGroup("Sauce");
    group.entries = [createModifierEntry("Mayo"), createModifierEntry("Ketchup")];
    const other = createModifierGroup("Side");
    const item = createItem({ modifiers: [group, other] });
    const moved = moveModifier(item, other.id, 0);
    expect(moved.modifiers.map((entry) => [entry.name, entry.sequence])).toEqual([
      ["Side", 0],
      ["Sauce", 1],
    ]);
    const swapped = moveModifierEntry(moved, group.id, group.entries[1]?.id ?? "", 0);
    expect(swapped.modifiers[1]?.entries.map((entry) => [entry.name, entry.sequence])).toEqual([
      ["Ketchup", 0],
      ["Mayo", 1],
    ]);
  });

  it("places icons at an index or appends, never past the maximum", () => {
    expect(placeIcon(["a", "b"], "c", 0, 6)).toEqual(["c", "b"]);
    expect(placeIcon(["a", "b"], "c", 2, 6)).toEqual(["a", "b", "c"]);
    const full = Array.from({ length: MAX_ICONS_PER_ITEM }, (_, index) => String(index));
    expect(placeIcon(full, "x", MAX_ICONS_PER_ITEM, MAX_ICONS_PER_ITEM)).toHaveLength(MAX_ICONS_PER_ITEM);
  });
});
