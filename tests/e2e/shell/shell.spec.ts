import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { createBusiness } from "../../helpers/factories.ts";
import { apiLogin, expect, playwrightApi, test } from "../fixtures.ts";

test("without debug the root sends to login, or to the app when logged in", async ({ page, login }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await login("/");
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\/new$/);
});

test("a member with several businesses switches between them", async ({ page, login, owner, request }) => {
  const token = await apiLogin(request, owner);
  const second = await createBusiness(playwrightApi(request), { token }, { name: "Second Street Deli" });

  await login();
  const banner = page.getByRole("banner");
  await expect(banner.getByText(owner.businessName)).toBeVisible();
  await banner.getByRole("combobox", { name: "Location" }).click();
  await page.getByRole("option", { name: "Second Street Deli" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/biz/${second.id}/menus/new$`));
  await expect(banner.getByText("Second Street Deli")).toBeVisible();

  // The choice is kept on the device.
  await page.reload();
  await expect(banner.getByText("Second Street Deli")).toBeVisible();

  await page.goto("/places");
  await expect(page.getByRole("heading", { name: "Second Street Deli" })).toBeVisible();
  await expect(page.getByRole("heading", { name: owner.businessName })).toBeVisible();
  await page.getByRole("button", { name: `Switch to ${owner.businessName}` }).click();
  await expect(banner.getByText(owner.businessName)).toBeVisible();
});

test("the publishing checklist shows what is missing", async ({ page, login }) => {
  await login("/onboard");
  await expect(page.getByRole("heading", { name: "Get ready to publish" })).toBeVisible();
  await expect(page.getByText(MESSAGES.noMenus)).toBeVisible();
  await page.getByRole("link", { name: "Create a menu" }).click();
  await expect(page).toHaveURL(/\/menus\/new$/);
});

test("the Help Center opens with answers", async ({ page, login }) => {
  await login();
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("button", { name: "Help Center" })
    .click();
  const drawer = page.getByRole("dialog", { name: "Help Center" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "What do I need before publishing?" }).click();
  await expect(drawer.getByText(/At least one active menu/)).toBeVisible();
});

test("a menu id that does not exist says so", async ({ page, login, owner }) => {
  await login(`/app/biz/${owner.businessId}/menus/not-a-menu`);
  await expect(page.getByRole("heading", { name: MESSAGES.menuNotFound })).toBeVisible();
  await page.goto("/app/biz/someone-elses-business/menus");
  await expect(page.getByRole("heading", { name: MESSAGES.notFoundPage })).toBeVisible();
});

test("the phone layout collapses the navigation behind a burger", async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/location$/);
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
});
