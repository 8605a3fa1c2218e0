import type { Browser, Page } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";

// The kitchen marks an item sold out from the Orders screen (on a phone) or the menu editor, guests' orders are
// refused at once, and it goes back on sale.

const SCREENSHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// A fresh dashboard load and a drawer's items on a machine shared with other runs.
test.describe.configure({ timeout: scaled(180_000) });

async function ownerPage(browser: Browser, business: OrderingBusiness, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(business.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(business.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
  // Asked once on this device for a business taking orders.
  await answerSoundQuestion(page);
  return { page, close: () => context.close() };
}

async function answerSoundQuestion(page: Page) {
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click({ timeout: 60_000 });
}

const soldOutList = async (api: Api, business: OrderingBusiness) =>
  (await api.get(`/v1/businesses/${business.businessId}/sold-out`, business.token)).body as {
    itemId: string;
    until: string;
  }[];

async function openDrawer(page: Page) {
  await page.goto("/app/orders");
  await page.getByRole("button", { name: /^Sold out/ }).click();
  const drawer = page.getByRole("dialog", { name: "Sold out", exact: true });
  await expect(drawer.getByRole("group", { name: "Item Soda" })).toBeVisible({ timeout: 30_000 });
  return drawer;
}

test("the owner marks an item sold out for today from the Orders screen on a phone, and puts it back", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const { page, close } = await ownerPage(browser, business, PHONE);
  try {
    const drawer = await openDrawer(page);
    await expect(drawer.getByText("Nothing is sold out. Guests can order every item.")).toBeVisible();
    const soda = drawer.getByRole("group", { name: "Item Soda" });
    await soda.getByRole("switch", { name: "Sold out: Soda" }).click();
    await page.getByRole("button", { name: "For today" }).click();
    await expect(soda.getByText("Sold out today")).toBeVisible();
    await expect(soda.getByRole("switch", { name: "Sold out: Soda" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Sold out: 1" })).toBeAttached();
    await expect
      .poll(() => soldOutList(api, business))
      .toEqual([expect.objectContaining({ itemId: business.items.soda, until: "today" })]);
    const refused = await placeOrder(api, business, orderBody(business));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "SOLD_OUT" });
    await page.screenshot({ path: `${SCREENSHOTS}/sold-out-drawer-phone.png`, animations: "disabled" });
    // The drawer's width is the phone's: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Closed, the Orders screen's button counts what is sold out.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Sold out: 1" })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/sold-out-orders-phone.png`, animations: "disabled" });
    await page.getByRole("button", { name: "Sold out: 1" }).click();

    await soda.getByRole("switch", { name: "Sold out: Soda" }).click();
    await expect(soda.getByText("Sold out today")).toHaveCount(0);
    await expect(soda.getByRole("switch", { name: "Sold out: Soda" })).not.toBeChecked();
    await expect.poll(() => soldOutList(api, business)).toEqual([]);
    expect((await placeOrder(api, business, orderBody(business))).status).toBe(201);
  } finally {
    await close();
  }
});

test("the menu editor marks an item sold out until turned back on, and the Orders drawer shows it", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const { page, close } = await ownerPage(browser, business, DESKTOP);
  try {
    await page.goto(`/app/biz/${business.businessId}/menus/${business.menuId}`);
    await page.getByRole("button", { name: "More actions for Soda" }).click();
    await expect(page.getByRole("menuitem", { name: "Sold out until I turn it back on" })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/sold-out-editor-desktop.png`, animations: "disabled" });
    await page.getByRole("menuitem", { name: "Sold out until I turn it back on" }).click();
    const row = page.getByRole("group", { name: "Item Soda" });
    await expect(row.getByText("Sold out", { exact: true })).toBeVisible();
    await expect
      .poll(() => soldOutList(api, business))
      .toEqual([expect.objectContaining({ itemId: business.items.soda, until: "manual" })]);

    const drawer = await openDrawer(page);
    await expect(
      drawer.getByRole("group", { name: "Item Soda" }).getByText("Until you turn it back on"),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/sold-out-drawer-desktop.png`, animations: "disabled" });
    await page.keyboard.press("Escape");

    await page.goto(`/app/biz/${business.businessId}/menus/${business.menuId}`);
    await page.getByRole("button", { name: "More actions for Soda" }).click();
    await page.getByRole("menuitem", { name: "Back on sale" }).click();
    await expect(
      page.getByRole("group", { name: "Item Soda" }).getByText("Sold out", { exact: true }),
    ).toHaveCount(0);
    await expect.poll(() => soldOutList(api, business)).toEqual([]);
  } finally {
    await close();
  }
});
