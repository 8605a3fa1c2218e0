import { mkdirSync } from "node:fs";
import { expect, test } from "../fixtures.ts";

// The QR code the share dialog shows is the one the QR codes screen lists: never "No QR code yet" after it.

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });

/** The stored code an image shows, from its address (/v1/qrcodes/{id}/image). */
const codeIdOf = (src: string | null) => /\/qrcodes\/([^/]+)\/image/.exec(src ?? "")?.[1] ?? null;

test("the share dialog's QR code is listed on the QR codes screen at once, at 1280 and 390 px", async ({
  page,
  login,
  owner,
  request,
  baseURL,
}) => {
  const address = (
    await (
      await request.get(`/v1/members/${owner.memberId}/dashboard`, {
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).json()
  ).business.url as string;
  await login("/app/orders");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("button", { name: /^Share/ })
    .click();
  const share = page.getByRole("dialog", { name: "Share your menu" });
  const shown = share.getByRole("img", { name: `QR code for ${baseURL}/m/${address}` });
  await expect(shown).toBeVisible();
  const sharedId = codeIdOf(await shown.getAttribute("src"));
  expect(sharedId).not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/share-qr-1280.png`, animations: "disabled" });

  await share.getByRole("link", { name: "Print QR codes and table tents" }).click();
  await expect(page).toHaveURL(/\/app\/qrcodes$/);
  // The dialog fades out over the new screen: its own image would otherwise be counted as listed.
  await expect(share).toHaveCount(0);
  const listed = page
    .locator("#main-content")
    .getByRole("img", { name: `QR code for ${baseURL}/m/${address}` });
  await expect(listed).toHaveCount(1);
  expect(codeIdOf(await listed.getAttribute("src"))).toBe(sharedId);
  await expect(page.getByRole("heading", { name: "No QR code yet" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PNG" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/qrcodes-after-share-1280.png`, animations: "disabled" });

  // On a phone, opening the dialog again shows the same code and makes no second one.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(share.getByRole("img", { name: /^QR code for / })).toBeVisible();
  expect(codeIdOf(await share.getByRole("img", { name: /^QR code for / }).getAttribute("src"))).toBe(
    sharedId,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/share-qr-390.png`, animations: "disabled" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("img", { name: /^QR code for / })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/qrcodes-after-share-390.png`, animations: "disabled" });
  const codes = await request.get(`/v1/qrcodes?locationId=${owner.businessId}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect((await codes.json()).map((code: { id: string }) => code.id)).toEqual([sharedId]);
});
