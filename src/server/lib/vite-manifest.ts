import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Vite writes a manifest for each build (vite.config.ts and vite.*.config.ts): the hashed file of each source,
// its static imports and its CSS. The server reads them once at start to name those files in the pages it writes.

/** One chunk of a Vite build manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Where each build leaves its manifest, relative to the built dashboard (`webDir`). */
const MANIFEST_FILES = {
  /** The dashboard: its screens' chunks and CSS (the login page and the light screens' preloads). */
  dashboard: path.join(".vite", "manifest.json"),
  /** The guest page's script. */
  guest: path.join("assets", "guest-manifest.json"),
  /** The cart and the order tracker, loaded by the guest page and the confirmation page. */
  guestOrder: path.join("assets", "guest-order-manifest.json"),
  /** The card-payment page's script. */
  pay: path.join("assets", "pay-manifest.json"),
} as const;

/** A build's manifest, or null when that build is absent (API-only runs and tests have no `webDir`). */
export function readViteManifest(
  webDir: string | undefined,
  build: keyof typeof MANIFEST_FILES,
): ViteManifest | null {
  if (!webDir) return null;
  const file = path.join(webDir, MANIFEST_FILES[build]);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
}

/**
 * The address under /assets/ of an entry's hashed file: the first entry, or the one whose source path ends with
 * `source` when a build has several. Null when there is none, so pages still work without their script.
 */
export function entryAsset(manifest: ViteManifest | null, source?: string): string | null {
  if (!manifest) return null;
  const entry = Object.entries(manifest).find(
    ([key, chunk]) => chunk.isEntry && (source === undefined || key.endsWith(source)),
  );
  return entry ? `/assets/${path.basename(entry[1].file)}` : null;
}
