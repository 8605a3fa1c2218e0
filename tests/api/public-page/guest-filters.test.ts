import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, menuGroup, menuItem, type TestMember } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The guest page's diet and allergen filter, through the real page, against a reference.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

// The reference, restated from the guest's side: which icons make a dish suit a diet or contain an allergen.
const SUITS: Record<string, string[]> = {
  vegan: ["vegan", "plant-based"],
  vegetarian: ["vegetarian", "vegan", "plant-based"],
  "gluten-free": ["gluten-free"],
  halal: ["halal"],
  kosher: ["kosher"],
  keto: ["keto"],
  "dairy-free": ["dairy-free", "vegan", "plant-based"],
};
const CONTAINS: Record<string, string[]> = {
  peanuts: ["peanuts"],
  "tree-nuts": ["tree-nuts"],
  shellfish: ["shellfish"],
  dairy: ["dairy"],
  egg: ["egg"],
  soy: ["soy"],
  sesame: ["sesame"],
  fish: ["fish"],
  wheat: ["wheat", "contains-gluten"],
};
const ICONS = [
  ...new Set([
    ...Object.values(SUITS).flat(),
    ...Object.values(CONTAINS).flat(),
    "spicy",
    "new",
    "plant-based",
  ]),
];
const reference = (icons: string[], diet: string[], avoid: string[]) =>
  diet.every((key) => SUITS[key]?.some((icon) => icons.includes(icon))) &&
  !avoid.some((key) => CONTAINS[key]?.some((icon) => icons.includes(icon)));
// What the icons say about an allergen left out: the fourteen allergens' icons are the dish's whole list, a
// "free of" icon speaks to what it excludes, and diet-only icons (halal, kosher, keto) to nothing.
const WHOLE_LIST = new Set(Object.values(CONTAINS).flat());
const EXCLUDES: Record<string, string[]> = {
  vegan: ["dairy", "egg", "fish", "shellfish", "molluscs"],
  "plant-based": ["dairy", "egg", "fish", "shellfish", "molluscs"],
  vegetarian: ["fish", "shellfish", "molluscs"],
  "gluten-free": ["gluten", "wheat"],
  "dairy-free": ["dairy"],
};
/** The item stays, so it must say its allergens are not listed unless its icons speak to all left out. */
const referenceNote = (icons: string[], avoid: string[]) =>
  !icons.some((icon) => WHOLE_LIST.has(icon)) &&
  avoid.some((key) => !icons.some((icon) => EXCLUDES[icon]?.includes(key)));

