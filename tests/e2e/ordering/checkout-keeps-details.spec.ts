import { expect, type Locator, type Page, test } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";

// A guest on a phone fills in the checkout, then goes back to the cart, or is sent back to it when an item sells
// out at "Place order": the checkout opens again with what they typed and the order type they chose, for the whole
// visit, and without anything written to the device unless they asked to be remembered.

test.describe.configure({ timeout: scaled(150_000) });

const PHONE = { width: 390, height: 844 };
const GUEST = { name: "Ada Guest", phone: "4155550199", address: "1 Market St", zip: "94105" };

async function guestMenu(baseURL: string | undefined) {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  return { api, business, address };
}

async function add(page: Page, item: string) {
  await page.getByRole("button", { name: `Add ${item}` }).tap();
  await page
    .getByRole("dialog", { name: item })
    .getByRole("button", { name: /^Add to order/ })
    .tap();
  await expect(page.getByRole("dialog", { name: item })).toHaveCount(0);
}

const field = (sheet: Locator, name: string) => sheet.getByRole("textbox", { name, exact: true });

/** The guest's delivery details, typed into the checkout's form. */
async function fillDelivery(sheet: Locator) {
  await sheet.getByRole("radio", { name: /^Delivery/ }).check();
  await field(sheet, "Name").fill(GUEST.name);
  await field(sheet, "Phone").fill(GUEST.phone);
  await field(sheet, "Delivery address").fill(GUEST.address);
  await field(sheet, "ZIP").fill(GUEST.zip);
  // The checkout asks whether the business delivers there before it lets the guest on to the review.
  await expect(sheet.locator(".area-note")).toContainText("$3.50");
}

/** The form shows what the guest typed, with delivery still chosen. */
async function expectKept(sheet: Locator) {
  await expect(sheet.getByRole("radio", { name: /^Delivery/ })).toBeChecked();
  await expect(field(sheet, "Name")).toHaveValue(GUEST.name);
  await expect(field(sheet, "Phone")).toHaveValue(GUEST.phone);
  await expect(field(sheet, "Delivery address")).toHaveValue(GUEST.address);
  await expect(field(sheet, "ZIP")).toHaveValue(GUEST.zip);
}

/** Nothing of the guest's details is kept on the device: they did not tick "Remember my details". */
async function expectNothingStored(page: Page, business: OrderingBusiness) {
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key),
    `menu-builder.guest.${business.businessId}`,
  );
  expect(stored).toBeNull();
}

test("the checkout keeps what the guest typed when they go back to the cart and check out again", async ({
  browser,
  baseURL,
}) => {
  const { business, address } = await guestMenu(baseURL);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`/m/${address}`);
    await add(page, "Soda");
    await page.getByRole("button", { name: /View order/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Your order" });
    await sheet.getByRole("button", { name: "Checkout" }).tap();
    await fillDelivery(sheet);

    await sheet.getByRole("button", { name: "‹ Cart" }).tap();
    await expect(sheet.getByRole("button", { name: "Checkout" })).toBeVisible();
    await sheet.getByRole("button", { name: "Checkout" }).tap();
    await expectKept(sheet);
    await expectNothingStored(page, business);
  } finally {
    await context.close();
  }
});

test("an item sold out at Place order sends the guest back to the cart, and the checkout keeps their details", async ({
  browser,
  baseURL,
}) => {
  const { api, business, address } = await guestMenu(baseURL);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`/m/${address}`);
    await add(page, "Margherita");
    await add(page, "Soda");
    await page.getByRole("button", { name: /View order/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Your order" });
    await sheet.getByRole("button", { name: "Checkout" }).tap();
    await fillDelivery(sheet);
    await sheet.getByRole("button", { name: "Review order" }).tap();
    const place = sheet.getByRole("button", { name: /^Place order/ });
    await expect(place).toBeVisible();

    // The kitchen runs out of soda while the guest reads the review.
    const soldOut = await api.put(
      `/v1/businesses/${business.businessId}/sold-out`,
      { menuId: business.menuId, itemId: business.items.soda, until: "today" },
      business.token,
    );
    expect(soldOut.status).toBe(200);
    await place.tap();

    // Back in the cart, which says what went; the guest takes the soda out and checks out again.
    await expect(sheet.getByText("Sold out. Please remove it.")).toBeVisible();
    await sheet
      .getByRole("listitem")
      .filter({ hasText: "Soda" })
      .getByRole("button", { name: "Remove", exact: true })
      .tap();
    await expect(sheet.getByText("Sold out. Please remove it.")).toHaveCount(0);
    await sheet.getByRole("button", { name: "Checkout" }).tap();
    await expectKept(sheet);
    await expectNothingStored(page, business);
  } finally {
    await context.close();
  }
});
