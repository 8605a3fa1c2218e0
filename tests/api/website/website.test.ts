import { gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/server/db/schema.ts";
import { BODY_IMAGE_WIDTH, SUBSCRIPTION_STATUS } from "../../../src/shared/common/constants.ts";
import { FREE_WEBSITE_PAGES } from "../../../src/shared/subscriptions/entitlements.ts";
import { PAGE_BODY_MAX, type WebsitePage } from "../../../src/shared/website/website.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  makeImage,
  type TestMember,
  uploadForm,
} from "../../helpers/factories.ts";
import { rawGet } from "../../helpers/raw-get.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Website pages: the owner's pages, their rules, and what guests read at /m/{url}/p/{slug}.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const pagesPath = (member: Pick<TestMember, "businessId">, pageId = "") =>
  `/v1/businesses/${member.businessId}/pages${pageId ? `/${pageId}` : ""}`;

async function addPage(member: TestMember, body: Record<string, unknown>): Promise<WebsitePage> {
  const response = await api.post(pagesPath(member), body, member.token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const listPages = async (member: TestMember): Promise<WebsitePage[]> =>
  (await api.get(pagesPath(member), member.token)).body;

/** A member on the paid plan, whose pages have no plan limit. */
async function paidMember() {
  const member = await createMember(api);
  await t.database.db
    .update(members)
    .set({ subscriptionStatus: SUBSCRIPTION_STATUS.ACTIVE })
    .where(eq(members.id, member.memberId));
  return member;
}

async function publish(member: TestMember) {
  const response = await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.url as string;
}

const guest = (path: string) => fetch(`${t.baseUrl}${path}`);

describe("website pages: create, edit, reorder, delete", () => {
  it("creates pages with a slug from the title, in order, and lists them", async () => {
    const member = await createMember(api);
    const about = await addPage(member, { title: "About us", body: "## Our story\nSince 1999." });
    expect(about).toMatchObject({
      title: "About us",
      slug: "about-us",
      body: "## Our story\nSince 1999.",
      showInNav: true,
      sequence: 0,
      version: 1,
    });
    const catering = await addPage(member, { title: "Catering", slug: "Catering", showInNav: false });
    expect(catering).toMatchObject({ slug: "catering", sequence: 1, showInNav: false, body: "" });
    // The same title again gets the next free address.
    const again = await addPage(member, { title: "About us" });
    expect(again.slug).toBe("about-us-2");
    expect((await listPages(member)).map((page) => page.id)).toEqual([about.id, catering.id, again.id]);
    const one = await api.get(pagesPath(member, catering.id), member.token);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(catering);
  });

  it("saves an edit against its version, and answers 409 with the current page to a stale one", async () => {
    const member = await createMember(api);
    const page = await addPage(member, { title: "About us" });
    const saved = await api.put(
      pagesPath(member, page.id),
      { version: 1, title: "Our story", body: "Family run." },
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: "Our story",
      body: "Family run.",
      slug: "about-us",
      version: 2,
    });
    const stale = await api.put(pagesPath(member, page.id), { version: 1, body: "Lost?" }, member.token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: "STALE_VERSION",
      message: "This page was changed in another window.",
      current: { id: page.id, body: "Family run.", version: 2 },
    });
    const toggled = await api.put(pagesPath(member, page.id), { version: 2, showInNav: false }, member.token);
    expect(toggled.body).toMatchObject({ showInNav: false, body: "Family run.", version: 3 });
  });

  it("reorders pages without touching their versions", async () => {
    const member = await createMember(api);
    const [a, b, c] = [
      await addPage(member, { title: "A" }),
      await addPage(member, { title: "B" }),
      await addPage(member, { title: "C" }),
    ] as WebsitePage[];
    const reordered = await api.post(`${pagesPath(member)}/sequence`, [c?.id, a?.id, b?.id], member.token);
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((page: WebsitePage) => [page.title, page.sequence, page.version])).toEqual([
      ["C", 0, 1],
      ["A", 1, 1],
      ["B", 2, 1],
    ]);
    // Pages left out keep their order after the ones named.
    const partial = await api.post(`${pagesPath(member)}/sequence`, [b?.id], member.token);
    expect(partial.body.map((page: WebsitePage) => page.title)).toEqual(["B", "C", "A"]);
    for (const bad of [[a?.id, a?.id], ["not-a-page"]]) {
      const refused = await api.post(`${pagesPath(member)}/sequence`, bad, member.token);
      expect(refused.status).toBe(404);
    }
    expect((await listPages(member)).map((page) => page.title)).toEqual(["B", "C", "A"]);
  });

  it("deletes a page, closes the gap, and puts it back where it was (undo)", async () => {
    const member = await createMember(api);
    const first = await addPage(member, { title: "First" });
    const middle = await addPage(member, { title: "Middle", body: "Kept for the undo." });
    const last = await addPage(member, { title: "Last" });
    const deleted = await api.delete(pagesPath(member, middle.id), member.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ title: "Middle", body: "Kept for the undo.", sequence: 1 });
    expect((await listPages(member)).map((page) => [page.title, page.sequence])).toEqual([
      ["First", 0],
      ["Last", 1],
    ]);
    expect((await api.get(pagesPath(member, middle.id), member.token)).status).toBe(404);
    expect((await api.delete(pagesPath(member, middle.id), member.token)).status).toBe(404);
    const { title, slug, body, showInNav, sequence } = deleted.body as WebsitePage;
    await addPage(member, { title, slug, body, showInNav, sequence });
    expect((await listPages(member)).map((page) => [page.title, page.sequence])).toEqual([
      ["First", 0],
      ["Middle", 1],
      ["Last", 2],
    ]);
    expect(first.id).not.toBe(last.id);
  });
});

