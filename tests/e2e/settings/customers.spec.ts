import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { RATING_MESSAGES } from "../../../src/shared/ratings/ratings.ts";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { expect, type Owner, playwrightApi, test } from "../fixtures.ts";

// Customers and reviews, through the dashboard and the guest page.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

const auth = (owner: Owner) => ({ authorization: `Bearer ${owner.token}` });

/** A published menu that takes ratings; answers its guest page address. */
async function publishWithFeedback(request: APIRequestContext, owner: Owner) {
  const api = playwrightApi(request);
  await createMenu(api, owner, {
    name: "Dinner",
    nodes: [
      menuGroup([menuItem({ name: "Cacio e Pepe", description: "Pecorino, pepper", prices: [16] })], {
        name: "Pasta",
      }),
    ],
  });
  await updateBusiness(api, owner, { config: { allowFeedback: true } });
  return (await publishBusiness(api, owner)).url;
}

test("add a customer, then find them by a part of their phone", async ({ page, login, owner, request }) => {
  // Another customer, so the search has something to leave out.
  const other = await request.post("/v1/customers", {
    headers: auth(owner),
    data: { businessId: owner.businessId, name: "Otto Other", phone: "2125550000" },
  });
  expect(other.status()).toBe(201);
  await login("/app/customers");
  await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Otto Other" })).toBeVisible();

  await page.getByRole("button", { name: "Add customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add customer" });
  await dialog.getByRole("button", { name: "Add customer" }).click();
  await expect(dialog.getByText(MESSAGES.mandatory)).toHaveCount(2);

  await dialog.getByRole("textbox", { name: "Name" }).fill("Marta Rossi");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("4155557788");
  await expect(dialog.getByRole("textbox", { name: "Phone" })).toHaveValue("(415) 555-7788");
  await dialog.getByRole("textbox", { name: "Email" }).fill("marta@example.com");
  await dialog.getByRole("textbox", { name: "City" }).fill("Oakland");
  await dialog.getByRole("button", { name: "Add customer" }).click();
  await expect(dialog).toBeHidden();

  // The details drawer opens on the new customer: contact data, and no orders yet.
  const drawer = page.getByRole("dialog", { name: "Marta Rossi" });
  await expect(drawer.getByRole("link", { name: "(415) 555-7788" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "marta@example.com" })).toBeVisible();
  await expect(drawer.getByText("No orders yet").first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/customers-drawer-desktop.png`, animations: "disabled" });
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("textbox", { name: "Search customers" }).fill("555-77");
  await expect(page.getByRole("cell", { name: "Otto Other" })).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole("button", { name: "Marta Rossi" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "(415) 555-7788" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search customers" }).fill("");
  await expect(page.getByRole("cell", { name: "Otto Other" })).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/customers-overview-desktop.png`,
    fullPage: true,
    animations: "disabled",
  });
});

test("a guest rates without script, the owner accepts, the guest page shows the average", async ({
  browser,
  page,
  login,
  owner,
  request,
}) => {
  const url = await publishWithFeedback(request, owner);

  // The guest, on a phone, with scripts off: the form is plain HTML.
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const guest = await guestContext.newPage();
  await guest.goto(`/m/${url}`);
  const ratings = guest.getByRole("region", { name: "Ratings" });
  await expect(ratings.getByText("No ratings yet. Be the first!")).toBeVisible();
  await expect(ratings.getByRole("textbox", { name: "Leave this empty" })).toBeHidden();
  await ratings.getByRole("radio", { name: "4" }).check();
  await ratings.getByRole("textbox", { name: "Your name" }).fill("Lucia");
  await ratings.getByRole("textbox", { name: "Message" }).fill("The cacio e pepe was perfect.");
  await ratings.getByRole("button", { name: "Send rating" }).click();
  await expect(guest).toHaveURL(new RegExp(`/m/${url}#rating-thanks$`));
  await expect(guest.getByText(RATING_MESSAGES.thanks)).toBeVisible();
  await expect(guest.getByText("The cacio e pepe was perfect.")).toBeHidden();

  // The owner accepts it in Reviews.
  await login("/app/customers?tab=reviews");
  await expect(page.getByRole("tab", { name: "Reviews", selected: true })).toBeVisible();
  await expect(page.getByText("The cacio e pepe was perfect.")).toBeVisible();
  await expect(page.getByRole("switch", { name: /Let guests rate you/ })).toBeChecked();
  await page.screenshot({
    path: `${SCREENSHOTS}/customers-reviews-desktop.png`,
    fullPage: true,
    animations: "disabled",
  });
  await page.getByRole("button", { name: "Accept the rating from Lucia" }).click();
  await expect(page.getByText("Accepted", { exact: true }).last()).toBeVisible();
  await expect(page.getByText("4.0 / 5")).toBeVisible();

  // The guest sees it, with the average.
  await guest.goto(`/m/${url}`);
  await expect(ratings.getByText("The cacio e pepe was perfect.")).toBeVisible();
  await expect(ratings.getByText(/4\.0\s*out of 5 · 1 rating/)).toBeVisible();
  await ratings.scrollIntoViewIfNeeded();
  await guest.screenshot({
    path: `${SCREENSHOTS}/guest-ratings-phone.png`,
    fullPage: true,
    animations: "disabled",
  });
  await guestContext.close();
});
