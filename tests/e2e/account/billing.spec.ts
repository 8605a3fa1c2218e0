import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { scaled } from "../../helpers/slowness.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// A free owner meets the QR limit, upgrades through Stripe Checkout (the local double that
// speaks Stripe's protocol, started by playwright.config.ts) and comes back to an active paid plan; the webhook
// made it so, and the second QR code is allowed.
const DIR = "test-results/screenshots";
mkdirSync(DIR, { recursive: true });

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(credentials.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const) {
  test.describe(`billing at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("upgrade from the QR limit modal through Checkout and back", async ({ page, request }) => {
      test.setTimeout(scaled(180_000));
      const owner = await registerOwner(request);
      const first = await playwrightApi(request).call("POST", "/v1/qrcodes", {
        token: owner.token,
        body: { memberId: owner.memberId, locationId: owner.businessId, name: "Door", type: "online-menu" },
      });
      expect(first.status).toBe(201);
      await signIn(page, owner);
      await page.goto("/settings/subs");
      await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${DIR}/subscription-free-${viewport.name}.png`, fullPage: true });

      await page.goto("/app/qrcodes");
      await page.getByRole("button", { name: "Create QR code" }).click();
      const limit = page.getByRole("dialog", { name: "Upgrade for more QR codes" });
      await expect(limit.getByText("You've reached your free QR code limit")).toBeVisible();
      await limit.getByRole("button", { name: "Upgrade" }).click();

      // Stripe's hosted page (the double's), then back to the dashboard.
      await expect(page).toHaveURL(/\/checkout\/pay\//, { timeout: 30_000 });
      await expect(page.getByText("$19.00")).toHaveCount(2);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/settings\/subs\?checkout=done$/, { timeout: 30_000 });
      await expect(page.getByText("Your MyBrand plan is active.").first()).toBeVisible({ timeout: 30_000 });
      const plan = page.getByRole("region", { name: "Your plan" });
      await expect(plan.getByRole("heading", { name: "MyBrand plan" })).toBeVisible();
      await expect(plan.getByText(/^Next bill: \$19 on /)).toBeVisible();
      await expect(plan.getByRole("button", { name: "Manage billing" })).toBeVisible();
      await page.screenshot({ path: `${DIR}/subscription-paid-${viewport.name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The second code is allowed now.
      const second = await playwrightApi(request).call("POST", "/v1/qrcodes", {
        token: owner.token,
        body: {
          memberId: owner.memberId,
          locationId: owner.businessId,
          name: "Terrace",
          type: "online-menu",
        },
      });
      expect(second.status).toBe(201);
    });
  });
}
