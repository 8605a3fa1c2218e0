import type { Page } from "@playwright/test";
import { expect, type Owner, test } from "../fixtures.ts";
import { auth, createMenu } from "../settings/settings-helpers.ts";

// Bad input in the editor is refused where it is typed, with the server's own message; the
// item it is in stays open, and nothing of it is saved. The menu is "Dinner" with Burrata at $14.

const editorPath = (owner: Owner, menuId: string) => `/app/biz/${owner.businessId}/menus/${menuId}`;
const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("changes saved");

async function burrataOnServer(page: Page, owner: Owner, menuId: string) {
  const response = await page.request.get(`/v1/ilmenus?menuId=${menuId}`, { headers: auth(owner) });
  expect(response.status()).toBe(200);
  const menu = (await response.json()) as {
    details: string;
    nodes: { nodes: { name: string; description: string; prices: (number | null)[] }[] }[];
  };
  const item = menu.nodes[0]?.nodes.find((candidate) => candidate.name === "Burrata");
  if (!item) throw new Error("Burrata is missing");
  return item;
}

async function openBurrata(page: Page, owner: Owner) {
  const menu = await createMenu(page.request, owner);
  await page.goto(editorPath(owner, menu.id));
  await page.getByRole("button", { name: "Edit Burrata" }).click();
  return { menuId: menu.id as string, form: page.getByRole("group", { name: "Editing Burrata" }) };
}

test("a description past the limit shows its count, is refused whole and never cut or saved", async ({
  page,
  login,
  owner,
}) => {
  await login();
  const { menuId, form } = await openBurrata(page, owner);
  const description = form.getByRole("textbox", { name: "Description" });
  // A pasted text of 1,200 characters stays whole in the field (no silent cut at 1,000).
  const long = "Slow-cooked, hand-torn, served warm. ".repeat(40).slice(0, 1200);
  await description.fill(long);
  await expect(description).toHaveValue(long);
  await expect(form.getByText("1200/1000")).toBeVisible();
  await expect(description).toHaveAccessibleDescription("Descriptions can have at most 1000 characters.");
  await expect(page.getByTestId("save-status")).toHaveText("not saved: fix the field in red");

  await form.getByRole("button", { name: "Done editing" }).click();
  await expect(form.getByRole("alert")).toContainText("Descriptions can have at most 1000 characters.");
  await expect(form).toBeVisible();
  await expect(description).toBeFocused();
  expect((await burrataOnServer(page, owner, menuId)).description).toBe("Tomatoes, basil, olive oil");

  // At the limit it is accepted and saved whole.
  await description.fill(long.slice(0, 1000));
  await expect(form.getByText("1000/1000")).toBeVisible();
  await saved(page);
  expect((await burrataOnServer(page, owner, menuId)).description).toBe(long.slice(0, 1000));
  await form.getByRole("button", { name: "Done editing" }).click();
  await expect(form).toBeHidden();
});

test("a price that is not a number or too large keeps the item open and is never saved", async ({
  page,
  login,
  owner,
}) => {
  await login();
  const { menuId, form } = await openBurrata(page, owner);
  const price = form.getByRole("textbox", { name: "Price", exact: true });

  await price.fill("abc");
  await expect(price).toHaveAccessibleDescription("Price must be written in digits, such as 12.50.");
  await form.getByRole("button", { name: "Done editing" }).click();
  await expect(form.getByRole("alert")).toContainText("Price must be written in digits, such as 12.50.");
  await expect(form).toBeVisible();
  await expect(price).toBeFocused();
  await form.screenshot({
    path: "test-results/screenshots/item-form-refused-price.png",
    animations: "disabled",
  });

  // Put over the refused "abc" in one input, as a paste does. Typed key by key, each shorter number on the way
  // (9, 99, … 999999) is a valid price the owner has written, and the autosave rightly saves whichever one a
  // pause longer than its 250 ms follows; a busy machine made such pauses. (Clearing the field first would
  // likewise save an empty price as none.)
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith("/v1/menus"))
      saves.push(request.postData() ?? "");
  });
  await price.fill("99999999");
  await expect(price).toHaveAccessibleDescription("Price is too large.");
  await expect(page.getByTestId("save-status")).toHaveText("not saved: fix the field in red");
  // An outside click and Escape are refused too.
  await page.getByRole("textbox", { name: "Menu name" }).click();
  await expect(form).toBeVisible();
  await price.press("Escape");
  await expect(form).toBeVisible();

  // Leaving asks first. Leaving saves at once whatever the autosave's pause still holds, and asks only once that
  // save is done or refused: by now a save of the refused price would have gone, and none did.
  await page.getByRole("link", { name: "Menus" }).first().click();
  const leave = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(leave).toContainText("A field has a mistake");
  expect(saves).toEqual([]);
  expect((await burrataOnServer(page, owner, menuId)).prices).toEqual([14]);
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(new RegExp(menuId));

  await price.fill("15.50");
  await saved(page);
  expect((await burrataOnServer(page, owner, menuId)).prices).toEqual([15.5]);
  await form.getByRole("button", { name: "Done editing" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Burrata" })).toContainText("$15.50");
});
