import { describe, expect, it } from "vitest";
import {
  findLibraryIcon,
  HIDDEN_ICON_GROUP,
  ICON_GROUPS,
  ICON_LIBRARY,
  iconArt,
  iconSvg,
  iconSymbol,
  iconUse,
  isUploadedIcon,
  pickerIcons,
} from "./icons.ts";

// A real icon library of drawn pictograms in the ten picker groups, the medical group hidden.

describe("the icon library", () => {
  it("has at least 40 icons, every picker group filled, keys unique", () => {
    expect(ICON_LIBRARY.length).toBeGreaterThanOrEqual(40);
    for (const group of ICON_GROUPS) {
      expect(pickerIcons().filter((icon) => icon.group === group).length, group).toBeGreaterThan(0);
    }
    expect(new Set(ICON_LIBRARY.map((icon) => icon.key)).size).toBe(ICON_LIBRARY.length);
  });

  it("names the icons the issue asks for", () => {
    const labels = ICON_LIBRARY.map((icon) => icon.key);
    for (const key of [
      "vegan",
      "vegetarian",
      "gluten-free",
      "wheat",
      "peanuts",
      "tree-nuts",
      "sesame",
      "fish",
      "shellfish",
      "egg",
      "dairy",
      "soy",
      "corn",
      "keto",
      "low-carb",
      "spicy",
      "halal",
      "kosher",
      "organic",
      "new",
      "chefs-choice",
      "happy-hour",
    ]) {
      expect(labels, key).toContain(key);
    }
  });

  it("defines the medical group but keeps it out of the picker", () => {
    expect(ICON_LIBRARY.some((icon) => icon.group === HIDDEN_ICON_GROUP)).toBe(true);
    expect(pickerIcons().some((icon) => icon.group === HIDDEN_ICON_GROUP)).toBe(false);
  });

  it("draws every icon as a pictogram, each a different drawing", () => {
    const drawings = ICON_LIBRARY.map((icon) => iconArt(icon.key));
    for (const [index, drawing] of drawings.entries()) {
      // One path of moves, lines, curves and arcs on the 24×24 grid: no text, no markup.
      expect(drawing, ICON_LIBRARY[index]?.key).toMatch(/^M[\d\s.,MmLlHhVvCcSsQqTtAaZz-]+$/);
    }
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("gives each icon hover text and alt text", () => {
    for (const icon of ICON_LIBRARY) {
      expect(icon.label.length).toBeGreaterThan(1);
      expect(icon.altText).toBe(`${icon.label} icon`);
    }
  });

  it("renders an inline SVG named for screen readers, and a symbol with its decorative uses", () => {
    const vegan = findLibraryIcon("vegan");
    if (!vegan) throw new Error("vegan is missing");
    const svg = iconSvg(vegan, 26);
    expect(svg).toContain('width="26" height="26" role="img" aria-label="Vegan"');
    expect(svg).toContain(`<path d="${iconArt("vegan")}"`);
    expect(svg).not.toContain("<text");
    expect(iconSymbol(vegan)).toMatch(/^<symbol id="ic-vegan" viewBox="0 0 24 24"><circle .*<path d="M/);
    expect(iconUse(vegan)).toBe(
      '<svg width="20" height="20" aria-hidden="true"><use href="#ic-vegan"/></svg>',
    );
  });

  it("escapes an icon's label in its SVG", () => {
    const svg = iconSvg({ ...ICON_LIBRARY[0], key: "new", label: 'Chef "special" <b>' } as never);
    expect(svg).toContain('aria-label="Chef &quot;special&quot; &lt;b&gt;"');
  });

  it("knows an uploaded icon by its key", () => {
    expect(isUploadedIcon("icon-uploads/abc.png")).toBe(true);
    expect(isUploadedIcon("vegan")).toBe(false);
  });
});
