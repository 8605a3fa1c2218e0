import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  type TestMember,
  unique,
} from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const publish = (member: TestMember) =>
  api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token);
const publicPage = (address: string) => api.get(`/v1/public/businesses/${address}/menus`);
async function addressOf(member: TestMember) {
  const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
  return dashboard.body.business.url as string;
}

describe("publishing rules", () => {
  it("needs a menu: NO_MENUS", async () => {
    const member = await createMember(api);
    const response = await publish(member);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "NO_MENUS", message: "Create a menu before you publish." });
    expect(await publicPage(await addressOf(member))).toMatchObject({ status: 402 });
  });

  it("needs an active menu", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    await api.delete(`/v1/menus/${menu.id}/active`, member.token);
    expect((await publish(member)).body.code).toBe("NO_MENUS");
  });

  it("needs name, city and state: NO_BUSINESS_INFO", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    await t.database.db.update(businesses).set({ city: "" }).where(eq(businesses.id, member.businessId));
    const response = await publish(member);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "NO_BUSINESS_INFO",
      message: "Please complete your Business Name, City and State before publishing.",
    });
  });

  it("needs a free address: URL_TAKEN, and the preview answers false", async () => {
    const first = await createMember(api);
    const second = await createMember(api);
    await createMenu(api, second);
    // An address that clashes can only come from data older than the URL rules; make one directly.
    await t.database.db
      .update(businesses)
      .set({ customUrl: await addressOf(first) })
      .where(eq(businesses.id, second.businessId));
    const preview = await api.post(
      `/v1/businesses/${second.businessId}/publish/preview`,
      undefined,
      second.token,
    );
    expect(preview.body).toBe(false);
    const response = await publish(second);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "URL_TAKEN",
      message: "The business url is already in use. Edit your business name to a unique identifier.",
    });
  });

  it("publishes, serves the snapshot with a status, and unpublishes", async () => {
    const member = await createMember(api);
    // A week closed every day, so the status is the same whatever the time (a new business starts open 9 to 5).
    const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: false, hours: [] }]));
    expect(
      (await api.put(`/v1/businesses/${member.businessId}/hours`, { hours: closedWeek }, member.token))
        .status,
    ).toBe(200);
    await createMenu(api, member, { name: "Dinner" });
    expect(
      (await api.post(`/v1/businesses/${member.businessId}/publish/preview`, undefined, member.token)).body,
    ).toBe(true);
    const published = await publish(member);
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);

    const address = await addressOf(member);
    const page = await publicPage(address);
    expect(page.status).toBe(200);
    expect(page.body.menus.map((m: { name: string }) => m.name)).toEqual(["Dinner"]);
    expect(page.body.status).toEqual({ open: false, closesAt: null, nextOpening: null });
    expect(page.body.location.city).toBe("San Francisco");

    const unpublished = await api.post(
      `/v1/businesses/${member.businessId}/unpublish`,
      undefined,
      member.token,
    );
    expect(unpublished.body.published).toBe(false);
    const gone = await publicPage(address);
    expect(gone.status).toBe(402);
    expect(gone.body.message).toBe("We're sorry! This link is no longer available.");
  });

  it("refuses an item guests would see without a name, and says where it is", async () => {
    const member = await createMember(api);
    const nameless = menuItem({ name: "  ", prices: [4] });
    const menu = await createMenu(api, member, {
      name: "Dinner",
      nodes: [
        menuGroup([menuItem({ name: "Soup" })], { name: "Soups" }),
        menuGroup([nameless], { name: "" }),
      ],
    });
    const refused = await publish(member);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "NAMELESS_ITEM",
      message:
        'An item in "Dinner" › "Unnamed Group" has no name. Name it, or hide or remove it, before publishing.',
    });
    const address = await addressOf(member);
    expect((await publicPage(address)).status).toBe(402);
    const guestHtml = async () => (await fetch(`${t.baseUrl}/m/${address}`)).text();
    expect(await guestHtml()).not.toContain("Soup");

    // Hidden, guests do not see it: the menu publishes without a blank row.
    const nodes = structuredClone(menu.nodes);
    const blank = nodes[1]?.nodes[0];
    if (!blank) throw new Error("the menu has no nameless item");
    blank.available = false;
    const hidden = await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes }, member.token);
    expect(hidden.status).toBe(200);
    expect((await publish(member)).status).toBe(200);
    const html = await guestHtml();
    expect(html).toContain("Soup");
    expect(html).not.toMatch(/<h3>\s*<\/h3>/);

    // Shown again without a name: Publish Changes is refused and guests keep the published page.
    blank.available = true;
    await api.put("/v1/menus", { id: menu.id, version: hidden.body.version, nodes }, member.token);
    expect((await publish(member)).body.code).toBe("NAMELESS_ITEM");
    expect(await guestHtml()).not.toMatch(/<h3>\s*<\/h3>/);
  });

  it("answers 404 for an address nobody has", async () => {
    const response = await publicPage("no-such-place-anywhere");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Can't find that page.");
  });
});

