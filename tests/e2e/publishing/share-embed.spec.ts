import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { EMBED_MESSAGES } from "../../../src/shared/businesses/embed.ts";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";

// The Share dialog's "Embed on your website": the snippet, and the owner's site addresses, the only other sites
// whose pages may frame the menu. The owner's site is played by a page served here on another origin
// (localhost, while the app answers at 127.0.0.1).

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });

/** The owner's website: one page holding whatever the test pastes into it. */
let site: Server;
let siteOrigin: string;
let sitePage = "<!doctype html><title>Empty</title>";
test.beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(sitePage);
  });
  await new Promise<void>((resolve) => site.listen(0, resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const pasteIntoSite = (snippet: string) => {
  sitePage = `<!doctype html><html><head><title>Our restaurant</title></head><body><h1>Welcome</h1>${snippet}</body></html>`;
};

/** Opens the owner's site and says whether its frame shows the menu (a refused frame shows the browser's error). */
async function frameShows(page: Page, dish: string): Promise<boolean> {
  await page.goto(siteOrigin);
  const iframe = page.locator("iframe");
  await expect(iframe).toHaveCount(1);
  // The frame's load event fires for a refused frame too (with Chromium's error page in it).
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) return false;
  await frame.waitForLoadState("load");
  return (await frame.getByRole("heading", { name: dish }).count()) > 0;
}

test("Share: the embed code, the site addresses, and the menu framed only by those sites", async ({
  page,
  context,
  login,
  owner,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const api = playwrightApi(page.request);
  await createMenu(api, owner, {
    name: "Dinner",
    nodes: [menuGroup([menuItem({ name: "Framed Fettuccine", prices: [16] })], { name: "Pasta" })],
  });
  await publishBusiness(api, owner);

  await login("/app/qrcodes");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Share your menu" });
  const link = await modal.getByRole("textbox", { name: "Your menu link" }).inputValue();
  const code = modal.getByRole("textbox", { name: "Embed code" });
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${link}" title="`));
  await modal.getByRole("button", { name: "Copy code" }).click();
  await expect(modal.getByRole("button", { name: MESSAGES.copied })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(await code.inputValue());
  await expect(modal.getByText("None yet: no other website can show your menu.")).toBeVisible();

  // Pasted into the owner's site before the site is named: the browser refuses the frame.
  pasteIntoSite(snippet);
  const visitor = await browser.newPage();
  expect(await frameShows(visitor, "Framed Fettuccine")).toBe(false);

  // A host without its scheme, or with a path, is refused with a sentence, and nothing is saved.
  const address = modal.getByRole("textbox", { name: "Add a website address" });
  await address.fill("localhost/menu");
  await modal.getByRole("button", { name: "Add" }).click();
  await expect(modal.getByText(EMBED_MESSAGES.origin)).toBeVisible();
  await expect(modal.getByText("None yet: no other website can show your menu.")).toBeVisible();

  await address.fill(`${siteOrigin}/`);
  await modal.getByRole("button", { name: "Add" }).click();
  const sites = modal.getByRole("list", { name: "Your website addresses" });
  await expect(sites.getByRole("listitem")).toHaveText([siteOrigin]);
  await expect(address).toHaveValue("");
  // At once, without publishing again.
  expect(await frameShows(visitor, "Framed Fettuccine")).toBe(true);

  // The dialog at 1280 px and at 390 px, the embed section in view, nothing cut.
  await modal.getByText("Embed on your website").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/share-embed-1280.png`, animations: "disabled" });
  await page.setViewportSize({ width: 390, height: 844 });
  await modal.getByRole("textbox", { name: "Your menu link" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/share-top-390.png`, animations: "disabled" });
  for (const field of ["Your menu link", "Link page address"]) {
    const box = await modal.getByRole("textbox", { name: field }).boundingBox();
    // The address stays readable: the Copy button goes under it rather than squeezing it.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(240);
  }
  await modal.getByText("Embed on your website").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/share-embed-390.png`, animations: "disabled" });
  await modal.getByRole("button", { name: "Add" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/share-embed-sites-390.png`, animations: "disabled" });
  for (const part of [
    code,
    modal.getByRole("button", { name: "Copy code" }),
    address,
    modal.getByRole("button", { name: "Add" }),
    modal.getByRole("button", { name: `Remove ${siteOrigin}` }),
  ]) {
    const box = await part.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  const overflow = await modal.evaluate((element) => {
    const body = element.querySelector(".mantine-Modal-body") ?? element;
    return body.scrollWidth - body.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);

  // Removed: refused again.
  await modal.getByRole("button", { name: `Remove ${siteOrigin}` }).click();
  await expect(modal.getByText("None yet: no other website can show your menu.")).toBeVisible();
  expect(await frameShows(visitor, "Framed Fettuccine")).toBe(false);
  await visitor.close();
});

test("a guest ordering inside the owner's site finishes on the confirmation page in the whole window", async ({
  page,
  owner,
}) => {
  test.setTimeout(scaled(150_000));
  const api = playwrightApi(page.request);
  await createMenu(api, owner, {
    name: "Dinner",
    nodes: [menuGroup([menuItem({ name: "Lemon soda", prices: [2.99] })], { name: "Drinks" })],
  });
  const hours = await page.request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  expect(hours.status()).toBe(200);
  await updateBusiness(api, owner, {
    orderingEnabled: true,
    config: {
      phone: "5125550123",
      pickUpOrders: true,
      pickUpTime: 20,
      deliveryCashPayment: true,
      minTotal: 0,
    },
  });
  const published = await publishBusiness(api, owner);
  const saved = await page.request.put(`/v1/businesses/${owner.businessId}/embed`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { origins: [siteOrigin] },
  });
  expect(saved.status()).toBe(200);
  const menuUrl = `${test.info().project.use.baseURL}/m/${published.customUrl ?? published.url}`;
  pasteIntoSite(`<iframe src="${menuUrl}" title="Menu" style="width:100%;height:700px;border:0"></iframe>`);

  await page.goto(siteOrigin);
  const menu = page.frameLocator("iframe");
  await menu.getByRole("button", { name: "Add Lemon soda" }).click();
  await menu
    .getByRole("dialog", { name: "Lemon soda" })
    .getByRole("button", { name: /Add to order/ })
    .click();
  await menu.getByRole("button", { name: /View order/ }).click();
  const sheet = menu.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("button", { name: /Place order/ }).click();
  // The confirmation page refuses frames: the whole window goes there, and shows it.
  await expect(page).toHaveURL(/\/m\/[^/]+\/orders\/[^/?]+\?key=/);
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
});
