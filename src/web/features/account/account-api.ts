import { api, apiRequest } from "../../api/client.ts";

export interface MemberProfile {
  id: string;
  name: string;
  email: string;
  notificationEmail: string;
  owner: boolean;
  subscriptionStatus: number;
  locations: number;
  extraLocations: number;
  monthlyUsd: number;
}

export interface MemberSession {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const meKey = ["me"] as const;
export const sessionsKey = ["me", "sessions"] as const;

export const accountApi = {
  me: () => api.get<MemberProfile>("/members/me"),
  rename: (name: string) => api.put<MemberProfile>("/members/me", { name }),
  changeEmail: (email: string, password: string) =>
    api.put<MemberProfile>("/members/me/email", { email, password }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.put<void>("/members/me/password", { currentPassword, newPassword }),
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
