import { expect, test } from "../fixtures.ts";
import { patchBusiness } from "../settings/settings-helpers.ts";

// A refused value is told in a sentence naming the field, never in the validator's words: a tax above its bound
// used to read "Tax value must be a number." although it was one.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the tax form names the bound it refuses, at ${viewport.width} px`, async ({
    page,
    login,
    owner,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await patchBusiness(request, owner, { orderingEnabled: true }); // taxes show once ordering is on
    await login("/app/settings/ordering");
    await page.getByRole("button", { name: "Add tax" }).click();
    const dialog = page.getByRole("dialog", { name: "Add tax" });
    await dialog.getByLabel("Label").fill("City tax");
    await dialog.getByLabel("Value (%)").fill("2000000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Tax value can be at most 1,000,000.")).toBeVisible();
    await expect(dialog.getByText(/must be a number|expected|Too big/)).toHaveCount(0);
    await page.screenshot({
      path: `test-results/screenshots/validation-tax-${viewport.width}.png`,
      animations: "disabled",
    });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  });
}
