import { type PublishedSnapshot, withOpening } from "../../shared/publishing/public-page.ts";
import type { Db } from "../db/client.ts";
import {
  findMovedAddress,
  findPublicationHead,
  findSnapshot,
} from "../features/publishing/publishing.service.ts";
import { findGuestPageRatings } from "../features/ratings/ratings.service.ts";
import { findServiceState } from "../features/service/service-state.ts";
import { Lru } from "../lib/lru.ts";
import type { PublicationEvent, PublicationEvents } from "../lib/publication-events.ts";
import { AnsweringPages, HeadCache, PageCache } from "./page-cache.ts";
import { RatingsCache } from "./ratings-cache.ts";

const SNAPSHOTS_KEPT = 200;
const MOVED_KEPT = 10_000;
/** An old address is looked up again after this long, like a head. */
const MOVED_TTL_MS = 2_000;

/** What a guest sees at an address: null when nobody answers there, `snapshot: null` when it is offline. */
export type LivePage = { businessId: string; snapshot: PublishedSnapshot | null } | null;

/**
 * Everything the guest page remembers between requests, on this instance: which publication answers at an
 * address (heads), the snapshots by version, the rendered pages, the answers the fast path sends, the live
 * ratings and where old addresses moved. Every one is bounded (lib/lru.ts), so the hot path never queries the
 * database for what it read a moment ago. A change announced on `PublicationEvents` forgets exactly what it
 * makes stale.
 */
export class PublishedPages {
  readonly pages = new PageCache();
  readonly heads: HeadCache;
  readonly answering = new AnsweringPages();
  readonly ratings: RatingsCache;
  /** Snapshots by business and version: a publish makes a new version, so entries never go stale. */
  private readonly snapshots = new Lru<PublishedSnapshot>(SNAPSHOTS_KEPT);
  /** An old custom address (printed on QR codes) → the business's current one, remembered for a moment. */
  private readonly moved = new Lru<{ target: string | null; until: number }>(MOVED_KEPT);

  constructor(private readonly db: Db) {
    this.heads = new HeadCache(async (address) => {
      const head = await findPublicationHead(db, address);
      if (!head?.isLive) return head;
      // The pause and sold-out items ride with the head like the opening: read once per head, forgotten on a
      // "service" change (heard from any instance), so a cached page view costs no query.
      return { ...head, service: await findServiceState(db, head.businessId, new Date()) };
    });
    // Ratings are live, not from the snapshot: remembered briefly so the hot path stays query-free.
    this.ratings = new RatingsCache((businessId) => findGuestPageRatings(db, businessId));
  }

  /** Forgets what the change makes stale; returns how to stop listening. */
  follow(events: PublicationEvents): () => void {
    return events.subscribe((event) => this.forget(event));
  }

  private forget(event: PublicationEvent) {
    switch (event.type) {
      case "publication":
      case "opening":
      case "service":
        this.heads.forgetBusiness(event.businessId);
        break;
      case "ratings":
        this.ratings.forget(event.businessId);
        break;
      case "addresses":
        this.moved.clear();
        this.heads.forgetUnanswered();
        break;
    }
    // Any remembered answer may show what changed.
    this.answering.clear();
  }

  async loadSnapshot(businessId: string, version: number): Promise<PublishedSnapshot | null> {
    const cached = this.snapshots.get(`${businessId}:${version}`);
    if (cached) return cached;
    const found = await findSnapshot(this.db, businessId);
    if (!found) return null;
    this.snapshots.set(`${businessId}:${found.version}`, found.snapshot);
    return found.snapshot;
  }

  /**
   * The snapshot guests see at an address, from the same caches as the page (the public API reads it too), with
   * the live opening ("closed now", the hours) laid over it as the page does: those apply without a publish.
   */
  async findLivePage(address: string): Promise<LivePage> {
    const head = await this.heads.find(address);
    if (!head) return null;
    if (!head.isLive) return { businessId: head.businessId, snapshot: null };
    const snapshot = await this.loadSnapshot(head.businessId, head.version);
    return { businessId: head.businessId, snapshot: snapshot && withOpening(snapshot, head.opening) };
  }

  /** Where an address that answers nothing moved to, so a table full of scans costs one query. */
  async movedTarget(address: string): Promise<string | null> {
    const key = address.toLowerCase();
    const now = Date.now();
    const entry = this.moved.get(key);
    if (entry && entry.until > now) return entry.target;
    const target = await findMovedAddress(this.db, address);
    this.moved.set(key, { target, until: now + MOVED_TTL_MS });
    return target;
  }
}
