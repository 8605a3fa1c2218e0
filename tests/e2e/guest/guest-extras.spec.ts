import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { WEEKDAYS } from "../../../src/shared/common/constants.ts";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { axeOn } from "../a11y/a11y-helpers.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// The guest page's extras at 390 px, with scripts on and off.

const PHONE = { width: 390, height: 844 };
const SHOTS = "test-results/screenshots";

const dish = (name: string, icons: string[]) =>
  menuItem({
    name,
    description: `${name}, made today`,
    prices: [11],
    icons: icons.map((iconKey) => ({ iconKey })),
  });

async function filteredMenu(request: APIRequestContext) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await createMenu(api, owner, {
    name: "Lunch",
    nodes: [
      menuGroup(
        [
          dish("Peanut Noodles", ["vegan", "peanuts"]),
          dish("Garden Salad", ["vegan", "gluten-free"]),
          dish("Cheese Toast", ["vegetarian", "dairy"]),
        ],
        { name: "Plates" },
      ),
      menuGroup([dish("Mystery Stew", ["spicy"])], { name: "Stews" }),
    ],
  });
  const { url } = await publishBusiness(api, owner);
  return url;
}

/** The "allergens not listed" note of one dish, and every such note shown on the page. */
const noteOf = (page: Page, dish: string) =>
  page.locator(".item", { has: page.getByRole("heading", { name: dish }) }).getByText("Allergens not listed");
const shownNotes = (page: Page) => page.getByText("Allergens not listed").filter({ visible: true });

