import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { playwrightApi, registerOwner, signIn } from "../fixtures.ts";

// On a 390 px phone: the guest is told at once, as they type the postal code, whether the business delivers
// there (and at what fee, in how long) or that it does not; a guest who asks is remembered on this device,
// and forgotten in one tap. The owner sets the areas in Settings → Ordering.

test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const AREAS = [
  { name: "Downtown", postalCodes: ["78701", "78702-78705"], fee: 300, minimum: 0, estimateMinutes: 40 },
  { name: "East", postalCodes: ["78721"], fee: 500, minimum: 2000, estimateMinutes: 60 },
];

async function deliveringBusiness(request: APIRequestContext, config: Record<string, unknown> = {}) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  const soda = menuItem({ name: "Lemon soda", description: "House-made", prices: [2.99] });
  await createMenu(api, owner, { name: "Drinks", nodes: [menuGroup([soda], { name: "Drinks" })] });
  const hours = await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  expect(hours.status()).toBe(200);
  await updateBusiness(api, owner, {
    orderingEnabled: true,
    config: {
      pickUpOrders: true,
      orderDelivery: true,
      deliveryCashPayment: true,
      deliveryAreas: AREAS,
      ...config,
    },
  });
  const { url, customUrl } = await publishBusiness(api, owner);
  return { owner, address: customUrl ?? url };
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled" });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

/** A soda in the cart and the checkout open. */
async function openCheckout(page: Page, address: string) {
  await page.goto(`/m/${address}`);
  await page.getByRole("button", { name: "Add Lemon soda" }).click();
  await page
    .getByRole("dialog", { name: "Lemon soda" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await expect(sheet.getByRole("heading", { name: "Checkout" })).toBeVisible();
  return sheet;
}

test("a guest typing a postal code outside the areas is told at once, then orders to a served one at its fee", async ({
  browser,
  request,
}) => {
  const { address } = await deliveringBusiness(request);
  const { context, page } = await phone(browser);
  const sheet = await openCheckout(page, address);
  await sheet.getByRole("radio", { name: /Delivery/ }).check();
  await expect(sheet.getByText("Fee and time depend on your postal code.")).toBeVisible();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(512) 555-0199");
  await sheet.getByRole("textbox", { name: "Address" }).fill("12 Elm St");
  const note = sheet.getByTestId("area-note");
  await expect(note).toHaveText("Please enter your postal code so we can check that we deliver there.");

  // Outside every area: said while typing, and the review cannot be reached.
  await sheet.getByRole("textbox", { name: "ZIP" }).pressSequentially("90210");
  await expect(note).toHaveText("Sorry, we do not deliver to 90210.");
  const review = sheet.getByRole("button", { name: "Review order" });
  await expect(review).toBeDisabled();
  await note.scrollIntoViewIfNeeded();
  await shoot(page, "checkout-delivery-outside");

  // A ZIP+4 is judged by its ZIP.
  await sheet.getByRole("textbox", { name: "ZIP" }).fill("78703-0001");
  await expect(note).toHaveText("We deliver to 78703-0001: $3.00 fee, about 40 min.");
  // A served code: its fee and time, and on to the review, where the fee is the area's.
  await sheet.getByRole("textbox", { name: "ZIP" }).fill("78703");
  await expect(note).toHaveText("We deliver to 78703: $3.00 fee, about 40 min.");
  await expect(review).toBeEnabled();
  await expect(sheet.getByRole("radio", { name: /Delivery/ })).toBeChecked();
  await note.scrollIntoViewIfNeeded();
  await shoot(page, "checkout-delivery-served");
  // The page is not wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await review.click();
  await expect(sheet.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await expect(sheet.locator(".totals")).toContainText("Delivery fee$3.00");
  await expect(sheet.locator(".totals")).toContainText("Total$5.99");
  await sheet.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/m\/[^/]+\/orders\/[^/?]+\?key=/);
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await context.close();
});

test("a guest who asks is remembered on this device, prefilled after a reload, and forgotten in one tap", async ({
  browser,
  request,
}) => {
  const { owner, address } = await deliveringBusiness(request);
  const { context, page } = await phone(browser);
  let sheet = await openCheckout(page, address);
  await sheet.getByRole("radio", { name: /Delivery/ }).check();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Bo Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(512) 555-0142");
  await sheet.getByRole("textbox", { name: "Email" }).fill("bo@example.com");
  await sheet.getByRole("textbox", { name: "Address" }).fill("3 Oak Ave");
  await sheet.getByRole("textbox", { name: "ZIP" }).fill("78701");
  const remember = sheet.getByRole("checkbox", { name: "Remember my details on this device" });
  await expect(remember).not.toBeChecked();
  await remember.check();
  const emailMe = sheet.getByRole("checkbox", { name: "Email me updates" });
  await expect(emailMe).not.toBeChecked();
  await emailMe.check();
  await expect(sheet.getByTestId("area-note")).toHaveText("We deliver to 78701: $3.00 fee, about 40 min.");
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=/);

  // Kept on this device only, for this site, without anything about paying.
  const kept = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`menu-builder.guest.${id}`) ?? "null"),
    owner.businessId,
  );
  expect(kept).toEqual({
    name: "Bo Guest",
    phone: "(512) 555-0142",
    email: "bo@example.com",
    address: "3 Oak Ave",
    city: "",
    zip: "78701",
    notify: { email: true, sms: false },
  });

  await page.reload();
  sheet = await openCheckout(page, address);
  await sheet.getByRole("radio", { name: /Delivery/ }).check();
  await expect(sheet.getByRole("textbox", { name: "Name" })).toHaveValue("Bo Guest");
  await expect(sheet.getByRole("textbox", { name: "Phone" })).toHaveValue("(512) 555-0142");
  await expect(sheet.getByRole("textbox", { name: "Email" })).toHaveValue("bo@example.com");
  await expect(sheet.getByRole("textbox", { name: "Address" })).toHaveValue("3 Oak Ave");
  await expect(sheet.getByRole("textbox", { name: "ZIP" })).toHaveValue("78701");
  await expect(sheet.getByRole("checkbox", { name: "Remember my details on this device" })).toBeChecked();
  // The guest's choice of updates comes back with their details.
  await expect(sheet.getByRole("checkbox", { name: "Email me updates" })).toBeChecked();
  // The remembered code is checked at once, without typing.
  await expect(sheet.getByTestId("area-note")).toHaveText("We deliver to 78701: $3.00 fee, about 40 min.");
  await sheet.getByRole("button", { name: "Forget my details" }).scrollIntoViewIfNeeded();
  await shoot(page, "checkout-remember-me");

  await sheet.getByRole("button", { name: "Forget my details" }).click();
  await expect(sheet.getByText("Your details are no longer kept on this device.")).toBeVisible();
  for (const field of ["Name", "Phone", "Email", "Address", "ZIP"])
    await expect(sheet.getByRole("textbox", { name: field })).toHaveValue("");
  await expect(sheet.getByRole("button", { name: "Forget my details" })).toHaveCount(0);
  expect(
    await page.evaluate((id) => localStorage.getItem(`menu-builder.guest.${id}`), owner.businessId),
  ).toBeNull();
  await page.reload();
  sheet = await openCheckout(page, address);
  await expect(sheet.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await context.close();
});

