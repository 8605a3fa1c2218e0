import type {
  Account,
  ChangeEmailRequest,
  ChangePasswordRequest,
  MemberSession,
  RenameRequest,
} from "../../../shared/account/account.ts";
import { api, apiRequest } from "../../api/client.ts";

export const meKey = ["me"] as const;
export const sessionsKey = ["me", "sessions"] as const;

export const accountApi = {
  me: () => api.get<Account>("/members/me"),
  rename: (body: RenameRequest) => api.put<Account>("/members/me", body),
  changeEmail: (body: ChangeEmailRequest) => api.put<Account>("/members/me/email", body),
  changePassword: (body: ChangePasswordRequest) => api.put<void>("/members/me/password", body),
  sessions: () => api.get<MemberSession[]>("/members/me/sessions"),
  endSession: (sessionId: string) =>
    apiRequest<void>(`/members/me/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" }),
};

/** "Chrome on macOS" from a user agent string; enough to recognise a device. */
export function describeUserAgent(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent) || /Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (!browser && !system) return userAgent ? userAgent.slice(0, 60) : "Unknown device";
  return [browser ?? "A browser", system ? `on ${system}` : ""].filter(Boolean).join(" ");
}
