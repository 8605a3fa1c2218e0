// The icon library: dietary and allergen marks an owner puts on items. Each icon is a pictogram
// drawn in white on a disc of its group's colour: one SVG path, crisp at any size, tiny, and readable in print.
// Most drawings come from Tabler Icons (icon-art.generated.ts); the ones Tabler lacks are drawn below in the
// same style (24×24 grid, 2-unit round strokes, no fill).

import { TABLER_ICON_ART } from "./icon-art.generated.ts";

export const ICON_GROUPS = [
  "General",
  "Dietary Restrictions",
  "Gluten & Wheat",
  "Nuts & Seeds",
  "Seafood",
  "Eggs & Dairy",
  "Corn & Soy",
  "Keto & Low Carb",
  "Miscellaneous Allergens",
  "Happy Hour",
] as const;
/** Defined, but not offered in the picker. */
export const HIDDEN_ICON_GROUP = "Medical & Diet";
export type IconGroup = (typeof ICON_GROUPS)[number] | typeof HIDDEN_ICON_GROUP;

export interface LibraryIcon {
  key: string;
  group: IconGroup;
  /** Shown on hover and to screen readers. */
  label: string;
  altText: string;
  /** schema.org RestrictedDiet, for the guest page's structured data. */
  diet?: string;
}

const GROUP_COLORS: Record<IconGroup, string> = {
  General: "#5b5bd6",
  "Dietary Restrictions": "#2f7d32",
  "Gluten & Wheat": "#a0670b",
  "Nuts & Seeds": "#8a4b2a",
  Seafood: "#1f6f9f",
  "Eggs & Dairy": "#b0891a",
  "Corn & Soy": "#7a7a12",
  "Keto & Low Carb": "#8e3b8e",
  "Miscellaneous Allergens": "#b3261e",
  "Happy Hour": "#c2410c",
  "Medical & Diet": "#475569",
};

const icon = (key: string, group: IconGroup, label: string, diet?: string): LibraryIcon => ({
  key,
  group,
  label,
  altText: `${label} icon`,
  ...(diet ? { diet } : {}),
});

export const ICON_LIBRARY: LibraryIcon[] = [
  icon("new", "General", "New"),
  icon("chefs-choice", "General", "Chef's choice"),
  icon("popular", "General", "Popular"),
  icon("spicy", "General", "Spicy"),
  icon("extra-spicy", "General", "Extra spicy"),
  icon("organic", "General", "Organic"),
  icon("local", "General", "Locally sourced"),
  icon("house-made", "General", "House-made"),
  icon("vegan", "Dietary Restrictions", "Vegan", "https://schema.org/VeganDiet"),
  icon("vegetarian", "Dietary Restrictions", "Vegetarian", "https://schema.org/VegetarianDiet"),
  icon("halal", "Dietary Restrictions", "Halal", "https://schema.org/HalalDiet"),
  icon("kosher", "Dietary Restrictions", "Kosher", "https://schema.org/KosherDiet"),
  icon("plant-based", "Dietary Restrictions", "Plant-based"),
  icon("pescatarian", "Dietary Restrictions", "Pescatarian"),
  icon("gluten-free", "Gluten & Wheat", "Gluten-free", "https://schema.org/GlutenFreeDiet"),
  icon("contains-gluten", "Gluten & Wheat", "Contains gluten"),
  icon("wheat", "Gluten & Wheat", "Contains wheat"),
  icon("wheat-free", "Gluten & Wheat", "Wheat-free"),
  icon("peanuts", "Nuts & Seeds", "Contains peanuts"),
  icon("tree-nuts", "Nuts & Seeds", "Contains tree nuts"),
  icon("nut-free", "Nuts & Seeds", "Nut-free"),
  icon("sesame", "Nuts & Seeds", "Contains sesame"),
  icon("mustard", "Nuts & Seeds", "Contains mustard"),
  icon("fish", "Seafood", "Contains fish"),
  icon("shellfish", "Seafood", "Contains shellfish"),
  icon("molluscs", "Seafood", "Contains molluscs"),
  icon("egg", "Eggs & Dairy", "Contains egg"),
  icon("dairy", "Eggs & Dairy", "Contains dairy"),
  icon("dairy-free", "Eggs & Dairy", "Dairy-free", "https://schema.org/LowLactoseDiet"),
  icon("egg-free", "Eggs & Dairy", "Egg-free"),
  icon("soy", "Corn & Soy", "Contains soy"),
  icon("corn", "Corn & Soy", "Contains corn"),
  icon("soy-free", "Corn & Soy", "Soy-free"),
  icon("keto", "Keto & Low Carb", "Keto"),
  icon("low-carb", "Keto & Low Carb", "Low carb"),
  icon("sugar-free", "Keto & Low Carb", "Sugar-free"),
  icon("celery", "Miscellaneous Allergens", "Contains celery"),
  icon("lupin", "Miscellaneous Allergens", "Contains lupin"),
  icon("sulphites", "Miscellaneous Allergens", "Contains sulphites"),
  icon("alcohol", "Miscellaneous Allergens", "Contains alcohol"),
  icon("happy-hour", "Happy Hour", "Happy hour"),
  icon("two-for-one", "Happy Hour", "Two for one"),
  icon("diabetic", "Medical & Diet", "Diabetic friendly", "https://schema.org/DiabeticDiet"),
  icon("dysphagia", "Medical & Diet", "Dysphagia friendly"),
  icon("electrolytes", "Medical & Diet", "Electrolyte balanced"),
  icon("low-sodium", "Medical & Diet", "Low sodium", "https://schema.org/LowSaltDiet"),
  icon("renal", "Medical & Diet", "Renal diet"),
  icon("texture-modified", "Medical & Diet", "Texture modified"),
];

