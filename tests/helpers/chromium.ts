/** Debian's Chromium, and the flags it needs on these machines (no sandbox as root, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end specs' browser: Debian's headless shell of the same Chromium (package chromium-headless-shell).
 * It renders pages with the same engine but without the full browser around them (no tab strip, no browser UI
 * pages per context), and costs about half the CPU per page load and per new context: measured over 16 fresh
 * contexts each opening two dashboard screens, 6.0 s of CPU against 10.4 s. The benchmarks that time what an
 * owner waits for (bench/) keep the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
