import fc from "fast-check";
import { ICON_LIBRARY } from "../../src/shared/icons.ts";
import type { MenuNodes } from "../../src/shared/menu.ts";
import { createGroup, createItem, createModifierEntry, newNodeId } from "../../src/shared/menu-tree.ts";

// Issue 18 item 1: random menus for the spreadsheet round trip (export → import gives the same menu).

/** What the spreadsheet carries of a menu: everything but ids, photos, cook times and the hidden flags. */
export function sheetContent(nodes: MenuNodes) {
  return nodes.map((group) => ({
    name: group.name,
    items: group.nodes.map((item) => ({
      name: item.name,
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
    name,
    description: fc.oneof(text(80), fc.constant('Line one\nline two, with "quotes"')),
    extras: text(40),
    icons: fc.uniqueArray(fc.constantFrom(...ICON_LIBRARY.map((icon) => icon.key)), { maxLength: 6 }),
    modifiers: fc.array(modifierArb, { maxLength: 3 }),
    rows: fc.oneof(
      price.map((single) => ({ sizes: [] as string[], prices: [single] })),
      fc
        .array(fc.record({ size: word, price }), { minLength: 1, maxLength: 6 })
        .map((rows) => ({ sizes: rows.map((row) => row.size), prices: rows.map((row) => row.price) })),
    ),
  })
  .map((item) => {
    const icon = (key: string) => ICON_LIBRARY.find((entry) => entry.key === key);
    return createItem({
      name: item.name,
      description: item.description,
      extras: item.extras,
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
        entries: modifier.entries.map((entry, index) => ({
          ...createModifierEntry(entry.name, entry.price),
          sequence: index,
        })),
      })),
    });
  });

/** Random menus: names unique within their level (two neighbours with one name would read as one). */
export const menuArb: fc.Arbitrary<MenuNodes> = fc
  .uniqueArray(
    fc.record({
      name,
      items: fc.uniqueArray(itemArb, { maxLength: 6, selector: (item) => item.name }),
    }),
    { maxLength: 5, selector: (group) => group.name },
  )
  .map((groups) => groups.map((group) => createGroup({ name: group.name, nodes: group.items })));
