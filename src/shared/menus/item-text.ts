import type { MenuItem } from "./menu.ts";

// The owner's texts of an item in the guest's language, for the cart, the checkout and the
// confirmation. Apart from languages.ts (whose schemas bring zod) so the cart's script can carry it. The cart and
// the order keep the original names (what the kitchen reads, what a change is checked against); only what the
// guest reads is translated.

type Translated = { translations?: Partial<Record<string, Record<string, unknown> | undefined>> | undefined };

/** A holder's text in `lang`: a non-blank translation, else the original. */
export function textIn<Key extends string>(
  holder: Translated & Record<Key, string>,
  key: Key,
  lang: string | null | undefined,
): string {
  const value = lang ? holder.translations?.[lang]?.[key] : undefined;
  return typeof value === "string" && value.trim() ? value : holder[key];
}

function sizeIn(item: MenuItem, index: number, lang: string | null | undefined): string {
  const sizes = lang ? item.translations?.[lang]?.sizes : undefined;
  const value = sizes?.[index];
  return value?.trim() ? value : (item.sizes[index] ?? "");
}

/** The item as the guest reads it: its name, description, sizes and options in `lang`. */
export function itemIn(item: MenuItem, lang: string | null | undefined): MenuItem {
  if (!lang) return item;
  return {
    ...item,
    name: textIn(item, "name", lang),
    description: textIn(item, "description", lang),
    sizes: item.sizes.map((_, index) => sizeIn(item, index, lang)),
    modifiers: item.modifiers.map((group) => ({
      ...group,
      name: textIn(group, "name", lang),
      entries: group.entries.map((entry) => ({ ...entry, name: textIn(entry, "name", lang) })),
    })),
  };
}

/** An ordered line's names in `lang`, from its item as published; as ordered where the item is gone. */
export function lineIn(
  line: { name: string; size: string | null; modifiers: readonly { id: string; name: string }[] },
  item: MenuItem | undefined,
  lang: string | null | undefined,
): { name: string; size: string | null; modifiers: string[] } {
  if (!item || !lang) return { ...line, modifiers: line.modifiers.map((option) => option.name) };
  const sizeIndex = line.size === null ? -1 : item.sizes.indexOf(line.size);
  const entries = item.modifiers.flatMap((group) => group.entries);
  return {
    name: item.name === line.name ? textIn(item, "name", lang) : line.name,
    size: sizeIndex < 0 ? line.size : sizeIn(item, sizeIndex, lang),
    modifiers: line.modifiers.map((option) => {
      const entry = entries.find((candidate) => candidate.id === option.id);
      return entry && entry.name === option.name ? textIn(entry, "name", lang) : option.name;
    }),
  };
}
