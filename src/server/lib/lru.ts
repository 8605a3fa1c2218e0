/**
 * A least-recently-used map with a bound on its entries and, optionally, on their total weight (bytes).
 * With 100,000 businesses every cache on the guest path must stay bounded, and a full cache drops
 * its coldest entries, not all of them at once (a cleared cache sends every guest to the database together).
 */
export class Lru<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The total weight held, e.g. bytes of pages. */
  get totalWeight() {
    return this.weight;
  }

  /** The value, made the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value, left where it is in the order: for hot reads of entries that are set again often anyway. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V) {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weigh(value);
    // Map keeps insertion order and get() re-inserts, so the first key is the least recently used.
    while (this.entries.size > this.maxEntries || (this.weight > this.maxWeight && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  deleteWhere(matches: (value: V, key: string) => boolean) {
    for (const [key, value] of this.entries) if (matches(value, key)) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.weight = 0;
  }
}
