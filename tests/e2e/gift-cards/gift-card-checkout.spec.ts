import { mkdirSync } from "node:fs";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";
import { pizzasToPayOnline } from "../ordering/pizza-cart.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// A gift card at checkout on a 390 px phone: a wrong code is named under the field, the right one pays part of
// the order, the rest is paid by card on the pay step (Stripe asked for the rest only), and the order's page
// shows what the card paid. The card is spent, read back through the owner's API.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

test("a guest pays part of an order with a gift card on a phone, and the rest by card", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, null, business);
  const issued = await api.post(
    `/v1/businesses/${business.businessId}/gift-cards/issue`,
    { amount: 1000, recipient: { name: "Ada Guest", email: "" }, reason: "A regular's birthday" },
    business.token,
  );
  expect(issued.status).toBe(201);
  const code = String(issued.body.code);
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );

  await page.setViewportSize(PHONE);
  await page.goto(`/m/${dashboard.body.business.url}`);
  // Two large pizzas with extra cheese and a soda, 8.25 % tax: $37.34.
  const sheet = await pizzasToPayOnline(page);
  await sheet.getByRole("button", { name: "Review order" }).click();
  await expect(sheet.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Place order · $37.34" })).toBeEnabled();

  // A code that opens nothing: named under its field, the order still possible without it.
  const field = sheet.getByRole("textbox", { name: "Gift card code" });
  await field.fill("ABCD-EFGH-JKMN-PQRS");
  await sheet.getByRole("group", { name: "Gift card code" }).getByRole("button", { name: "Apply" }).click();
  await expect(sheet.getByRole("alert")).toHaveText(
    "We can't find a gift card with that code. Please check it and try again.",
  );
  await expect(sheet.getByRole("button", { name: "Place order · $37.34" })).toBeEnabled();

  // The card's code as printed on it, in lower case: the card pays $10.00, $27.34 is left to pay.
  await sheet
    .getByRole("textbox", { name: "Gift card code" })
    .fill(code.toLowerCase().match(/.{4}/g)?.join("-") ?? "");
  await sheet.getByRole("group", { name: "Gift card code" }).getByRole("button", { name: "Apply" }).click();
  const totals = sheet.locator(".totals");
  await expect(totals).toContainText(`Gift card (${code.slice(-4)})−$10.00`);
  await expect(totals).toContainText("Left to pay$27.34");
  await expect(sheet.getByText("Your card keeps $0.00 after this order.")).toBeVisible();
  await expect(sheet.getByRole("textbox", { name: "Gift card code" })).toBeDisabled();
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/gift-card-checkout-390.png`, fullPage: true });

  await sheet.getByRole("button", { name: "Place order · $27.34" }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+\?key=/);
  const pay = page.getByRole("button", { name: "Pay $27.34" });
  await expect(pay).toBeEnabled();
  await expect(page.locator(".totals")).toContainText("Left to pay$27.34");
  await page.screenshot({ path: `${SHOTS}/gift-card-pay-step-390.png`, fullPage: true });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await pay.click();
  await expect(page).toHaveURL(/\/m\/[^/]+\/orders\/[^/?]+\?key=/);
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page.locator(".totals")).toContainText("Gift card−$10.00");
  await expect(page.locator(".totals")).toContainText("Left to pay$27.34");
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/gift-card-order-page-390.png`, fullPage: true });

  const cards = await api.get(`/v1/businesses/${business.businessId}/gift-cards`, business.token);
  expect(cards.body.list[0]).toMatchObject({ balance: 0, status: "EMPTY" });

  // The owner's order, on their phone: what the card paid is not to be collected again.
  await signIn(page, business);
  await page.goto("/app/orders");
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click();
  await page.getByRole("link", { name: /Order #1, New, Ada Guest/ }).click();
  await expect(page.getByRole("heading", { name: "Order #1" })).toBeVisible();
  // The screen's order (the kitchen ticket beside it is for printing).
  const details = page.locator("#main-content");
  await expect(details.getByText("Gift card", { exact: true })).toBeVisible();
  await expect(details.getByText("−$10.00")).toBeVisible();
  await expect(details.getByText("Left to pay")).toBeVisible();
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/gift-card-owner-order-390.png`, fullPage: true });
});
