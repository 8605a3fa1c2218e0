import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { signIn } from "../fixtures.ts";

// A guest at table 4 orders with a name only; pick-up still asks for a phone. The owner's order shows no empty
// phone.

test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string, back = PHONE) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? PHONE.width,
  );
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(back);
}

test("a guest at table 4 orders with a name only; pick-up still asks for a phone", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const url = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/m/${url}?table=4`);
  await page.getByRole("button", { name: "Add Soda" }).tap();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: /^Add to order/ })
    .tap();
  await page.getByRole("button", { name: /View order/ }).tap();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).tap();
  await expect(sheet.getByRole("radio", { name: /To my table/ })).toBeChecked();
  await expect(sheet.getByRole("textbox", { name: "Name", exact: true })).toBeVisible();
  await expect(sheet.getByRole("textbox", { name: "Phone" })).toHaveCount(0);
  // The field says who gets the address; updates by mail are the guest's choice, off until ticked.
  await expect(
    sheet.getByRole("textbox", { name: "Email (optional, shared with the restaurant)" }),
  ).toBeVisible();
  await expect(sheet.getByRole("checkbox", { name: "Email me updates" })).not.toBeChecked();
  await shoot(page, "checkout-table-no-phone");

  // Pick-up: the phone is asked for, and leaving it out is said at the top.
  await sheet.getByRole("radio", { name: /Pick-up/ }).check();
  await sheet.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
  await expect(sheet.getByRole("textbox", { name: "Phone" })).toBeVisible();
  await sheet.getByRole("button", { name: "Review order" }).tap();
  await expect(sheet.getByRole("alert")).toHaveText("Please enter your phone number.");
  await expect(sheet.getByRole("alert")).toBeInViewport();

  await sheet.getByRole("radio", { name: /To my table/ }).check();
  await sheet.getByRole("radio", { name: "No tip" }).check();
  await sheet.getByRole("button", { name: "Review order" }).tap();
  await expect(sheet.getByText("Ada", { exact: true })).toBeVisible();
  await sheet.getByRole("button", { name: /Place order/ }).tap();
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await context.close();

  const { list } = (await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token))
    .body;
  expect(list[0]).toMatchObject({ type: "TABLE", table: "4", customer: { name: "Ada", phone: "" } });
  const owner = await browser.newPage({ viewport: DESKTOP });
  await signIn(owner, business);
  await owner.goto(`/app/orders/${list[0].id}`);
  await expect(owner.getByText("Ada", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(owner.getByText("Phone", { exact: true })).toHaveCount(0);
  await shoot(owner, "order-details-table-no-phone", DESKTOP);
  await owner.close();
});
