import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX,
  DescriptionSchema,
  findNamelessItem,
  namelessItemMessage,
  PriceSchema,
} from "./menu.ts";
import { createGroup, createItem } from "./menu-tree.ts";

const menu = (nodes: ReturnType<typeof createGroup>[], extra: { active?: boolean } = {}) => ({
  name: "Dinner",
  nodes,
  ...extra,
});

describe("an item guests would see without a name", () => {
  it("is found in a shown group of a shown menu, with where it is", () => {
    const nodes = [
      createGroup({ name: "Soups", nodes: [createItem({ name: "Soup" })] }),
      createGroup({ name: "", nodes: [createItem({ name: " ", prices: [4] })] }),
    ];
    const place = findNamelessItem([menu(nodes)]);
    expect(place).toEqual({ menuName: "Dinner", groupName: "Unnamed Group" });
    expect(place && namelessItemMessage(place)).toBe(
      'An item in "Dinner" › "Unnamed Group" has no name. Name it, or hide or remove it, before publishing.',
    );
  });

  it("is left alone while hidden, in a hidden group or in a hidden menu", () => {
    const nameless = () => createItem({ name: "", prices: [4] });
    expect(
      findNamelessItem([menu([createGroup({ nodes: [{ ...nameless(), available: false }] })])]),
    ).toBeNull();
    expect(findNamelessItem([menu([createGroup({ available: false, nodes: [nameless()] })])])).toBeNull();
    expect(findNamelessItem([menu([createGroup({ nodes: [nameless()] })], { active: false })])).toBeNull();
    expect(findNamelessItem([menu([createGroup({ nodes: [createItem({ name: "Soup" })] })])])).toBeNull();
  });
});

describe("the limits the editor and the server share", () => {
  it("takes a description of exactly the limit and refuses one character more", () => {
    expect(DescriptionSchema.safeParse("x".repeat(DESCRIPTION_MAX)).success).toBe(true);
    const refused = DescriptionSchema.safeParse("x".repeat(DESCRIPTION_MAX + 1));
    expect(refused.error?.issues[0]?.message).toBe("Descriptions can have at most 1000 characters.");
  });

  it("refuses a price that is not a number or too large, with the words the editor shows", () => {
    expect(PriceSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe(
      "Price must be written in digits, such as 12.50.",
    );
    expect(PriceSchema.safeParse(99_999_999).error?.issues[0]?.message).toBe("Price is too large.");
    expect(PriceSchema.safeParse(999_999).success).toBe(true);
  });
});
