import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { createBusiness } from "../../helpers/factories.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";
import { auth, createMenu } from "../settings/settings-helpers.ts";

// Copy Menu builds a whole menu from a saved design; the list copies every menu to another location.

interface StoredMenu {
  id: string;
  name: string;
  nodes: { name: string; nodes: { name: string; prices: (number | null)[]; description: string }[] }[];
}

test("Copy Menu builds a whole menu from a design and opens it", async ({ page, login, owner, request }) => {
  await login(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("button", { name: "Copy Menu" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Copy a menu from our designs" });
  await expect(dialog.getByRole("button", { name: "Copy Menu" })).toBeDisabled();

  // The search is debounced and paged; "No designs" when nothing matches.
  await dialog.getByRole("textbox", { name: "Search designs" }).fill("zzzz-nothing");
  await expect(dialog.getByText("No designs")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Search designs" }).fill("pizz");
  const design = dialog.getByRole("option").first();
  await expect(design).toBeVisible();
  const designName = (await design.textContent())?.trim() ?? "";
  expect(designName).toMatch(/pizz/i);
  await design.click();
  await dialog.getByRole("button", { name: "Copy Menu" }).click();

  await expect(page).toHaveURL(/\/menus\/(?!new)[^/]+$/);
  const menuId = page.url().split("/").pop();
  await expect(page.getByRole("textbox", { name: "Menu name" })).not.toHaveValue("");
  const menus = (await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: owner.businessId } })
  ).json()) as StoredMenu[];
  const copied = menus.find((menu) => menu.id === menuId);
  if (!copied) throw new Error("the copied menu is missing");
  const items = copied.nodes.flatMap((group) => group.nodes);
  // A design holds 15–40 realistic objects, copied with names, descriptions and prices.
  expect(items.length).toBeGreaterThanOrEqual(15);
  expect(items.every((item) => item.name && item.description && item.prices.length > 0)).toBe(true);
  await expect(page.getByRole("group", { name: `Item ${items[0]?.name}` })).toBeVisible();
});

test("Copy to location copies every menu and says so", async ({ page, login, owner, request }) => {
  await createMenu(request, owner, "Brunch");
  await createMenu(request, owner, "Dinner");
  const annex = await createBusiness(playwrightApi(request), owner, { name: "Harbor Annex" });

  await login(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("button", { name: "Copy to location" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy menus to another location" });
  // One dialog with Settings → Locations: the only other location is chosen to begin with.
  await expect(dialog.getByRole("combobox", { name: "Copy to" })).toHaveValue("Harbor Annex");
  await dialog.getByRole("combobox", { name: "Copy to" }).click();
  await page.getByRole("option", { name: "Harbor Annex" }).click();
  await dialog.getByRole("button", { name: "Copy menus" }).click();
  await expect(page.getByText(MESSAGES.menuCopied)).toBeVisible();
  await expect(dialog).toBeHidden();

  const copied = (await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: annex.id } })
  ).json()) as StoredMenu[];
  expect(copied.map((menu) => menu.name).sort()).toEqual(["Brunch", "Dinner"]);
  const original = (await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: owner.businessId } })
  ).json()) as StoredMenu[];
  // The copy has its own ids, and otherwise the same groups and items.
  const withoutIds = (menu: StoredMenu | undefined) =>
    JSON.parse(JSON.stringify(menu?.nodes ?? null, (key, value) => (key === "id" ? undefined : value)));
  const copiedDinner = copied.find((menu) => menu.name === "Dinner");
  const originalDinner = original.find((menu) => menu.name === "Dinner");
  expect(copiedDinner?.id).not.toBe(originalDinner?.id);
  expect(withoutIds(copiedDinner)).toEqual(withoutIds(originalDinner));
});
