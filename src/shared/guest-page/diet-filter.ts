// The guest's "show only" and "leave out" filters, read from the icons owners put on items
// (icons.ts). One module decides what an item is, so the server's page (no script) and the page's script
// (instant filtering) hide exactly the same items. Pure: no I/O, no DOM.

export interface FilterChoice {
  /** What the URL carries: `?diet=vegan,gluten-free&avoid=peanuts`. */
  key: string;
  label: string;
  /** The library icons that say so. */
  icons: readonly string[];
}

/**
 * "Show only": an item qualifies when it carries one of the icons. A vegan dish is also vegetarian and free of
 * dairy and egg, so its icon counts for those too; nothing else is inferred.
 */
export const DIETS: readonly FilterChoice[] = [
  { key: "vegan", label: "Vegan", icons: ["vegan", "plant-based"] },
  { key: "vegetarian", label: "Vegetarian", icons: ["vegetarian", "vegan", "plant-based"] },
  { key: "pescatarian", label: "Pescatarian", icons: ["pescatarian"] },
  { key: "gluten-free", label: "Gluten-free", icons: ["gluten-free"] },
  { key: "wheat-free", label: "Wheat-free", icons: ["wheat-free", "gluten-free"] },
  { key: "dairy-free", label: "Dairy-free", icons: ["dairy-free", "vegan", "plant-based"] },
  { key: "egg-free", label: "Egg-free", icons: ["egg-free", "vegan", "plant-based"] },
  { key: "nut-free", label: "Nut-free", icons: ["nut-free"] },
  { key: "soy-free", label: "Soy-free", icons: ["soy-free"] },
  { key: "halal", label: "Halal", icons: ["halal"] },
  { key: "kosher", label: "Kosher", icons: ["kosher"] },
  { key: "keto", label: "Keto", icons: ["keto"] },
  { key: "low-carb", label: "Low carb", icons: ["low-carb", "keto"] },
  { key: "sugar-free", label: "Sugar-free", icons: ["sugar-free"] },
];

/** "Leave out": an item is left out when it carries one of the icons. */
export const ALLERGENS: readonly FilterChoice[] = [
  { key: "peanuts", label: "Peanuts", icons: ["peanuts"] },
  { key: "tree-nuts", label: "Tree nuts", icons: ["tree-nuts"] },
  { key: "shellfish", label: "Shellfish", icons: ["shellfish"] },
  { key: "molluscs", label: "Molluscs", icons: ["molluscs"] },
  { key: "fish", label: "Fish", icons: ["fish"] },
  { key: "dairy", label: "Dairy", icons: ["dairy"] },
  { key: "egg", label: "Egg", icons: ["egg"] },
  { key: "soy", label: "Soy", icons: ["soy"] },
  { key: "sesame", label: "Sesame", icons: ["sesame"] },
  { key: "wheat", label: "Wheat", icons: ["wheat", "contains-gluten"] },
  { key: "gluten", label: "Gluten", icons: ["contains-gluten", "wheat"] },
  { key: "mustard", label: "Mustard", icons: ["mustard"] },
  { key: "celery", label: "Celery", icons: ["celery"] },
  { key: "lupin", label: "Lupin", icons: ["lupin"] },
  { key: "sulphites", label: "Sulphites", icons: ["sulphites"] },
  { key: "corn", label: "Corn", icons: ["corn"] },
  { key: "alcohol", label: "Alcohol", icons: ["alcohol"] },
];

/** Every icon the filter reads: the ones that say what is, or is not, in a dish. */
const DIETARY_ICONS = new Set([...DIETS, ...ALLERGENS].flatMap((choice) => choice.icons));

// What an icon truly says about an allergen the guest leaves out (never an implied claim: a guest with an
// allergy trusts the filter):
// - A "contains" icon of the fourteen allergens menus must declare means the owner listed the item's
//   allergens, and such a list is read whole, as on a label: the item speaks to every allergen. Corn and
//   alcohol are not among them, so they speak to themselves only.
// - A "free of" icon speaks to what it excludes and nothing else: vegan to animal products (dairy, egg, fish,
//   shellfish, molluscs), vegetarian to fish, shellfish and molluscs, nut-free to peanuts and tree nuts.
// - Halal, kosher, pescatarian, keto, low carb and sugar-free say how a dish is made or which diet it suits;
//   a guest with an allergy must not read them as "free of", so they speak to no allergen.
const LISTING_ICONS = new Set([
  "peanuts",
  "tree-nuts",
  "shellfish",
  "molluscs",
  "fish",
  "dairy",
  "egg",
  "soy",
  "sesame",
  "wheat",
  "contains-gluten",
  "mustard",
  "celery",
  "lupin",
  "sulphites",
]);
const ANIMAL = ["dairy", "egg", "fish", "shellfish", "molluscs"];
const SEAFOOD = ["fish", "shellfish", "molluscs"];
const FREE_OF: Readonly<Record<string, readonly string[]>> = {
  vegan: ANIMAL,
  "plant-based": ANIMAL,
  vegetarian: SEAFOOD,
  "gluten-free": ["gluten", "wheat"],
  "wheat-free": ["wheat"],
  "dairy-free": ["dairy"],
  "egg-free": ["egg"],
  "nut-free": ["peanuts", "tree-nuts"],
  "soy-free": ["soy"],
};

