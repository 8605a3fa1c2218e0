import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
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

// The guest's cart, checkout and confirmation on a 390 px phone, against the real server.

// Whole checkouts on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A published business taking orders: three dishes (a pizza with sizes and toppings), tax, tips, tables. */
async function orderingBusiness(request: APIRequestContext, config: Record<string, unknown> = {}) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  const cheese = modifierEntry({ name: "Extra cheese", price: 1.5 });
  const basil = modifierEntry({ name: "Fresh basil", price: null });
  const pizza = menuItem({
    name: "Margherita",
    description: "Tomato, mozzarella, basil",
    prices: [9.5, 14.25],
    sizes: ["Small", "Large"],
    modifiers: [modifierGroup([cheese, basil], { name: "Toppings" })],
  });
  const soda = menuItem({ name: "Lemon soda", description: "House-made", prices: [2.99] });
  const tiramisu = menuItem({ name: "Tiramisu", description: "Mascarpone, espresso", prices: [6] });
  const menu = await createMenu(api, owner, {
    name: "Dinner",
    nodes: [
      menuGroup([pizza], { name: "Pizza" }),
      menuGroup([soda, tiramisu], { name: "Drinks and sweets" }),
    ],
  });
  const hours = await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  expect(hours.status()).toBe(200);
  await updateBusiness(api, owner, {
    orderingEnabled: true,
    config: {
      phone: "5125550123",
      pickUpOrders: true,
      pickUpTime: 20,
      orderDelivery: true,
      deliveryFee: 3.5,
      deliveryTime: 45,
      deliveryAreas: [
        { name: "Downtown", postalCodes: ["78701-78705"], fee: 350, minimum: 0, estimateMinutes: 45 },
      ],
      orderDeliveryToTable: true,
      deliveryCashPayment: true,
      deliveryCardPayment: true,
      ordersTips: true,
      ordersInAdvance: true,
      minTotal: 0,
      ...config,
    },
  });
  const tax = await request.post(`/v1/businesses/${owner.businessId}/taxes`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { label: "Sales tax", type: "PERCENT", value: 8.25 },
  });
  expect(tax.status()).toBe(201);
  const { url, customUrl } = await publishBusiness(api, owner);
  return { owner, address: customUrl ?? url, menu, pizza };
}

async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  return { context, page: await context.newPage() };
}

