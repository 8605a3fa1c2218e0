import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { rawGet } from "../../helpers/raw-get.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const XSS = `<script>alert(1)</script><img src=x onerror=alert(1)>`;

async function publishedMember(menus: Record<string, unknown>[], config: Record<string, unknown> = {}) {
  const member = await createMember(api);
  const created = [];
  for (const body of menus) created.push(await createMenu(api, member, body));
  if (Object.keys(config).length)
    await api.patch(`/v1/businesses/${member.businessId}`, { config }, member.token);
  const published = await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
  expect(published.status).toBe(200);
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return { member, menus: created, address: dashboard.body.business.url as string };
}

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { headers });

describe("the guest page", () => {
  it("renders the published menu as HTML with its sections, prices and sizes", async () => {
    const { address } = await publishedMember([
      {
        name: "Dinner",
        details: "Served from 5 pm",
        nodes: [
          menuGroup(
            [
              menuItem({ name: "Soup", prices: [7, 11], sizes: ["Cup", "Bowl"] }),
              menuItem({ name: "Bread", prices: [4] }),
            ],
            {
              name: "Starters",
            },
          ),
        ],
      },
    ]);
    const response = await page(`/m/${address}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h2 id=");
    expect(html).toContain("Starters");
    expect(html).toContain("Served from 5 pm");
    expect(html).toMatch(/Cup <span class="price" dir="ltr">\$7\.00<\/span>/);
    expect(html).toMatch(/Bread<\/h3><span class="price" dir="ltr">\$4\.00<\/span>/);
  });

  it("shows an owner's text as text, never as markup", async () => {
    const { address } = await publishedMember([
      {
        name: XSS,
        details: XSS,
        nodes: [menuGroup([menuItem({ name: XSS, description: XSS, extras: XSS })], { name: XSS })],
      },
      { name: "Second" },
    ]);
    const html = await (await page(`/m/${address}`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(jsonLd).toContain("\\u003cscript\\u003e");
    expect(JSON.parse(jsonLd).hasMenu[0].hasMenuSection[0].hasMenuItem[0].name).toBe(XSS);
  });

  it("chooses the menu by id, else the lowest sequence, and lists tabs by sequence", async () => {
    const { address, menus } = await publishedMember([{ name: "Lunch" }, { name: "Dinner" }]);
    const first = await (await page(`/m/${address}`)).text();
    expect(first).toMatch(/<a href="[^"]+\/menus\/[^"]+" aria-current="page">Lunch<\/a>/);
    expect(first.indexOf(">Lunch<")).toBeLessThan(first.indexOf(">Dinner<"));
    const second = await (await page(`/m/${address}/menus/${menus[1]!.id}`)).text();
    expect(second).toMatch(/aria-current="page">Dinner<\/a>/);
    const unknown = await page(`/m/${address}/menus/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Can&#39;t find that page.");
  });

  it("serves the light view with every menu on one page", async () => {
    const { address } = await publishedMember([
      { name: "Lunch", nodes: [menuGroup([menuItem({ name: "Lunch dish" })])] },
      { name: "Dinner", nodes: [menuGroup([menuItem({ name: "Dinner dish" })])] },
    ]);
    const html = await (await page(`/o/${address}`)).text();
    expect(html).toContain("Lunch dish");
    expect(html).toContain("Dinner dish");
  });

  it("answers 402 when unpublished and 404 when unknown, each with its sentence", async () => {
    const { member, address } = await publishedMember([{ name: "Menu" }]);
    await api.post(`/v1/businesses/${member.businessId}/unpublish`, undefined, member.token);
    const gone = await page(`/m/${address}`);
    expect(gone.status).toBe(402);
    expect(await gone.text()).toContain("We&#39;re sorry! This link is no longer available.");
    const unknown = await page("/m/nobody-here-at-all");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Can&#39;t find that page.");
  });

  it("answers 304 to a matching ETag and changes it on Publish Changes", async () => {
    const { member, address, menus } = await publishedMember([{ name: "Menu" }]);
    const first = await page(`/m/${address}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get("cache-control")).toContain("s-maxage");
    expect((await page(`/m/${address}`, { "if-none-match": etag })).status).toBe(304);

    await api.put(
      "/v1/menus",
      { id: menus[0]!.id, version: menus[0]!.version, name: "Renamed" },
      member.token,
    );
    expect((await page(`/m/${address}`, { "if-none-match": etag })).status).toBe(304); // draft edits stay private
    await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
    const changed = await page(`/m/${address}`, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Renamed");
  });

  it("sends brotli or gzip when asked", async () => {
    const { address } = await publishedMember([{ name: "Menu", nodes: [menuGroup([menuItem()])] }]);
    const plain = await (await page(`/m/${address}`, { "accept-encoding": "identity" })).text();
    const get = (encoding: string) => rawGet(`${t.baseUrl}/m/${address}`, { "accept-encoding": encoding });
    const br = await get("br, gzip");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    const gz = await get("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain);
    expect((await get("identity")).encoding).toBeUndefined();
  });

  it("sends a strict CSP that allows no inline script", async () => {
    const { address } = await publishedMember([{ name: "Menu" }]);
    const response = await page(`/m/${address}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    // Every <script> is either the external file or JSON-LD data.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="application\/ld\+json"|src="\/assets\//);
    }
  });

  it("names its own empty icon, so no browser asks for /favicon.ico and logs the 404", async () => {
    const { address } = await publishedMember([{ name: "Menu" }]);
    for (const path of [`/m/${address}`, `/l/${address}`, "/m/nobody-has-this-address"]) {
      expect(await (await page(path)).text(), path).toContain('<link rel="icon" href="data:,">');
    }
  });

  it("carries SEO, Open Graph and structured data with diets from icons", async () => {
    const { address } = await publishedMember(
      [
        {
          name: "Menu",
          nodes: [menuGroup([menuItem({ name: "Salad", prices: [9], icons: [{ iconKey: "vegan" }] })])],
        },
      ],
      { seoTitle: "Best salads in town", seoDescription: "Fresh greens daily." },
    );
    const html = await (await page(`/m/${address}`)).text();
    expect(html).toContain("<title>Best salads in town</title>");
    expect(html).toContain('<meta name="description" content="Fresh greens daily.">');
    expect(html).toContain('<meta property="og:title" content="Best salads in town">');
    expect(html).toContain(`<link rel="canonical" href="http://menu.test/m/${address}">`);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(data["@type"]).toBe("Restaurant");
    const item = data.hasMenu[0].hasMenuSection[0].hasMenuItem[0];
    expect(item.offers[0]).toEqual({ "@type": "Offer", price: "9.00", priceCurrency: "USD" });
    expect(item.suitableForDiet).toEqual(["https://schema.org/VeganDiet"]);
    // The icon is drawn once as a symbol and used by the item, beside its printed label.
    expect(html.match(/<symbol id="ic-vegan"/g)).toHaveLength(1);
    expect(html).toContain(
      '<li title="Vegan"><svg width="20" height="20" aria-hidden="true"><use href="#ic-vegan"/></svg><span>Vegan</span></li>',
    );
  });

  it("shows the banner only while it is scheduled, and the Order Now link only with a phone", async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const banner = (start: number, end: number) =>
      JSON.stringify({
        enabled: true,
        text: "Live jazz tonight",
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
      });
    const live = await publishedMember([{ name: "Menu" }], {
      announcementBanner: banner(now - hour, now + hour),
      orderNowButton: true,
      orderNowPhone: "(415) 555-0199",
    });
    const liveHtml = await (await page(`/m/${live.address}`)).text();
    expect(liveHtml).toContain("Live jazz tonight");
    expect(liveHtml).toContain('<a class="order" href="tel:4155550199">Order Now</a>');

    const later = await publishedMember([{ name: "Menu" }], {
      announcementBanner: banner(now + hour, now + 2 * hour),
    });
    const laterHtml = await (await page(`/m/${later.address}`)).text();
    expect(laterHtml).not.toContain("Live jazz tonight");
    expect(laterHtml).not.toContain('class="order"');
  });

  it("shows the open/closed line from the hours in the business's zone", async () => {
    const allWeek = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { open: true, hours: [{ start: "00:00", end: "00:00" }] },
      ]),
    );
    const { address } = await publishedMember([{ name: "Menu" }], {
      hours: JSON.stringify(allWeek),
      timeZone: "Europe/Paris",
    });
    const html = await (await page(`/m/${address}`)).text();
    expect(html).toMatch(/data-status[^>]*>Open until 12:00 AM</);
    expect(html).toContain('<th scope="row">Monday</th>');
  });
});

describe("robots.txt", () => {
  it("lets crawlers find guest pages and keeps them out of the API", async () => {
    const response = await fetch(`${t.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Allow: /m/");
    expect(text).toContain("Disallow: /v1/");
  });
});
