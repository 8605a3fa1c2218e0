import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrastRatio, readableShade } from "../shared/guest-page/contrast.ts";
import { READABLE_SHADES, theme } from "./theme.ts";

const GOALS = [4.6, 4.9, 5.8, 7];

describe("the dashboard's readable palette", () => {
  it("is, shade by shade, the nearest to Mantine's own that reaches its contrast on white", () => {
    for (const [name, deep] of Object.entries(READABLE_SHADES)) {
      const mantine = DEFAULT_THEME.colors[name] ?? [];
      GOALS.forEach((goal, offset) => {
        const shade = deep[offset] ?? "";
        expect(shade, `${name}.${6 + offset}`).toBe(
          readableShade(mantine[6 + offset] ?? "", "#ffffff", goal),
        );
        expect(contrastRatio(shade, "#ffffff")).toBeGreaterThanOrEqual(goal);
      });
    }
  });

  it("keeps Mantine's tints and takes the deepened shades into the theme", () => {
    const red = theme.colors?.red ?? [];
    expect(red.slice(0, 6)).toEqual(DEFAULT_THEME.colors.red.slice(0, 6));
    expect(red.slice(6)).toEqual(READABLE_SHADES.red);
  });
});
