import type { Browser, Page } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  ALL_DAY_HOURS,
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";

// An order's times on the owner's dashboard are the business's, as the guest reads them, whatever zone the
// owner's device is in; the dashboard says which zone when the device's differs. The device here is in Tokyo
// (Playwright's timezoneId), the business in Chicago: 15 hours apart in November.

const SHOTS = "test-results/screenshots";
const ZONE = "America/Chicago";
test.describe.configure({ timeout: scaled(240_000) });

/** "4:55 PM" with a plain space, whichever space the browser's or Node's ICU puts before the AM/PM. */
const plain = (text: string) => text.replace(/\s/g, " ");
const inZone = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  plain(new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(new Date(iso)));

/** Whether an instant falls on today's date in Chicago. */
const isChicagoToday = (iso: string) =>
  inZone(iso, ZONE, { dateStyle: "short" }) ===
  inZone(new Date().toISOString(), ZONE, { dateStyle: "short" });

/**
 * The ready time as the dashboard writes it: "12:20 AM" on the day it is read, "Sun, Nov 29, 12:20 AM" on another.
 * The test runs at any hour, and near midnight an order accepted on one day is ready on the next; judged just
 * before and just after the page is read, so a midnight passing meanwhile gives the two the page may show.
 */
async function readyTextRead(readyAt: string, read: () => Promise<string>) {
  const written = () => {
    const time = inZone(readyAt, ZONE, { hour: "numeric", minute: "2-digit", hour12: true });
    if (isChicagoToday(readyAt)) return time;
    return `${inZone(readyAt, ZONE, { weekday: "short", month: "short", day: "numeric" })}, ${time}`;
  };
  const before = written();
  const text = plain(await read());
  return { text, written: [before, written()] };
}

async function logIn(page: Page, owner: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
}

async function ownerIn(browser: Browser, business: OrderingBusiness, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, business);
  return { page, close: () => context.close() };
}

async function chicagoBusiness(api: Api) {
  const business = await createOrderingBusiness(api);
  const hours = await api.put(
    `/v1/businesses/${business.businessId}/hours`,
    { hours: ALL_DAY_HOURS, timeZone: ZONE },
    business.token,
  );
  expect(hours.status).toBe(200);
  const published = await api.post(
    `/v1/businesses/${business.businessId}/publish`,
    undefined,
    business.token,
  );
  expect(published.status).toBe(200);
  return business;
}

