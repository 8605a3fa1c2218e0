import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { auth, createMenu } from "./settings-helpers.ts";

// Add a second location (an extra one is billed), copy menus to it, switch to it.

test("add a second location, copy menus to it and switch", async ({ page, login, owner, request }) => {
  await createMenu(request, owner, "Brunch");
  await login("/app/settings/location");
  await page.getByRole("button", { name: "Add location" }).click();
  const add = page.getByRole("dialog", { name: "Add a location" });
  await expect(add.getByText("An extra location costs $10 per month")).toBeVisible();
  await add.getByRole("button", { name: "Add location" }).click();
  await expect(add.getByText(MESSAGES.businessNameEmpty)).toBeVisible();
  await add.getByRole("textbox", { name: "Business name" }).fill("Harbor Annex");
  await add.getByRole("textbox", { name: "Address" }).fill("9 Pier Road");
  await add.getByRole("textbox", { name: "City" }).fill("Austin");
  await add.getByRole("combobox", { name: "State" }).fill("Tex");
  await page.getByRole("option", { name: "Texas" }).click();
  await add.getByRole("textbox", { name: "Zip" }).fill("73301");
  await add.getByRole("button", { name: "Add location" }).click();
  await expect(add.getByText("Harbor Annex was added.")).toBeVisible();
  await add.getByRole("button", { name: "Close" }).last().click();

  const table = page.getByRole("table", { name: "Locations" });
  await expect(table.getByText("Harbor Annex", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Copy menus" }).click();
  const copy = page.getByRole("dialog", { name: "Copy menus to another location" });
  await expect(copy.getByRole("combobox", { name: "Copy to" })).toHaveValue("Harbor Annex");
  await copy.getByRole("button", { name: "Copy menus" }).click();
  await expect(page.getByText(MESSAGES.menuCopied)).toBeVisible();

  const locations = await (await request.get("/v1/members/locations", { headers: auth(owner) })).json();
  const annex = locations.find(
    (place: { location: { name: string } }) => place.location.name === "Harbor Annex",
  );
  const menus = await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: annex.id } })
  ).json();
  expect(menus.map((menu: { name: string }) => menu.name)).toEqual(["Brunch"]);

  const me = await (await request.get("/v1/members/me", { headers: auth(owner) })).json();
  expect(me.extraLocations).toBe(1);

  await table.getByRole("button", { name: "Switch to Harbor Annex" }).click();
  await expect(page.getByRole("banner").getByText("Harbor Annex")).toBeVisible();
});
