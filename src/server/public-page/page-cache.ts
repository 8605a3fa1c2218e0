import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Opening } from "../../shared/businesses/business-config.ts";
import type { ServiceState } from "../features/service/service-state.ts";
import { pageUnder } from "../lib/context-path.ts";
import { type FramePolicy, SAME_ORIGIN_FRAMES } from "../lib/frame-policy.ts";
import { Lru } from "../lib/lru.ts";

/** One rendered page with its encodings, made once and served many times. */
export interface CachedPage {
  etag: string;
  /** The whole policy, the page's frame-ancestors included. */
  csp: string;
  /** Sent only when it agrees with frame-ancestors (lib/frame-policy.ts). */
  xFrameOptions: string | null;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The request headers the page depends on: Accept-Encoding, and Accept-Language on a page in several languages. */
  vary: string;
}

const sha256 = (value: string | Buffer, encoding: "hex" | "base64") =>
  createHash("sha256").update(value).digest(encoding);

/**
 * Strict CSP for the guest page: no inline script at all; the inline styles are allowed by their hashes, and
 * the cart's stylesheet, which loads with its script on the first Add, from our own origin.
 * JSON-LD blocks are data, never executed, so script-src does not need to name them.
 */
export function guestCsp(styles: string[]): string {
  const styleHashes = styles.map((css) => `'sha256-${sha256(css, "base64")}'`).join(" ");
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes}`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function makeCachedPage(
  html: string,
  styles: string[],
  isByLanguage = false,
  frames: FramePolicy = SAME_ORIGIN_FRAMES,
  /** The context path the page's addresses from the root are put under (lib/context-path.ts). */
  contextPath = "",
): CachedPage {
  const identity = Buffer.from(pageUnder(html, contextPath));
  // The frame policy is part of the ETag: when the owner changes their website addresses, a browser holding the
  // page must get the new headers in a 200, not keep the old ones behind a 304.
  const tag = createHash("sha256").update(identity).update(frames.directive).digest("hex");
  return {
    vary: isByLanguage ? "accept-encoding, accept-language" : "accept-encoding",
    etag: `"${tag.slice(0, 32)}"`,
    csp: `${guestCsp(styles)}; ${frames.directive}`,
    xFrameOptions: frames.xFrameOptions,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/** The bytes a cached page holds: its three encodings. */
const pageBytes = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length;

/**
 * A bounded LRU of rendered pages: at most `maxPages` pages and `maxBytes` of their bodies, so
 * 100,000 businesses never mean 100,000 pages in memory. Keys carry the publication version, so a publish
 * makes every older entry unreachable; those age out as new pages arrive.
 */
export class PageCache {
  private readonly pages: Lru<CachedPage>;
  constructor(maxPages = 5_000, maxBytes = 64 * 1024 * 1024) {
    this.pages = new Lru(maxPages, maxBytes, pageBytes);
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage) {
    this.pages.set(key, page);
  }

  get size() {
    return this.pages.size;
  }

  get bytes() {
    return this.pages.totalWeight;
  }
}

type Head = {
  businessId: string;
  isLive: boolean;
  version: number;
  isOrdering?: boolean;
  /** Whether guests may book a table ("Book a table" on the page), live like `isOrdering`. */
  isBooking?: boolean;
  /** Whether guests may buy gift cards ("Gift cards" on the page), live like `isBooking`. */
  isSellingGiftCards?: boolean;
  /** Whether the business runs a rewards program ("Rewards" on the page), live like `isBooking`. */
  isRewarding?: boolean;
  /** Read live with the head, like `isOrdering`: a change of the owner's website addresses needs no publish. */
  frames?: FramePolicy;
  /** Read live as well: whether the business is open now follows the owner's settings, not the last publish. */
  opening?: Opening;
  /** `opening` as one string, for the page cache's key. */
  openingKey?: string;
  /** The kitchen's pause and sold-out items, live like the opening (published-pages.ts). */
  service?: ServiceState;
} | null;

/**
 * Which publication answers at an address, remembered for a moment: the guest page's hot path then needs no
 * database round trip. The instance that publishes forgets at once; other instances follow within the TTL.
 */
export class HeadCache {
  private readonly entries: Lru<{ head: Head; until: number }>;
  /** Loads under way: guests arriving together at a cold address share one query. */
  private readonly loading = new Map<string, Promise<Head>>();
  /** Counts forgets: a load that began before one is not remembered after it. */
  private generation = 0;
  constructor(
    private readonly load: (address: string) => Promise<Head>,
    private readonly ttlMs = 2_000,
    capacity = 50_000,
  ) {
    this.entries = new Lru(capacity);
  }

  async find(address: string): Promise<Head> {
    const key = address.toLowerCase();
    const entry = this.entries.get(key);
    if (entry && entry.until > Date.now()) return entry.head;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = this.load(address).then(
      (head) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (generation === this.generation) this.entries.set(key, { head, until: Date.now() + this.ttlMs });
        return head;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Until when the address's remembered answer holds (0 when none is). */
  expiresAt(address: string): number {
    return this.entries.get(address.toLowerCase())?.until ?? 0;
  }

  /** Forgets the addresses nobody answered at, one of which a business may just have taken. */
  forgetUnanswered() {
    this.generation++;
    this.loading.clear();
    this.entries.deleteWhere((entry) => entry.head === null);
  }

  forgetBusiness(businessId: string) {
    this.generation++;
    this.loading.clear();
    this.entries.deleteWhere((entry) => entry.head?.businessId === businessId);
  }
}

const languageKey = (key: string, acceptLanguage: string | string[] | undefined) =>
  `${key}\n${String(acceptLanguage ?? "")}`;

/**
 * Which page answers at a guest URL right now, so a hit costs one map lookup instead of the
 * head, snapshot, ratings, opening-hours and banner work that picks the page. An entry lives no longer than
 * the head and ratings it was made from, nor past the minute (the open/closed line changes on the minute),
 * nor past a second (a banner's start or end); publishing and ratings changes clear it at once.
 */
export class AnsweringPages {
  /** `page: null` marks a URL whose page follows the guest's Accept-Language: its pages are
   * kept under the URL and the header's value. */
  private readonly entries: Lru<{ page: CachedPage | null; until: number }>;
  /** Counts clears: a page picked from what was known before a clear is not remembered after it. */
  generation = 0;
  constructor(capacity = 20_000) {
    this.entries = new Lru(capacity);
  }

  find(key: string, now: number, acceptLanguage?: string | string[]): CachedPage | undefined {
    // An entry lives a second at most and is set again then, so insertion order is recency enough.
    const entry = this.entries.peek(key);
    if (!entry || entry.until <= now) return undefined;
    if (entry.page) return entry.page;
    const byLanguage = this.entries.peek(languageKey(key, acceptLanguage));
    return byLanguage && byLanguage.until > now ? (byLanguage.page ?? undefined) : undefined;
  }

  /**
   * `generation` is the one read before the page was picked; `acceptLanguage` is given when the header chose
   * the page's language, so another guest's languages never get this page.
   */
  remember(
    key: string,
    page: CachedPage,
    now: number,
    until: number,
    generation: number,
    acceptLanguage?: string | string[] | null,
  ) {
    if (generation !== this.generation) return;
    const nextMinute = Math.floor(now / 60_000) * 60_000 + 60_000;
    const expires = Math.min(until, nextMinute, now + 1_000);
    if (acceptLanguage === undefined) {
      this.entries.set(key, { page, until: expires });
      return;
    }
    this.entries.set(key, { page: null, until: expires });
    this.entries.set(languageKey(key, acceptLanguage ?? undefined), { page, until: expires });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
