import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CreatePage, UpdatePage, WebsitePage } from "../../../shared/website/website.ts";
import { useRefreshDashboard } from "../../api/businesses.ts";
import { api, apiRequest } from "../../api/client.ts";

// The calls the website screens make.

export const pagesKey = (businessId: string) => ["website-pages", businessId] as const;
export const pageKey = (businessId: string, pageId: string) => ["website-pages", businessId, pageId] as const;

const base = (businessId: string) => `/businesses/${encodeURIComponent(businessId)}/pages`;

export function usePages(businessId: string) {
  return useQuery({
    queryKey: pagesKey(businessId),
    queryFn: () => api.get<WebsitePage[]>(base(businessId)),
  });
}

export function usePage(businessId: string, pageId: string) {
  return useQuery({
    queryKey: pageKey(businessId, pageId),
    queryFn: () => api.get<WebsitePage>(`${base(businessId)}/${encodeURIComponent(pageId)}`),
    // The editor owns the page once loaded: a refetch would replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * After any saved change to the pages: the list, and the dashboard, whose "anything to publish?" counts the
 * pages' drafts too (without it Publish Changes stayed locked after a page-only edit).
 */
export function useRefreshPages(businessId: string) {
  const queryClient = useQueryClient();
  const refreshDashboard = useRefreshDashboard();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesKey(businessId), exact: true }),
        refreshDashboard(),
      ]),
    [queryClient, refreshDashboard, businessId],
  );
}

export const websiteApi = {
  create: (businessId: string, body: CreatePage) => api.post<WebsitePage>(base(businessId), body),
  update: (businessId: string, pageId: string, body: UpdatePage) =>
    api.put<WebsitePage>(`${base(businessId)}/${encodeURIComponent(pageId)}`, body),
  remove: (businessId: string, pageId: string) =>
    apiRequest<WebsitePage>(`${base(businessId)}/${encodeURIComponent(pageId)}`, { method: "DELETE" }),
  reorder: (businessId: string, pageIds: string[]) =>
    api.post<WebsitePage[]>(`${base(businessId)}/sequence`, pageIds),
};
