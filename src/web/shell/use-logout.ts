import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { logoutMember } from "../api/auth.ts";
import { clearSession, getSession } from "../api/session.ts";

/** Forgets the session on this device at once and revokes the token on the server in the background. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    ({ isExpired = false }: { isExpired?: boolean } = {}) => {
      const token = getSession()?.token;
      clearSession(isExpired ? "expired" : "logout");
      navigate(isExpired ? "/login?ses" : "/login", { replace: true });
      queryClient.clear();
      if (token) logoutMember(token).catch(() => undefined); // already signed out here; nothing to tell
    },
    [navigate, queryClient],
  );
}
