import { contrastRatio } from "../../../src/shared/guest-page/contrast.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { SHOTS, seriousViolations } from "../a11y/a11y-helpers.ts";
import { expect as baseExpect, test } from "../fixtures.ts";

// Every guest page and state read by axe (WCAG 2.0 to 2.2, A and AA): the menu, an item's dialog, the cart and
// checkout, the confirmation, the pay step, the Arabic page, and a business whose owner picked colours guests could
// not read. No serious or critical violation is allowed anywhere a guest goes.

const PHONE = { width: 390, height: 844 };
// Onboarding with the Stripe double and a busy machine: more than the default minute.
test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(45_000) });

test("a guest's whole way through ordering has no serious or critical axe violation", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, {
    config: { onlineCardPayment: true, languages: ["en", "ar"] },
  });
  await onboard(api, null, business);
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  const address = dashboard.body.business.url as string;
  await page.setViewportSize(PHONE);

  await page.goto(`/m/${address}`);
  await expect(page.getByRole("button", { name: "Add Soda" })).toBeVisible();
  expect(await seriousViolations(page), "menu").toEqual([]);

  await page.getByRole("button", { name: "Add Soda" }).click();
  const soda = page.getByRole("dialog", { name: "Soda" });
  await expect(soda).toBeVisible();
  expect(await seriousViolations(page), "item dialog").toEqual([]);
  await soda.getByRole("button", { name: "Add to order · $2.99" }).click();

  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await expect(sheet.getByRole("button", { name: "Checkout" })).toBeVisible();
  expect(await seriousViolations(page), "cart").toEqual([]);
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await expect(sheet.getByRole("textbox", { name: "Name" })).toBeVisible();
  expect(await seriousViolations(page), "checkout").toEqual([]);

  // The confirmation of an order placed.
  const cash = await placeOrder(api, business, orderBody(business));
  expect(cash.status, JSON.stringify(cash.body)).toBe(201);
  await page.goto(`/m/${address}/orders/${cash.body.id}?key=${cash.body.trackingKey}`);
  await expect(page.getByText(`#${cash.body.friendlyId}`).first()).toBeVisible();
  expect(await seriousViolations(page), "confirmation").toEqual([]);

  // The pay step, with the Stripe double's card form.
  const card = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  await page.goto(`/pay/${card.body.id}?key=${card.body.trackingKey}`);
  await expect(page.locator("#pay-button")).toBeEnabled();
  // What the total counts is listed: the options chosen and the note.
  await expect(page.getByText("Extra cheese")).toBeVisible();
  expect(await seriousViolations(page), "pay").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/guest-axe-pay-390.png`, fullPage: true });

  // Right to left: the untranslated names are marked English, prices keep "$2.99".
  await page.goto(`/m/${address}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('h3[lang="en"]', { hasText: "Soda" })).toBeVisible();
  const price = page.locator(".price", { hasText: "2.99" }).first();
  await expect(price).toHaveAttribute("dir", "ltr");
  expect(await seriousViolations(page), "arabic").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/guest-axe-arabic-390.png`, fullPage: true });
});

test("an owner's unreadable colours reach guests at a readable shade, with no contrast violation", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const owner = {
    bannerColor: "#ffffff",
    bannerTextColor: "#fff59d",
    businessNameColor: "#fff59d",
    menuTextColor: "#fff59d",
  };
  const patched = await api.patch(`/v1/businesses/${business.businessId}`, { config: owner }, business.token);
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const published = await api.post(
    `/v1/businesses/${business.businessId}/publish`,
    undefined,
    business.token,
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const address = published.body.url as string;
  await page.setViewportSize(PHONE);
  await page.goto(`/m/${address}`);
  const soda = page.getByRole("heading", { name: "Soda" });
  await expect(soda).toBeVisible();

  // Before: the owner's colours as picked (what the page drew until now), for the record.
  // (Through the style object: the page's CSP allows no added style sheet.)
  await page.evaluate((colors) => {
    const root = document.documentElement.style;
    root.setProperty("--banner-text", colors.bannerTextColor);
    root.setProperty("--name", colors.businessNameColor);
    root.setProperty("--text", colors.menuTextColor);
  }, owner);
  await page.screenshot({ path: `${SHOTS}/guest-low-contrast-before-390.png`, fullPage: true });
  await page.reload();
  await expect(soda).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/guest-low-contrast-after-390.png`, fullPage: true });

  const colorOf = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number);
        return `#${[r, g, b].map((part) => part.toString(16).padStart(2, "0")).join("")}`;
      });
  expect(contrastRatio(await colorOf("h3"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(await colorOf(".price"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(await colorOf(".hero h1"), "#ffffff")).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(await colorOf(".hero"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  expect(await seriousViolations(page), "low-contrast menu").toEqual([]);
  await page.goto(`/l/${address}`);
  expect(await seriousViolations(page), "low-contrast links").toEqual([]);
});
