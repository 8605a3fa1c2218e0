import type { Page } from "@playwright/test";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";
import {
  apiOf,
  column,
  expectFits,
  kitchenPage,
  PHONE,
  SCREENSHOTS,
  TABLET,
  ticket,
} from "./kitchen-page.ts";

// The kitchen screen on a tablet on the pass (1024 × 768) and on a phone (390 px): a guest's order appears live,
// rings until someone acknowledges or accepts it, and is accepted and bumped to ready and picked up with one tap
// each; every label fits its box. Screenshots show a busy pass with tickets of different ages.

// Each test drives a dashboard through whole orders; on a busy machine that takes a while.
test.describe.configure({ timeout: scaled(300_000) });

/** Reached from the dashboard's navigation (on a phone, inside the menu drawer). */
async function openKitchenFromNav(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole("button", { name: /navigation/i }).click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Kitchen" }).click();
  await expect(page).toHaveURL(/\/app\/kitchen$/);
  await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible({ timeout: 60_000 });
}

/** A finger drawn from right to left across the board (touch events, as a phone sends them). */
async function swipeLeft(page: Page) {
  const board = page.getByTestId("kitchen-screen").locator("[data-phone]");
  const box = await board.boundingBox();
  if (!box) throw new Error("no board");
  const y = box.y + 200;
  const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await board.dispatchEvent("touchstart", {
    touches: touch(box.x + 300),
    changedTouches: touch(box.x + 300),
  });
  await board.dispatchEvent("touchend", { touches: [], changedTouches: touch(box.x + 60) });
}

test("on a tablet, a guest's order appears live and rings; one tap accepts it, one bumps it to ready, one hands it over", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const tablet = await kitchenPage(browser, business, TABLET);
  try {
    const { page } = tablet;
    await openKitchenFromNav(page, false);
    for (const name of ["New", "Preparing", "Ready"]) await expect(column(page, name)).toBeVisible();
    // The browser needs a first tap before it plays sound: asked once, plainly.
    const soundBanner = page.getByRole("button", { name: "Tap to turn on sound" });
    await expect(soundBanner).toBeVisible();
    await expectFits(page, TABLET.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-empty-tablet.png`, animations: "disabled" });
    await soundBanner.click();
    await expect(soundBanner).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Turn sound off" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const before = await tablet.oscillators();
    const { body: order } = await placeOrder(
      api,
      business,
      orderBody(business, { type: "TABLE", table: "12", note: "Birthday: a candle on the dessert" }),
    );
    const card = ticket(page, order.friendlyId);
    await expect(column(page, "New").getByRole("article")).toHaveCount(1);
    await expect(card).toContainText("Table 12");
    await expect(card).toContainText("Margherita (Large)");
    await expect(card).toContainText("+ Extra cheese");
    await expect(card).toContainText("“Well done”");
    await expect(card).toContainText("Note: Birthday: a candle on the dessert");
    await expect(column(page, "New").getByText("1", { exact: true })).toBeVisible();
    // It rings until someone acknowledges it.
    await expect.poll(tablet.oscillators, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(card.getByRole("button", { name: "New order: tap to acknowledge" })).toBeVisible();
    await expectFits(page, TABLET.width);

    await card.getByRole("button", { name: "Accept", exact: true }).click();
    const preparing = column(page, "Preparing").getByRole("article", { name: /^Order #/ });
    await expect(preparing).toHaveCount(1);
    await expect(column(page, "New").getByRole("article")).toHaveCount(0);
    await expect(card).toContainText(/due in (19|20) min/);
    const accepted = await api.get(`/v1/orders/${order.id}`, business.token);
    expect(accepted.body).toMatchObject({ status: "ACCEPTED" });

    await card.getByRole("button", { name: "Ready" }).click();
    await expect(column(page, "Ready").getByRole("article")).toHaveCount(1);
    await expect(column(page, "Preparing").getByRole("article")).toHaveCount(0);
    await expect(card).toContainText("ready since");
    await expectFits(page, TABLET.width);

    await card.getByRole("button", { name: "Served" }).click();
    await expect(page.getByRole("article")).toHaveCount(0);
    expect((await api.get(`/v1/orders/${order.id}`, business.token)).body.status).toBe("COMPLETED");

    // The sold-out switches are at hand on the pass.
    await page.getByRole("button", { name: /^Sold out/ }).click();
    const drawer = page.getByRole("dialog", { name: "Sold out", exact: true });
    const soda = drawer.getByRole("group", { name: "Item Soda" });
    await soda.getByRole("switch", { name: "Sold out: Soda" }).click();
    await page.getByRole("button", { name: "For today" }).click();
    await expect(soda.getByRole("switch", { name: "Sold out: Soda" })).toBeChecked();
    await expect
      .poll(
        async () => (await api.get(`/v1/businesses/${business.businessId}/sold-out`, business.token)).body,
      )
      .toMatchObject([{ itemId: business.items.soda, until: "today" }]);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-sold-out-tablet.png`, animations: "disabled" });
  } finally {
    await tablet.close();
  }
});

