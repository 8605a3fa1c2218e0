import { BODY_IMAGE_WIDTH, THUMBNAIL_WIDTH } from "../../../shared/common/constants.ts";
import { scaledSize } from "../../../shared/images/images.ts";
import { HttpError } from "../../http/errors.ts";
import { loadSharp } from "../../lib/on-demand.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ImageWorkQueue } from "./image-work.ts";
import { variantKey } from "./images.service.ts";

// A website page shows an image at most 680 px wide, and decoding a 1200–2000 px photo cost the page
// its Lighthouse 100 (bench/RESULTS.md). The column's widths are made on the first request for them, then kept
// in storage beside the original: only the few images that website pages show pay for it (not every menu photo
// and logo at upload), images uploaded before need nothing, and a guest waits once, on a queued job.

/** Widths kept besides the full size, smallest first: the thumbnail (made at upload), the column's and 2×. */
const STORED_WIDTHS = [THUMBNAIL_WIDTH, BODY_IMAGE_WIDTH, 2 * BODY_IMAGE_WIDTH];

/** The stored width that answers `?w=`: the smallest at least that wide; undefined, the full size. */
export function answeringWidth(w: number | undefined): number | undefined {
  return w === undefined ? undefined : STORED_WIDTHS.find((width) => w <= width);
}

export interface StoredImage {
  bytes: Buffer;
  /** false: the full size stood in for a variant the busy queue could not make; ask again later. */
  isFinal: boolean;
}

/** Reads one stored image at a width (made and kept on the first request), or null when the key has none. */
export function createImageReader({ storage, queue }: { storage: Storage; queue: ImageWorkQueue }) {
  // Guests arriving together on a new page share one making of each variant.
  const making = new Map<string, Promise<StoredImage | null>>();

  async function make(key: string, width: number, webp: boolean): Promise<StoredImage | null> {
    const source = await storage.get(variantKey(key, {}));
    if (!source) return null;
    const full = async (isFinal: boolean) => {
      const bytes = webp ? await storage.get(variantKey(key, { webp })) : source;
      return bytes ? { bytes, isFinal } : null;
    };
    // The header alone: the stored full size was re-encoded upright (images.service.ts), so this is its size.
    const { width: fullWidth = 0, height: fullHeight = 0 } = await loadSharp()(source).metadata();
    if (fullWidth <= width) return full(true);
    const size = scaledSize({ width: fullWidth, height: fullHeight }, width);
    let bytes: Buffer;
    try {
      // `fill` to the exact size the page's width and height attributes promise (scaledSize).
      bytes = await queue.run(() => {
        const resized = loadSharp()(source).resize({ ...size, fit: "fill" });
        if (webp) return resized.webp({ quality: 80 }).toBuffer();
        return key.endsWith(".png")
          ? resized.png({ compressionLevel: 9 }).toBuffer()
          : resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      });
    } catch (error) {
      // Uploads fill the queue: the guest gets the full size now rather than a 429 for an image that exists.
      if (error instanceof HttpError && error.status === 429) return full(false);
      throw error;
    }
    await storage.put(variantKey(key, { width, webp }), bytes, webp ? "image/webp" : mimeOf(key));
    return { bytes, isFinal: true };
  }

  return async function readImage(options: {
    key: string;
    width: number | undefined;
    webp: boolean;
  }): Promise<StoredImage | null> {
    const { key, width, webp } = options;
    const wanted = variantKey(key, { width, webp });
    // Asked first: while a variant is being written, storage could hand out its first bytes only.
    const inProgress = making.get(wanted);
    if (inProgress) return inProgress;
    const stored = await storage.get(wanted);
    if (stored) return { bytes: stored, isFinal: true };
    // The full size and the thumbnail are made at upload: missing means there is no such image.
    if (width === undefined || width === THUMBNAIL_WIDTH) return null;
    const pending = making.get(wanted) ?? make(key, width, webp).finally(() => making.delete(wanted));
    making.set(wanted, pending);
    return pending;
  };
}

function mimeOf(key: string): string {
  return key.endsWith(".png") ? "image/png" : "image/jpeg";
}
