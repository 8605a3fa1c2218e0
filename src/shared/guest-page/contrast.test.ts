import { describe, expect, it } from "vitest";
import { contrastRatio, LARGE_TEXT_RATIO, readableShade, relativeLuminance, TEXT_RATIO } from "./contrast.ts";

const hueOf = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60) % 360;
};

describe("contrast", () => {
  it("computes WCAG relative luminance and ratios", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The owner's light yellow on white: the unreadable case that started it.
    expect(contrastRatio("#fff59d", "#ffffff")).toBeCloseTo(1.12, 2);
    // Known pairs: #767676 is the lightest grey passing 4.5:1 on white.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });

  it("keeps a colour that is already readable", () => {
    expect(readableShade("#1B2633", "#ffffff", TEXT_RATIO)).toBe("#1b2633");
    expect(readableShade("#ffffff", "#1f3a5f", TEXT_RATIO)).toBe("#ffffff");
  });

  it("darkens light yellow on white to a readable shade of the same hue", () => {
    const shade = readableShade("#fff59d", "#ffffff", TEXT_RATIO);
    expect(contrastRatio(shade, "#ffffff")).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(Math.abs(hueOf(shade) - hueOf("#fff59d"))).toBeLessThan(4);
    // Nearest: one step lighter would no longer pass.
    expect(contrastRatio(shade, "#ffffff")).toBeLessThan(TEXT_RATIO + 0.3);
  });

  it("lightens dark text on a dark banner", () => {
    const shade = readableShade("#1f3a5f", "#10203a", TEXT_RATIO);
    expect(contrastRatio(shade, "#10203a")).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance("#1f3a5f") as number);
  });

  it("meets the large-text ratio with a smaller move", () => {
    const large = readableShade("#fff59d", "#ffffff", LARGE_TEXT_RATIO);
    const body = readableShade("#fff59d", "#ffffff", TEXT_RATIO);
    expect(contrastRatio(large, "#ffffff")).toBeGreaterThanOrEqual(LARGE_TEXT_RATIO);
    expect(relativeLuminance(large)).toBeGreaterThan(relativeLuminance(body) as number);
  });

  it("works for greys and mid-grey backgrounds, and leaves non-hex values alone", () => {
    for (const background of ["#777777", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00"]) {
      for (const foreground of ["#7f7f7f", "#ff00ff", "#fff59d", "#000001"]) {
        const shade = readableShade(foreground, background, TEXT_RATIO);
        expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(TEXT_RATIO);
      }
    }
    expect(readableShade("red", "#ffffff", TEXT_RATIO)).toBe("red");
  });
});
