import { z } from "zod";
import { IdSchema } from "./id.ts";
import {
  DescriptionSchema,
  MenuNameSchema,
  type MenuNodes,
  MenuNodesSchema,
  MenuTranslationsSchema,
  NAME_MAX,
} from "./menu.ts";
import { MenuScheduleSchema } from "./menu-schedule.ts";

// The menus routes' contract (seed 001 §7, API.md "Menus"): what the editor and the menu list send and read. The
// tree inside a menu is menu.ts.

/** What every menu answer carries; a full menu adds its tree (the list reads summaries, seed 001 §7). */
const menuHead = {
  id: z.string(),
  name: z.string(),
  details: z.string(),
  active: z.boolean(),
  removed: z.boolean(),
  sequence: z.number(),
  businessId: z.string(),
  version: z.number(),
  /** issue 17 item 2: when the menu is served; null means always. */
  schedule: MenuScheduleSchema,
  /** issue 17 item 3: the menu's name and note in other languages; {} when there are none. */
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
