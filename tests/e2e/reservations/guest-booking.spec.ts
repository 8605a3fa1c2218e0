import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { createMenu, publishBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { playwrightApi, registerOwner } from "../fixtures.ts";
import { expectNothingCut } from "./fits.ts";

// A guest books a table on a 390 px phone: "Book a table" on the menu page, a party and a day, a time with room,
// their details; the booking's page confirms it, and the time is greyed for the next guest.

test.describe.configure({ timeout: scaled(120_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled", fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

async function restaurant(request: APIRequestContext) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await createMenu(api, owner, { name: "Dinner" });
  const auth = { authorization: `Bearer ${owner.token}` };
  expect(
    (
      await request.put(`/v1/businesses/${owner.businessId}/hours`, {
        headers: auth,
        data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`/v1/businesses/${owner.businessId}/reservations/settings`, {
        headers: auth,
        data: { ...DEFAULT_RESERVATION_SETTINGS, enabled: true, slotMinutes: 30 },
      })
    ).status(),
  ).toBe(200);
  for (const [name, seats] of [
    ["Window", 2],
    ["Booth", 4],
  ] as const) {
    const table = await request.post(`/v1/businesses/${owner.businessId}/tables`, {
      headers: auth,
      data: { name, minSeats: 1, maxSeats: seats },
    });
    expect(table.status()).toBe(201);
  }
  const { url, customUrl } = await publishBusiness(api, owner);
  return { owner, address: customUrl ?? url };
}

test("a guest books a table from the menu page on a phone", async ({ browser, request }) => {
  const { address } = await restaurant(request);
  const day = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/m/${address}`);
  await page.getByRole("link", { name: "Book a table" }).click();
  await expect(page.getByRole("heading", { name: /^Book a table at/ })).toBeVisible();
  // The page's script fetches the times as the party and the day change: "Show times" is for pages without it.
  await expect(page.getByRole("button", { name: "Show times" })).toBeHidden();
  await page.getByRole("combobox", { name: "Guests" }).selectOption("3");
  await page.getByLabel("Day").fill(day);
  // The day's times replace the first day's once they arrive; until then none can be chosen.
  await expect(page.locator("[data-slots]")).not.toHaveAttribute("aria-busy", "true");
  const seven = page.getByRole("radio", { name: "7:00 PM" });
  await expect(seven).toBeEnabled();
  await seven.check({ force: true });
  await page.getByRole("textbox", { name: "Name" }).fill("Rosa Diaz");
  await page.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0170");
  await page.getByRole("textbox", { name: /^Email/ }).fill("rosa@example.com");
  await shoot(page, "booking-form");
  await expectNothingCut(page, PHONE.width);
  await page.getByRole("button", { name: "Book the table" }).click();

  await expect(page.getByRole("heading", { name: "Your table is booked" })).toBeVisible();
  await expect(page.getByText("3 guests")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to your calendar" })).toBeVisible();
  await shoot(page, "booking-confirmed");
  await expectNothingCut(page, PHONE.width);

  // The next guest of three finds 7:00 PM taken: the Booth is the only table for three.
  const next = await context.newPage();
  await next.goto(`/m/${address}/book?party=3&date=${day}`);
  await expect(next.getByRole("radio", { name: "7:00 PM" })).toBeDisabled();
  await expect(next.getByRole("radio", { name: "9:00 PM" })).toBeEnabled();

  await page.getByRole("button", { name: "Cancel the booking" }).click();
  await expect(page.getByRole("heading", { name: "Your booking is cancelled" })).toBeVisible();
  await context.close();
});
