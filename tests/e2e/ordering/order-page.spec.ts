import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, test } from "../fixtures.ts";

// The guest's order page on a phone after the order moved on: paid by card (through the Stripe double), accepted
// with a ready time, partly refunded, and a price changed on the menu since. The guest sees the refund, the time to
// expect, the restaurant's phone to tap, and "Order again" fills the cart, noting what changed.

const SHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const STRIPE = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_PORT ?? PORT + 10)}`;
test.describe.configure({ timeout: scaled(180_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

test("the guest sees the refund, the expected time and the phone, and orders again with the change noted", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, {
    config: { onlineCardPayment: true, phone: "5125550123" },
  });
  await onboard(api, null, business);
  const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
  expect(placed.status).toBe(201);
  const order = placed.body as { id: string; trackingKey: string; total: number };
  const query = `orderId=${order.id}&key=${order.trackingKey}`;
  const intent = await api.post(`/v1/public/payment/create-intent?${query}`);
  expect(intent.status).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0];
  // The guest's card, confirmed at "Stripe" as Stripe.js would; the webhook authorizes the order.
  const confirmed = await fetch(`${STRIPE}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${intent.body.publishableKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ client_secret: intent.body.clientSecret, payment_method: "pm_card_visa" }),
  });
  expect(confirmed.status).toBe(200);
  const guestView = () => api.get(`/v1/public/orders/${order.id}?key=${order.trackingKey}`);
  await expect.poll(async () => (await guestView()).body.status).toBe("NEW");
  const accepted = await api.post(
    `/v1/orders/${order.id}/status`,
    { status: "ACCEPTED", readyInMinutes: 30 },
    business.token,
  );
  expect(accepted.status).toBe(200);
  await expect.poll(async () => (await guestView()).body.paymentStatus).toBe("PAID");
  const refunded = await api.post(`/v1/orders/${order.id}/refund`, { amount: 550 }, business.token);
  expect(refunded.status).toBe(200);

  // Since the order, the soda went up from $2.99 to $3.49.
  const menu = (await api.get(`/v1/menus?businessId=${business.businessId}`, business.token)).body[0];
  const soda = menu.nodes[0].nodes.find((item: { id: string }) => item.id === business.items.soda);
  soda.prices = [3.49];
  const saved = await api.put(
    "/v1/menus",
    { id: menu.id, version: menu.version, nodes: menu.nodes },
    business.token,
  );
  expect(saved.status).toBe(200);
  expect(
    (await api.post(`/v1/businesses/${business.businessId}/publish`, undefined, business.token)).status,
  ).toBe(200);

  const dashboard = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  const address = dashboard.body.business.url as string;
  await page.setViewportSize(PHONE);
  await page.goto(`/m/${address}/orders/${order.id}?key=${order.trackingKey}`);
  await expect(page.getByRole("heading", { name: "Accepted" })).toBeVisible();
  await expect(page.getByText(/^\$5\.50 was refunded to your card on .+\.$/)).toBeVisible();
  // Ready 30 minutes after it was accepted, on the business's clock (UTC here): after 11:30 PM that is tomorrow.
  await expect(page.getByRole("term").filter({ hasText: "Expected" })).toBeVisible();
  const readyAt = new Date((await guestView()).body.readyAt);
  expect(readyAt.getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
  await expect(
    page.getByRole("definition").filter({ hasText: new RegExp(`^${expectedAt(readyAt)}$`) }),
  ).toBeVisible();
  const call = page.getByRole("link", { name: /Call .+\(512\) 555-0123/ });
  await expect(call).toHaveAttribute("href", "tel:5125550123");
  const again = page.getByRole("button", { name: "Order again" });
  await expect(again).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-page-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/order-page-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);

  await again.click();
  await expect(page).toHaveURL(new RegExp(`/m/${address}(\\?lang=en)?$`));
  const cart = page.getByRole("dialog", { name: "Your order" });
  await expect(cart.getByText("Since your last order")).toBeVisible();
  await expect(cart.getByText("Soda now costs $3.49 (was $2.99).")).toBeVisible();
  await expect(cart.getByText("Margherita")).toBeVisible();
  // Today's prices: two large pizzas with cheese ($31.50) and a soda at $3.49.
  await expect(cart.getByText("$34.99")).toBeVisible();
  await expect(cart.getByRole("button", { name: "Checkout" })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/order-again-cart-390.png`, fullPage: true });
  // The notes are for this one opening: closed and opened again, the cart no longer shows them.
  await cart.getByRole("button", { name: "Add more" }).click();
  await page.getByRole("button", { name: /View order/ }).click();
  await expect(cart.getByText("Soda")).toBeVisible();
  await expect(cart.getByText("Since your last order")).toHaveCount(0);
});

/** "today at 7:45 PM" or "tomorrow at 12:05 AM", as the page says it on a UTC clock. */
function expectedAt(at: Date): string {
  const isToday = at.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10);
  const hour = at.getUTCHours() % 12 || 12;
  const minutes = String(at.getUTCMinutes()).padStart(2, "0");
  return `${isToday ? "today" : "tomorrow"} at ${hour}:${minutes} ${at.getUTCHours() < 12 ? "AM" : "PM"}`;
}
