import { z } from "zod";
import {
  type MenuGroup,
  type MenuItem,
  type MenuNodes,
  MenuNodesSchema,
  NODE_TYPE,
} from "../../../../shared/menu.ts";

// Saved designs (seed 001 §3 "Saved design object", issue 3 §6): ready-made menus shipped with the product.
// This file holds only zod and the shared menu tree, so the dashboard's Copy Menu can import it as well.

/** One price row of a design object; `size` is "" when the object has a single, unnamed price. */
export const DesignPriceSchema = z.object({ price: z.number().nullable(), size: z.string() });
export type DesignPrice = z.infer<typeof DesignPriceSchema>;

/** API.md "GET /v1/menus/timber/designs/{designId}/mo": one object of a design. */
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
    /** Keys of ICON_LIBRARY (src/shared/icons.ts). */
    menuIcons: z.array(z.string()),
  })
  .meta({ id: "DesignObject" });
export type DesignObject = z.infer<typeof DesignObjectSchema>;

/** A design list entry (seed 001 §3: "A design list entry has id and name"). */
export const DesignSummarySchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "DesignSummary" });
export type DesignSummary = z.infer<typeof DesignSummarySchema>;

export interface Design extends DesignSummary {
  objects: DesignObject[];
}

/** How a design file writes an object: one price, or [size, price] pairs such as ["Glass", 12]. */
export type DesignObjectSource = {
  name: string;
  description: string;
  extras?: string;
  icons?: string[];
  notes?: string;
} & (
  | { price: number; sizes?: never }
  | { sizes: readonly (readonly [size: string, price: number])[]; price?: never }
);

export interface DesignSection {
  bin: string;
  objects: DesignObjectSource[];
}

/** Builds a design from its sections; object ids are stable: "{designId}-{n}", counted from 1. */
export function defineDesign({
  id,
  name,
  sections,
}: {
  id: string;
  name: string;
  sections: DesignSection[];
}): Design {
  const objects = sections.flatMap((section) =>
    section.objects.map((source) => ({ bin: section.bin, source })),
  );
  return {
    id,
    name,
    objects: objects.map(({ bin, source }, index) => ({
      objectId: `${id}-${index + 1}`,
      objectName: source.name,
      objectNotes: source.notes ?? "",
      name: source.name,
      description: source.description,
      bin,
      prices:
        source.sizes === undefined
          ? [{ price: source.price, size: "" }]
          : source.sizes.map(([size, price]) => ({ price, size })),
      extras: source.extras ?? "",
      menuIcons: source.icons ?? [],
    })),
  };
}

/** Web Crypto exists in browsers and in Node ≥ 19, so this needs no `node:` import. */
const randomId = () => globalThis.crypto.randomUUID();

/** seed 001 §4: an imported item keeps name, description, prices, sizes, extras and icons. */
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