async function publish(member: TestMember, config: Record<string, unknown> = {}) {
  if (Object.keys(config).length)
    expect((await api.patch(`/v1/businesses/${member.businessId}`, { config }, member.token)).status).toBe(
      200,
    );
  expect(
    (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
  ).toBe(200);
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return dashboard.body.business.url as string;
}

const text = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Items on the page: id, hidden or not, and whether it says its allergens are not listed. */
function itemsOf(html: string) {
  return html
    .split('<li class="item" id="i-')
    .slice(1)
    .map((chunk) => {
      const card = chunk.split("</section>")[0] ?? "";
      const head = card.slice(0, card.indexOf(">"));
      return {
        id: head.slice(0, head.indexOf('"')),
        isHidden: / hidden/.test(head),
        hasNote: card.includes('<p class="nol">'),
      };
    });
}
const hiddenSections = (html: string) =>
  [...html.matchAll(/<section id="s-([^"]+)"[^>]*?( hidden)?>/g)].filter((m) => m[2]).map((m) => m[1]);

describe("the diet and allergen filter", () => {
  it("hides exactly what the reference hides, says how many, and hides emptied groups", async () => {
    const member = await createMember(api);
    // A menu of random icon sets, fixed by a seed so a failure can be replayed.
    const iconSets = fc.sample(fc.subarray(ICONS, { maxLength: 4 }), { numRuns: 36, seed: 17 });
    iconSets[0] = [];
    iconSets[1] = ["spicy"];
    const groups = [0, 1, 2, 3, 4, 5].map((g) =>
      menuGroup(
        iconSets.slice(g * 6, g * 6 + 6).map((icons, i) =>
          menuItem({
            id: `it${g}x${i}`,
            name: `Dish ${g}-${i}`,
            icons: icons.map((iconKey) => ({ iconKey })),
          }),
        ),
        { id: `gr${g}`, name: `Group ${g}` },
      ),
    );
    // One group that only a narrow diet empties.
    groups.push(
      menuGroup([menuItem({ id: "onlyfish", name: "Fish soup", icons: [{ iconKey: "fish" }] })], {
        id: "grfish",
        name: "Soups",
      }),
    );
    iconSets.push(["fish"]);
    await createMenu(api, member, { name: "Dinner", nodes: groups });
    const address = await publish(member);
    const iconsById = new Map<string, string[]>();
    for (const [g, group] of groups.entries())
      for (const [i, item] of (group.nodes ?? []).entries())
        iconsById.set(item.id as string, iconSets[g * 6 + i] ?? []);

    const plain = await text(`/m/${address}`);
    expect(plain).toContain('<form class="filters" method="get"');
    expect(itemsOf(plain).every((item) => !item.isHidden)).toBe(true);
    expect(plain).not.toContain('<main id="menu" class="avoid"');

    await fc.assert(
      fc.asyncProperty(
        fc.subarray(Object.keys(SUITS), { maxLength: 2 }),
        fc.subarray(Object.keys(CONTAINS), { maxLength: 3 }),
        fc.boolean(),
        async (diet, avoid, isRepeated) => {
          const query = isRepeated
            ? [...diet.map((key) => `diet=${key}`), ...avoid.map((key) => `avoid=${key}`)].join("&")
            : `diet=${diet.join(",")}&avoid=${avoid.join(",")}`;
          const html = await text(`/m/${address}?${query}`);
          const items = itemsOf(html);
          expect(items).toHaveLength(iconsById.size);
          let hidden = 0;
          for (const item of items) {
            const icons = iconsById.get(item.id) ?? [];
            const isShown = reference(icons, diet, avoid);
            expect(item.isHidden, `${item.id} [${icons}] diet=${diet} avoid=${avoid}`).toBe(!isShown);
            if (!isShown) hidden++;
            // Never claimed free of anything its icons are silent on.
            if (isShown)
              expect(item.hasNote, `${item.id} [${icons}] avoid=${avoid}`).toBe(referenceNote(icons, avoid));
          }
          const isFiltering = diet.length + avoid.length > 0;
          if (isFiltering) {
            expect(html).toContain(
              `<span data-count>${hidden === 1 ? "1 item" : `${hidden} items`} hidden</span>`,
            );
            expect(html).toMatch(/<p class="fstat" role="status">/);
            expect(html).toContain(`<a href="/m/${address}" data-clear>Clear filter</a>`);
          } else {
            expect(html).toMatch(/<p class="fstat" role="status" hidden>/);
          }
          expect(html.includes('<main id="menu" class="avoid"')).toBe(avoid.length > 0);
          for (const key of [...diet, ...avoid]) expect(html).toMatch(new RegExp(`value="${key}" checked`));
          const expectedEmpty = groups
            .filter((group) =>
              (group.nodes ?? []).every(
                (item) => !reference(iconsById.get(item.id as string) ?? [], diet, avoid),
              ),
            )
            .map((group) => group.id);
          expect(hiddenSections(html).sort()).toEqual(expectedEmpty.sort());
        },
      ),
      { numRuns: 40, seed: 1717 },
    );
  });

  it("says a halal or kosher dish's allergens are not listed when leaving out peanuts", async () => {
    const member = await createMember(api);
    await createMenu(api, member, {
      name: "Lunch",
      nodes: [
        menuGroup([
          menuItem({ id: "halalonly", name: "Lamb kebab", icons: [{ iconKey: "halal" }] }),
          menuItem({ id: "koshketo", name: "Brisket", icons: [{ iconKey: "kosher" }, { iconKey: "keto" }] }),
          menuItem({ id: "nutfree", name: "Rice bowl", icons: [{ iconKey: "nut-free" }] }),
          menuItem({ id: "listed", name: "Satay", icons: [{ iconKey: "sesame" }] }),
        ]),
      ],
    });
    const address = await publish(member);
    const notes = (html: string) => Object.fromEntries(itemsOf(html).map((item) => [item.id, item.hasNote]));
    expect(notes(await text(`/m/${address}?avoid=peanuts`))).toEqual({
      halalonly: true,
      koshketo: true,
      nutfree: false,
      listed: false,
    });
    expect(notes(await text(`/m/${address}`))).toEqual({
      halalonly: false,
      koshketo: false,
      nutfree: false,
      listed: false,
    });
  });

  it("is left out when the owner turns filters off, and on menus without diet icons", async () => {
    const member = await createMember(api);
    await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Peanut noodles", icons: [{ iconKey: "peanuts" }] })])],
    });
    const address = await publish(member, { dietFilters: false });
    const html = await text(`/m/${address}?avoid=peanuts`);
    expect(html).not.toContain('class="filters"');
    expect(itemsOf(html).every((item) => !item.isHidden)).toBe(true);

    const plainMember = await createMember(api);
    await createMenu(api, plainMember, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Toast", icons: [{ iconKey: "spicy" }] })])],
    });
    const plainAddress = await publish(plainMember);
    const plainHtml = await text(`/m/${plainAddress}?diet=vegan`);
    expect(plainHtml).not.toContain('class="filters"');
    expect(plainHtml).not.toContain('class="nol"');
  });

  it("refuses a filter setting that is not a yes or no, and changes nothing", async () => {
    const member = await createMember(api);
    const response = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { dietFilters: "sometimes" } },
      member.token,
    );
    expect(response.status).toBe(400);
    const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    expect(dashboard.body.business.config.dietFilters).toBeUndefined();
  });

  it("keeps the filter on the links to other menus", async () => {
    const member = await createMember(api);
    await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Salad", icons: [{ iconKey: "vegan" }] })])],
    });
    const second = await createMenu(api, member, { name: "Drinks" });
    const address = await publish(member);
    const html = await text(`/m/${address}?diet=vegan`);
    expect(html).toContain(`href="/m/${address}/menus/${second.id}?diet=vegan"`);
  });
});
