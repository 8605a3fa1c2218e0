import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, signIn, test } from "../fixtures.ts";

// Pacing on a 390 px phone: the guest sees when an order placed now will be ready before paying, ordering
// ahead offers only the quarter hours with room, and a time that fills up meanwhile is taken off the list. The
// business is open all day in UTC with a 20-minute pick-up, and takes one order per quarter hour.

test.describe.configure({ timeout: scaled(180_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** "12:15 AM" as the checkout writes a UTC business's time. */
const clock = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: true })
    .format(new Date(iso))
    .replace(/\s/g, " ");

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, animations: "disabled" });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, animations: "disabled" });
  await page.setViewportSize(PHONE);
}

const oneSoda = (business: OrderingBusiness, scheduledFor?: string) =>
  orderBody(business, {
    items: [{ menuId: business.menuId, itemId: business.items.soda, quantity: 1 }],
    ...(scheduledFor ? { scheduledFor } : {}),
  });

test("a guest sees the promised time before paying, and is offered only times with room", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, {
    config: { slotCapacity: { minutes: 15, maxOrders: 1 } },
  });
  const dashboard = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  const address = dashboard.body.business.url as string;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  const slots = async () =>
    (await api.get(`/v1/public/businesses/${business.businessId}/slots?date=${tomorrow}&type=PICKUP`))
      .body as {
      start: string;
      left: number;
    }[];
  // Tomorrow's first quarter hour is taken, and so is the first one an order placed now would get.
  const [first] = await slots();
  expect(first).toBeTruthy();
  expect((await placeOrder(api, business, oneSoda(business, first?.start))).status).toBe(201);
  const asap = await placeOrder(api, business, oneSoda(business));
  expect(asap.status).toBe(201);
  // Tomorrow's quarter hours still open: late in the evening the ASAP order's slot is already tomorrow's too.
  const [second, third] = (await slots()).filter((slot) => slot.left > 0);
  expect(second && third).toBeTruthy();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/m/${address}`);
  await page.getByRole("button", { name: "Add Soda" }).click();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");

  // As soon as possible: the review says when, from the price call, before anything is paid.
  const priced = page.waitForResponse((response) => /\/orders\/price/.test(response.url()));
  await sheet.getByRole("button", { name: "Review order" }).click();
  const promisedFor = (await (await priced).json()).promisedFor as string;
  // The first slot an order now could take went to the order above: the promise is a later quarter hour.
  expect(Date.parse(promisedFor)).toBeGreaterThan(Date.parse(asap.body.promisedFor));
  await expect(sheet.getByText(`Ready around ${clock(promisedFor)}`)).toBeVisible();
  await shoot(page, "pacing-review-asap");

  // Later: tomorrow's full quarter hour is not offered, the next one is.
  await sheet.getByRole("button", { name: "‹ Details" }).click();
  await sheet.getByRole("radio", { name: "Later" }).check();
  await sheet.getByRole("combobox", { name: "Day" }).selectOption({ label: "Tomorrow" });
  const time = sheet.getByRole("combobox", { name: "Time" });
  await expect(time.locator("option").first()).toHaveText(clock(second?.start ?? ""));
  await expect(time.locator("option", { hasText: new RegExp(`^${clock(first?.start ?? "")}$`) })).toHaveCount(
    0,
  );
  await time.selectOption({ label: clock(second?.start ?? "") });
  await shoot(page, "pacing-checkout-later");

  // Someone else takes that quarter hour meanwhile: the review sends the guest back to choose again.
  expect((await placeOrder(api, business, oneSoda(business, second?.start))).status).toBe(201);
  await sheet.getByRole("button", { name: "Review order" }).click();
  await expect(sheet.getByRole("alert")).toHaveText("That time just filled up. Please choose another one.");
  // The times read again, the message still above them.
  await expect(sheet.getByRole("radio", { name: "Later" })).toBeEnabled();
  await expect(sheet.getByRole("alert")).toHaveText("That time just filled up. Please choose another one.");
  await shoot(page, "pacing-slot-taken");
  await sheet.getByRole("radio", { name: "Later" }).check();
  await sheet.getByRole("combobox", { name: "Day" }).selectOption({ label: "Tomorrow" });
  await expect(sheet.getByRole("combobox", { name: "Time" }).locator("option").first()).toHaveText(
    clock(third?.start ?? ""),
  );
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("button", { name: /Place order/ }).click();
  await expect(page.getByRole("heading", { name: "Scheduled" })).toBeVisible();
  expect((await slots()).find((slot) => slot.start === third?.start)?.left).toBe(0);
  await context.close();
});

test("the owner sets how many orders and items a quarter hour takes, in plain words", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, business);
  await page.goto("/app/settings/ordering");
  const card = page.getByRole("region", { name: "Pacing" });
  const limit = page.getByRole("switch", { name: "Limit orders every 15 minutes" });
  await expect(limit).not.toBeChecked();
  const orders = page.getByRole("textbox", { name: "Orders every 15 minutes" });
  await expect(orders).toBeDisabled();
  await limit.check();
  await orders.fill("6");
  await page.getByRole("textbox", { name: "Items every 15 minutes" }).fill("20");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved successfully").first()).toBeVisible();
  const saved = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  expect(saved.body.business.config.slotCapacity).toEqual({ minutes: 15, maxOrders: 6, maxItems: 20 });
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "pacing-settings");
  await context.close();
});
