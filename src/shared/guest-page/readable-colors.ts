import { type BrandColors, type ColorKey, readBrandColors } from "./color-presets.ts";
import { contrastRatio, LARGE_TEXT_RATIO, readableShade, TEXT_RATIO } from "./contrast.ts";

// Every text colour the owner picks, with the background it is drawn on in the guest pages and the ratio it needs.
// The guest pages draw the readable shade; Appearance warns about the pair and says what guests will see.

/** The guest pages' own background behind the menu's text (guest.css body). */
export const PAGE_BACKGROUND = "#ffffff";

export interface GuestColorPair {
  text: ColorKey;
  /** The colour key it is drawn on, or "page" for the guest pages' white. */
  on: ColorKey | "page";
  /** The business name is a large bold heading (1.6rem, 700): WCAG's large-text ratio applies. */
  minRatio: number;
}

export const GUEST_COLOR_PAIRS: readonly GuestColorPair[] = [
  { text: "bannerTextColor", on: "bannerColor", minRatio: TEXT_RATIO },
  { text: "businessNameColor", on: "bannerColor", minRatio: LARGE_TEXT_RATIO },
  { text: "menuTextColor", on: "page", minRatio: TEXT_RATIO },
];

const backgroundOf = (colors: BrandColors, on: GuestColorPair["on"]) =>
  on === "page" ? PAGE_BACKGROUND : colors[on];

export interface ContrastProblem extends GuestColorPair {
  foreground: string;
  background: string;
  ratio: number;
  /** What the guest pages draw instead. */
  shade: string;
}

/** The owner's pairs that fall short of their ratio, each with the shade guests will see. */
export function contrastProblems(colors: BrandColors): ContrastProblem[] {
  return GUEST_COLOR_PAIRS.flatMap((pair) => {
    const foreground = colors[pair.text];
    const background = backgroundOf(colors, pair.on);
    const ratio = contrastRatio(foreground, background) ?? 21;
    return ratio >= pair.minRatio
      ? []
      : [
          {
            ...pair,
            foreground,
            background,
            ratio,
            shade: readableShade(foreground, background, pair.minRatio),
          },
        ];
  });
}

/** The colours the guest pages draw: the owner's, each text colour moved to a readable shade where needed. */
export function readableBrandColors(config: Partial<Record<ColorKey, unknown>>): BrandColors {
  const colors = readBrandColors(config);
  const readable = { ...colors };
  for (const problem of contrastProblems(colors)) readable[problem.text] = problem.shade;
  return readable;
}
