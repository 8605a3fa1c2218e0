import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLibraryIcon } from "../../../src/shared/menus/icons.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  type TestMember,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A menu in several languages, through the real page: which language a guest gets (?lang=, then
// Accept-Language, then the first language), what the page says in it, and that only published translations
// ever reach guests.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function publish(member: TestMember) {
  expect(
    (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
  ).toBe(200);
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return dashboard.body.business.url as string;
}

async function page(path: string, acceptLanguage?: string) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });
  expect(response.status).toBe(200);
  return { html: await response.text(), vary: response.headers.get("vary") ?? "" };
}

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** A business in English, French and Arabic with one translated pizza and one left untranslated. */
async function trilingual() {
  const member = await createMember(api);
  const patched = await api.patch(
    `/v1/businesses/${member.businessId}`,
    { config: { languages: ["en", "fr", "ar"] } },
    member.token,
  );
  expect(patched.status).toBe(200);
  const pizza = menuItem({
    name: "Margherita",
    description: "Tomato and basil",
    sizes: ["Small", "Large"],
    prices: [9, 12],
    extras: "Wood-fired",
    modifiers: [
      modifierGroup(
        [modifierEntry({ name: "Extra cheese", translations: { fr: { name: "Supplément fromage" } } })],
        {
          name: "Toppings",
          translations: { fr: { name: "Garnitures" } },
        },
      ),
    ],
    translations: {
      fr: {
        name: "Marguerite",
        description: "Tomate et basilic",
        sizes: ["Petite", ""],
        extras: "Au feu de bois",
      },
      ar: { name: "مارغريتا" },
    },
  });
  const plain = menuItem({
    name: "Calzone",
    description: "Folded",
    // A library icon reads in the guest's language; the owner's own hover text reads as written.
    icons: [{ iconKey: "vegetarian" }, { iconKey: "spicy", hoverText: "Hot like Naples" }],
  });
  const menu = await createMenu(api, member, {
    name: "Dinner",
    details: "Served hot",
    translations: { fr: { name: "Dîner", details: "Servi chaud" }, ar: { name: "العشاء" } },
    nodes: [menuGroup([pizza, plain], { name: "Pizzas", translations: { fr: { name: "Les pizzas" } } })],
  });
  const url = await publish(member);
  return { member, menu, url, pizza };
}

describe("a Spanish guest page's badges", () => {
  it("reads Vegano on the item, as the filter does, for icons saved as the picker saves them", async () => {
    const member = await createMember(api);
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { languages: ["en", "es"] } },
      member.token,
    );
    expect(patched.status).toBe(200);
    // The icon picker keeps the library's English label and alt text with the icon.
    const picked = (key: string) => {
      const icon = findLibraryIcon(key);
      return { type: "library", iconKey: key, hoverText: icon?.label, altText: icon?.altText };
    };
    await createMenu(api, member, {
      name: "Brunch",
      nodes: [
        menuGroup(
          [
            menuItem({
              name: "Tofu Scramble",
              icons: [picked("vegan"), picked("gluten-free"), picked("soy")],
            }),
            menuItem({ name: "Pecan Pie", icons: [picked("tree-nuts"), picked("egg"), picked("dairy")] }),
          ],
          { name: "Plates" },
        ),
      ],
    });
    const url = await publish(member);
    const { html } = await page(`/m/${url}?lang=es`);
    for (const label of [
      "Vegano",
      "Sin gluten",
      "Contiene soja",
      "Contiene frutos de cáscara",
      "Contiene huevo",
      "Contiene lácteos",
    ])
      expect(html).toContain(`<li title="${label}">`);
    for (const english of ["Vegan", "Gluten-free", "Contains soy", "Soy", "Tree nuts", "Egg", "Dairy"])
      expect(html).not.toContain(`title="${english}"`);
    // The filter beside them says the same word.
    expect(html).toMatch(/value="vegan"[^>]*> Vegano/);
    // The English page keeps the English words.
    expect((await page(`/m/${url}?lang=en`)).html).toContain('<li title="Vegan">');
  });
});

