import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { createMenu as createMenuThroughApi, menuGroup, menuItem } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, type Owner, playwrightApi, test } from "../fixtures.ts";
import { auth, createMenu, patchBusiness, publishThroughApi } from "../settings/settings-helpers.ts";

// Every dashboard route of src/web/router.tsx, on a 390 px phone and a 1280 px laptop, is no wider
// than the screen (a page wider than the phone scrolls sideways: fields shrink to a letter, closing times sit off
// screen) and cuts no button, badge or tab label short. Each route is also photographed to
// test-results/phone-layout/ for people to look at.
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
const DIR = "test-results/phone-layout";
mkdirSync(DIR, { recursive: true });

interface Route {
  name: string;
  path: string;
  /** Something that shows the screen has rendered its content (not only the shell). */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
  /** A step after the page renders, such as opening an item in the editor. */
  afterLoad?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name, level: 1 });
const tab = (name: string) => (page: Page) => page.getByRole("tab", { name, selected: true });

/**
 * How much wider than the viewport the document is, with the elements that stick out, and every text cut short:
 * a label, button, tab, link, table cell or input whose text (an input's value too) is wider than its box
 * ("Sides & Drinl", "Queso Fun…", "Veget…"), and a strip that scrolls sideways without showing that it does
 * ("Site Se", an "Actions" column past the edge). A label that does not fit says nothing.
 */
