import { expect, test } from "../fixtures.ts";
import { patchBusiness } from "./settings-helpers.ts";

// The tax form checks with the route's own schema (src/shared/taxes/taxes.ts), so it shows the message the
// server sends, and a tax it accepts is saved.
test("the tax form shows the server's message and saves a valid tax", async ({
  page,
  login,
  owner,
  request,
}) => {
  await patchBusiness(request, owner, { orderingEnabled: true }); // taxes show once ordering is on
  await login("/app/settings/ordering");
  await page.getByRole("button", { name: "Add tax" }).click();
  const dialog = page.getByRole("dialog", { name: "Add tax" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please name the tax.")).toBeVisible();

  await dialog.getByLabel("Label").fill("City tax");
  await dialog.getByLabel("Value (%)").fill("8.25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const taxes = page.getByRole("table", { name: "Taxes" });
  await expect(taxes.getByText("City tax")).toBeVisible();
});
