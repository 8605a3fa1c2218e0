import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";

// The kitchen runs out during service: a guest on a phone, with the item already in the cart, sees it marked
// "Sold out" on the page and in the cart, cannot check out until it is removed, and a sold-out option is shown but
// cannot be chosen. Nothing is published: the marks are live.

const SCREENSHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
test.describe.configure({ timeout: scaled(300_000) });

test("a guest on a phone sees an item and an option sold out, in the page and in the cart, without a publish", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  try {
    await guest.goto(`/m/${address}`);
    await guest.getByRole("button", { name: "Add Soda" }).click();
    await guest
      .getByRole("dialog", { name: "Soda" })
      .getByRole("button", { name: /^Add to order/ })
      .click();
    await expect(guest.getByRole("button", { name: /View order/ })).toBeVisible();

    // The kitchen marks the soda and the pizza's extra cheese sold out for today.
    const mark = (body: Record<string, unknown>) =>
      api.put(
        `/v1/businesses/${business.businessId}/sold-out`,
        { menuId: business.menuId, until: "today", ...body },
        business.token,
      );
    expect((await mark({ itemId: business.items.soda })).status).toBe(200);
    expect((await mark({ itemId: business.items.pizza, entryId: business.options.cheese })).status).toBe(200);

    await expect(guest.getByRole("button", { name: "Add Soda" })).toHaveCount(0);
    // Every item carries its (hidden) mark, so the page's script can show it as soon as the kitchen says so.
    await expect(guest.getByText("Sold out", { exact: true }).filter({ visible: true })).toHaveCount(1);

    // The option stays in its place, marked and not to be chosen.
    await guest.getByRole("button", { name: "Add Margherita" }).click();
    const pizza = guest.getByRole("dialog", { name: "Margherita" });
    const cheese = pizza.getByRole("checkbox", { name: /Extra cheese/ });
    await expect(cheese).toBeDisabled();
    await expect(pizza.getByText("Sold out", { exact: true })).toBeVisible();
    await guest.screenshot({
      path: `${SCREENSHOTS}/service-sold-out-option-phone.png`,
      animations: "disabled",
    });
    await pizza.getByRole("button", { name: /^Add to order/ }).click();

    // The cart says which line is gone and holds the checkout until it is removed.
    await guest.getByRole("button", { name: /View order/ }).click();
    const sheet = guest.getByRole("dialog", { name: "Your order" });
    await expect(sheet.getByText("Sold out. Please remove it.")).toBeVisible();
    await expect(
      sheet.getByText("Some items in your cart are sold out. Please remove them to order."),
    ).toBeVisible();
    // The subtotal counts only what can be ordered: the pizza, not the sold-out soda ($2.99), here and in the bar.
    await expect(sheet.locator(".sum")).toHaveText(/\$9\.50$/);
    await expect(guest.locator(".cartbar .total")).toHaveText("$9.50");
    await guest.screenshot({
      path: `${SCREENSHOTS}/service-sold-out-cart-phone.png`,
      animations: "disabled",
    });
    const widths = await sheet.evaluate((root) =>
      [...root.querySelectorAll("button, label, p, b")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(widths).toEqual([]);
  } finally {
    await context.close();
  }
});
