import { mkdirSync } from "node:fs";
import { createApi } from "../../helpers/api-client.ts";
import { CloudPrntPrinter } from "../../helpers/cloudprnt-printer.ts";
import { createOrderingBusiness, orderBody, placeOrder } from "../../helpers/orders.ts";
import { expect, signIn, test } from "../fixtures.ts";

// Settings → Printers on a phone: the owner adds a kitchen printer, sees its server URL, the printer (a local
// client speaking CloudPRNT) polls it and shows Online, and an order's page sends its ticket to it.

const DIR = "test-results/printers";
mkdirSync(DIR, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

test("add a printer at 390 px, see its URL, watch it come online and print an order on it", async ({
  page,
}, testInfo) => {
  const baseUrl = testInfo.project.use.baseURL ?? "";
  const api = createApi(baseUrl);
  const business = await createOrderingBusiness(api);
  await signIn(page, business);
  await page.goto("/app/settings/printers");
  await expect(page.getByText("No printers yet.")).toBeVisible({ timeout: 30_000 });
  // The sound prompt of an ordering business would sit over the form: answered once, as an owner does.
  const noSound = page.getByRole("button", { name: "No sound" });
  if (await noSound.isVisible()) await noSound.click();

  await page.getByRole("button", { name: "Add printer" }).click();
  await expect(page.getByText("Please name the printer.")).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Kitchen pass by the wood oven");
  await page.getByText("58 mm").click();
  await page.getByRole("radio", { name: "When I accept an order" }).check();
  await page.getByRole("textbox", { name: "Copies" }).fill("2");
  await page.getByRole("button", { name: "Add printer" }).click();

  const card = page.getByRole("article", { name: "Kitchen pass by the wood oven" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Offline")).toBeVisible();
  await expect(card.getByText("Not connected yet")).toBeVisible();
  await expect(card.getByText("58 mm, prints when you accept an order, 2 copies")).toBeVisible();
  const url = await card.getByRole("textbox", { name: "Server URL" }).inputValue();
  expect(url).toMatch(new RegExp(`^${baseUrl}/v1/public/cloudprnt/[\\w-]{40,}$`));
  await expect(page.getByText("Under CloudPRNT, turn it on")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${DIR}/printers-added-390.png`, fullPage: true, animations: "disabled" });

  // Nothing on the page is cut or wider than the phone.
  const tooWide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(tooWide).toBeLessThanOrEqual(390);

  // The printer polls its URL: the list shows it Online.
  const device = new CloudPrntPrinter(url);
  expect((await device.poll()).status).toBe(200);
  await page.reload();
  await expect(card.getByText("Online")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Last seen just now")).toBeVisible();

  // An order accepted on its page prints by itself; the page's button prints it again.
  const placed = await placeOrder(api, business, orderBody(business));
  expect(placed.status).toBe(201);
  await page.goto(`/app/orders/${placed.body.id}`);
  const print = page.getByRole("button", { name: "Print on printers" });
  await expect(print).toBeVisible({ timeout: 30_000 });
  await page.screenshot({
    path: `${DIR}/order-print-button-390.png`,
    fullPage: true,
    animations: "disabled",
  });
  await print.click();
  await expect(page.getByText("The ticket is on its way to Kitchen pass by the wood oven.")).toBeVisible();
  const [ticket] = await device.waitForTickets(1);
  expect(ticket?.body).toContain(`#${placed.body.friendlyId}`);
  expect(ticket?.body).toContain("REPRINT");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app/settings/printers");
  await expect(card.getByText("Online")).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${DIR}/printers-desktop.png`, fullPage: true, animations: "disabled" });

  // Removing it asks first, then its address stops answering.
  await card.getByRole("button", { name: "Remove Kitchen pass by the wood oven" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove printer" }).click();
  await expect(page.getByText("No printers yet.")).toBeVisible();
  expect((await device.poll()).status).toBe(404);
});
