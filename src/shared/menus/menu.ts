import { z } from "zod";
import { ALT_TEXT_MAX, EXTRAS_MAX, UNNAMED_GROUP } from "../common/constants.ts";
import { IdSchema } from "../common/id.ts";
import { translationsSchema } from "../common/languages.ts";
import { MESSAGES } from "../common/messages.ts";

// The menu tree, checked by one schema in the editor and on the server, so both refuse the same things. The menus
// routes' requests and answers are in menus.ts.

/** An item's icons are bounded: more than this stop being readable. */
export const MAX_ICONS_PER_ITEM = 6;
/** The add-price button shows for 2 to 5 rows, so an item has at most 6 size/price rows. */
export const MAX_PRICE_ROWS = 6;
/** The longest name of a menu, group or item (docs/requirements.md, "Menus"). */
export const NAME_MAX = 140;
export const DESCRIPTION_MAX = 1000;
export const MAX_GROUPS = 200;
export const MAX_ITEMS_PER_GROUP = 500;
export const MAX_MODIFIER_GROUPS = 20;
export const MAX_MODIFIER_ENTRIES = 50;

export const NODE_TYPE = { group: 0, item: 1 } as const;

const Name = z.string().max(NAME_MAX, `Names can have at most ${NAME_MAX} characters.`);
const SizeSchema = z.string().max(60, "Sizes can have at most 60 characters.");
const PRICE_ROWS_TOO_MANY = `An item can have at most ${MAX_PRICE_ROWS} sizes and prices.`;

/**
 * Item and group descriptions and the menu's note. The editor checks what is typed with this same
 * schema (a counter, and the text refused past the limit, never cut), and the server refuses longer ones.
 */
export const DescriptionSchema = z
  .string()
  .max(DESCRIPTION_MAX, `Descriptions can have at most ${DESCRIPTION_MAX} characters.`);
/** An item's extras: at most 500 characters; checked like descriptions. */
export const ExtrasSchema = z.string().max(EXTRAS_MAX, `Extras can have at most ${EXTRAS_MAX} characters.`);

/**
 * A price that is not a number, told as what to type: the wording of the validation sentences (digits, and an
 * example after "such as"). The menu editor says it too, for text that does not read as a number.
 */
export const PRICE_NOT_DIGITS = "Price must be written in digits, such as 12.50.";

/** A price in the currency's major unit, at most 2 decimals; null while the owner has not typed one. */
export const PriceSchema = z
  .number({ error: PRICE_NOT_DIGITS })
  .min(0, "Price cannot be negative.")
  .max(1_000_000, "Price is too large.")
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    "Price can have at most 2 decimals.",
  )
  .nullable();

export const ItemIconSchema = z.object({
  type: z.string().max(32).default("library"),
  iconKey: z.string().min(1).max(300),
  hoverText: z.string().max(NAME_MAX).optional(),
  path: z.string().max(500).optional(),
  altText: z.string().max(ALT_TEXT_MAX).optional(),
  source: z.string().max(32).optional(),
});
export type ItemIcon = z.infer<typeof ItemIconSchema>;

export const ModifierEntrySchema = z.object({
  id: IdSchema,
  name: Name,
  price: PriceSchema.default(null),
  sequence: z.number().int().min(0).default(0),
  translations: translationsSchema({ name: Name }),
});
export type ModifierEntry = z.infer<typeof ModifierEntrySchema>;

/** The fewest options a guest must choose in a group: 0 (optional) up to the most a group can have. */
export const ChoiceMinSchema = z
  .number({ error: "The number of required choices must be a whole number." })
  .int("The number of required choices must be a whole number.")
  .min(0, "The number of required choices cannot be negative.")
  .max(MAX_MODIFIER_ENTRIES, `A group can require at most ${MAX_MODIFIER_ENTRIES} choices.`);
/** The most a guest may choose in a group; null for any number. */
export const ChoiceMaxSchema = z
  .number({ error: "The most a guest can choose must be a whole number." })
  .int("The most a guest can choose must be a whole number.")
  .min(1, "The most a guest can choose must be at least 1.")
  .max(MAX_MODIFIER_ENTRIES, `The most a guest can choose is at most ${MAX_MODIFIER_ENTRIES}.`)
  .nullable();
export const CHOICE_MIN_ABOVE_MAX = "The required choices cannot be more than the most a guest can choose.";

// `min` and `max` are checked against each other only: a rule asking for more options than the group has yet is
// saved as typed (the owner may set "Choose 2" before adding the second option), and ordering reads it against
// the options there are (choice-rules.ts `choiceRule`). Trees saved before the rule existed read as optional.
export const ModifierGroupSchema = z
  .object({
    id: IdSchema,
    name: Name,
    entries: z
      .array(ModifierEntrySchema)
      .max(MAX_MODIFIER_ENTRIES, `A modifier group can have at most ${MAX_MODIFIER_ENTRIES} options.`)
      .default([]),
    sequence: z.number().int().min(0).default(0),
    min: ChoiceMinSchema.default(0),
    max: ChoiceMaxSchema.default(null),
    translations: translationsSchema({ name: Name }),
  })
  .superRefine((group, ctx) => {
    if (group.max !== null && group.min > group.max)
      ctx.addIssue({ code: "custom", path: ["min"], message: CHOICE_MIN_ABOVE_MAX });
  });
