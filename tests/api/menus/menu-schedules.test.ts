import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import {
  ALL_DAY_HOURS,
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Menus by time of day, through the real API, guest page and orders.

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

// ── On a clock of the test's own: nights, daylight-saving changes, languages ─────────────────────────────────

/** The app's clock: every guest page and order below is judged at this instant. */
let clockNow = new Date("2027-01-15T12:00:00Z");
let clocked: TestApp;
let capi: Api;
beforeAll(async () => {
  clocked = await startTestApp({ clock: () => clockNow });
  capi = createApi(clocked.baseUrl);
});
afterAll(() => clocked.close());

const ZONE = "America/New_York";

/** The reference: a schedule read straight from the local weekday and time Intl gives for the instant. */
function referenceServed(schedule: { days: string[]; start: string; end: string }, at: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  const day = WEEKDAYS.indexOf(part("weekday").toLowerCase() as (typeof WEEKDAYS)[number]);
  const minute = Number(part("hour")) * 60 + Number(part("minute"));
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const start = toMinutes(schedule.start);
  const end = toMinutes(schedule.end);
  const isOn = (offset: number) => schedule.days.includes(WEEKDAYS[(day + 7 + offset) % 7] as string);
  if (start < end) return isOn(0) && minute >= start && minute < end;
  // Overnight (or all day when equal): the evening of a named day, and the small hours after it.
  return (isOn(0) && minute >= start) || (isOn(-1) && minute < end);
}

/** An ordering business in New York with two menus: Dinner (its pizza and soda) and Early (toast). */
async function newYorkBusiness(
  dinner: { days: string[]; start: string; end: string },
  early: { days: string[]; start: string; end: string },
  config: Record<string, unknown> = {},
) {
  const business = await createOrderingBusiness(capi);
  const toast = menuItem({ name: "Early Toast", prices: [4] });
  const second = await createMenu(capi, business, { name: "Early", nodes: [menuGroup([toast])] });
  const must = async (response: Promise<{ status: number; body: unknown }>) => {
    const answer = await response;
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  };
  await must(
    capi.put(
      `/v1/businesses/${business.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone: ZONE },
      business.token,
    ),
  );
  await must(capi.patch(`/v1/businesses/${business.businessId}`, { config }, business.token));
  for (const [id, schedule] of [
    [business.menuId, dinner],
    [second.id, early],
  ] as const) {
    const current = await capi.get(`/v1/ilmenus?menuId=${id}`, business.token);
    await must(capi.put("/v1/menus", { id, version: current.body.version, schedule }, business.token));
  }
  await must(capi.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token));
  const dashboard = await capi.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  return { business, earlyId: second.id, url: dashboard.body.business.url as string };
}

/** Which menu the page opens on at the clock's instant (its tab marked current). */
async function openingMenu(url: string, query = "") {
  const html = await (await fetch(`${clocked.baseUrl}/m/${url}${query}`)).text();
  return { name: /aria-current="page">([^<]+)/.exec(html)?.[1] ?? null, html };
}

const urlOf = async (business: OrderingBusiness) =>
  (await capi.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;

const sodaOrder = (business: OrderingBusiness, extra: Record<string, unknown> = {}) =>
  orderBody(business, {
    items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
    ...extra,
  });

describe("schedules on the app's clock, in New York", () => {
  it("serves an overnight menu from the evening of its days into the next morning, and orders follow", async () => {
    const late = { days: ["friday", "saturday"], start: "22:00", end: "02:00" };
    const { business, url } = await newYorkBusiness(late, {
      days: [...WEEKDAYS],
      start: "06:00",
      end: "11:00",
    });
    // January: New York is on EST (UTC−5) throughout.
    const cases: [string, boolean][] = [
      ["2027-01-15T02:59:00Z", false], // Thu 21:59
      ["2027-01-15T03:00:00Z", false], // Thu 22:00: Thursday is not a day of it
      ["2027-01-16T03:00:00Z", true], // Fri 22:00
      ["2027-01-16T06:59:00Z", true], // Sat 01:59, Friday's night
      ["2027-01-16T07:00:00Z", false], // Sat 02:00: over
      ["2027-01-17T06:30:00Z", true], // Sun 01:30, Saturday's night
      ["2027-01-18T06:30:00Z", false], // Mon 01:30: Sunday is not a day of it
    ];
    for (const [instant, isServed] of cases) {
      clockNow = new Date(instant);
      expect(referenceServed(late, clockNow), instant).toBe(isServed);
      const { name, html } = await openingMenu(url, `?at=${instant}`);
      expect(name, instant).toBe(isServed ? "Dinner" : clockNow.getUTCHours() >= 11 ? "Early" : "Dinner");
      // A menu not served now says when it is, and its Add buttons point to that.
      if (name === "Dinner" && !isServed) {
        expect(html).toContain(
          `<p class="served" id="sv-${business.menuId}">Served Fri, Sat 10:00 PM–2:00 AM · Order ahead for a time it is served.</p>`,
        );
        expect(html).toContain(`aria-describedby="sv-${business.menuId}"`);
      }
      if (isServed) expect(html).not.toContain('class="served"');
      const order = await placeOrder(capi, business, sodaOrder(business));
      expect(order.status, `${instant} ${JSON.stringify(order.body)}`).toBe(isServed ? 201 : 400);
      if (!isServed) {
        expect(order.body.code).toBe("CLOSED");
        expect(order.body.message).toBe(
          "The Dinner menu is served Fri, Sat 10:00 PM–2:00 AM. Please order it then, or schedule the order for that time.",
        );
      }
    }

    // Refused on Monday night, taken when scheduled inside Friday's night (Sat 00:30 EST), refused outside it.
    clockNow = new Date("2027-01-18T06:30:00Z");
    const inside = await placeOrder(
      capi,
      business,
      sodaOrder(business, { scheduledFor: "2027-01-23T05:30:00Z" }),
    );
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(inside.body.status).toBe("SCHEDULED");
    const outside = await placeOrder(
      capi,
      business,
      sodaOrder(business, { scheduledFor: "2027-01-23T07:30:00Z" }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain("Please choose a time when it is served.");

    // Without orders in advance the menu cannot be ordered until it is served: it says so and has no Add buttons.
    await capi.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { ordersInAdvance: false } },
      business.token,
    );
    await capi.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token);
    const { html } = await openingMenu(url, "?advance=off");
    expect(html).toContain(
      `<p class="served" id="sv-${business.menuId}">Served Fri, Sat 10:00 PM–2:00 AM · You can order from it then.</p>`,
    );
    expect(html).not.toContain("data-add=");
    clockNow = new Date("2027-01-23T04:00:00Z"); // Fri 23:00: served, and orderable at once again
    const served = await openingMenu(url, "?advance=off-served");
    expect(served.html).toContain(`data-add="${business.items.soda}"`);
    expect(served.html).not.toContain('class="served"');
  });

  it("follows New York's clock across both daylight-saving changes, minute for minute with the reference", async () => {
    const night = { days: [...WEEKDAYS], start: "23:00", end: "03:00" };
    const early = { days: [...WEEKDAYS], start: "03:00", end: "10:00" };
    const { business, url } = await newYorkBusiness(night, early, { use24HourFormat: true });
    // 14 March 2027 at 02:00 EST the clocks go to 03:00 EDT (07:00Z); 7 November at 02:00 EDT back to 01:00 EST
    // (06:00Z). Night is served 04:00Z–07:00Z on the first (three hours), 03:00Z–08:00Z on the second (five).
    const nights = [
      { from: Date.parse("2027-03-14T02:00:00Z"), served: ["2027-03-14T04:00:00Z", "2027-03-14T07:00:00Z"] },
      { from: Date.parse("2027-11-07T01:00:00Z"), served: ["2027-11-07T03:00:00Z", "2027-11-07T08:00:00Z"] },
    ];
    for (const { from, served } of nights) {
      const [start, end] = served.map(Date.parse) as [number, number];
      // Every 10 minutes for 9 hours, and the minutes either side of each change.
      const instants = new Set<number>();
      for (let at = from; at <= from + 9 * 3_600_000; at += 10 * 60_000) instants.add(at);
      for (const edge of [start, end]) for (const offset of [-60_000, 0, 60_000]) instants.add(edge + offset);
      for (const at of [...instants].sort((a, b) => a - b)) {
        clockNow = new Date(at);
        const isServed = referenceServed(night, clockNow);
        // The reference agrees with the change of clocks written out above.
        expect(isServed, clockNow.toISOString()).toBe(at >= start && at < end);
        const expected = isServed ? "Dinner" : referenceServed(early, clockNow) ? "Early" : "Dinner";
        const { name } = await openingMenu(url, `?at=${at}`);
        expect(name, clockNow.toISOString()).toBe(expected);
      }
      // Orders half an hour either side of the night's end, and one scheduled into the next night (the
      // offset changed between the two: 01:30 EDT in March, 23:30 EST in November).
      clockNow = new Date(end - 30 * 60_000);
      expect((await placeOrder(capi, business, sodaOrder(business))).status).toBe(201);
      clockNow = new Date(end + 30 * 60_000);
      const refused = await placeOrder(capi, business, sodaOrder(business));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        "The Dinner menu is served 23:00–03:00. Please order it then, or schedule the order for that time.",
      );
      const ahead = await placeOrder(
        capi,
        business,
        sodaOrder(business, { scheduledFor: new Date(start + 24 * 3_600_000 + 90 * 60_000).toISOString() }),
      );
      expect(ahead.status, JSON.stringify(ahead.body)).toBe(201);
    }
  });
});

describe("refusals in the guest's language", () => {
  let business: OrderingBusiness;
  beforeAll(async () => {
    business = await createOrderingBusiness(capi);
    const current = await capi.get(`/v1/ilmenus?menuId=${business.menuId}`, business.token);
    const saved = await capi.put(
      "/v1/menus",
      {
        id: business.menuId,
        version: current.body.version,
        schedule: {
          days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
          start: "11:00",
          end: "15:00",
        },
        translations: { fr: { name: "Dîner" }, ar: { name: "العشاء" } },
      },
      business.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await capi.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { languages: ["en", "fr", "ar", "es"], use24HourFormat: true } },
      business.token,
    );
    expect(
      (await capi.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
    ).toBe(200);
  });

  const order = (lang: string | null, body: unknown) =>
    capi.call("POST", `/v1/public/businesses/${business.businessId}/orders${lang ? `?lang=${lang}` : ""}`, {
      body,
      headers: { "idempotency-key": `lang-${Math.random().toString(36).slice(2)}` },
    });

  it("says why an order is refused in the language of the guest's page, English without one", async () => {
    clockNow = new Date("2027-01-16T20:00:00Z"); // a Saturday evening in UTC: the menu is served on weekdays
    const french = await order("fr", sodaOrder(business));
    expect(french.status).toBe(400);
    expect(french.body.code).toBe("CLOSED");
    expect(french.body.message).toBe(
      "La carte Dîner est servie lun.–ven. 11:00–15:00. Veuillez la commander à ce moment-là, ou programmer la commande pour cette heure.",
    );
    const arabic = await order("ar", sodaOrder(business));
    expect(arabic.body.message).toMatch(
      /^تُقدَّم قائمة العشاء .+ 11:00–15:00\. يرجى طلبها حينها، أو جدولة الطلب لذلك الوقت\.$/,
    );
    // The Arabic page says it too, the times in the sentence's logical order: a right-to-left reader meets the
    // start first, at the right (as Intl's Arabic time ranges read).
    const arabicPage = await (await fetch(`${clocked.baseUrl}/m/${await urlOf(business)}?lang=ar`)).text();
    expect(arabicPage).toMatch(
      new RegExp(`<p class="served" id="sv-${business.menuId}">يُقدَّم [^<]+ 11:00–15:00 · اطلب مسبقًا`),
    );
    const english = await order(null, sodaOrder(business));
    expect(english.body.message).toBe(
      "The Dinner menu is served Mon–Fri 11:00–15:00. Please order it then, or schedule the order for that time.",
    );
    // A language we have no words for reads English; a malformed one is refused and changes nothing.
    expect((await order("ja", sodaOrder(business))).body.message).toBe(english.body.message);
    const bad = await order("fr_FR", sodaOrder(business));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
    expect(bad.body.message).not.toMatch(/internal/i);

    // The checkout's price call carries the same sentence in its problems, and other refusals too.
    const priced = await capi.post(`/v1/public/businesses/${business.businessId}/orders/price?lang=fr`, {
      type: "PICKUP",
      items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
    });
    expect(priced.status).toBe(200);
    expect(priced.body.problems).toEqual([{ code: "CLOSED", message: french.body.message }]);
    clockNow = new Date("2027-01-18T12:00:00Z"); // Monday noon: served
    const sizeless = await order("es", {
      ...sodaOrder(business),
      items: [{ menuId: business.menuId, itemId: business.items.pizza, quantity: 1 }],
    });
    expect(sizeless.status).toBe(400);
    expect(sizeless.body.message).toBe("Elija un tamaño para “Margherita”.");
    const tooSoon = await order("fr", sodaOrder(business, { scheduledFor: "2027-01-17T12:00:00Z" }));
    expect(tooSoon.body.message).toBe("Veuillez choisir une heure plus tardive.");
    expect((await order("fr", sodaOrder(business))).status).toBe(201);
  });
});
