import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, orderBody } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, mailsTo, signIn, test } from "../fixtures.ts";
import { pizzasToPayOnline } from "../ordering/pizza-cart.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// A guest joins a restaurant's rewards on a 390 px phone with their email and the code mailed to it, earns points
// when their order (paid by card) is completed, sees a reward ready, and a refund takes the points back. The
// owner's program and the customer's points are looked at on the phone too. A member joins again from the cart
// and takes a reward with an order, which spends its points.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true, animations: "disabled" });
}

/** A business taking orders (and cards) with a program: 2 points a dollar, a $3 coffee for 50, a pizza for 200. */
async function rewardingBusiness(api: ReturnType<typeof createApi>) {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, null, business);
  const saved = await api.put(
    `/v1/businesses/${business.businessId}/loyalty`,
    {
      enabled: true,
      earn: { kind: "POINTS_PER_UNIT", points: 2, minSubtotal: 0 },
      rewards: [
        { id: "coffee", name: "A free coffee", points: 50, kind: "AMOUNT", value: 300 },
        { id: "pizza", name: "A pizza on us", points: 200, kind: "AMOUNT", value: 1425 },
      ],
    },
    business.token,
  );
  expect(saved.status).toBe(200);
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  return { business, url: String(dashboard.body.business.url) };
}

test("a guest joins the rewards with their email, earns on a completed order, is given a reward and loses the rest to a refund", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const { business, url } = await rewardingBusiness(api);
  const email = `bea-${business.businessId.toLowerCase()}@example.com`;

  await page.setViewportSize(PHONE);
  await page.goto(`/m/${url}`);
  await page.getByRole("link", { name: "Rewards" }).click();
  await expect(page.getByText("Earn 2 points for every $1.00 you spend.")).toBeVisible();
  await shoot(page, "rewards-join");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const code = /\b(\d{6})\b/.exec(mailsTo(email)[0]?.text ?? "")?.[1] ?? "";
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await shoot(page, "rewards-code");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText("You have 0 points")).toBeVisible();
  await expect(page.getByText("50 more points to go")).toBeVisible();

  // An order with the same email, paid by card on the pay step: $34.49 of food earns 68 points once completed.
  const placed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
    body: orderBody(business, {
      payment: "ONLINE_CARD",
      customer: { name: "Bea", phone: "(415) 555-0142", email },
    }),
    headers: { "idempotency-key": keyOf() },
  });
  expect(placed.status).toBe(201);
  const order = placed.body as { id: string; trackingKey: string };
  await page.goto(`/pay/${order.id}?key=${order.trackingKey}`);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  for (const status of ["ACCEPTED", "READY", "COMPLETED"])
    await expect
      .poll(async () => (await api.post(`/v1/orders/${order.id}/status`, { status }, business.token)).status)
      .toBe(200);

  await page.goto(`/m/${url}/rewards`);
  await expect(page.getByText("You have 68 points")).toBeVisible();
  await expect(page.getByText("Ready: choose it in your cart when you order.")).toBeVisible();
  await shoot(page, "rewards-member");

  // The cart on the same phone is signed in already: the page hands it a session of its own.
  await page.goto(`/m/${url}`);
  const sheet = await pizzasToPayOnline(page);
  await sheet.getByRole("button", { name: "Review order" }).click();
  const rewards = sheet.getByRole("region", { name: "Rewards" });
  await expect(rewards.getByText("You have 68 points")).toBeVisible();
  await expect(rewards.getByRole("radio", { name: "A free coffee (50 points)" })).toBeEnabled();

  // At the counter the guest asks for the coffee: the owner gives it from the customer's details (50 points off).
  await signIn(page, business);
  await page.goto("/app/customers");
  await page.getByText("Bea", { exact: true }).first().click();
  const drawer = page.getByRole("dialog", { name: "Bea" });
  await expect(drawer.getByText("68 points", { exact: true }).first()).toBeVisible();
  await drawer.getByRole("button", { name: "Give a reward" }).click();
  await drawer.getByRole("radio", { name: "A free coffee · 50 points" }).check();
  await expect(drawer.getByRole("radio", { name: /A pizza on us · 200 points/ })).toBeDisabled();
  await shoot(page, "loyalty-give-reward");
  await drawer.getByRole("button", { name: "Give the reward" }).click();
  await expect(drawer.getByText("18 points", { exact: true }).first()).toBeVisible();

  // A refund takes back what is left of the 68 points: the 18 the guest still holds.
  await expect
    .poll(
      async () => (await api.post(`/v1/orders/${order.id}/refund`, {}, business.token)).body.paymentStatus,
    )
    .toBe("REFUNDED");
  await expect
    .poll(async () => {
      await page.reload();
      await page.getByText("Bea", { exact: true }).first().click();
      return page.getByRole("dialog", { name: "Bea" }).getByText("Taken back (refund)").isVisible();
    })
    .toBe(true);
  await expect(page.getByRole("dialog", { name: "Bea" }).getByText("Redeemed")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Bea" })).toHaveCSS("opacity", "1");
  await shoot(page, "loyalty-customer");
  await page.goto(`/m/${url}/rewards`);
  await expect(page.getByText("You have 0 points")).toBeVisible();

  // The owner's program, on the phone.
  await page.goto("/app/loyalty");
  await expect(page.getByRole("switch", { name: "Run a rewards program" })).toBeChecked();
  await shoot(page, "loyalty-program");
});

