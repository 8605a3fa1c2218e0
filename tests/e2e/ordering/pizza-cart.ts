import type { Page } from "@playwright/test";

/**
 * On the menu of `createOrderingBusiness` (tests/helpers/orders.ts): two large Margheritas with extra cheese and a
 * soda in the cart ($37.34 with 8.25 % tax), the checkout's details filled in by Ada Guest, paying online by card.
 * Answers the cart's sheet, ready for "Review order".
 */
export async function pizzasToPayOnline(page: Page) {
  await page.getByRole("button", { name: "Add Margherita" }).click();
  const pizza = page.getByRole("dialog", { name: "Margherita" });
  await pizza.getByRole("radio", { name: /Large/ }).check();
  await pizza.getByRole("checkbox", { name: /Extra cheese/ }).check();
  await pizza.getByRole("button", { name: "One more" }).click();
  await pizza.getByRole("button", { name: "Add to order · $31.50" }).click();
  await page.getByRole("button", { name: "Add Soda" }).click();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: "Add to order · $2.99" })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
  await sheet.getByRole("radio", { name: "Pay online by card" }).check();
  return sheet;
}
