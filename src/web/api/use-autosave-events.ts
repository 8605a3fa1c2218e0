import { type RefObject, useCallback, useEffect, useMemo, useRef } from "react";

// What the editors' autosave (menus/editor/use-autosave.ts, website/use-page-autosave.ts) do around their saves,
// kept once so both behave alike.

interface AutosaveEventsOptions {
  flush: () => Promise<void>;
  /** Failed saves in a row: back online, the next try goes at once. */
  failuresRef: RefObject<number>;
  /** Something would be lost by closing the tab now (a pending save, a field in red, no conflict open). */
  hasUnsaved: () => boolean;
  /** The pending save's timer, cleared when the editor goes. */
  timerRef: RefObject<ReturnType<typeof setTimeout> | null>;
}

export function useAutosaveEvents({ flush, failuresRef, hasUnsaved, timerRef }: AutosaveEventsOptions) {
  useEffect(() => {
    const onOnline = () => {
      if (failuresRef.current > 0) void flush();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [flush, failuresRef]);

  // Leaving the page with a pending save: send it now, and let the browser ask, so no edit is lost.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [flush, hasUnsaved]);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [timerRef],
  );
}

/** Callers waiting for saving to settle (a leave): `wait` saves now and resolves on the next `release`. */
export function useSaveWaiters() {
  const waitersRef = useRef<(() => void)[]>([]);
  const release = useCallback(() => {
    const waiters = waitersRef.current;
    waitersRef.current = [];
    for (const resolve of waiters) resolve();
  }, []);
  const wait = useCallback((flush: () => Promise<void>) => {
    const done = new Promise<void>((resolve) => waitersRef.current.push(resolve));
    void flush();
    return done;
  }, []);
  // One object for the editor's life: the autosave's callbacks depend on it.
  return useMemo(() => ({ release, wait }), [release, wait]);
}
