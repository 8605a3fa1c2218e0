import type { ComboboxItem, ComboboxItemGroup } from "@mantine/core";
import { useMenusQuery } from "../../api/menus.ts";

// The items a reward can make free: every item of the business's menus, grouped by menu as the owner knows them.

export interface RewardItems {
  groups: ComboboxItemGroup<ComboboxItem, string>[];
  isLoading: boolean;
  isError: boolean;
}

export function useRewardItems(businessId: string): RewardItems {
  const menus = useMenusQuery(businessId);
  const groups: ComboboxItemGroup<ComboboxItem, string>[] = [];
  // An item copied onto several menus keeps its id on each: it is listed once, under the first, since a choice
  // list cannot hold the same value twice.
  const seen = new Set<string>();
  for (const menu of menus.data ?? []) {
    if (menu.removed) continue;
    const items: ComboboxItem[] = [];
    for (const group of menu.nodes)
      for (const item of group.nodes ?? []) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push({ value: item.id, label: item.name || "An item without a name" });
      }
    if (items.length > 0) groups.push({ group: menu.name || "A menu without a name", items });
  }
  return { groups, isLoading: menus.isPending, isError: menus.isError };
}
