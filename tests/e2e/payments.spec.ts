import { createApi } from "../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../helpers/orders.ts";
import { onboard } from "../helpers/payments.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { auth } from "./settings-helpers.ts";

// Issue 13: the owner connects Stripe from Settings → Payments (onboarding in a new tab, the state refreshed on
// return); a guest pays an order by card on a phone through the stand-in Stripe.js the Stripe double serves; the
// owner accepts and the card is captured. Screenshots of the new screens at 1280 and 390 px.

const SHOTS = "test-results/screenshots";
// Signing in, onboarding in a second tab and waiting for webhooks: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test("the owner connects a Stripe account, and online card payment opens up in Ordering", async ({
  page,
  owner,
  request,
  context,
}) => {
  const enable = await request.patch(`/v1/businesses/${owner.businessId}`, {
    headers: auth(owner),
    data: { orderingEnabled: true },
  });
  expect(enable.status()).toBe(200);
  // Signing in makes the first menu; on a busy machine that takes longer than the login fixture waits.
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });

  await page.goto("/app/settings/ordering");
  const onlineCard = page.getByRole("switch", { name: "Online card payment" });
  await expect(onlineCard).toBeDisabled();
  await expect(page.getByText("Connect a Stripe account in Settings → Payments first.")).toBeVisible();

  await page.goto("/app/settings/payments");
  const card = page.getByRole("region", { name: "Online payments" });
  await expect(card.getByText("Not connected")).toBeVisible();
  await expect(page.getByText("isn't available yet")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/payments-not-connected-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payments-not-connected-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const [onboarding] = await Promise.all([
    context.waitForEvent("page"),
    card.getByRole("button", { name: "Connect with Stripe" }).click(),
  ]);
  await onboarding.waitForURL(/\/connect\/onboarding\//);
  await expect(card.getByText("Details needed")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("A bank account for payouts")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-details-needed-1280.png`, fullPage: true });

  await onboarding.getByRole("button", { name: "Submit details" }).click();
  // Stripe sends the owner back to Settings → Payments in that tab, where the state is already new.
  await onboarding.waitForURL(/\/app\/settings\/payments\?stripe=return/);
  await expect(onboarding.getByText("Charges enabled")).toBeVisible({ timeout: 45_000 });
  await onboarding.close();

  // The first tab learns it too.
  await page.bringToFront();
  await expect(card.getByText("Charges enabled")).toBeVisible({ timeout: 45_000 });
  await expect(card.getByText("Ready for card payments")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-charges-enabled-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payments-charges-enabled-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole("link", { name: "Turn on Online card payment in Ordering" }).click();
  await expect(onlineCard).toBeEnabled();
  await expect(page.getByText("Cards are held at checkout and charged when you accept.")).toBeVisible();
});

test("a guest pays by card on a phone, the owner accepts, and the card is captured", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, null, business);
  const options = await api.get(`/v1/public/businesses/${business.businessId}/ordering`);
  expect(options.body.payments).toContain("ONLINE_CARD");
  const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
  expect(placed.status).toBe(201);
  const order = placed.body;
  expect(order.status).toBe("PENDING_PAYMENT");

  // The menu page never loads Stripe; the pay step's CSP allows exactly Stripe's script and API.
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  const menuPage = await page.request.get(`/m/${dashboard.body.business.url}`);
  expect(menuPage.status()).toBe(200);
  const stripeOrigin = `127.0.0.1:${Number(new URL(baseURL ?? "").port) + 10}`;
  expect(menuPage.headers()["content-security-policy"]).not.toContain(stripeOrigin);

  await page.setViewportSize({ width: 390, height: 844 });
  const payUrl = `/pay/${order.id}?key=${order.trackingKey}`;
  const response = await page.goto(payUrl);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`script-src 'self' http://${stripeOrigin}`);
  expect(csp).toContain(`connect-src 'self' http://${stripeOrigin}`);
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  await expect(page.getByText("$37.34").first()).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay $37.34" });
  await expect(pay).toBeEnabled();

  const number = page.getByLabel("Card number");
  await number.fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.screenshot({ path: `${SHOTS}/pay-step-390.png`, fullPage: true });
  await pay.click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await expect(page.getByRole("button", { name: "Pay at pick-up instead" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-declined-390.png`, fullPage: true });

  await number.fill("4242 4242 4242 4242");
  await pay.click();
  // The webhook, not the browser, says the card is authorized; the page then shows it.
  await expect(page.getByRole("heading", { name: "Payment authorized" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("$37.34 is held on your card")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-authorized-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ status: "ACCEPTED", paymentStatus: "PAID" });
  await expect(page.getByRole("heading", { name: "Paid" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("$37.34 was charged to your card.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-paid-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/pay-paid-1280.png`, fullPage: true });
  const owner = await api.get(`/v1/orders/${order.id}`, business.token);
  expect(owner.body).toMatchObject({ status: "ACCEPTED", paymentStatus: "PAID" });
});