export type ModifierGroup = z.infer<typeof ModifierGroupSchema>;

export const MenuItemSchema = z
  .object({
    id: IdSchema,
    type: z.literal(NODE_TYPE.item, { error: "Groups can hold items only (type 1)." }),
    name: Name.default(""),
    description: DescriptionSchema.default(""),
    cookTime: z.string().max(40).default(""),
    preview: z.string().max(500).nullable().default(null),
    previewSource: z.string().max(32).nullable().default(null),
    previewAltText: z
      .string()
      .max(ALT_TEXT_MAX, `Accessibility text can have at most ${ALT_TEXT_MAX} characters.`)
      .default(""),
    icons: z
      .array(ItemIconSchema)
      .max(MAX_ICONS_PER_ITEM, `An item can have at most ${MAX_ICONS_PER_ITEM} icons.`)
      .default([]),
    prices: z.array(PriceSchema).max(MAX_PRICE_ROWS, PRICE_ROWS_TOO_MANY).default([null]),
    sizes: z.array(SizeSchema).max(MAX_PRICE_ROWS, PRICE_ROWS_TOO_MANY).default([]),
    // A missing available flag on an item counts as true, so older trees keep their items on the page.
    available: z.boolean().default(true),
    modifiers: z
      .array(ModifierGroupSchema)
      .max(MAX_MODIFIER_GROUPS, `An item can have at most ${MAX_MODIFIER_GROUPS} modifier groups.`)
      .default([]),
    extras: ExtrasSchema.default(""),
    /** The item's texts in other languages; sizes translate by index. */
    translations: translationsSchema({
      name: Name,
      description: DescriptionSchema,
      sizes: z.array(SizeSchema).max(MAX_PRICE_ROWS),
      extras: ExtrasSchema,
    }),
  })
  .superRefine((item, ctx) => {
    // prices[i] goes with sizes[i]; without sizes an item has a single price.
    const isPaired =
      item.sizes.length === 0 ? item.prices.length <= 1 : item.prices.length === item.sizes.length;
    if (!isPaired) {
      ctx.addIssue({ code: "custom", path: ["prices"], message: "Every size needs its own price." });
    }
  });
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuGroupSchema = z.object({
  id: IdSchema,
  type: z.literal(NODE_TYPE.group, { error: "A menu holds groups at its top level (type 0)." }),
  name: Name.default(""),
  description: DescriptionSchema.default(""),
  available: z.boolean().default(true),
  translations: translationsSchema({ name: Name, description: DescriptionSchema }),
  nodes: z
    .array(MenuItemSchema)
    .max(MAX_ITEMS_PER_GROUP, `A group can have at most ${MAX_ITEMS_PER_GROUP} items.`)
    .default([]),
});
export type MenuGroup = z.infer<typeof MenuGroupSchema>;

export const MenuNodesSchema = z
  .array(MenuGroupSchema)
  .max(MAX_GROUPS, `A menu can have at most ${MAX_GROUPS} groups.`);
export type MenuNodes = z.infer<typeof MenuNodesSchema>;

export const MenuNameSchema = z.string().trim().min(1, MESSAGES.menuNameRequired).max(NAME_MAX);

/** The menu's name and note in other languages (kept beside the menu, not in its tree). */
export const MenuTranslationsSchema = translationsSchema({ name: Name, details: DescriptionSchema });
export type MenuTranslations = NonNullable<z.infer<typeof MenuTranslationsSchema>>;

/** A link's hash (#lunch) chooses a menu by its name with non-alphanumerics removed, so links stay readable. */
export function menuHashKey(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

/** The groups and items a guest sees: available ones only. */
export function visibleNodes(nodes: MenuNodes): MenuNodes {
  return nodes
    .filter((group) => group.available)
    .map((group) => ({ ...group, nodes: group.nodes.filter((item) => item.available !== false) }));
}

export function countItems(nodes: MenuNodes): number {
  return nodes.reduce((total, group) => total + group.nodes.length, 0);
}

/**
 * An item guests would see without a name (a price on a blank row). Publishing refuses it and
 * says where it is; a hidden item, group or menu is not shown, so it may stay unnamed while the owner works.
 */
export function findNamelessItem(
  menus: readonly { name: string; active?: boolean; nodes: MenuNodes }[],
): { menuName: string; groupName: string } | null {
  for (const menu of menus) {
    if (menu.active === false) continue;
    for (const group of visibleNodes(menu.nodes)) {
      if (group.nodes.some((item) => item.name.trim() === "")) {
        return { menuName: menu.name, groupName: group.name.trim() || UNNAMED_GROUP };
      }
    }
  }
  return null;
}

export function namelessItemMessage(place: { menuName: string; groupName: string }): string {
  return `An item in "${place.menuName}" › "${place.groupName}" has no name. Name it, or hide or remove it, before publishing.`;
}
