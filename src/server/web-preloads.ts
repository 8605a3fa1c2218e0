import { readViteManifest, type ViteManifest } from "./lib/vite-manifest.ts";

/**
 * The light pages' own chunks, named in their HTML. The dashboard's router loads a screen's
 * chunk only once its entry has run, then that chunk's imports: two round trips after the entry, each one a
 * mobile network's latency. Named in the page, they are fetched beside the entry. The first path segment → the
 * screen's module (src/web/router.tsx); the other screens load as before.
 */
const LIGHT_SCREENS: Record<string, string> = {
  login: "features/auth/login-page.tsx",
  start: "features/auth/start-page.tsx",
  "pass-forgot": "features/auth/pass-forgot-page.tsx",
};

/** The CSS files a screen's module and its static imports apply, the entries' own excluded (already linked). */
export function screenStyles(manifest: ViteManifest, screen: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inThePage = closure(manifest, entries);
  const { styles } = closure(manifest, [screen], inThePage.scripts);
  return [...styles].filter((file) => !inThePage.styles.has(file));
}

/** An entry's file, then those of the chunks it imports statically, through every level. */
export function entryScripts(manifest: ViteManifest, entry: string): string[] {
  return [...closure(manifest, [entry]).scripts];
}

/** A chunk's file and those of its static imports, through every level, with their CSS. */
function closure(manifest: ViteManifest, keys: string[], skip = new Set<string>()) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/** `<link>`s for a screen's module, its static imports (not the entry's, already in the page) and their CSS. */
export function screenPreloads(manifest: ViteManifest, screen: string): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inThePage = closure(manifest, entries).scripts;
  const { scripts, styles } = closure(manifest, [screen], inThePage);
  // Preloaded, not applied: the screen's module applies its CSS when it loads (Vite finds these in the cache).
  return [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join("");
}

/** The light pages' `<link>`s by first path segment, from the build's manifest; none without one. */
export function readLightScreenPreloads(webDir: string): Map<string, string> {
  const preloads = new Map<string, string>();
  const manifest = readViteManifest(webDir, "dashboard");
  if (!manifest) return preloads;
  for (const [segment, screen] of Object.entries(LIGHT_SCREENS))
    if (manifest[screen]) preloads.set(segment, screenPreloads(manifest, screen));
  return preloads;
}
