import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";

test("the owner edits the location and saves it", async ({ page, login }) => {
  await login("/app/settings/location");
  await page.getByRole("button", { name: "Edit Location" }).click();

  const name = page.getByRole("textbox", { name: "Business name" });
  await name.fill("");
  await page.getByRole("textbox", { name: "City" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.businessNameEmpty)).toBeVisible();
  await expect(page.getByText(MESSAGES.cityEmpty)).toBeVisible();

  await name.fill("x".repeat(41));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.businessNameTooLong)).toBeVisible();

  await name.fill("Harborview Oyster Room");
  await page.getByRole("textbox", { name: "City" }).fill("Sausalito");
  const phone = page.getByRole("textbox", { name: "Phone" });
  await phone.fill("");
  await phone.pressSequentially("4155550123");
  await expect(phone).toHaveValue("(415) 555-0123");
  await page.getByRole("textbox", { name: "Instagram" }).fill("@harborview");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Harborview Oyster Room" })).toBeVisible();
  await expect(page.getByText("(415) 555-0123")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Harborview Oyster Room")).toBeVisible();
});

// Canada has its province list, so a country without a list shows the free text.
test("outside the United States and Canada the state is free text", async ({ page, login }) => {
  await login("/app/settings/location");
  await page.getByRole("button", { name: "Edit Location" }).click();
  await expect(page.getByRole("combobox", { name: "State" })).toBeVisible();
  await page.getByRole("combobox", { name: "Country" }).fill("Germa");
  await page.getByRole("option", { name: "Germany" }).click();
  await page.getByRole("textbox", { name: "State / Province" }).fill("Bavaria");
  await page.getByRole("textbox", { name: "Zip" }).fill("80331");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  await expect(page.getByText("Germany")).toBeVisible();
});

test("account pages: general, subscription and security", async ({ page, login, owner }) => {
  await login();
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(page.getByRole("textbox", { name: "Login email" })).toHaveValue(owner.email);

  await page.goto("/settings/subs");
  await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible();

  await page.goto("/settings/whatever");
  await expect(page).toHaveURL(/\/settings\/general$/);

  await page.goto("/settings/security");
  await page.getByRole("button", { name: "Reset password by email" }).click();
  await expect(page.getByText(`Reset link sent to ${owner.email}`)).toBeVisible();
});
