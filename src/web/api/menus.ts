import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CreateMenu, Menu, UpdateMenu } from "../../shared/menus/menus.ts";
import { api, apiRequest } from "./client.ts";

// The menu calls as the editor and the menu list use them.

export const menusKey = (businessId: string) => ["menus", businessId] as const;
export const menuKey = (menuId: string) => ["menu", menuId] as const;

export function fetchMenus(businessId: string) {
  return api.get<Menu[]>("/menus", { businessId });
}

/** GET /v1/ilmenus?menuId: one menu; 404 "Menu not found!" once it was removed. */
export function fetchMenu(menuId: string) {
  return api.get<Menu>("/ilmenus", { menuId });
}

export function createMenu(input: CreateMenu) {
  return api.post<Menu>("/menus", input);
}

/** PUT /v1/menus: answers the menu with version + 1, or 409 with `current` when `version` is stale. */
export function updateMenu(changes: UpdateMenu) {
  return api.put<Menu>("/menus", changes);
}

export function removeMenu(menuId: string) {
  return apiDelete<Menu>(`/menus/${encodeURIComponent(menuId)}`);
}

export function restoreMenu(menuId: string) {
  return api.put<Menu>(`/menus/${encodeURIComponent(menuId)}/restore`);
}

export function setMenuActive(menuId: string, isActive: boolean) {
  const path = `/menus/${encodeURIComponent(menuId)}/active`;
  return isActive ? api.post<Menu>(path) : apiDelete<Menu>(path);
}

export function reorderMenus(businessId: string, menuIds: string[]) {
  return api.post<Menu[]>("/menus/sequence", menuIds, { businessId });
}

/** A revision snapshot of the business, taken every 60 s while the owner edits, for Saved Versions. */
export function saveRevision(businessId: string) {
  return api.post<{ id: string; createdDate: string }>(
    `/businesses/${encodeURIComponent(businessId)}/revision`,
  );
}

export function copyMenusToLocation(fromBusinessId: string, toBusinessId: string) {
  return api.post<Menu[]>("/members/menus/copyToLocation", undefined, {
    oldLocationId: fromBusinessId,
    newLocationId: toBusinessId,
  });
}

function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>(path, { method: "DELETE" });
}

export function useMenusQuery(businessId: string) {
  return useQuery({ queryKey: menusKey(businessId), queryFn: () => fetchMenus(businessId) });
}

/** After a change to the list of menus: the list, the shell's dashboard (menus, problems) and checklists. */
export function useRefreshMenus() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["menus"] }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      queryClient.invalidateQueries({ queryKey: ["member-status"] }),
    ]);
  }, [queryClient]);
}
