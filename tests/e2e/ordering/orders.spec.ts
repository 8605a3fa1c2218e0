import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, liveAndCaughtUp, type Owner, test, withoutLiveUpdates } from "../fixtures.ts";
import { auth, businessOf } from "../settings/settings-helpers.ts";

// The owner's Orders screen, live, with its count, chime, moves and kitchen ticket; the Enable online ordering
// flow and the navigation that follows it.

const SCREENSHOTS = "test-results/screenshots";
// Each test drives one or two dashboards through a whole order; on a busy machine that takes a while.
test.describe.configure({ timeout: scaled(300_000) });

const isOrderingOn = async (request: APIRequestContext, owner: Owner) =>
  ((await businessOf(request, owner)) as { orderingEnabled?: boolean }).orderingEnabled;
const PHONE = { width: 390, height: 844 };
/** How often the dashboard's chime repeats while an order nobody has opened waits (src/web/widgets/orders/order-alerts.tsx). */
const RING_EVERY_MS = 5_000;

/** Logs in through the form, with room for a busy machine (the dashboard's first load can take a while). */
async function logIn(page: Page, owner: Pick<Owner, "email" | "password">) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
}

function apiOf(baseURL: string | undefined): Api {
  return createApi(baseURL ?? "http://127.0.0.1:3100");
}

/**
 * Counts the chimes the page plays: each chime starts two oscillators of the real Web Audio API. Chromium runs
 * headless, so nothing is heard; the count is what the page asked the browser to play.
 */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const original = AudioContext.prototype.createOscillator;
    (window as unknown as { oscillators: number }).oscillators = 0;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      (window as unknown as { oscillators: number }).oscillators += 1;
      return original.call(this);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { oscillators: number }).oscillators)) / 2;
}

async function ownerPage(
  browser: Browser,
  business: OrderingBusiness,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const chimes = await countChimes(page);
  // The chime repeats on a timer: the test moves the page's clock on rather than waiting for it.
  await page.clock.install();
  await logIn(page, business);
  return { page, chimes, close: () => context.close() };
}

