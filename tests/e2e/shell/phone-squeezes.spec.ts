import type { Locator, Page } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createMenu as createMenuThroughApi, menuGroup, menuItem } from "../../helpers/factories.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";

// What a 390 px phone squeezed: the editor's item line (its sizes and prices in a narrow column), the guest's item
// dialog (its title pushed in by a rule meant for right-to-left pages), the publishing
// checklist's cards (text beside a button), the hours' Copy under an open time picker, and the checkout review's
// "‹ Details" link broken over two lines. Each label is compared with its box: its text fits on its line(s).

const SHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box;
}

/** The height of one line of the element's text: a label taller than that has wrapped. */
const lineHeightOf = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test("the editor's item line puts sizes and prices under the text, each size with its price on one line", async ({
  page,
  login,
  owner,
}) => {
  const menu = await createMenuThroughApi(playwrightApi(page.request), owner, {
    name: "Dinner",
    nodes: [
      menuGroup(
        [
          menuItem({
            name: "Queso Fundido",
            description: "Melted cheese, chorizo and warm tortillas",
            prices: [9.5, 12.75, 16],
            sizes: ["Small", "Medium", "Large"],
          }),
          menuItem({ name: "Churros", description: "Cinnamon sugar", prices: [5] }),
        ],
        { name: "Starters" },
      ),
    ],
  });
  await page.setViewportSize(PHONE);
  await login(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  const line = page.getByRole("button", { name: "Edit Queso Fundido" });
  await expect(line).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-item-prices-390.png`, animations: "disabled" });
  await noSidewaysScroll(page);

  const title = await boxOf(line.getByText("Queso Fundido", { exact: true }));
  const description = await boxOf(line.getByText("Melted cheese, chorizo and warm tortillas"));
  const prices = line.getByText(/Small \$9\.50/).locator("..");
  // The title starts where its description does, and the prices come under both.
  expect(Math.abs(title.x - description.x)).toBeLessThan(2);
  const pricesBox = await boxOf(prices);
  expect(pricesBox.y).toBeGreaterThanOrEqual(description.y + description.height - 1);
  expect(pricesBox.width).toBeGreaterThan(200);
  // A short description starts where its title does, not centred under it as a button's text would be.
  const churros = page.getByRole("button", { name: "Edit Churros" });
  const textStart = (locator: Locator) =>
    locator.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects()[0]?.x ?? Number.NaN;
    });
  const titleStart = await textStart(churros.getByText("Churros", { exact: true }));
  const descriptionStart = await textStart(churros.getByText("Cinnamon sugar"));
  expect(Math.abs(titleStart - descriptionStart)).toBeLessThan(2);
  for (const part of ["Small $9.50", "Medium $12.75", "Large $16.00"]) {
    const span = line.getByText(part);
    const box = await boxOf(span);
    expect(box.height, `${part} stays on one line`).toBeLessThanOrEqual((await lineHeightOf(span)) + 2);
  }
});

test("the publishing checklist's step keeps its text wide, its button under it", async ({ page, login }) => {
  await page.setViewportSize(PHONE);
  await login("/onboard");
  await expect(page.getByRole("heading", { name: "Get ready to publish" })).toBeVisible();
  const step = page
    .getByRole("heading", { name: "1. Add a menu" })
    .locator("xpath=ancestor::div[contains(@class,'Card')]");
  const button = step.getByRole("link", { name: "Create a menu" });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/onboard-checklist-390.png`, fullPage: true });
  await noSidewaysScroll(page);
  const text = await boxOf(step.getByText("Create a menu before you publish."));
  const card = await boxOf(step);
  // The text takes the card's width but for the step's mark, and the button sits under it.
  expect(text.width).toBeGreaterThan(card.width * 0.6);
  expect((await boxOf(button)).y).toBeGreaterThanOrEqual(text.y + text.height - 1);
});

test("an open time picker in the hours never lies over a day's Copy button", async ({ page, login }) => {
  await page.setViewportSize(PHONE);
  await login("/app/settings/hours");
  const mondayCloses = page.getByRole("spinbutton", { name: "Monday first interval closes, hour" });
  await mondayCloses.click();
  await mondayCloses.press("Control+a");
  await mondayCloses.pressSequentially("10");
  const tuesdayCopy = page.getByRole("button", { name: "Copy Tuesday's hours" });
  await page.screenshot({ path: `${SHOTS}/hours-picker-open-390.png`, animations: "disabled" });
  // What a tap at the middle of Tuesday's Copy reaches while Monday's picker is open.
  const box = await boxOf(tuesdayCopy);
  const reached = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(reached).toBe("Copy Tuesday's hours");
  await tuesdayCopy.click();
  await expect(page.getByRole("menuitem", { name: "Copy to all days" })).toBeVisible();
});

test("the guest's item dialog starts its title where its description starts", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  try {
    await guest.goto(`/m/${address}`);
    await guest.getByRole("button", { name: "Add Margherita" }).click();
    const dialog = guest.getByRole("dialog", { name: "Margherita" });
    const title = await boxOf(dialog.getByRole("heading", { name: "Margherita" }));
    const description = await boxOf(dialog.locator("p.muted").first());
    await guest.screenshot({ path: `${SHOTS}/item-dialog-390.png`, animations: "disabled" });
    expect(Math.abs(title.x - description.x)).toBeLessThan(2);
  } finally {
    await context.close();
  }
});

test("the checkout review's '‹ Details' stays on one line beside its heading", async ({
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api);
  const address = (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business
    .url as string;
  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  try {
    await guest.goto(`/m/${address}`);
    await guest.getByRole("button", { name: "Add Soda" }).click();
    await guest
      .getByRole("dialog", { name: "Soda" })
      .getByRole("button", { name: /^Add to order/ })
      .click();
    await guest.getByRole("button", { name: /View order/ }).click();
    const sheet = guest.getByRole("dialog", { name: "Your order" });
    await sheet.getByRole("button", { name: "Checkout" }).click();
    await sheet.getByRole("textbox", { name: "Name" }).fill("Ada Guest");
    await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
    await sheet.getByRole("button", { name: "Review order" }).click();
    const back = sheet.getByRole("button", { name: "‹ Details" });
    await expect(back).toBeVisible();
    await guest.screenshot({ path: `${SHOTS}/checkout-review-390.png`, animations: "disabled" });
    expect(await back.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect((await boxOf(back)).height).toBeLessThanOrEqual((await lineHeightOf(back)) + 16);
    const heading = await boxOf(sheet.getByRole("heading", { name: "Review your order" }));
    expect((await boxOf(back)).x + (await boxOf(back)).width).toBeLessThanOrEqual(heading.x);
  } finally {
    await context.close();
  }
});
