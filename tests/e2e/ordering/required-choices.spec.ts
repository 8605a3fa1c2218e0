import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  publishBusiness,
  updateBusiness,
} from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { axeOn } from "../a11y/a11y-helpers.ts";
import { playwrightApi, registerOwner, signIn } from "../fixtures.ts";

// A required choice from the owner's phone to the guest's: the owner makes "Side" a "Choose 1" group in the
// editor at 390 px and publishes; a guest at 390 px cannot add the burger until a side is chosen, then orders it.

test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

test("an owner sets Choose 1 on a group; a guest must choose before adding, then orders", async ({
  browser,
  request,
}) => {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  const fries = modifierEntry({ name: "Fries", price: null });
  const salad = modifierEntry({ name: "Side salad", price: 1.5 });
  const burger = menuItem({
    name: "Smash burger",
    description: "Two patties, cheddar",
    prices: [11],
    modifiers: [modifierGroup([fries, salad], { name: "Side" })],
  });
  const menu = await createMenu(api, owner, {
    name: "Grill",
    nodes: [menuGroup([burger], { name: "Burgers" })],
  });
  const hours = await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  expect(hours.status()).toBe(200);
  await updateBusiness(api, owner, {
    orderingEnabled: true,
    config: { pickUpOrders: true, pickUpTime: 15, deliveryCashPayment: true, ordersTips: false, minTotal: 0 },
  });

  // The owner, on a phone, makes the side required and one at most.
  const ownerContext = await browser.newContext({ viewport: PHONE });
  const editor = await ownerContext.newPage();
  await signIn(editor, owner);
  // This device already answered the new-order chime's question, which would otherwise cover the editor.
  await editor.evaluate(() => localStorage.setItem("menu-builder:new-order-sound", "off"));
  await editor.goto(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  await editor.getByRole("button", { name: "Edit Smash burger" }).click({ timeout: 30_000 });
  const form = editor.getByRole("group", { name: "Editing Smash burger" });
  await expect(form.getByText("Guests read “Optional”.")).toBeVisible();
  await form.getByText("Required", { exact: true }).click();
  await form.getByRole("textbox", { name: "Choose at most, in Side" }).fill("1");
  await expect(form.getByText(/^Guests read “Choose 1”\./)).toBeVisible();
  // Nothing in the rule's row is cut or wider than the phone.
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const label of ["Guests", "At least", "At most"]) {
    const text = form.getByText(label, { exact: true }).first();
    const [scroll, client] = await text.evaluate((node) => [node.scrollWidth, node.clientWidth]);
    expect(scroll, label).toBeLessThanOrEqual(client + 1);
  }
  const rule = form.getByText(/^Guests read “Choose 1”\./);
  await rule.scrollIntoViewIfNeeded();
  await editor.screenshot({ path: `${SHOTS}/choices-editor-group-390.png`, animations: "disabled" });
  // Autosave carries it to the server; then the owner publishes.
  await expect
    .poll(
      async () => {
        const menus = await (
          await request.get(`/v1/menus?businessId=${owner.businessId}`, {
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).json();
        const group = menus[0]?.nodes[0]?.nodes[0]?.modifiers[0];
        return group && [group.min, group.max];
      },
      { timeout: 30_000 },
    )
    .toEqual([1, 1]);
  const { url, customUrl } = await publishBusiness(api, owner);
  await ownerContext.close();

  // The guest, on a phone.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/m/${customUrl ?? url}`);
  await page.getByRole("button", { name: "Add Smash burger" }).click();
  const dialog = page.getByRole("dialog", { name: "Smash burger" });
  const side = dialog.getByRole("group", { name: "Side · Choose 1" });
  await expect(side).toBeVisible();
  await expect(side.getByText("0 of 1 chosen")).toBeVisible();
  await expect(side.getByRole("radio", { name: /Fries/ })).not.toBeChecked();
  const add = dialog.getByRole("button", { name: "Add to order · $11.00" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  // Playwright will not click what says aria-disabled; a guest can, and that is what the button answers.
  await add.click({ force: true });
  // Refused: said in the group and announced, the focus on its first option, the dialog still open.
  await expect(side.getByRole("alert")).toHaveText("Please choose at least 1 for “Side”.");
  await expect(side.getByRole("radio", { name: /Fries/ })).toBeFocused();
  await expect(page.getByRole("button", { name: /View order/ })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/choices-item-dialog-390.png`, animations: "disabled" });
  const axe = await axeOn(page).include(".itemform").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // A radio group: choosing the salad after the fries swaps them.
  await side.getByRole("radio", { name: /Fries/ }).check();
  await side.getByRole("radio", { name: /Side salad/ }).check();
  await expect(side.getByRole("radio", { name: /Fries/ })).not.toBeChecked();
  await expect(side.getByText("1 of 1 chosen")).toBeVisible();
  await expect(side.getByRole("alert")).toBeHidden();
  const ready = dialog.getByRole("button", { name: "Add to order · $12.50" });
  await expect(ready).not.toHaveAttribute("aria-disabled", "true");
  await page.screenshot({ path: `${SHOTS}/choices-item-dialog-chosen-390.png`, animations: "disabled" });
  await ready.click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await expect(sheet.getByText("Side salad")).toBeVisible();
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
  await sheet.getByRole("button", { name: "Review order" }).click();
  await expect(sheet.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await sheet.getByRole("button", { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/m\/[^/]+\/orders\/[^/?]+\?key=/);
  const listed = await request.get(`/v1/businesses/${owner.businessId}/orders?tab=new`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const orders = (await listed.json()).list as { items: { modifiers: { name: string }[] }[] }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]?.items[0]?.modifiers.map((option) => option.name)).toEqual(["Side salad"]);
  await context.close();
});
