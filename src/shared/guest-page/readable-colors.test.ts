import { describe, expect, it } from "vitest";
import { COLOR_PRESETS, presetConfig } from "./color-presets.ts";
import { contrastRatio } from "./contrast.ts";
import { contrastProblems, readableBrandColors } from "./readable-colors.ts";

describe("readable brand colours", () => {
  it("leaves every preset as the owner picked it", () => {
    for (const preset of COLOR_PRESETS) {
      const config = presetConfig(preset);
      expect(contrastProblems(readableBrandColors(config)), preset.id).toEqual([]);
      expect(readableBrandColors(config).bannerTextColor).toBe(preset.bannerTextColor.toLowerCase());
    }
  });

  it("names each pair that falls short and draws a readable shade instead", () => {
    const owner = {
      bannerColor: "#ffffff",
      bannerTextColor: "#fff59d",
      businessNameColor: "#fff59d",
      menuTextColor: "#fff59d",
    };
    const problems = contrastProblems(owner);
    expect(problems.map((problem) => [problem.text, problem.background])).toEqual([
      ["bannerTextColor", "#ffffff"],
      ["businessNameColor", "#ffffff"],
      ["menuTextColor", "#ffffff"],
    ]);
    expect(problems[0]?.ratio).toBeLessThan(1.2);
    const readable = readableBrandColors(owner);
    expect(readable.bannerColor).toBe("#ffffff");
    expect(contrastRatio(readable.bannerTextColor, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable.businessNameColor, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(readable.menuTextColor, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastProblems(readable)).toEqual([]);
  });
});
