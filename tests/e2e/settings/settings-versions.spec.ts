import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { auth } from "./settings-helpers.ts";

// Two saved versions, preview the older, a failed restore, then restore it.

test("preview the older of two versions and restore it", async ({ page, login, owner, request }) => {
  const rename = async (name: string) => {
    const location = await (
      await request.get(`/v1/businesses/${owner.businessId}/location`, { headers: auth(owner) })
    ).json();
    const saved = await request.put(`/v1/businesses/${owner.businessId}/location`, {
      headers: auth(owner),
      data: { ...location, internalId: undefined, name },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const revision = await request.post(`/v1/businesses/${owner.businessId}/revision`, {
      headers: auth(owner),
    });
    expect(revision.status()).toBe(200);
  };
  await rename("Old Harbor Name");
  await rename("New Harbor Name");

  await login("/app/settings/saved-versions");
  const rows = page.getByRole("table", { name: "Saved versions" }).getByRole("row");
  await expect(rows).toHaveCount(3); // header + two versions, newest first
  await rows
    .nth(2)
    .getByRole("button", { name: /Preview/ })
    .click();

  const header = page.getByRole("region", { name: "Version Preview" });
  await expect(header.getByRole("heading", { name: "Version Preview" })).toBeVisible();
  await expect(page.getByText("Business name: Old Harbor Name")).toBeVisible();

  // A failed restore says so (5 s toast).
  await page.route(`**/v1/businesses/${owner.businessId}/revisions?revisionId=*`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"status":500,"code":"X","message":"x"}',
    }),
  );
  await header.getByRole("button", { name: "Restore this Version" }).click();
  await expect(page.getByText(MESSAGES.revisionFailed)).toBeVisible();
  await page.unroute(`**/v1/businesses/${owner.businessId}/revisions?revisionId=*`);

  await header.getByRole("button", { name: "Restore this Version" }).click();
  await expect(page.getByText("The version was restored.")).toBeVisible();
  await expect(page.getByRole("banner").first().getByText("Old Harbor Name")).toBeVisible();

  // Cancel leaves the preview without changing anything.
  await rows
    .nth(1)
    .getByRole("button", { name: /Preview/ })
    .click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Saved versions" })).toBeVisible();
});
