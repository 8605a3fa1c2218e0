import { createHash } from "node:crypto";
import { Lru } from "../../lib/lru.ts";

/** A made PDF with the ETag its bytes give. */
export interface CachedPdf {
  bytes: Buffer;
  etag: string;
}

/**
 * Printed menus by (business, published version, paper, menu, language), like the guest pages:
 * a bounded LRU by count and bytes; a publish makes a new version, so older entries simply age out. Guests
 * asking for the same cold PDF together share one rendering.
 */
export class PdfCache {
  private readonly entries: Lru<CachedPdf>;
  private readonly making = new Map<string, Promise<CachedPdf>>();

  constructor(maxEntries = 500, maxBytes = 48 * 1024 * 1024) {
    this.entries = new Lru(maxEntries, maxBytes, (pdf) => pdf.bytes.length);
  }

  async find(key: string, make: () => Promise<Buffer>): Promise<CachedPdf> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = make()
      .then((bytes) => {
        const pdf = { bytes, etag: `"${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}"` };
        this.entries.set(key, pdf);
        return pdf;
      })
      .finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.entries.totalWeight;
  }
}