test("the owner is told delivery needs an area, adds one with a range after a clear refusal, at 390 px", async ({
  browser,
  request,
}) => {
  // The dashboard's first load on a shared 2-core machine is the slow part.
  test.setTimeout(scaled(300_000));
  const { owner } = await deliveringBusiness(request, { deliveryAreas: [] });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto("/app/settings/ordering");
  const card = page.getByRole("region", { name: "Delivery areas" });
  // A loaded dashboard on a busy machine can take a while.
  await expect(card.getByText("Guests cannot choose delivery yet")).toBeVisible({ timeout: 60_000 });
  // The sound prompt of an ordering business would sit over the card: answered once, as an owner does.
  const noSound = page.getByRole("button", { name: "No sound" });
  if (await noSound.isVisible()) await noSound.click();

  await card.getByRole("button", { name: "Add area" }).click();
  const modal = page.getByRole("dialog", { name: "Add delivery area" });
  await modal.getByRole("textbox", { name: "Name" }).fill("Downtown");
  const codes = modal.getByRole("combobox", { name: "Postal codes" });
  // Typed as an owner types them: a comma ends each code.
  await codes.pressSequentially("78701,78705-78702,");
  await modal.getByRole("textbox", { name: /Fee/ }).fill("3");
  await modal.getByRole("textbox", { name: "Delivery time (minutes)" }).fill("40");
  await modal.getByRole("button", { name: "Save area" }).click();
  await expect(
    modal.getByText("Please enter postal codes like 78701, or a range like 78702-78705."),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-delivery-area-modal-390.png`, animations: "disabled" });
  // The backwards range out, the right one in.
  await codes.press("Backspace");
  await codes.pressSequentially("78702-78705,");
  await modal.getByRole("button", { name: "Save area" }).click();
  await expect(modal).toBeHidden();

  const row = card.getByRole("listitem", { name: "Downtown" });
  await expect(row).toContainText("78701, 78702-78705");
  await expect(row).toContainText("$3.00 fee · No minimum · about 40 min");
  await expect(card.getByText("Guests cannot choose delivery yet")).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.screenshot({ path: `${SHOTS}/settings-delivery-areas-390.png`, animations: "disabled" });
  await page.setViewportSize(DESKTOP);
  await card.screenshot({ path: `${SHOTS}/settings-delivery-areas-1280.png`, animations: "disabled" });

  // Guests are offered delivery now.
  const options = await request.get(`/v1/public/businesses/${owner.businessId}/ordering`);
  expect((await options.json()).types).toContain("DELIVERY");
  await context.close();
});
