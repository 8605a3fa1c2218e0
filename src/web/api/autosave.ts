import { ApiRequestError } from "./client.ts";

// What the editors' autosave (the menu editor, the website page editor) does after a failed save, kept once so
// both hooks behave alike; tested alone in autosave.test.ts.

/** `invalid`: a field holds text the shared schema refuses, so it is not saved until it is fixed. */
export type SaveStatus = "idle" | "saving" | "saved" | "error" | "conflict" | "gone" | "invalid";

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/**
 * - `conflict`: 409 with the newer version; saving pauses until the owner chooses.
 * - `gone`: 404, what is edited was removed elsewhere ("Menu not found!", "Page not found!").
 * - `ignored`: 401/402; autosave ignores these (the client already sends a 401 to login).
 * - `retry`: a dropped connection, a busy or failing server: tried again by itself after a delay.
 * - `wait`: any other refusal would only be refused again, so it waits for the owner's next edit. So does a
 *   first save that creates (the new-menu route), whose lost answer could hide a menu that was in fact created.
 */
export type SaveFailureOutcome = "conflict" | "gone" | "ignored" | "retry" | "wait";

/** `status` is the HTTP status, 0 when no answer came (network). */
export function saveFailureOutcome(options: {
  status: number;
  hasCurrent: boolean;
  isCreate: boolean;
}): SaveFailureOutcome {
  const { status, hasCurrent, isCreate } = options;
  if (status === 409 && hasCurrent) return "conflict";
  if (status === 404) return "gone";
  if (status === 401 || status === 402) return "ignored";
  if (isCreate) return "wait";
  return isPassingFailure(status) ? "retry" : "wait";
}

/** Failures that may pass by themselves: no answer, too many requests, a server error. */
export function isPassingFailure(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** The wait before the next try after `failures` failed saves in a row: 2 s, 4 s, 8 s, … at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

interface SaveFailureOptions<T> {
  error: unknown;
  /** The first save of the new-menu route, which creates (see `wait`). */
  isCreate: boolean;
  /** Failed saves in a row: the next try waits longer, only the first shows a toast, `online` retries. */
  failuresRef: { current: number };
  /** Set on a conflict or a removed page: saving pauses until the owner acts. */
  isPausedRef: { current: boolean };
  timerRef: { current: ReturnType<typeof setTimeout> | null };
  setStatus: (status: SaveStatus) => void;
  /** The dashboard's toast (ui/notify.ts: api/ sits below ui/, so it is handed in). */
  notify: (error: unknown) => void;
  /** 409 with the newer version, as the server sent it. */
  onConflict: (current: T) => void;
  onGone: () => void;
  /** The save again, when a retry is due. */
  flush: () => Promise<void>;
}

/** Applies the outcome of a failed save to the hook's state, and returns it. */
export function handleSaveFailure<T>(options: SaveFailureOptions<T>): SaveFailureOutcome {
  const { error, failuresRef, isPausedRef, timerRef, setStatus } = options;
  const isApiError = error instanceof ApiRequestError;
  const outcome = saveFailureOutcome({
    status: isApiError ? error.status : 0,
    hasCurrent: isApiError && Boolean(error.current),
    isCreate: options.isCreate,
  });
  if (outcome === "conflict" && isApiError) {
    isPausedRef.current = true;
    setStatus("conflict");
    options.onConflict(error.current as T);
    return outcome;
  }
  if (outcome === "gone") {
    isPausedRef.current = true;
    setStatus("gone");
    options.onGone();
    return outcome;
  }
  setStatus("error");
  // 401/402 are not failures of the save: no toast, no count, no retry (the client has sent a 401 to login).
  if (outcome === "ignored") return outcome;
  // The edit is kept either way; a retry is also tried at once when the owner edits on.
  if (failuresRef.current === 0) options.notify(error);
  failuresRef.current += 1;
  if (outcome === "retry") {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void options.flush();
    }, retryDelayMs(failuresRef.current));
  }
  return outcome;
}
