import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { expect as baseExpect, signIn, test } from "../fixtures.ts";
import { DESKTOP, PHONE, SHOTS, seriousViolations } from "./axe.ts";

// Every main screen of the owner's dashboard read by axe (WCAG 2.0 to 2.2, A and AA) on a phone and at desktop
// width, with a menu, an order and ordering on, as an owner at work sees them. No serious or critical violation
// is allowed; every screen is also photographed for people to look at.

// Twenty screens, each read by axe, on a machine shared with other runs.
test.describe.configure({ timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const SETTINGS_TABS = [
  ["location", "Your locations"],
  ["hours", "Opening hours"],
  ["site-settings", "What guests see"],
  ["ordering", "Taxes"],
  ["payments", "Online payments"],
  ["notifications", "Notifications"],
  ["printers", "Add a printer"],
  ["status", "Custom URL"],
  ["announcements", "Announcement banner"],
  ["languages", /language/i],
  ["seo", "Search engines"],
  ["saved-versions", "Saved versions"],
] as const satisfies readonly (readonly [string, string | RegExp])[];

for (const size of [PHONE, DESKTOP]) {
  test(`the dashboard's main screens have no serious or critical axe violation at ${size.width} px`, async ({
    page,
    baseURL,
  }) => {
    const api = createApi(baseURL ?? "");
    const business = await createOrderingBusiness(api);
    const order = await placeOrder(api, business, orderBody(business));
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await page.setViewportSize(size);

    /** Reads the screen once `ready` shows, photographs it, and records what axe finds. */
    const read = async (name: string, ready: () => Promise<void>) => {
      await ready();
      await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
      expect.soft(await seriousViolations(page), name).toEqual([]);
    };
    const heading = (name: string | RegExp) => async () => {
      await expect(
        page.getByRole("heading", { name, exact: typeof name === "string" }).first(),
      ).toBeVisible();
    };

    await page.goto("/login");
    await read("login", heading("Log in to your account"));
    await page.goto("/start");
    await page.locator('button[type="submit"]').first().click();
    await read("sign-up-errors", async () => {
      await expect(page.locator(".mantine-InputWrapper-error").first()).toBeVisible();
    });

    await signIn(page, business);
    const biz = business.businessId;
    await page.goto(`/app/biz/${biz}/menus`);
    await read("menus", async () => {
      await expect(page.getByRole("listitem", { name: "Dinner" })).toBeVisible({ timeout: 60_000 });
    });
    await page.getByRole("button", { name: "More actions for Dinner" }).click();
    await read("menus-actions", async () => {
      await expect(page.getByRole("menuitem", { name: "Remove menu" })).toBeVisible();
    });
    await page.keyboard.press("Escape");

    await page.goto(`/app/biz/${biz}/menus/${business.menuId}`);
    await read("menu-editor", async () => {
      await expect(page.getByRole("group", { name: "Item Margherita" })).toBeVisible();
    });
    await page.getByRole("button", { name: "More actions for Margherita" }).click();
    await read("menu-editor-item-actions", async () => {
      await expect(page.getByRole("menuitem", { name: "Remove item" })).toBeVisible();
    });
    await page.keyboard.press("Escape");

    await page.goto("/app/orders");
    await read("orders", async () => {
      await expect(page.getByText("Ada Guest").first()).toBeVisible();
    });
    await page.goto(`/app/orders/${order.body.id}`);
    await read("order", async () => {
      await expect(page.getByText("Well done").first()).toBeVisible();
    });

    for (const [tab, name] of SETTINGS_TABS) {
      await page.goto(`/app/settings/${tab}`);
      await read(`settings-${tab}`, heading(name));
    }
    await page.goto("/app/designs");
    await read("appearance", heading("Live preview"));
    await page.goto("/app/website");
    await read("website", async () => {
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
    await page.goto("/app/customers");
    await read("customers", heading("Customers"));
    await page.goto("/app/qrcodes");
    await read("qr-codes", heading("QR codes"));
  });
}
