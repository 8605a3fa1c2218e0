import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, type OrderingBusiness } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";

// The kitchen's changes reach an open guest page and its open cart by themselves, pushed over the page's one
// event stream: no reload, no return to the tab, no poll. Each step waits for what the guest sees; the calls to
// the polled status are counted to show the push, not a read, brought it.

const SCREENSHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
test.describe.configure({ timeout: scaled(300_000) });

const addressOf = async (api: ReturnType<typeof createApi>, business: OrderingBusiness) =>
  (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;

/** Everything the guest's page asks for on its own, by path. */
function watchRequests(page: Page) {
  const paths: string[] = [];
  let isLoaded = false;
  const beforeLoad: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    paths.push(path);
    if (!isLoaded) beforeLoad.push(path);
  });
  page.on("load", () => {
    isLoaded = true;
  });
  return {
    statusReads: () => paths.filter((path) => path.endsWith("/ordering-status")).length,
    streams: () => paths.filter((path) => path.endsWith("/live")).length,
    beforeLoad,
  };
}

test("an open page and its open cart follow sold out, pause and resume without a reload", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = await addressOf(api, business);
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  const requests = watchRequests(guest);
  const soldOut = (itemId: string, until: "manual" | null) =>
    api.put(
      `/v1/businesses/${business.businessId}/sold-out`,
      { menuId: business.menuId, itemId, until },
      business.token,
    );
  const pauseUrl = `/v1/businesses/${business.businessId}/ordering/pause`;
  try {
    await guest.goto(`/m/${address}`);
    await expect.poll(() => requests.streams()).toBe(1);
    // The stream waits for the page to have loaded: it never holds up the first paint.
    expect(requests.beforeLoad.filter((path) => path.endsWith("/live"))).toEqual([]);
    // A mark to tell a reload apart: a reloaded page would not carry it.
    await guest.evaluate(() => {
      document.documentElement.dataset.samePage = "yes";
    });

    await guest.getByRole("button", { name: "Add Soda" }).click();
    await guest
      .getByRole("dialog", { name: "Soda" })
      .getByRole("button", { name: /^Add to order/ })
      .click();
    await expect(guest.getByRole("button", { name: /View order/ })).toBeVisible();

    // Sold out on the open page: the mark shows and the Add button goes.
    const reads = requests.statusReads();
    expect((await soldOut(business.items.pizza, "manual")).status).toBe(200);
    const pizza = guest.locator(".item").filter({ has: guest.getByRole("heading", { name: "Margherita" }) });
    await expect(pizza.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(guest.getByRole("button", { name: "Add Margherita" })).toHaveCount(0);
    await expect(guest.getByRole("button", { name: "Add Soda" })).toBeVisible();
    expect(requests.statusReads()).toBe(reads);
    await guest.screenshot({
      path: `${SCREENSHOTS}/service-live-sold-out-phone.png`,
      animations: "disabled",
    });

    // The cart is open when the kitchen pauses: it says so and holds the checkout, as the page does behind it.
    await guest.getByRole("button", { name: /View order/ }).click();
    const cart = guest.getByRole("dialog", { name: "Your order" });
    const checkout = cart.getByRole("button", { name: "Checkout" });
    await expect(checkout).toBeEnabled();
    const readsWithCartOpen = requests.statusReads();
    expect((await api.put(pauseUrl, { minutes: 30 }, business.token)).status).toBe(200);
    await expect(cart.getByRole("alert")).toHaveText(/^Not taking orders until \d{1,2}:\d{2} [AP]M\.$/);
    await expect(checkout).toBeDisabled();
    await expect(guest.locator("[data-paused]")).toHaveText(/^Not taking orders until/);
    await guest.screenshot({
      path: `${SCREENSHOTS}/service-live-paused-cart-phone.png`,
      animations: "disabled",
    });

    // Resumed: the same open cart takes orders again, without being opened again.
    expect((await api.delete(pauseUrl, business.token)).status).toBe(200);
    await expect(cart.getByRole("alert")).toHaveCount(0);
    await expect(checkout).toBeEnabled();
    await expect(guest.locator("[data-paused]")).toBeHidden();

    // The soda in the cart runs out while the cart is open: its line says so and the checkout waits.
    expect((await soldOut(business.items.soda, "manual")).status).toBe(200);
    await expect(cart.getByText("Sold out. Please remove it.")).toBeVisible();
    await expect(
      cart.getByText("Some items in your cart are sold out. Please remove them to order."),
    ).toBeVisible();
    await expect(checkout).toBeDisabled();
    expect((await soldOut(business.items.soda, null)).status).toBe(200);
    await expect(cart.getByText("Sold out. Please remove it.")).toHaveCount(0);
    await expect(checkout).toBeEnabled();
    expect(requests.statusReads()).toBe(readsWithCartOpen);

    // The page paused with the cart closed: the banner, and no Add button anywhere.
    await cart.getByRole("button", { name: "Add more" }).click();
    expect((await api.put(pauseUrl, { minutes: 30 }, business.token)).status).toBe(200);
    await expect(guest.getByRole("status").filter({ hasText: "Not taking orders until" })).toBeVisible();
    await expect(guest.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await guest.screenshot({ path: `${SCREENSHOTS}/service-live-paused-phone.png`, animations: "disabled" });
    const overflowing = await guest.evaluate(() =>
      [...document.querySelectorAll("[data-paused], .item, .cartbar")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(overflowing).toEqual([]);
    expect((await api.delete(pauseUrl, business.token)).status).toBe(200);
    await expect(guest.getByRole("button", { name: "Add Soda" })).toBeVisible();

    // All of it on the page the guest opened, over the one stream.
    expect(await guest.evaluate(() => document.documentElement.dataset.samePage)).toBe("yes");
    expect(requests.streams()).toBe(1);
  } finally {
    await context.close();
  }
});

test("an item's dialog open when the kitchen runs out says so and does not add it, until it is back", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = await addressOf(api, business);
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  const soldOut = (until: "manual" | null) =>
    api.put(
      `/v1/businesses/${business.businessId}/sold-out`,
      { menuId: business.menuId, itemId: business.items.soda, until },
      business.token,
    );
  try {
    await guest.goto(`/m/${address}`);
    await guest.getByRole("button", { name: "Add Soda" }).click();
    const dialog = guest.getByRole("dialog", { name: "Soda" });
    const add = dialog.getByRole("button", { name: /^Add to order/ });
    await expect(add).toBeVisible();
    expect((await soldOut("manual")).status).toBe(200);
    await expect(dialog.getByRole("alert")).toHaveText("Sold out");
    await add.click();
    // Refused where the guest tapped: the dialog stays, and the cart stays empty.
    await expect(dialog).toBeVisible();
    await expect(guest.getByRole("button", { name: /View order/ })).toHaveCount(0);
    await guest.screenshot({
      path: `${SCREENSHOTS}/service-live-sold-out-dialog-phone.png`,
      animations: "disabled",
    });
    expect((await soldOut(null)).status).toBe(200);
    await expect(dialog.getByRole("alert")).toBeHidden();
    await add.click();
    await expect(guest.getByRole("button", { name: /View order/ })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a page whose stream is refused tries again, waiting longer each time, and catches up once it gets through", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = await addressOf(api, business);
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  const tries: number[] = [];
  // The server is unreachable for the stream's first three tries (an instance restarting, say).
  await guest.route(/\/v1\/public\/businesses\/[^/]+\/live$/, async (route) => {
    tries.push(Date.now());
    if (tries.length <= 3) await route.fulfill({ status: 503, body: "" });
    else await route.continue();
  });
  try {
    await guest.goto(`/m/${address}`);
    await expect(guest.getByRole("button", { name: "Add Soda" })).toBeVisible();
    expect(
      (await api.put(`/v1/businesses/${business.businessId}/ordering/pause`, { minutes: 30 }, business.token))
        .status,
    ).toBe(200);
    // The change made while refused arrives with the first status of the stream that gets through.
    await expect(guest.getByRole("status").filter({ hasText: "Not taking orders until" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(guest.getByRole("button", { name: "Add Soda" })).toBeHidden();
    expect(tries.length).toBe(4);
    // Waits that grow: the third refusal is followed by a longer wait than the first (jitter stays within half).
    const waits = tries.slice(1).map((at, index) => at - (tries[index] ?? at));
    expect(waits[2]).toBeGreaterThan(waits[0] ?? 0);
  } finally {
    await context.close();
  }
});

test("a page without scripts shows the pause and the sold-out marks as the server draws them", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "http://127.0.0.1:3100");
  const business = await createOrderingBusiness(api);
  const address = await addressOf(api, business);
  await api.put(
    `/v1/businesses/${business.businessId}/sold-out`,
    { menuId: business.menuId, itemId: business.items.soda, until: "manual" },
    business.token,
  );
  await api.put(`/v1/businesses/${business.businessId}/ordering/pause`, { minutes: 30 }, business.token);
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const guest = await context.newPage();
  try {
    await guest.goto(`/m/${address}`);
    await expect(guest.getByRole("status").filter({ hasText: "Not taking orders until" })).toBeVisible();
    const soda = guest.locator(".item").filter({ has: guest.getByRole("heading", { name: "Soda" }) });
    await expect(soda.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(guest.getByRole("button", { name: /^Add / })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
