import fc from "fast-check";
import { ICON_LIBRARY } from "../../src/shared/menus/icons.ts";
import type { MenuNodes } from "../../src/shared/menus/menu.ts";
import {
  createGroup,
  createItem,
  createModifierEntry,
  groupNameOrDefault,
  newNodeId,
} from "../../src/shared/menus/menu-tree.ts";

// Random menus for the spreadsheet round trip (export → import gives the same menu).

/**
 * What the spreadsheet carries of a menu: everything but ids, photos and cook times. An empty group name is carried
 * as the name the editor and guests show for it ("Unnamed Group").
 */
export function sheetContent(nodes: MenuNodes) {
  return nodes.map((group) => ({
    name: groupNameOrDefault(group.name),
    hidden: group.available === false,
    items: group.nodes.map((item) => ({
      name: item.name,
      hidden: item.available === false,
      description: item.description,
      prices: item.prices,
      sizes: item.sizes,
      extras: item.extras,
      icons: item.icons.map((icon) => icon.iconKey),
      modifiers: item.modifiers.map((modifier) => ({
        name: modifier.name,
        entries: modifier.entries.map((entry) => ({ name: entry.name, price: entry.price })),
      })),
    })),
  }));
}

const CHARACTERS = [..."abcXYZ019 éü🍕,;:\"'=+-@/|&<>.$€"];
const text = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength }).map((value) => value.trim());
const name = text(30).filter((value) => value !== "");
const word = fc.stringMatching(/^[A-Za-z]{1,8}( [A-Za-z]{1,8})?$/);
// A few names often, so neighbours share them: "Pizza" Small/Large beside "Pizza" Medium must stay two items.
const itemName = fc.oneof(name, fc.constant("Pizza"));
const groupName = fc.oneof(name, fc.constantFrom("", "Drinks"));
const size = fc.oneof(word, fc.constantFrom("Small", "Medium", "Large"));
const price = fc.option(
  fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100),
  { nil: null },
);

const modifierArb = fc.record({
  name: word,
  entries: fc.array(fc.record({ name: word, price }), { maxLength: 4 }),
});

const itemArb = fc
  .record({
    name: itemName,
    description: fc.oneof(text(80), fc.constant('Line one\nline two, with "quotes"')),
    extras: text(40),
    icons: fc.uniqueArray(fc.constantFrom(...ICON_LIBRARY.map((icon) => icon.key)), { maxLength: 6 }),
    modifiers: fc.array(modifierArb, { maxLength: 3 }),
    isHidden: fc.boolean(),
    rows: fc.oneof(
      price.map((single) => ({ sizes: [] as string[], prices: [single] })),
      fc
        .array(fc.record({ size, price }), { minLength: 1, maxLength: 6 })
        .map((rows) => ({ sizes: rows.map((row) => row.size), prices: rows.map((row) => row.price) })),
    ),
  })
  .map((item) => {
    const icon = (key: string) => ICON_LIBRARY.find((entry) => entry.key === key);
    return createItem({
      name: item.name,
      description: item.description,
      extras: item.extras,
      available: !item.isHidden,
      sizes: item.rows.sizes,
      prices: item.rows.prices,
      icons: item.icons.map((key) => ({
        type: "library",
        iconKey: key,
        hoverText: icon(key)?.label ?? key,
        altText: icon(key)?.altText ?? key,
        source: "library",
      })),
      modifiers: item.modifiers.map((modifier, sequence) => ({
        id: newNodeId(),
        name: modifier.name,
        sequence,
        min: 0,
        max: null,
        entries: modifier.entries.map((entry, index) => ({
          ...createModifierEntry(entry.name, entry.price),
          sequence: index,
        })),
      })),
    });
  });

/**
 * Random menus, with what a sheet finds hard to tell apart: unnamed and empty groups, neighbouring groups and
 * items of one name. Items have names: a nameless one is read back with a warning.
 */
export const menuArb: fc.Arbitrary<MenuNodes> = fc
  .array(fc.record({ name: groupName, isHidden: fc.boolean(), items: fc.array(itemArb, { maxLength: 6 }) }), {
    maxLength: 5,
  })
  .map((groups) =>
    groups.map((group) => createGroup({ name: group.name, available: !group.isHidden, nodes: group.items })),
  );
