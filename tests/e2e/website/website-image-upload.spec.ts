import { mkdirSync } from "node:fs";
import { makeImage } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, test } from "../fixtures.ts";
import { openNewPage, savedBody } from "./website-pages.ts";

// The page editor's image button uploads a new photo too, through My Images' upload route.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`at ${size.width} px: the image button uploads a new photo and inserts it`, async ({
    page,
    owner,
    login,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width: size.width, height: size.height });
    const pageId = await openNewPage(page, owner, login, "Our room");
    await page.getByRole("textbox", { name: "Page text" }).click();
    await page.getByRole("button", { name: "Insert an image from My Images" }).click();
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await expect(dialog.getByRole("button", { name: "Upload a new photo" })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/website-image-upload-empty-${size.name}.png` });

    // A file that is no image is refused here, with the reason, before any upload.
    await dialog.getByLabel("Photo file").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await expect(dialog.getByRole("alert")).toBeVisible();

    await dialog.getByLabel("Photo file").setInputFiles({
      name: "patio.jpg",
      mimeType: "image/jpeg",
      buffer: await makeImage("jpeg", 800, 533),
    });
    // The new photo comes back chosen, beside the others in My Images.
    await expect(dialog.getByRole("button", { pressed: true })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole("alert")).toBeHidden();
    await dialog.getByRole("textbox", { name: "Accessibility text" }).fill("Our patio");
    await page.screenshot({ path: `${SCREENSHOTS}/website-image-upload-chosen-${size.name}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(
      page.getByRole("textbox", { name: "Page text" }).getByRole("img", { name: "Our patio" }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    expect(await savedBody(page, owner, pageId)).toMatch(/!\[Our patio\]\(\/v1\/public\/images\?[^)]+\)/);
  });
}
