import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One rendered page with its encodings, made once and served many times. */
export interface CachedPage {
  etag: string;
  csp: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const sha256 = (value: string | Buffer, encoding: "hex" | "base64") =>
  createHash("sha256").update(value).digest(encoding);

/**
 * Strict CSP for the guest page: no inline script at all; the inline styles are allowed by their hashes.
 * JSON-LD blocks are data, never executed, so script-src does not need to name them.
 */
export function guestCsp(styles: string[]): string {
  const styleHashes = styles.map((css) => `'sha256-${sha256(css, "base64")}'`).join(" ");
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHashes}`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function makeCachedPage(html: string, styles: string[]): CachedPage {
  const identity = Buffer.from(html);
  return {
    etag: `"${sha256(identity, "hex").slice(0, 32)}"`,
    csp: guestCsp(styles),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/**
 * A bounded LRU of rendered pages. Keys carry the publication version, so a publish makes every older
 * entry unreachable; those age out as new pages arrive.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  constructor(private readonly capacity = 500) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: CachedPage) {
    this.entries.set(key, page);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

type Head = { businessId: string; isLive: boolean; version: number } | null;

/**
 * Which publication answers at an address, remembered for a moment: the guest page's hot path then needs no
 * database round trip. The instance that publishes forgets at once; other instances follow within the TTL.
 */
export class HeadCache {
  private readonly entries = new Map<string, { head: Head; until: number }>();
  constructor(
    private readonly load: (address: string) => Promise<Head>,
    private readonly ttlMs = 2_000,
    private readonly capacity = 10_000,
  ) {}

  async find(address: string): Promise<Head> {
    const key = address.toLowerCase();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.head;
    const head = await this.load(address);
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, { head, until: now + this.ttlMs });
    return head;
  }

  /** Forgets the addresses nobody answered at, one of which a business may just have taken. */
  forgetUnanswered() {
    for (const [key, entry] of this.entries) if (entry.head === null) this.entries.delete(key);
  }

  forgetBusiness(businessId: string) {
    for (const [key, entry] of this.entries)
      if (entry.head?.businessId === businessId) this.entries.delete(key);
  }
}
