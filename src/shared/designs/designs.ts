import { z } from "zod";
import { IdSchema } from "../common/id.ts";
import { type MenuGroup, type MenuItem, type MenuNodes, MenuNodesSchema, NODE_TYPE } from "../menus/menu.ts";

// Saved designs: ready-made menus shipped with the product.
// The contract of the designs routes and how a design object becomes menu items, for the server's Copy Menu
// and the dashboard's Import alike, so both turn a design into the same items. The designs themselves live in
// the server's library.

/** One price row of a design object; `size` is "" when the object has a single, unnamed price. */
export const DesignPriceSchema = z.object({ price: z.number().nullable(), size: z.string() });
export type DesignPrice = z.infer<typeof DesignPriceSchema>;

/** GET /v1/menus/timber/designs/{designId}/mo: one object of a design. */
export const DesignObjectSchema = z
  .object({
    objectId: z.string(),
    objectName: z.string(),
    objectNotes: z.string(),
    name: z.string(),
    description: z.string(),
    /** The group (section) the object belongs to, e.g. "Starters". */
    bin: z.string(),
    prices: z.array(DesignPriceSchema),
    extras: z.string(),
    /** Keys of ICON_LIBRARY (src/shared/menus/icons.ts). */
    menuIcons: z.array(z.string()),
  })
  .meta({ id: "DesignObject" });
export type DesignObject = z.infer<typeof DesignObjectSchema>;

/** A design list entry: its id and name. */
export const DesignSummarySchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "DesignSummary" });
export type DesignSummary = z.infer<typeof DesignSummarySchema>;

export interface Design extends DesignSummary {
  objects: DesignObject[];
}

export const DesignParamsSchema = z.object({ designId: IdSchema });

/** GET /v1/menus/timber/mo?businessId&key&page. */
export const DesignPageQuerySchema = z.object({
  businessId: IdSchema,
  key: z.string().max(200).default(""),
  // A 0-based page number; "-1", "1.5" or "two" are refused with 400.
  page: z
    .string()
    .regex(/^\d{1,6}$/, "Page must be 0 or more, without decimals.")
    .default("0")
    .transform(Number),
});

/** The client keeps paging until hasNext is false. */
export const DesignPageResponseSchema = z.object({
  list: z.array(DesignSummarySchema),
  hasNext: z.boolean(),
});
export type DesignPage = z.infer<typeof DesignPageResponseSchema>;

/** Copy Menu: the business the new menu goes to. */
export const CopyDesignQuerySchema = z.object({ businessId: IdSchema });

/** Web Crypto exists in browsers and in Node ≥ 19, so this needs no `node:` import. */
const randomId = () => globalThis.crypto.randomUUID();

/** An imported item keeps name, description, prices, sizes, extras and icons. */
export function designObjectToMenuItem(object: DesignObject, makeId: () => string = randomId): MenuItem {
  const isSingleUnnamedPrice = object.prices.length === 1 && object.prices[0]?.size === "";
  return {
    id: makeId(),
    type: NODE_TYPE.item,
    name: object.name,
    description: object.description,
    cookTime: "",
    preview: null,
    previewSource: null,
    previewAltText: "",
    icons: object.menuIcons.map((iconKey) => ({ type: "library", iconKey })),
    prices: object.prices.length === 0 ? [null] : object.prices.map((row) => row.price),
    sizes: isSingleUnnamedPrice ? [] : object.prices.map((row) => row.size),
    available: true,
    modifiers: [],
    extras: object.extras,
  };
}

/**
 * A design as a menu tree: one group per `bin`, in the order bins first appear, every node with a fresh id.
 * The result is checked by MenuNodesSchema, so a copied menu is one the editor can save as it is.
 */
export function designToMenuNodes(
  design: { objects: readonly DesignObject[] },
  makeId: () => string = randomId,
): MenuNodes {
  const groups = new Map<string, MenuGroup>();
  for (const object of design.objects) {
    let group = groups.get(object.bin);
    if (!group) {
      group = {
        id: makeId(),
        type: NODE_TYPE.group,
        name: object.bin,
        description: "",
        available: true,
        nodes: [],
      };
      groups.set(object.bin, group);
    }
    group.nodes.push(designObjectToMenuItem(object, makeId));
  }
  return MenuNodesSchema.parse([...groups.values()]);
}