describe("choosing the guest's language", () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await trilingual());
  });

  it("takes ?lang= first, over the browser's languages", async () => {
    const { html } = await page(`/m/${url}?lang=fr`, "ar,en;q=0.5");
    expect(langOf(html)).toBe("fr");
    expect(html).toContain("Marguerite");
    expect(html).not.toContain('dir="rtl"');
  });

  it("else the browser's Accept-Language, by language when the region differs", async () => {
    const arabic = await page(`/m/${url}`, "ar-EG,en;q=0.5");
    expect(langOf(arabic.html)).toBe("ar");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("مارغريتا");
    expect(arabic.vary).toContain("accept-language");
    const french = await page(`/m/${url}`, "de;q=0.9,fr-CA;q=0.8");
    expect(langOf(french.html)).toBe("fr");
  });

  it("else the first language, also for a language the business does not have or a bad ?lang", async () => {
    expect(langOf((await page(`/m/${url}`)).html)).toBe("en");
    expect(langOf((await page(`/m/${url}`, "de-DE,ja;q=0.5")).html)).toBe("en");
    expect(langOf((await page(`/m/${url}?lang=xx`, "fr")).html)).toBe("fr");
  });

  it("never answers one guest's language to another from the fast path", async () => {
    // The same address within the fast path's second: the second guest must not get the first one's page.
    for (let round = 0; round < 3; round++) {
      expect(langOf((await page(`/m/${url}`, "ar")).html)).toBe("ar");
      expect(langOf((await page(`/m/${url}`, "fr")).html)).toBe("fr");
      expect(langOf((await page(`/m/${url}`)).html)).toBe("en");
    }
  });
});

describe("a page in the guest's language", () => {
  it("shows translations beside originals, falling back where one is missing", async () => {
    const { url } = await trilingual();
    const { html } = await page(`/m/${url}?lang=fr`);
    for (const text of [
      "Marguerite",
      "Tomate et basilic",
      "Petite",
      "Au feu de bois",
      "Garnitures",
      "Supplément fromage",
      "Les pizzas",
      "Servi chaud",
    ])
      expect(html).toContain(text);
    // Missing: the second size, the untranslated item, which keep the original.
    expect(html).toContain("Large");
    expect(html).toContain("Calzone");
    expect(html).not.toContain("Tomato and basil");
    // Icons: the library's name in French, the owner's own words as written.
    expect(html).toContain('<li title="Végétarien">');
    expect(html).not.toContain('title="Vegetarian"');
    expect(html).toContain('<li title="Hot like Naples">');
    // The description for search engines and link previews, when the owner wrote none.
    expect(html).toMatch(/<meta name="description" content="Découvrez le menu de [^"]+ : Dîner\.">/);
    // The page's own words.
    expect(html).toContain("Aller au menu");
    expect(html).toContain("Options et détails");
    // The switch, each language named in itself, keeping the page's address.
    expect(html).toContain('<nav class="langs" aria-label="Langue">');
    expect(html).toContain(`href="/m/${url}?lang=ar" hreflang="ar" lang="ar">العربية</a>`);
    expect(html).toContain(`hreflang="fr" lang="fr" aria-current="true">Français</a>`);
    // hreflang alternates, the canonical address of this language, JSON-LD inLanguage.
    expect(html).toContain(`<link rel="canonical" href="http://menu.test/m/${url}?lang=fr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="http://menu.test/m/${url}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://menu.test/m/${url}">`);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}");
    expect(data.hasMenu[0]).toMatchObject({ name: "Dîner", inLanguage: "fr" });
  });

  it("marks what is shown in the menu's language inside an Arabic page, and keeps prices left to right", async () => {
    const { url } = await trilingual();
    const { html } = await page(`/m/${url}?lang=ar`);
    // Translated: in the page's language, no mark. Untranslated: English, said so for screen readers' voices.
    expect(html).toContain("<h3>مارغريتا</h3>");
    expect(html).toContain('<p class="desc" lang="en">Tomato and basil</p>');
    expect(html).toContain('<h3 lang="en">Calzone</h3>');
    expect(html).toContain('<p class="desc" lang="en">Folded</p>');
    expect(html).toMatch(/<h2 id="h-[^"]+" lang="en">Pizzas<\/h2>/);
    // "$9.00" after an Arabic size name would read "9.00$" without its own direction.
    expect(html).toContain('<span class="price" dir="ltr">$9.00</span>');
    // The menu's own language is not marked on its own page.
    const english = (await page(`/m/${url}?lang=en`)).html;
    expect(english).toContain("<h3>Calzone</h3>");
    expect(english).not.toMatch(/<(h2|h3|p)[^>]* lang="en"/);
  });

  it("keeps a one-language page as it was: no switch, no Vary on the language", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const url = await publish(member);
    const { html, vary } = await page(`/m/${url}`, "fr");
    expect(langOf(html)).toBe("en");
    expect(html).not.toContain('class="langs"');
    expect(html).not.toContain("hreflang");
    expect(vary).not.toContain("accept-language");
  });
});

