import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type {
  Business,
  LocationInput,
  LocationResponse,
  MemberLocation,
} from "../../shared/businesses/businesses.ts";
import type { EmbedSettings } from "../../shared/businesses/embed.ts";
import type { Dashboard, MemberStatus } from "../../shared/members/members.ts";
import { ApiRequestError, api } from "./client.ts";
import { type Session, setActiveBusiness } from "./session.ts";

export const dashboardKey = (memberId: string, businessId: string | null) =>
  ["dashboard", memberId, businessId ?? "first"] as const;

/**
 * After a change the dashboard summarises: the header's Publish Changes follows `hasUnpublishedChanges`
 * so every saved draft, not only a menu's, reloads it.
 */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ["dashboard"] }), [queryClient]);
}

/** GET /v1/members/{memberId}/dashboard for the active business (the first one until the owner picks). */
export function useDashboardQuery(session: Session) {
  const queryClient = useQueryClient();
  const { memberId, businessId } = session;
  const query = useQuery({
    queryKey: dashboardKey(memberId, businessId),
    queryFn: () =>
      api.get<Dashboard>(`/members/${encodeURIComponent(memberId)}/dashboard`, {
        businessId: businessId ?? undefined,
      }),
  });

  const loadedId = query.data?.business.id;
  useEffect(() => {
    if (!query.data || !loadedId || loadedId === businessId) return;
    // Remember the business the server chose, without loading it a second time.
    queryClient.setQueryData(dashboardKey(memberId, loadedId), query.data);
    setActiveBusiness(loadedId);
  }, [query.data, loadedId, businessId, memberId, queryClient]);

  const isUnknownBusiness = query.error instanceof ApiRequestError && query.error.status === 404;
  useEffect(() => {
    // A business removed elsewhere, or a stale id on this device: fall back to the first one.
    if (isUnknownBusiness && businessId) setActiveBusiness(null);
  }, [isUnknownBusiness, businessId]);

  return query;
}

export function useLocationsQuery() {
  return useQuery({
    queryKey: ["locations"],
    queryFn: () => api.get<MemberLocation[]>("/members/locations"),
  });
}

/** A status check that is not authenticated sends the owner to login (the client does). */
export function useMemberStatusQuery(businessId: string | null) {
  return useQuery({
    queryKey: ["member-status", businessId],
    queryFn: () => api.get<MemberStatus>("/public/members/status", { locationId: businessId ?? undefined }),
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
    meta: { handlesErrors: true },
  });
}

export const locationKey = (businessId: string) => ["location", businessId] as const;

export function fetchLocation(businessId: string) {
  return api.get<LocationResponse>(`/businesses/${encodeURIComponent(businessId)}/location`);
}

export function saveLocation(businessId: string, location: LocationInput) {
  return api.put<LocationResponse>(`/businesses/${encodeURIComponent(businessId)}/location`, location);
}

export function patchBusiness(businessId: string, changes: { orderingEnabled?: boolean; config?: object }) {
  return api.patch<Business>(`/businesses/${encodeURIComponent(businessId)}`, changes);
}

export const embedKey = (businessId: string) => ["embed", businessId] as const;

/** The owner's website addresses that may show the menu in a frame. */
export function fetchEmbedSettings(businessId: string) {
  return api.get<EmbedSettings>(`/businesses/${encodeURIComponent(businessId)}/embed`);
}

export function saveEmbedSettings(businessId: string, settings: EmbedSettings) {
  return api.put<EmbedSettings>(`/businesses/${encodeURIComponent(businessId)}/embed`, settings);
}
