import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";

// After an action that removes the control that had focus, focus lands on the sensible next place, never on the
// page: an item opened focuses its name, closed its Edit button; publishing returns to the header's button;
// sign-up's Next goes to the step now current.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/** What has focus, as a person hears it: its role-ish tag and its name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return "the page";
    return `${active.tagName.toLowerCase()} ${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim()}`;
  });

test("opening and closing an item, and publishing, keep focus in place", async ({ page, baseURL }) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const menus = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
  await signIn(page, business);
  await page.goto(`/app/biz/${business.businessId}/menus/${menus.body[0].id}`);

  // The sound question is answered first, as an owner does once.
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click({ timeout: 60_000 });
  const edit = page.getByRole("button", { name: "Edit Margherita" });
  await edit.focus();
  await page.keyboard.press("Enter");
  const name = page.getByRole("textbox", { name: "Item name" }).first();
  await expect(name).toBeFocused();

  // Done editing, by keyboard: the Edit button again.
  await page.getByRole("button", { name: "Done editing" }).focus();
  await page.keyboard.press("Enter");
  await expect(edit).toBeFocused();

  // Escape from inside the form does the same.
  await page.keyboard.press("Enter");
  await expect(name).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();

  // A change, then Publish from the header: focus comes back to the header's button, not the page.
  await page.keyboard.press("Enter");
  await name.fill("Margherita DOC");
  await page.getByRole("button", { name: "Done editing" }).click();
  const publish = page.getByRole("banner").getByRole("button", { name: "Publish Changes" });
  // Available once the change is saved.
  await expect(publish).not.toHaveAttribute("aria-disabled", "true");
  await publish.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Publish your changes?" });
  await confirm.getByRole("button", { name: "Publish Changes" }).focus({ timeout: 30_000 });
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(publish).toBeFocused();
  expect(await focused(page)).toBe("button Publish Changes");
});

test("sign-up's Next moves focus to the account step", async ({ page }) => {
  await page.goto("/start");
  await page.getByRole("textbox", { name: "Business name" }).fill("Focus Cafe");
  await page.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0100");
  await page.getByRole("textbox", { name: "Address" }).fill("1 Market Street");
  await page.getByRole("textbox", { name: "City" }).fill("San Francisco");
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("combobox", { name: "State" }).fill("Califo");
  await page.getByRole("option", { name: "California" }).click();
  await page.getByRole("textbox", { name: "Zip" }).fill("94105");
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect.poll(() => focused(page)).not.toBe("the page");
  expect(await focused(page)).toMatch(/Your account|Account|Step 2/i);
});

test("closing a promo code's form or its delete question puts focus back where it was opened", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const created = await api.post(
    `/v1/businesses/${business.businessId}/promotions`,
    { code: "FOCUS10", kind: "PERCENT", value: 10 },
    business.token,
  );
  expect(created.status).toBeLessThan(300);
  await signIn(page, business);
  await page.goto("/app/promotions");
  await page
    .getByRole("dialog", { name: "Sound for new orders" })
    .getByRole("button", { name: "No sound" })
    .click({ timeout: 60_000 });

  // Edit from the code's menu, then Escape: the menu item is gone, so focus returns to the menu's button.
  const more = page.getByRole("button", { name: "More for FOCUS10" });
  await more.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit promo code" });
  await expect(form).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(more).toBeFocused();

  // The delete question, answered Cancel: the same button.
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const question = page.getByRole("dialog", { name: "Delete promo code?" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(more).toBeFocused();

  // A new code's form, closed by Escape: the New button that opened it.
  const newCode = page.getByRole("button", { name: "New code" });
  await newCode.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "New promo code" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(newCode).toBeFocused();
  expect(await focused(page)).toBe("button New code");
});
