import type { EmailVerified } from "../../shared/account/account.ts";
import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
} from "../../shared/auth/auth.ts";
import { api, apiRequest } from "./client.ts";

export function loginMember(body: LoginRequest) {
  return api.public.post<AuthResponse>("/public/login", body);
}

export function registerMember(body: RegisterRequest) {
  return api.public.post<RegisterResponse>("/public/register", body);
}

/**
 * Ends the session its cookie holds, and clears the cookie; a help session's end gives the operator's own session
 * back. Best effort: this device forgets the session whatever the server answers.
 */
export function logoutMember() {
  return apiRequest<void>("/public/logout", { method: "POST", isUnauthorizedExpected: true });
}

export function requestPasswordReset(email: string) {
  return api.public.post<void>("/public/resetPassword", { email });
}

export function completePasswordReset(body: { memberId: string; token: string; password: string }) {
  return api.public.post<void>("/public/resetPassword", body);
}

export function checkResetLink(query: { token: string; memberId: string }) {
  return api.public.get<{ valid: true }>("/public/members/reset", query);
}

/**
 * The mailed link that proves a member's address (operator rights need it): used once, and only by the member
 * who asked for it, signed in; a 401 here means "sign in first", not an expired dashboard session.
 */
export function confirmEmail(token: string) {
  return apiRequest<EmailVerified>("/public/members/email/verify", {
    method: "POST",
    body: { token },
    isUnauthorizedExpected: true,
  });
}
