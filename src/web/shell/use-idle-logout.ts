import { useCallback, useEffect, useRef, useState } from "react";
import { IDLE_COUNTDOWN_S, IDLE_LOGOUT_MS } from "../../shared/common/constants.ts";

export interface IdleTimings {
  timeoutMs: number;
  countdownS: number;
}

/**
 * 20 minutes without activity, then a 60-second countdown (docs/requirements.md, "Sessions").
 * FOR TESTS ONLY: the Playwright specs shorten both through localStorage keys `idleTimeoutMs` and
 * `idleCountdownS` (tests/e2e/auth/auth.spec.ts). No screen of the product writes them.
 */
export function readIdleTimings(): IdleTimings {
  const positive = (key: string) => {
    try {
      const value = Number(localStorage.getItem(key));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  };
  return {
    timeoutMs: positive("idleTimeoutMs") ?? IDLE_LOGOUT_MS,
    countdownS: positive("idleCountdownS") ?? IDLE_COUNTDOWN_S,
  };
}

// Mouse movement is the main signal; keys and touches count too, or a keyboard or phone user would be
// logged out mid-edit.
const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "wheel"] as const;

interface UseIdleLogoutOptions extends IdleTimings {
  /** False on a screen that stays signed in: no wait runs, and a countdown under way stops. */
  isEnabled?: boolean;
  onExpire: () => void;
}

export function useIdleLogout({ timeoutMs, countdownS, isEnabled = true, onExpire }: UseIdleLogoutOptions) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const isWarning = isEnabled && secondsLeft !== null;

  // Turning to a screen that stays signed in drops a countdown, so coming back starts a fresh wait.
  useEffect(() => {
    if (!isEnabled) setSecondsLeft(null);
  }, [isEnabled]);

  // Quiet phase: any activity restarts the wait; once it runs out, the countdown starts.
  useEffect(() => {
    if (isWarning || !isEnabled) return;
    let timer = window.setTimeout(() => setSecondsLeft(countdownS), timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSecondsLeft(countdownS), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [isWarning, isEnabled, timeoutMs, countdownS]);

  // Countdown phase: only "Continue Editing" stops it, not a stray mouse movement.
  useEffect(() => {
    if (!isWarning) return;
    const tick = window.setInterval(() => {
      setSecondsLeft((left) => (left === null ? null : Math.max(0, left - 1)));
    }, 1000);
    return () => window.clearInterval(tick);
  }, [isWarning]);

  useEffect(() => {
    if (isEnabled && secondsLeft === 0) onExpireRef.current();
  }, [isEnabled, secondsLeft]);

  const reset = useCallback(() => setSecondsLeft(null), []);
  return { isWarning, secondsLeft: secondsLeft ?? countdownS, reset };
}
