import { mkdirSync } from "node:fs";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";
import { auth, createMenu, patchBusiness, SCREENSHOTS, shoot } from "./settings-helpers.ts";

// Every settings tab and the appearance page at 1280 px, for people to review.
mkdirSync(SCREENSHOTS, { recursive: true });

test("every settings tab and the appearance page render at 1280 px", async ({
  page,
  login,
  owner,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  await createMenu(request, owner);
  await patchBusiness(request, owner, { orderingEnabled: true });
  for (let i = 0; i < 2; i++) {
    const saved = await request.post(`/v1/businesses/${owner.businessId}/revision`, { headers: auth(owner) });
    expect(saved.status()).toBe(200);
  }
  await login();

  const tabs = [
    ["location", "Your locations"],
    ["hours", "Opening hours"],
    ["site-settings", "What guests see"],
    ["ordering", "Taxes"],
    ["payments", "Online payments"],
    ["notifications", "Notifications"],
    ["printers", "Add a printer"],
    ["status", "Custom URL"],
    ["announcements", "Announcement banner"],
    ["seo", "Search engines"],
    ["saved-versions", "Saved versions"],
  ] as const;
  for (const [tab, heading] of tabs) {
    await page.goto(`/app/settings/${tab}`);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, tab);
  }

  await page
    .getByRole("button", { name: /Preview the version/ })
    .last()
    .click();
  await expect(page.getByRole("region", { name: "Version Preview" })).toBeVisible();
  await expect(page.getByText("In this version")).toBeVisible();
  await shoot(page, "saved-versions-preview");

  await page.goto("/app/designs");
  await expect(page.getByRole("heading", { name: "Live preview" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /Preview of the menu page/ }).getByText("Burrata"),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shoot(page, "appearance");

  for (const tab of ["general", "subs", "security"]) {
    await page.goto(`/settings/${tab}`);
    await page.waitForLoadState("networkidle");
    await shoot(page, `account-${tab}`);
  }
});
