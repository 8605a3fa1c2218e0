import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { logoutMember } from "../api/auth.ts";
import { clearSession, getSession } from "../api/session.ts";

/**
 * Forgets the session on this device at once and ends it on the server in the background. A helping operator's
 * logout ends the help session, then their own, which the first one gave back.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    ({ isExpired = false }: { isExpired?: boolean } = {}) => {
      const isHelping = getSession()?.helping !== undefined;
      clearSession(isExpired ? "expired" : "logout");
      navigate(isExpired ? "/login?ses" : "/login", { replace: true });
      queryClient.clear();
      if (isExpired) return; // the server ended it already
      logoutMember()
        .then(() => (isHelping ? logoutMember() : undefined))
        .catch(() => undefined); // already signed out here; nothing to tell
    },
    [navigate, queryClient],
  );
}
