import { mkdirSync } from "node:fs";
import jsQR from "jsqr";
import sharp from "sharp";
import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";

// QR codes (download, decode, the free limit) and the share modal.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

/** Reads the QR code in a PNG back to its text. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

test("create a QR code, download the PNG, decode it to the link; the second code needs an upgrade", async ({
  page,
  context,
  login,
  owner,
  request,
  baseURL,
}) => {
  const dashboard = await request.get(`/v1/members/${owner.memberId}/dashboard`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const address = (await dashboard.json()).business.url as string;
  await login("/app/qrcodes");
  await expect(page.getByRole("heading", { name: "No QR code yet" })).toBeVisible();
  await page.getByRole("button", { name: "Create QR code" }).first().click();
  await expect(page.getByRole("img", { name: `QR code for ${baseURL}/m/${address}` })).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/qrcodes-desktop.png`,
    fullPage: true,
    animations: "disabled",
  });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PNG" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-qr\.png$/);
  const png = Buffer.from(await (await import("node:fs/promises")).readFile(await download.path()));
  const meta = await sharp(png).metadata();
  expect(meta.width).toBeGreaterThanOrEqual(1200);
  expect(await decodeQr(png)).toBe(`${baseURL}/m/${address}`);

  // The table tent opens in a new tab: two copies, ready to fold.
  const [tent] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Table tent" }).click(),
  ]);
  await expect(tent.getByText("Scan to see our menu")).toHaveCount(2);
  await tent.screenshot({ path: `${SCREENSHOTS}/qr-table-tent-desktop.png`, fullPage: true });
  await tent.close();

  // A free member's second code: the upgrade modal with the free-limit sentence.
  await page.getByRole("button", { name: "Create QR code" }).click();
  const limit = page.getByRole("dialog", { name: "Upgrade for more QR codes" });
  await expect(limit.getByText(MESSAGES.qrLimit)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/qr-limit-desktop.png`, animations: "disabled" });
  await limit.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("img", { name: /^QR code for / })).toHaveCount(1);
});

test("the share modal copies the link, shows the QR code and prefilled posts", async ({
  page,
  context,
  login,
  owner,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login("/app/qrcodes");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Share your menu" });
  const link = await modal.getByRole("textbox", { name: "Your menu link" }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/m/`));
  await expect(modal.getByRole("img", { name: `QR code for ${link}` })).toBeVisible();

  const facebook = await modal.getByRole("link", { name: "Share on Facebook" }).getAttribute("href");
  expect(facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
  const x = new URL((await modal.getByRole("link", { name: "Post on X" }).getAttribute("href")) ?? "");
  expect(x.origin + x.pathname).toBe("https://x.com/intent/post");
  expect(x.searchParams.get("url")).toBe(link);
  expect(x.searchParams.get("text")).toContain(owner.businessName);
  await expect(modal.getByRole("link", { name: /Open the link page/ })).toHaveAttribute(
    "href",
    link.replace("/m/", "/l/"),
  );

  await modal.getByRole("button", { name: "Copy link" }).first().click();
  await expect(modal.getByRole("button", { name: MESSAGES.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.screenshot({ path: `${SCREENSHOTS}/share-modal-desktop.png`, animations: "disabled" });
  // The label resets after 3 s.
  await expect(modal.getByRole("button", { name: MESSAGES.copied })).toBeHidden({ timeout: 5_000 });
});