export interface GuestFilter {
  diet: string[];
  avoid: string[];
}

export const NO_FILTER: GuestFilter = { diet: [], avoid: [] };

const DIET_KEYS = new Map(DIETS.map((choice) => [choice.key, choice]));
const ALLERGEN_KEYS = new Map(ALLERGENS.map((choice) => [choice.key, choice]));

/** Known keys only, each once, in the lists' order: one filter has one URL and one cache entry. */
function readKeys(values: readonly (string | undefined | null)[], known: readonly FilterChoice[]): string[] {
  const asked = new Set(
    values.flatMap((value) => (value ?? "").split(",")).map((part) => part.trim().toLowerCase()),
  );
  return known.filter((choice) => asked.has(choice.key)).map((choice) => choice.key);
}

/** The filter in a query: `diet` and `avoid` comma-separated, or repeated (a plain form's checkboxes). */
export function readGuestFilter(search: { getAll(name: string): string[] }): GuestFilter {
  return { diet: readKeys(search.getAll("diet"), DIETS), avoid: readKeys(search.getAll("avoid"), ALLERGENS) };
}

export function isFiltering(filter: GuestFilter): boolean {
  return filter.diet.length > 0 || filter.avoid.length > 0;
}

/** The query of a filter, as the page links it: "diet=vegan,halal&avoid=peanuts" ("" without a filter). */
export function filterQuery(filter: GuestFilter): string {
  const parts: string[] = [];
  if (filter.diet.length) parts.push(`diet=${filter.diet.join(",")}`);
  if (filter.avoid.length) parts.push(`avoid=${filter.avoid.join(",")}`);
  return parts.join("&");
}

/** Does an item with these library icon keys stay on the page under the filter? */
export function isItemShown(iconKeys: readonly string[], filter: GuestFilter): boolean {
  const has = (choice: FilterChoice | undefined) => !!choice?.icons.some((icon) => iconKeys.includes(icon));
  return (
    filter.diet.every((key) => has(DIET_KEYS.get(key))) &&
    !filter.avoid.some((key) => has(ALLERGEN_KEYS.get(key)))
  );
}

/** Some icon says what is or is not in the dish: the filter is worth offering on a menu with such an item. */
export function hasDietIcon(iconKeys: readonly string[]): boolean {
  return iconKeys.some((key) => DIETARY_ICONS.has(key));
}

/** The item carries an allergen list (a "contains" icon of the fourteen), read whole. */
export function listsAllergens(iconKeys: readonly string[]): boolean {
  return iconKeys.some((key) => LISTING_ICONS.has(key));
}

/** Do the item's icons say whether it holds this allergen ("leave out" key)? */
export function speaksTo(iconKeys: readonly string[], allergen: string): boolean {
  if (listsAllergens(iconKeys)) return true;
  if (ALLERGEN_KEYS.get(allergen)?.icons.some((icon) => iconKeys.includes(icon))) return true;
  return iconKeys.some((key) => FREE_OF[key]?.includes(allergen));
}

/**
 * An item that stays under a "leave out" filter is never claimed free of what is left out: unless its icons
 * speak to every allergen left out, the page says its allergens are not listed.
 */
export function isAllergenNoteShown(iconKeys: readonly string[], avoid: readonly string[]): boolean {
  return avoid.some((key) => !speaksTo(iconKeys, key));
}

/** The choices worth offering for a menu: those at least one of its items' icons speaks to. */
export function offeredChoices(iconKeys: Iterable<string>): {
  diets: FilterChoice[];
  allergens: FilterChoice[];
} {
  const present = new Set(iconKeys);
  const isPresent = (choice: FilterChoice) => choice.icons.some((icon) => present.has(icon));
  return { diets: DIETS.filter(isPresent), allergens: ALLERGENS.filter(isPresent) };
}
