import { useQuery } from "@tanstack/react-query";
import type { Account, Member } from "../../../shared/account/account.ts";
import type {
  AdmBusiness,
  AdmHelpSession,
  AdmMe,
  AdmMember,
  AdmMemberDetail,
  AdmSearchResult,
  AuditPage,
  SilentRegisterRequest,
} from "../../../shared/adm/adm.ts";
import { api, apiRequest } from "../../api/client.ts";

// The operators' calls, for the `adm` area.
const id = (value: string) => encodeURIComponent(value);

export const admKey = ["adm"] as const;
export const admMemberKey = (memberId: string) => ["adm", "member", memberId] as const;
export const auditKey = (page: number) => ["adm", "audit", page] as const;

export function useOperator() {
  return useQuery({
    queryKey: [...admKey, "me"],
    queryFn: () => api.get<AdmMe>("/adm/me"),
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** The caller's account: whether their address is confirmed, which operator rights need. */
export function useOwnAccount() {
  return useQuery({ queryKey: ["me"], queryFn: () => api.get<Account>("/members/me") });
}

export function useAdmSearch(query: string) {
  return useQuery({
    queryKey: [...admKey, "search", query],
    queryFn: () => api.get<AdmSearchResult>("/adm/search", { q: query }),
    enabled: query.trim() !== "",
  });
}

export function useAdmMember(memberId: string | null) {
  return useQuery({
    queryKey: admMemberKey(memberId ?? ""),
    queryFn: () => api.get<AdmMemberDetail>(`/adm/members/${id(memberId ?? "")}`),
    enabled: memberId !== null,
  });
}

export function useAuditLog(page: number) {
  return useQuery({ queryKey: auditKey(page), queryFn: () => api.get<AuditPage>("/adm/audit", { page }) });
}

export const admApi = {
  requestEmailVerification: () => api.post<void>("/members/me/email/verification"),
  setDisabled: (businessIds: string[], disabled: boolean) =>
    api.post<AdmBusiness[]>(`/public/businesses/${disabled ? "disable" : "enable"}`, businessIds),
  hold: (memberId: string, hold: boolean) =>
    api.post<AdmMember>(`/adm/members/${id(memberId)}/hold`, { hold }),
  helpSession: (memberId: string) => api.post<AdmHelpSession>(`/adm/members/${id(memberId)}/help-session`),
  deleteBusiness: (businessId: string) =>
    apiRequest<void>(`/public/businesses/${id(businessId)}`, { method: "DELETE" }),
  transfer: (businessId: string, email: string) =>
    api.post<AdmBusiness>(`/public/businesses/${id(businessId)}/transfer`, { email }),
  silentRegister: (body: SilentRegisterRequest) =>
    api.post<{ member: Member; business: AdmBusiness }>("/public/members/silentRegister", body),
};
