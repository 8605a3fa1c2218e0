import { useEffect } from "react";

type SignupChecks = typeof import("./signup-checks.ts");

let loaded: SignupChecks | null = null;
let loading: Promise<SignupChecks> | null = null;

/** The sign-up checks, fetched once; a submit waits for them, so a form is never sent unchecked. */
export function loadSignupChecks(): Promise<SignupChecks> {
  loading ??= import("./signup-checks.ts").then((checks) => {
    loaded = checks;
    return checks;
  });
  return loading;
}

/** The checks if they have arrived (a form validates with them at submit, after loadSignupChecks). */
export function signupChecks(): SignupChecks | null {
  return loaded;
}

const INTENT_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/** Starts fetching the checks at the owner's first focus, tap or key on the page, seconds before a submit. */
export function useSignupChecksOnIntent() {
  useEffect(() => {
    const onIntent = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      void loadSignupChecks();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, []);
}
