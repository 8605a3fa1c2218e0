import { useQueryClient } from "@tanstack/react-query";
import type { Business } from "../../shared/businesses/businesses.ts";
import type { Dashboard } from "../../shared/members/members.ts";
import type { PublishResponse } from "../../shared/publishing/publishing.ts";
import { guestOrigin } from "./api-path.ts";
import { dashboardKey } from "./businesses.ts";
import { api } from "./client.ts";
import type { Session } from "./session.ts";

const id = (value: string) => encodeURIComponent(value);

export const publishingApi = {
  /** false: the business's address is already someone else's (a taken URL is the one cause). */
  preview: (businessId: string) => api.post<boolean>(`/businesses/${id(businessId)}/publish/preview`),
  publish: (businessId: string) => api.post<PublishResponse>(`/businesses/${id(businessId)}/publish`),
  unpublish: (businessId: string) => api.post<Business>(`/businesses/${id(businessId)}/unpublish`),
  validateUrl: (url: string, businessId: string) =>
    api.get<boolean>("/businesses/url/validate", { url, businessId }),
  setCustomUrl: (businessId: string, url: string) =>
    api.put<Business>(`/businesses/${id(businessId)}/url`, undefined, { url }),
};

/** The address guests use: the custom URL when set, else the generated one. */
export function pageAddress(business: Pick<Business, "url" | "customUrl">): string {
  return business.customUrl || business.url;
}

export function publicPageUrl(business: Pick<Business, "url" | "customUrl">): string {
  return `${guestOrigin()}/m/${encodeURIComponent(pageAddress(business))}`;
}

/** The dashboard as the server has it now (menus may have changed in the editor since it was loaded). */
export function useFreshDashboard(session: Session, businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: dashboardKey(session.memberId, businessId),
      queryFn: () => api.get<Dashboard>(`/members/${id(session.memberId)}/dashboard`, { businessId }),
      staleTime: 0,
    });
}
