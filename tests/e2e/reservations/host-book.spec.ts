import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { createMenu, publishBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { playwrightApi, registerOwner, signIn } from "../fixtures.ts";
import { expectNothingCut } from "./fits.ts";

// The host runs the night from a tablet (1024×768): a guest's booking is on the day's timeline at its table, the
// host drags it to another time and table and seats the party from its menu; on a phone the same day is a list.
// The owner's settings tab is looked at on both.

test.describe.configure({ timeout: scaled(180_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

async function restaurantWithBooking(request: APIRequestContext, day: string) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await createMenu(api, owner, { name: "Dinner" });
  const auth = { authorization: `Bearer ${owner.token}` };
  await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: auth,
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  await request.put(`/v1/businesses/${owner.businessId}/reservations/settings`, {
    headers: auth,
    data: { ...DEFAULT_RESERVATION_SETTINGS, enabled: true },
  });
  for (const [name, seats] of [
    ["Window", 2],
    ["Booth", 4],
    ["Terrace", 6],
  ] as const)
    await request.post(`/v1/businesses/${owner.businessId}/tables`, {
      headers: auth,
      data: { name, area: name === "Terrace" ? "Outside" : "Main room", minSeats: 1, maxSeats: seats },
    });
  await publishBusiness(api, owner);
  const booked = await request.post(`/v1/public/businesses/${owner.businessId}/reservations`, {
    headers: { "idempotency-key": randomUUID() },
    data: { party: 3, time: `${day}T19:00:00+00:00`, guest: { name: "Rosa Diaz", phone: "(415) 555-0170" } },
  });
  expect(booked.status()).toBe(201);
  return owner;
}

test("the host seats a booked party from the tablet's timeline, and reads the day as a list on a phone", async ({
  browser,
  request,
}) => {
  const day = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
  const owner = await restaurantWithBooking(request, day);
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto(`/app/reservations?date=${day}`);
  await expect(page.getByRole("heading", { name: "Reservations", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const block = page.getByRole("button", { name: /^7:00 PM, Rosa Diaz, 3 guests, Confirmed$/ });
  await expect(block).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reservations-book-1024.png`, animations: "disabled" });
  await expectNothingCut(page, TABLET.width, "label, button, h1, h2, h3");

  // Dragged an hour later onto the Terrace's row: the book moves it there and says so.
  const from = await block.boundingBox();
  const sevenPm = await page.getByText("7 PM", { exact: true }).boundingBox();
  const eightPm = await page.getByText("8 PM", { exact: true }).boundingBox();
  const terrace = await page.getByRole("group", { name: "Terrace" }).boundingBox();
  if (!from || !sevenPm || !eightPm || !terrace) throw new Error("the timeline is not laid out");
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 10 + (eightPm.x - sevenPm.x), terrace.y + terrace.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText("Moved to 8:00 PM at Terrace.")).toBeVisible();
  const moved = page.getByRole("button", { name: /^8:00 PM, Rosa Diaz, 3 guests, Confirmed$/ });
  await expect(moved).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Terrace" }).getByRole("button", { name: /Rosa Diaz/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reservations-dragged-1024.png`, animations: "disabled" });

  // A tap without moving still opens the booking's menu.
  await moved.click();
  await page.getByRole("menuitem", { name: "Seat" }).click();
  await expect(page.getByRole("button", { name: /^8:00 PM, Rosa Diaz, 3 guests, Seated$/ })).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(page.getByRole("list", { name: "Bookings by time" })).toBeVisible();
  await page.screenshot({
    path: `${SHOTS}/reservations-book-390.png`,
    animations: "disabled",
    fullPage: true,
  });
  await expectNothingCut(page, PHONE.width, "label, button, h1, h2, h3");

  await page.goto("/app/settings/reservations");
  await expect(page.getByText("Booth")).toBeVisible({ timeout: 30_000 });
  await page.screenshot({
    path: `${SHOTS}/reservations-settings-390.png`,
    animations: "disabled",
    fullPage: true,
  });
  await expectNothingCut(page, PHONE.width, "label, button, h1, h2, h3");
  await page.setViewportSize(TABLET);
  await page.screenshot({
    path: `${SHOTS}/reservations-settings-1024.png`,
    animations: "disabled",
    fullPage: true,
  });
  await context.close();
});
