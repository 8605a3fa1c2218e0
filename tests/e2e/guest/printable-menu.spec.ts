import { mkdirSync, writeFileSync } from "node:fs";
import { createMenu, menuGroup, menuItem } from "../../helpers/factories.ts";
import { readPdfPages, renderPdfPage } from "../../helpers/pdf.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, playwrightApi, test } from "../fixtures.ts";

// The owner finds "Printable menu (PDF)" on the QR codes page, picks the paper and gets the
// published menu as a PDF in a new tab.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

test("the QR codes page opens the published menu as a PDF on the paper chosen", async ({
  page,
  context,
  login,
  owner,
  request,
}) => {
  // Publishing, a PDF read back and two screen sizes: more than one step's worth on a shared machine.
  test.setTimeout(scaled(120_000));
  const api = playwrightApi(request);
  await createMenu(api, owner, {
    name: "Dinner",
    nodes: [
      menuGroup([menuItem({ name: "Printed Pappardelle", prices: [18] }), menuItem({ name: "Tiramisu" })], {
        name: "Pasta",
      }),
    ],
  });
  await login();
  await page.goto("/app/qrcodes");
  const card = page.getByRole("region", { name: "Printable menu" });
  // Before the first publish there is no PDF to open.
  await expect(card.getByText("Publish your menu to print it")).toBeVisible();
  await expect(card.getByRole("link", { name: "Printable menu (PDF)" })).toHaveCount(0);

  const published = await api.call("POST", `/v1/businesses/${owner.businessId}/publish`, {
    token: owner.token,
  });
  expect(published.status).toBe(200);
  await page.reload();
  // A US business starts on Letter; the owner picks A4.
  await expect(card.getByRole("radio", { name: "US Letter" })).toBeChecked();
  await card.getByText("A4", { exact: true }).click();
  await expect(card.getByRole("radio", { name: "A4" })).toBeChecked();
  await page.screenshot({
    path: `${SCREENSHOTS}/printable-menu-desktop.png`,
    fullPage: true,
    animations: "disabled",
  });

  const link = card.getByRole("link", { name: "Printable menu (PDF)" });
  await expect(link).toHaveAttribute("target", "_blank");
  const answered = context.waitForEvent("response", (response) => response.url().includes("/menu.pdf"));
  await link.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.url()).toContain("paper=a4");
  // The body as the browser received it is not always kept for a tab that shows or saves a PDF: read the
  // same address again to look inside.
  const pdf = Buffer.from(await (await request.get(response.url())).body());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await readPdfPages(pdf);
  expect(pages[0]?.width).toBeCloseTo(595.28, 1);
  expect(pages[0]?.text).toContain("Printed Pappardelle");
  writeFileSync(`${SCREENSHOTS}/printable-menu-page1.png`, await renderPdfPage(pdf, 1, 1.4));

  // On a phone the card stacks and its controls stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: `${SCREENSHOTS}/printable-menu-phone.png`,
    fullPage: true,
    animations: "disabled",
  });
});

test("the share dialog offers the printable menu on the business's paper", async ({
  page,
  login,
  owner,
  request,
}) => {
  const api = playwrightApi(request);
  await createMenu(api, owner, { name: "Lunch", nodes: [menuGroup([menuItem({ name: "Shared Soup" })])] });
  const published = await api.call("POST", `/v1/businesses/${owner.businessId}/publish`, {
    token: owner.token,
  });
  expect(published.status).toBe(200);
  await login();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/qrcodes");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share your menu" });
  const link = share.getByRole("link", { name: "Printable menu (PDF)" });
  await expect(link).toHaveAttribute("href", /\/m\/[^/]+\/menu\.pdf\?paper=letter$/);
  await share.getByText("A4", { exact: true }).click();
  await expect(link).toHaveAttribute("href", /\/menu\.pdf\?paper=a4$/);
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/printable-menu-share-phone.png`, animations: "disabled" });
  const answer = await request.get((await link.getAttribute("href")) ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
});
