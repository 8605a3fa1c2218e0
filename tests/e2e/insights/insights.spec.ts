import type { Browser } from "@playwright/test";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, signIn, test } from "../fixtures.ts";
import { expectNothingCut } from "../reservations/fits.ts";

// The owner's Insights screen after real orders, on a phone and on a laptop: the figures the orders make,
// the charts and tables in the width, and the plain empty state of a business without orders.

const SCREENSHOTS = "test-results/screenshots";
test.describe.configure({ timeout: scaled(240_000) });

const apiOf = (baseURL: string | undefined): Api => createApi(baseURL ?? "http://127.0.0.1:3100");

async function ownerPage(browser: Browser, owner: { memberId: string; token: string }, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto("/app/insights");
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible({ timeout: 60_000 });
  return { page, close: () => context.close() };
}

test("shows the orders' revenue, counts, best sellers and splits at 390 px and 1280 px", async ({
  browser,
  baseURL,
}) => {
  const api = apiOf(baseURL);
  const business = await createOrderingBusiness(api);
  const placed = [];
  for (const overrides of [{}, { type: "TABLE", table: "5", payment: "CARD_ON_DELIVERY" } as const, {}])
    placed.push((await placeOrder(api, business, orderBody(business, overrides))).body as { id: string });
  const [first, second, third] = placed as [{ id: string }, { id: string }, { id: string }];
  for (const order of [first, second])
    expect(
      (await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token)).status,
    ).toBe(200);
  await api.post(
    `/v1/orders/${third.id}/status`,
    { status: "REJECTED", reason: "Closed early" },
    business.token,
  );
  // A gift card of $50.00 issued by hand, $5.00 of it spent at the till: the business owes $45.00 on it.
  const card = await api.post(
    `/v1/businesses/${business.businessId}/gift-cards/issue`,
    { amount: 5000, recipient: { name: "Ada Guest", email: "" }, reason: "A regular's birthday" },
    business.token,
  );
  expect(card.status).toBe(201);
  await api.post(
    `/v1/gift-cards/${card.body.id}/adjust`,
    { amount: -500, reason: "Paid at the till" },
    business.token,
  );

  for (const width of [1280, 390]) {
    const { page, close } = await ownerPage(browser, business, width);
    try {
      // Two accepted orders of $37.34; the rejected one is left out.
      await expect(page.getByRole("group", { name: "Revenue" })).toContainText("$74.68");
      await expect(page.getByRole("group", { name: "Orders" })).toContainText("2");
      await expect(page.getByRole("group", { name: "Average ticket" })).toContainText("$37.34");
      await expect(page.getByRole("group", { name: "New / returning guests" })).toContainText("1 / 0");
      const byQuantity = page.locator(".mantine-Paper-root", { hasText: "Top items by quantity" });
      await expect(byQuantity.getByRole("row").nth(1)).toContainText("Margherita4$63.00");
      await expect(page.locator(".mantine-Paper-root", { hasText: "Order types" })).toContainText(
        "At the table: $37.34 · 1 order (50 %)",
      );
      await expect(page.getByText("Placed an order")).toBeVisible();
      await expect(page.getByRole("group", { name: "Gift card balance outstanding" })).toContainText(
        "$45.00",
      );
      await expect(page.getByText("Guests still hold $45.00 on 1 card.", { exact: false })).toBeVisible();
      if (width === 390) await expectNothingCut(page, width);
      // Sales as a point of sale sums them: 2 × $34.49 of items, 2 × $2.85 of tax added on top, no tips.
      const sales = page.getByRole("table", { name: "Sales: gross sales to total collected" });
      await expect(sales.getByRole("row", { name: /^Gross sales/ })).toContainText("$68.98");
      await expect(sales.getByRole("row", { name: /^Net sales/ })).toContainText("$68.98");
      await expect(sales.getByRole("row", { name: /^Tax/ })).toContainText("$5.70");
      await expect(sales.getByRole("row", { name: /^Total collected/ })).toContainText("$74.68");
      // Each chart is one named figure: its drawing is out of the accessibility tree and of the tab order,
      // its figures are a table.
      const revenue = page.getByRole("figure", { name: /^Revenue by day, .*: area chart$/ });
      await expect(revenue).toBeVisible();
      const drawing = revenue.locator("[data-chart-drawing]");
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      await expect(drawing.locator("svg").first()).toBeVisible();
      for (const figure of await page.locator("figure").all())
        expect(
          await figure
            .locator('[data-chart-drawing] :is(a[href], button, input, [tabindex]:not([tabindex="-1"]))')
            .count(),
        ).toBe(0);
      await expect(revenue.getByRole("table", { name: /^Revenue by day/ })).toContainText("$74.68");
      const hours = page.getByRole("figure", { name: /^Orders by hour of the week/ });
      await hours.getByRole("button", { name: "Show as table" }).click();
      await expect(hours.getByRole("table")).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Export revenue and orders by day as CSV" }),
      ).toHaveAttribute("href", /insights\.csv\?from=.*table=byDay/);
      // Nothing wider than the window: every chart and table fits.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/insights-${width}.png`, fullPage: true });

      // The CSV the button downloads is the day table of these orders.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export revenue and orders by day as CSV" }).click();
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const csv = Buffer.concat(chunks).toString("utf8");
      expect(csv).toContain("Date,Orders,Revenue (USD)");
      expect(csv).toContain(",2,74.68\r\n");
    } finally {
      await close();
    }
  }
});

test("says plainly when the business has no orders in the range", async ({ browser, baseURL }) => {
  const business = await createOrderingBusiness(apiOf(baseURL));
  const { page, close } = await ownerPage(browser, business, 390);
  try {
    await expect(page.getByRole("heading", { name: "No orders in these days" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Revenue" })).toContainText("$0.00");
    // The segmented control's radio is visually hidden under its label: a guest's finger lands on the label.
    await page.locator("label", { hasText: "Last 7 days" }).click();
    await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
    await expect(page.getByText(/^[A-Z][a-z]{2} \d+ – [A-Z][a-z]{2} \d+, \d{4} on your clock/)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/insights-empty-390.png`, fullPage: true });
  } finally {
    await close();
  }
});
