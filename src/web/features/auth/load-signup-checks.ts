import { useEffect } from "react";
import { onFirstIntent } from "../../first-intent.ts";

type SignupChecks = typeof import("./signup-checks.ts");

let loaded: SignupChecks | null = null;
let loading: Promise<SignupChecks> | null = null;

/**
 * The sign-up checks, fetched once; a submit waits for them. If they cannot be fetched (a dropped connection), the
 * submit goes on unchecked here and the server's answer names the fields, as it would anyway; a later submit retries.
 */
export function loadSignupChecks(): Promise<SignupChecks | null> {
  loading ??= import("./signup-checks.ts").then((checks) => {
    loaded = checks;
    return checks;
  });
  return loading.catch(() => {
    loading = null;
    return null;
  });
}

/** The checks if they have arrived (a form validates with them at submit, after loadSignupChecks). */
export function signupChecks(): SignupChecks | null {
  return loaded;
}

/** Starts fetching the checks at the owner's first focus, tap or key on the page, seconds before a submit. */
export function useSignupChecksOnIntent() {
  useEffect(
    () =>
      onFirstIntent(() => {
        void loadSignupChecks();
      }),
    [],
  );
}
