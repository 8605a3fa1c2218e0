import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { apiLogin, expect, test } from "../fixtures.ts";

// Name, email with the password, subscription, password change ending other sessions.

test("account: name, email, subscription, sessions and password", async ({ page, login, owner, request }) => {
  const otherToken = await apiLogin(request, owner);
  await login("/settings/general");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rosa Marquez");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();

  await page.getByRole("textbox", { name: "New email" }).fill(`new-${owner.email}`);
  await page.getByRole("textbox", { name: "Current password" }).fill("wrong password");
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();

  await page.goto("/settings/subs");
  await expect(page.getByRole("heading", { name: "Free plan" })).toBeVisible();
  await expect(page.getByText("extra locations need the MyBrand plan at $10 a month each")).toBeVisible();

  await page.goto("/settings/security");
  const sessions = page.getByRole("table", { name: "Active sessions" });
  await expect(sessions.getByText("This device")).toBeVisible();
  await expect(sessions.getByRole("button", { name: "End session" }).first()).toBeVisible();

  await page.getByRole("textbox", { name: "Current password" }).fill(owner.password);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("a brand new passphrase");
  await page.getByRole("textbox", { name: "Repeat new password" }).fill("a brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();
  await expect(sessions.getByRole("button", { name: "End session" })).toHaveCount(0);
  const stale = await request.get("/v1/members/me", { headers: { authorization: `Bearer ${otherToken}` } });
  expect(stale.status()).toBe(401);
});
