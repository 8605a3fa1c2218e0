// What the editors' autosave (the menu editor, the website page editor) does after a failed save (seed 001 §4
// "Autosave", issue 3 §3). Pure, so it is tested alone.

/** `invalid`: a field holds text the shared schema refuses, so it is not saved until it is fixed. */
export type SaveStatus = "idle" | "saving" | "saved" | "error" | "conflict" | "gone" | "invalid";

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

/**
 * - `conflict`: 409 with the newer version; saving pauses until the owner chooses.
 * - `gone`: 404, what is edited was removed elsewhere ("Menu not found!", "Page not found!").
 * - `ignored`: 401/402; seed 001 §8: autosave ignores these (the client already sends a 401 to login).
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