test("an owner in another time zone sees the order's times on the business's clock, and is told so", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await chicagoBusiness(api);
  const { body: order } = await placeOrder(api, business, orderBody(business));
  const owner = await ownerIn(browser, business, "Asia/Tokyo");
  const { page } = owner;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");

  await page.goto("/app/orders");
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click();
  await expect(page.getByText(`Times in ${ZONE}, the business's time zone.`)).toBeVisible();

  await page.goto(`/app/orders/${order.id}`);
  const placed = inZone(order.createdDate, ZONE, { hour: "numeric", minute: "2-digit", hour12: true });
  await expect(page.getByText(/ · placed /)).toHaveText(
    new RegExp(`placed ${placed.replace(" ", "\\s")} \\(`),
  );
  await expect(page.getByText(`Times in ${ZONE}, the business's time zone`)).toBeVisible();

  await page.getByRole("button", { name: "Accept" }).click();
  const accept = page.getByRole("dialog", { name: "Accept order #1" });
  await expect(accept.getByText(`Times in ${ZONE}`)).toBeVisible();
  await accept.getByText("30 min").click();
  await accept.getByRole("button", { name: "Accept, ready in 30 min" }).click();
  await expect(accept).toBeHidden();
  const accepted = (await api.get(`/v1/orders/${order.id}`, business.token)).body;
  const ready = inZone(accepted.readyAt, ZONE, { hour: "numeric", minute: "2-digit", hour12: true });
  const tokyo = inZone(accepted.readyAt, "Asia/Tokyo", { hour: "numeric", minute: "2-digit", hour12: true });
  expect(ready).not.toBe(tokyo);
  const readyLine = page.getByText(/^Ready by .*: the guest sees this time\.$/);
  await expect(readyLine).toBeVisible();
  const shown = await readyTextRead(accepted.readyAt, async () => (await readyLine.textContent()) ?? "");
  expect(shown.written.map((when) => `Ready by ${when}: the guest sees this time.`)).toContain(shown.text);

  // The guest's page says the same time.
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  // Ready after midnight in Chicago (an order accepted late in the evening), the guest reads "tomorrow".
  const guestWords = () =>
    `Ready for pick-up ${isChicagoToday(accepted.readyAt) ? "at" : "tomorrow at"} ${ready}.`;
  const guestBefore = guestWords();
  const guestPage = plain(
    await (
      await fetch(`${baseURL}/m/${dashboard.body.business.url}/orders/${order.id}?key=${order.trackingKey}`)
    ).text(),
  );
  expect([guestBefore, guestWords()]).toContain(guestPage.match(/Ready for pick-up [^<]*\./)?.[0]);

  await page.screenshot({ path: `${SHOTS}/order-times-other-zone-1280.png`, fullPage: true });

  // The kitchen ticket: the day and times of Chicago.
  await page.getByRole("button", { name: "Print ticket" }).click();
  const ticket = page.getByRole("dialog", { name: "Print kitchen ticket" }).getByTestId("kitchen-ticket");
  const day = inZone(order.createdDate, ZONE, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  await expect(ticket).toContainText(day);
  const onTicket = await readyTextRead(accepted.readyAt, async () => (await ticket.textContent()) ?? "");
  expect(onTicket.written.some((when) => onTicket.text.includes(`Ready by ${when}`))).toBe(true);
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`Times in ${ZONE}, the business's time zone`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-times-other-zone-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();

  // On the business's own clock there is nothing to say.
  const local = await ownerIn(browser, business, ZONE);
  await local.page.goto(`/app/orders/${order.id}`);
  const localReady = local.page.getByText(/^Ready by .*: the guest sees this time\.$/);
  await expect(localReady).toBeVisible();
  const shownLocally = await readyTextRead(
    accepted.readyAt,
    async () => (await localReady.textContent()) ?? "",
  );
  expect(shownLocally.written.map((when) => `Ready by ${when}: the guest sees this time.`)).toContain(
    shownLocally.text,
  );
  await expect(local.page.getByText(/Times in /)).toHaveCount(0);
  await local.close();
});

test("the Customers overview and drawer give an order's day on the business's clock, not the device's", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await chicagoBusiness(api);
  const { body: order } = await placeOrder(api, business, orderBody(business));
  const day = (timeZone: string) =>
    inZone(order.createdDate, timeZone, { year: "numeric", month: "short", day: "numeric" });
  // A device whose day is not Chicago's at this moment, whatever the hour the test runs: Kiritimati (UTC+14)
  // reads another day but from 06:00 to 10:00 UTC, when Honolulu (UTC−10) does.
  const deviceZone = ["Pacific/Kiritimati", "Pacific/Honolulu"].find((zone) => day(zone) !== day(ZONE));
  if (!deviceZone) throw new Error("no device zone reads another day than the business's");
  const owner = await ownerIn(browser, business, deviceZone);
  const { page } = owner;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(deviceZone);

  await page.goto("/app/customers");
  const row = page.getByRole("row").filter({ hasText: "Ada Guest" });
  await expect(row).toContainText(day(ZONE));
  await expect(row).not.toContainText(day(deviceZone));

  await row.getByRole("button", { name: "Ada Guest" }).click();
  const drawer = page.getByRole("dialog", { name: "Ada Guest" });
  // Last order, customer since, and the order's row: all three on Chicago's day.
  await expect(drawer.getByText(day(ZONE), { exact: true })).toHaveCount(3);
  await expect(drawer.getByRole("row").filter({ hasText: `#${order.friendlyId}` })).toContainText(day(ZONE));
  await expect(drawer).not.toContainText(day(deviceZone));
  // Once it has slid in whole, so the picture shows it all.
  await expect(drawer).toBeInViewport({ ratio: 1 });
  await page.screenshot({
    path: `${SHOTS}/customer-drawer-other-zone-1280.png`,
    fullPage: true,
    animations: "disabled",
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer.getByText(day(ZONE), { exact: true })).toHaveCount(3);
  await page.screenshot({
    path: `${SHOTS}/customer-drawer-other-zone-390.png`,
    fullPage: true,
    animations: "disabled",
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});