async function layoutProblemsOf(page: Page, width: number) {
  return page.evaluate((viewport) => {
    const describe = (element: Element) => {
      const text =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
          ? element.value || element.placeholder
          : element.textContent?.trim();
      const name = element.getAttribute("aria-label") ?? "";
      return `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 50)} ${
        name ? `[${name.slice(0, 40)}] ` : ""
      }"${(text ?? "").slice(0, 40)}"`;
    };
    const visible = (element: HTMLElement) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const sticking = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => element.getBoundingClientRect().right > viewport + 1 && visible(element))
      .slice(-6)
      .map(describe);
    // What a person reads or types into: its text must fit its own box.
    const TEXT_HOLDERS = [
      "label",
      "button",
      "a",
      "th",
      "td",
      "[role=tab]",
      "[role=button]",
      "[role=option]",
      "input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=hidden])",
      "select",
      ".mantine-Button-label",
      ".mantine-Badge-root",
      ".mantine-Badge-label",
      ".mantine-Tabs-tabLabel",
      ".mantine-NavLink-label",
      ".mantine-InputWrapper-label",
      ".mantine-Text-root",
      ".mantine-Title-root",
    ].join(", ");
    const textHolders = Array.from(document.body.querySelectorAll<HTMLElement>(TEXT_HOLDERS));
    // Any element that hides what does not fit behind an ellipsis or a line clamp is cutting text too.
    const clipping = Array.from(document.body.querySelectorAll<HTMLElement>("*")).filter((element) => {
      const style = getComputedStyle(element);
      return style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
    });
    // Helpers for screen readers sit in a 1 px clipped box: they are not meant to be seen.
    const isScreenReaderOnly = (element: HTMLElement) => {
      for (let at: HTMLElement | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    // A field's text (its value, else its placeholder) measured in the field's own font, beside its padding
    // (where a left or right section sits).
    const context = document.createElement("canvas").getContext("2d");
    const fieldTextCut = (element: HTMLElement) => {
      if (!(element instanceof HTMLInputElement) || !context) return false;
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.value || element.placeholder;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room + 1;
    };
    const cut = Array.from(new Set([...textHolders, ...clipping]))
      .filter((element) => {
        if (!visible(element)) return false;
        // A label squeezed to nothing beside its icon is cut too (its box is 0 px wide, its text is not).
        const isCut = element.scrollWidth > element.clientWidth + 1 || fieldTextCut(element);
        return isCut && !isScreenReaderOnly(element);
      })
      .map(describe);
    // A strip wider than its box that scrolls sideways (tab bars, tables): what lies past the edge is hidden
    // unless the strip says so (a fade or an arrow, marked data-scroll-hint).
    const hiddenSideways = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => {
        if (!visible(element) || element.clientWidth === 0) return false;
        const overflowX = getComputedStyle(element).overflowX;
        if (overflowX !== "auto" && overflowX !== "scroll") return false;
        if (element.scrollWidth <= element.clientWidth + 1) return false;
        return element.closest("[data-scroll-hint]") === null;
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, sticking, cut, hiddenSideways };
  }, width);
}

/**
 * The widest data each screen shows, made through the API; the ids the routes open. A guest's rating only when
 * asked: the server takes five ratings in ten minutes from one address, and every test here comes from the same one.
 */
async function ownerWithWidestData(request: APIRequestContext, owner: Owner, { rated = false } = {}) {
  const menu = await createMenu(request, owner, "Dinner");
  // The names an owner really types, wider than a phone's field: they must wrap, never be cut.
  const longNames = await createMenuThroughApi(playwrightApi(request), owner, {
    name: "Lunch",
    nodes: [
      menuGroup(
        [
          menuItem({
            name: "Queso Fundido with Roasted Poblano and Chorizo",
            description: "Melted Oaxaca cheese, warm tortillas",
            prices: [11],
          }),
        ],
        { name: "Sides & Drinks for the Whole Table" },
      ),
    ],
  });
  // Pacing on, so the Ordering tab shows its limits' boxes filled.
  await patchBusiness(request, owner, {
    orderingEnabled: true,
    config: { allowFeedback: true, slotCapacity: { minutes: 15, maxOrders: 4, maxItems: 12 } },
  });
  const headers = auth(owner);
  // The widest data each screen shows: two intervals every day, a customer, a review, a QR code, a saved version,
  // a printer with its long server URL.
  const day = {
    open: true,
    hours: [
      { start: "11:30", end: "14:30" },
      { start: "17:30", end: "23:30" },
    ],
  };
  const hours = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day]));
  const calls = [
    request.put(`/v1/businesses/${owner.businessId}/hours`, { headers, data: { hours } }),
    request.post("/v1/customers", {
      headers,
      data: { businessId: owner.businessId, name: "Margaret Hamilton-Whitfield", phone: "4155550123" },
    }),
    request.post(`/v1/businesses/${owner.businessId}/revision`, { headers }),
    request.post(`/v1/businesses/${owner.businessId}/printers`, {
      headers,
      data: { name: "Kitchen pass by the wood oven", paper: 80, printOn: "accept", copies: 2 },
    }),
  ];
  for (const call of calls) expect((await call).status()).toBeLessThan(300);
  // A website page with a long title, so the pages list and the page editor show their widest row.
  const websitePage = await request.post(`/v1/businesses/${owner.businessId}/pages`, {
    headers,
    data: { title: "Private events and celebrations", body: "## Book the room\n\n- Up to forty guests" },
  });
  expect(websitePage.status(), await websitePage.text()).toBe(201);
  const websitePageId = (await websitePage.json()).id as string;
  const published = await publishThroughApi(request, owner);
  if (rated) {
    const rating = await request.post(`/v1/public/businesses/${owner.businessId}/ratings`, {
      data: { name: "Ada", message: "The burrata alone is worth the trip across town.", score: 5 },
    });
    expect(rating.status()).toBe(201);
  }
  const qr = await request.post(`/v1/qrcodes?token=${owner.token}`, {
    data: {
      memberId: owner.memberId,
      locationId: owner.businessId,
      name: "Table tents",
      type: "online-menu",
      url: published.url,
    },
  });
  expect(qr.status(), await qr.text()).toBe(201);
  return { menuId: menu.id, longNamesId: longNames.id, websitePageId };
}

/** Pauses orders for 30 minutes and adds 15 busy minutes: the header shows both on every screen. */
async function pauseAndSlow(request: APIRequestContext, owner: Owner) {
  for (const [path, data] of [
    ["pause", { minutes: 30 }],
    ["busy", { extraMinutes: 15 }],
  ] as const) {
    const changed = await request.put(`/v1/businesses/${owner.businessId}/ordering/${path}`, {
      headers: auth(owner),
      data,
    });
    expect(changed.status()).toBe(200);
  }
}

