import sharp from "sharp";
import { IMAGE_MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { createMenu, publishChanges, publishThroughApi } from "./settings-helpers.ts";

// A preset and a logo, seen in the live preview and on the guest page after Publish Changes.

test("a color preset and a logo reach the guest page", async ({ page, login, owner, request }) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  await login("/app/designs");
  const preview = page.getByRole("img", { name: /Preview of the menu page/ });
  await expect(preview.getByText("Burrata")).toBeVisible();

  await page.getByRole("button", { name: "Harbor color preset" }).click();
  await expect(page.getByRole("button", { name: "Harbor color preset" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("changes saved")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Banner color" })).toHaveValue("#1f3a5f");

  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(page.getByText(IMAGE_MESSAGES.fileTypeInvalid)).toBeVisible();
  const png = await sharp({
    create: { width: 96, height: 96, channels: 4, background: "#f5c26b" },
  })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(preview.getByRole("img", { name: /logo$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();

  await page.getByRole("switch", { name: "Show business name" }).uncheck();
  await expect(preview.getByText(owner.businessName)).toBeHidden();
  await expect(page.getByText("changes saved")).toBeVisible();

  // The guest still has the old look until Publish Changes.
  expect(await (await request.get(`/m/${url}`)).text()).not.toContain("--banner:#1f3a5f");
  await publishChanges(page);
  const html = await (await request.get(`/m/${url}`)).text();
  expect(html).toContain("--banner:#1f3a5f");
  expect(html).toMatch(/<img class="logo" src="[^"]+"/);
  expect(html).toContain('<h1 class="sr">');
});

test("colours guests could not read are named, and the preview shows the readable shade guests will see", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  await login("/app/designs");
  const preview = page.getByRole("img", { name: /Preview of the menu page/ });
  await expect(preview.getByText("Burrata")).toBeVisible();
  await expect(page.getByTestId("contrast-warnings")).toHaveCount(0);

  await page.getByRole("textbox", { name: "Banner color" }).fill("#ffffff");
  await page.getByRole("textbox", { name: "Menu text color" }).fill("#fff59d");
  const warnings = page.getByTestId("contrast-warnings");
  await expect(
    warnings.getByText(
      "Menu text color #fff59d on the page's white background has a contrast of 1.11:1; text needs at least 4.5:1 to be readable. Guests will see a darker shade",
      { exact: false },
    ),
  ).toBeVisible();
  // The preview draws the shade, not the unreadable yellow.
  const color = await preview.getByText("Burrata").evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe("rgb(255, 245, 157)");
  await warnings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/appearance-contrast-warning-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await warnings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/appearance-contrast-warning-390.png" });
});

test("every preset card keeps its name on one line on a phone", async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login("/app/designs");
  const card = page.getByRole("button", { name: "Olive Grove color preset" });
  await expect(card).toBeVisible();
  for (const name of ["Olive Grove", "Harbor"]) {
    const label = page.getByRole("button", { name: `${name} color preset` }).getByText(name, { exact: true });
    // One line: as tall as its line height, and not wider than its card.
    const { lines, overflows } = await label.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const cardBox = (element.closest("button") as HTMLElement).getBoundingClientRect();
      return {
        lines: Math.round(box.height / Number.parseFloat(style.lineHeight)),
        overflows: box.right > cardBox.right || element.scrollWidth > element.clientWidth,
      };
    });
    expect({ name, lines, overflows }).toEqual({ name, lines: 1, overflows: false });
  }
});
