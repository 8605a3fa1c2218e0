import { createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";
import { publishChanges, publishThroughApi } from "../settings/settings-helpers.ts";

// The owner can turn the guest page's diet and allergen filter off in Settings.

const PHONE = { width: 390, height: 844 };

test("turning the diet and allergen filter off in Settings takes it off the guest page once published", async ({
  page,
  login,
  owner,
  request,
  browser,
}) => {
  await createMenu(playwrightApi(request), owner, {
    name: "Lunch",
    nodes: [
      menuGroup([
        menuItem({ name: "Peanut Noodles", prices: [11], icons: [{ iconKey: "peanuts" }] }),
        menuItem({ name: "Garden Salad", prices: [9], icons: [{ iconKey: "vegan" }] }),
      ]),
    ],
  });
  const { url } = await publishThroughApi(request, owner);
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  await guest.goto(`/m/${url}?avoid=peanuts`);
  await expect(guest.getByRole("search", { name: "Diet and allergen filter" })).toBeVisible();
  await expect(guest.getByRole("heading", { name: "Peanut Noodles" })).toBeHidden();

  await page.setViewportSize(PHONE);
  await login("/app/settings/site-settings");
  const filterSwitch = page.getByRole("switch", { name: "Diet and allergen filter" });
  await expect(filterSwitch).toBeChecked();
  await filterSwitch.uncheck();
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expect(page.getByText("Saved successfully")).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/settings-diet-filter-off-390.png" });

  // Saved but not published: guests keep the filter until Publish Changes.
  await guest.reload();
  await expect(guest.getByRole("search", { name: "Diet and allergen filter" })).toBeVisible();
  await publishChanges(page);
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Garden Salad" })).toBeVisible();
  await expect(guest.getByRole("search", { name: "Diet and allergen filter" })).toHaveCount(0);
  // With no filter, nothing is hidden, and no note is drawn, whatever the address asks.
  await expect(guest.getByRole("heading", { name: "Peanut Noodles" })).toBeVisible();
  await expect(guest.getByText("Allergens not listed")).toHaveCount(0);
  await guest.screenshot({ path: "test-results/screenshots/guest-filter-off-390.png", fullPage: true });
  await guestContext.close();
});
