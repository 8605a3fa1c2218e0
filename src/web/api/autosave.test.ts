import { describe, expect, it } from "vitest";
import {
  isPassingFailure,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelayMs,
  saveFailureOutcome,
} from "./autosave.ts";

const outcome = (status: number, extra: Partial<{ hasCurrent: boolean; isCreate: boolean }> = {}) =>
  saveFailureOutcome({ status, hasCurrent: false, isCreate: false, ...extra });

describe("autosave retries", () => {
  it("waits 2 s, 4 s, 8 s, 16 s, then 30 s at most", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(RETRY_FIRST_MS).toBe(2_000);
    expect(RETRY_MAX_MS).toBe(30_000);
  });

  it("retries only failures that may pass: no answer, 429 and 5xx", () => {
    for (const status of [0, 429, 500, 502, 503, 504]) {
      expect(isPassingFailure(status)).toBe(true);
      expect(outcome(status)).toBe("retry");
    }
    for (const status of [400, 403, 413, 422]) {
      expect(isPassingFailure(status)).toBe(false);
      expect(outcome(status)).toBe("wait");
    }
  });

  it("never retries the first create: its lost answer could hide a menu that was made", () => {
    for (const status of [0, 429, 500, 400]) expect(outcome(status, { isCreate: true })).toBe("wait");
  });

  it("pauses on a conflict that carries the newer version, and on a removed menu", () => {
    expect(outcome(409, { hasCurrent: true })).toBe("conflict");
    // A 409 without the newer version cannot be shown to the owner: it waits for the next edit.
    expect(outcome(409)).toBe("wait");
    expect(outcome(404)).toBe("gone");
  });

  it("ignores 401 and 402 (seed 001 §8)", () => {
    expect(outcome(401)).toBe("ignored");
    expect(outcome(402)).toBe("ignored");
  });
});
