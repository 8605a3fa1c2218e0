import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { auth, createMenu, patchBusiness, publishThroughApi } from "../settings/settings-helpers.ts";

// With online ordering on, prices stay editable in the editor, and ordering can be turned off again.
test("prices stay editable with ordering on, and Settings → Ordering turns ordering off after asking", async ({
  page,
  login,
  owner,
  request,
}) => {
  const menu = await createMenu(request, owner);
  await patchBusiness(request, owner, { orderingEnabled: true });
  await publishThroughApi(request, owner);
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await page.getByRole("button", { name: "Edit Burrata" }).click();
  const price = page.getByRole("textbox", { name: "Price" });
  await expect(price).toBeEditable();
  await expect(page.getByText(/Turn ordering off to edit them/)).toHaveCount(0);
  await price.fill("15.50");
  await expect(page.getByTestId("save-status")).toHaveText("changes saved");
  const stored = await (
    await request.get(`/v1/menus?businessId=${owner.businessId}`, { headers: auth(owner) })
  ).json();
  expect(stored[0].nodes[0].nodes[0].prices).toEqual([15.5]);

  await page.goto("/app/settings/ordering");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await page.getByRole("button", { name: "Turn off online ordering" }).click();
  const confirm = page.getByRole("dialog", { name: "Turn off online ordering?" });
  await confirm.getByRole("button", { name: "Keep ordering on" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/app\/settings\/ordering$/);

  await page.getByRole("button", { name: "Turn off online ordering" }).click();
  await confirm.getByRole("button", { name: "Turn off ordering" }).click();
  await expect(page.getByText(MESSAGES.orderingDisabled)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings\/location$/);
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Ordering" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enable online ordering" })).toBeVisible();
  const dashboard = await request.get(`/v1/members/${owner.memberId}/dashboard`, { headers: auth(owner) });
  expect((await dashboard.json()).business.orderingEnabled).toBe(false);
});
