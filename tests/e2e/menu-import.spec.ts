import { renderMenuImage } from "../helpers/menu-image.ts";
import { expect, test } from "./fixtures.ts";
import { auth } from "./settings-helpers.ts";

// Issue 18 item 3: import a photo of a printed menu, fix a price in the review, create the menu, find it in the
// editor; a spreadsheet's problems and an unreadable file at phone width.

const SCREENSHOTS = "test-results/screenshots";

test("import a photo, correct one price, create the menu and see it in the editor", async ({
  page,
  login,
  owner,
  request,
}) => {
  test.setTimeout(120_000);
  await login(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("link", { name: "Import a menu" }).first().click();
  await expect(page.getByRole("heading", { name: "Import a menu" })).toBeVisible();

  // The answer is held back a moment so the progress can be seen; the server reads the photo for real.
  await page.route("**/v1/menus/import?*", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.fulfill({ response });
  });
  const photo = await renderMenuImage("jpeg");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "bistro-menu.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(
    page.getByRole("progressbar", { name: /Recognizing the text of bistro-menu.jpg/ }),
  ).toBeVisible();

  await expect(page.getByRole("heading", { name: /Draft: 2 groups, 8 items/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("img", { name: "The menu as uploaded" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Group 1 name" })).toHaveValue("STARTERS");
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("bistro menu");
  await page.getByRole("textbox", { name: "Menu name" }).fill("Bistro");

  // Focusing an item highlights its line on the photo.
  const price = page.getByRole("textbox", { name: "Price of Beef Burger" });
  await expect(price).toHaveValue("13.50");
  await price.fill("14.25");
  await expect(page.locator("[data-active]").first()).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/import-review-desktop.png`,
    animations: "disabled",
  });

  // A price that does not read holds the save.
  await price.fill("fourteen");
  await expect(
    page.getByText('Write a price such as 9.50, or sizes such as "Small 9 / Large 14".'),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Create menu" })).toBeDisabled();
  await price.fill("14.25");
  // Drop one line of the draft.
  await page.getByRole("button", { name: "Drop Tomato Soup" }).click();
  await expect(page.getByRole("heading", { name: /Draft: 2 groups, 7 items/ })).toBeVisible();

  const before = await request.get("/v1/menus", {
    headers: auth(owner),
    params: { businessId: owner.businessId },
  });
  expect(await before.json()).toEqual([]);
  await page.getByRole("button", { name: "Create menu" }).click();

  await expect(page).toHaveURL(/\/menus\/(?!new|import)[^/?]+$/);
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Bistro");
  await expect(page.getByText("Beef Burger").first()).toBeVisible();
  await expect(page.getByText("14.25").first()).toBeVisible();
  const menus = (await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: owner.businessId } })
  ).json()) as { name: string; nodes: { name: string; nodes: { name: string; prices: number[] }[] }[] }[];
  expect(menus).toHaveLength(1);
  const items = menus[0]?.nodes.flatMap((group) => group.nodes) ?? [];
  expect(items.find((item) => item.name === "Beef Burger")?.prices).toEqual([14.25]);
  expect(items.some((item) => item.name === "Tomato Soup")).toBe(false);
  expect(menus[0]?.nodes.map((group) => group.name)).toEqual(["STARTERS", "MAINS"]);
});

test("at 390 px: a spreadsheet's problems are listed by row, an unreadable file says so", async ({
  page,
  login,
  owner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(`/app/biz/${owner.businessId}/menus/import`);
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 not really"),
  });
  await expect(page.getByText("This PDF could not be read.")).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/import-error-phone.png`, animations: "disabled" });
  await page.getByRole("button", { name: "Choose another file" }).click();

  const csv =
    'Group,Item,Price,Size\nPizza,Margherita,9,Small\nPizza,Margherita,14,Large\nPizza,Calzone,ask us,\nDrinks,Cola,"2,50 €",\n';
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "menu.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByRole("heading", { name: /Draft: 2 groups, 3 items/ })).toBeVisible();
  await expect(
    page.getByText('Row 4: "ask us" is not a price; the item was kept without one.'),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price of Margherita" })).toHaveValue(
    "Small 9.00 / Large 14.00",
  );
  await expect(page.getByRole("textbox", { name: "Price of Cola" })).toHaveValue("2.50");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: `${SCREENSHOTS}/import-review-phone.png`,
    fullPage: true,
    animations: "disabled",
  });
});
