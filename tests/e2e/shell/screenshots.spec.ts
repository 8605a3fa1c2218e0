import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { scaled } from "../../helpers/slowness.ts";
import { demoAccount, expect, signIn, test } from "../fixtures.ts";

// Full-page screenshots for people to review (test-results/screenshots/); they assert only that pages rendered.
const DIR = "test-results/screenshots";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

mkdirSync(DIR, { recursive: true });

for (const viewport of VIEWPORTS) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    const shoot = (page: Page, name: string) =>
      page.screenshot({
        path: `${DIR}/${name}-${viewport.name}.png`,
        fullPage: true,
        animations: "disabled",
      });

    test("public screens", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
      await shoot(page, "login");

      await page.goto("/login?ses");
      await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
      await shoot(page, "login-session-expired");

      await page.goto("/start");
      await page.getByRole("textbox", { name: "Business name" }).fill("Lantern Noodle Bar");
      await page.getByRole("textbox", { name: "Phone" }).fill("4155550188");
      await page.getByRole("textbox", { name: "Address" }).fill("88 Lantern Lane");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText(MESSAGES.registerCity)).toBeVisible();
      await shoot(page, "start-step1");

      await page.getByRole("textbox", { name: "City" }).fill("San Francisco");
      await page.getByRole("combobox", { name: "State" }).fill("Calif");
      await page.getByRole("option", { name: "California" }).click();
      await page.getByRole("textbox", { name: "Zip" }).fill("94110");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
      await shoot(page, "start-step2");

      await page.goto("/pass-forgot");
      await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
      await shoot(page, "pass-forgot");

      await page.goto("/pass-forgot?token=nope&memberId=nope");
      await expect(page.getByText(MESSAGES.resetLinkInvalid)).toBeVisible();
      await shoot(page, "pass-forgot-invalid");

      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "about");

      await page.goto("/this-page-does-not-exist");
      await expect(page.getByRole("heading", { name: MESSAGES.notFoundPage })).toBeVisible();
      await shoot(page, "not-found");
    });

    test("dashboard screens", async ({ page, request }) => {
      // Nine screens each shot whole: 50–65 s with two browsers on two cores, and their time is not what this checks.
      test.setTimeout(scaled(150_000));
      // The demo owner, signed in from a token (the form is auth.spec.ts's): the dashboard opens their menu.
      const login = await request.post("/v1/public/login", { data: demoAccount() });
      expect(login.status()).toBe(200);
      const { token, member } = (await login.json()) as { token: string; member: { id: string } };
      await signIn(page, { memberId: member.id, token });
      await page.goto("/app");
      await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "menu");

      const bizId = page.url().match(/\/app\/biz\/([^/]+)/)?.[1];
      await page.goto(`/app/biz/${bizId}/menus`);
      await expect(page.getByRole("heading", { name: "Menus", level: 1 })).toBeVisible();
      await shoot(page, "menus");

      await page.goto(`/app/biz/${bizId}/menus/new`);
      await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();
      await shoot(page, "menu-new");

      await page.goto("/app/settings/location");
      await expect(page.getByRole("button", { name: "Edit Location" })).toBeVisible();
      await shoot(page, "settings-location");
      await page.getByRole("button", { name: "Edit Location" }).click();
      await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
      await shoot(page, "settings-location-edit");

      await page.goto("/app/settings/hours");
      await expect(page.getByRole("tab", { name: "Business Hours" })).toBeVisible();
      await shoot(page, "settings-hours");

      await page.goto("/onboard");
      await expect(page.getByRole("heading", { name: "Get ready to publish" })).toBeVisible();
      await shoot(page, "onboard");

      await page.goto("/settings/subs");
      await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible();
      await shoot(page, "account-subs");

      await page.goto("/app/no-such-screen");
      await expect(page.getByRole("heading", { name: MESSAGES.notFoundPage })).toBeVisible();
      await shoot(page, "not-found-in-app");

      if (viewport.name === "phone") {
        await page.getByRole("button", { name: "Open navigation" }).click();
        await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
        await page.screenshot({ path: `${DIR}/nav-open-${viewport.name}.png`, animations: "disabled" });
      }
    });
  });
}
