import type { Browser } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";

// The owner pauses new orders from the Orders screen on a phone; a guest's open menu page shows the banner and
// loses its Add buttons as the change is pushed to it, and gets them back after Resume.

const SCREENSHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.describe.configure({ timeout: scaled(300_000) });

const apiOf = (baseURL: string | undefined): Api => createApi(baseURL ?? "http://127.0.0.1:3100");

async function ownerOnOrders(browser: Browser, business: OrderingBusiness, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(business.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(business.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click();
  await page.goto("/app/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible({ timeout: 60_000 });
  return { page, close: () => context.close() };
}

test("the owner pauses on a phone; the guest's page shows the banner without Add; Resume brings them back", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const owner = await ownerOnOrders(browser, business, PHONE);
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  try {
    await guest.goto(`/m/${address}`);
    const addSoda = guest.getByRole("button", { name: "Add Soda" });
    await expect(addSoda).toBeVisible();
    const banner = guest.getByRole("status").filter({ hasText: "Not taking orders until" });

    const page = owner.page;
    await page.getByRole("main").getByRole("button", { name: "Service" }).click();
    await page.getByRole("menuitem", { name: "For 30 minutes" }).click();
    const paused = page.getByRole("main").getByRole("button", { name: /^Paused until \d{1,2}:\d{2} [AP]M$/ });
    await expect(paused).toBeVisible();
    const headerButton = page.getByRole("banner").getByRole("button", { name: /^Paused until/ });
    await expect(headerButton).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/service-paused-header-phone.png`, animations: "disabled" });
    const time = (await paused.textContent())?.replace("Paused until ", "") ?? "";

    // The open page is told, without a reload.
    await expect(banner).toHaveText(`Not taking orders until ${time}.`);
    await expect(addSoda).toBeHidden();
    await expect(guest.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await guest.screenshot({ path: `${SCREENSHOTS}/service-paused-guest-phone.png`, animations: "disabled" });
    // A guest arriving now gets the page already paused.
    const fresh = await guestContext.newPage();
    await fresh.goto(`/m/${address}`);
    await expect(fresh.getByRole("status").filter({ hasText: "Not taking orders until" })).toBeVisible();
    await expect(fresh.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await fresh.close();

    // Resumed from the header's menu on the phone.
    await headerButton.click();
    await page.getByRole("menuitem", { name: "Resume orders" }).click();
    await expect(headerButton).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button", { name: "Service" })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(addSoda).toBeVisible();
  } finally {
    await guestContext.close();
    await owner.close();
  }
});

test("on a desktop the header says until when, with Resume, and the busy minutes", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const owner = await ownerOnOrders(browser, business, DESKTOP);
  try {
    const { page } = owner;
    await page.getByRole("main").getByRole("button", { name: "Service" }).click();
    await page.getByRole("menuitem", { name: "Other number of minutes…" }).click();
    const dialog = page.getByRole("dialog", { name: "Busy: add minutes to ready times" });
    await dialog.getByRole("textbox", { name: "Extra minutes" }).fill("25");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("banner").getByText("+25 min")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Service" }).click();
    await page.getByRole("menuitem", { name: "For the rest of the day" }).click();
    // Open round the clock in UTC: the rest of the day ends at midnight.
    await expect(page.getByRole("banner").getByText("Paused until 12:00 AM")).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOTS}/service-paused-header-desktop.png`,
      animations: "disabled",
    });
    const status = await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`);
    expect(status.body).toMatchObject({ taking: false, reason: "PAUSED", extraMinutes: 25 });
    await page.getByRole("banner").getByRole("button", { name: "Resume" }).click();
    await expect(page.getByRole("banner").getByText(/Paused until/)).toHaveCount(0);
    expect((await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`)).body.taking).toBe(
      true,
    );
  } finally {
    await owner.close();
  }
});

test("a guest's cart says the kitchen paused and holds the checkout until it resumes", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto(`/m/${address}`);
    await page.getByRole("button", { name: "Add Soda" }).click();
    await page
      .getByRole("dialog", { name: "Soda" })
      .getByRole("button", { name: /^Add to order/ })
      .click();
    const base = `/v1/businesses/${business.businessId}/ordering/pause`;
    expect((await api.put(base, { minutes: 15 }, business.token)).status).toBe(200);

    // Opening the cart reads the status: the cart and the page say so, and the checkout waits.
    await page.getByRole("button", { name: /View order/ }).click();
    const cart = page.getByRole("dialog", { name: "Your order" });
    await expect(cart.getByRole("alert")).toHaveText(/^Not taking orders until \d{1,2}:\d{2} [AP]M\.$/);
    await expect(cart.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await page.screenshot({ path: `${SCREENSHOTS}/service-paused-cart-phone.png`, animations: "disabled" });
    await cart.getByRole("button", { name: "Add more" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Not taking orders until" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Soda" })).toBeHidden();

    expect((await api.delete(base, business.token)).status).toBe(200);
    await page.getByRole("button", { name: /View order/ }).click();
    await expect(cart.getByRole("button", { name: "Checkout" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Add Soda" })).toBeAttached();
    await expect(page.getByRole("status").filter({ hasText: "Not taking orders until" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
