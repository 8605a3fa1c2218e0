// The icon library of seed 001 §9: dietary and allergen marks an owner puts on items. Each icon is drawn as
// a small SVG badge (its abbreviation on its group's colour), so it stays crisp, tiny and readable in print.

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
/** seed 001 §9: defined, but not offered in the picker. */
export const HIDDEN_ICON_GROUP = "Medical & Diet";
export type IconGroup = (typeof ICON_GROUPS)[number] | typeof HIDDEN_ICON_GROUP;

export interface LibraryIcon {
  key: string;
  group: IconGroup;
  /** Shown on hover and to screen readers. */
  label: string;
  altText: string;
  abbr: string;
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

const icon = (key: string, group: IconGroup, label: string, abbr: string, diet?: string): LibraryIcon => ({
  key,
  group,
  label,
  altText: `${label} icon`,
  abbr,
  ...(diet ? { diet } : {}),
});

export const ICON_LIBRARY: LibraryIcon[] = [
  icon("new", "General", "New", "NEW"),
  icon("chefs-choice", "General", "Chef's choice", "CC"),
  icon("popular", "General", "Popular", "TOP"),
  icon("spicy", "General", "Spicy", "SP"),
  icon("extra-spicy", "General", "Extra spicy", "SP+"),
  icon("organic", "General", "Organic", "ORG"),
  icon("local", "General", "Locally sourced", "LOC"),
  icon("house-made", "General", "House-made", "HM"),
  icon("vegan", "Dietary Restrictions", "Vegan", "VG", "https://schema.org/VeganDiet"),
  icon("vegetarian", "Dietary Restrictions", "Vegetarian", "V", "https://schema.org/VegetarianDiet"),
  icon("halal", "Dietary Restrictions", "Halal", "H", "https://schema.org/HalalDiet"),
  icon("kosher", "Dietary Restrictions", "Kosher", "K", "https://schema.org/KosherDiet"),
  icon("plant-based", "Dietary Restrictions", "Plant-based", "PB"),
  icon("pescatarian", "Dietary Restrictions", "Pescatarian", "PS"),
  icon("gluten-free", "Gluten & Wheat", "Gluten-free", "GF", "https://schema.org/GlutenFreeDiet"),
  icon("contains-gluten", "Gluten & Wheat", "Contains gluten", "G"),
  icon("wheat", "Gluten & Wheat", "Contains wheat", "W"),
  icon("wheat-free", "Gluten & Wheat", "Wheat-free", "WF"),
  icon("peanuts", "Nuts & Seeds", "Contains peanuts", "P"),
  icon("tree-nuts", "Nuts & Seeds", "Contains tree nuts", "TN"),
  icon("nut-free", "Nuts & Seeds", "Nut-free", "NF"),
  icon("sesame", "Nuts & Seeds", "Contains sesame", "SE"),
  icon("mustard", "Nuts & Seeds", "Contains mustard", "MU"),
  icon("fish", "Seafood", "Contains fish", "F"),
  icon("shellfish", "Seafood", "Contains shellfish", "SF"),
  icon("molluscs", "Seafood", "Contains molluscs", "MO"),
  icon("egg", "Eggs & Dairy", "Contains egg", "E"),
  icon("dairy", "Eggs & Dairy", "Contains dairy", "D"),
  icon("dairy-free", "Eggs & Dairy", "Dairy-free", "DF", "https://schema.org/LowLactoseDiet"),
  icon("egg-free", "Eggs & Dairy", "Egg-free", "EF"),
  icon("soy", "Corn & Soy", "Contains soy", "S"),
  icon("corn", "Corn & Soy", "Contains corn", "C"),
  icon("soy-free", "Corn & Soy", "Soy-free", "SOF"),
  icon("keto", "Keto & Low Carb", "Keto", "KE"),
  icon("low-carb", "Keto & Low Carb", "Low carb", "LC"),
  icon("sugar-free", "Keto & Low Carb", "Sugar-free", "SUF"),
  icon("celery", "Miscellaneous Allergens", "Contains celery", "CE"),
  icon("lupin", "Miscellaneous Allergens", "Contains lupin", "L"),
  icon("sulphites", "Miscellaneous Allergens", "Contains sulphites", "SU"),
  icon("alcohol", "Miscellaneous Allergens", "Contains alcohol", "AL"),
  icon("happy-hour", "Happy Hour", "Happy hour", "HH"),
  icon("two-for-one", "Happy Hour", "Two for one", "2x1"),
  icon("diabetic", "Medical & Diet", "Diabetic friendly", "DB", "https://schema.org/DiabeticDiet"),
  icon("dysphagia", "Medical & Diet", "Dysphagia friendly", "DY"),
  icon("electrolytes", "Medical & Diet", "Electrolyte balanced", "EL"),
  icon("low-sodium", "Medical & Diet", "Low sodium", "LS", "https://schema.org/LowSaltDiet"),
  icon("renal", "Medical & Diet", "Renal diet", "RD"),
  icon("texture-modified", "Medical & Diet", "Texture modified", "TM"),
];

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

/** The icon as an inline SVG badge; `size` in CSS pixels. */
export function iconSvg(entry: LibraryIcon, size = 20): string {
  const fontSize = entry.abbr.length > 2 ? 7 : 9;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" role="img" aria-label="${escapeXml(entry.label)}"><circle cx="12" cy="12" r="11" fill="${GROUP_COLORS[entry.group]}"/><text x="12" y="12" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(entry.abbr)}</text></svg>`;
}

/** "icon-uploads" in a key marks an owner's own uploaded icon (seed 001 §3). */
export function isUploadedIcon(iconKey: string): boolean {
  return iconKey.includes("icon-uploads");
}
