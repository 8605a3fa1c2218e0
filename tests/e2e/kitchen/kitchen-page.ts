import type { Browser, Page } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import type { OrderingBusiness } from "../../helpers/orders.ts";
import { expect } from "../fixtures.ts";

// The kitchen specs' shared steps: an owner's browser on the kitchen screen at a tablet's or a phone's size, the
// screen's columns and tickets by their names, and the check that every label fits its box.

export const SCREENSHOTS = "test-results/screenshots";
export const TABLET = { width: 1024, height: 768 };
export const PHONE = { width: 390, height: 844 };

export const apiOf = (baseURL: string | undefined): Api => createApi(baseURL ?? "http://127.0.0.1:3100");

/** Counts the chimes the page plays: each note is one oscillator of the real Web Audio API (headless: unheard). */
async function countOscillators(page: Page) {
  await page.addInitScript(() => {
    const original = AudioContext.prototype.createOscillator;
    (window as unknown as { oscillators: number }).oscillators = 0;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      (window as unknown as { oscillators: number }).oscillators += 1;
      return original.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { oscillators: number }).oscillators);
}

export async function kitchenPage(browser: Browser, business: OrderingBusiness, viewport: typeof TABLET) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  const oscillators = await countOscillators(page);
  // A pass screen is left alone for long stretches; the tests that move the clock forward must not be logged out
  // for it (the dashboard's idle logout reads this test-only key).
  await page.addInitScript(() => localStorage.setItem("idleTimeoutMs", String(24 * 60 * 60_000)));
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(business.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(business.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
  return { page, oscillators, close: () => context.close() };
}

/** Every label, button, tab and ticket text on the screen whose text is wider than its box. */
function cutLabels(page: Page) {
  return page.getByTestId("kitchen-screen").evaluate((screen) => {
    const holders = screen.querySelectorAll<HTMLElement>(
      "button, a, label, h1, h2, [role=button], .mantine-Button-label, .mantine-SegmentedControl-label, article *",
    );
    return Array.from(holders)
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
  });
}

export async function expectFits(page: Page, width: number) {
  expect(await cutLabels(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

export const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
export const ticket = (page: Page, friendlyId: string) =>
  page.getByRole("article", { name: new RegExp(`^Order #${friendlyId},`) });
