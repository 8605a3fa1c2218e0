import type { Locator, Page } from "@playwright/test";
import { expect, type Owner, test } from "../fixtures.ts";
import { createMenu } from "../settings/settings-helpers.ts";

// The item form on a 390 px phone. Below Mantine's sm it is one column, every field as wide as
// the form, and the page never wider than the screen.

const SHOTS = "test-results/screenshots";
const editorPath = (owner: Owner, menuId: string) => `/app/biz/${owner.businessId}/menus/${menuId}`;

async function widthOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.width;
}

/** Opens Burrata with two sizes and a modifier option, so every kind of field shows. */
async function openFullForm(page: Page) {
  await page.getByRole("button", { name: "Edit Burrata" }).click();
  const form = page.getByRole("group", { name: "Editing Burrata" });
  await form.getByRole("button", { name: "Add size" }).click();
  await form.getByRole("button", { name: "Add modifier group" }).click();
  await form.getByRole("button", { name: "Add option" }).click();
  await form.getByRole("textbox", { name: "Size 1" }).fill("Small");
  await form.getByRole("textbox", { name: "Price 1" }).fill("14.50");
  return form;
}

test("the open item form is one column on a 390 px phone, every field full width", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(editorPath(owner, menu.id));
  const form = await openFullForm(page);
  await page.screenshot({ path: `${SHOTS}/item-form-390.png`, fullPage: true, animations: "disabled" });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The form's inner width: its box less padding (md = 16 px) and border on each side.
  const inner = (await widthOf(form)) - 2 * 17;
  for (const name of ["Item name", "Cook time", "Description", "Extras"]) {
    const width = await widthOf(form.getByRole("textbox", { name, exact: true }));
    expect(width, `${name} is ${width} px of ${inner}`).toBeGreaterThanOrEqual(inner - 2);
  }
  expect(await widthOf(form.getByRole("button", { name: "Add photo" }))).toBeGreaterThanOrEqual(inner - 2);
  // A size keeps its price beside it; both stay wide enough to read what was typed.
  expect(await widthOf(form.getByRole("textbox", { name: "Size 1" }))).toBeGreaterThanOrEqual(120);
  expect(await widthOf(form.getByRole("textbox", { name: "Price 1" }))).toBeGreaterThanOrEqual(100);
  expect(await widthOf(form.getByRole("textbox", { name: "Option 1 name" }))).toBeGreaterThanOrEqual(160);
  expect(await widthOf(form.getByRole("textbox", { name: "Option 1 price" }))).toBeGreaterThanOrEqual(100);
});

test("from sm up the item form keeps its photo column beside the fields", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  const form = await openFullForm(page);
  await page.screenshot({ path: `${SHOTS}/item-form-1280.png`, fullPage: true, animations: "disabled" });

  const name = await form.getByRole("textbox", { name: "Item name" }).boundingBox();
  const cookTime = await form.getByRole("textbox", { name: "Cook time" }).boundingBox();
  const photo = await form.getByRole("button", { name: "Add photo" }).boundingBox();
  if (!name || !cookTime || !photo) throw new Error("not laid out");
  // Name and cook time share a line; the photo stands right of the fields, at the top.
  expect(Math.abs(name.y - cookTime.y)).toBeLessThan(2);
  expect(cookTime.x).toBeGreaterThan(name.x + name.width);
  expect(photo.x).toBeGreaterThan(cookTime.x + cookTime.width);
  expect(photo.y).toBeLessThan(name.y + name.height + 40);
  expect(name.width).toBeGreaterThan(250);
});

test("at 390 px a modifier option's name has a line of its own and reads in full, among several groups and options", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(editorPath(owner, menu.id));
  const form = await openFullForm(page);
  // A second group and a second option: each row then has its drag handle and Move up / Move down.
  await form.getByRole("button", { name: "Add modifier group" }).click();
  await form.getByRole("button", { name: "Add option" }).first().click();
  const names = ["Pickled jalapeños", "Extra guacamole on the side"];
  for (const [index, name] of names.entries())
    await form
      .getByRole("textbox", { name: `Option ${index + 1} name` })
      .first()
      .fill(name);
  await expect(form.getByRole("button", { name: "Move Pickled jalapeños down" })).toBeVisible();
  await form.getByRole("textbox", { name: "Option 1 name" }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/modifier-options-390.png`, animations: "disabled" });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const inner = (await widthOf(form)) - 2 * 17;
  for (const index of [1, 2]) {
    const name = form.getByRole("textbox", { name: `Option ${index} name` }).first();
    // Nearly the width of the group's box, and what was typed fits without scrolling inside the field.
    expect(await widthOf(name), `option ${index} name`).toBeGreaterThanOrEqual(inner - 40);
    expect(await name.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  }
  // Its price and controls are on the line below, the price still wide enough for an amount.
  const name = await form.getByRole("textbox", { name: "Option 1 name" }).first().boundingBox();
  const price = await form.getByRole("textbox", { name: "Option 1 price" }).first().boundingBox();
  const handle = await form.getByRole("button", { name: "Drag option Pickled jalapeños" }).boundingBox();
  if (!name || !price || !handle) throw new Error("not laid out");
  expect(price.y).toBeGreaterThanOrEqual(name.y + name.height);
  expect(handle.y).toBeGreaterThanOrEqual(name.y + name.height);
  expect(price.width).toBeGreaterThanOrEqual(100);
});