test("a member joins from the cart on a phone and takes a reward with their order, which spends its points", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const { business, url } = await rewardingBusiness(api);
  // A regular the owner gave 60 points at the counter.
  const email = `cy-${business.businessId.toLowerCase()}@example.com`;
  const customer = await api.post(
    "/v1/customers",
    { businessId: business.businessId, name: "Cy", phone: "(415) 555-0177", email },
    business.token,
  );
  expect(customer.status).toBe(201);
  const given = await api.post(
    `/v1/customers/${customer.body.id}/loyalty/adjust`,
    { points: 60, reason: "Welcome" },
    business.token,
  );
  expect(given.body.points).toBe(60);

  await page.setViewportSize(PHONE);
  await page.goto(`/m/${url}`);
  const sheet = await pizzasToPayOnline(page);
  await sheet.getByRole("button", { name: "Review order" }).click();
  const rewards = sheet.getByRole("region", { name: "Rewards" });
  await rewards.getByRole("button", { name: "Join rewards" }).click();
  await rewards.getByRole("textbox", { name: "Phone" }).fill("");
  await rewards.getByRole("textbox", { name: "Email" }).fill(email);
  await rewards.getByRole("button", { name: "Send me a code" }).click();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const code = /\b(\d{6})\b/.exec(mailsTo(email)[0]?.text ?? "")?.[1] ?? "";
  await rewards.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await rewards.getByRole("button", { name: "Join" }).click();
  await expect(rewards.getByText("You have 60 points")).toBeVisible();
  await expect(rewards.getByRole("radio", { name: /A pizza on us/ })).toBeDisabled();
  await expect(rewards.getByText("140 more points to go")).toBeVisible();

  // $3 off the $34.49 of food: 8.25 % tax on $31.49 is $2.60, so $34.09 in all.
  await rewards.getByRole("radio", { name: "A free coffee (50 points)" }).check();
  await expect(sheet.locator(".totals")).toContainText("Reward: A free coffee−$3.00");
  await shoot(page, "cart-rewards");
  await sheet.getByRole("button", { name: "Place order · $34.09" }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+\?key=/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay $34.09" }).click();
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(page.locator(".totals")).toContainText("Reward: A free coffee−$3.00");
  await shoot(page, "order-with-reward");

  // The owner reads the reward on its own line of the order, on the phone too.
  const orderId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await signIn(page, business);
  await page.goto(`/app/orders/${orderId}`);
  await expect(page.getByText("Reward: A free coffee")).toBeVisible();
  await expect(page.getByText("−$3.00")).toBeVisible();
  await shoot(page, "owner-order-with-reward");

  const points = await api.get(`/v1/customers/${customer.body.id}/loyalty`, business.token);
  expect(points.body).toMatchObject({ points: 10, history: [{ kind: "REDEEMED", points: -50 }, {}] });
});
