import type { Page } from "@playwright/test";
import sharp from "sharp";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { scaled } from "../../helpers/slowness.ts";
import { axeOn } from "../a11y/a11y-helpers.ts";
import { expect, type Owner, test, withoutLiveUpdates } from "../fixtures.ts";
import { auth, createMenu, patchBusiness, publishThroughApi } from "../settings/settings-helpers.ts";

// The editor's smaller rules, one test each. The menu made by createMenu is "Dinner":
// Starters (Burrata $14, Fried Calamari $12.50) and Mains (Wood-fired Margherita $18).

const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("changes saved");

/** Makes an edit and waits until the autosave it starts has been answered and shown. */
async function saveOf(page: Page, edit: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "PUT" && new URL(response.url()).pathname === "/v1/menus",
  );
  await edit();
  expect((await answered).status()).toBe(200);
  await saved(page);
}

const editorPath = (owner: Owner, menuId: string) => `/app/biz/${owner.businessId}/menus/${menuId}`;

async function menuOf(page: Page, owner: Owner, menuId: string) {
  const response = await page.request.get(`/v1/menus?businessId=${owner.businessId}`, {
    headers: auth(owner),
  });
  expect(response.status()).toBe(200);
  const menus = (await response.json()) as {
    id: string;
    nodes: { name: string; available: boolean; nodes: { name: string }[] }[];
  }[];
  return menus.find((menu) => menu.id === menuId);
}