test("on a phone, one column at a time: a new order, accepted with another ready time, then ready", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const phone = await kitchenPage(browser, business, PHONE);
  try {
    const { page } = phone;
    await openKitchenFromNav(page, true);
    await page.getByRole("button", { name: "Tap to turn on sound" }).click();
    const { body: order } = await placeOrder(api, business, orderBody(business, { type: "PICKUP" }));
    await expect(page.getByRole("radio", { name: "New 1" })).toBeChecked();
    const card = ticket(page, order.friendlyId);
    await expect(card).toContainText("Pick-up");
    await expectFits(page, PHONE.width);

    // Tapping the ticket acknowledges it: the strip goes, here and on every device.
    await card.getByText("Margherita (Large)").click();
    await expect(card.getByRole("button", { name: /tap to acknowledge/ })).toHaveCount(0);
    expect((await api.get(`/v1/orders/${order.id}`, business.token)).body.openedDate).not.toBeNull();

    await card.getByRole("button", { name: "20 min: accept with another ready time" }).click();
    await page.getByRole("menuitem", { name: "30 minutes" }).click();
    await expect(page.getByRole("radio", { name: "Preparing 1" })).toBeAttached();
    await expect(page.getByRole("radio", { name: "New 0" })).toBeAttached();
    // A swipe to the left turns to the next column, as the tab would.
    await swipeLeft(page);
    await expect(page.getByRole("radio", { name: "Preparing 1" })).toBeChecked();
    await expect(card).toContainText(/due in (29|30) min/);
    await expectFits(page, PHONE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/kitchen-preparing-phone.png`, animations: "disabled" });

    await card.getByRole("button", { name: "Ready" }).click();
    await expect(page.getByRole("radio", { name: "Ready 1" })).toBeAttached();
    await page.getByText("Ready 1").click();
    await expect(card.getByRole("button", { name: "Picked up" })).toBeVisible();
    await expectFits(page, PHONE.width);
  } finally {
    await phone.close();
  }
});

test("a busy pass: tickets turn amber and red against their promised times, on a tablet and a phone", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const tablet = await kitchenPage(browser, business, TABLET);
  const phone = await kitchenPage(browser, business, PHONE);
  const pages = [tablet.page, phone.page];
  try {
    for (const page of pages) {
      // The screens' clocks are moved on below: the orders have then waited a while, as on a real pass.
      await page.clock.install();
      await page.goto("/app/kitchen");
      await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible({ timeout: 60_000 });
      await page.getByRole("button", { name: "Tap to turn on sound" }).click();
    }
    const place = async (overrides: Parameters<typeof orderBody>[1]) => {
      const placed = await placeOrder(api, business, orderBody(business, overrides));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body as { id: string; friendlyId: string };
    };
    const move = async (id: string, body: object) =>
      expect((await api.post(`/v1/orders/${id}/status`, body, business.token)).status).toBe(200);

    // The server stamps every order with its own time, so they all came in about now; what tells them apart on
    // the pass is the time each was promised for.
    const waiting = await place({ type: "TABLE", table: "4", note: "Allergy: no nuts at all" });
    const late = await place({ type: "PICKUP", customer: { name: "Lin", phone: "(415) 555-0101" } });
    await move(late.id, { status: "ACCEPTED", readyInMinutes: 0 });
    const nearlyDue = await place({ type: "TABLE", table: "12", customer: { name: "Sam" } });
    await move(nearlyDue.id, { status: "ACCEPTED", readyInMinutes: 10 });
    const cooking = await place({
      type: "DELIVERY",
      customer: { name: "Noor", phone: "(415) 555-0103", address: "12 Elm St", city: "Austin", zip: "78701" },
    });
    await move(cooking.id, { status: "ACCEPTED" });
    const ready = await place({ type: "PICKUP", customer: { name: "Ade", phone: "(415) 555-0104" } });
    await move(ready.id, { status: "ACCEPTED" });
    await move(ready.id, { status: "READY" });
    for (const page of pages) await page.clock.fastForward(8 * 60_000);

    // Eight minutes on: the table-4 order still has 12 of its 20 (calm, and ringing louder as nobody has
    // accepted it), Lin's was promised at once (red), Sam's is due in 2 (amber), Noor's delivery has 37 ahead.
    const expectTones = async (page: Page) => {
      await expect(ticket(page, late.friendlyId)).toHaveAttribute("data-tone", "red");
      await expect(ticket(page, late.friendlyId)).toContainText("8 min late");
      await expect(ticket(page, nearlyDue.friendlyId)).toHaveAttribute("data-tone", "amber");
      await expect(ticket(page, cooking.friendlyId)).toHaveAttribute("data-tone", "calm");
    };
    await expect(ticket(tablet.page, waiting.friendlyId)).toHaveAttribute("data-tone", "calm");
    await expectTones(tablet.page);
    await expectFits(tablet.page, TABLET.width);
    await tablet.page.screenshot({ path: `${SCREENSHOTS}/kitchen-busy-tablet.png`, animations: "disabled" });
    await expect(ticket(phone.page, waiting.friendlyId)).toHaveAttribute("data-tone", "calm");
    await expectFits(phone.page, PHONE.width);
    await phone.page.screenshot({
      path: `${SCREENSHOTS}/kitchen-busy-phone-new.png`,
      animations: "disabled",
    });
    await phone.page.getByText("Preparing 3").click();
    await expectTones(phone.page);
    await expectFits(phone.page, PHONE.width);
    await phone.page.screenshot({ path: `${SCREENSHOTS}/kitchen-busy-phone.png`, animations: "disabled" });
    await phone.page.getByRole("button", { name: "Light screen" }).click();
    await expectFits(phone.page, PHONE.width);
    await phone.page.screenshot({
      path: `${SCREENSHOTS}/kitchen-busy-phone-light.png`,
      animations: "disabled",
    });

    // Noor's delivery waits at the pass for its driver, goes out with them, and is delivered when they are back.
    const delivery = ticket(tablet.page, cooking.friendlyId);
    await delivery.getByRole("button", { name: "Ready" }).click();
    await expect(column(tablet.page, "Ready").getByRole("article", { name: /Delivery$/ })).toHaveCount(1);
    await delivery.getByRole("button", { name: "Handed to driver" }).click();
    await expect(column(tablet.page, "Out for delivery").getByRole("article")).toHaveCount(1);
    await expect(column(tablet.page, "Ready").getByRole("article", { name: /Delivery$/ })).toHaveCount(0);
    expect((await api.get(`/v1/orders/${cooking.id}`, business.token)).body.status).toBe("OUT_FOR_DELIVERY");
    await expectFits(tablet.page, TABLET.width);
    await delivery.getByRole("button", { name: "Delivered" }).click();
    await expect(column(tablet.page, "Out for delivery").getByRole("article")).toHaveCount(0);
    expect((await api.get(`/v1/orders/${cooking.id}`, business.token)).body.status).toBe("COMPLETED");
  } finally {
    await tablet.close();
    await phone.close();
  }
});
