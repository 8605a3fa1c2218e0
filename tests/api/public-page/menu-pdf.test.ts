import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PdfCache } from "../../../src/server/public-page/print/pdf-cache.ts";
import { PAPER_POINTS } from "../../../src/shared/guest-page/printable-menu.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  type TestMember,
  uploadForm,
} from "../../helpers/factories.ts";
import {
  lineAt,
  type PdfTextItem,
  readPdfFillColors,
  readPdfItems,
  readPdfPages,
} from "../../helpers/pdf.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// /m/{url}/menu.pdf, the published menu to print, read back with pdf.js as a reader would.

let t: TestApp;
/** The app's PDF cache, handed in so the tests can count what is made. */
const menuPdfCache = new PdfCache();
let api: Api;

beforeAll(async () => {
  t = await startTestApp({ menuPdfCache });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function addressOf(member: TestMember): Promise<string> {
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return dashboard.body.business.url as string;
}

async function publish(member: TestMember) {
  const published = await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
  expect(published.status).toBe(200);
}

async function getPdf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

/** The PDF at a path, checked to be one, with its pages' text. */
async function readMenuPdf(path: string) {
  const { response, bytes } = await getPdf(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
  const pages = await readPdfPages(bytes);
  return { response, bytes, pages, text: pages.map((page) => page.text).join(" ") };
}

const DINNER = [
  menuGroup(
    [
      menuItem({ name: "Tomato Soup", prices: [7, 11], sizes: ["Cup", "Bowl"], description: "Slow-roasted" }),
      menuItem({
        name: "Garlic Bread",
        prices: [4.5],
        icons: [{ iconKey: "vegetarian" }],
        modifiers: [modifierGroup([modifierEntry({ name: "Extra cheese", price: 1.5 })], { name: "Add" })],
      }),
      menuItem({ name: "Secret Special", prices: [99], available: false }),
    ],
    { name: "Starters", description: "To share" },
  ),
  menuGroup([menuItem({ name: "Hidden Group Dish", prices: [5] })], {
    name: "Off Section",
    available: false,
  }),
  menuGroup(
    [
      menuItem({
        name: "Grilled Salmon",
        prices: [24],
        icons: [{ iconKey: "gluten-free" }, { iconKey: "spicy" }],
      }),
    ],
    { name: "Mains" },
  ),
];

describe("GET /m/{url}/menu.pdf", () => {
  it("prints every visible item with its section, prices, sizes, options and icons' legend", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { name: "Dinner", details: "From 5 pm", nodes: DINNER });
    await publish(member);
    const address = await addressOf(member);
    const { response, pages, text } = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename=".+-menu-letter\.pdf"$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(text).toContain(member.businessName);
    for (const expected of [
      "Dinner",
      "From 5 pm",
      "Starters",
      "To share",
      "Tomato Soup",
      "Cup $7.00",
      "Bowl $11.00",
      "Slow-roasted",
      "Garlic Bread",
      "$4.50",
      "Extra cheese +$1.50",
      "Mains",
      "Grilled Salmon",
      "$24.00",
      "Legend",
      "Vegetarian",
      "Gluten-free",
      "Spicy",
    ])
      expect(text, expected).toContain(expected);
    // Hidden items and sections are not published, so not printed.
    expect(text).not.toContain("Secret Special");
    expect(text).not.toContain("Hidden Group Dish");
    expect(text).not.toContain("Off Section");
    // A US business prints on Letter by default; every page is numbered.
    expect(pages[0]).toMatchObject({ width: PAPER_POINTS.letter.width, height: PAPER_POINTS.letter.height });
    expect(text).toContain(`Page 1 of ${pages.length}`);
  });

  it("prints on A4 or Letter as asked, A4 by default outside the US and Canada, in the business's currency", async () => {
    const member = await createMember(api, {
      business: { country: "Germany", state: "Berlin", city: "Berlin", zip: "10115" },
    });
    await createMenu(api, member, {
      name: "Karte",
      nodes: [menuGroup([menuItem({ name: "Brezel", prices: [3.2] })])],
    });
    await publish(member);
    const address = await addressOf(member);
    const byDefault = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(byDefault.pages[0]).toMatchObject({
      width: PAPER_POINTS.a4.width,
      height: PAPER_POINTS.a4.height,
    });
    expect(byDefault.text).toContain("€3.20");
    const letter = await readMenuPdf(`/m/${address}/menu.pdf?paper=letter`);
    expect(letter.pages[0]).toMatchObject({ width: 612, height: 792 });
    expect(letter.response.headers.get("content-disposition")).toContain("-menu-letter.pdf");
    // An unknown paper is no error: the country's default.
    const odd = await readMenuPdf(`/m/${address}/menu.pdf?paper=tabloid`);
    expect(odd.pages[0]?.width).toBe(PAPER_POINTS.a4.width);
  });

  it("prints only the published snapshot: a draft never leaks, a publish shows at once", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Published Pasta", prices: [12] })])],
    });
    await publish(member);
    const address = await addressOf(member);
    const before = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(before.text).toContain("Published Pasta");

    const saved = await api.put(
      "/v1/menus",
      {
        id: menu.id,
        version: menu.version,
        nodes: [menuGroup([menuItem({ name: "Draft Dumplings", prices: [9] })])],
      },
      member.token,
    );
    expect(saved.status).toBe(200);
    await createMenu(api, member, {
      name: "Draft Menu",
      nodes: [menuGroup([menuItem({ name: "Never Seen" })])],
    });
    const draft = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(draft.text).toContain("Published Pasta");
    expect(draft.text).not.toContain("Draft Dumplings");
    expect(draft.text).not.toContain("Draft Menu");
    expect(draft.bytes.equals(before.bytes)).toBe(true);

    await publish(member);
    const after = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(after.text).toContain("Draft Dumplings");
    expect(after.text).toContain("Never Seen");
    expect(after.text).not.toContain("Published Pasta");
  });

  it("leaves out a menu switched off, and prints one menu when asked by id", async () => {
    const member = await createMember(api);
    const lunch = await createMenu(api, member, {
      name: "Lunch",
      nodes: [menuGroup([menuItem({ name: "Lunch Wrap" })])],
    });
    const brunch = await createMenu(api, member, {
      name: "Brunch",
      nodes: [menuGroup([menuItem({ name: "Brunch Eggs" })])],
    });
    const off = await createMenu(api, member, {
      name: "Retired",
      nodes: [menuGroup([menuItem({ name: "Retired Roast" })])],
    });
    const switched = await api.put(
      "/v1/menus",
      { id: off.id, version: off.version, active: false },
      member.token,
    );
    expect(switched.status).toBe(200);
    await publish(member);
    const address = await addressOf(member);
    const all = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(all.text).toContain("Lunch Wrap");
    expect(all.text).toContain("Brunch Eggs");
    expect(all.text).not.toContain("Retired Roast");
    // Each menu starts on a page of its own.
    expect(all.pages.length).toBe(2);
    const one = await readMenuPdf(`/m/${address}/menu.pdf?menu=${brunch.id}`);
    expect(one.text).toContain("Brunch Eggs");
    expect(one.text).not.toContain("Lunch Wrap");
    expect(lunch.id).not.toBe(brunch.id);
    for (const menuId of [off.id, "nope"]) {
      const { response } = await getPdf(`/m/${address}/menu.pdf?menu=${menuId}`);
      expect(response.status, menuId).toBe(404);
    }
  });

  it("keeps businesses apart: each address prints its own menu", async () => {
    const first = await createMember(api);
    const second = await createMember(api);
    await createMenu(api, first, { nodes: [menuGroup([menuItem({ name: "First Only Focaccia" })])] });
    await createMenu(api, second, { nodes: [menuGroup([menuItem({ name: "Second Only Sushi" })])] });
    await publish(first);
    await publish(second);
    const one = await readMenuPdf(`/m/${await addressOf(first)}/menu.pdf`);
    const two = await readMenuPdf(`/m/${await addressOf(second)}/menu.pdf`);
    expect(one.text).toContain("First Only Focaccia");
    expect(one.text).not.toContain("Second Only Sushi");
    expect(two.text).toContain("Second Only Sushi");
    expect(two.text).not.toContain("First Only Focaccia");
    // The second's publish left the first's cached PDF as it was.
    const again = await getPdf(`/m/${await addressOf(first)}/menu.pdf`);
    expect(again.bytes.equals(one.bytes)).toBe(true);
  });

  it("answers an unknown address 404 and an unpublished business as its page does, with the same words", async () => {
    const unknown = await getPdf("/m/nobody-prints-here/menu.pdf");
    expect(unknown.response.status).toBe(404);
    expect(unknown.bytes.toString()).toContain("Can&#39;t find that page.");
    const long = await getPdf(`/m/${"x".repeat(300)}/menu.pdf`);
    expect(long.response.status).toBe(404);

    const never = await createMember(api);
    await createMenu(api, never, { nodes: [menuGroup([menuItem({ name: "Unpublished Udon" })])] });
    const neverAnswer = await getPdf(`/m/${await addressOf(never)}/menu.pdf`);
    const neverPage = await fetch(`${t.baseUrl}/m/${await addressOf(never)}`);
    expect(neverAnswer.response.status).toBe(neverPage.status);
    expect(neverAnswer.response.headers.get("content-type")).toContain("text/html");
    expect(neverAnswer.bytes.toString()).not.toContain("Unpublished Udon");

    const gone = await createMember(api);
    await createMenu(api, gone, { nodes: [menuGroup([menuItem({ name: "Withdrawn Waffles" })])] });
    await publish(gone);
    const address = await addressOf(gone);
    expect((await getPdf(`/m/${address}/menu.pdf`)).response.status).toBe(200);
    await api.post(`/v1/businesses/${gone.businessId}/unpublish`, undefined, gone.token);
    const after = await getPdf(`/m/${address}/menu.pdf`);
    expect(after.response.status).toBe(402);
    expect(after.bytes.toString()).toContain("We&#39;re sorry! This link is no longer available.");
    expect(after.bytes.toString()).not.toContain("%PDF");
  });

  it("answers 304 to its ETag, and makes a PDF once per published version", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { nodes: [menuGroup([menuItem({ name: "Cached Cannoli" })])] });
    await publish(member);
    const address = await addressOf(member);
    const first = await getPdf(`/m/${address}/menu.pdf?paper=a4`);
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.response.headers.get("cache-control")).toContain("must-revalidate");
    const cachedBefore = menuPdfCache.size;
    const second = await getPdf(`/m/${address}/menu.pdf?paper=a4`);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(menuPdfCache.size).toBe(cachedBefore);
    const revalidated = await getPdf(`/m/${address}/menu.pdf?paper=a4`, { "if-none-match": etag ?? "" });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    await publish(member);
    const republished = await getPdf(`/m/${address}/menu.pdf?paper=a4`, { "if-none-match": etag ?? "" });
    expect(republished.response.status).toBe(200);
    expect(menuPdfCache.size).toBe(cachedBefore + 1);
  });

  it("prints in the language the page would: ?lang=, else Accept-Language, else the first; drafts' words stay out", async () => {
    const member = await createMember(api);
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { languages: ["en", "fr"] } },
      member.token,
    );
    expect(patched.status).toBe(200);
    const pizzas = (draft: boolean) => [
      menuGroup(
        [
          menuItem({
            id: "pdf-margherita",
            name: "Margherita",
            sizes: ["Small", "Large"],
            prices: [9, 12],
            icons: [{ iconKey: "vegetarian" }],
            translations: {
              fr: draft
                ? { name: "Pizza Brouillon", sizes: ["Minuscule", "Énorme"], description: "Mot du brouillon" }
                : { name: "Marguerite", sizes: ["Petite", "Grande"] },
            },
          }),
          menuItem({
            id: "pdf-calzone",
            name: "Calzone",
            prices: [11],
            ...(draft ? { translations: { fr: { name: "Chausson Brouillon" } } } : {}),
          }),
        ],
        { id: "pdf-pizzas", name: "Pizzas", translations: { fr: { name: "Les pizzas" } } },
      ),
    ];
    const menu = await createMenu(api, member, {
      name: "Dinner",
      translations: { fr: { name: "Dîner" } },
      nodes: pizzas(false),
    });
    await publish(member);
    const address = await addressOf(member);
    // The owner then saves new French words without publishing them: the printed menu keeps the published ones.
    const draft = await api.put(
      "/v1/menus",
      {
        id: menu.id,
        version: menu.version,
        translations: { fr: { name: "Souper du brouillon" } },
        nodes: pizzas(true),
      },
      member.token,
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const french = await readMenuPdf(`/m/${address}/menu.pdf?lang=fr`);
    for (const expected of [
      "Dîner",
      "Les pizzas",
      "Marguerite",
      "Petite $9.00",
      "Grande $12.00",
      "Calzone",
      "Légende",
    ])
      expect(french.text, expected).toContain(expected);
    expect(french.text).not.toContain("Margherita");
    expect(french.text).toMatch(/Page 1 sur 1/);
    expect(french.response.headers.get("content-disposition")).toContain("-fr.pdf");
    const english = await readMenuPdf(`/m/${address}/menu.pdf`);
    expect(english.text).toContain("Margherita");
    expect(english.text).toContain("Legend");
    expect(english.response.headers.get("vary")).toContain("accept-language");
    const fromBrowser = await fetch(`${t.baseUrl}/m/${address}/menu.pdf`, {
      headers: { "accept-language": "fr-CA,en;q=0.5" },
    });
    const browserText = (await readPdfPages(Buffer.from(await fromBrowser.arrayBuffer())))
      .map((p) => p.text)
      .join(" ");
    expect(browserText).toContain("Marguerite");
    for (const draftWord of [
      "Souper du brouillon",
      "Pizza Brouillon",
      "Minuscule",
      "Mot du brouillon",
      "Chausson",
    ])
      expect(french.text, draftWord).not.toContain(draftWord);
    // A language the business does not offer is no error: the first one.
    const unknown = await readMenuPdf(`/m/${address}/menu.pdf?lang=xx`);
    expect(unknown.text).toContain("Margherita");
    // Published, the draft's words print: the check above could see them.
    await publish(member);
    const republished = await readMenuPdf(`/m/${address}/menu.pdf?lang=fr`);
    for (const draftWord of [
      "Souper du brouillon",
      "Pizza Brouillon",
      "Minuscule",
      "Mot du brouillon",
      "Chausson Brouillon",
    ])
      expect(republished.text, draftWord).toContain(draftWord);
  });

  it("prints a 60-item menu over several pages in two columns, every visible item with its price", async () => {
    const member = await createMember(api);
    const dishes = Array.from({ length: 64 }, (_, index) => ({
      name: `Dish ${String(index + 1).padStart(2, "0")} Special`,
      price: 10 + index * 0.25,
      // Four are hidden: the page does not show them, so neither does the print.
      available: index % 16 !== 15,
    }));
    await createMenu(api, member, {
      name: "Everything",
      nodes: Array.from({ length: 8 }, (_, g) =>
        menuGroup(
          dishes.slice(g * 8, g * 8 + 8).map((dish) =>
            menuItem({
              name: dish.name,
              prices: [dish.price],
              available: dish.available,
              description:
                "Made in the house every morning from what the market brought, served warm with bread",
            }),
          ),
          { name: `Section ${g + 1}` },
        ),
      ),
    });
    await publish(member);
    const { bytes, pages } = await readMenuPdf(`/m/${await addressOf(member)}/menu.pdf?paper=a4`);
    expect(pages.length).toBeGreaterThan(1);
    const itemPages = await readPdfItems(bytes);
    const all = itemPages.flatMap((page) => page.items.map((item) => ({ page, item })));
    const visible = dishes.filter((dish) => dish.available);
    expect(visible).toHaveLength(60);
    for (const dish of visible) {
      const found = all.find(({ item }) => item.str.trim() === dish.name);
      if (!found) throw new Error(`${dish.name} is not printed`);
      // Its price on its line of its column, as a guest would read it.
      const isLeft = (item: PdfTextItem) => item.x < found.page.width / 2;
      const column = found.page.items.filter((item) => isLeft(item) === isLeft(found.item));
      expect(lineAt(column, found.item, false)).toBe(`${dish.name} $${dish.price.toFixed(2)}`);
    }
    for (const dish of dishes.filter((entry) => !entry.available))
      expect(
        all.some(({ item }) => item.str.includes(dish.name)),
        dish.name,
      ).toBe(false);
    // Two columns: on each full page, names start at the left margin and past the middle.
    for (const page of itemPages.slice(0, -1)) {
      const starts = page.items
        .filter((item) => /^Dish \d\d Special$/.test(item.str.trim()))
        .map((item) => item.x);
      expect(starts.some((x) => x < page.width * 0.25)).toBe(true);
      expect(starts.some((x) => x > page.width * 0.45 && x < page.width * 0.75)).toBe(true);
    }
  });

  it("prints the logo from storage and text beyond Latin-1 in embedded fonts", async () => {
    const member = await createMember(api);
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const upload = await fetch(
      `${t.baseUrl}/v1/brands/${member.businessId}/upload/logo?token=${member.token}`,
      {
        method: "POST",
        body: uploadForm(png, {}, "logo.png"),
      },
    );
    expect(upload.status).toBe(201);
    const logos = await api.get(`/v1/brands/${member.businessId}/logos`, member.token);
    const logo = logos.body[0].path as string;
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { logo, bannerColor: "#1d3557", businessNameColor: "#f1faee" } },
      member.token,
    );
    expect(patched.status).toBe(200);
    const names = ["Борщ", "Μουσακάς", "Phở bò", "Żurek z jajkiem", "Crème brûlée"];
    await createMenu(api, member, {
      nodes: [
        menuGroup(
          names.map((name) => menuItem({ name, prices: [8] })),
          { name: "Świat" },
        ),
      ],
    });
    await publish(member);
    const { bytes, text } = await readMenuPdf(`/m/${await addressOf(member)}/menu.pdf`);
    for (const name of [...names, "Świat"]) expect(text, name).toContain(name);
    // The logo, made small for print (at most 300 px) rather than the 1200 px upload.
    const image = /\/Subtype \/Image[^>]*?\/Width (\d+)/.exec(bytes.toString("latin1"));
    expect(Number(image?.[1])).toBe(300);
    // The faces are embedded (subset), not pdfkit's WinAnsi standard fonts.
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    // The business's colours are drawn: the banner's band and the name on it.
    const [colors] = await readPdfFillColors(bytes);
    expect(colors).toContain("#1d3557");
    expect(colors).toContain("#f1faee");
  });

  it("sets Arabic right to left: words in reading order, mixed with Latin and digits, names on the right", async () => {
    const member = await createMember(api);
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { languages: ["en", "ar"] } },
      member.token,
    );
    expect(patched.status).toBe(200);
    const description =
      "خس روماني طازج مع صلصة السيزر وقطع الخبز المحمص وجبن البارميزان المبشور، تقدم مع 2 قطعة من الدجاج المشوي على الفحم";
    await createMenu(api, member, {
      name: "Dinner",
      translations: { ar: { name: "العشاء" } },
      nodes: [
        menuGroup(
          [
            menuItem({
              name: "Chicken Caesar",
              prices: [9.5],
              description: "Romaine, croutons, parmesan and two pieces of grilled chicken",
              translations: { ar: { name: "سلطة Caesar بالدجاج", description } },
            }),
            menuItem({ name: "Lentil Soup", prices: [6], translations: { ar: { name: "شوربة عدس" } } }),
          ],
          { name: "Mains", translations: { ar: { name: "أطباق رئيسية" } } },
        ),
      ],
    });
    await publish(member);
    const address = await addressOf(member);
    const { bytes } = await readMenuPdf(`/m/${address}/menu.pdf?lang=ar`);
    const [page] = await readPdfItems(bytes);
    if (!page) throw new Error("no page");
    const find = (str: string) => {
      const found = page.items.find((item) => item.str.trim() === str);
      if (!found) throw new Error(`${str} is not printed: ${page.items.map((item) => item.str).join(" | ")}`);
      return found;
    };
    const right = (item: PdfTextItem) => item.x + item.width;

    // Read right to left, each line says what the owner wrote, the Latin word and the digit in their places.
    const name = find("سلطة");
    expect(lineAt(page.items, name, true)).toBe("سلطة Caesar بالدجاج $9.50");
    expect(lineAt(page.items, find("شوربة"), true)).toBe("شوربة عدس $6.00");
    // The description wraps, and its second line carries on where the first stopped.
    const first = find("خس");
    const second = page.items.find((item) => item.top > first.top + 2 && item.top < first.top + 16);
    if (!second) throw new Error("the description does not wrap");
    expect(`${lineAt(page.items, first, true)} ${lineAt(page.items, second, true)}`).toBe(description);
    expect(lineAt(page.items, find("صفحة"), true)).toContain("صفحة 1 من 1");

    // Mirrored: the name ends at the column's right edge with the section's title, its price on the left.
    const section = find("أطباق");
    expect(Math.abs(right(name) - right(section))).toBeLessThan(1.5);
    expect(right(first)).toBeCloseTo(right(name), 0);
    expect(right(name)).toBeGreaterThan(page.width * 0.75);
    expect(find("$9.50").x).toBeLessThan(page.width * 0.25);

    // The same menu in English stays left to right: name on the left, price on the right.
    const [english] = await readPdfItems((await readMenuPdf(`/m/${address}/menu.pdf?lang=en`)).bytes);
    const englishName = english?.items.find((item) => item.str === "Chicken Caesar");
    const englishPrice = english?.items.find((item) => item.str === "$9.50");
    expect(englishName?.x).toBeLessThan(page.width * 0.25);
    expect(englishPrice?.x).toBeGreaterThan(page.width * 0.75);
  });

  it("mirrors a menu written in Hebrew on a page with no language chosen", async () => {
    const member = await createMember(api);
    await createMenu(api, member, {
      nodes: [
        menuGroup(
          [
            menuItem({ name: "חומוס עם פטריות", prices: [32], description: "חומוס חם, שמן זית ופטריות" }),
            menuItem({ name: "שקשוקה", prices: [45], description: "" }),
          ],
          { name: "מנות" },
        ),
      ],
    });
    await publish(member);
    const { bytes } = await readMenuPdf(`/m/${await addressOf(member)}/menu.pdf`);
    const [page] = await readPdfItems(bytes);
    const hummus = page?.items.find((item) => item.str === "חומוס" && item.top < 300);
    if (!page || !hummus) throw new Error("the Hebrew name is not printed");
    expect(lineAt(page.items, hummus, true)).toBe("חומוס עם פטריות $32.00");
    expect(hummus.x + hummus.width).toBeGreaterThan(page.width * 0.75);
  });

  it("prints Chinese in an embedded CJK face, subset so the PDF stays small", async () => {
    const member = await createMember(api);
    const names = ["宫保鸡丁", "麻婆豆腐", "北京烤鸭"];
    await createMenu(api, member, {
      name: "晚餐",
      nodes: [
        menuGroup(
          names.map((name, index) =>
            menuItem({ name, prices: [28 + index], description: "花生、辣椒、鸡肉丁" }),
          ),
          { name: "热菜" },
        ),
      ],
    });
    await publish(member);
    const { bytes, text } = await readMenuPdf(`/m/${await addressOf(member)}/menu.pdf`);
    for (const expected of [...names, "晚餐", "热菜", "花生、辣椒、鸡肉丁"])
      expect(text, expected).toContain(expected);
    // Drawn in WenQuanYi (a missing glyph would still read back as its character, so the face is checked).
    expect(bytes.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+WenQuanYiMicroHei/);
    // The collection is 5 MB; the subset carries only the few glyphs used.
    expect(bytes.length).toBeLessThan(120_000);
  });
});
