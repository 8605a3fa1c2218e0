import type { Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";
import { SHOTS, seriousViolations } from "./a11y-helpers.ts";

// Every screen of the dashboard, with what an owner in service has on it (orders new and accepted, a hidden dish,
// a promotion), read by axe at WCAG 2.2 AA on a desktop and on a phone: no serious or critical violation. The
// sign-in screens too, before any session.

// The three tests run side by side when two workers are free.
test.describe.configure({ mode: "parallel", timeout: scaled(420_000) });
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/** Waits until the screen is drawn: its heading shown and nothing left loading. */
async function settle(page: Page) {
  await expect(page.locator("h1, h2").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".mantine-Loader-root:visible")).toHaveCount(0);
  // The page's own transitions (a drawer sliding in, a badge fading) end before it is read.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** An ordering business as an owner in service has it: orders new and accepted, a promotion. */
async function businessInService(baseURL: string) {
  const api = createApi(baseURL);
  const business = await createOrderingBusiness(api);
  const first = await placeOrder(api, business, orderBody(business));
  expect(first.status).toBe(201);
  const second = await placeOrder(api, business, orderBody(business));
  const accepted = await api.post(
    `/v1/orders/${(second.body as { id: string }).id}/status`,
    { status: "ACCEPTED", readyInMinutes: 20 },
    business.token,
  );
  expect(accepted.status).toBe(200);
  const promotion = await api.post(
    `/v1/businesses/${business.businessId}/promotions`,
    { code: "WELCOME10", kind: "PERCENT", value: 10 },
    business.token,
  );
  expect(promotion.status).toBeLessThan(300);
  const menus = await api.get(`/v1/menus?businessId=${business.businessId}`, business.token);
  return { business, menuId: menus.body[0].id as string, orderId: (first.body as { id: string }).id };
}

// One test per screen size: each reads about thirty screens, which on a busy machine takes minutes.
for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the dashboard's screens have no serious or critical axe violation at ${size.width} px`, async ({
    page,
    baseURL,
  }) => {
    const { business, menuId, orderId } = await businessInService(baseURL ?? "");
    await page.setViewportSize(size);
    await signIn(page, business);
    await page.goto("/app/orders");
    const question = page.getByRole("dialog", { name: "Sound for new orders" });
    await question.getByRole("button", { name: "No sound" }).click({ timeout: 60_000 });

    const screens = [
      `/app/biz/${business.businessId}/menus`,
      `/app/biz/${business.businessId}/menus/${menuId}`,
      "/app/orders",
      `/app/orders/${orderId}`,
      "/app/kitchen",
      "/app/designs",
      "/app/customers",
      "/app/promotions",
      "/app/insights",
      "/app/qrcodes",
      "/app/website",
      "/app/website/pages",
      ...[
        "location",
        "hours",
        "site-settings",
        "ordering",
        "payments",
        "notifications",
        "printers",
        "status",
        "announcements",
        "languages",
        "seo",
        "saved-versions",
      ].map((tab) => `/app/settings/${tab}`),
      "/settings/general",
      "/settings/security",
      "/settings/subscription",
    ];
    const found: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await settle(page);
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    if (size.width === 390) {
      await page.goto("/app/orders");
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/a11y-orders-390.png`, fullPage: true });
    }
    expect(found).toEqual([]);
  });
}

test("the screens before any session (login, both steps of sign-up) have no serious or critical axe violation", async ({
  page,
}) => {
  const found: string[] = [];
  for (const path of ["/login", "/start", "/pass-forgot"]) {
    await page.goto(path);
    await settle(page);
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
  }
  expect(found).toEqual([]);
});