/** A screenshot at 390 px, then the same screen at 1280 px, and back. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled" });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

test("a guest orders three dishes for pick-up with a tip; the owner's open dashboard shows it live and accepts it; the guest sees that live", async ({
  browser,
  request,
}) => {
  const { owner, address } = await orderingBusiness(request);
  // The owner's Orders screen is open in another browser before the guest orders.
  const ownerContext = await browser.newContext({ viewport: DESKTOP });
  const dashboard = await ownerContext.newPage();
  await signIn(dashboard, owner);
  await dashboard.goto("/app/orders");
  await expect(dashboard.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible({ timeout: 30_000 });
  const { context, page } = await phone(browser);
  await page.goto(`/m/${address}`);

  // The menu reads as before; the cart's code is not part of it until the first Add.
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
  expect(scripts.some((src) => src.includes("guest-order-cart"))).toBe(false);

  // 1. A pizza: large, with extra cheese.
  await page.getByRole("button", { name: "Add Margherita" }).click();
  const pizza = page.getByRole("dialog", { name: "Margherita" });
  await expect(pizza.getByRole("radio", { name: /Small/ })).toBeChecked();
  await pizza.getByRole("radio", { name: /Large/ }).check();
  await pizza.getByRole("checkbox", { name: /Extra cheese/ }).check();
  await pizza.getByRole("textbox", { name: /Note for the kitchen/ }).fill("Well done, please");
  await expect(pizza.getByText("17/140")).toBeVisible();
  await expect(pizza.getByRole("button", { name: "Add to order · $15.75" })).toBeVisible();
  await shoot(page, "order-item-dialog");
  await pizza.getByRole("button", { name: "Add to order · $15.75" }).click();
  await expect(pizza).toBeHidden();
  expect(scripts.some((src) => src.includes("guest-order-cart"))).toBe(true);

  // 2. Two sodas.
  await page.getByRole("button", { name: "Add Lemon soda" }).click();
  const soda = page.getByRole("dialog", { name: "Lemon soda" });
  await soda.getByRole("button", { name: "One more" }).click();
  await soda.getByRole("button", { name: "Add to order · $5.98" }).click();

  // 3. A tiramisu.
  await page.getByRole("button", { name: "Add Tiramisu" }).click();
  await page
    .getByRole("dialog", { name: "Tiramisu" })
    .getByRole("button", { name: /Add to order/ })
    .click();

  // The sticky bar: 4 things, $27.73.
  const bar = page.getByRole("button", { name: /View order/ });
  await expect(bar).toContainText("$27.73");
  await expect(bar.getByLabel("4 items")).toBeVisible();
  await shoot(page, "order-menu-cart-bar");

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: /View order/ })).toContainText("$27.73");
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await expect(sheet.getByText("Large")).toBeVisible();
  await expect(sheet.getByText("Extra cheese")).toBeVisible();
  await expect(sheet.getByText("$27.73")).toBeVisible();
  await shoot(page, "order-cart");

  await sheet.getByRole("button", { name: "Checkout" }).click();
  await expect(sheet.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(sheet.getByRole("radio", { name: /Pick-up/ })).toBeChecked();
  await expect(sheet.getByText("Ready in about 20 min")).toBeVisible();
  // Review before details are complete: a clear message, nothing sent.
  await sheet.getByRole("button", { name: "Review order" }).click();
  await expect(sheet.getByRole("alert")).toHaveText("Please enter your name.");
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
  await sheet.getByRole("radio", { name: /^15%/ }).check();
  await expect(sheet.getByRole("radio", { name: /Cash at pick-up/ })).toBeChecked();
  await shoot(page, "order-checkout");

  await sheet.getByRole("button", { name: "Review order" }).click();
  await expect(sheet.getByRole("heading", { name: "Review your order" })).toBeVisible();
  // The server's totals: subtotal 27.73, tax 8.25 % = 2.29, tip 15 % = 4.16, total 34.18.
  await expect(sheet.locator(".totals")).toContainText("Sales tax (8.25%)$2.29");
  await expect(sheet.locator(".totals")).toContainText("Tip$4.16");
  await expect(sheet.locator(".totals")).toContainText("Total$34.18");
  await shoot(page, "order-review");

  // A double tap places one order.
  const place = sheet.getByRole("button", { name: "Place order · $34.18" });
  const posts: string[] = [];
  // The order call, whatever its query (the cart names the page's language: ?lang=).
  page.on("request", (req) => {
    if (req.method() === "POST" && /\/orders(\?|$)/.test(req.url()))
      posts.push(req.headers()["idempotency-key"] ?? "");
  });
  await place.evaluate((button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  await expect(page).toHaveURL(/\/m\/[^/]+\/orders\/[^/?]+\?key=/);
  expect(posts).toHaveLength(1);

  // The confirmation page.
  await expect(page.getByText(/Order #1\b/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page.getByText("2× Lemon soda")).toBeVisible();
  await expect(page.locator(".totals")).toContainText("Total$34.18");
  await shoot(page, "order-confirmation-new");
  const listed = await request.get(`/v1/businesses/${owner.businessId}/orders?tab=new`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const orders = (await listed.json()).list as { id: string; total: number; tip: number }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ total: 3418, tip: 416 });

  // The order reached the owner's open screen by itself; the owner accepts it there, and the guest's page says so
  // without a reload.
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  const row = dashboard.getByRole("link", { name: /Order #1, New, Ada Guest/ });
  await expect(row).toBeVisible();
  await row.click();
  await expect(dashboard.getByRole("heading", { name: "Order #1" })).toBeVisible();
  await dashboard.getByRole("button", { name: "Accept" }).click();
  const accept = dashboard.getByRole("dialog", { name: "Accept order #1" });
  await accept.getByText("30 min").click();
  await accept.getByRole("button", { name: "Accept, ready in 30 min" }).click();
  await expect(dashboard.getByText("Order #1 is accepted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Accepted" })).toBeVisible();
  await expect(page.getByText(/Ready for pick-up (at|tomorrow at) \d{1,2}:\d\d [AP]M\./)).toBeVisible();
  expect(navigations).toBe(0);
  await shoot(page, "order-confirmation-accepted");
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Back on the menu, the cart is empty again.
  await page.goto(`/m/${address}`);
  await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
  await expect(page.getByRole("button", { name: /View order/ })).toBeHidden();
  await context.close();
  await ownerContext.close();
});

test("a table's QR link orders to that table", async ({ browser, request }) => {
  const { owner, address } = await orderingBusiness(request);
  const { context, page } = await phone(browser);
  await page.goto(`/m/${address}?table=7`);
  await page.getByRole("button", { name: "Add Tiramisu" }).click();
  await page
    .getByRole("dialog", { name: "Tiramisu" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await expect(sheet.getByText("Table 7")).toBeVisible();
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await expect(sheet.getByRole("radio", { name: /To my table/ })).toBeChecked();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Grace");
  // A guest at a table is found there: no phone is asked for.
  await expect(sheet.getByRole("textbox", { name: "Phone" })).toHaveCount(0);
  await expect(sheet.getByRole("radio", { name: /Cash at the table/ })).toBeChecked();
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("button", { name: /Place order/ }).click();
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page.getByText("Table 7")).toBeVisible();
  const listed = await request.get(`/v1/businesses/${owner.businessId}/orders`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect((await listed.json()).list[0]).toMatchObject({
    type: "TABLE",
    table: "7",
    customer: { name: "Grace", phone: "" },
  });
  await context.close();
});

test("a line whose price changed since it was added is shown and confirmed, never repriced silently", async ({
  browser,
  request,
}) => {
  const { owner, address, menu, pizza } = await orderingBusiness(request, { minTotal: 12 });
  const { context, page } = await phone(browser);
  await page.goto(`/m/${address}`);
  await page.getByRole("button", { name: "Add Margherita" }).click();
  await page
    .getByRole("dialog", { name: "Margherita" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  // Below the owner's minimum: said plainly, and no checkout.
  await expect(sheet.getByRole("alert")).toHaveText(
    "The minimum order is $12.00. Add $2.50 more to check out.",
  );
  await expect(sheet.getByRole("button", { name: "Checkout" })).toBeDisabled();
  await sheet.getByRole("button", { name: "Close" }).click();

  // The owner raises the small pizza's price and publishes.
  const api = playwrightApi(request);
  const current = await request.get(`/v1/menus?businessId=${owner.businessId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const saved = (await current.json())[0];
  const nodes = saved.nodes.map((group: { nodes: { id: string; prices: number[] }[] }) => ({
    ...group,
    nodes: group.nodes.map((item) => (item.id === pizza.id ? { ...item, prices: [12.5, 14.25] } : item)),
  }));
  const put = await request.put("/v1/menus", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { id: menu.id, version: saved.version, nodes },
  });
  expect(put.status()).toBe(200);
  await publishBusiness(api, owner);

  await page.reload();
  await page.getByRole("button", { name: /View order/ }).click();
  await expect(sheet.getByText("Changed since you added it: $9.50 → $12.50.")).toBeVisible();
  await expect(sheet.getByRole("alert")).toHaveText("Please confirm or remove the changed items above.");
  await expect(sheet.getByRole("button", { name: "Checkout" })).toBeDisabled();
  await shoot(page, "order-cart-changed");
  await sheet.getByRole("button", { name: "OK, $12.50" }).click();
  await expect(sheet.getByText("Changed since you added it")).toBeHidden();
  await expect(sheet.getByRole("button", { name: "Checkout" })).toBeEnabled();
  await context.close();
});

test("orders in advance offer times within the hours; without script the page gives the phone number", async ({
  browser,
  request,
}) => {
  const { address } = await orderingBusiness(request);
  const { context, page } = await phone(browser);
  await page.goto(`/m/${address}`);
  await page.getByRole("button", { name: "Add Tiramisu" }).click();
  await page
    .getByRole("dialog", { name: "Tiramisu" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("radio", { name: "Later" }).check();
  const day = sheet.getByRole("combobox", { name: "Day" });
  // Today and the next 6 days; today drops out when the lead time (20 min) already reaches past midnight.
  const days = await day.locator("option").allTextContents();
  expect(days.length === 7 ? days[0] : "Today").toBe("Today");
  expect(days.length).toBeGreaterThanOrEqual(6);
  const weekday = (daysAhead: number) =>
    new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-US", {
      weekday: "long",
      timeZone: "UTC",
    });
  expect(days.slice(-6)).toEqual(["Tomorrow", ...[2, 3, 4, 5, 6].map(weekday)]);
  await day.selectOption({ label: weekday(2) });
  const time = sheet.getByRole("combobox", { name: "Time" });
  // Open all day: 144 ten-minute steps.
  await expect(time.locator("option")).toHaveCount(144);
  await time.selectOption({ label: "7:30 PM" });
  await shoot(page, "order-checkout-later");
  await context.close();

  const offline = await phone(browser, { javaScriptEnabled: false });
  await offline.page.goto(`/m/${address}`);
  // (Playwright's text and role locators skip <noscript>, so these read it by its class.)
  await expect(offline.page.locator(".nojs")).toContainText("Ordering online needs JavaScript");
  await expect(offline.page.locator(".nojs a")).toHaveText("(512) 555-0123");
  await expect(offline.page.locator(".nojs a")).toHaveAttribute("href", "tel:5125550123");
  await expect(offline.page.getByRole("button", { name: "Add Tiramisu" })).toBeHidden();
  await offline.page.screenshot({ path: `${SHOTS}/order-noscript-390.png` });
  await offline.context.close();
});

test("the QR screen prints codes for tables 1 to N, each carrying its table", async ({
  browser,
  request,
}) => {
  const { owner } = await orderingBusiness(request);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 30_000 });
  await page.goto("/app/qrcodes");
  await page.getByRole("button", { name: "Create QR code" }).first().click();
  await page.getByRole("button", { name: "Table codes" }).click();
  const dialog = page.getByRole("dialog", { name: "Table codes" });
  await dialog.getByRole("textbox", { name: "Number of tables" }).fill("3");
  await expect(dialog.getByText(/Table 1 opens http.*\?table=1$/)).toBeVisible();
  await expect(dialog.getByText("Orders to tables are off")).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/qr-table-codes-modal-1280.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/qr-table-codes-modal-390.png` });
  await page.setViewportSize(DESKTOP);
  const link = dialog.getByRole("link", { name: "Open printable codes" });
  // The sheet opens by the session cookie: the link itself carries no token to leak.
  await expect(link).toHaveAttribute("href", /\/v1\/qrcodes\/[^/]+\/tables\?count=3$/);
  const [sheet] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(sheet.getByText(/^Table \d$/)).toHaveCount(3);
  await sheet.screenshot({ path: `${SHOTS}/qr-table-codes-sheet-1280.png`, fullPage: true });
  await sheet.setViewportSize(PHONE);
  await sheet.screenshot({ path: `${SHOTS}/qr-table-codes-sheet-390.png`, fullPage: true });
  await context.close();
});