async function phonePage(browser: Browser, javaScriptEnabled: boolean, width = PHONE.width) {
  const context = await browser.newContext({ viewport: { ...PHONE, width }, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test.describe("diet and allergen filter", () => {
  test("with scripts: ticks filter at once, count, empty groups, clear", async ({ browser, request }) => {
    const url = await filteredMenu(request);
    const { context, page } = await phonePage(browser, true);
    await page.goto(`/m/${url}`);
    await page.getByText("Diet & allergens").click();
    await page.getByRole("checkbox", { name: "Vegan", exact: true }).check();
    await expect(page.getByRole("heading", { name: "Cheese Toast" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Stews" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Stews" })).toBeHidden();
    await expect(page.getByRole("status")).toHaveText("2 items hidden · Clear filter");
    await expect(page).toHaveURL(/\?diet=vegan$/);

    await page.getByRole("checkbox", { name: "Peanuts" }).check();
    await expect(page.getByRole("heading", { name: "Peanut Noodles" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Garden Salad" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("3 items hidden · Clear filter");
    await expect(page).toHaveURL(/\?diet=vegan&avoid=peanuts$/);
    expect((await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/guest-filter-390.png`, fullPage: true });

    // Leave out only: the stew is back, and says its allergens are not listed; so does the salad, whose vegan
    // and gluten-free icons say nothing of peanuts. The cheese toast lists its allergens.
    await page.getByRole("checkbox", { name: "Vegan", exact: true }).uncheck();
    await expect(page.getByRole("heading", { name: "Mystery Stew" })).toBeVisible();
    await expect(noteOf(page, "Mystery Stew")).toBeVisible();
    await expect(noteOf(page, "Garden Salad")).toBeVisible();
    await expect(shownNotes(page)).toHaveCount(2);

    await page.getByRole("link", { name: "Clear filter" }).click();
    await expect(page.getByRole("heading", { name: "Peanut Noodles" })).toBeVisible();
    await expect(page.getByRole("status")).toBeHidden();
    await expect(shownNotes(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/m/${url}$`));
    await context.close();
  });

  test("without scripts: the form applies the filter through the address", async ({ browser, request }) => {
    const url = await filteredMenu(request);
    const { context, page } = await phonePage(browser, false);
    await page.goto(`/m/${url}`);
    await page.getByText("Diet & allergens").click();
    await page.getByRole("checkbox", { name: "Dairy", exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\?avoid=dairy$/);
    await expect(page.getByRole("heading", { name: "Cheese Toast" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Mystery Stew" })).toBeVisible();
    // The salad is vegan, which speaks to dairy: only the stew says its allergens are not listed.
    await expect(noteOf(page, "Mystery Stew")).toBeVisible();
    await expect(shownNotes(page)).toHaveCount(1);
    await expect(page.getByText("1 item hidden")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/guest-filter-390-noscript.png`, fullPage: true });
    await page.getByRole("link", { name: "Clear filter" }).click();
    await expect(page.getByRole("heading", { name: "Cheese Toast" })).toBeVisible();
    await context.close();

    const wide = await phonePage(browser, true, 1280);
    await wide.page.goto(`/m/${url}?diet=vegetarian`);
    await expect(wide.page.getByRole("heading", { name: "Mystery Stew" })).toBeHidden();
    await wide.page.screenshot({ path: `${SHOTS}/guest-filter-1280.png`, fullPage: true });
    await wide.context.close();
  });
});

/** "HH:mm" in UTC, `hours` from now. */
const utcTime = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  return `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
};

test.describe("menus by time of day", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the page opens on the menu served now (script ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      request,
    }) => {
      const api = playwrightApi(request);
      const owner = await registerOwner(request);
      // Read the clock once: a minute may turn between making the menu and reading its label.
      const breakfastTimes = { start: utcTime(4), end: utcTime(6) };
      await createMenu(api, owner, {
        name: "Breakfast",
        schedule: { days: [...WEEKDAYS], ...breakfastTimes },
        nodes: [menuGroup([dish("Pancakes", [])], { name: "Griddle" })],
      });
      await createMenu(api, owner, {
        name: "All Day",
        schedule: { days: [...WEEKDAYS], start: utcTime(-1), end: utcTime(1) },
        nodes: [menuGroup([dish("Club Sandwich", [])], { name: "Sandwiches" })],
      });
      // Open round the clock: what is checked is which menu is served, whatever the hour the test runs at.
      const hours = await api.call("PUT", `/v1/businesses/${owner.businessId}/hours`, {
        token: owner.token,
        body: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      });
      expect(hours.status).toBe(200);
      await updateBusiness(api, owner, {
        orderingEnabled: true,
        config: { timeZone: "UTC", use24HourFormat: true, pickUpOrders: true, ordersInAdvance: true },
      });
      const { url } = await publishBusiness(api, owner);
      const { context, page } = await phonePage(browser, javaScriptEnabled);
      await page.goto(`/m/${url}`);
      await expect(page.getByRole("heading", { name: "Club Sandwich" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^All Day/ })).toHaveAttribute("aria-current", "page");
      const breakfast = page.getByRole("link", { name: /^Breakfast/ });
      await expect(breakfast).toContainText(`Served ${breakfastTimes.start}–${breakfastTimes.end}`);
      if (javaScriptEnabled) await page.screenshot({ path: `${SHOTS}/guest-served-now-390.png` });
      await breakfast.click();
      await expect(page.getByRole("heading", { name: "Pancakes" })).toBeVisible();
      // Not served now: the menu says when it is before anything goes in a cart, and its Add buttons say so.
      const notice = `Served ${breakfastTimes.start}–${breakfastTimes.end} · Order ahead for a time it is served.`;
      await expect(page.getByText(notice)).toBeVisible();
      if (javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Add Pancakes" })).toHaveAccessibleDescription(notice);
        await page.screenshot({ path: `${SHOTS}/guest-not-served-390.png` });
      } else {
        await expect(page.getByRole("button", { name: "Add Pancakes" })).toBeHidden();
        await page.screenshot({ path: `${SHOTS}/guest-not-served-390-noscript.png` });
      }
      await context.close();
    });
  }

  test("the owner sets when a menu is served in the editor", async ({ page, login, owner, request }) => {
    const api = playwrightApi(request);
    const menu = await createMenu(api, owner, { name: "Lunch" });
    await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
    await page.getByRole("switch", { name: "Served at set times" }).check();
    // Mantine's chips keep their checkbox out of sight; the guest-facing part is the label.
    await page.getByText("Sat", { exact: true }).click();
    await page.getByText("Sun", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Sun" })).not.toBeChecked();
    await expect(page.getByText("Guests read “Served Mon–Fri 11:00 AM–3:00 PM”.")).toBeVisible();
    await expect(page.getByTestId("save-status")).toHaveText("changes saved");
    await expect
      .poll(async () => {
        const response = await request.get(`/v1/ilmenus?menuId=${menu.id}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
        return (await response.json()).schedule;
      })
      .toEqual({ days: WEEKDAYS.slice(0, 5), start: "11:00", end: "15:00" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText("Served at set times").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-schedule-1280.png` });
    await page.setViewportSize(PHONE);
    await page.getByText("Served at set times").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-schedule-390.png` });
  });
});
