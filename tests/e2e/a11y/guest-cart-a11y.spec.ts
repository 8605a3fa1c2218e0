import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, test } from "../fixtures.ts";
import { focusedElement, menuAddress, overlaps, SHOTS, seriousViolations } from "./a11y-helpers.ts";

// The guest's cart with the keyboard only, as a screen-reader user meets it: every change is said in a polite
// region, focus stays on the control pressed (or its neighbour when its line goes), each new screen starts at its
// heading, and a refused checkout lands on the field to fix, marked invalid. Then the cart bar never covers what
// has focus on a 320 × 256 screen (WCAG 2.4.11).

test.describe.configure({ timeout: scaled(360_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

test("the cart says its changes and keeps the keyboard's place through every redraw", async ({
  page,
  baseURL,
}) => {
  const business = await createOrderingBusiness(createApi(baseURL ?? ""));
  const address = await menuAddress(baseURL ?? "", business);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/m/${address}`);

  await page.getByRole("button", { name: "Add Margherita" }).focus();
  await page.keyboard.press("Enter");
  const pizza = page.getByRole("dialog", { name: "Margherita" });
  await pizza.getByRole("button", { name: "Add to order · $9.50" }).focus();
  await page.keyboard.press("Enter");
  await expect(pizza).toBeHidden();
  const pageStatus = page.locator("body > .live-status");
  await expect(pageStatus).toHaveText("1 item, $9.50");
  await expect(pageStatus).toHaveAttribute("aria-live", "polite");

  await page.getByRole("button", { name: "Add Soda" }).focus();
  await page.keyboard.press("Enter");
  const soda = page.getByRole("dialog", { name: "Soda" });
  await soda.getByRole("button", { name: "Add to order · $2.99" }).focus();
  await page.keyboard.press("Enter");
  await expect(pageStatus).toHaveText("2 items, $12.49");

  await page.getByRole("button", { name: /View order/ }).focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Your order" });
  const sheetStatus = sheet.locator(".live-status");
  await expect(sheet.getByRole("button", { name: "Checkout" })).toBeVisible();
  expect(await seriousViolations(page), "cart").toEqual([]);

  // + keeps focus on +, and the new count and amount are said.
  const moreSoda = sheet.getByRole("button", { name: "One more Soda" });
  await moreSoda.focus();
  await page.keyboard.press("Enter");
  await expect(sheetStatus).toHaveText("3 items, $15.48");
  await expect(moreSoda).toBeFocused();
  await expect(sheet.locator(".qty").nth(1)).toHaveText("2");

  // Remove: the line goes, focus goes to the next line's Remove, and what went is said.
  await sheet.locator("li.line").nth(0).getByRole("button", { name: "Remove", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(sheetStatus).toHaveText("Margherita removed. 2 items, $5.98");
  await expect(sheet.locator("li.line")).toHaveCount(1);
  await expect(
    sheet.locator("li.line").nth(0).getByRole("button", { name: "Remove", exact: true }),
  ).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/a11y-cart-after-remove-390.png` });

  // Checkout: the details start at their heading.
  await sheet.getByRole("button", { name: "Checkout" }).focus();
  await page.keyboard.press("Enter");
  await expect(sheet.getByRole("heading", { name: "Checkout" })).toBeFocused();

  // A refused review: focus on the name, marked invalid and described by the sentence.
  await sheet.getByRole("button", { name: "Review order" }).focus();
  await page.keyboard.press("Enter");
  const name = sheet.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter your name.");
  await expect(name).toHaveAccessibleDescription("Please enter your name.");
  expect(await seriousViolations(page), "refused checkout").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/a11y-checkout-refused-390.png` });

  // Typing clears the mark; the phone is next to be asked for.
  await page.keyboard.type("Ana");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await sheet.getByRole("button", { name: "Review order" }).focus();
  await page.keyboard.press("Enter");
  const phone = sheet.getByRole("textbox", { name: "Phone" });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type("(415) 555-0199");

  // A choice that redraws the form (the order type) keeps focus on it.
  const delivery = sheet.getByRole("radio", { name: /Delivery/ });
  await delivery.focus();
  await page.keyboard.press("Space");
  await expect(sheet.getByRole("textbox", { name: "Address" })).toBeVisible();
  await expect(delivery).toBeFocused();
  const pickUp = sheet.getByRole("radio", { name: /Pick-up|Pickup|Pick up/ });
  await pickUp.focus();
  await page.keyboard.press("Space");
  await expect(sheet.getByRole("textbox", { name: "Address" })).toBeHidden();
  await expect(pickUp).toBeFocused();

  // Review order: the review starts at its heading; Back returns to the details' heading.
  await sheet.getByRole("button", { name: "Review order" }).focus();
  await page.keyboard.press("Enter");
  await expect(sheet.getByRole("heading", { name: "Review your order" })).toBeFocused();
  expect(await seriousViolations(page), "review").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/a11y-review-390.png` });
});

test("at 320 × 256 the cart bar never covers the focused Add or Call button", async ({ page, baseURL }) => {
  const business = await createOrderingBusiness(createApi(baseURL ?? ""));
  const address = await menuAddress(baseURL ?? "", business);
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto(`/m/${address}`);
  await page.getByRole("button", { name: "Add Soda" }).click();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  const bar = page.locator(".cartbar .cartbtn");
  await expect(bar).toBeVisible();
  // From the top of the page, the keyboard's whole way down: the cart is kept, its bar drawn on the new load.
  await page.reload();
  await expect(bar).toBeVisible();
  const checked: string[] = [];
  const covered: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await focusedElement(page);
    if (!focused) continue;
    if (!/^(Add |Call)/.test(focused.name)) continue;
    checked.push(focused.name);
    const barBox = await bar.boundingBox();
    if (barBox && overlaps(focused.box, barBox)) covered.push(focused.name);
    if (checked.length === 1)
      await page.screenshot({ path: `${SHOTS}/a11y-focus-clear-of-cart-bar-320.png` });
  }
  expect(checked).toEqual(expect.arrayContaining(["Add Margherita", "Add Soda"]));
  expect(covered).toEqual([]);
});
