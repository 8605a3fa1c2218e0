import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Member } from "../../shared/account/account.ts";
import { type BusinessConfig, DEFAULT_BUSINESS_CONFIG } from "../../shared/businesses/business-config.ts";
import type { Business } from "../../shared/businesses/businesses.ts";
import type { HoursRequest } from "../../shared/hours/hours-schema.ts";
import type { AppliedRevision, Revision, RevisionSummary } from "../../shared/revisions/revisions.ts";
import type { Tax, TaxRequest } from "../../shared/taxes/taxes.ts";
import { patchBusiness } from "./businesses.ts";
import { api, apiRequest } from "./client.ts";

const id = (value: string) => encodeURIComponent(value);

/** The business config as the guest page reads it: the stored keys over the defaults. */
export function readConfig(config: Record<string, unknown>): BusinessConfig {
  return { ...DEFAULT_BUSINESS_CONFIG, ...(config as BusinessConfig) };
}

/** After any change to the business: the shell, the checklist and the header read the dashboard again. */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      queryClient.invalidateQueries({ queryKey: ["locations"] }),
    ]);
}

/** PATCH /v1/businesses/{id} with config keys: the server merges them. */
export function useSaveConfig(businessId: string) {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (config: BusinessConfig) => patchBusiness(businessId, { config }),
    onSuccess: () => refresh(),
    meta: { handlesErrors: true },
  });
}

export function saveHours(businessId: string, body: HoursRequest) {
  return api.put<Business>(`/businesses/${id(businessId)}/hours`, body);
}

export function setOpenNow(businessId: string, isOpen: boolean) {
  return api.put<Business>(`/businesses/${id(businessId)}/open`, undefined, { open: isOpen });
}

export const taxesKey = (businessId: string) => ["taxes", businessId] as const;

export const taxesApi = {
  list: (businessId: string) => api.get<Tax[]>(`/businesses/${id(businessId)}/taxes`),
  create: (businessId: string, tax: TaxRequest) => api.post<Tax>(`/businesses/${id(businessId)}/taxes`, tax),
  update: (businessId: string, taxId: string, tax: TaxRequest) =>
    api.put<Tax>(`/businesses/${id(businessId)}/taxes/${id(taxId)}`, tax),
  remove: (businessId: string, taxId: string) =>
    apiRequest<void>(`/businesses/${id(businessId)}/taxes/${id(taxId)}`, { method: "DELETE" }),
};

export function saveNotificationEmail(businessId: string, notificationEmail: string) {
  return api.put<Member>(`/businesses/${id(businessId)}/notifications`, { notificationEmail });
}

export const revisionsKey = (businessId: string) => ["revisions", businessId] as const;

export const revisionsApi = {
  list: (businessId: string) => api.get<RevisionSummary[]>(`/businesses/${id(businessId)}/revisions`),
  get: (businessId: string, revisionId: string) =>
    api.get<Revision>(`/businesses/${id(businessId)}/revisions/${id(revisionId)}`),
  apply: (businessId: string, revisionId: string) =>
    api.post<AppliedRevision>(`/businesses/${id(businessId)}/revisions`, undefined, { revisionId }),
};
