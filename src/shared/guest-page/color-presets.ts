import { DEFAULT_COLORS } from "../common/constants.ts";

// Six color presets; each sets the four named colors and the four colorPairs.
// colorPairs is stored as a JSON string of four colours: [banner, banner text, business name, menu text].

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ColorPreset {
  id: string;
  name: string;
  businessNameColor: string;
  bannerColor: string;
  bannerTextColor: string;
  menuTextColor: string;
}

export type ColorKey = "businessNameColor" | "bannerColor" | "bannerTextColor" | "menuTextColor";
export type BrandColors = Record<ColorKey, string>;

export const COLOR_KEYS: readonly ColorKey[] = [
  "bannerColor",
  "bannerTextColor",
  "businessNameColor",
  "menuTextColor",
];

export const COLOR_PRESETS: readonly ColorPreset[] = [
  {
    id: "classic",
    name: "Classic",
    bannerColor: DEFAULT_COLORS[1],
    bannerTextColor: DEFAULT_COLORS[0],
    businessNameColor: DEFAULT_COLORS[0],
    menuTextColor: DEFAULT_COLORS[0],
  },
  {
    id: "terracotta",
    name: "Terracotta",
    bannerColor: "#b5523b",
    bannerTextColor: "#fff7f0",
    businessNameColor: "#ffffff",
    menuTextColor: "#3b2a24",
  },
  {
    id: "olive-grove",
    name: "Olive Grove",
    bannerColor: "#56633a",
    bannerTextColor: "#f3f1e4",
    businessNameColor: "#fdfbef",
    menuTextColor: "#2f3322",
  },
  {
    id: "harbor",
    name: "Harbor",
    bannerColor: "#1f3a5f",
    bannerTextColor: "#e6eef8",
    businessNameColor: "#ffffff",
    menuTextColor: "#1b2633",
  },
  {
    id: "espresso",
    name: "Espresso",
    bannerColor: "#3b2a20",
    bannerTextColor: "#f0e2cf",
    businessNameColor: "#f5c26b",
    menuTextColor: "#2b1f18",
  },
  {
    id: "citrus",
    name: "Citrus",
    bannerColor: "#f6c445",
    bannerTextColor: "#3a2e05",
    businessNameColor: "#2a2102",
    menuTextColor: "#30290f",
  },
];

export const DEFAULT_BRAND_COLORS: BrandColors = {
  bannerColor: DEFAULT_COLORS[1],
  bannerTextColor: DEFAULT_COLORS[0],
  businessNameColor: DEFAULT_COLORS[0],
  menuTextColor: DEFAULT_COLORS[0],
};

/** The colorPairs JSON string of four colours, in COLOR_KEYS order. */
export function colorPairsOf(colors: BrandColors): string {
  return JSON.stringify(COLOR_KEYS.map((key) => colors[key]));
}

/** The config keys a preset writes: the four colours and colorPairs. */
export function presetConfig(preset: ColorPreset): BrandColors & { colorPairs: string } {
  const colors: BrandColors = {
    bannerColor: preset.bannerColor,
    bannerTextColor: preset.bannerTextColor,
    businessNameColor: preset.businessNameColor,
    menuTextColor: preset.menuTextColor,
  };
  return { ...colors, colorPairs: colorPairsOf(colors) };
}

/** The colours a config holds, each falling back to the default when missing or not a #rrggbb value. */
export function readBrandColors(config: Partial<Record<ColorKey, unknown>>): BrandColors {
  const pick = (key: ColorKey) => {
    const value = config[key];
    return typeof value === "string" && HEX.test(value) ? value.toLowerCase() : DEFAULT_BRAND_COLORS[key];
  };
  return {
    bannerColor: pick("bannerColor"),
    bannerTextColor: pick("bannerTextColor"),
    businessNameColor: pick("businessNameColor"),
    menuTextColor: pick("menuTextColor"),
  };
}

/** The preset whose four colours the config has, if any. */
export function matchingPreset(colors: BrandColors): ColorPreset | null {
  return (
    COLOR_PRESETS.find((preset) =>
      COLOR_KEYS.every((key) => preset[key].toLowerCase() === colors[key].toLowerCase()),
    ) ?? null
  );
}
