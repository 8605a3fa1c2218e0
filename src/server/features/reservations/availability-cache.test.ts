import { describe, expect, it } from "vitest";
import { AvailabilityCache } from "./availability-cache.ts";

describe("a day's times with room from memory", () => {
  it("answers again for 2 seconds, then works it out anew", async () => {
    const cache = new AvailabilityCache<number>();
    let worked = 0;
    const work = async () => ++worked;
    expect(await cache.get("b1", "day", 1_000, work)).toBe(1);
    expect(await cache.get("b1", "day", 2_999, work)).toBe(1);
    expect(await cache.get("b1", "other day", 2_999, work)).toBe(2);
    expect(await cache.get("b1", "day", 3_000, work)).toBe(3);
  });

  it("forgets a business's answers when it changes, and only that business's", async () => {
    const cache = new AvailabilityCache<string>();
    await cache.get("b1", "day", 0, async () => "before");
    await cache.get("b2", "day", 0, async () => "other");
    cache.forget("b1");
    expect(await cache.get("b1", "day", 1, async () => "after")).toBe("after");
    expect(await cache.get("b2", "day", 1, async () => "not asked")).toBe("other");
  });

  it("never keeps an answer worked out while the business changed", async () => {
    const cache = new AvailabilityCache<string>();
    const answer = await cache.get("b1", "day", 0, async () => {
      cache.forget("b1"); // a booking committed while the day was being read
      return "stale";
    });
    expect(answer).toBe("stale");
    expect(await cache.get("b1", "day", 1, async () => "fresh")).toBe("fresh");
  });
});
