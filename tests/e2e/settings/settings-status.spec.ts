import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, registerOwner, test, unique } from "../fixtures.ts";
import { auth, createMenu, publishThroughApi } from "./settings-helpers.ts";

// The custom URL's rules; a confirmation while published; the copied label resets after 3 s.

test("custom URL rules, confirmation while published, and the copy button", async ({
  page,
  login,
  owner,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const other = await registerOwner(request);
  const takenUrl = `taken-${unique()}`.slice(0, 25);
  const claim = await request.put(`/v1/businesses/${other.businessId}/url`, {
    headers: auth(other),
    params: { url: takenUrl },
  });
  expect(claim.status()).toBe(200);

  await login("/app/settings/status");
  const field = page.getByRole("textbox", { name: "Custom URL" });
  const update = page.getByRole("button", { name: "Update" });
  await expect(update).toBeDisabled();

  await field.fill("x".repeat(26));
  await expect(page.getByText(MESSAGES.customUrlTooLong)).toBeVisible();
  await expect(update).toBeDisabled();
  await field.fill("my place!");
  await expect(page.getByText(MESSAGES.customUrlInvalid)).toBeVisible();
  await field.fill(takenUrl);
  await expect(page.getByText(MESSAGES.customUrlTaken)).toBeVisible();
  await expect(update).toBeDisabled();

  const first = `first-${unique()}`.slice(0, 25);
  await field.fill(first);
  await expect(page.getByText("This address is available.")).toBeVisible();
  await update.click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  await expect(page.getByRole("link", { name: `/m/${first}` })).toBeVisible();
  await expect(update).toBeDisabled();

  // Published: a change asks first.
  await createMenu(request, owner);
  await publishThroughApi(request, owner);
  await page.reload();
  const second = `second-${unique()}`.slice(0, 25);
  await field.fill(second);
  await update.click();
  const confirm = page.getByRole("dialog", { name: "Change your link?" });
  // The modal tells the truth: the old link and its QR codes keep working, by a 301.
  await expect(confirm).toContainText(`The old link /m/${first} and QR codes printed with it keep working`);
  await confirm.getByRole("button", { name: "Change link" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  expect((await request.get(`/m/${second}`)).status()).toBe(200);
  const old = await request.get(`/m/${first}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/m/${second}`);

  const copy = page.getByRole("button", { name: "Copy" });
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(page.getByText(MESSAGES.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/m/${second}$`));
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 5_000 });
});
