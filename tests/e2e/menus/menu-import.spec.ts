import { BRUNCH_FRAME, BRUNCH_MENU, renderMenuImage, SAMPLE_MENU } from "../../helpers/menu-image.ts";
import { makeTextPdf } from "../../helpers/pdf.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";
import { auth, createMenu } from "../settings/settings-helpers.ts";

// Import a photo of a printed menu, fix a price in the review, create the menu, find it in the
// editor; a spreadsheet's problems and an unreadable file at phone width; a file added to the open menu, and a
// file dropped on the page.

const SCREENSHOTS = "test-results/screenshots";

test("import a photo, correct one price, create the menu and see it in the editor", async ({
  page,
  login,
  owner,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  await login(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("link", { name: "Import a menu" }).first().click();
  await expect(page.getByRole("heading", { name: "Import a menu" })).toBeVisible();

  // The server reads the photo for real; its answer is held back until the progress has been seen, however
  // fast or slow the reading was.
  let progressSeen = () => {};
  const heldUntilSeen = new Promise<void>((resolve) => {
    progressSeen = resolve;
  });
  await page.route("**/v1/menus/import?*", async (route) => {
    const response = await route.fetch();
    await heldUntilSeen;
    await route.fulfill({ response });
  });
  const photo = await renderMenuImage("jpeg");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "bistro-menu.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(
    page.getByRole("progressbar", { name: /Recognizing the text of bistro-menu.jpg/ }),
  ).toBeVisible();
  progressSeen();

  await expect(page.getByRole("heading", { name: /Draft: 2 groups, 8 items/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("img", { name: "The menu as uploaded" })).toBeVisible();
  // A printed menu's capitals come in Title Case; the menu is named after the page's own heading.
  await expect(page.getByRole("textbox", { name: "Group 1 name" })).toHaveValue("Starters");
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("The Corner Bistro");
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
  expect(menus[0]?.nodes.map((group) => group.name)).toEqual(["Starters", "Mains"]);
});

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`at ${size.width} px: a printed menu is named after its heading, in Title Case, its footer left out`, async ({
    page,
    login,
    owner,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(`/app/biz/${owner.businessId}/menus/import`);
    const photo = await renderMenuImage("jpeg", BRUNCH_MENU, BRUNCH_FRAME);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "printed menu.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("heading", { name: "Draft: 1 group, 3 items" })).toBeVisible({
      timeout: 60_000,
    });
    const menuName = page.getByRole("textbox", { name: "Menu name" });
    await expect(menuName).toHaveValue("Lone Star Brunch");
    await expect(page.getByRole("textbox", { name: "Group 1 name" })).toHaveValue("Eggs & Such");
    await expect(page.getByRole("textbox", { name: "Description of Biscuits and Gravy" })).toHaveValue("");
    const titleCase = page.getByRole("checkbox", { name: /Title Case/ });
    await expect(titleCase).toBeChecked();
    await page.screenshot({ path: `${SCREENSHOTS}/import-title-${size.name}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
    // Off, the names go back to the capitals they were printed in.
    await titleCase.uncheck();
    await expect(menuName).toHaveValue("LONE STAR BRUNCH");
    await expect(page.getByRole("textbox", { name: "Group 1 name" })).toHaveValue("EGGS & SUCH");
  });
}

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

test("add a spreadsheet to the open menu from the editor: its groups go to the end, as a new version", async ({
  page,
  login,
  owner,
  request,
}) => {
  const menu = await createMenu(request, owner, "Dinner");
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await page.getByRole("button", { name: "Menu actions" }).click();
  await page.getByRole("menuitem", { name: "Add from a file" }).click();
  // Leaving an unpublished menu's editor asks once about publishing.
  await page
    .getByRole("dialog", { name: "Ready to publish?" })
    .getByRole("button", { name: "Not now" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/menus/import\\?into=${menu.id}$`));

  const csv = "group,item,price\nDesserts,Tiramisu,7.50\nDesserts,Panna Cotta,6\n";
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "desserts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  // One group: the sentence says so in the singular.
  await expect(page.getByText('This group is added to the end of "Dinner".')).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add to menu" }).click();

  await expect(page).toHaveURL(new RegExp(`/menus/${menu.id}$`));
  const saved = (await (
    await request.get("/v1/ilmenus", { headers: auth(owner), params: { menuId: menu.id } })
  ).json()) as {
    version: number;
    nodes: { name: string; nodes: { name: string; prices: number[] }[] }[];
  };
  expect(saved.version).toBeGreaterThan(menu.version);
  expect(saved.nodes.map((group) => group.name)).toEqual(["Starters", "Mains", "Desserts"]);
  expect(saved.nodes[2]?.nodes.map((item) => [item.name, item.prices])).toEqual([
    ["Tiramisu", [7.5]],
    ["Panna Cotta", [6]],
  ]);
  const menus = await request.get("/v1/menus", {
    headers: auth(owner),
    params: { businessId: owner.businessId },
  });
  expect(await menus.json()).toHaveLength(1);
  // The editor opens on the saved menu, not on the one the import page had loaded.
  const desserts = page.getByRole("region", { name: "Group Desserts" });
  await expect(desserts.getByRole("group", { name: "Item Tiramisu" })).toBeVisible();
});

test("a file dropped on the page is read like a chosen one", async ({ page, login, owner }) => {
  await login(`/app/biz/${owner.businessId}/menus/import`);
  const zone = page.getByLabel("Drop a menu file here");
  const csv = "group,item,price\nDrinks,Lemonade,3.20\n";
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "drinks.csv", { type: "text/csv" }));
    return transfer;
  }, csv);
  await zone.dispatchEvent("dragover", { dataTransfer });
  // The zone shows it will take the file (Mantine's blue-5 border).
  await expect(zone).toHaveCSS("border-top-color", "rgb(51, 154, 240)");
  await zone.dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("heading", { name: "Draft: 1 group, 1 item" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price of Lemonade" })).toHaveValue("3.20");
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("drinks");
});