describe("the reading budget", () => {
  it("keeps a 60-item menu in three languages, read in one, within 14 KB compressed", async () => {
    const member = await createMember(api);
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { languages: ["en", "fr", "ar"] } },
      member.token,
    );
    const translate = (text: string) => ({ fr: { name: `${text} (fr)` }, ar: { name: `${text} (ar)` } });
    const groups = Array.from({ length: 6 }, (_, g) =>
      menuGroup(
        Array.from({ length: 10 }, (_, i) => {
          const name = `Dish ${g * 10 + i} with a fairly long name`;
          const description = "Slow-cooked with garlic, thyme, lemon and a little chili, served warm";
          return menuItem({
            name,
            description,
            sizes: i % 3 === 0 ? ["Small", "Large"] : [],
            prices: i % 3 === 0 ? [9, 14] : [12.5],
            translations: {
              fr: { name: `${name} (fr)`, description: `${description} (fr)`, sizes: ["Petite", "Grande"] },
              ar: { name: `${name} (ar)`, description: `${description} (ar)` },
            },
          });
        }),
        { name: `Section ${g}`, translations: translate(`Section ${g}`) },
      ),
    );
    await createMenu(api, member, { name: "Dinner", nodes: groups });
    const url = await publish(member);
    const { html } = await page(`/m/${url}?lang=fr`);
    expect(html).toContain("Dish 59 with a fairly long name (fr)");
    expect(html).not.toContain("(ar)");
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
  });
});

describe("translations are published with the snapshot", () => {
  it("never shows a draft's translation until Publish Changes", async () => {
    const { member, menu, url, pizza } = await trilingual();
    const current = await api.get(`/v1/ilmenus?menuId=${menu.id}`, member.token);
    expect(current.status).toBe(200);
    expect(current.body.translations).toEqual({
      fr: { name: "Dîner", details: "Servi chaud" },
      ar: { name: "العشاء" },
    });
    const nodes = current.body.nodes;
    nodes[0].nodes[0].translations.fr.name = "Reine du brouillon";
    const saved = await api.put(
      "/v1/menus",
      {
        id: menu.id,
        version: current.body.version,
        nodes,
        translations: { fr: { name: "Souper du brouillon" } },
      },
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.translations.fr.name).toBe("Souper du brouillon");

    const before = await page(`/m/${url}?lang=fr`);
    expect(before.html).toContain("Marguerite");
    expect(before.html).not.toContain("du brouillon");
    const publicJson = await api.get(`/v1/public/businesses/${url}/menus`);
    expect(JSON.stringify(publicJson.body)).not.toContain("du brouillon");
    expect(publicJson.body.menus[0].translations.fr.name).toBe("Dîner");

    await publish(member);
    const after = await page(`/m/${url}?lang=fr`);
    expect(after.html).toContain("Reine du brouillon");
    expect(after.html).toContain("Souper du brouillon");
    expect(pizza.name).toBe("Margherita");
  });
});

describe("checks", () => {
  it("refuses languages that are not language tags, twice the same, or too many", async () => {
    const member = await createMember(api);
    const cases: [unknown, string][] = [
      [["english"], "Please choose a valid language."],
      [["fr", "fr"], "Each language can be added once."],
      [
        ["en", "fr", "de", "it", "es", "pt", "zh", "ar", "ja", "ko", "nl"],
        "A menu can have at most 10 languages.",
      ],
    ];
    for (const [languages, message] of cases) {
      const answer = await api.patch(
        `/v1/businesses/${member.businessId}`,
        { config: { languages } },
        member.token,
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it("refuses a translation under a key that is not a language, and one too long", async () => {
    const member = await createMember(api);
    const bad = await api.post(
      "/v1/menus",
      {
        businessId: member.businessId,
        nodes: [menuGroup([menuItem({ translations: { "not a language": { name: "x" } } })])],
      },
      member.token,
    );
    expect(bad.status).toBe(400);
    const long = await api.post(
      "/v1/menus",
      {
        businessId: member.businessId,
        nodes: [menuGroup([menuItem({ translations: { fr: { name: "x".repeat(141) } } })])],
      },
      member.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Names can have at most 140 characters.");
  });
});
