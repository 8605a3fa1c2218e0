import type { MenuGroup, MenuItem, MenuNodes, MenuTranslations, ModifierGroup } from "./menu.ts";

// Every text of a menu that a guest reads, with its translation in one language, for the
// editor's translation column and its count of what is missing. Pure: the editor applies `setTranslation`.

export type TextPlace =
  | { kind: "menu"; field: "name" | "details" }
  | { kind: "group"; groupId: string; field: "name" | "description" }
  | { kind: "item"; groupId: string; itemId: string; field: "name" | "description" | "extras" }
  | { kind: "size"; groupId: string; itemId: string; index: number }
  | { kind: "modifier"; groupId: string; itemId: string; modifierId: string }
  | { kind: "entry"; groupId: string; itemId: string; modifierId: string; entryId: string };

export interface TranslatableText {
  /** Unique within the menu: React's key and the test's handle. */
  key: string;
  place: TextPlace;
  /** What the text is, for the owner: "Name", "Size 2", "Option"… */
  label: string;
  /** The group or item it belongs to, shown above its rows. */
  owner: string;
  original: string;
  translation: string;
  isLong: boolean;
}

export interface TranslatableMenu {
  name: string;
  details: string;
  translations: MenuTranslations;
  nodes: MenuNodes;
}

type Fields = Record<string, unknown>;
const textOf = (
  holder: { translations?: Partial<Record<string, Fields>> | undefined },
  lang: string,
  field: string,
) => {
  const value = holder.translations?.[lang]?.[field];
  return typeof value === "string" ? value : "";
};

/** Every non-empty text a guest reads, in page order; an empty original has nothing to translate. */
export function translatableTexts(menu: TranslatableMenu, lang: string): TranslatableText[] {
  const texts: TranslatableText[] = [];
  const add = (text: Omit<TranslatableText, "isLong"> & { isLong?: boolean }) => {
    if (text.original.trim()) texts.push({ isLong: false, ...text });
  };
  const menuOwner = "Menu";
  add({
    key: "menu.name",
    place: { kind: "menu", field: "name" },
    label: "Menu name",
    owner: menuOwner,
    original: menu.name,
    translation: menu.translations[lang]?.name ?? "",
  });
  add({
    key: "menu.details",
    place: { kind: "menu", field: "details" },
    label: "Menu note",
    owner: menuOwner,
    original: menu.details,
    translation: menu.translations[lang]?.details ?? "",
    isLong: true,
  });
  for (const group of menu.nodes) {
    const groupId = group.id;
    const owner = group.name || "Unnamed group";
    for (const field of ["name", "description"] as const)
      add({
        key: `g.${groupId}.${field}`,
        place: { kind: "group", groupId, field },
        label: field === "name" ? "Group name" : "Group description",
        owner,
        original: group[field],
        translation: textOf(group, lang, field),
        isLong: field === "description",
      });
    for (const item of group.nodes) {
      const itemId = item.id;
      const itemOwner = `${owner} › ${item.name || "Unnamed item"}`;
      for (const field of ["name", "description"] as const)
        add({
          key: `i.${itemId}.${field}`,
          place: { kind: "item", groupId, itemId, field },
          label: field === "name" ? "Name" : "Description",
          owner: itemOwner,
          original: item[field],
          translation: textOf(item, lang, field),
          isLong: field === "description",
        });
      item.sizes.forEach((size, index) => {
        add({
          key: `i.${itemId}.size.${index}`,
          place: { kind: "size", groupId, itemId, index },
          label: `Size ${index + 1}`,
          owner: itemOwner,
          original: size,
          translation: item.translations?.[lang]?.sizes?.[index] ?? "",
        });
      });
      for (const modifier of item.modifiers) {
        const modifierId = modifier.id;
        add({
          key: `m.${itemId}.${modifierId}`,
          place: { kind: "modifier", groupId, itemId, modifierId },
          label: "Option group",
          owner: itemOwner,
          original: modifier.name,
          translation: textOf(modifier, lang, "name"),
        });
        for (const entry of modifier.entries)
          add({
            key: `e.${itemId}.${modifierId}.${entry.id}`,
            place: { kind: "entry", groupId, itemId, modifierId, entryId: entry.id },
            label: "Option",
            owner: itemOwner,
            original: entry.name,
            translation: textOf(entry, lang, "name"),
          });
      }
      add({
        key: `i.${itemId}.extras`,
        place: { kind: "item", groupId, itemId, field: "extras" },
        label: "Extras",
        owner: itemOwner,
        original: item.extras,
        translation: textOf(item, lang, "extras"),
        isLong: true,
      });
    }
  }
  return texts;
}

/** How many of the menu's texts have no translation in `lang` (blank counts as missing: guests get the original). */
export function countMissing(menu: TranslatableMenu, lang: string): number {
  return translatableTexts(menu, lang).filter((text) => !text.translation.trim()).length;
}

/** One holder's translations with `field` in `lang` set, or taken out when blank (so nothing empty is stored). */
function withText<T extends { translations?: Partial<Record<string, Fields>> | undefined }>(
  holder: T,
  lang: string,
  field: string,
  value: string,
): T {
  const all = { ...(holder.translations ?? {}) } as Record<string, Fields>;
  const one: Fields = { ...(all[lang] ?? {}) };
  if (value === "") delete one[field];
  else one[field] = value;
  if (Object.keys(one).length === 0) delete all[lang];
  else all[lang] = one;
  return { ...holder, translations: all };
}

function withSize(item: MenuItem, lang: string, index: number, value: string): MenuItem {
  const sizes = item.sizes.map((_, at) => item.translations?.[lang]?.sizes?.[at] ?? "");
  sizes[index] = value;
  if (sizes.every((size) => size === "")) return withText(item, lang, "sizes", "");
  return { ...item, translations: { ...item.translations, [lang]: { ...item.translations?.[lang], sizes } } };
}

const mapById = <T extends { id: string }>(list: T[], id: string, change: (value: T) => T) =>
  list.map((value) => (value.id === id ? change(value) : value));

/** The tree with one text's translation in `lang` set to `value` (blank removes it). */
export function setNodeTranslation(
  nodes: MenuNodes,
  place: TextPlace,
  lang: string,
  value: string,
): MenuNodes {
  if (place.kind === "menu") return nodes;
  return mapById(nodes, place.groupId, (group: MenuGroup) => {
    if (place.kind === "group") return withText(group, lang, place.field, value);
    return {
      ...group,
      nodes: mapById(group.nodes, place.itemId, (item: MenuItem) => {
        if (place.kind === "item") return withText(item, lang, place.field, value);
        if (place.kind === "size") return withSize(item, lang, place.index, value);
        return {
          ...item,
          modifiers: mapById(item.modifiers, place.modifierId, (modifier: ModifierGroup) =>
            place.kind === "modifier"
              ? withText(modifier, lang, "name", value)
              : {
                  ...modifier,
                  entries: mapById(modifier.entries, place.entryId, (entry) =>
                    withText(entry, lang, "name", value),
                  ),
                },
          ),
        };
      }),
    };
  });
}

/** The menu's own translations with its name or note in `lang` set (blank removes it). */
export function setMenuTranslation(
  translations: MenuTranslations,
  field: "name" | "details",
  lang: string,
  value: string,
): MenuTranslations {
  return withText({ translations }, lang, field, value).translations as MenuTranslations;
}
