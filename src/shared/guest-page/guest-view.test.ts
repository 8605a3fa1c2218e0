import { describe, expect, it } from "vitest";
import { iconName } from "../menus/icon-words.ts";
import { ICON_LIBRARY } from "../menus/icons.ts";
import { MenuNodesSchema } from "../menus/menu.ts";
import type { PublishedSnapshot } from "../publishing/public-page.ts";
import { type DraftMenu, guestViewOfDraft, guestViewOfSnapshot, snapshotMenus } from "./guest-view.ts";

const location = {
  name: "Bistro",
  address: "1 Main St",
  address2: "",
  city: "Austin",
  state: "TX",
  zip: "73301",
  country: "United States",
  phone: "4155550100",
  email: "",
  website: "",
  twitter: "",
  facebook: "",
  instagram: "",
};

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 1,
  name: id,
  prices: [5],
  ...extra,
});

function draftMenu(
  id: string,
  sequence: number,
  nodes: unknown[],
  flags: Partial<DraftMenu> = {},
): DraftMenu {
  return {
    id,
    name: id,
    details: "",
    sequence,
    active: true,
    removed: false,
    nodes: MenuNodesSchema.parse(nodes),
    ...flags,
  };
}

const now = new Date("2026-11-23T12:00:00Z");

describe("the guest view of a draft", () => {
  const menus = [
    draftMenu("Lunch", 2, []),
    draftMenu("Dinner", 1, [
      {
        id: "starters",
        type: 0,
        name: "Starters",
        nodes: [item("Soup"), item("Secret", { available: false }), item("Bread")],
      },
      { id: "hidden", type: 0, name: "Hidden", available: false, nodes: [item("Ghost")] },
      { id: "empty", type: 0, name: "Empty", nodes: [] },
      { id: "words", type: 0, name: "", description: "Ask us", nodes: [] },
    ]),
    draftMenu("Old", 0, [{ id: "g", type: 0, name: "G", nodes: [item("Stale")] }], { active: false }),
    draftMenu("Gone", 0, [{ id: "g", type: 0, name: "G", nodes: [item("Removed")] }], { removed: true }),
  ];

  it("shows what a publish would: active menus by sequence, available groups and items only", () => {
    const view = guestViewOfDraft({ config: {}, location, menus }, { now });
    expect(view.tabs.map((tab) => tab.name)).toEqual(["Dinner", "Lunch"]);
    expect(view.chosen?.name).toBe("Dinner");
    expect(view.chosen?.groups.map((group) => group.name)).toEqual(["Starters", "Unnamed Group"]);
    expect(view.chosen?.groups.flatMap((group) => group.items.map((entry) => entry.name))).toEqual([
      "Soup",
      "Bread",
    ]);
  });

  it("is the published page's view once the draft is published as it stands", () => {
    const snapshot: PublishedSnapshot = {
      business: { id: "b", url: "bistro", customUrl: null, orderingEnabled: false, config: {} },
      location,
      menus: snapshotMenus(menus),
      publishedAt: now.toISOString(),
    };
    for (const view of ["m", "o"] as const)
      expect(guestViewOfSnapshot(snapshot, { now, view })).toEqual(
        guestViewOfDraft({ config: {}, location, menus }, { now, view }),
      );
  });
});

describe("what an item shows", () => {
  const view = (nodes: unknown[], config: Record<string, unknown> = {}) =>
    guestViewOfDraft({ config, location, menus: [draftMenu("Menu", 0, nodes)] }, { now }).chosen?.groups[0]
      ?.items ?? [];

  it("lists each size with a price, skipping sizes without one", () => {
    const [soup, bread, water] = view([
      {
        id: "g",
        type: 0,
        nodes: [
          item("Soup", { prices: [7, null, 11], sizes: ["Cup", "Half", "Bowl"] }),
          item("Bread", { prices: [1234.5] }),
          item("Water", { prices: [null] }),
        ],
      },
    ]);
    expect(soup?.hasSizes).toBe(true);
    expect(soup?.prices).toEqual([
      { size: "Cup", amount: 700, text: "$7.00" },
      { size: "Bowl", amount: 1100, text: "$11.00" },
    ]);
    expect(bread?.prices).toEqual([{ size: "", amount: 123450, text: "$1,234.50" }]);
    expect(water?.prices).toEqual([]);
  });

  it("prints prices in the business's currency", () => {
    const [ramen] = view([{ id: "g", type: 0, nodes: [item("Ramen", { prices: [1200] })] }], {
      currency: "¥",
      currencyCode: "JPY",
    });
    expect(ramen?.prices).toEqual([{ size: "", amount: 1200, text: "¥1,200" }]);
  });

  it("labels icons and keeps only modifier groups with options", () => {
    const [dish] = view([
      {
        id: "g",
        type: 0,
        nodes: [
          item("Dish", {
            icons: [
              { iconKey: "spicy" },
              { iconKey: "spicy", hoverText: "Hot!" },
              { type: "upload", iconKey: "icon-uploads/1", path: "/u/1.png", altText: "Ours" },
            ],
            modifiers: [
              {
                id: "m1",
                name: "Add",
                entries: [
                  { id: "e1", name: "Cheese", price: 1.5 },
                  { id: "e2", name: "Salt" },
                ],
              },
              { id: "m2", name: "Nothing", entries: [] },
            ],
          }),
        ],
      },
    ]);
    expect(dish?.icons.map((icon) => [icon.label, icon.library?.key ?? null, icon.src])).toEqual([
      ["Spicy", "spicy", null],
      ["Hot!", "spicy", null],
      ["Ours", null, "/u/1.png"],
    ]);
    expect(dish?.modifiers).toEqual([
      {
        name: "Add",
        rule: null,
        entries: [
          { name: "Cheese", price: "$1.50" },
          { name: "Salt", price: null },
        ],
      },
    ]);
  });
});

