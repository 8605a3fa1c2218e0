import { describe, expect, it } from "vitest";
import { BusinessConfigSchema } from "../businesses/business-config.ts";
import { DEFAULT_COLORS } from "../common/constants.ts";
import {
  COLOR_KEYS,
  COLOR_PRESETS,
  colorPairsOf,
  DEFAULT_BRAND_COLORS,
  matchingPreset,
  presetConfig,
  readBrandColors,
} from "./color-presets.ts";

// Six presets; colorPairs is a JSON list of four colors; defaults #000000 and #efefef.

describe("colour presets", () => {
  it("has six presets with distinct ids and names", () => {
    expect(COLOR_PRESETS).toHaveLength(6);
    expect(new Set(COLOR_PRESETS.map((preset) => preset.id)).size).toBe(6);
    expect(new Set(COLOR_PRESETS.map((preset) => preset.name)).size).toBe(6);
  });

  it("each preset is a config the server accepts, with four colorPairs", () => {
    for (const preset of COLOR_PRESETS) {
      const config = presetConfig(preset);
      expect(BusinessConfigSchema.safeParse(config).success).toBe(true);
      const pairs = JSON.parse(config.colorPairs);
      expect(pairs).toHaveLength(4);
      expect(pairs).toEqual(COLOR_KEYS.map((key) => preset[key]));
    }
  });

  it("the defaults are #000000 and #efefef", () => {
    expect(DEFAULT_BRAND_COLORS.bannerColor).toBe(DEFAULT_COLORS[1]);
    expect(DEFAULT_BRAND_COLORS.menuTextColor).toBe(DEFAULT_COLORS[0]);
    expect(readBrandColors({})).toEqual(DEFAULT_BRAND_COLORS);
    expect(readBrandColors({ bannerColor: "red" }).bannerColor).toBe("#efefef");
  });

  it("finds the preset a config matches", () => {
    const preset = COLOR_PRESETS[3];
    if (!preset) throw new Error("missing preset");
    expect(matchingPreset(readBrandColors(presetConfig(preset)))?.id).toBe(preset.id);
    expect(matchingPreset({ ...DEFAULT_BRAND_COLORS, menuTextColor: "#123456" })).toBeNull();
    expect(JSON.parse(colorPairsOf(DEFAULT_BRAND_COLORS))).toHaveLength(4);
  });
});
