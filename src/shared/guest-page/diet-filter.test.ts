import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ICON_LIBRARY } from "../menus/icons.ts";
import {
  ALLERGENS,
  DIETS,
  filterQuery,
  hasDietIcon,
  isAllergenNoteShown,
  isItemShown,
  listsAllergens,
  offeredChoices,
  readGuestFilter,
} from "./diet-filter.ts";

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
  it("offers the filter for diet and allergen icons, never General, Happy hour or medical ones", () => {
    expect(hasDietIcon([])).toBe(false);
    expect(hasDietIcon(["spicy", "new", "happy-hour", "low-sodium"])).toBe(false);
    expect(hasDietIcon(["spicy", "halal"])).toBe(true);
    expect(hasDietIcon(["peanuts"])).toBe(true);
  });

  it("reads an allergen list only from the fourteen allergens' icons", () => {
    expect(listsAllergens(["peanuts"])).toBe(true);
    expect(listsAllergens(["spicy", "sulphites"])).toBe(true);
    for (const silent of [
      "halal",
      "kosher",
      "keto",
      "low-carb",
      "sugar-free",
      "pescatarian",
      "vegan",
      "corn",
    ])
      expect(listsAllergens([silent]), silent).toBe(false);
  });

  it("never lets a diet-only icon vouch for an allergen", () => {
    for (const silent of ["halal", "kosher", "keto", "low-carb", "sugar-free", "pescatarian"])
      for (const allergen of ALLERGENS)
        expect(isAllergenNoteShown([silent], [allergen.key]), `${silent} / ${allergen.key}`).toBe(true);
    expect(isAllergenNoteShown(["halal"], ["peanuts"])).toBe(true);
    expect(isAllergenNoteShown(["vegan"], ["dairy", "egg"])).toBe(false);
    expect(isAllergenNoteShown(["vegan"], ["dairy", "peanuts"])).toBe(true);
    expect(isAllergenNoteShown(["gluten-free"], ["wheat"])).toBe(false);
    expect(isAllergenNoteShown(["nut-free"], ["tree-nuts"])).toBe(false);
    expect(isAllergenNoteShown(["dairy"], ["peanuts", "sesame"])).toBe(false);
    expect(isAllergenNoteShown(["corn"], ["peanuts"])).toBe(true);
    expect(isAllergenNoteShown([], [])).toBe(false);
    expect(isAllergenNoteShown(["spicy"], [])).toBe(false);
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

// What each icon says about the allergens a guest leaves out, restated: the fourteen allergens' icons are a
// whole list; a "free of" icon speaks to what it excludes; every other icon to nothing.
const WHOLE_LIST = new Set(
  Object.values(CONTAINS)
    .flat()
    .filter((icon) => icon !== "corn" && icon !== "alcohol"),
);
const EXCLUDES: Record<string, string[]> = {
  vegan: ["dairy", "egg", "fish", "shellfish", "molluscs"],
  "plant-based": ["dairy", "egg", "fish", "shellfish", "molluscs"],
  vegetarian: ["fish", "shellfish", "molluscs"],
  "gluten-free": ["gluten", "wheat"],
  "wheat-free": ["wheat"],
  "dairy-free": ["dairy"],
  "egg-free": ["egg"],
  "nut-free": ["peanuts", "tree-nuts"],
  "soy-free": ["soy"],
};
const referenceNote = (icons: string[], avoid: string[]) =>
  !icons.some((icon) => WHOLE_LIST.has(icon)) &&
  avoid.some(
    (key) =>
      !(CONTAINS[key] ?? []).some((icon) => icons.includes(icon)) &&
      !icons.some((icon) => EXCLUDES[icon]?.includes(key)),
  );

describe("the allergens-not-listed note against the reference", () => {
  it("shows exactly when the reference says the icons are silent on something left out", () => {
    const iconKeys = ICON_LIBRARY.map((icon) => icon.key);
    fc.assert(
      fc.property(
        fc.subarray(iconKeys, { maxLength: 4 }),
        fc.subarray(Object.keys(CONTAINS), { maxLength: 4 }),
        (icons, avoid) => {
          expect(isAllergenNoteShown(icons, avoid)).toBe(referenceNote(icons, avoid));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