describe("the header", () => {
  it("follows the owner's show-flags and has a status only with opening hours", () => {
    const hours = JSON.stringify({ monday: { open: true, hours: [{ start: "09:00", end: "17:00" }] } });
    const shown = guestViewOfDraft({ config: { hours, phone: "4155550199" }, location, menus: [] }, { now });
    expect(shown.headerAddress).toBe("1 Main St, Austin, TX 73301");
    expect(shown.phone).toBe("4155550199");
    // 2026-11-23 is a Monday, noon at offset 0.
    expect(shown.status).toEqual({ open: true, text: "Open until 5:00 PM" });
    expect(shown.chosen).toBeUndefined();
    const hidden = guestViewOfDraft(
      { config: { showAddress: false, showPhone: false }, location, menus: [] },
      { now },
    );
    expect(hidden.headerAddress).toBeNull();
    expect(hidden.address).toBe("1 Main St, Austin, TX 73301");
    expect(hidden.phone).toBeNull();
    expect(hidden.status).toBeNull();
  });
});

describe("an icon's words in the guest's language", () => {
  // The icon picker saves a library icon with the library's English label and alt text beside it.
  const asPicked = ICON_LIBRARY.map((icon) => ({
    type: "library",
    iconKey: icon.key,
    hoverText: icon.label,
    altText: icon.altText,
  }));
  // An item holds at most six icons: the library spread over as many dishes as it takes.
  const dishes = Array.from({ length: Math.ceil(asPicked.length / 6) }, (_, index) =>
    item(`Dish ${index}`, { icons: asPicked.slice(index * 6, index * 6 + 6) }),
  );
  const icons = (lang: string) =>
    (
      guestViewOfDraft(
        { config: {}, location, menus: [draftMenu("Menu", 0, [{ id: "g", type: 0, nodes: dishes }])] },
        { now, lang },
      ).chosen?.groups[0]?.items ?? []
    ).flatMap((dish) => dish.icons);

  it.each(["es", "fr", "de", "it", "pt", "zh", "ar"])("every library icon as picked reads in %s", (lang) => {
    const shown = icons(lang);
    expect(shown).toHaveLength(ICON_LIBRARY.length);
    for (const [index, icon] of ICON_LIBRARY.entries()) {
      const name = iconName(icon.key, icon.label, lang);
      expect(shown[index]?.label, icon.key).toBe(name);
      expect(shown[index]?.alt, icon.key).toBe(name);
    }
  });

  it("on a Spanish page: Vegan reads Vegano, and the diet and allergen icons are never in English", () => {
    const shown = icons("es");
    const label = (key: string) => shown[ICON_LIBRARY.findIndex((icon) => icon.key === key)]?.label;
    expect(label("vegan")).toBe("Vegano");
    expect(label("gluten-free")).toBe("Sin gluten");
    expect(label("peanuts")).toBe("Contiene cacahuetes");
    expect(shown.map((icon) => icon.label)).not.toContain("Vegan");
    expect(shown.map((icon) => icon.label)).not.toContain("Gluten-free");
  });

  it("keeps the owner's own words as written, and English on an English page", () => {
    const own = guestViewOfDraft(
      {
        config: {},
        location,
        menus: [
          draftMenu("Menu", 0, [
            {
              id: "g",
              type: 0,
              nodes: [
                item("Dish", { icons: [{ iconKey: "vegan", hoverText: "100% plants", altText: "Leaf" }] }),
              ],
            },
          ]),
        ],
      },
      { now, lang: "es" },
    ).chosen?.groups[0]?.items[0]?.icons;
    expect(own?.map((icon) => [icon.label, icon.alt])).toEqual([["100% plants", "Leaf"]]);
    expect(icons("en")[0]?.label).toBe(ICON_LIBRARY[0]?.label);
  });
});