test("a PDF's page is shown beside the draft with the item's line marked; a description is fixed", async ({
  page,
  login,
  owner,
  request,
}) => {
  await login(`/app/biz/${owner.businessId}/menus/import`);
  const pdf = makeTextPdf(
    SAMPLE_MENU.flatMap((section) => [
      { text: section.heading, bold: true, size: 16 },
      ...section.items.map((item) => ({ text: item.name, price: `$${item.price}` })),
    ]),
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "lunch.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByRole("heading", { name: /Draft: 2 groups, 8 items/ })).toBeVisible({
    timeout: 30_000,
  });
  const original = page.getByRole("img", { name: "Page 1 of 1 as uploaded" });
  await expect(original).toBeVisible();
  expect(await original.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);

  await page.getByRole("textbox", { name: "Name of Beef Burger" }).focus();
  const marked = page.locator("[data-active][title]");
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute("title", /^Beef Burger/);
  await page.getByRole("textbox", { name: "Description of Beef Burger" }).fill("Cheddar, pickles and fries");
  await page.screenshot({ path: `${SCREENSHOTS}/import-review-pdf-desktop.png`, animations: "disabled" });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(original).toBeVisible();
  // The dashboard's layout follows the new width a render later: wait for it to settle, then measure.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: `${SCREENSHOTS}/import-review-pdf-phone.png`,
    fullPage: true,
    animations: "disabled",
  });

  await page.getByRole("button", { name: "Create menu" }).click();
  await expect(page).toHaveURL(/\/menus\/(?!new|import)[^/?]+$/);
  const menus = (await (
    await request.get("/v1/menus", { headers: auth(owner), params: { businessId: owner.businessId } })
  ).json()) as { nodes: { nodes: { name: string; description: string }[] }[] }[];
  const items = menus[0]?.nodes.flatMap((group) => group.nodes) ?? [];
  expect(items.find((item) => item.name === "Beef Burger")?.description).toBe("Cheddar, pickles and fries");
});
