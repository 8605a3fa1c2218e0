import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import {
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  publishBusiness,
  updateBusiness,
} from "../../helpers/factories.ts";
import { axeOn } from "../a11y/a11y-helpers.ts";
import { playwrightApi, registerOwner } from "../fixtures.ts";

// The guest's page at 390 px, with scripts on and off.

const XSS = "<script>alert(1)</script><img src=x onerror=alert(1)>";
const PHONE = { width: 390, height: 844 };

/** An item as the guest page tests want it: a description from its name, one price. */
const item = (name: string, extra: Parameters<typeof menuItem>[0] = {}) =>
  menuItem({ name, description: `${name}, made fresh every day`, prices: [12], ...extra });

const ALL_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { open: true, hours: [{ start: "00:00", end: "00:00" }] },
  ]),
);

/** A published business with two menus, one item with options, the hostile name, hours and Order Now. */
async function publishedPage(request: APIRequestContext) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await createMenu(api, owner, {
    name: "Lunch",
    details: "Served 11 to 3",
    nodes: [
      menuGroup(
        [
          item("Garden Salad", {
            prices: [9, 13],
            sizes: ["Half", "Full"],
            icons: [{ iconKey: "vegan" }],
            modifiers: [
              modifierGroup([modifierEntry({ name: "Grilled chicken", price: 4 })], { name: "Add protein" }),
            ],
            extras: "Dressing on the side on request",
          }),
          item(XSS),
        ],
        { name: "Salads" },
      ),
      menuGroup([item("Tomato Soup")], { name: "Soups" }),
    ],
  });
  const dinner = await createMenu(api, owner, {
    name: "Dinner Specials",
    nodes: [menuGroup([item("Braised Short Rib")], { name: "Mains" })],
  });
  await updateBusiness(api, owner, {
    config: {
      hours: JSON.stringify(ALL_DAY),
      timeZone: "America/Chicago",
      orderNowButton: true,
      orderNowPhone: "5125550123",
    },
  });
  const { url } = await publishBusiness(api, owner);
  return { owner, url, dinnerId: dinner.id };
}

async function phonePage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  page.on("dialog", () => {
    throw new Error("an owner's text ran as script");
  });
  return { context, page };
}

test("with scripts: tabs, item modal, hours modal, Order Now, no axe violations", async ({
  browser,
  request,
}) => {
  const { url } = await publishedPage(request);
  const { context, page } = await phonePage(browser, true);
  await page.goto(`/m/${url}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Salads" })).toBeVisible();
  await expect(page.getByText(XSS, { exact: true })).toBeVisible();

  // Item details modal.
  await page.getByRole("heading", { name: "Garden Salad" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Garden Salad" });
  await expect(itemDialog).toBeVisible();
  await expect(itemDialog.getByText("Grilled chicken")).toBeVisible();
  await expect(itemDialog.getByText("Dressing on the side on request")).toBeVisible();
  await itemDialog.getByRole("button", { name: "Close" }).click();
  await expect(itemDialog).toBeHidden();

  // Hours modal.
  await page.getByText(/^Open until/).click();
  const hoursDialog = page.getByRole("dialog", { name: "Opening hours" });
  await expect(hoursDialog.getByRole("rowheader", { name: "Wednesday" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(hoursDialog).toBeHidden();

  await expect(page.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "tel:5125550123");

  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Menu tabs.
  await page.getByRole("link", { name: "Dinner Specials" }).click();
  await expect(page.getByRole("heading", { name: "Braised Short Rib" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dinner Specials" })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: "test-results/screenshots/guest-page-390.png", fullPage: true });
  await context.close();
});

test("without scripts: the whole menu, hours and options are readable", async ({ browser, request }) => {
  const { url } = await publishedPage(request);
  const { context, page } = await phonePage(browser, false);
  await page.goto(`/m/${url}`);
  await expect(page.getByRole("heading", { name: "Garden Salad" })).toBeVisible();
  await expect(page.getByText("Half")).toBeVisible();
  await expect(page.getByText(XSS, { exact: true })).toBeVisible();
  // Disclosures stand in for the modals.
  await page.getByText(/^Open until/).click();
  await expect(page.getByRole("rowheader", { name: "Wednesday" })).toBeVisible();
  await page.getByText("Options and details").click();
  await expect(page.getByText("Grilled chicken")).toBeVisible();
  await expect(page.getByRole("link", { name: "Order Now" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/guest-page-390-noscript.png", fullPage: true });
  await context.close();
});

test("the URL hash picks a menu by its name", async ({ browser, request }) => {
  const { url } = await publishedPage(request);
  const { context, page } = await phonePage(browser, true);
  await page.goto(`/m/${url}#dinner-specials`);
  await expect(page).toHaveURL(/\/menus\//);
  await expect(page.getByRole("heading", { name: "Braised Short Rib" })).toBeVisible();
  await context.close();
});

test("an unpublished link and an unknown one", async ({ browser, request }) => {
  const { owner, url } = await publishedPage(request);
  await request.post(`/v1/businesses/${owner.businessId}/unpublish`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const { context, page } = await phonePage(browser, true);
  const gone = await page.goto(`/m/${url}`);
  expect(gone?.status()).toBe(402);
  await expect(
    page.getByRole("heading", { name: "We're sorry! This link is no longer available." }),
  ).toBeVisible();
  const unknown = await page.goto("/m/no-such-menu-here");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Can't find that page." })).toBeVisible();
  await context.close();
});
