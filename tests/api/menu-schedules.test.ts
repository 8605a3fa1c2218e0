import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../src/shared/constants.ts";
import { type Api, createApi } from "../helpers/api-client.ts";
import { createMember, createMenu, menuGroup, menuItem } from "../helpers/factories.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../helpers/orders.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 17 item 2: menus by time of day, through the real API, guest page and orders.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

/** One instant for the whole file, so two calls never straddle a minute. */
const NOW = new Date();
/** "HH:mm" in UTC, `hours` from now. */
const utcTime = (hours: number, now = NOW) => {
  const at = new Date(now.getTime() + hours * 3_600_000);
  return `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
};
const everyDay = (start: string, end: string) => ({ days: [...WEEKDAYS], start, end });

async function setSchedule(member: { token: string }, menuId: string, schedule: unknown) {
  const current = await api.get(`/v1/ilmenus?menuId=${menuId}`, member.token);
  return api.put("/v1/menus", { id: menuId, version: current.body.version, schedule }, member.token);
}

describe("a menu's schedule", () => {
  it("is saved, answered and cleared; bad ones are refused and change nothing", async () => {
    const member = await createMember(api);
    const menu = await createMenu(api, member, { name: "Brunch" });
    expect(menu.schedule).toBeNull();
    const saved = await setSchedule(member, menu.id, {
      days: ["sunday", "saturday"],
      start: "22:00",
      end: "02:00",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.schedule).toEqual({ days: ["saturday", "sunday"], start: "22:00", end: "02:00" });
    for (const bad of [
      { days: [], start: "10:00", end: "14:00" },
      { days: ["monday"], start: "10:00", end: "24:00" },
      { days: ["funday"], start: "10:00", end: "14:00" },
      { days: ["monday"], start: "10:00" },
      "lunch",
    ]) {
      const refused = await setSchedule(member, menu.id, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("VALIDATION");
    }
    const unchanged = await api.get(`/v1/ilmenus?menuId=${menu.id}`, member.token);
    expect(unchanged.body.schedule).toEqual({ days: ["saturday", "sunday"], start: "22:00", end: "02:00" });
    expect((await setSchedule(member, menu.id, null)).body.schedule).toBeNull();

    const other = await createMember(api);
    const foreign = await api.put(
      "/v1/menus",
      { id: menu.id, version: unchanged.body.version + 1, schedule: everyDay("01:00", "02:00") },
      other.token,
    );
    expect(foreign.status).toBe(404);
    expect((await api.get(`/v1/ilmenus?menuId=${menu.id}`, member.token)).body.schedule).toBeNull();
  });

  it("opens the guest page on the menu served now; the others stay reachable with their times", async () => {
    const member = await createMember(api);
    const later = await createMenu(api, member, {
      name: "Supper",
      schedule: everyDay(utcTime(3), utcTime(5)),
      nodes: [menuGroup([menuItem({ name: "Night Stew" })])],
    });
    const now = await createMenu(api, member, {
      name: "Served Now",
      schedule: everyDay(utcTime(-1), utcTime(1)),
      nodes: [menuGroup([menuItem({ name: "Day Soup" })])],
    });
    await api.patch(
      `/v1/businesses/${member.businessId}`,
      { config: { timeZone: "UTC", use24HourFormat: true } },
      member.token,
    );
    expect(
      (await api.post(`/v1/businesses/${member.businessId}/publish`, undefined, member.token)).status,
    ).toBe(200);
    const snapshot = await api.get(`/v1/members/${member.memberId}/dashboard`, member.token);
    const url = snapshot.body.business.url as string;

    const html = await (await fetch(`${t.baseUrl}/m/${url}`)).text();
    expect(html).toContain("Day Soup");
    expect(html).not.toContain("Night Stew");
    expect(html).toMatch(new RegExp(`href="/m/${url}/menus/${now.id}" aria-current="page">Served Now`));
    expect(html).toContain(`Supper<small>Served ${utcTime(3)}–${utcTime(5)}</small>`);
    // The canonical address of the page stays the page's, whichever menu it opens on.
    expect(html).toContain(`<link rel="canonical" href="http://menu.test/m/${url}">`);

    const other = await (await fetch(`${t.baseUrl}/m/${url}/menus/${later.id}`)).text();
    expect(other).toContain("Night Stew");

    // The public menus call carries each menu's schedule.
    const publicMenus = await api.get(`/v1/public/businesses/${url}/menus`);
    expect(publicMenus.body.menus.map((menu: { schedule: unknown }) => menu.schedule)).toEqual([
      everyDay(utcTime(3), utcTime(5)),
      everyDay(utcTime(-1), utcTime(1)),
    ]);
  });
});

describe("ordering from a scheduled menu", () => {
  it("refuses items of a menu outside its time, unless the order is scheduled inside it", async () => {
    const business = await createOrderingBusiness(api);
    const start = utcTime(2);
    const end = utcTime(3);
    expect((await setSchedule(business, business.menuId, everyDay(start, end))).status).toBe(200);
    expect(
      (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);

    const now = await placeOrder(api, business, orderBody(business));
    expect(now.status).toBe(400);
    expect(now.body.code).toBe("CLOSED");
    expect(now.body.message).toContain("The Dinner menu is served");

    const inside = new Date(NOW.getTime() + 2.5 * 3_600_000).toISOString();
    const scheduled = await placeOrder(api, business, orderBody(business, { scheduledFor: inside }));
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.status).toBe("SCHEDULED");

    const outside = new Date(NOW.getTime() + 4 * 3_600_000).toISOString();
    const refused = await placeOrder(api, business, orderBody(business, { scheduledFor: outside }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("CLOSED");
    expect(refused.body.message).toContain("Please choose a time when it is served.");

    // A menu served now takes orders at once, as before.
    expect((await setSchedule(business, business.menuId, everyDay(utcTime(-1), utcTime(1)))).status).toBe(
      200,
    );
    await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token);
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
  });
});
