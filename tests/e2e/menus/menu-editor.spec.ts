import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { IMAGE_MESSAGES, MESSAGES } from "../../../src/shared/common/messages.ts";
import { createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, type Owner, playwrightApi, test, withoutLiveUpdates } from "../fixtures.ts";

// The editor end to end: build a menu, move, hide, remove and undo, import, reload; two tabs never lose an
// edit silently. Screenshots of the editor at 1280 px go to test-results/screenshots/editor-*.png.

const DIR = "test-results/screenshots";
mkdirSync(DIR, { recursive: true });

async function shoot(page: Page, name: string) {
  // The shell's header and navigation are fixed: a scrolled page would draw them mid-way down the shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DIR}/editor-${name}.png`, fullPage: true, animations: "disabled" });
}

async function photoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f4c27a"/><stop offset="1" stop-color="#7a3b12"/></radialGradient></defs>
    <rect width="480" height="320" fill="#3b2a20"/><circle cx="240" cy="160" r="130" fill="#f5f0e8"/>
    <circle cx="240" cy="160" r="95" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("changes saved");

function group(page: Page, name: string): Locator {
  return page.getByRole("region", { name: `Group ${name}` });
}

async function addItem(page: Page, groupName: string, name: string, price?: string) {
  await page.getByRole("button", { name: `Add item to ${groupName}` }).click();
  const editor = page.getByRole("group", { name: /^Editing/ });
  await editor.getByRole("textbox", { name: "Item name" }).fill(name);
  if (price !== undefined) await editor.getByRole("textbox", { name: "Price", exact: true }).fill(price);
  return page.getByRole("group", { name: `Editing ${name}` });
}