/** A slash across a drawing: the "free of" form of an allergen. */
const WITHOUT = " M3 3l18 18";
const PEANUT =
  "M9.6 11.7a4.5 4.5 0 1 1 4.8 0a5 5 0 1 1 -4.8 0z M10.5 7.5h.01 M13.5 8.5h.01 M11 15.5h.01 M13.5 17.5h.01";
const SOYBEAN_POD =
  "M4.5 19.5c-1.5 -3.5 .5 -7 4 -8.5c2 -.8 3 -2.3 4 -4.2c1.2 -2.3 3.5 -3.6 6 -3.1c1.2 2.3 .6 5.3 -1.6 7.3c-1.6 1.4 -3.4 1.8 -4.4 3.6c-1.6 3.1 -4.6 5.5 -8 4.9z M8 16h.01 M11.5 12.5h.01 M15 9h.01";

/** Drawings Tabler does not have, in its style. */
const DRAWN_ART: Readonly<Record<string, string>> = {
  peanuts: PEANUT,
  "nut-free": `M18 10l-.45 4.1a8.36 8.36 0 0 1 -5.18 6.83a1 1 0 0 1 -.74 0a8.36 8.36 0 0 1 -5.18 -6.83l-.45 -4.1 M13 3a4.9 4.9 0 0 0 -1 3 M8 6h8a3 3 0 0 1 3 3a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1a3 3 0 0 1 3 -3${WITHOUT}`,
  mustard: "M8 11h8v8a2 2 0 0 1 -2 2h-4a2 2 0 0 1 -2 -2z M9 11l1.5 -4h3l1.5 4 M12 7v-4 M10.5 15.5h3",
  shellfish:
    "M18.9 8a8 8 0 1 0 -8.3 11.9 M15.5 10a4 4 0 1 0 -4.2 5.9 M18.9 8c1.6 1.4 -.4 3.4 -3.4 2 M18.9 8l2.6 -3.5 M17.4 7.1l.6 -4.1 M10.6 19.9l4.9 1.1l-1.3 -3l1.3 -3l-4.2 .9 M10.6 8.2l-1.3 -3.7 M8.2 10.6l-3.7 -1.3 M8.5 14l-3.4 2",
  molluscs: "M12 20l-7.2 -9.6a8 8 0 0 1 14.4 0z M12 20l-3.8 -13.2 M12 20v-14 M12 20l3.8 -13.2 M9.5 20h5",
  soy: SOYBEAN_POD,
  corn: "M12 3c2.4 0 4 3 4 7.5s-1.6 7 -4 7s-4 -2.5 -4 -7s1.6 -7.5 4 -7.5z M8.3 8h7.4 M8 11.5h8 M8.6 15h6.8 M12 3v14.5 M8 12c-3 1.2 -4 4.5 -3 9c2.5 -.5 5 -1.5 7 -3.5c2 2 4.5 3 7 3.5c1 -4.5 0 -7.8 -3 -9",
  "soy-free": `${SOYBEAN_POD}${WITHOUT}`,
  celery:
    "M9 21c.6 -3.5 .6 -7.5 0 -11 M12 21v-12 M15 21c-.6 -3.5 -.6 -7.5 0 -11 M9 10c-2.5 -.2 -3.8 -2.4 -3 -4.6c1.4 .2 2.6 1.2 3 2.6 M12 9c-1.3 -1.3 -1.3 -4 0 -6c1.3 2 1.3 4.7 0 6 M15 10c2.5 -.2 3.8 -2.4 3 -4.6c-1.4 .2 -2.6 1.2 -3 2.6",
};

/** The drawing of a library icon: one SVG path on a 24×24 grid. */
export function iconArt(key: string): string | undefined {
  return TABLER_ICON_ART[key] ?? DRAWN_ART[key];
}

const BY_KEY = new Map(ICON_LIBRARY.map((entry) => [entry.key, entry]));

export function findLibraryIcon(key: string): LibraryIcon | undefined {
  return BY_KEY.get(key);
}

/** Icons the picker offers: every group but the medical one. */
export function pickerIcons(): LibraryIcon[] {
  return ICON_LIBRARY.filter((entry) => entry.group !== HIDDEN_ICON_GROUP);
}

export function iconColor(entry: LibraryIcon): string {
  return GROUP_COLORS[entry.group];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The drawing inside a library icon's 24×24 box: the pictogram in white on its group's disc. */
function iconBody(entry: LibraryIcon): string {
  return `<circle cx="12" cy="12" r="12" fill="${GROUP_COLORS[entry.group]}"/><path d="${iconArt(entry.key) ?? ""}" transform="translate(4.1 4.1) scale(.66)" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The icon as an inline SVG, named for screen readers; `size` in CSS pixels. */
export function iconSvg(entry: LibraryIcon, size = 20): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" role="img" aria-label="${escapeXml(entry.label)}">${iconBody(entry)}</svg>`;
}

/** The icon as a `<symbol>`, drawn once per page and shown with `iconUse` (the guest page stays small). */
export function iconSymbol(entry: LibraryIcon): string {
  return `<symbol id="ic-${entry.key}" viewBox="0 0 24 24">${iconBody(entry)}</symbol>`;
}

/** A use of `iconSymbol`: decorative, because the guest page prints the icon's label beside it. */
export function iconUse(entry: LibraryIcon, size = 20): string {
  return `<svg width="${size}" height="${size}" aria-hidden="true"><use href="#ic-${entry.key}"/></svg>`;
}

/** "icon-uploads" in a key marks an owner's own uploaded icon. */
export function isUploadedIcon(iconKey: string): boolean {
  return iconKey.includes("icon-uploads");
}
