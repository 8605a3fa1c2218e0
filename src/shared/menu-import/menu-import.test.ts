import { describe, expect, it } from "vitest";
import { countOf, isAllCapsName, toTitleCase } from "./menu-import.ts";

describe("names in capitals → Title Case", () => {
  it.each([
    ["LONE STAR BRUNCH", "Lone Star Brunch"],
    ["EGGS AND BACON", "Eggs and Bacon"],
    ["OF THE DAY", "Of the Day"],
    ["TEX-MEX PLATES", "Tex-Mex Plates"],
    ["Y'ALL'S FAVORITES", "Y'all's Favorites"],
    ["CRÈME BRÛLÉE", "Crème Brûlée"],
    ["SIDES & DRINKS", "Sides & Drinks"],
    ["Migas Plate", "Migas Plate"],
    ["iPhone BBQ", "iPhone BBQ"],
  ])("%s → %s", (name, expected) => {
    expect(toTitleCase(name)).toBe(expected);
  });

  it("tells names in capitals from others", () => {
    expect(isAllCapsName("EGGS & SUCH")).toBe(true);
    expect(isAllCapsName("Eggs & Such")).toBe(false);
    expect(isAllCapsName("7 UP")).toBe(true);
    expect(isAllCapsName("A")).toBe(false);
  });

  it("counts with the noun in the singular for one", () => {
    expect(countOf(1, "group", "groups")).toBe("1 group");
    expect(countOf(0, "group", "groups")).toBe("0 groups");
    expect(countOf(2, "item", "items")).toBe("2 items");
  });
});
