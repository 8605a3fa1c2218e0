import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";

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
 *
 * Each shade is the nearest to Mantine's own that reaches 4.6, 4.9, 5.8 and 7 to 1 on white (each a step darker
 * than the one before, as hover and pressed expect). They are written out rather than worked out in the browser,
 * which kept the contrast maths out of the first screen's script; theme.test.ts works them out again and
 * compares.
 */
export const READABLE_SHADES: Record<string, [string, string, string, string]> = {
  red: ["#ea0707", "#e01111", "#c61e1e", "#aa2323"],
  pink: ["#e02063", "#d22a65", "#bf245b", "#a61e4d"],
  grape: ["#b737d7", "#ad3cc8", "#9c36b5", "#862e9c"],
  violet: ["#7950f2", "#7048e8", "#6741d9", "#5f3dc4"],
  indigo: ["#4468f5", "#4263eb", "#3758da", "#354dc2"],
  blue: ["#1777cb", "#1973c3", "#1767b2", "#165a9b"],
  cyan: ["#108090", "#0d7c8d", "#0a6f80", "#096172"],
  teal: ["#0d8561", "#09805c", "#077352", "#066548"],
  green: ["#2c853c", "#288037", "#237432", "#20652e"],
  lime: ["#538113", "#4f7d0f", "#45710a", "#3e6309"],
  yellow: ["#9a6c03", "#9c6500", "#945600", "#8a4700"],
  orange: ["#bd5702", "#bd4f05", "#ae4309", "#9f350b"],
};

const READABLE_COLORS = Object.fromEntries(
  Object.entries(READABLE_SHADES).map(([name, deep]) => [
    name,
    [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 6), ...deep] as unknown as MantineColorsTuple,
  ]),
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
