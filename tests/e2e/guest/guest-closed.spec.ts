import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { signIn } from "../fixtures.ts";

// The owner's "closed now" reaches the guest page at once, with no publish: the page says Closed, its Add buttons
// order ahead (or are left out without orders in advance), and a guest who tries anyway is told where they look.

test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CLOSED = "We're closed right now. Please order during our opening hours.";

const apiOf = (baseURL: string | undefined): Api => createApi(baseURL ?? "http://127.0.0.1:3100");

const urlOf = async (api: Api, business: OrderingBusiness) =>
  (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

/** The screen at 390 px, then at 1280 px, and back; nothing wider than the phone. */
async function shoot(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled" });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

test("the owner switches on Closed now; the guest page says Closed and orders ahead without a publish, and a table is told at the top of checkout", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const url = await urlOf(api, business);

  const ownerContext = await browser.newContext({ viewport: DESKTOP });
  const dashboard = await ownerContext.newPage();
  await signIn(dashboard, business);
  await dashboard.goto("/app/settings/hours");
  const closedNow = dashboard.getByRole("switch", { name: "Closed now" });
  await expect(closedNow).toBeVisible({ timeout: 30_000 });
  await expect(dashboard.getByText("Your live page shows Closed at once")).toBeVisible();
  const saved = dashboard.waitForResponse(
    (response) => response.url().includes("/open?open=false") && response.status() === 200,
  );
  await closedNow.check();
  await saved;
  await expect(closedNow).toBeEnabled();
  await expect(dashboard.getByText("Guests see: Closed")).toBeVisible();
  // The new-order chime's prompt would cover the card in the screenshots.
  await dashboard.getByRole("button", { name: "No sound" }).click();
  await closedNow.scrollIntoViewIfNeeded();
  await dashboard.screenshot({ path: `${SHOTS}/hours-closed-now-1280.png` });
  await dashboard.setViewportSize(PHONE);
  await closedNow.scrollIntoViewIfNeeded();
  await dashboard.screenshot({ path: `${SHOTS}/hours-closed-now-390.png` });
  await ownerContext.close();

  const { context, page } = await phone(browser);
  // The page's clock, to run its status line's timer on.
  await page.clock.install();
  await page.goto(`/m/${url}?table=4`);
  await expect(page.locator("[data-status]")).toHaveText("Closed");
  const ahead = page.getByRole("button", { name: "Order Margherita ahead" });
  await expect(ahead).toHaveText("Order ahead");
  await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(0);
  // The page's script keeps the owner's Closed: the hours (all day) do not reopen it.
  await page.clock.runFor(65_000);
  await expect(page.locator("[data-status]")).toHaveText("Closed");
  await shoot(page, "guest-closed-order-ahead");

  await page.getByRole("button", { name: "Order Soda ahead" }).tap();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: /^Add to order/ })
    .tap();
  await page.getByRole("button", { name: /View order/ }).tap();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).tap();
  // A table order cannot wait for later: the reason comes first, before the guest fills anything in.
  const alert = sheet.getByRole("alert");
  await expect(alert).toHaveText(CLOSED);
  await expect(alert).toBeInViewport();
  await expect(sheet.getByRole("button", { name: "Review order" })).toBeDisabled();
  await shoot(page, "guest-closed-table-checkout");
  // Pick-up can be ordered ahead: the checkout offers a later time and nothing stops it.
  await sheet.getByRole("radio", { name: /Pick-up/ }).check();
  await expect(sheet.getByRole("alert")).toHaveCount(0);
  await expect(sheet.getByRole("radio", { name: "Later" })).toBeChecked();
  await context.close();
});

test("closed without orders in advance: a guest whose page was open is told at the Add, and the page then has no Add buttons", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api, { config: { ordersInAdvance: false } });
  const url = await urlOf(api, business);
  const { context, page } = await phone(browser);
  await page.goto(`/m/${url}`);
  await expect(page.locator("[data-status]")).toHaveText(/^Open/);
  await expect(page.getByRole("button", { name: "Add Margherita" })).toBeVisible();

  const closed = await api.put(
    `/v1/businesses/${business.businessId}/open?open=false`,
    undefined,
    business.token,
  );
  expect(closed.status).toBe(200);
  await page.getByRole("button", { name: "Add Margherita" }).tap();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await expect(sheet.getByRole("alert")).toHaveText(CLOSED);
  await expect(sheet.getByRole("alert")).toBeInViewport();
  await shoot(page, "guest-closed-tried-add");

  await page.reload();
  await expect(page.locator("[data-status]")).toHaveText("Closed");
  await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
  await expect(page.locator("[data-add]")).toHaveCount(0);
  await shoot(page, "guest-closed-no-add");
  await context.close();
});
