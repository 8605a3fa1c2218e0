import { expect, test } from "../fixtures.ts";
import {
  auth,
  businessOf,
  createMenu,
  patchBusiness,
  publishThroughApi,
} from "../settings/settings-helpers.ts";

// QR codes and Share are always within reach, and no button leads nowhere.

test("QR codes and Share sit in the navigation and on the Status tab", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  await login();
  const nav = page.getByRole("navigation", { name: "Dashboard" });

  await nav.getByRole("link", { name: "QR codes" }).click();
  await expect(page).toHaveURL(/\/app\/qrcodes$/);
  await expect(page.getByRole("heading", { name: "QR codes", level: 1 })).toBeVisible();

  await nav.getByRole("button", { name: /^Share/ }).click();
  const share = page.getByRole("dialog", { name: "Share your menu" });
  await expect(share.getByRole("textbox", { name: "Your menu link" })).toHaveValue(new RegExp(`/m/${url}$`));
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  // The Status tab says "print it as a QR code": its buttons lead there.
  await page.goto("/app/settings/status");
  const linkCard = page.getByRole("region", { name: "Your link" });
  await expect(linkCard).toContainText("print it as a QR code");
  await linkCard.getByRole("button", { name: "Share" }).click();
  await expect(share).toBeVisible();
  await page.keyboard.press("Escape");
  await linkCard.getByRole("link", { name: "QR codes" }).click();
  await expect(page).toHaveURL(/\/app\/qrcodes$/);
});

test("Chat with us writes a mail that says who writes and from where", async ({ page, login, owner }) => {
  await login("/app/settings/hours");
  const href = await page.getByRole("link", { name: "Chat with us" }).getAttribute("href");
  const mail = new URL(href ?? "");
  expect(mail.protocol).toBe("mailto:");
  expect(mail.searchParams.get("subject")).toBe(`Help with ${owner.businessName}`);
  const body = mail.searchParams.get("body") ?? "";
  expect(body).toContain(`Business: ${owner.businessName} (${owner.businessId})`);
  expect(body).toContain(`Account: ${owner.email} (${owner.memberId})`);
  expect(body).toContain("Written from: /app/settings/hours");
});

test("Orders on a published business offers Share, not publishing", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  await patchBusiness(request, owner, { orderingEnabled: true });
  await publishThroughApi(request, owner);
  await login("/app/orders");
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get your menu published" })).toHaveCount(0);
  await page.getByRole("button", { name: "Share your menu to get orders" }).click();
  await expect(page.getByRole("dialog", { name: "Share your menu" })).toBeVisible();
});

// Upgrade opens Stripe Checkout (the double in e2e); tests/e2e/account/billing.spec.ts pays and comes back.
test("Upgrade in the QR limit modal opens Checkout for the MyBrand plan, named as the modal names it", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  const made = await request.post(`/v1/qrcodes?token=${owner.token}`, {
    headers: auth(owner),
    data: {
      memberId: owner.memberId,
      locationId: owner.businessId,
      name: "Tables",
      type: "online-menu",
      url,
    },
  });
  expect(made.status()).toBe(201);
  await login("/app/qrcodes");
  await page.getByRole("button", { name: "Create QR code" }).click();
  const limit = page.getByRole("dialog", { name: "Upgrade for more QR codes" });
  await expect(limit).toContainText(
    "The Free plan includes 1 QR code. Upgrade to the MyBrand plan to make one",
  );
  await page.screenshot({ path: "test-results/screenshots/qr-limit-plan-name-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screenshots/qr-limit-plan-name-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await limit.getByRole("button", { name: "Upgrade" }).click();

  await expect(page).toHaveURL(/\/checkout\/pay\/cs_test_/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Subscribe" })).toBeVisible();
  await expect(page.getByText("MyBrand plan × 1")).toBeVisible();
});

test("Website leads somewhere real: New page starts from a template, and the public links open", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  await login("/app/website");
  await expect(page.getByRole("heading", { name: "Website", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get your menu published" })).toHaveAttribute(
    "href",
    "/onboard",
  );
  await page.getByRole("link", { name: "Manage pages" }).click();
  await expect(page).toHaveURL(/\/app\/website\/pages$/);
  await page.getByRole("link", { name: "New page" }).first().click();
  await expect(page).toHaveURL(/\/app\/website\/pages\/new$/);
  await page.getByRole("button", { name: "Start from About us" }).click();
  await expect(page).toHaveURL(/\/app\/website\/pages\/[^/]+$/);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("About us");

  const { url } = await publishThroughApi(request, owner);
  await page.goto("/app/website");
  const menuPage = page.getByRole("link", { name: "Menu page" });
  await expect(menuPage).toHaveAttribute("href", new RegExp(`/m/${url}`));
  expect((await request.get((await menuPage.getAttribute("href")) ?? "")).status()).toBe(200);
  const linkPage = await page.getByRole("link", { name: "Link page" }).getAttribute("href");
  expect((await request.get(linkPage ?? "")).status()).toBe(200);
  expect((await request.get(`/m/${url}/p/about-us`)).status()).toBe(200);
  expect((await businessOf(request, owner)).published).toBe(true);
});