test("a new order reaches every open dashboard live with its count and chime; the owner accepts, readies and completes it", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const first = await ownerPage(browser, business);
  const second = await ownerPage(browser, business, PHONE);
  try {
    const { page } = first;
    await page.goto("/app/orders");
    // A fresh load of the dashboard: room for a busy machine.
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible({ timeout: 60_000 });
    // Asked once: browsers play sound only after a click on the page.
    const question = page.getByRole("dialog", { name: "Sound for new orders" });
    await expect(question).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-empty-sound-question-desktop.png`,
      animations: "disabled",
    });
    await question.getByRole("button", { name: "Turn on sound" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole("switch", { name: "Sound for new orders" })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(question).toHaveCount(0); // asked once, on this device
    await page.getByRole("heading", { name: "Orders", level: 1 }).click(); // the click a fresh page needs for sound

    const phone = second.page;
    await phone.goto(`/app/biz/${business.businessId}/menus`);
    await phone
      .getByRole("dialog", { name: "Sound for new orders" })
      .getByRole("button", { name: "Turn on sound" })
      .click();

    const chimesBefore = await first.chimes();
    const { body: order } = await placeOrder(api, business, orderBody(business));
    expect(order.friendlyId).toBe("1");

    // Pushed to this dashboard (bench/orders-live.ts times it against the 1 s budget; this machine may be busy):
    // the list, the tab's count, the navigation and the title.
    const row = page.getByRole("link", { name: /Order #1, New, Ada Guest/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole("tab", { name: /New/ }).getByLabel("1 orders")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByLabel("1 waiting")).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) Orders/);
    // The list marks it itself; the bar (a status with its button) is for the other pages. The screen reader's
    // announcement of the order, a status without a button, is said here too.
    const bar = page
      .getByRole("status")
      .filter({ hasText: "New order #1" })
      .filter({ has: page.getByRole("button") });
    await expect(bar).toHaveCount(0);
    await expect(row.getByText("Not opened")).toBeVisible();
    // And on the other dashboard, on another page of the app, on a phone.
    const phoneBar = phone.getByRole("status").filter({ hasText: "New order #1" });
    await expect(phoneBar).toBeVisible();
    await expect(phone).toHaveTitle(/^\(1\) /);
    await phone.screenshot({ path: `${SCREENSHOTS}/orders-new-order-bar-phone.png`, animations: "disabled" });
    await page.screenshot({ path: `${SCREENSHOTS}/orders-list-new-desktop.png`, animations: "disabled" });

    // The chime repeats while nobody has opened the order.
    for (const { page: dashboard } of [first, second]) await dashboard.clock.runFor(RING_EVERY_MS);
    await expect.poll(first.chimes).toBeGreaterThanOrEqual(chimesBefore + 2);
    await expect.poll(second.chimes).toBeGreaterThanOrEqual(2);

    const opened = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith(`/orders/${order.id}/opened`),
    );
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/app/orders/${order.id}$`));
    await expect(page.getByRole("heading", { name: "Order #1" })).toBeVisible();
    // The line on screen ("· Large"), not the kitchen ticket's printed copy ("(Large)").
    await expect(page.getByText("2 × Margherita · Large")).toBeVisible();
    await expect(page.getByText("+ Extra cheese ($1.50)")).toBeVisible();
    await expect(page.getByText("“Well done”")).toBeVisible();
    // The total on screen; the ticket's printed copy sits outside the page's main area.
    await expect(page.getByRole("main").getByText("$37.34")).toBeVisible();
    // Opened here (this dashboard stops ringing once the server has it): the other dashboard stops ringing and
    // drops its bar, still counting the order as waiting.
    expect((await opened).status()).toBe(200);
    await expect(phoneBar).toBeHidden();
    await expect(phone).toHaveTitle(/^\(1\) /);
    const ringsAfterOpening = [await first.chimes(), await second.chimes()];
    // Twice the chime's pause on both clocks: a chime still due would have played.
    for (const { page: dashboard } of [first, second]) await dashboard.clock.runFor(2 * RING_EVERY_MS);
    expect([await first.chimes(), await second.chimes()]).toEqual(ringsAfterOpening);
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-order-new-desktop.png`,
      fullPage: true,
      animations: "disabled",
    });

    await page.getByRole("button", { name: "Accept" }).click();
    const accept = page.getByRole("dialog", { name: "Accept order #1" });
    await accept.getByText("30 min").click();
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-accept-dialog-desktop.png`,
      animations: "disabled",
    });
    const acceptedAt = Date.now();
    await accept.getByRole("button", { name: "Accept, ready in 30 min" }).click();
    await expect(accept).toBeHidden();
    await expect(page.getByText("Order #1 is accepted.")).toBeVisible();
    await expect(page.getByText(/^Ready by .*: the guest sees this time\.$/)).toBeVisible();
    const accepted = await api.get(`/v1/orders/${order.id}`, business.token);
    expect(accepted.body.status).toBe("ACCEPTED");
    const readyIn = (Date.parse(accepted.body.readyAt) - acceptedAt) / 60_000;
    expect(readyIn).toBeGreaterThan(29);
    expect(readyIn).toBeLessThan(31);
    // No longer waiting: the counts follow on both dashboards.
    await expect(page).toHaveTitle(/^Order #1/);
    await expect(phone).not.toHaveTitle(/^\(1\)/);
    await expect(nav.getByLabel("1 waiting")).toHaveCount(0);

    await page.getByRole("button", { name: "Mark ready" }).click();
    await expect(page.getByText("Ready for the guest.")).toBeVisible();
    await page.getByRole("button", { name: "Complete" }).click();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    const completed = await api.get(`/v1/orders/${order.id}`, business.token);
    expect(completed.body).toMatchObject({ status: "COMPLETED", paymentStatus: "PAID" });
    await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);

    await page.getByRole("link", { name: "All orders" }).click();
    await page.getByRole("tab", { name: /Done/ }).click();
    await expect(page).toHaveURL(/tab=done/);
    await expect(page.getByRole("link", { name: /Order #1, Completed/ })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Done/ }).getByLabel("1 orders")).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test("a new order and a move made elsewhere reach an open Orders screen from the live message alone, with no list read again", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const { body: earlier } = await placeOrder(api, business, orderBody(business));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await logIn(page, business);
    await page.goto("/app/orders");
    await page
      .getByRole("dialog", { name: "Sound for new orders" })
      .getByRole("button", { name: "No sound" })
      .click();
    const tabs = page.getByRole("tablist", { name: "Orders" });
    await expect(page.getByRole("link", { name: /Order #1, New/ })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "New 1 orders" })).toBeVisible();
    // Once live, the screen reads its lists again (what changed before the socket was ready); after that, every
    // call for the business's orders (the lists and the tab counts) is counted.
    await liveAndCaughtUp(page);
    const ordersPath = `/v1/businesses/${business.businessId}/orders`;
    const reads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(ordersPath)) reads.push(request.url());
    });

    await placeOrder(api, business, orderBody(business));
    const arrived = page.getByRole("link", { name: /Order #2, New, Ada Guest/ });
    await expect(arrived).toBeVisible();
    await expect(arrived.getByText("Not opened")).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "New 2 orders" })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "All 2 orders" })).toBeVisible();
    await expect(page).toHaveTitle(/^\(2\) Orders/);
    // Newest first, as the server sorts it.
    await expect(page.getByRole("link", { name: /^Order #/ }).first()).toHaveAccessibleName(/Order #2/);
    await page.screenshot({ path: `${SCREENSHOTS}/orders-live-arrival-desktop.png`, animations: "disabled" });
    await page.setViewportSize(PHONE);
    await expect(arrived).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-live-arrival-phone.png`,
      fullPage: true,
      animations: "disabled",
    });

    // Accepted on another device: it leaves the New tab here and the counts follow.
    const accepted = await api.post(
      `/v1/orders/${earlier.id}/status`,
      { status: "ACCEPTED" },
      business.token,
    );
    expect(accepted.status).toBe(200);
    await expect(page.getByRole("link", { name: /Order #1, / })).toHaveCount(0);
    await expect(tabs.getByRole("tab", { name: "New 1 orders" })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "Active 1 orders" })).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) Orders/);
    expect(reads).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the owner rejects an order with a reason the guest reads, and cancels an accepted one", async ({
  page,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const { body: order } = await placeOrder(api, business, orderBody(business));
  await logIn(page, business);
  await page.goto(`/app/orders/${order.id}`);
  await page.getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("dialog", { name: "Reject order #1" });
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(reject.getByText("Please tell the guest why.")).toBeVisible();
  await reject.getByRole("button", { name: "An item in this order is sold out." }).click();
  await expect(reject.getByRole("textbox", { name: "Reason" })).toHaveValue(
    "An item in this order is sold out.",
  );
  await reject.getByRole("textbox", { name: "Reason" }).fill("Sorry, the pizza oven is down tonight.");
  await page.screenshot({ path: `${SCREENSHOTS}/orders-reject-dialog-desktop.png`, animations: "disabled" });
  await reject.getByRole("button", { name: "Reject order" }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText("Sorry, the pizza oven is down tonight.")).toBeVisible();
  await expect(page.getByText("The guest sees this reason on their order page.")).toBeVisible();
  const guest = await api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`);
  expect(guest.body).toMatchObject({ status: "REJECTED", reason: "Sorry, the pizza oven is down tonight." });
  await page.screenshot({
    path: `${SCREENSHOTS}/orders-order-rejected-desktop.png`,
    fullPage: true,
    animations: "disabled",
  });

  const { body: second } = await placeOrder(api, business, orderBody(business));
  await api.post(`/v1/orders/${second.id}/status`, { status: "ACCEPTED" }, business.token);
  await page.goto(`/app/orders/${second.id}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel order #2" });
  await cancel.getByRole("textbox", { name: "Reason" }).fill("We couldn't reach you.");
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Order #2 is cancelled.")).toBeVisible();
  const cancelled = await api.get(`/v1/public/orders/${second.id}?key=${second.trackingKey}`);
  expect(cancelled.body).toMatchObject({ status: "CANCELLED", reason: "We couldn't reach you." });
});

test("a move someone else made first is refused and the page shows the order as it is", async ({
  page,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const { body: order } = await placeOrder(api, business, orderBody(business));
  await logIn(page, business);
  // This page hears nothing live, as a device whose connection dropped: it still shows the order as new when
  // another device rejects it.
  await withoutLiveUpdates(page);
  await page.goto(`/app/orders/${order.id}`);
  await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
  await api.post(
    `/v1/orders/${order.id}/status`,
    { status: "REJECTED", reason: "Closed early" },
    business.token,
  );
  await page.getByRole("button", { name: "Accept" }).click();
  await page
    .getByRole("dialog", { name: "Accept order #1" })
    .getByRole("button", { name: /^Accept, ready in/ })
    .click();
  await expect(page.getByText("An order that is rejected cannot become accepted.")).toBeVisible();
  await expect(page.getByText("Closed early")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
});

test("the kitchen ticket prints alone, on 80 mm receipt paper or an A4 page", async ({ page, baseURL }) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const { body: order } = await placeOrder(
    api,
    business,
    orderBody(business, {
      note: "Ring the bell",
      type: "DELIVERY",
      customer: {
        name: "Bo Guest",
        phone: "4155550111",
        address: "12 Harbor Road",
        city: "Sausalito",
        zip: "94965",
      },
    }),
  );
  await logIn(page, business);
  await page.goto(`/app/orders/${order.id}`);
  await page.getByRole("button", { name: "Print ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Print kitchen ticket" });
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText("#1");
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText("12 Harbor Road, Sausalito");
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText("Note: Ring the bell");
  // The restaurant's name, the day in full and the guest's phone as the order page writes it.
  const name = (
    await api.get(
      `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
      business.token,
    )
  ).body.business.location.name;
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText(name);
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText(
    /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/,
  );
  await expect(dialog.getByTestId("kitchen-ticket")).toContainText("(415) 555-0111");
  await expect(dialog.getByTestId("kitchen-ticket")).not.toContainText("4155550111");
  await page.screenshot({ path: `${SCREENSHOTS}/orders-ticket-dialog-desktop.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SCREENSHOTS}/orders-ticket-dialog-390.png`, animations: "disabled" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const pageSize = async () => {
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box).not.toBeNull();
    return { width: Number(box?.[1]), pages: (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length };
  };
  // 80 mm = 226.8 pt wide.
  const receipt = await pageSize();
  expect(receipt.width).toBeGreaterThan(224);
  expect(receipt.width).toBeLessThan(229);
  expect(receipt.pages).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Order #1" })).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS}/orders-ticket-print-80mm.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  await dialog.getByText("A4 page").click();
  // A4 = 595.3 pt wide.
  const sheet = await pageSize();
  expect(sheet.width).toBeGreaterThan(593);
  expect(sheet.width).toBeLessThan(598);
  await page.reload();
  await page.getByRole("button", { name: "Print ticket" }).click();
  await expect(page.getByRole("radio", { name: "A4 page" })).toBeChecked(); // remembered on this device
});

test("Enable online ordering turns it on and opens its settings; Orders and Customers show only while it is on", async ({
  page,
  owner,
  request,
}) => {
  await logIn(page, owner);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Menus" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Customers" })).toHaveCount(0);

  // The Orders address still answers, with the way to turn ordering on.
  await page.goto("/app/orders");
  await expect(page.getByRole("heading", { name: "Online ordering is off" })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/orders-ordering-off-desktop.png`, animations: "disabled" });
  await page.getByRole("button", { name: "Enable online ordering" }).click();
  const modal = page.getByRole("dialog", { name: "Enable online ordering" });
  await modal.getByRole("button", { name: "Not now" }).click();
  await expect(modal).toBeHidden();
  expect(await isOrderingOn(request, owner)).toBe(false);

  await page.goto("/app/settings/location");
  await page.getByRole("button", { name: "Enable online ordering" }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/orders-enable-modal-desktop.png`, animations: "disabled" });
  await modal.getByRole("button", { name: "Enable ordering" }).click();
  await expect(page.getByText(MESSAGES.orderingEnabled)).toBeVisible();
  expect(MESSAGES.orderingEnabled).toBe("Online ordering was enabled!");
  await expect(page).toHaveURL(/\/app\/settings\/ordering$/);
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Customers" })).toBeVisible();
  expect(await isOrderingOn(request, owner)).toBe(true);

  // And off again, from the same settings.
  await page.getByRole("button", { name: "Turn off online ordering" }).click();
  await page
    .getByRole("dialog", { name: "Turn off online ordering?" })
    .getByRole("button", { name: "Turn off ordering" })
    .click();
  await expect(page.getByText(MESSAGES.orderingDisabled)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Customers" })).toHaveCount(0);
  const dashboard = await request.get(`/v1/members/${owner.memberId}/dashboard`, { headers: auth(owner) });
  expect((await dashboard.json()).business.orderingEnabled).toBe(false);
});

