import { describe, expect, it } from "vitest";
import { averageScore, RatingRequestSchema, roundedAverage } from "./ratings.ts";

describe("averageScore", () => {
  it("is null without ratings", () => {
    expect(averageScore([])).toBeNull();
    expect(roundedAverage(0, 0)).toBeNull();
  });

  it("keeps whole averages", () => {
    expect(averageScore([5])).toBe(5);
    expect(averageScore([4, 4, 4])).toBe(4);
  });

  it("rounds to 1 decimal, half up", () => {
    expect(averageScore([5, 4])).toBe(4.5);
    expect(averageScore([5, 4, 4])).toBe(4.3); // 4.333…
    expect(averageScore([5, 5, 4])).toBe(4.7); // 4.666…
    expect(averageScore([5, 4, 4, 4])).toBe(4.3); // 4.25 rounds up
    expect(averageScore([1, 2, 2, 2])).toBe(1.8); // 1.75 rounds up
    expect(averageScore([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2])).toBe(1.1); // 1.05
  });

  it("agrees with the sum-and-count form for every small case", () => {
    for (let count = 1; count <= 40; count++) {
      for (let sum = count; sum <= count * 5; sum++) {
        const exact = sum / count;
        const rounded = roundedAverage(sum, count) ?? 0;
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(rounded * 10)).toBe(rounded * 10);
      }
    }
  });
});

describe("RatingRequestSchema", () => {
  it("accepts scores 1 to 5 and form strings", () => {
    expect(RatingRequestSchema.parse({ name: "Ann", message: "Great", score: "5" }).score).toBe(5);
    for (const score of [0, 6, 2.5, "x"]) {
      expect(RatingRequestSchema.safeParse({ name: "Ann", message: "Great", score }).success).toBe(false);
    }
  });
});
