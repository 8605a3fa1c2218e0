import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import type { PageAutosave } from "./use-page-autosave.ts";

/**
 * As in the menu editor (menus/editor/leave-guard.tsx): a link out of the page editor waits for
 * the pending save, then goes; while it cannot finish (a failure, a field in red) UnsavedChangesModal asks.
 */
export function usePageLeaveGuard(autosave: PageAutosave) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      (autosave.isDirty() || autosave.isHeld()) &&
      autosave.status !== "gone",
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const { saveNow, isPaused, isDirty, isHeld } = autosave;
  // Once per blocked leave: the blocker is a new object on every render, and each save's answer renders.
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let isCurrent = true;
    void saveNow().then(() => {
      const current = blockerRef.current;
      if (!isCurrent || current.state !== "blocked") return;
      // The conflict dialog is open: it is answered first.
      if (isPaused()) current.reset();
      else if (!isDirty() && !isHeld()) current.proceed();
    });
    return () => {
      isCurrent = false;
    };
  }, [blocker.state, saveNow, isPaused, isDirty, isHeld]);
  return { blocker };
}