describe("the snapshot", () => {
  it("keeps guests on the published text until Publish Changes", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { nodes: [menuGroup([menuItem({ name: "Old name" })])] });
    await publish(member);
    const address = await addressOf(member);
    const edited = menu.nodes.map((group) => ({
      ...group,
      nodes: group.nodes.map((item) => ({ ...item, name: "New name" })),
    }));
    await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes: edited }, member.token);
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { bannerColor: "#123456" } },
      member.token,
    );

    const before = await publicPage(address);
    expect(before.body.menus[0].nodes[0].nodes[0].name).toBe("Old name");
    expect(before.body.business.config.bannerColor).not.toBe("#123456");

    await publish(member);
    const after = await publicPage(address);
    expect(after.body.menus[0].nodes[0].nodes[0].name).toBe("New name");
    expect(after.body.business.config.bannerColor).toBe("#123456");
  });

  // The dashboard says whether Publish Changes has anything to publish.
  it("tells the dashboard when the draft differs from what guests see", async () => {
    const member = await createMember(api);
    const hasChanges = async () =>
      (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.hasUnpublishedChanges;
    const menu = await createMenu(api, member, {
      nodes: [menuGroup([menuItem({ name: "Soup", prices: [6.5] })])],
    });
    expect(await hasChanges()).toBe(false); // nothing live to differ from
    await publish(member);
    expect(await hasChanges()).toBe(false);

    const edited = structuredClone(menu.nodes);
    const soup = edited[0]?.nodes[0];
    if (!soup) throw new Error("the menu has no item");
    soup.prices = [7];
    const saved = await api.put(
      "/v1/menus",
      { id: menu.id, version: menu.version, nodes: edited },
      member.token,
    );
    expect(await hasChanges()).toBe(true);
    await publish(member);
    expect(await hasChanges()).toBe(false);

    // A change guests would see in the settings counts too; putting it back leaves nothing to publish.
    const patch = (bannerColor: string) =>
      api.patch(`/v1/businesses/${member.businessId}`, { config: { bannerColor } }, member.token);
    const { bannerColor } = (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body
      .business.config;
    await patch("#123456");
    expect(await hasChanges()).toBe(true);
    await patch(bannerColor);
    expect(await hasChanges()).toBe(false);

    // A hidden item is a change too.
    soup.available = false;
    await api.put("/v1/menus", { id: menu.id, version: saved.body.version, nodes: edited }, member.token);
    expect(await hasChanges()).toBe(true);
  });

  it("shows only active menus by sequence, available groups and available items", async () => {
    const member = await createMember(api);
    const hiddenMenu = await createMenu(api, member, { name: "Hidden" });
    await api.delete(`/v1/menus/${hiddenMenu.id}/active`, member.token);
    const second = await createMenu(api, member, { name: "Second" });
    const first = await createMenu(api, member, {
      name: "First",
      nodes: [
        menuGroup([menuItem({ name: "Shown" }), menuItem({ name: "Sold out", available: false })]),
        menuGroup([menuItem({ name: "In a hidden group" })], { available: false }),
      ],
    });
    await api.post(
      `/v1/menus/sequence?businessId=${member.businessId}`,
      [first.id, second.id, hiddenMenu.id],
      member.token,
    );
    await publish(member);
    const page = await publicPage(await addressOf(member));
    expect(page.body.menus.map((m: { name: string }) => m.name)).toEqual(["First", "Second"]);
    expect(page.body.menus[0].nodes).toHaveLength(1);
    expect(page.body.menus[0].nodes[0].nodes.map((i: { name: string }) => i.name)).toEqual(["Shown"]);
  });

  it("serves GET /v1/public/menus by business id", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { name: "Lunch" });
    expect((await api.get(`/v1/public/menus?businessId=${member.businessId}`)).status).toBe(402);
    await publish(member);
    const response = await api.get(
      `/v1/public/menus?businessId=${member.businessId}&memberId=${member.memberId}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.map((m: { name: string }) => m.name)).toEqual(["Lunch"]);
    expect((await api.get(`/v1/public/menus?businessId=nope`)).status).toBe(404);
  });

  it("answers 404 to GET /v1/public/menus when the memberId is not the business's owner", async () => {
    const member = await createMember(api);
    await createMenu(api, member, { name: "Lunch" });
    await publish(member);
    const other = await createMember(api);
    const owned = await api.get(
      `/v1/public/menus?businessId=${member.businessId}&memberId=${member.memberId}`,
    );
    expect(owned.status).toBe(200);
    const response = await api.get(
      `/v1/public/menus?businessId=${member.businessId}&memberId=${other.memberId}`,
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Can't find that page.");
    expect(JSON.stringify(response.body)).not.toContain("Lunch");
  });
});

describe("custom URL", () => {
  const setUrl = (member: TestMember, url: string) =>
    api.put(
      `/v1/businesses/${member.businessId}/url?url=${encodeURIComponent(url)}`,
      undefined,
      member.token,
    );

  it("sets, validates and clears a custom URL", async () => {
    const member = await createMember(api);
    const name = unique("the-spot").slice(0, 25);
    expect((await api.get(`/v1/businesses/url/validate?url=${name}`, member.token)).body).toBe(true);
    const response = await setUrl(member, name);
    expect(response.status).toBe(200);
    expect(response.body.customUrl).toBe(name);
    expect((await api.get(`/v1/businesses/url/validate?url=${name.toUpperCase()}`, member.token)).body).toBe(
      false,
    );
    expect((await setUrl(member, "")).body.customUrl).toBeNull();
  });

  it("refuses a request without the url parameter and keeps the custom URL", async () => {
    const member = await createMember(api);
    const name = unique("kept").slice(0, 25);
    await setUrl(member, name);
    const response = await api.put(`/v1/businesses/${member.businessId}/url`, undefined, member.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      "Please give the custom URL in the url parameter (an empty value removes it).",
    );
    const business = await t.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, member.businessId));
    expect(business[0]?.customUrl).toBe(name);
  });

  const bad: [string, string][] = [
    ["x".repeat(26), "Custom URL should not contain more than 25 characters."],
    ["has space", "Custom URL is invalid. Please remove any special characters or spaces."],
    ["semi;colon", "Custom URL is invalid. Please remove any special characters or spaces."],
  ];
  for (const [url, message] of bad) {
    it(`refuses "${url}" with "${message}"`, async () => {
      const member = await createMember(api);
      const response = await setUrl(member, url);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(
        (await api.get(`/v1/businesses/url/validate?url=${encodeURIComponent(url)}`, member.token)).body,
      ).toBe(false);
    });
  }

  it("refuses an address another business uses, as its custom URL or its generated one", async () => {
    const first = await createMember(api);
    const second = await createMember(api);
    const name = unique("taken").slice(0, 25);
    await setUrl(first, name);
    const clash = await setUrl(second, name.toUpperCase());
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe("The url is already taken.");
    const generated = await setUrl(second, await addressOf(first));
    expect(generated.body.message).toBe("The url is already taken.");
  });

  it("serves the published page at the custom URL, in any case", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const name = unique("Corner").slice(0, 25);
    await setUrl(member, name);
    await publish(member);
    expect((await publicPage(name.toLowerCase())).status).toBe(200);
    expect((await publicPage(await addressOf(member))).status).toBe(200);
  });
});

// Printed QR codes carry the old custom URL; it keeps working with a 301 to the new one.
describe("an old custom URL", () => {
  const setUrl = (member: TestMember, url: string) =>
    api.put(
      `/v1/businesses/${member.businessId}/url?url=${encodeURIComponent(url)}`,
      undefined,
      member.token,
    );
  const guest = (path: string) => fetch(`${t.baseUrl}${path}`, { redirect: "manual" });
  const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

  it("answers 301 to the current address, on every guest page, keeping the query", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const [oldUrl, newUrl] = [`Old-Spot-${stamp()}`, `new-spot-${stamp()}`];
    expect((await setUrl(member, oldUrl)).status).toBe(200);
    await publish(member);
    expect((await guest(`/m/${oldUrl}`)).status).toBe(200);

    expect((await setUrl(member, newUrl)).status).toBe(200);
    for (const [path, location] of [
      [`/m/${oldUrl.toLowerCase()}`, `/m/${newUrl}`],
      [`/m/${oldUrl}/menus/${menu.id}?lang=fr`, `/m/${newUrl}/menus/${menu.id}?lang=fr`],
      [`/o/${oldUrl}`, `/o/${newUrl}`],
      [`/l/${oldUrl}`, `/l/${newUrl}`],
    ]) {
      const response = await guest(path as string);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location")).toBe(location);
    }
    expect((await guest(`/m/${newUrl}`)).status).toBe(200);

    // Cleared: the old addresses lead to the generated one, which never changes.
    expect((await setUrl(member, "")).status).toBe(200);
    const generated = await addressOf(member);
    expect((await guest(`/m/${newUrl}`)).headers.get("location")).toBe(`/m/${generated}`);
    expect((await guest(`/m/${oldUrl}`)).headers.get("location")).toBe(`/m/${generated}`);

    // Taken back: it answers again itself.
    expect((await setUrl(member, oldUrl)).status).toBe(200);
    expect((await guest(`/m/${oldUrl}`)).status).toBe(200);
    expect((await guest(`/m/${newUrl}`)).headers.get("location")).toBe(`/m/${oldUrl}`);
  });

  it("stops redirecting once another business takes the address", async () => {
    const first = await createMember(api);
    const second = await createMember(api);
    await createMenu(api, second);
    const [shared, moved] = [`corner-${stamp()}`, `corner-two-${stamp()}`];
    await setUrl(first, shared);
    await setUrl(first, moved);
    expect((await guest(`/m/${shared}`)).status).toBe(301);

    // The address is free for anyone; the new owner's page answers there, not a redirect.
    expect((await api.get(`/v1/businesses/url/validate?url=${shared}`, second.token)).body).toBe(true);
    expect((await setUrl(second, shared)).status).toBe(200);
    await publish(second);
    expect((await guest(`/m/${shared}`)).status).toBe(200);
    // And when the new owner moves on too, the old address leads to the new owner, not the first.
    await setUrl(second, "");
    expect((await guest(`/m/${shared}`)).headers.get("location")).toBe(`/m/${await addressOf(second)}`);
  });

  it("is not a redirect for an address nobody ever used", async () => {
    expect((await guest(`/m/never-${stamp()}`)).status).toBe(404);
  });
});

describe("view count", () => {
  it("counts guests, but not previews, the owner or unpublished pages", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const count = async () =>
      (await api.get(`/v1/members/${member.memberId}/dashboard`, member.token)).body.business.viewCount;
    const view = `/v1/public/businesses/${member.businessId}/viewCount`;

    expect((await api.post(view)).status).toBe(204);
    expect(await count()).toBe(0); // unpublished
    await publish(member);
    await api.post(view);
    await api.post(`/v1/public/menus/${menu.id}/viewCount`);
    expect(await count()).toBe(2);
    await api.post(`${view}?preview=true`);
    await api.post(view, undefined, member.token);
    expect(await count()).toBe(2);
    expect((await api.post("/v1/public/businesses/unknown/viewCount")).status).toBe(404);
  });
});

describe("publishing a location the plan does not serve", () => {
  it("publishes a Free member's second location but says guests cannot see it, and how to upgrade", async () => {
    const member = await createMember(api);
    await createMenu(api, member);
    const first = await publish(member);
    expect(first.status).toBe(200);
    expect(first.body.warning).toBeUndefined();

    const second = await api.post(
      "/v1/businesses",
      {
        name: unique("Second Street"),
        phone: "4155550100",
        address: "2 Main St",
        city: "Austin",
        state: "TX",
        zip: "73301",
      },
      member.token,
    );
    expect(second.status).toBe(201);
    const place = { ...member, businessId: second.body.id as string };
    await createMenu(api, place);
    const published = await publish(place);
    // Published (the page is ready the moment the plan covers it), with the reason guests still get 402.
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    expect(published.body.warning).toEqual({
      code: "LOCATION_NOT_SERVED",
      message:
        "The Free plan serves one location, so guests opening this location's page see “This link is no longer " +
        "available.” Upgrade to the MyBrand plan in Account → Subscription to put it online: each extra location " +
        "is $10 a month.",
      upgradeUrl: expect.stringMatching(/\/settings\/subs$/),
    });
    expect((await publicPage(published.body.url)).status).toBe(402);
    // The first location is still served, and says nothing.
    const again = await publish(member);
    expect(again.status).toBe(200);
    expect(again.body.warning).toBeUndefined();
    expect((await publicPage(first.body.url)).status).toBe(200);
  });
});
