import type { MenuSummary } from "../../../shared/menus/menus.ts";

/** The menus an owner works with: not removed, in their saved order. */
export function visibleMenus(menus: readonly MenuSummary[]): MenuSummary[] {
  return menus.filter((menu) => !menu.removed).sort((a, b) => a.sequence - b.sequence);
}

export const menusPath = (bizId: string) => `/app/biz/${encodeURIComponent(bizId)}/menus`;
export const menuPath = (bizId: string, menuId: string) =>
  `${menusPath(bizId)}/${encodeURIComponent(menuId)}`;
export const newMenuPath = (bizId: string) => `${menusPath(bizId)}/new`;
