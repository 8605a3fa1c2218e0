import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  handleSaveFailure,
  isPassingFailure,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelayMs,
  type SaveStatus,
  saveFailureOutcome,
} from "./autosave.ts";
import { ApiRequestError } from "./client.ts";

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

  it("ignores 401 and 402", () => {
    expect(outcome(401)).toBe("ignored");
    expect(outcome(402)).toBe("ignored");
  });
});

describe("handleSaveFailure, shared by the menu editor and the page editor", () => {
  const failed = (status: number, current?: unknown) =>
    new ApiRequestError({ status, code: "X", message: `refused ${status}`, current });

  function makeHook(failures = 0) {
    const calls = { statuses: [] as SaveStatus[], notified: [] as unknown[], conflicts: [] as unknown[] };
    const hook = {
      calls,
      gone: 0,
      flushes: 0,
      failuresRef: { current: failures },
      isPausedRef: { current: false },
      timerRef: { current: null as ReturnType<typeof setTimeout> | null },
    };
    const fail = (error: unknown, isCreate = false) =>
      handleSaveFailure<{ version: number }>({
        error,
        isCreate,
        failuresRef: hook.failuresRef,
        isPausedRef: hook.isPausedRef,
        timerRef: hook.timerRef,
        setStatus: (status) => calls.statuses.push(status),
        notify: (e) => calls.notified.push(e),
        onConflict: (current) => calls.conflicts.push(current),
        onGone: () => {
          hook.gone += 1;
        },
        flush: async () => {
          hook.flushes += 1;
        },
      });
    return { hook, fail };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ignores 401 and 402: no toast, no failure counted (so no retry back online), no timer", () => {
    for (const status of [401, 402]) {
      const { hook, fail } = makeHook();
      expect(fail(failed(status))).toBe("ignored");
      expect(hook.calls.statuses).toEqual(["error"]);
      expect(hook.calls.notified).toEqual([]);
      expect(hook.failuresRef.current).toBe(0);
      expect(hook.timerRef.current).toBeNull();
      expect(hook.isPausedRef.current).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(hook.flushes).toBe(0);
    }
    // After earlier failures too: a 401 adds nothing to the count.
    const { hook, fail } = makeHook(2);
    fail(failed(401));
    expect(hook.failuresRef.current).toBe(2);
  });

  it("retries a failure that may pass with backoff, and toasts only the first", () => {
    const { hook, fail } = makeHook();
    const dropped = new TypeError("Failed to fetch");
    expect(fail(dropped)).toBe("retry");
    expect(hook.calls.notified).toEqual([dropped]);
    expect(hook.failuresRef.current).toBe(1);
    vi.advanceTimersByTime(1_999);
    expect(hook.flushes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hook.flushes).toBe(1);
    expect(hook.timerRef.current).toBeNull();

    expect(fail(failed(503))).toBe("retry");
    expect(hook.calls.notified).toHaveLength(1);
    expect(hook.failuresRef.current).toBe(2);
    // A newer failure replaces the pending retry: one flush, after 4 s.
    expect(fail(failed(429))).toBe("retry");
    vi.advanceTimersByTime(7_999);
    expect(hook.flushes).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hook.flushes).toBe(2);
    expect(hook.calls.statuses).toEqual(["error", "error", "error"]);
  });

  it("waits for the next edit after a refusal, or after a failed create, counting it", () => {
    for (const [error, isCreate] of [
      [failed(400), false],
      [failed(500), true],
    ] as const) {
      const { hook, fail } = makeHook();
      expect(fail(error, isCreate)).toBe("wait");
      expect(hook.calls.notified).toEqual([error]);
      expect(hook.failuresRef.current).toBe(1);
      expect(hook.timerRef.current).toBeNull();
      vi.advanceTimersByTime(60_000);
      expect(hook.flushes).toBe(0);
    }
  });

  it("pauses on a conflict with the newer version, and on a removed page, without counting", () => {
    const conflict = makeHook();
    expect(conflict.fail(failed(409, { version: 7 }))).toBe("conflict");
    expect(conflict.hook.isPausedRef.current).toBe(true);
    expect(conflict.hook.calls.conflicts).toEqual([{ version: 7 }]);
    expect(conflict.hook.calls.statuses).toEqual(["conflict"]);
    expect(conflict.hook.failuresRef.current).toBe(0);

    const gone = makeHook();
    expect(gone.fail(failed(404))).toBe("gone");
    expect(gone.hook.isPausedRef.current).toBe(true);
    expect(gone.hook.gone).toBe(1);
    expect(gone.hook.calls.statuses).toEqual(["gone"]);
    expect(gone.hook.calls.notified).toEqual([]);
  });
});