test("a customer's drawer lists their orders and opens one", async ({ page, baseURL }) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const { body: first } = await placeOrder(api, business, orderBody(business));
  await placeOrder(api, business, orderBody(business));
  await api.post(`/v1/orders/${first.id}/status`, { status: "REJECTED", reason: "Sold out" }, business.token);
  await logIn(page, business);
  await page.goto("/app/customers");
  await page
    .getByRole("button", { name: /Ada Guest/ })
    .first()
    .click();
  const drawer = page.getByRole("dialog", { name: "Ada Guest" });
  await expect(drawer.getByRole("link", { name: "#2" })).toBeVisible();
  await expect(drawer.getByRole("row", { name: /#1.*Rejected/ })).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/orders-customer-drawer-desktop.png`,
    animations: "disabled",
  });
  await drawer.getByRole("link", { name: "#1" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/${first.id}$`));
  await expect(page.getByText("Sold out")).toBeVisible();
});

test("the Orders screens at 390 px: no sideways scrolling", async ({ browser, baseURL }) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  // Two-digit counts in every tab (the guest's order limit allows 60 from one address): 12 new, 11 accepted,
  // 12 rejected, 35 in all.
  const placed: string[] = [];
  for (let i = 0; i < 35; i++) {
    const table = i === 1 ? { type: "TABLE" as const, table: "12" } : {};
    const { body } = await placeOrder(api, business, orderBody(business, table));
    placed.push(body.id);
  }
  for (const [i, id] of placed.slice(0, 23).entries()) {
    const move = i < 11 ? { status: "ACCEPTED" } : { status: "REJECTED", reason: "Sold out." };
    expect((await api.post(`/v1/orders/${id}/status`, move, business.token)).status).toBe(200);
  }
  const last = { id: placed[placed.length - 1] };
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await logIn(page, business);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/app/orders");
    await page
      .getByRole("dialog", { name: "Sound for new orders" })
      .getByRole("button", { name: "No sound" })
      .click();
    await expect(page.getByRole("link", { name: /Order #35, New/ })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Orders" });
    for (const name of ["New 12 orders", "Active 11 orders", "Done 12 orders", "All 35 orders"])
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    await fits();
    // The four tabs and their counts fit the phone: nothing scrolls sideways, not even inside the tab list.
    const tabList = await tabs.evaluate((list) => ({
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
      right: Math.max(...[...list.children].map((tab) => tab.getBoundingClientRect().right)),
    }));
    console.log(`orders tabs at 390 px: ${JSON.stringify(tabList)}`);
    expect(tabList.scrollWidth).toBeLessThanOrEqual(tabList.clientWidth);
    expect(tabList.right).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-list-phone.png`,
      fullPage: true,
      animations: "disabled",
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/orders-list-desktop.png`, animations: "disabled" });
    await page.setViewportSize(PHONE);
    await page.goto(`/app/orders/${last.id}`);
    await expect(page.getByRole("heading", { name: "Order #35" })).toBeVisible();
    await fits();
    await page.screenshot({
      path: `${SCREENSHOTS}/orders-order-phone.png`,
      fullPage: true,
      animations: "disabled",
    });
    await page.getByRole("button", { name: "Accept" }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-accept-dialog-phone.png`, animations: "disabled" });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Reject" }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-reject-dialog-phone.png`, animations: "disabled" });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Print ticket" }).click();
    await expect(page.getByTestId("kitchen-ticket").first()).toBeVisible();
    await fits();
    await page.screenshot({ path: `${SCREENSHOTS}/orders-ticket-dialog-phone.png`, animations: "disabled" });
  } finally {
    await context.close();
  }
});
