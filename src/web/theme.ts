import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";
import { readableShade } from "../shared/guest-page/contrast.ts";

// A warm terracotta: appetising, calm enough for a work tool, AA contrast (≥ 4.8:1) for text on white and on its own lightest tint at shade 7.
const terracotta: MantineColorsTuple = [
  "#fdf1ec",
  "#f7e0d6",
  "#efbfa9",
  "#e79b79",
  "#e07d51",
  "#dc6a37",
  "#c9582a",
  "#b24a1a",
  "#9c3f14",
  "#86340f",
];

/**
 * Mantine's colors with their darker half (shades 6 to 9) deepened until text in them reads at WCAG AA on white:
 * shade 6 is red text (errors, "Remove" in menus), shade 7 carries white text (filled badges and buttons), shade 9
 * is the text of light badges and buttons on their pale tint. Mantine's own greens, teals and oranges drew
 * "Published" at 4.3:1, "Charges enabled" at 3.1:1 and "Remove menu" at 3.3:1. Shades 0 to 5 (tints, borders)
 * stay as Mantine made them.
 */
function readablePalette(name: string): MantineColorsTuple {
  const shades = [...(DEFAULT_THEME.colors[name] ?? [])];
  const white = "#ffffff";
  const goals = [4.6, 4.9, 5.8, 7]; // each a step darker than the one before, as hover and pressed expect
  for (const [offset, ratio] of goals.entries()) {
    shades[6 + offset] = readableShade(shades[6 + offset] ?? "#000000", white, ratio);
  }
  return shades as unknown as MantineColorsTuple;
}

const READABLE_COLORS = Object.fromEntries(
  [
    "red",
    "pink",
    "grape",
    "violet",
    "indigo",
    "blue",
    "cyan",
    "teal",
    "green",
    "lime",
    "yellow",
    "orange",
  ].map((name) => [name, readablePalette(name)]),
);

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: "terracotta",
  primaryShade: 7,
  colors: { ...READABLE_COLORS, terracotta },
  // Dialogs, menus and drawers appear without sliding or fading for people who asked their system for less motion.
  respectReducedMotion: true,
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    Button: { defaultProps: { radius: "md" } },
    // A badge is a word or two; it never shrinks to "TOD…" beside a longer neighbor.
    Badge: { styles: { root: { flexShrink: 0, minWidth: "max-content" } } },
    Card: { defaultProps: { radius: "lg", withBorder: true } },
    Paper: { defaultProps: { radius: "lg" } },
    // Every modal's close button has a name for screen readers (axe "button-name"); every dialog is centred
    // with a bold title, said once here rather than at each <Modal>.
    Modal: {
      defaultProps: { closeButtonProps: { "aria-label": "Close" }, centered: true },
      styles: { title: { fontWeight: 700 } },
    },
    // The hour and minute lists scroll, and their times are not focusable one by one: the list itself is, so
    // arrow keys can scroll it.
    TimePicker: {
      defaultProps: {
        scrollAreaProps: {
          viewportProps: { tabIndex: 0, role: "group", "aria-label": "Times to choose from" },
        },
      },
    },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // Mantine puts a hidden focus placeholder first in every menu's list, which is not a menu item, so the
    // list breaks the menu role's rule (axe "aria-required-children"); the first item takes focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The eye dropper is an icon alone: its name says what it does.
    ColorInput: {
      defaultProps: { eyeDropperButtonProps: { "aria-label": "Pick a color from the screen" } },
    },
  },
});

/**
 * Secondary text one shade darker than Mantine's default, so it passes WCAG AA contrast on white and gray-0; and
 * example text in fields (Mantine's gray-5, 2.1:1) at 4.7:1, still lighter than what the owner typed.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});