async function revisionCount(page: Page, owner: Owner) {
  const response = await page.request.get(`/v1/businesses/${owner.businessId}/revisions`, {
    headers: auth(owner),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/** Mantine's modal content is the element with role=dialog, and it carries the modal's size. */
async function expectDialogWidth(page: Page, name: string, width: number) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  // Polled: the opening transition scales the dialog for a moment.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(width);
}

test("the last menu of a published site stays, from the editor and from the list", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await publishThroughApi(page.request, owner);
  await login(editorPath(owner, menu.id));

  await page.getByRole("button", { name: "Menu actions" }).click();
  await page.getByRole("menuitem", { name: "Remove menu" }).click();
  await page
    .getByRole("dialog", { name: "Remove this menu?" })
    .getByRole("button", { name: "Remove menu" })
    .click();
  const warning = page.getByRole("dialog", { name: "This is your last menu" });
  await expect(warning.getByRole("alert")).toHaveText(MESSAGES.lastMenu);
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/menus/${menu.id}$`));
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");

  await page.goto(`/app/biz/${owner.businessId}/menus`);
  await page.getByRole("button", { name: "More actions for Dinner" }).click();
  await page.getByRole("menuitem", { name: "Remove menu" }).click();
  await expect(warning.getByRole("alert")).toHaveText(MESSAGES.lastMenu);
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("listitem", { name: "Dinner" })).toBeVisible();
  expect(await menuOf(page, owner, menu.id)).toBeDefined();
});

test("a menu removed elsewhere while open says Menu not found! at once", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");

  // The editor hears of the removal over its live connection; no edit is needed.
  const removed = await page.request.delete(`/v1/menus/${menu.id}`, { headers: auth(owner) });
  expect(removed.status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.menuNotFound })).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.menuNotFound })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveCount(0);
  await page.getByRole("link", { name: "See all menus" }).click();
  await expect(page.getByRole("heading", { name: "Menus", level: 1 })).toBeVisible();
});

test("removing the open menu says removed with Undo, and never Menu not found!", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");
  // The editor may look the menu up while its own removal is on the way (the live update, or the window's focus
  // coming back): hold the removal's answer until such a look-up has met the 404.
  await page.route(`**/v1/menus/${menu.id}`, async (route) => {
    if (route.request().method() !== "DELETE") return route.fallback();
    const response = await route.fetch();
    const lookedUp = page.waitForResponse(
      (answer) =>
        answer.request().method() === "GET" && answer.url().includes(menu.id) && answer.status() === 404,
    );
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await lookedUp;
    await route.fulfill({ response });
  });

  await page.getByRole("button", { name: "Menu actions" }).click();
  await page.getByRole("menuitem", { name: "Remove menu" }).click();
  await page
    .getByRole("dialog", { name: "Remove this menu?" })
    .getByRole("button", { name: "Remove menu" })
    .click();
  await expect(page.getByText('"Dinner" removed')).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(page.getByText(MESSAGES.menuNotFound)).toHaveCount(0);
});

test("a new menu whose note comes first shows the name it was given, in the field and the heading", async ({
  page,
  login,
  owner,
}) => {
  await login();
  await expect(page).toHaveURL(new RegExp(`/biz/${owner.businessId}/menus/new$`));
  await page.getByRole("textbox", { name: "Menu note" }).fill("Served from 5pm");
  await expect(page).toHaveURL(/\/menus\/(?!new)[^/]+$/);
  const name = page.getByRole("textbox", { name: "Menu name" });
  await expect(name).toHaveValue(/^Menu \d+$/);
  const given = await name.inputValue();
  await expect(page.getByRole("heading", { name: given, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Untitled menu" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Menu note" })).toHaveValue("Served from 5pm");
});

test("without its live connection, the editor says Menu not found! on the next edit", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await withoutLiveUpdates(page);
  await login(editorPath(owner, menu.id));
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");

  const removed = await page.request.delete(`/v1/menus/${menu.id}`, { headers: auth(owner) });
  expect(removed.status()).toBe(200);
  await page.getByRole("textbox", { name: "Menu note" }).fill("Served from 5pm");

  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.menuNotFound })).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.menuNotFound })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveCount(0);
});

test("an open item closes on a click outside it, and Edit on another item opens that one", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));

  await page.getByRole("button", { name: "Edit Burrata" }).click();
  await expect(page.getByRole("group", { name: "Editing Burrata" })).toBeVisible();
  // Blank page area: the page's margin right of the group cards, beside the open form.
  const card = await page.getByRole("region", { name: "Group Starters" }).boundingBox();
  if (!card) throw new Error("the group card is not laid out");
  await page.mouse.click(card.x + card.width + 12, 400);
  await expect(page.getByRole("group", { name: /^Editing/ })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Item Burrata" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Burrata" }).click();
  await expect(page.getByRole("group", { name: "Editing Burrata" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Fried Calamari" }).click();
  await expect(page.getByRole("group", { name: "Editing Fried Calamari" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Editing Burrata" })).toHaveCount(0);
});

test("Hide on a group marks it hidden and saves it unavailable", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  const starters = page.getByRole("region", { name: "Group Starters" });
  await expect(starters.getByText("Hidden", { exact: true })).toHaveCount(0);

  await starters.getByRole("button", { name: "Hide group Starters" }).click();
  await expect(starters.getByRole("button", { name: "Show group Starters" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(starters.getByText("Hidden", { exact: true })).toBeVisible();
  await saved(page);

  const groups = (await menuOf(page, owner, menu.id))?.nodes;
  expect(groups?.map((group) => [group.name, group.available])).toEqual([
    ["Starters", false],
    ["Mains", true],
  ]);
});

/** The text colour of an element, and whether it or a parent draws it through a filter (greyscale). */
const lookOf = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((element) => {
    let filtered = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).filter !== "none") filtered = true;
    }
    return { color: getComputedStyle(element).color, filtered };
  });
const MUTED = "rgb(73, 80, 87)"; // the theme's dimmed text (gray-7)

test("hidden groups and items look dimmed, and their words keep an accessible contrast", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  const starters = page.getByRole("region", { name: "Group Starters" });
  const mains = page.getByRole("region", { name: "Group Mains" });
  const groupName = starters.getByRole("textbox", { name: "Group name" });
  const burrata = starters
    .getByRole("button", { name: "Edit Burrata" })
    .getByText("Burrata", { exact: true });
  const pizza = mains
    .getByRole("button", { name: "Edit Wood-fired Margherita" })
    .getByText("Wood-fired Margherita");
  expect((await lookOf(groupName)).color).not.toBe(MUTED);
  expect((await lookOf(burrata)).color).not.toBe(MUTED);

  await starters.getByRole("button", { name: "Hide group Starters" }).click();
  await mains.getByRole("button", { name: "Hide Wood-fired Margherita" }).click();
  await expect(mains.getByRole("button", { name: "Show Wood-fired Margherita" })).toBeVisible();
  await saved(page);

  const looks = [];
  for (const hidden of [groupName, burrata, pizza]) looks.push(await lookOf(hidden));
  expect(looks).toEqual([...Array(3)].map(() => ({ color: MUTED, filtered: false })));
  // What guests still see keeps the page's own text colour.
  expect((await lookOf(mains.getByRole("textbox", { name: "Group name" }))).color).not.toBe(MUTED);
  const contrast = await axeOn(page).include("main").withRules(["color-contrast"]).analyze();
  expect(
    contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
  ).toEqual([]);
});

test("Undo brings back only the latest removal", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  const starters = page.getByRole("region", { name: "Group Starters" });

  for (const name of ["Burrata", "Fried Calamari"]) {
    await page.getByRole("button", { name: `More actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Remove item" }).click();
    await expect(page.getByRole("group", { name: `Item ${name}` })).toHaveCount(0);
  }
  // Only the latest removal can be undone, so the first notice is gone.
  await expect(page.getByText('"Burrata" removed')).toHaveCount(0);
  await page
    .getByRole("alert")
    .filter({ hasText: '"Fried Calamari" removed' })
    .getByRole("button", { name: "Undo" })
    .click();

  await expect(starters.getByRole("group", { name: "Item Fried Calamari" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Item Burrata" })).toHaveCount(0);
  await saved(page);
  const groups = (await menuOf(page, owner, menu.id))?.nodes;
  expect(groups?.[0]?.nodes.map((item) => item.name)).toEqual(["Fried Calamari"]);
});

test("on the new-menu route an empty menu name is not an error", async ({ page, login, owner }) => {
  // The first edit creates the menu and leaves the route: hold the autosave's timer while the name is cleared.
  await page.clock.install();
  await login();
  await expect(page).toHaveURL(new RegExp(`/biz/${owner.businessId}/menus/new$`));
  const name = page.getByRole("textbox", { name: "Menu name" });
  await expect(name).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

  await name.fill("Brunch");
  await name.fill("");
  await expect(name).toHaveValue("");
  await expect(page).toHaveURL(/\/menus\/new$/);
  await expect(page.getByRole("heading", { name: "New Menu", level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.menuNameRequired)).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

// Read-only prices left owners with ordering on no place to change a price.
test("prices stay editable while online ordering is on", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await patchBusiness(page.request, owner, { orderingEnabled: true });
  await login(editorPath(owner, menu.id));

  await page.getByRole("button", { name: "Edit Burrata" }).click();
  const burrata = page.getByRole("group", { name: "Editing Burrata" });
  await expect(burrata.getByRole("textbox", { name: "Item name" })).toHaveValue("Burrata");
  await expect(burrata.getByRole("textbox", { name: /^Price/ })).toBeEditable();
  await expect(burrata.getByRole("button", { name: "Add size" })).toBeVisible();
  await expect(burrata.getByText(/prices are managed there/)).toHaveCount(0);
});

test("a revision is saved every 60 s while something changed, and none when nothing did", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await page.clock.install();
  await login(editorPath(owner, menu.id));
  await expect(page.getByRole("textbox", { name: "Menu name" })).toHaveValue("Dinner");
  const isRevision = (request: { url: () => string; method: () => string }) =>
    request.method() === "POST" && request.url().endsWith(`/v1/businesses/${owner.businessId}/revision`);
  const revisionRequests: string[] = [];
  page.on("request", (request) => {
    if (isRevision(request)) revisionRequests.push(request.url());
  });

  // A minute with nothing changed: no revision.
  await page.clock.fastForward(60_000);

  // Wait for this edit's own save: "changes saved" may still be showing from the last one while the debounce waits,
  // and a revision tick before the save lands would rightly find nothing new.
  await saveOf(page, () => page.getByRole("textbox", { name: "Menu note" }).fill("Served from 5pm"));
  let revision = page.waitForResponse((response) => isRevision(response.request()));
  await page.clock.fastForward(60_000);
  expect((await revision).status()).toBe(200);

  // The next minute, nothing changed since that revision: none again.
  await page.clock.fastForward(60_000);

  await saveOf(page, () => page.getByRole("textbox", { name: "Menu note" }).fill("Served from 6pm"));
  revision = page.waitForResponse((response) => isRevision(response.request()));
  await page.clock.fastForward(60_000);
  expect((await revision).status()).toBe(200);

  expect(revisionRequests).toHaveLength(2);
  expect(await revisionCount(page, owner)).toBe(2);
});

test("import: Change Menu goes back to the designs, and a search that finds nothing says No designs", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));

  await page.getByRole("button", { name: "Import items" }).first().click();
  const step1 = page.getByRole("dialog", { name: "Import items: choose a design" });
  const design = step1.getByRole("option").first();
  const designName = (await design.textContent()) ?? "";
  await design.click();
  await step1.getByRole("button", { name: "Import Items" }).click();
  const step2 = page.getByRole("dialog", { name: `Import items from ${designName}` });
  await expect(step2.getByRole("checkbox").nth(1)).toBeVisible();

  await step2.getByRole("button", { name: "Change Menu" }).click();
  await expect(step1.getByRole("listbox", { name: "Designs" })).toBeVisible();
  await expect(step1.getByRole("option", { name: designName })).toHaveAttribute("aria-selected", "true");

  // The search is debounced 1.5 s.
  await step1.getByRole("textbox", { name: "Search designs" }).fill("zzqx no such cuisine");
  await expect(step1.getByText("No designs", { exact: true })).toBeVisible();
  await expect(step1.getByRole("option")).toHaveCount(0);
});

test("the import, image, alt-text and help modals have their set widths", async ({ page, login, owner }) => {
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));

  // Import 900, image 570, alt text 570, help 432.
  await page.getByRole("button", { name: "Import items" }).first().click();
  await expectDialogWidth(page, "Import items: choose a design", 900);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Edit Burrata" }).click();
  await page
    .getByRole("group", { name: "Editing Burrata" })
    .getByRole("button", { name: "Add photo" })
    .click();
  await expectDialogWidth(page, "Choose or upload image", 570);
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#b5532f" },
  })
    .png()
    .toBuffer();
  await page
    .getByRole("dialog", { name: "Choose or upload image" })
    .getByLabel("Image file")
    .setInputFiles({ name: "burrata.png", mimeType: "image/png", buffer: photo });

  await expectDialogWidth(page, "Describe this photo", 570);
  await page
    .getByRole("dialog", { name: "Describe this photo" })
    .getByRole("button", { name: "What makes good alt text?" })
    .click();
  await expectDialogWidth(page, "About accessibility text", 432);
});

test("the editor and its modals have no serious accessibility faults", async ({ page, login, owner }) => {
  // Each axe pass over the editor and a modal takes seconds on a small machine; the sweep's time is not what it checks.
  test.setTimeout(scaled(120_000));
  const menu = await createMenu(page.request, owner);
  await login(editorPath(owner, menu.id));
  const serious = async () => {
    // A modal fades in: read mid-fade, its text is paler than the page will show it.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const results = await axeOn(page).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  };
  await expect(page.getByRole("group", { name: "Item Burrata" })).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.getByRole("button", { name: "Edit Burrata" }).click();
  await expect(page.getByRole("textbox", { name: "Item name" })).toHaveValue("Burrata");
  expect(await serious()).toEqual([]);

  await page.getByRole("button", { name: "Add icons" }).click();
  const picker = page.getByRole("dialog", { name: /^Icons for/ });
  await expect(picker).toBeVisible();
  expect(await serious()).toEqual([]);
  await picker.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("dialog", { name: "Choose or upload image" })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Import items" }).first().click();
  const importDialog = page.getByRole("dialog", { name: /^Import items/ });
  await expect(importDialog.getByRole("option").first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
