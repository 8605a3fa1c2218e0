import type { GuestView } from "../../../shared/guest-page/guest-view.ts";
import { loadSharp } from "../../lib/on-demand.ts";
import { isSafeKey, type Storage } from "../../storage/storage.ts";

// The logo and uploaded icons are stored images (src/server/storage), referenced by the guest view as
// /v1/public/images?key=…. pdfkit draws only PNG and JPEG, and uploads may be WebP: sharp makes a small PNG.

const PREFIX = "/v1/public/images?";

/** The storage key behind an image address the guest view gives, or null for anything else. */
export function storageKeyOf(src: string | null | undefined): string | null {
  if (!src?.startsWith(PREFIX)) return null;
  const key = new URLSearchParams(src.slice(PREFIX.length)).get("key");
  return key && isSafeKey(key) ? key : null;
}

/** A stored image as a PNG at most `size` pixels on its longer side; null when missing or unreadable. */
async function pngOf(storage: Storage, src: string | null | undefined, size: number): Promise<Buffer | null> {
  const key = storageKeyOf(src);
  if (!key) return null;
  const bytes = await storage.get(key);
  if (!bytes) return null;
  try {
    return await loadSharp()(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The pictures a printed menu needs: the logo (about 2 cm at 300 dpi) and the owner's uploaded icons. */
export async function loadMenuImages(storage: Storage, guest: GuestView) {
  const iconSources = new Set<string>();
  for (const menu of guest.shown)
    for (const group of menu.groups)
      for (const item of group.items)
        for (const icon of item.icons) if (!icon.library && icon.src) iconSources.add(icon.src);
  const [logo, ...icons] = await Promise.all([
    pngOf(storage, guest.logo, 300),
    ...[...iconSources].map(async (src) => [src, await pngOf(storage, src, 64)] as const),
  ]);
  const iconImages = new Map<string, Buffer>();
  for (const entry of icons as (readonly [string, Buffer | null])[])
    if (entry[1]) iconImages.set(entry[0], entry[1]);
  return { logo: logo as Buffer | null, iconImages };
}
