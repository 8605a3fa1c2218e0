import type { Page } from "@playwright/test";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";
import {
  apiOf,
  column,
  expectFits,
  kitchenPage,
  PHONE,
  SCREENSHOTS,
  TABLET,
  ticket,
} from "./kitchen-page.ts";

// The kitchen screen during a service, driven from the keyboard on a tablet (1024 × 768) and by touch on a phone:
// Tab never walks into the dashboard hidden behind the board, every move leaves focus on a sensible control (the
// next ticket, the switch that opened a popover, Resume after Pause), and the pass pauses and resumes new orders
// with the dashboard's own pause, showing until when on the business's clock.

test.describe.configure({ timeout: scaled(300_000) });

/** Where focus is: inside the kitchen screen, on the page itself (past the last control), or somewhere else. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "page";
    if (active.closest("[data-testid=kitchen-screen]")) return "kitchen";
    return `outside: ${active.tagName.toLowerCase()} "${active.textContent?.trim().slice(0, 30)}"`;
  });

/** The business's clock (UTC for the test businesses) as the dashboard writes a time: "7:45 PM". */
const onClock = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

test("on a tablet, Tab stays on the kitchen screen and every move leaves focus on a sensible control", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const first = (await placeOrder(api, business, orderBody(business, { type: "PICKUP" }))).body;
  const second = (await placeOrder(api, business, orderBody(business, { type: "TABLE", table: "5" }))).body;
  const tablet = await kitchenPage(browser, business, TABLET);
  try {
    const { page } = tablet;
    await page.goto("/app/kitchen");
    await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Tap to turn on sound" }).click();
    await expect(column(page, "New").getByRole("article")).toHaveCount(2);

    // Backwards from the first control, and forwards through every control and round again: never behind.
    const kitchen = page.getByTestId("kitchen-screen");
    await kitchen.getByRole("link", { name: "Orders" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusPlace(page)).not.toMatch(/^outside/);
    const places: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Tab");
      places.push(await focusPlace(page));
    }
    expect(places.filter((place) => place.startsWith("outside"))).toEqual([]);
    expect(places.filter((place) => place === "kitchen").length).toBeGreaterThan(10);

    // Accepted from the keyboard, the ticket moves to Preparing: focus goes to the one that took its place.
    await ticket(page, first.friendlyId).getByRole("button", { name: "Accept", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(column(page, "Preparing").getByRole("article")).toHaveCount(1);
    await expect(ticket(page, second.friendlyId)).toBeFocused();
    // The last new one accepted: focus follows it to Preparing.
    await ticket(page, second.friendlyId).getByRole("button", { name: "Accept", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(column(page, "New").getByRole("article")).toHaveCount(0);
    await expect(ticket(page, second.friendlyId)).toBeFocused();
    await expect(column(page, "Preparing").getByRole("article")).toHaveCount(2);

    // The sold-out switches: Escape on the "until when" popover goes back to its switch, then to Sold out.
    const soldOut = kitchen.getByRole("button", { name: /^Sold out/ });
    await soldOut.focus();
    await page.keyboard.press("Enter");
    // Exact: the switch's "until when" popover is a dialog named "Sold out: Soda" while it fades out.
    const drawer = page.getByRole("dialog", { name: "Sold out", exact: true });
    const soda = drawer.getByRole("switch", { name: "Sold out: Soda" });
    // A quick hand: Escape right after the switch, before focus has moved into the popover, closes the popover
    // alone; the drawer stays, with focus on the switch.
    await soda.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "For today" })).toBeHidden();
    await expect(soda).toBeFocused();
    await expect(soda).not.toBeChecked();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "For today" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "For today" })).toBeHidden();
    await expect(soda).toBeFocused();
    await expect(soda).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(soldOut).toBeFocused();
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-keyboard-tablet.png`, animations: "disabled" });

    // Paused from the pass with the dashboard's choices: until when, on the business's clock, and Resume.
    const pause = kitchen.getByRole("button", { name: "Pause new orders" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "For 30 minutes" })).toBeVisible();
    await page.getByRole("menuitem", { name: "For 30 minutes" }).focus();
    await page.keyboard.press("Enter");
    const banner = page.getByTestId("kitchen-screen").getByRole("status").filter({ hasText: "Paused until" });
    await expect(banner).toBeVisible();
    const status = await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`);
    expect(status.body.pausedUntil).toBeTruthy();
    await expect(banner).toContainText(`Paused until ${onClock(status.body.pausedUntil)}`);
    const resume = banner.getByRole("button", { name: "Resume" });
    await expect(resume).toBeFocused();
    await expect(pause).toHaveCount(0);
    await expectFits(page, TABLET.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-paused-tablet.png`, animations: "disabled" });

    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect(pause).toBeFocused();
    expect(
      (await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`)).body.pausedUntil,
    ).toBeFalsy();
    await expectFits(page, TABLET.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-not-paused-tablet.png`, animations: "disabled" });
  } finally {
    await tablet.close();
  }
});

test("on a phone, a pause made on the Orders screen shows on the kitchen, which resumes it and pauses again", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  await placeOrder(api, business, orderBody(business, { type: "PICKUP" }));
  const paused = await api.put(
    `/v1/businesses/${business.businessId}/ordering/pause`,
    { minutes: 15 },
    business.token,
  );
  expect(paused.status).toBe(200);
  const phone = await kitchenPage(browser, business, PHONE);
  try {
    const { page } = phone;
    await page.goto("/app/kitchen");
    await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Tap to turn on sound" }).click();
    const banner = page.getByTestId("kitchen-screen").getByRole("status").filter({ hasText: "Paused until" });
    await expect(banner).toContainText(`Paused until ${onClock(paused.body.pausedUntil)}`);
    await expect(page.getByRole("radio", { name: "New 1" })).toBeChecked();
    await expectFits(page, PHONE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-paused-phone.png`, animations: "disabled" });

    await banner.getByRole("button", { name: "Resume" }).click();
    await expect(banner).toHaveCount(0);
    await expectFits(page, PHONE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-not-paused-phone.png`, animations: "disabled" });

    await page.getByRole("button", { name: "Pause new orders" }).click();
    await page.getByRole("menuitem", { name: "For the rest of the day" }).click();
    await expect(banner).toBeVisible();
    await expect
      .poll(async () => (await api.get(`/v1/public/businesses/${business.businessId}/ordering-status`)).body)
      .toMatchObject({ pausedUntil: expect.any(String) });
  } finally {
    await phone.close();
  }
});