/** Every dashboard route, with the data of ownerWithWidestData. */
function routesOf(
  biz: string,
  { menuId, longNamesId, websitePageId }: Awaited<ReturnType<typeof ownerWithWidestData>>,
) {
  const settingsTabs = [
    ["location", "Location"],
    ["hours", "Business Hours"],
    ["site-settings", "Site Settings"],
    ["ordering", "Ordering"],
    ["payments", "Payments"],
    ["notifications", "Notifications"],
    ["printers", "Printers"],
    ["status", "Status"],
    ["announcements", "Announcements"],
    ["languages", "Languages"],
    ["seo", "SEO"],
    ["saved-versions", "Saved Versions"],
  ] as const;
  const routes: Route[] = [
    { name: "places", path: "/places", ready: (page) => page.getByRole("heading", { level: 1 }) },
    { name: "onboard", path: "/onboard", ready: (page) => page.getByRole("heading", { level: 1 }) },
    { name: "adm", path: "/adm", ready: (page) => page.getByRole("heading", { level: 1 }) },
    { name: "menus", path: `/app/biz/${biz}/menus`, ready: heading("Menus") },
    { name: "menu-new", path: `/app/biz/${biz}/menus/new`, ready: heading("New Menu") },
    { name: "menu-editor", path: `/app/biz/${biz}/menus/${menuId}`, ready: heading("Dinner") },
    {
      name: "menu-editor-item-open",
      path: `/app/biz/${biz}/menus/${menuId}`,
      ready: heading("Dinner"),
      afterLoad: async (page) => {
        await page.getByRole("button", { name: "Edit Burrata" }).click();
        await expect(page.getByRole("button", { name: "Done editing" })).toBeVisible();
      },
    },
    {
      name: "menu-editor-long-names",
      path: `/app/biz/${biz}/menus/${longNamesId}`,
      ready: heading("Lunch"),
    },
    {
      name: "menu-editor-icon-picker",
      path: `/app/biz/${biz}/menus/${longNamesId}`,
      ready: heading("Lunch"),
      afterLoad: async (page) => {
        await page.getByRole("button", { name: /^Edit Queso Fundido/ }).click();
        await page.getByRole("button", { name: "Add icons" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expect(page.getByRole("button", { name: "Vegetarian" })).toBeVisible();
      },
    },
    { name: "menu-import", path: `/app/biz/${biz}/menus/import`, ready: heading("Import a menu") },
    { name: "orders", path: "/app/orders", ready: heading("Orders") },
    {
      // Paused and busy: the header's reminder and the Service menu, open.
      name: "orders-paused-busy",
      path: "/app/orders",
      ready: heading("Orders"),
      afterLoad: async (page) => {
        const service = page.getByRole("main").getByRole("button", { name: /^Paused until/ });
        await expect(service).toBeVisible({ timeout: 30_000 });
        await service.click();
        await expect(page.getByRole("menuitem", { name: "Resume orders" })).toBeVisible();
      },
    },
    {
      name: "orders-sold-out",
      path: "/app/orders",
      ready: heading("Orders"),
      afterLoad: async (page) => {
        await page.getByRole("button", { name: /^Sold out/ }).click();
        await expect(page.getByRole("group", { name: /^Item / }).first()).toBeVisible({ timeout: 30_000 });
      },
    },
    { name: "order", path: "/app/orders/nope", ready: heading("Orders") },
    { name: "kitchen", path: "/app/kitchen", ready: heading("Kitchen") },
    { name: "appearance", path: "/app/designs", ready: heading("Appearance") },
    { name: "customers", path: "/app/customers", ready: tab("Overview") },
    { name: "customers-reviews", path: "/app/customers?tab=reviews", ready: tab("Reviews") },
    { name: "qrcodes", path: "/app/qrcodes", ready: heading("QR codes") },
    ...settingsTabs.map(([value, label]) => ({
      name: `settings-${value}`,
      path: `/app/settings/${value}`,
      ready: tab(label),
    })),
    { name: "website", path: "/app/website", ready: heading("Website") },
    { name: "website-pages", path: "/app/website/pages", ready: heading("Website pages") },
    { name: "website-new-page", path: "/app/website/pages/new", ready: heading("New page") },
    {
      name: "website-page-editor",
      path: `/app/website/pages/${websitePageId}`,
      ready: heading("Private events and celebrations"),
    },
    { name: "app-not-found", path: "/app/no-such-screen", ready: (page) => page.getByRole("heading") },
    { name: "account-general", path: "/settings/general", ready: tab("General") },
    { name: "account-subs", path: "/settings/subs", ready: tab("Subscription") },
    { name: "account-security", path: "/settings/security", ready: tab("Security") },
  ];
  return routes;
}

// The routes in three groups, each a test per screen size, run side by side: one test of all the routes took
// minutes on a busy machine. The second and third groups see the business paused and busy, as in a service.
const GROUPS: { name: string; paused: boolean; routes: string[] }[] = [
  {
    name: "menus and orders",
    paused: false,
    routes: [
      "places",
      "onboard",
      "adm",
      "menus",
      "menu-new",
      "menu-editor",
      "menu-editor-item-open",
      "menu-editor-long-names",
      "menu-editor-icon-picker",
      "menu-import",
      "orders",
    ],
  },
  {
    name: "service, customers and website",
    paused: true,
    routes: [
      "orders-paused-busy",
      "orders-sold-out",
      "order",
      "kitchen",
      "appearance",
      "customers",
      "customers-reviews",
      "qrcodes",
      "website",
      "website-pages",
      "website-new-page",
      "website-page-editor",
      "app-not-found",
    ],
  },
  // A name ending in "-" takes every route it begins.
  { name: "settings and account", paused: true, routes: ["settings-", "account-"] },
];

const inGroup = (group: (typeof GROUPS)[number], route: Route) =>
  group.routes.some((name) => (name.endsWith("-") ? route.name.startsWith(name) : route.name === name));
// A route added to routesOf but to no group would never be checked.
const ungrouped = routesOf("b", { menuId: "m", longNamesId: "l", websitePageId: "p" })
  .filter((route) => !GROUPS.some((group) => inGroup(group, route)))
  .map((route) => route.name);
if (ungrouped.length > 0) throw new Error(`Routes in no group: ${ungrouped.join(", ")}`);

test.describe.configure({ mode: "parallel", timeout: scaled(180_000) });

for (const viewport of VIEWPORTS) {
  for (const group of GROUPS) {
    test(`the dashboard's ${group.name} fit ${viewport.width} px`, async ({
      page,
      login,
      owner,
      request,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const rated = group.routes.includes("customers-reviews");
      const ids = await ownerWithWidestData(request, owner, { rated });
      const routes = routesOf(owner.businessId, ids).filter((route) => inGroup(group, route));
      if (group.paused) await pauseAndSlow(request, owner);

      // A Wednesday, in UTC and in the Americas alike: the hours tab marks the longest day name as today.
      const wednesday = new Date();
      wednesday.setUTCDate(wednesday.getUTCDate() + ((3 - wednesday.getUTCDay() + 7) % 7));
      wednesday.setUTCHours(20, 0, 0, 0);
      await page.clock.setFixedTime(wednesday);
      await login();
      // The sound prompt of an ordering business would sit over the editor's items: answered once, as an owner does.
      await page.getByRole("button", { name: "No sound" }).click();
      const problems: string[] = [];
      for (const route of routes) {
        await test.step(route.name, async () => {
          await page.goto(route.path);
          // Room for a lazy screen's chunk and data on a machine shared with other runs.
          await expect(route.ready(page).first()).toBeVisible({ timeout: 30_000 });
          await route.afterLoad?.(page);
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: `${DIR}/${route.name}-${viewport.name}.png`,
            fullPage: true,
            animations: "disabled",
          });
          const { scrollWidth, sticking, cut, hiddenSideways } = await layoutProblemsOf(page, viewport.width);
          if (scrollWidth > viewport.width) {
            problems.push(`${route.path} is ${scrollWidth} px wide: ${sticking.join(", ")}`);
          }
          if (cut.length > 0) problems.push(`${route.name} cuts text short: ${cut.join(", ")}`);
          if (hiddenSideways.length > 0) {
            problems.push(`${route.name} hides content sideways: ${hiddenSideways.join(", ")}`);
          }
        });
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
}