async function menusOf(page: Page, owner: Owner) {
  const response = await page.request.get(`/v1/menus?businessId=${owner.businessId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    id: string;
    name: string;
    removed: boolean;
    nodes: {
      name: string;
      available: boolean;
      nodes: {
        name: string;
        available: boolean;
        prices: (number | null)[];
        sizes: string[];
        preview: string | null;
        previewAltText: string;
        icons: { iconKey: string }[];
        modifiers: { name: string; entries: { name: string; price: number | null }[] }[];
        description: string;
      }[];
    }[];
  }[];
}

/** A menu made through the API, as another device would make it, for tests that start in its editor. */
function postMenu(page: Page, owner: Owner, data: Parameters<typeof createMenu>[2]) {
  return createMenu(playwrightApi(page.request), owner, { nodes: [], ...data });
}

/** A group holding one item with a name and a price, nothing else. */
const oneItemGroup = (groupName: string, itemName: string, price: number) =>
  menuGroup([menuItem({ name: itemName, description: "", prices: [price] })], { name: groupName });

test("an owner builds a menu that is exactly as left after a reload", async ({ page, login, owner }) => {
  test.setTimeout(scaled(180_000));
  await login();
  await expect(page).toHaveURL(/\/menus\/new$/);
  await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();

  // The first edit creates the menu and the address becomes the menu's own.
  await page.getByRole("textbox", { name: "Menu name" }).fill("Dinner");
  await expect(page).toHaveURL(/\/menus\/(?!new)[^/]+$/);
  await expect(page.getByRole("heading", { name: "Dinner", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Menu note" }).fill("Served from 5pm");

  // An empty name says so; on blur it becomes the next free "Menu N".
  await page.getByRole("textbox", { name: "Menu name" }).fill("");
  await expect(page.getByText(MESSAGES.menuNameRequired)).toBeVisible();
  await page.getByRole("textbox", { name: "Menu note" }).click();
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Menu 1");
  await page.getByRole("textbox", { name: "Menu name" }).fill("Dinner");

  // Two groups.
  await page.getByRole("button", { name: "New Group" }).first().click();
  await page.getByRole("textbox", { name: "Group name" }).last().fill("Starters");
  await page.getByRole("button", { name: "New Group" }).last().click();
  await page.getByRole("textbox", { name: "Group name" }).last().fill("Mains");
  await expect(group(page, "Mains")).toBeVisible();

  // Six items: one with sizes, one with a modifier group, one with a photo, one with two icons.
  await addItem(page, "Starters", "Tomato soup", "7.50");
  await addItem(page, "Starters", "Garlic bread", "4");
  const salad = await addItem(page, "Starters", "Caesar salad");
  await salad.getByRole("button", { name: "Add size" }).click();
  await salad.getByRole("textbox", { name: "Size 1" }).fill("Small");
  await salad.getByRole("textbox", { name: "Price 1" }).fill("8");
  await salad.getByRole("textbox", { name: "Size 2" }).fill("Large");
  await salad.getByRole("textbox", { name: "Price 2" }).fill("12");
  await salad.getByRole("button", { name: "Add price" }).click();
  await salad.getByRole("textbox", { name: "Size 3" }).fill("Family");
  await salad.getByRole("button", { name: "Remove size 3" }).click();
  await expect(salad.getByRole("textbox", { name: "Size 3" })).toHaveCount(0);

  const burger = await addItem(page, "Mains", "Burger", "15");
  await burger
    .getByRole("textbox", { name: "Description" })
    .fill("Dry-aged beef, cheddar, pickles, brioche bun");
  await burger.getByRole("button", { name: "Add modifier group" }).click();
  await burger.getByRole("textbox", { name: "Modifier group name" }).fill("Sauce");
  await burger.getByRole("textbox", { name: "Option 1 name" }).fill("Ketchup");
  await burger.getByRole("button", { name: "Add option" }).click();
  await burger.getByRole("textbox", { name: "Option 2 name" }).fill("Aioli");
  await burger.getByRole("textbox", { name: "Option 2 price" }).fill("1.5");
  await shoot(page, "item-expanded");

  const steak = await addItem(page, "Mains", "Steak frites", "29");
  await steak.getByRole("button", { name: "Add photo" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Choose or upload image" });
  await expect(imageDialog.getByRole("tab", { name: "Upload Image" })).toBeVisible();
  await imageDialog.getByRole("tab", { name: "My Images" }).click();
  await expect(imageDialog.getByText("No saved images yet!")).toBeVisible();
  await imageDialog.getByRole("tab", { name: "Upload Image" }).click();
  await imageDialog
    .getByLabel("Image file")
    .setInputFiles({ name: "menu.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  // The File Type Invalid and File Exceeds Limit modals, judged in the browser before any upload.
  const invalid = page.getByRole("dialog", { name: "File Type Invalid" });
  await expect(invalid.getByRole("alert")).toHaveText(IMAGE_MESSAGES.fileTypeInvalid);
  await shoot(page, "image-modal");
  await invalid.getByRole("button", { name: "Choose another file" }).click();
  await expect(invalid).toBeHidden();
  const tooLarge = Buffer.concat([await photoPng(), Buffer.alloc(5 * 1024 * 1024)]);
  await imageDialog
    .getByLabel("Image file")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: tooLarge });
  const exceeds = page.getByRole("dialog", { name: "File Exceeds Limit" });
  await expect(exceeds.getByRole("alert")).toHaveText(IMAGE_MESSAGES.fileTooLarge);
  await exceeds.getByRole("button", { name: "Choose another file" }).click();
  await expect(exceeds).toBeHidden();
  await imageDialog
    .getByLabel("Image file")
    .setInputFiles({ name: "steak.png", mimeType: "image/png", buffer: await photoPng() });
  const altDialog = page.getByRole("dialog", { name: "Describe this photo" });
  await expect(altDialog).toBeVisible();
  const altInput = altDialog.getByRole("textbox", { name: "Accessibility text" });
  await expect(altInput).toHaveAttribute("placeholder", "Description 125 chars max");
  await altInput.fill("");
  await expect(altDialog.getByRole("button", { name: "Done" })).toBeDisabled();
  await altInput.fill("Sliced steak with golden fries");
  await altDialog.getByRole("button", { name: "Done" }).click();
  await expect(altDialog).toBeHidden();
  await expect(steak.getByText("Alt text: Sliced steak with golden fries")).toBeVisible();

  const pasta = await addItem(page, "Mains", "Mushroom pasta", "18");
  await pasta.getByRole("button", { name: "Add icons" }).click();
  const icons = page.getByRole("dialog", { name: /^Icons for/ });
  await icons.getByRole("button", { name: "Vegetarian" }).click();
  await icons.getByRole("button", { name: "Contains gluten" }).click();
  await expect(icons.getByText("2/6")).toBeVisible();
  await shoot(page, "icon-picker");
  await icons.getByRole("button", { name: "Done" }).click();
  await pasta.getByRole("button", { name: "Collapse item" }).click();
  await expect(page.getByRole("group", { name: /^Editing/ })).toHaveCount(0);
  await saved(page);

  // Drag "Garlic bread" into Mains with the keyboard.
  const handle = page.getByRole("button", { name: "Drag item Garlic bread" });
  await handle.focus();
  // dnd-kit measures the layout between key presses: each key waits for the sentence a screen reader hears once
  // the key has been taken, so the next one never lands before the page is ready for it, however busy the machine.
  // The sentence can come before the keyboard sensor listens: on picking up it starts listening in a task it
  // queues, and measures on the next frame, so each step also lets the page run a frame and the tasks queued
  // before it (an ArrowDown pressed sooner was lost in a CI run).
  const said = page.locator('[id^="DndLiveRegion"]').first();
  const pageSettled = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  for (const [key, sentence] of [
    ["Space", "Picked up Garlic bread. Position 2 of 3."],
    ["ArrowDown", "Garlic bread moved to position 3 of 3."],
    ["ArrowDown", /^Garlic bread moved .* in Mains\.$/],
    ["Space", /^Garlic bread dropped, moved .* in Mains\.$/],
  ] as const) {
    await page.keyboard.press(key);
    await expect(said).toHaveText(sentence);
    await pageSettled();
  }
  await expect(group(page, "Mains").getByRole("group", { name: "Item Garlic bread" })).toBeVisible();
  await expect(group(page, "Starters").getByRole("group", { name: "Item Garlic bread" })).toHaveCount(0);

  // Hide one; remove one and undo.
  await page.getByRole("button", { name: "Hide Mushroom pasta" }).click();
  await expect(page.getByRole("button", { name: "Show Mushroom pasta" })).toBeVisible();
  await page.getByRole("button", { name: "More actions for Tomato soup" }).click();
  await page.getByRole("menuitem", { name: "Remove item" }).click();
  await expect(page.getByRole("group", { name: "Item Tomato soup" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(group(page, "Starters").getByRole("group", { name: "Item Tomato soup" })).toBeVisible();
  await expect(
    group(page, "Starters")
      .getByRole("group", { name: /^Item / })
      .first(),
  ).toHaveAttribute("aria-label", "Item Tomato soup");

  // Import three items from a design into a new group.
  await page.getByRole("button", { name: "Import items" }).first().click();
  const importDialog = page.getByRole("dialog", { name: /^Import items/ });
  await expect(importDialog.getByRole("button", { name: "Import Items" })).toBeDisabled();
  await importDialog.getByRole("option").first().click();
  await shoot(page, "import-step1");
  await importDialog.getByRole("button", { name: "Import Items" }).click();
  const boxes = importDialog.getByRole("checkbox");
  await expect(boxes.nth(3)).toBeVisible();
  const names: string[] = [];
  for (const index of [1, 2, 3]) {
    const box = boxes.nth(index);
    names.push((await box.getAttribute("aria-label")) ?? "");
    await box.check();
  }
  await shoot(page, "import-step2");
  await importDialog.getByRole("button", { name: "Add to Menu" }).click();
  for (const name of names) await expect(page.getByRole("group", { name: `Item ${name}` })).toBeVisible();
  await saved(page);
  await shoot(page, "overview");

  // Reload: everything is exactly as left.
  const before = (await menusOf(page, owner)).find((menu) => menu.name === "Dinner");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");
  await expect(page.getByRole("textbox", { name: "Menu note" })).toHaveValue("Served from 5pm");
  const starters = group(page, "Starters").getByRole("group", { name: /^Item / });
  await expect(starters).toHaveCount(2);
  await expect(starters.nth(0)).toHaveAttribute("aria-label", "Item Tomato soup");
  await expect(starters.nth(1)).toHaveAttribute("aria-label", "Item Caesar salad");
  await expect(starters.nth(1)).toContainText("Small $8.00 · Large $12.00");
  const mains = group(page, "Mains").getByRole("group", { name: /^Item / });
  await expect(mains).toHaveCount(4);
  await expect(mains.nth(0)).toHaveAttribute("aria-label", "Item Garlic bread");
  await expect(page.getByRole("button", { name: "Show Mushroom pasta" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Sliced steak with golden fries" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Vegetarian" }).first()).toBeVisible();

  const menu = (await menusOf(page, owner)).find((candidate) => candidate.name === "Dinner");
  expect(menu).toEqual(before);
  if (!menu) throw new Error("the menu was not saved");
  expect(menu.nodes.map((node) => node.name)).toEqual(["Starters", "Mains", expect.any(String)]);
  const [startersNode, mainsNode, imported] = menu.nodes;
  expect(startersNode?.nodes.map((item) => item.name)).toEqual(["Tomato soup", "Caesar salad"]);
  expect(startersNode?.nodes[0]?.prices).toEqual([7.5]);
  expect(startersNode?.nodes[1]).toMatchObject({ sizes: ["Small", "Large"], prices: [8, 12] });
  expect(mainsNode?.nodes.map((item) => item.name)).toEqual([
    "Garlic bread",
    "Burger",
    "Steak frites",
    "Mushroom pasta",
  ]);
  expect(mainsNode?.nodes[1]?.modifiers).toMatchObject([
    {
      name: "Sauce",
      entries: [
        { name: "Ketchup", price: null },
        { name: "Aioli", price: 1.5 },
      ],
    },
  ]);
  expect(mainsNode?.nodes[2]?.preview).toContain("/v1/public/images?key=");
  expect(mainsNode?.nodes[2]?.previewAltText).toBe("Sliced steak with golden fries");
  expect(mainsNode?.nodes[3]?.icons.map((icon) => icon.iconKey)).toEqual(["vegetarian", "contains-gluten"]);
  expect(mainsNode?.nodes[3]?.available).toBe(false);
  expect(imported?.nodes.map((item) => item.name)).toEqual(names);
  expect(imported?.nodes.every((item) => item.description.length > 0 && item.prices.length > 0)).toBe(true);

  // The list: one menu, shown; the editor's breadcrumb leads there, and leaving asks once about publishing.
  await page.getByRole("link", { name: "Menus" }).first().click();
  const ready = page.getByRole("dialog", { name: "Ready to publish?" });
  await expect(ready).toContainText("Your menu has 9 items.");
  await shoot(page, "ready-to-publish");
  await ready.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("heading", { name: "Menus", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Dinner" })).toContainText("3 groups · 9 items");
  await page.screenshot({ path: `${DIR}/editor-menu-list.png`, fullPage: true, animations: "disabled" });
});

test("two tabs editing one menu never lose an edit silently", async ({ page, context, login, owner }) => {
  const menu = await postMenu(page, owner, {
    name: "Lunch",
    nodes: [oneItemGroup("Sandwiches", "Club", 11)],
  });
  await login();
  const url = `/app/biz/${owner.businessId}/menus/${menu.id}`;
  await page.goto(url);
  const other = await context.newPage();
  // Tab two has lost its live connection (a tablet on a weak network): it hears of tab one's saves only when its
  // own save meets the newer version.
  await withoutLiveUpdates(other);
  await other.goto(url);
  // Both tabs load the editor at once, its chunk not yet cached: room for that on a busy machine.
  await expect(other.getByRole("textbox", { name: "Menu name" })).toHaveValue("Lunch", { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Lunch", { timeout: 30_000 });

  // Tab one saves first.
  await page.getByRole("textbox", { name: "Menu name" }).fill("Lunch specials");
  await saved(page);

  // Tab two saves on the old version: it is told, sees both, and keeps both.
  await other.getByRole("textbox", { name: "Group name" }).fill("Toasties");
  const dialog = other.getByRole("dialog", { name: "This menu changed somewhere else" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Lunch specials")).toBeVisible();
  await expect(dialog.getByText("Your version", { exact: true })).toBeVisible();
  await other.screenshot({ path: `${DIR}/editor-conflict.png`, fullPage: true, animations: "disabled" });
  await dialog.getByRole("button", { name: "Keep both (save mine as a copy)" }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByRole("textbox", { name: "Menu name" })).toHaveValue("Lunch specials");

  const menus = await menusOf(page, owner);
  const original = menus.find((candidate) => candidate.id === menu.id);
  expect(original?.name).toBe("Lunch specials");
  const copy = menus.find((candidate) => candidate.name === "Lunch (my copy)");
  expect(copy?.nodes[0]?.name).toBe("Toasties");

  // "Keep mine" puts the local edit on top of the newer version.
  await page.reload();
  await page.getByRole("textbox", { name: "Menu note" }).fill("Weekdays 11 to 3");
  await saved(page);
  await other.getByRole("textbox", { name: "Group name" }).fill("Hot sandwiches");
  await other
    .getByRole("dialog", { name: "This menu changed somewhere else" })
    .getByRole("button", { name: "Keep mine" })
    .click();
  await expect(other.getByTestId("save-status")).toHaveText("changes saved");
  const after = (await menusOf(page, owner)).find((candidate) => candidate.id === menu.id);
  expect(after?.nodes[0]?.name).toBe("Hot sandwiches");
});

test("when both tabs changed the same price, the conflict dialog says what differs, old → new", async ({
  page,
  context,
  login,
  owner,
}) => {
  const menu = await postMenu(page, owner, {
    name: "Supper",
    nodes: [oneItemGroup("Soups", "Soup", 4)],
  });
  await login();
  const url = `/app/biz/${owner.businessId}/menus/${menu.id}`;
  await page.goto(url);
  const other = await context.newPage();
  await withoutLiveUpdates(other);
  await other.goto(url);

  for (const [tab, price] of [
    [page, "5"],
    [other, "6"],
  ] as const) {
    await tab.getByRole("button", { name: "Edit Soup" }).click();
    await tab
      .getByRole("group", { name: "Editing Soup" })
      .getByRole("textbox", { name: "Price", exact: true })
      .fill(price);
    if (tab === page) await saved(page);
  }
  // The two summaries ("Supper · 1 group · 1 item") read the same; the change itself is shown.
  const dialog = other.getByRole("dialog", { name: "This menu changed somewhere else" });
  const differences = dialog.getByRole("list", { name: "What differs" });
  await expect(differences.getByRole("listitem")).toHaveText(['Item "Soup" price: $5.00 → $6.00']);
  await dialog.getByRole("button", { name: "Use theirs" }).click();
  await expect(
    other.getByRole("group", { name: "Editing Soup" }).getByRole("textbox", { name: "Price", exact: true }),
  ).toHaveValue("5");
});

test("removing a menu shows Undo, and hiding every menu asks to show one again", async ({
  page,
  login,
  owner,
}) => {
  for (const name of ["Breakfast", "Brunch"]) await postMenu(page, owner, { name });
  await login(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("button", { name: "More actions for Brunch" }).click();
  await page.getByRole("menuitem", { name: "Remove menu" }).click();
  await expect(page.getByRole("listitem", { name: "Brunch" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(MESSAGES.menuRestored)).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Brunch" })).toBeVisible();

  // Hiding every menu asks to show one again.
  await page.getByRole("switch", { name: "Show Breakfast" }).click();
  await page.getByRole("switch", { name: "Show Brunch" }).click();
  await expect(page.getByRole("alert", { name: "All your menus are hidden" })).toBeVisible();
  await page.getByRole("button", { name: 'Show "Breakfast"' }).click();
  await expect(page.getByRole("alert", { name: "All your menus are hidden" })).toHaveCount(0);
});

test("leaving an empty menu asks for items; leaving a filled one offers to publish, once", async ({
  page,
  login,
  owner,
}) => {
  const menu = await postMenu(page, owner, { name: "Brunch" });
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Brunch");

  // The empty-items prompt: Add items keeps the owner here with a new group to fill.
  await page.getByRole("link", { name: "Menus" }).first().click();
  const empty = page.getByRole("dialog", { name: "This menu has no items yet" });
  await expect(empty).toContainText('Guests who open "Brunch" would see an empty menu.');
  await shoot(page, "empty-items");
  await empty.getByRole("button", { name: "Add items" }).click();
  await expect(empty).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/menus/${menu.id}$`));
  await expect(page.getByRole("textbox", { name: "Group name" })).toHaveCount(1);

  // Asked once a visit: the second try leaves without the prompt.
  await page.getByRole("textbox", { name: "Group name" }).fill("Eggs");
  await saved(page);
  await page.getByRole("button", { name: "Add item to Eggs" }).click();
  await page.getByRole("textbox", { name: "Item name" }).fill("Eggs Benedict");
  await saved(page);

  // The ready-to-publish prompt: Publish now stays and starts the publish flow.
  await page.getByRole("link", { name: "Menus" }).first().click();
  const ready = page.getByRole("dialog", { name: "Ready to publish?" });
  await expect(ready).toContainText("Your menu has 1 item.");
  await ready.getByRole("button", { name: "Publish now" }).click();
  const confirm = page.getByRole("dialog", { name: "Publish your menu?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/menus/${menu.id}$`));

  // Both were answered: leaving now goes straight to the list.
  await page.getByRole("link", { name: "Menus" }).first().click();
  await expect(page.getByRole("heading", { name: "Menus", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a failed autosave tells why, keeps the edit and saves it when the server is back", async ({
  page,
  login,
  owner,
}) => {
  const menu = await postMenu(page, owner, {
    name: "Lunch",
    nodes: [oneItemGroup("Soups", "Miso", 6)],
  });
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  const note = page.getByRole("textbox", { name: "Menu note" });
  const toasts = page.locator(".mantine-Notifications-root");

  // The connection drops: the editor's fallback sentence, and the edit waits.
  await page.route("**/v1/menus", (route) =>
    route.request().method() === "PUT" ? route.abort("connectionreset") : route.fallback(),
  );
  await note.fill("Served 11 to 3");
  await expect(page.getByTestId("save-status")).toHaveText("not saved yet");
  await expect(toasts.getByText(MESSAGES.genericFailure)).toBeVisible();

  // Back online: the retry saves the edit without another keystroke.
  await page.unroute("**/v1/menus");
  await saved(page);
  const stored = await page.request.get(`/v1/ilmenus?menuId=${menu.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect((await stored.json()).details).toBe("Served 11 to 3");

  // A server failure with a message shows that message.
  await page.route("**/v1/menus", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            status: 503,
            code: "UNAVAILABLE",
            message: "Back in a minute: maintenance.",
          }),
        })
      : route.fallback(),
  );
  await note.fill("Served 11 to 4");
  await expect(toasts.getByText("Back in a minute: maintenance.")).toBeVisible();
  await page.unroute("**/v1/menus");
  await saved(page);
});

test("a tab coming back takes up what another tab saved, without a conflict", async ({
  page,
  context,
  login,
  owner,
}) => {
  const menu = await postMenu(page, owner, { name: "Dinner", details: "From 5pm" });
  await login();
  const url = `/app/biz/${owner.businessId}/menus/${menu.id}`;
  await page.goto(url);
  const other = await context.newPage();
  // Without its live connection, the other tab can only notice the change when the owner comes back to it.
  await withoutLiveUpdates(other);
  await other.goto(url);
  await expect(other.getByRole("textbox", { name: "Menu note" })).toHaveValue("From 5pm");

  await page.getByRole("textbox", { name: "Menu note" }).fill("From 6pm, kitchen closes at 10");
  await saved(page);

  // The owner switches back to the other tab: the browser tells the page it is visible and focused again.
  await other.bringToFront();
  await other.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(other.getByRole("textbox", { name: "Menu note" })).toHaveValue(
    "From 6pm, kitchen closes at 10",
  );
  await expect(other.getByText("This menu was updated in another window.")).toBeVisible();

  // Its next edit builds on the newer version: saved, no conflict, both edits kept.
  await other.getByRole("textbox", { name: "Menu name" }).fill("Dinner à la carte");
  await saved(other);
  await expect(other.getByRole("dialog", { name: "This menu changed somewhere else" })).toHaveCount(0);
  const stored = (await menusOf(page, owner)).find((candidate) => candidate.id === menu.id);
  expect(stored?.name).toBe("Dinner à la carte");
  const note = await page.request.get(`/v1/ilmenus?menuId=${menu.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect((await note.json()).details).toBe("From 6pm, kitchen closes at 10");
});

test("an open editor shows another tab's saves as they happen", async ({ page, context, login, owner }) => {
  const menu = await postMenu(page, owner, { name: "Brunch", details: "Weekends" });
  await login();
  const listener = await context.newPage();
  const heard = listener.waitForEvent("websocket", (socket) => socket.url().includes("/live"));
  await listener.goto(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await heard;
  await expect(listener.getByRole("textbox", { name: "Menu note" })).toHaveValue("Weekends");

  await page.goto(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await page.getByRole("textbox", { name: "Menu note" }).fill("Weekends, 9 to 3");
  await saved(page);

  // No focus, no reload: the other tab takes up the change it heard about.
  await expect(listener.getByRole("textbox", { name: "Menu note" })).toHaveValue("Weekends, 9 to 3");
  await expect(listener.getByText("This menu was updated in another window.")).toBeVisible();
  // The tab that saved is not told about its own change.
  await expect(page.getByText("This menu was updated in another window.")).toHaveCount(0);

  // The menu list updates too: a menu hidden in one tab shows as hidden in the other.
  await listener.goto(`/app/biz/${owner.businessId}/menus`);
  await expect(listener.getByRole("switch", { name: "Show Brunch" })).toBeChecked();
  const hidden = await page.request.delete(`/v1/menus/${menu.id}/active`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(hidden.status()).toBeLessThan(300);
  await expect(listener.getByRole("switch", { name: "Show Brunch" })).not.toBeChecked();
});
