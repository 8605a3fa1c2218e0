import { expect, storeSession, test } from "../fixtures.ts";
import { auth, createMenu } from "../settings/settings-helpers.ts";

// A location the Free plan does not serve: the owner learns before publishing that guests will not see its page,
// with the way to upgrade, and after publishing is not told the menu is live.

const NOT_SERVED =
  "The Free plan serves one location, so guests opening this location's page see “This link is no longer " +
  "available.” Upgrade to the MyBrand plan in Account → Subscription to put it online: each extra location is $10 a month.";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("publishing a second location on the Free plan says it will not be online, with the upgrade", async ({
      page,
      owner,
      request,
    }) => {
      const added = await request.post("/v1/businesses", {
        headers: auth(owner),
        data: {
          name: "Harbor Annex",
          phone: "4155550100",
          address: "2 Pier",
          city: "Austin",
          state: "TX",
          zip: "73301",
        },
      });
      expect(added.status()).toBe(201);
      const second = { ...owner, businessId: (await added.json()).id as string };
      await createMenu(request, second);

      await storeSession(page, owner, second.businessId);
      await page.goto("/app");
      const header = page.getByRole("banner");
      // The dashboard opened the second location: its plan notice shows (the header hides the name on a phone).
      await expect(page.getByText("This location isn't on your plan")).toBeVisible({ timeout: 30_000 });

      await header.getByRole("button", { name: "Publish", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Publish your menu?" });
      await expect(confirm.getByText(NOT_SERVED)).toBeVisible();
      await expect(confirm.getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute(
        "href",
        /\/settings\/subs$/,
      );
      await page.screenshot({
        path: `test-results/screenshots/publish-not-served-confirm-${viewport.width}.png`,
      });
      const box = await confirm.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      await confirm.getByRole("button", { name: "Publish" }).click();
      const notLive = page.getByRole("dialog", { name: "Published, not yet online" });
      await expect(notLive.getByText(NOT_SERVED)).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Your menu is live!" })).toBeHidden();
      await page.screenshot({
        path: `test-results/screenshots/publish-not-served-after-${viewport.width}.png`,
      });

      // The dialog's own Close, not its corner cross.
      await notLive.getByRole("button", { name: "Close" }).last().click();
      await expect(notLive).toBeHidden();
      // Nothing else on the dashboard says the menu is live (the navigation's card, on a phone inside the menu).
      await expect(page.getByText("Your menu is live")).toHaveCount(0);
      if (viewport.width < 768) await page.getByRole("button", { name: /navigation/i }).click();
      await expect(page.getByText("Published, not yet online")).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/publish-not-served-nav-${viewport.width}.png`,
        animations: "disabled",
      });
      await page.getByRole("link", { name: "Upgrade your plan to put it online" }).click();
      await expect(page).toHaveURL(/\/settings\/subs$/);
    });
  });
}
