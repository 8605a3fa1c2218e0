import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, orderBody } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, mailsTo, signIn, test } from "../fixtures.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// A guest joins a restaurant's rewards on a 390 px phone with their email and the code mailed to it, earns points
// when their order (paid by card) is completed, sees a reward ready, and a refund takes the points back. The
// owner's program and the customer's points are looked at on the phone too.

test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await expectNothingCut(page, PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true, animations: "disabled" });
}

test("a guest joins the rewards with their email, earns on a completed order, is given a reward and loses the rest to a refund", async ({
  page,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
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
  const url = String(dashboard.body.business.url);
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
