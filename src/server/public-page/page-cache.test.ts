import { describe, expect, it } from "vitest";
import { Lru } from "../lib/lru.ts";
import { AnsweringPages, HeadCache, makeCachedPage, PageCache } from "./page-cache.ts";

// Every cache on the guest path is bounded and drops its coldest entries first.
describe("Lru", () => {
  it("keeps at most its entries and drops the least recently used", () => {
    const lru = new Lru<number>(3);
    for (const key of ["a", "b", "c"]) lru.set(key, key.charCodeAt(0));
    expect(lru.get("a")).toBe(97); // a is now the most recent
    lru.set("d", 100);
    expect(lru.size).toBe(3);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.get("d")]).toEqual([97, 99, 100]);
  });

  it("keeps its total weight under the bound, and a replaced value's weight goes with it", () => {
    const lru = new Lru<string>(100, 10, (value) => value.length);
    lru.set("a", "xxxx");
    lru.set("b", "xxxx");
    lru.set("a", "xx"); // replaces: 2 + 4
    expect(lru.totalWeight).toBe(6);
    lru.set("c", "xxxxx"); // 11 > 10: the oldest (b) goes
    expect(lru.peek("b")).toBeUndefined();
    expect(lru.totalWeight).toBe(7);
    lru.deleteWhere((value) => value.length > 4);
    expect(lru.totalWeight).toBe(2);
    expect(lru.size).toBe(1);
  });
});

describe("PageCache", () => {
  it("holds no more bytes than it was given", () => {
    const page = makeCachedPage(`<p>${"menu ".repeat(2000)}</p>`, []);
    const bytes = page.identity.length + page.gzip.length + page.br.length;
    const cache = new PageCache(1000, bytes * 3);
    for (let i = 0; i < 10; i++) cache.set(`business-${i}`, page);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(bytes * 3);
    expect(cache.get("business-9")).toBe(page);
    expect(cache.get("business-0")).toBeUndefined();
  });
});

describe("HeadCache", () => {
  const head = (version: number) => ({ businessId: "b1", isLive: true, version });

  it("lets guests arriving together at a cold address share one query", async () => {
    let loads = 0;
    const heads = new HeadCache(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return head(1);
    });
    const found = await Promise.all(Array.from({ length: 50 }, () => heads.find("Bistro")));
    expect(loads).toBe(1);
    expect(found.every((value) => value?.version === 1)).toBe(true);
    await heads.find("bistro");
    expect(loads).toBe(1);
    expect(heads.expiresAt("BISTRO")).toBeGreaterThan(Date.now());
  });

  it("does not remember what a load read before the business was forgotten", async () => {
    let version = 1;
    let release = () => {};
    const heads = new HeadCache(async () => {
      const seen = version;
      if (seen === 1) await new Promise<void>((resolve) => (release = resolve));
      return head(seen);
    });
    const stale = heads.find("bistro");
    await new Promise((resolve) => setTimeout(resolve, 5));
    version = 2; // published meanwhile
    heads.forgetBusiness("b1");
    release();
    expect((await stale)?.version).toBe(1);
    expect((await heads.find("bistro"))?.version).toBe(2);
  });

  it("stays bounded", async () => {
    const heads = new HeadCache(async () => null, 2_000, 100);
    for (let i = 0; i < 1_000; i++) await heads.find(`address-${i}`);
    expect(heads.expiresAt("address-999")).toBeGreaterThan(0);
    expect(heads.expiresAt("address-0")).toBe(0);
  });
});

describe("AnsweringPages", () => {
  const page = makeCachedPage("<p>menu</p>", []);

  it("keeps an answer no longer than a second, the minute, or what it was made from", () => {
    const pages = new AnsweringPages();
    const now = Date.UTC(2026, 10, 23, 12, 0, 10);
    pages.remember("/m/a", page, now, now + 5_000, pages.generation);
    expect(pages.find("/m/a", now + 999)).toBe(page);
    expect(pages.find("/m/a", now + 1_000)).toBeUndefined();
    pages.remember("/m/b", page, now, now + 300, pages.generation);
    expect(pages.find("/m/b", now + 300)).toBeUndefined();
    // The open/closed line changes on the minute.
    const late = Date.UTC(2026, 10, 23, 12, 0, 59, 500);
    pages.remember("/m/c", page, late, late + 5_000, pages.generation);
    expect(pages.find("/m/c", late + 499)).toBe(page);
    expect(pages.find("/m/c", late + 500)).toBeUndefined();
  });

  it("forgets everything on a clear, and does not take an answer picked before it", () => {
    const pages = new AnsweringPages();
    const now = Date.now();
    const before = pages.generation;
    pages.remember("/m/a", page, now, now + 2_000, before);
    pages.clear();
    expect(pages.find("/m/a", now)).toBeUndefined();
    pages.remember("/m/a", page, now, now + 2_000, before);
    expect(pages.find("/m/a", now)).toBeUndefined();
  });
});
