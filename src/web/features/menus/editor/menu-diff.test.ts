import { describe, expect, it } from "vitest";
import { US_DOLLAR } from "../../../../shared/common/money.ts";
import {
  createGroup,
  createItem,
  moveItem,
  updateGroup,
  updateItem,
} from "../../../../shared/menus/menu-tree.ts";
import { describeDifference, diffMenus, type MenuVersion } from "./menu-diff.ts";

function base(): MenuVersion {
  return {
    name: "Lunch",
    details: "",
    nodes: [
      createGroup({
        id: "soups",
        name: "Soups",
        nodes: [
          createItem({ id: "soup", name: "Soup", prices: [4] }),
          createItem({ id: "broth", name: "Broth", prices: [3] }),
        ],
      }),
      createGroup({
        id: "mains",
        name: "Mains",
        nodes: [createItem({ id: "pie", name: "Pie", prices: [9] })],
      }),
    ],
  };
}

const lines = (before: MenuVersion, after: MenuVersion) =>
  diffMenus(before, after, US_DOLLAR).map(describeDifference);

describe("what differs between two versions of a menu", () => {
  it("says nothing for the same content", () => {
    expect(lines(base(), base())).toEqual([]);
  });

  it("names the field that differs, old → new, when both edited the same fields", () => {
    const theirs = { ...base(), nodes: updateItem(base().nodes, "soup", { prices: [4.5] }) };
    const mine = { ...base(), nodes: updateItem(base().nodes, "soup", { prices: [5] }) };
    expect(lines(theirs, mine)).toEqual(['Item "Soup" price: $4.50 → $5.00']);
  });

  it("reads the menu's name and note, a group's name, note and visibility", () => {
    const mine = {
      name: "Lunch specials",
      details: "Weekdays 11 to 3",
      nodes: updateGroup(base().nodes, "soups", {
        name: "Hot soups",
        description: "With bread",
        available: false,
      }),
    };
    expect(lines(base(), mine)).toEqual([
      "Menu name: Lunch → Lunch specials",
      "Menu note: (empty) → Weekdays 11 to 3",
      'Group "Soups" name: Soups → Hot soups',
      'Group "Soups" note: (empty) → With bread',
      'Group "Soups" visibility: shown → hidden',
    ]);
  });

  it("reads an item's fields, sizes with their prices, and a move to another group", () => {
    let nodes = updateItem(base().nodes, "soup", {
      name: "Tomato soup",
      description: "Fresh tomatoes",
      sizes: ["Cup", "Bowl"],
      prices: [4, 6],
      available: false,
    });
    nodes = moveItem(nodes, "pie", "soups", 0);
    expect(lines(base(), { ...base(), nodes })).toEqual([
      'Item "Soup" name: Soup → Tomato soup',
      'Item "Soup" description: (empty) → Fresh tomatoes',
      'Item "Soup" price: $4.00 → Cup $4.00 · Bowl $6.00',
      'Item "Soup" visibility: shown → hidden',
      'Item "Pie" group: Mains → Soups',
    ]);
  });

  it("says which groups and items were added or removed, and a new order", () => {
    const before = base();
    const after: MenuVersion = {
      ...before,
      nodes: [
        createGroup({ id: "sides", name: "", nodes: [createItem({ id: "fries", name: "Fries" })] }),
        before.nodes[1] ?? createGroup(),
        {
          ...(before.nodes[0] ?? createGroup()),
          nodes: [createItem({ id: "broth", name: "Broth", prices: [3] })],
        },
      ],
    };
    expect(lines(before, after)).toEqual([
      'Group "Unnamed Group": not there → added',
      "Menu order of groups: Soups, Mains → Mains, Soups",
      'Item "Soup": in Soups → removed',
      'Item "Fries": not there → added to Unnamed Group',
    ]);
  });

  it("shortens long text to one line", () => {
    const long = `${"word ".repeat(40)}\nend`;
    const mine = { ...base(), nodes: updateItem(base().nodes, "soup", { description: long }) };
    const [line] = lines(base(), mine);
    expect(line).toMatch(/^Item "Soup" description: \(empty\) → (word ){11}word…$/);
  });
});
