// WCAG 2.2 contrast: relative luminance, contrast ratio, and the nearest readable shade of a colour.
// The owner picks the guest page's colours; these keep every text colour readable on its background.

const HEX = /^#([0-9a-f]{6})$/i;

/** Body text needs 4.5:1 (WCAG 1.4.3); large text (24px, or 18.66px bold) needs 3:1. */
export const TEXT_RATIO = 4.5;
export const LARGE_TEXT_RATIO = 3;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const value = Number.parseInt(match[1] ?? "", 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, "0")).join("")}`;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const luminanceOf = (rgb: Rgb) =>
  0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white); null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const rgb = toRgb(hex);
  return rgb ? luminanceOf(rgb) : null;
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21; null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = relativeLuminance(foreground);
  const bg = relativeLuminance(background);
  return fg === null || bg === null ? null : ratioOf(fg, bg);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === rn
      ? (gn - bn) / delta + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / delta + 2
        : (rn - gn) / delta + 4;
  return [hue / 6, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  if (saturation === 0) {
    const grey = Math.round(lightness * 255);
    return [grey, grey, grey];
  }
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const part = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [part(hue + 1 / 3), part(hue), part(hue - 1 / 3)].map((value) => Math.round(value * 255)) as Rgb;
}

/** The first shade, stepping lightness from the colour's own toward `end`, that meets the ratio; null if none. */
function shadeToward(
  rgb: Rgb,
  background: number,
  minRatio: number,
  end: 0 | 1,
): { hex: string; step: number } | null {
  const [hue, saturation, lightness] = toHsl(rgb);
  const steps = 200;
  for (let step = 1; step <= steps; step++) {
    const next = lightness + ((end - lightness) * step) / steps;
    const shade = fromHsl(hue, saturation, next);
    if (ratioOf(luminanceOf(shade), background) >= minRatio)
      return { hex: toHex(shade), step: Math.abs(next - lightness) };
  }
  return null;
}

/**
 * The foreground itself when it already reaches `minRatio` on the background, else the nearest shade of its hue
 * (same hue and saturation, lightness moved toward darker or lighter, whichever needs the smaller move) that does.
 * Black or white always reach 4.5:1 on one side, so an answer exists for any ratio up to that. Values that are not
 * #rrggbb come back unchanged: the caller has already chosen its fallback for those.
 */
export function readableShade(foreground: string, background: string, minRatio: number): string {
  const rgb = toRgb(foreground);
  const bg = relativeLuminance(background);
  if (!rgb || bg === null) return foreground;
  if (ratioOf(luminanceOf(rgb), bg) >= minRatio) return foreground.toLowerCase();
  const candidates = [shadeToward(rgb, bg, minRatio, 0), shadeToward(rgb, bg, minRatio, 1)].filter(
    (candidate) => candidate !== null,
  );
  const [nearest] = candidates.sort((a, b) => a.step - b.step);
  return nearest ? nearest.hex : bg > 0.18 ? "#000000" : "#ffffff";
}