describe("website pages: the rules", () => {
  it("holds a page's address to the custom-URL rules: letters, digits, hyphen, 25 at most", async () => {
    const member = await createMember(api);
    const cases: [string, string][] = [
      ["about us", "Page URL is invalid. Please remove any special characters or spaces."],
      ["about_us", "Page URL is invalid. Please remove any special characters or spaces."],
      ["menu.pdf", "Page URL is invalid. Please remove any special characters or spaces."],
      ["café", "Page URL is invalid. Please remove any special characters or spaces."],
      ["../admin", "Page URL is invalid. Please remove any special characters or spaces."],
      ["a".repeat(26), "Page URL should not contain more than 25 characters."],
      ["   ", "Please add a page URL."],
    ];
    for (const [slug, message] of cases) {
      const response = await api.post(pagesPath(member), { title: "About", slug }, member.token);
      expect(response.status, slug).toBe(400);
      expect(response.body, slug).toMatchObject({ code: "VALIDATION", message });
      expect(response.body.errors, slug).toEqual([{ path: "slug", message }]);
    }
    expect(await listPages(member)).toEqual([]);
    const longest = await addPage(member, { title: "About", slug: "a".repeat(25) });
    expect(longest.slug).toHaveLength(25);
  });

  it("keeps addresses unique within a business, whatever their case, and free across businesses", async () => {
    const member = await createMember(api);
    const about = await addPage(member, { title: "About", slug: "about" });
    const catering = await addPage(member, { title: "Catering" });
    const taken = { code: "VALIDATION", message: "The url is already taken." };
    const twice = await api.post(pagesPath(member), { title: "Again", slug: "ABOUT" }, member.token);
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject(taken);
    const moved = await api.put(pagesPath(member, catering.id), { version: 1, slug: "About" }, member.token);
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject(taken);
    expect((await api.get(pagesPath(member, catering.id), member.token)).body).toMatchObject({
      slug: "catering",
      version: 1,
    });
    // Saving a page with its own address is no clash.
    const same = await api.put(pagesPath(member, about.id), { version: 1, slug: "about" }, member.token);
    expect(same.status).toBe(200);
    // Another location of the same member, and another member, may use it.
    const second = await createBusiness(api, member);
    expect(
      (await api.post(pagesPath({ businessId: second.id }), { title: "About" }, member.token)).status,
    ).toBe(201);
    const other = await createMember(api);
    expect((await addPage(other, { title: "About", slug: "about" })).slug).toBe("about");
  });

  it("needs a title and keeps the body to 20,000 characters", async () => {
    const member = await createMember(api);
    const noTitle = await api.post(pagesPath(member), { title: "  " }, member.token);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe("Please add a page title.");
    const tooLong = await api.post(
      pagesPath(member),
      { title: "Long", body: "a".repeat(20_001) },
      member.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: "A page can hold at most 20,000 characters." });
    const page = await addPage(member, { title: "Long", body: "a".repeat(20_000) });
    expect(page.body).toHaveLength(20_000);
    const grown = await api.put(
      pagesPath(member, page.id),
      { version: 1, body: "b".repeat(20_001) },
      member.token,
    );
    expect(grown.status).toBe(400);
    expect((await api.get(pagesPath(member, page.id), member.token)).body.body).toBe("a".repeat(20_000));
    for (const body of [{}, { title: 5 }, { title: "x", showInNav: "yes" }, "not json"]) {
      const response = await api.post(pagesPath(member), body, member.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it(`holds the Free plan to ${FREE_WEBSITE_PAGES} pages; the paid plan adds more`, async () => {
    const member = await createMember(api);
    for (let n = 1; n <= FREE_WEBSITE_PAGES; n++) await addPage(member, { title: `Page ${n}` });
    const refused = await api.post(pagesPath(member), { title: "One more" }, member.token);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: "PAGE_LIMIT",
      message: "You've reached your free website page limit",
    });
    expect(await listPages(member)).toHaveLength(FREE_WEBSITE_PAGES);
    const paid = await paidMember();
    for (let n = 1; n <= FREE_WEBSITE_PAGES + 2; n++) await addPage(paid, { title: `Page ${n}` });
    expect(await listPages(paid)).toHaveLength(FREE_WEBSITE_PAGES + 2);
  });

  it("answers 404 to another member on every page route and changes nothing", async () => {
    const owner = await createMember(api);
    const page = await addPage(owner, { title: "About us", body: "Ours." });
    const before = JSON.stringify(await listPages(owner));
    const intruder = await createMember(api);
    const attempts: [string, string, unknown][] = [
      ["GET", pagesPath(owner), undefined],
      ["POST", pagesPath(owner), { title: "Mine now" }],
      ["POST", `${pagesPath(owner)}/sequence`, [page.id]],
      ["GET", pagesPath(owner, page.id), undefined],
      ["PUT", pagesPath(owner, page.id), { version: 1, body: "Taken over" }],
      ["DELETE", pagesPath(owner, page.id), undefined],
      // The intruder's own business with the owner's page id.
      ["GET", pagesPath(intruder, page.id), undefined],
      ["PUT", pagesPath(intruder, page.id), { version: 1, body: "Taken over" }],
      ["DELETE", pagesPath(intruder, page.id), undefined],
      ["POST", `${pagesPath(intruder)}/sequence`, [page.id]],
    ];
    for (const [method, path, body] of attempts) {
      const response = await api.call(method, path, { body, token: intruder.token });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Ours.");
    }
    expect(JSON.stringify(await listPages(owner))).toBe(before);
    expect(await listPages(intruder)).toEqual([]);
  });
});

describe("website pages for guests", () => {
  it("shows pages only once published: drafts, edits and deletions wait for Publish Changes", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const about = await addPage(member, { title: "About us", body: "First words." });
    const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    const address = dashboard.body.business.url as string;
    // Not published at all: the guest's offline page, never the draft.
    const offline = await guest(`/m/${address}/p/about-us`);
    expect(offline.status).toBe(402);
    expect(await offline.text()).not.toContain("First words.");
    await publish(member);
    const live = await guest(`/m/${address}/p/about-us`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("First words.");
    // A case the owner did not type still finds it.
    expect((await guest(`/m/${address}/p/About-Us`)).status).toBe(200);

    await api.put(pagesPath(member, about.id), { version: 1, body: "Second words." }, member.token);
    await addPage(member, { title: "Catering", body: "Trays for forty." });
    const status = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    expect(status.body.hasUnpublishedChanges).toBe(true);
    const stillOld = await (await guest(`/m/${address}/p/about-us`)).text();
    expect(stillOld).toContain("First words.");
    expect(stillOld).not.toContain("Second words.");
    expect(stillOld).not.toContain("Catering");
    const draft = await guest(`/m/${address}/p/catering`);
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain("Trays for forty.");

    await publish(member);
    expect(await (await guest(`/m/${address}/p/about-us`)).text()).toContain("Second words.");
    expect(await (await guest(`/m/${address}/p/catering`)).text()).toContain("Trays for forty.");
    expect(
      (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.hasUnpublishedChanges,
    ).toBe(false);

    await api.delete(pagesPath(member, about.id), member.token);
    expect((await guest(`/m/${address}/p/about-us`)).status).toBe(200);
    await publish(member);
    expect((await guest(`/m/${address}/p/about-us`)).status).toBe(404);
    expect((await guest(`/m/${address}/p/no-such-page`)).status).toBe(404);
  });

  it("renders a hostile body inert: no script, no javascript: links, raw HTML shown as text", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const hostile = [
      "# Welcome",
      "<script>alert('body')</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(2)">raw link</a>',
      "<iframe src=https://evil.example></iframe>",
      "[plain](javascript:alert(3)) [mixed](JaVaScRiPt:alert(4)) [entity](&#106;avascript:alert(5))",
      "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(7))",
      "![pic](javascript:alert(8)) ![tracker](http://insecure.example/x.png)",
      "[safe](https://example.com/menu) [mail](mailto:hi@example.com) [call](tel:+14155550123)",
    ].join("\n\n");
    await addPage(member, { title: "</title><script>alert('title')</script>", slug: "hello", body: hostile });
    const address = await publish(member);
    const response = await guest(`/m/${address}/p/hello`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await response.text();
    // The only script element is the JSON-LD block.
    expect(html.match(/<script\b[^>]*>/gi)).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toMatch(/<(iframe|img[^>]*onerror|a[^>]*href="\s*(javascript|data|vbscript):)/i);
    // The head's only data: URL is the page's own empty icon; the body carries none.
    expect(html.slice(html.indexOf("<body"))).not.toMatch(/(href|src)="[^"]*(javascript|vbscript|data):/i);
    expect(html.match(/(href|src)="[^"]*(javascript|vbscript|data):[^"]*"/gi)).toEqual(['href="data:,"']);
    expect(html).not.toMatch(/src="http:/i);
    // Raw HTML is shown as text, not dropped silently.
    expect(html).toContain("&lt;script&gt;alert(&#39;body&#39;)&lt;/script&gt;");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    // Safe links stay links.
    expect(html).toContain('<a href="https://example.com/menu" rel="noopener">safe</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">mail</a>');
    expect(html).toContain('<a href="tel:+14155550123">call</a>');
    // The body's "#" heading sits below the page title, the page's one h1.
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain("<h2>Welcome</h2>");
  });

  it("links the menu and the pages both ways, fits the budget, and describes the contact page", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      {
        hours: { monday: { open: true, hours: [{ start: "11:00", end: "22:00" }] } },
        offset: -300,
        timeZone: "America/New_York",
      },
      member.token,
    );
    await addPage(member, { title: "Contact", body: "Call us any time." });
    await addPage(member, { title: "Private events", slug: "events", showInNav: false, body: "Ask us." });
    const address = await publish(member);

    const menuHtml = await (await guest(`/m/${address}`)).text();
    expect(menuHtml).toContain(`<nav class="site" aria-label="Website">`);
    expect(menuHtml).toContain(`<a href="/m/${address}" aria-current="page">Menu</a>`);
    expect(menuHtml).toContain(`<a href="/m/${address}/p/contact">Contact</a>`);
    // Left out of the navigation, still readable at its address.
    expect(menuHtml).not.toContain(`/p/events`);
    expect((await guest(`/m/${address}/p/events`)).status).toBe(200);

    const contact = await guest(`/m/${address}/p/contact`);
    const html = await contact.text();
    expect(html).toContain(`<a href="/m/${address}">Menu</a>`);
    expect(html).toContain(`<a href="/m/${address}/p/contact" aria-current="page">Contact</a>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/m/${address}/p/contact">`));
    expect(html).not.toMatch(/<script\b[^>]*src=/);
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
    expect(ld).toMatchObject({
      "@type": "ContactPage",
      name: "Contact",
      about: {
        "@type": "Restaurant",
        address: { "@type": "PostalAddress", addressLocality: expect.any(String) },
        openingHoursSpecification: [{ dayOfWeek: "Monday", opens: "11:00", closes: "22:00" }],
      },
    });
    // A second read is the cached page: same ETag, 304 when the guest has it.
    const etag = contact.headers.get("etag") ?? "";
    const again = await fetch(`${t.baseUrl}/m/${address}/p/contact`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("reads in the language the owner writes in: the menu's first language", async () => {
    const member = await createMember(api);
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { languages: ["fr", "en"] } },
      member.token,
    );
    expect(patched.status).toBe(200);
    await createMenu(api, member);
    await addPage(member, { title: "À propos", slug: "a-propos", body: "Une cuisine de saison." });
    const address = await publish(member);
    const html = await (await guest(`/m/${address}/p/a-propos`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<a class="skip" href="#page">Aller au contenu</a>');
    expect(html).toContain('<nav class="site" aria-label="Site web">');
    expect(html).not.toContain("Skip to content");
    // The menu in English, chosen by the guest, names its navigation in English.
    const menuHtml = await (await guest(`/m/${address}?lang=en`)).text();
    expect(menuHtml).toContain('<nav class="site" aria-label="Website">');
  });

  it("leaves the menu page without navigation when no page is shown in it", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    await addPage(member, { title: "Hidden", showInNav: false });
    const address = await publish(member);
    expect(await (await guest(`/m/${address}`)).text()).not.toContain('class="site"');
  });

  it("wears the menu page's look: its banner, logo and colours", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const upload = await fetch(
      `${t.baseUrl}/v1/brands/${member.businessId}/upload/logo?token=${member.token}`,
      { method: "POST", body: uploadForm(await makeImage("png", 300, 300), {}, "logo.png") },
    );
    expect(upload.status).toBe(201);
    const logo = (await api.get(`/v1/brands/${member.businessId}/logos`, member.token)).body[0]
      .path as string;
    const hour = 3_600_000;
    const patched = await api.patch(
      `/v1/businesses/${member.businessId}`,
      {
        config: {
          logo,
          bannerColor: "#1d3557",
          bannerTextColor: "#fefefe",
          businessNameColor: "#f1faee",
          menuTextColor: "#222831",
          announcementBanner: JSON.stringify({
            enabled: true,
            text: "Live jazz tonight",
            start: new Date(Date.now() - hour).toISOString(),
            end: new Date(Date.now() + hour).toISOString(),
            backgroundColor: "#c92a2a",
            textColor: "#fffffa",
          }),
        },
      },
      member.token,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await addPage(member, { title: "About us", slug: "about", body: "Since 1999." });
    const address = await publish(member);

    const menuHtml = await (await guest(`/m/${address}`)).text();
    const pageHtml = await (await guest(`/m/${address}/p/about`)).text();
    const themeOf = (html: string) => html.match(/:root\{--banner:[^}]*\}/)?.[0];
    // The page's colours are the menu page's, every one of them.
    expect(themeOf(pageHtml)).toBe(
      ":root{--banner:#1d3557;--banner-text:#fefefe;--name:#f1faee;--text:#222831;--ann-bg:#c92a2a;--ann-fg:#fffffa}",
    );
    expect(themeOf(pageHtml)).toBe(themeOf(menuHtml));
    expect(pageHtml).toContain('<meta name="theme-color" content="#1d3557">');
    const banner = '<div class="announce" role="note">Live jazz tonight</div>';
    expect(menuHtml).toContain(banner);
    expect(pageHtml).toContain(banner);
    const logoTag = `<img class="logo" src="${logo}" alt="${member.businessName} logo" width="88" height="88">`;
    expect(menuHtml).toContain(logoTag);
    expect(pageHtml).toContain(logoTag);
    // The menu page's stylesheet first, so the header looks the same on both.
    const menuCss = menuHtml.match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
    expect(menuCss.length).toBeGreaterThan(1000);
    expect(pageHtml).toContain(`<style>${menuCss}</style>`);
  });

  it(`keeps the largest page (${PAGE_BODY_MAX.toLocaleString("en-US")} characters of Markdown) within 14 KB compressed`, async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const body = largestBody();
    expect(body).toHaveLength(PAGE_BODY_MAX);
    await addPage(member, { title: "Our story", slug: "story", body });
    await addPage(member, { title: "Catering", body: "Trays for forty." });
    const address = await publish(member);
    const sent = await rawGet(`${t.baseUrl}/m/${address}/p/story`, { "accept-encoding": "gzip" });
    expect(sent.encoding).toBe("gzip");
    expect(sent.body.length).toBeLessThanOrEqual(14 * 1024);
    const html = gunzipSync(sent.body).toString("utf8");
    // All of the body is on the page: its last section, its lists, links and images.
    expect(html).toContain("<h2>Section 1:");
    expect(html).toMatch(/<h3>[^<]+<\/h3>/);
    expect(html.match(/<li>/g)?.length).toBeGreaterThan(50);
    expect(html.match(/<img src="\/v1\/public\/images\?key=/g)?.length).toBeGreaterThan(5);
    expect(html).toContain('<a href="https://example.com/');
    expect(html).toContain(body.slice(-40).trim().split(" ").slice(-1)[0]);
  });

  it("gives the owner's images their stored size, so the page keeps its layout as they load", async () => {
    const member = await createMember(api);
    const stranger = await createMember(api);
    await createMenu(api, member);
    const upload = async (owner: TestMember, width: number, height: number) => {
      const response = await api.call("POST", "/v1/members/uploads", {
        token: owner.token,
        body: uploadForm(await makeImage("png", width, height), {
          type: "MenuItem",
          locationId: owner.businessId,
        }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.path as string;
    };
    const room = await upload(member, 480, 320);
    const theirs = await upload(stranger, 300, 300);
    await addPage(member, {
      title: "Our room",
      slug: "room",
      body: `![The dining room](${room})\n\n![Someone else's](${theirs})\n\n![Outside](https://cdn.example/a.png)`,
    });
    const address = await publish(member);
    const html = await (await guest(`/m/${address}/p/room`)).text();
    const tag = (alt: string) => html.match(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))?.[0] ?? "";
    expect(tag("The dining room")).toMatch(/ width="480" height="320"/);
    // Narrower than the column: shown as stored, no other width to offer.
    expect(tag("The dining room")).toContain(`src="${room.replaceAll("&", "&amp;")}"`);
    expect(tag("The dining room")).not.toContain("srcset");
    // Only the owner's own images are looked up; the others show without a box.
    expect(tag("Someone else&#39;s")).not.toContain("width=");
    expect(tag("Outside")).not.toContain("width=");
    // The sizes are part of what was published: nothing is left to publish.
    const status = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    expect(status.body.hasUnpublishedChanges).toBe(false);
  });

  it("offers a photo wider than the column at its width and twice it, each made no wider", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const uploaded = await api.call("POST", "/v1/members/uploads", {
      token: member.token,
      body: uploadForm(await makeImage("jpeg", 1200, 800), {
        type: "MenuItem",
        locationId: member.businessId,
      }),
    });
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.path as string;
    await addPage(member, {
      title: "Our room",
      slug: "room",
      body: `Hello.\n\n![The dining room](${photo})`,
    });
    const address = await publish(member);
    const html = await (await guest(`/m/${address}/p/room`)).text();
    const img = html.match(/<img [^>]*alt="The dining room"[^>]*>/)?.[0] ?? "";
    const attr = (name: string) => img.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
    // The column's width in src, 720 px and the full 1200 px (under 2 × 720) offered by srcset, and the box
    // of the image src names, so nothing moves as it loads.
    expect(attr("src")).toBe(`${photo}&w=720`);
    expect(attr("srcset")).toBe(`${photo}&w=720 720w, ${photo} 1200w`);
    expect(attr("sizes")).toBe("(min-width: 712px) 680px, calc(100vw - 32px)");
    expect(attr("width")).toBe("720");
    expect(attr("height")).toBe("480");
    // What a phone fetches for src: an image no wider than the column's 720 px, at the promised size.
    for (const accept of ["image/webp,*/*", "image/jpeg"]) {
      const served = await fetch(`${t.baseUrl}${attr("src")}`, { headers: { accept } });
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBeLessThanOrEqual(BODY_IMAGE_WIDTH);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 720, height: 480 });
      expect(meta.format).toBe(accept.startsWith("image/webp") ? "webp" : "jpeg");
    }
  });
});

/**
 * A page of the largest allowed size, written like an owner would: headings, paragraphs of varied words (not a
 * repeated line, which gzip would shrink to nothing), lists, links and images, cut to exactly PAGE_BODY_MAX.
 */
function largestBody(): string {
  const words =
    "kitchen season harvest farmers market sourdough bakery morning espresso roast cellar vintage tasting garden terrace private dinner wedding rehearsal birthday lunch brunch weekend oyster saffron risotto tagliatelle wood-fired oven chestnut honey lavender citrus sorbet chocolate tart pastry chef sommelier neighbourhood family recipe grandmother village coast mountain river bridge station square courtyard window candle table linen ceramic plate glass carafe reservation catering tray platter canape buffet allergy gluten vegan dairy nut shellfish parking bicycle tram wheelchair ramp terrace heater umbrella".split(
      " ",
    );
  let seed = 16;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  const word = () => words[next() % words.length] ?? "menu";
  const sentence = () => {
    const length = 8 + (next() % 10);
    const text = Array.from({ length }, word).join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const parts: string[] = [];
  for (let section = 1; parts.join("\n\n").length < PAGE_BODY_MAX; section++) {
    parts.push(`## Section ${section}: ${word()} and ${word()}`);
    parts.push(`${sentence()} ${sentence()} **${sentence()}** *${sentence()}*`);
    parts.push(`### ${word()} ${word()}`);
    parts.push(Array.from({ length: 4 }, () => `- ${sentence()}`).join("\n"));
    parts.push(
      `${sentence()} [Read about our ${word()}](https://example.com/${word()}-${section}) ${sentence()}`,
    );
    parts.push(`![Our ${word()} and ${word()}](/v1/public/images?key=member%2Fphoto-${section}.webp)`);
    parts.push(Array.from({ length: 3 }, (_, n) => `${n + 1}. ${sentence()}`).join("\n"));
  }
  return parts.join("\n\n").slice(0, PAGE_BODY_MAX);
}
