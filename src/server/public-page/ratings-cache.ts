import { createHash } from "node:crypto";
import { Lru } from "../lib/lru.ts";
import type { GuestRatings } from "./render.ts";

export interface CachedRatings extends GuestRatings {
  /** Changes whenever what the guest page shows changes: part of the page cache's key. */
  stamp: string;
}

/**
 * The ratings a guest page shows, remembered for a moment per business (live, yet no database
 * query per request on the hot path). Concurrent misses share one load; the instance where an owner accepts
 * or removes a rating forgets at once, other instances follow within the TTL.
 */
export class RatingsCache {
  private readonly entries: Lru<{ value: Promise<CachedRatings>; until: number }>;
  constructor(
    private readonly load: (businessId: string) => Promise<GuestRatings>,
    private readonly ttlMs = 2_000,
    capacity = 10_000,
  ) {
    // Bounded, dropping the least recently read business first.
    this.entries = new Lru(capacity);
  }

  find(businessId: string): Promise<CachedRatings> {
    const now = Date.now();
    const entry = this.entries.get(businessId);
    if (entry && entry.until > now) return entry.value;
    const value = this.load(businessId).then((ratings) => ({
      ...ratings,
      stamp: createHash("sha256").update(JSON.stringify(ratings)).digest("base64url").slice(0, 16),
    }));
    this.entries.set(businessId, { value, until: now + this.ttlMs });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(businessId)?.value === value) this.entries.delete(businessId);
    });
    return value;
  }

  /** Until when the business's remembered ratings hold (0 when none are). */
  expiresAt(businessId: string): number {
    return this.entries.get(businessId)?.until ?? 0;
  }

  forget(businessId: string) {
    this.entries.delete(businessId);
  }
}
