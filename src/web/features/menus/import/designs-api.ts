import { useQuery } from "@tanstack/react-query";
import type { DesignObject, DesignPage, DesignSummary } from "../../../../shared/designs/designs.ts";
import type { Menu } from "../../../../shared/menus/menus.ts";
import { api } from "../../../api/client.ts";

export type { DesignObject, DesignSummary };

/** The client keeps paging until hasNext is false. */
export async function fetchAllDesigns(businessId: string, key: string): Promise<DesignSummary[]> {
  const designs: DesignSummary[] = [];
  for (let page = 0; page < 200; page++) {
    const answer = await api.get<DesignPage>("/menus/timber/mo", { businessId, key, page });
    designs.push(...answer.list);
    if (!answer.hasNext) break;
  }
  return designs;
}

export function useDesignsQuery(businessId: string, key: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ["designs", businessId, key],
    queryFn: () => fetchAllDesigns(businessId, key),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

export function useDesignObjectsQuery(designId: string | null) {
  return useQuery({
    queryKey: ["design-objects", designId],
    queryFn: () => api.get<DesignObject[]>(`/menus/timber/designs/${encodeURIComponent(designId ?? "")}/mo`),
    enabled: designId !== null,
    staleTime: 5 * 60_000,
  });
}

export function copyDesignToMenu(designId: string, businessId: string) {
  return api.post<Menu>(`/menus/timber/designs/${encodeURIComponent(designId)}/copy`, undefined, {
    businessId,
  });
}
