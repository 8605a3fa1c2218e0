import { describe, expect, it } from "vitest";
import { CUSTOM_URL_MAX } from "./constants.ts";
import { slugify } from "./url.ts";

describe("slugify", () => {
  it.each([
    ["Joe's Pizza", "joe-s-pizza"],
    ["  Café Crème  ", "cafe-creme"],
    ["ALL CAPS diner", "all-caps-diner"],
    ["a--b__c..d", "a-b-c-d"],
    ["---", "menu"],
    ["", "menu"],
    ["寿司", "menu"],
    ["Bistro 42", "bistro-42"],
  ])("%j → %j", (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });

  it("leaves room for a suffix within the custom URL limit and never ends with a hyphen", () => {
    const slug = slugify("The Extraordinarily Long Name Of A Restaurant");
    expect(slug.length).toBeLessThanOrEqual(CUSTOM_URL_MAX - 5);
    expect(slug).not.toMatch(/-$/);
    expect(slug).toBe("the-extraordinarily");
  });

  it("shortens a long name at a word boundary, never inside a word", () => {
    expect(slugify("Lupita Taqueria Grill")).toBe("lupita-taqueria");
    // A name exactly at the limit keeps every word; the hyphen right after the limit is a clean cut.
    expect(slugify("Lupita Taqueria Gri")).toBe("lupita-taqueria-gri");
    expect(slugify("Lupita Taqueria Gril Bar")).toBe("lupita-taqueria-gril");
    // One word longer than the limit has no boundary to cut at.
    expect(slugify("Supercalifragilisticexpialidocious Cafe")).toBe("supercalifragilistic");
  });

  it("only ever gives lowercase letters, digits and inner hyphens", () => {
    for (const name of [
      "Ünïcödé Straße",
      "tab\tand\nnewline",
      "emoji 🍕 place",
      "<script>alert(1)</script>",
    ]) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
