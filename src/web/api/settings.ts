import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Business, LocationResponse } from "../../shared/api.ts";
import { type BusinessConfig, DEFAULT_BUSINESS_CONFIG } from "../../shared/business-config.ts";
import type { HoursMap } from "../../shared/hours.ts";
import type { Menu } from "../../shared/menu.ts";
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

export function saveHours(businessId: string, body: { hours: HoursMap; offset?: number; timeZone?: string }) {
  return api.put<Business>(`/businesses/${id(businessId)}/hours`, body);
}

export function setOpenNow(businessId: string, isOpen: boolean) {
  return api.put<Business>(`/businesses/${id(businessId)}/open`, undefined, { open: isOpen });
}

export interface Tax {
  id: string;
  label: string;
  type: "VALUE" | "PERCENT";
  value: number;
}
export type TaxInput = Omit<Tax, "id">;

export const taxesKey = (businessId: string) => ["taxes", businessId] as const;

export const taxesApi = {
  list: (businessId: string) => api.get<Tax[]>(`/businesses/${id(businessId)}/taxes`),
  create: (businessId: string, tax: TaxInput) => api.post<Tax>(`/businesses/${id(businessId)}/taxes`, tax),
  update: (businessId: string, taxId: string, tax: TaxInput) =>
    api.put<Tax>(`/businesses/${id(businessId)}/taxes/${id(taxId)}`, tax),
  remove: (businessId: string, taxId: string) =>
    apiRequest<void>(`/businesses/${id(businessId)}/taxes/${id(taxId)}`, { method: "DELETE" }),
};

export function saveNotificationEmail(businessId: string, notificationEmail: string) {
  return api.put<unknown>(`/businesses/${id(businessId)}/notifications`, { notificationEmail });
}

export interface RevisionSummary {
  id: string;
  createdDate: string | null;
}

export interface Revision extends RevisionSummary {
  business: { config: Record<string, unknown>; orderingEnabled: boolean };
  location: Omit<LocationResponse, "internalId">;
  menus: Menu[];
}

export const revisionsKey = (businessId: string) => ["revisions", businessId] as const;

export const revisionsApi = {
  list: (businessId: string) => api.get<RevisionSummary[]>(`/businesses/${id(businessId)}/revisions`),
  get: (businessId: string, revisionId: string) =>
    api.get<Revision>(`/businesses/${id(businessId)}/revisions/${id(revisionId)}`),
  apply: (businessId: string, revisionId: string) =>
    api.post<unknown>(`/businesses/${id(businessId)}/revisions`, undefined, { revisionId }),
};
