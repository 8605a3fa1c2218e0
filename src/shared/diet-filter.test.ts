import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  DIETS,
  filterQuery,
  isItemShown,
  listsAllergens,
  offeredChoices,
  readGuestFilter,
} from "./diet-filter.ts";
import { ICON_LIBRARY } from "./icons.ts";

const query = (text: string) => readGuestFilter(new URLSearchParams(text));

describe("reading the filter from the address", () => {
  it("takes comma-separated and repeated values, known keys only, each once, in the lists' order", () => {
    expect(query("diet=halal,Vegan&diet=vegan&avoid=peanuts,unicorn&avoid=")).toEqual({
      diet: ["vegan", "halal"],
      avoid: ["peanuts"],
    });
    expect(query("")).toEqual({ diet: [], avoid: [] });
    expect(filterQuery(query("avoid=sesame&diet=keto,vegan"))).toBe("diet=vegan,keto&avoid=sesame");
  });

  it("gives one address per filter whatever order the guest ticked", () => {
    const keys = fc.subarray(DIETS.map((choice) => choice.key));
    fc.assert(
      fc.property(keys, (chosen) => {
        const shuffled = [...chosen].reverse().join(",");
        expect(filterQuery(query(`diet=${shuffled}`))).toBe(filterQuery(query(`diet=${chosen.join(",")}`)));
      }),
    );
  });
});

describe("which icons speak about ingredients", () => {
  it("counts diet and allergen icons, never General, Happy hour or medical ones", () => {
    expect(listsAllergens([])).toBe(false);
    expect(listsAllergens(["spicy", "new", "happy-hour", "low-sodium"])).toBe(false);
    expect(listsAllergens(["spicy", "vegan"])).toBe(true);
    expect(listsAllergens(["peanuts"])).toBe(true);
  });

  it("names only library icons in its mappings", () => {
    const known = new Set(ICON_LIBRARY.map((icon) => icon.key));
    for (const choice of [...DIETS, ...ALLERGENS])
      for (const icon of choice.icons) expect(known).toContain(icon);
  });

  it("offers a choice only when an icon of the menu speaks to it", () => {
    const offered = offeredChoices(["vegan", "peanuts"]);
    expect(offered.diets.map((choice) => choice.key)).toEqual([
      "vegan",
      "vegetarian",
      "dairy-free",
      "egg-free",
    ]);
    expect(offered.allergens.map((choice) => choice.key)).toEqual(["peanuts"]);
  });
});

// The reference: each diet and allergen written out as the plain sentence a guest would say.
const SUITS: Record<string, string[]> = {
  vegan: ["vegan", "plant-based"],
  vegetarian: ["vegetarian", "vegan", "plant-based"],
  pescatarian: ["pescatarian"],
  "gluten-free": ["gluten-free"],
  "wheat-free": ["wheat-free", "gluten-free"],
  "dairy-free": ["dairy-free", "vegan", "plant-based"],
  "egg-free": ["egg-free", "vegan", "plant-based"],
  "nut-free": ["nut-free"],
  "soy-free": ["soy-free"],
  halal: ["halal"],
  kosher: ["kosher"],
  keto: ["keto"],
  "low-carb": ["low-carb", "keto"],
  "sugar-free": ["sugar-free"],
};
const CONTAINS: Record<string, string[]> = {
  peanuts: ["peanuts"],
  "tree-nuts": ["tree-nuts"],
  shellfish: ["shellfish"],
  molluscs: ["molluscs"],
  fish: ["fish"],
  dairy: ["dairy"],
  egg: ["egg"],
  soy: ["soy"],
  sesame: ["sesame"],
  wheat: ["wheat", "contains-gluten"],
  gluten: ["contains-gluten", "wheat"],
  mustard: ["mustard"],
  celery: ["celery"],
  lupin: ["lupin"],
  sulphites: ["sulphites"],
  corn: ["corn"],
  alcohol: ["alcohol"],
};

function referenceShown(icons: string[], diet: string[], avoid: string[]): boolean {
  for (const wanted of diet) if (!(SUITS[wanted] ?? []).some((icon) => icons.includes(icon))) return false;
  for (const unwanted of avoid)
    if ((CONTAINS[unwanted] ?? []).some((icon) => icons.includes(icon))) return false;
  return true;
}

describe("isItemShown against the reference", () => {
  it("keeps exactly the items the reference keeps", () => {
    const iconKeys = ICON_LIBRARY.map((icon) => icon.key);
    fc.assert(
      fc.property(
        fc.subarray(iconKeys, { maxLength: 6 }),
        fc.subarray(Object.keys(SUITS), { maxLength: 3 }),
        fc.subarray(Object.keys(CONTAINS), { maxLength: 4 }),
        (icons, diet, avoid) => {
          expect(isItemShown(icons, { diet, avoid })).toBe(referenceShown(icons, diet, avoid));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("has the reference's lists", () => {
    expect(Object.fromEntries(DIETS.map((choice) => [choice.key, choice.icons]))).toEqual(SUITS);
    expect(Object.fromEntries(ALLERGENS.map((choice) => [choice.key, choice.icons]))).toEqual(CONTAINS);
  });
});
