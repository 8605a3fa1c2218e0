import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { MenuGroup, MenuItem } from "../../shared/menus/menu.ts";
import type { SoldOutEntry, SoldOutRequest, SoldOutUntil } from "../../shared/service/service-status.ts";
import { api } from "./client.ts";
import { fetchMenus } from "./menus.ts";

// The kitchen's sold-out list: read, changed at once on screen (optimistic), and kept the same in every tab of
// this browser (a BroadcastChannel) and on return to the tab (refetch on focus), since other screens and devices
// change it too.

const id = (value: string) => encodeURIComponent(value);

export const soldOutKey = (businessId: string) => ["sold-out", businessId] as const;

const CHANNEL = "menu-sold-out";

/**
 * The sold-out entry of an item (no option) or of one of its options, if it is sold out: on any menu, since a mark
 * holds for the item's copies on every menu (they share its id).
 */
export function findSoldOutEntry(
  list: readonly SoldOutEntry[] | undefined,
  ids: { menuId: string; itemId: string; entryId?: string | null },
): SoldOutEntry | undefined {
  const entryId = ids.entryId ?? null;
  // Anything but a list (an answer from before this call existed, a test's stand-in) reads as nothing sold out.
  if (!Array.isArray(list)) return undefined;
  return list.find((entry) => entry.itemId === ids.itemId && entry.entryId === entryId);
}

/** The list as it will be after a change, shown before the server answers. */
export function applySoldOutChange(
  list: readonly SoldOutEntry[],
  change: SoldOutRequest,
  now = new Date(),
): SoldOutEntry[] {
  const entryId = change.entryId ?? null;
  const existing = findSoldOutEntry(list, change);
  const others = list.filter((entry) => entry !== existing);
  if (change.until === null) return others;
  const since = existing?.since ?? now.toISOString();
  return [...others, { menuId: change.menuId, itemId: change.itemId, entryId, until: change.until, since }];
}

export function useSoldOut(businessId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<string>) => {
      if (event.data === businessId) void queryClient.invalidateQueries({ queryKey: soldOutKey(businessId) });
    };
    return () => channel.close();
  }, [businessId, queryClient]);
  return useQuery({
    queryKey: soldOutKey(businessId),
    queryFn: () => api.get<SoldOutEntry[]>(`/businesses/${id(businessId)}/sold-out`),
    refetchOnWindowFocus: "always",
    // Another device's change, and "for today" ending at the opening, show within a minute.
    refetchInterval: 60_000,
  });
}

/** Marks or puts back an item or option; the list changes on screen at once and returns if the server refuses. */
export function useMarkSoldOut(businessId: string) {
  const queryClient = useQueryClient();
  const key = soldOutKey(businessId);
  return useMutation({
    mutationFn: (change: SoldOutRequest) =>
      api.put<SoldOutEntry[]>(`/businesses/${id(businessId)}/sold-out`, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SoldOutEntry[]>(key);
      queryClient.setQueryData<SoldOutEntry[]>(key, applySoldOutChange(before ?? [], change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      if (typeof BroadcastChannel === "undefined") return;
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage(businessId);
      channel.close();
    },
  });
}

/** What the owner can mark: an item of a menu, with its options. */
export interface MarkableItem {
  menuId: string;
  menuName: string;
  item: Pick<MenuItem, "id" | "name" | "modifiers">;
}

interface MenuLike {
  id: string;
  name: string;
  nodes: unknown[];
}

function itemsOf(menus: readonly MenuLike[]): MarkableItem[] {
  const items: MarkableItem[] = [];
  for (const menu of menus)
    for (const group of menu.nodes as MenuGroup[])
      for (const item of group.nodes ?? [])
        if (item.available !== false) items.push({ menuId: menu.id, menuName: menu.name, item });
  return items;
}

/**
 * The items guests can order: the published menus'; before a first publish (the public call answers 402), the
 * draft's, so the list is never empty while the owner prepares.
 */
export function useMarkableItems(businessId: string) {
  return useQuery({
    queryKey: ["sold-out-items", businessId],
    queryFn: async () => {
      try {
        return itemsOf(await api.public.get<MenuLike[]>("/public/menus", { businessId }));
      } catch {
        return itemsOf(await fetchMenus(businessId));
      }
    },
    staleTime: 30_000,
  });
}

export const SOLD_OUT_LABELS: Record<SoldOutUntil, string> = {
  today: "Sold out today",
  manual: "Sold out",
};
