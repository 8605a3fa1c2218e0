import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import {
  DescriptionSchema,
  MenuNameSchema,
  type MenuNodes,
  MenuNodesSchema,
  MenuTranslationsSchema,
  NAME_MAX,
} from "./menu.ts";
import { MenuScheduleSchema } from "./menu-schedule.ts";

// The menus routes' contract: what the editor and the menu list send and read. The
// tree inside a menu is menu.ts.

/** What every menu answer carries; a full menu adds its tree (the list reads summaries, so it stays light). */
const menuHead = {
  id: z.string(),
  name: z.string(),
  details: z.string(),
  active: z.boolean(),
  removed: z.boolean(),
  sequence: z.number(),
  businessId: z.string(),
  version: z.number(),
  /** When the menu is served; null means always. */
  schedule: MenuScheduleSchema,
  /** The menu's name and note in other languages; {} when there are none. */
  translations: MenuTranslationsSchema.unwrap(),
};

export const MenuSchema = z.object({ ...menuHead, nodes: z.array(z.unknown()) }).meta({ id: "Menu" });
export type Menu = Omit<z.infer<typeof MenuSchema>, "nodes"> & { nodes: MenuNodes };

export const CreateMenuSchema = z.object({
  businessId: IdSchema,
  name: z.string().trim().max(NAME_MAX).optional(),
  details: DescriptionSchema.optional(),
  nodes: MenuNodesSchema.optional(),
  schedule: MenuScheduleSchema.optional(),
  translations: MenuTranslationsSchema,
});
export type CreateMenu = z.input<typeof CreateMenuSchema>;

export const UpdateMenuSchema = z.object({
  id: IdSchema,
  version: z.number().int().min(1),
  name: MenuNameSchema.optional(),
  details: DescriptionSchema.optional(),
  nodes: MenuNodesSchema.optional(),
  active: z.boolean().optional(),
  schedule: MenuScheduleSchema.optional(),
  translations: MenuTranslationsSchema,
});
export type UpdateMenu = z.input<typeof UpdateMenuSchema>;

export const MenuSummarySchema = z.object(menuHead).meta({ id: "MenuSummary" });
export type MenuSummary = z.infer<typeof MenuSummarySchema>;

export const MenuParamsSchema = z.object({ id: IdSchema });
export const BusinessQuerySchema = z.object({ businessId: IdSchema });
export const MenuQuerySchema = z.object({ menuId: IdSchema });
/** POST /v1/menus/sequence: the business's menu ids in their new order. */
export const MenuSequenceSchema = z.array(IdSchema).max(500);
export const CreateMenusSchema = z.array(CreateMenuSchema).min(1).max(50);
export const CopyToLocationQuerySchema = z.object({ oldLocationId: IdSchema, newLocationId: IdSchema });

/** GET /v1/businesses/{id}/search?query: the owner's groups and items whose text holds the query. */
export const MenuSearchQuerySchema = z.object({
  query: z.string().trim().min(1, "Please type something to search for.").max(100),
});
export const MENU_SEARCH_LIMIT = 50;

export const MenuSearchHitSchema = z
  .object({
    menuId: z.string(),
    menuName: z.string(),
    groupId: z.string(),
    groupName: z.string(),
    /** null: the group itself matched. */
    itemId: z.string().nullable(),
    name: z.string(),
    /** The node types: 0 a group, 1 an item. */
    type: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: "MenuSearchHit" });
export type MenuSearchHit = z.infer<typeof MenuSearchHitSchema>;

/**
 * Groups and items of `menus` (in their order) whose name or description holds `query`, case-insensitive;
 * at most MENU_SEARCH_LIMIT. Pure, so the editor could search its draft the same way.
 */
export function searchMenus(
  menus: readonly { id: string; name: string; nodes: MenuNodes }[],
  query: string,
): MenuSearchHit[] {
  const needle = query.trim().toLowerCase();
  const holds = (node: { name: string; description?: string }) =>
    node.name.toLowerCase().includes(needle) || (node.description ?? "").toLowerCase().includes(needle);
  const hits: MenuSearchHit[] = [];
  for (const menu of menus)
    for (const group of menu.nodes) {
      const at = { menuId: menu.id, menuName: menu.name, groupId: group.id, groupName: group.name };
      if (holds(group)) hits.push({ ...at, itemId: null, name: group.name, type: 0 });
      for (const item of group.nodes)
        if (holds(item)) hits.push({ ...at, itemId: item.id, name: item.name, type: 1 });
      if (hits.length >= MENU_SEARCH_LIMIT) return hits.slice(0, MENU_SEARCH_LIMIT);
    }
  return hits;
}
