import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

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

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: "terracotta",
  primaryShade: 7,
  colors: { terracotta },
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
  },
});

/** Secondary text one shade darker than Mantine's default, so it passes WCAG AA contrast on white and gray-0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
