import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, mailsTo, signIn, test } from "../fixtures.ts";
import { pizzasToPayOnline } from "../ordering/pizza-cart.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// A gift card bought on a 390 px phone: "Gift cards" in the menu page's header, the form, the pay step (Stripe's
// card form, captured at once), the thanks; the card reaches its recipient by mail with its code and page, and
// pays part of an order whose rest is paid by card. The owner's switch that sells them is looked at too.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
}

async function payByCard(page: Page, amount: string) {
  const pay = page.getByRole("button", { name: `Pay ${amount}` });
  await expect(pay).toBeEnabled();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await pay.click();
}

test("a guest buys a gift card on a phone, its recipient gets it by mail and pays part of an order with it", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, null, business);
  const saved = await api.put(
    `/v1/businesses/${business.businessId}/gift-cards/settings`,
    { enabled: true, presets: [2500, 5000, 10000], min: 1000, max: 50000 },
    business.token,
  );
  expect(saved.status).toBe(200);
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  const url = String(dashboard.body.business.url);
  const recipient = `ada-${business.businessId.toLowerCase()}@example.com`;

  await page.setViewportSize(PHONE);
  await page.goto(`/m/${url}`);
  await expect(page.getByRole("link", { name: "Gift cards" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gift-card-menu-header-390.png` });
  await page.getByRole("link", { name: "Gift cards" }).click();
  await expect(page.getByRole("heading", { name: "Give a gift card" })).toBeVisible();
  await page.getByText("$25.00", { exact: true }).click();
  await page.getByRole("textbox", { name: "Their name" }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Their email" }).fill(recipient);
  await page.getByRole("textbox", { name: "A message (optional)" }).fill("Happy birthday! Dinner is on me.");
  await page.getByRole("textbox", { name: "Your name" }).fill("Marco Polo");
  await page.getByRole("textbox", { name: "Your email, for the receipt" }).fill("marco@example.com");
  await shoot(page, "gift-card-buy-form");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/pay\/[^/?]+\?key=/);
  await expect(page.getByRole("heading", { name: "Gift card for Ada Lovelace" })).toBeVisible();
  await expect(page.getByText(`It goes to ${recipient} as soon as you pay.`)).toBeVisible();
  // Not measured for cuts: the card form is Stripe's (here the double's stand-in for Stripe.js).
  await page.screenshot({ path: `${SHOTS}/gift-card-buy-pay-step-390.png`, fullPage: true });
  await payByCard(page, "$25.00");
  await expect(page.getByRole("heading", { name: "Thank you! Your gift card is paid." })).toBeVisible();
  await expect(page.getByText(`We sent it to ${recipient}, and your receipt to you.`)).toBeVisible();
  await shoot(page, "gift-card-buy-paid");

  // The recipient's mail: the code, and the card's page it links to.
  await expect.poll(() => mailsTo(recipient).length).toBe(1);
  const mail = mailsTo(recipient)[0];
  const code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(code).not.toBe("");
  const link = /https?:\/\/\S+\/g\/[A-Z2-9]{16}\S*/.exec(mail?.text ?? "")?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("$25.00").first()).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code of ${code}` })).toBeVisible();
  await shoot(page, "gift-card-buy-card-page");

  // Two large pizzas with cheese and a soda ($37.34): the card pays $25.00, the card on the pay step the rest.
  await page.goto(`/m/${url}`);
  const sheet = await pizzasToPayOnline(page);
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("textbox", { name: "Gift card code" }).fill(code);
  await sheet.getByRole("group", { name: "Gift card code" }).getByRole("button", { name: "Apply" }).click();
  await expect(sheet.locator(".totals")).toContainText("Left to pay$12.34");
  await sheet.getByRole("button", { name: "Place order · $12.34" }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+\?key=/);
  await payByCard(page, "$12.34");
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page.locator(".totals")).toContainText("Gift card−$25.00");
  const cards = await api.get(`/v1/businesses/${business.businessId}/gift-cards`, business.token);
  expect(cards.body.list[0]).toMatchObject({ balance: 0, status: "EMPTY", initial: 2500 });

  // The owner's switch that sells them, on the phone.
  await signIn(page, business);
  await page.goto("/app/gift-cards");
  await expect(page.getByRole("switch", { name: "Sell gift cards on your menu page" })).toBeChecked();
  await shoot(page, "gift-card-selling-settings");
});
