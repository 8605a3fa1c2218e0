import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createMember, createMenu, publishBusiness, uniqueEmail } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, newestMailTo, playwrightApi, registerOwner, test, unique } from "../fixtures.ts";

// The operator finds a business and disables it; its page then answers 402 with the link-unavailable
// sentence. The operator is named by ADMIN_EMAILS in playwright.config.ts, and confirms the address first.
const OPERATOR_EMAIL = "operator@e2e.example";
const DIR = "test-results/screenshots";
mkdirSync(DIR, { recursive: true });

async function operatorLogin(page: Page) {
  const api = playwrightApi(page.request);
  const existing = await api.call("POST", "/v1/public/login", {
    body: { email: OPERATOR_EMAIL, password: "correct horse battery" },
  });
  if (existing.status !== 200) await createMember(api, { email: OPERATOR_EMAIL });
  await signIn(page, { email: OPERATOR_EMAIL, password: "correct horse battery" });
  // Being named by ADMIN_EMAILS is not enough: a new operator confirms the address from a mailed link, which
  // the admin area offers while it shows no rights.
  await page.goto("/adm");
  const offer = page.getByRole("button", { name: "Mail me a confirmation link" });
  const search = page.getByRole("textbox", { name: "Email, name or URL" });
  await expect(offer.or(search)).toBeVisible({ timeout: 30_000 });
  if (await offer.isVisible()) {
    await offer.click();
    await expect(page.getByText(`Sent. Open the link in the mail to ${OPERATOR_EMAIL}`)).toBeVisible();
    await expect.poll(() => newestMailTo(OPERATOR_EMAIL)?.subject ?? null).toBe("Confirm your email address");
    const link = new URL(newestMailTo(OPERATOR_EMAIL)?.link ?? "");
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(`${OPERATOR_EMAIL} is confirmed.`)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: "Open the admin area" }).click();
  }
  await expect(search).toBeVisible({ timeout: 30_000 });
}

/** The login form, with room for a busy machine: the first dashboard load can take a while. */
async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(credentials.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
}

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const) {
  test.describe(`adm at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the operator finds a business and disables it", async ({ page, request }) => {
      test.setTimeout(scaled(180_000));
      const name = `Disable Me ${unique().slice(-6)}`;
      const api = playwrightApi(request);
      const owner = await createMember(api, {
        email: uniqueEmail("owner", "e2e.example"),
        business: { name },
      });
      await createMenu(api, owner);
      const business = await publishBusiness(api, owner);
      const address = business.customUrl ?? business.url;
      expect((await request.get(`/m/${address}`)).status()).toBe(200);

      await operatorLogin(page);
      await page.goto("/adm");
      // The register dialog's fields and buttons, looked at and measured: nothing cut or wider than the screen.
      await page.getByRole("button", { name: "Register a member" }).click();
      const register = page.getByRole("dialog", { name: "Register a member" });
      await expect(register.getByRole("button", { name: "Cancel" })).toBeVisible();
      await page.screenshot({ path: `${DIR}/adm-register-${viewport.name}.png`, animations: "disabled" });
      await expectNoSidewaysScroll(page, viewport.width);
      await register.getByRole("button", { name: "Cancel" }).click();
      await expect(register).toBeHidden();
      await page.getByRole("textbox", { name: "Email, name or URL" }).fill(name);
      await page.getByRole("button", { name: "Search" }).click();
      const card = page.getByRole("article", { name });
      await expect(card).toBeVisible();
      await expect(card.getByText(owner.email)).toBeVisible();
      await page.screenshot({ path: `${DIR}/adm-search-${viewport.name}.png`, fullPage: true });
      await expectNoSidewaysScroll(page, viewport.width);

      await card.getByRole("button", { name: "Disable" }).click();
      const dialog = page.getByRole("dialog", { name: "Disable this business?" });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${DIR}/adm-disable-${viewport.name}.png`, animations: "disabled" });
      await dialog.getByRole("button", { name: "Disable" }).click();
      await expect(card.getByText("Disabled", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: "Enable" })).toBeVisible();

      const guest = await request.get(`/m/${address}`);
      expect(guest.status()).toBe(402);
      expect(await guest.text()).toContain("This link is no longer available.");

      // The owner's details and the audit log.
      await card.getByRole("button", { name: owner.email }).click();
      const drawer = page.getByRole("dialog", { name: "Member" });
      await expect(drawer.getByRole("heading", { name: owner.email })).toBeVisible();
      await expect(drawer.getByText("FREEMIUM")).toBeVisible();
      await page.screenshot({ path: `${DIR}/adm-member-${viewport.name}.png`, fullPage: true });
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Audit log" }).click();
      const log = page.getByRole("region", { name: "Audit log" });
      await expect(log.getByText(`disabled a business: ${name}`).first()).toBeVisible();
      await page.screenshot({ path: `${DIR}/adm-audit-${viewport.name}.png`, fullPage: true });
      await expectNoSidewaysScroll(page, viewport.width);
    });
  });
}

test("an owner who is not an operator sees no admin rights", async ({ page, request }) => {
  test.setTimeout(scaled(120_000));
  const owner = await registerOwner(request);
  await signIn(page, owner);
  await page.goto("/adm");
  await expect(page.getByText("Your account has no admin rights")).toBeVisible({ timeout: 30_000 });
});

test("a member whose only business was transferred gets the sign-up's business step", async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const api = playwrightApi(request);
  const seller = await registerOwner(request);
  const buyer = await registerOwner(request);
  const sold = await api.call("POST", `/v1/public/businesses/${seller.businessId}/transfer`, {
    token: seller.token,
    body: { email: buyer.email },
  });
  expect(sold.status).toBe(200);

  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(seller.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(seller.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/new-business$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Your Business Details" })).toBeVisible();

  await page.getByRole("textbox", { name: "Business name" }).fill("Second Act Cafe");
  await page.getByRole("textbox", { name: "Phone" }).pressSequentially("4155550199");
  await page.getByRole("textbox", { name: "Address" }).fill("12 Fresh Start Road");
  await page.getByRole("textbox", { name: "City" }).fill("San Francisco");
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("combobox", { name: "State" }).fill("Califo");
  await page.getByRole("option", { name: "California" }).click();
  await page.getByRole("textbox", { name: "Zip" }).fill("94110");
  await page.getByRole("button", { name: "Add business" }).click();

  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\/new$/, { timeout: 60_000 });
  await expect(page.getByRole("banner").getByText("Second Act Cafe")).toBeVisible();
});
