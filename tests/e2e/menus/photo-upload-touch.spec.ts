import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, type Owner, test } from "../fixtures.ts";
import { createMenu, SCREENSHOTS } from "../settings/settings-helpers.ts";

// On a phone there is nothing to drop a file from: the photo boxes say "Take or choose a photo", offer the
// camera at once (capture), and keep a plain file input, which offers the photo library too. A laptop keeps
// "Drop a photo here".

const editorPath = (owner: Owner, menuId: string) => `/app/biz/${owner.businessId}/menus/${menuId}`;

/** For people to look at: test-results/screenshots/photo-*.png. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}/photo-${name}.png`, animations: "disabled" });

async function openPhotoChooser(page: Page) {
  await page.getByRole("button", { name: "Edit Burrata" }).click();
  await page
    .getByRole("group", { name: "Editing Burrata" })
    .getByRole("button", { name: "Add photo" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Choose or upload image" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the item photo box says take or choose, and its camera button uploads", async ({
    page,
    login,
    owner,
  }) => {
    const menu = await createMenu(page.request, owner);
    await login(editorPath(owner, menu.id));
    const dialog = await openPhotoChooser(page);
    await expect(dialog.getByText("Take or choose a photo", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/Drop a photo/)).toHaveCount(0);
    await shoot(page, "chooser-phone");
    // The library stays open to choose from: the box's own input has no capture.
    const libraryInput = dialog.getByLabel("Image file");
    await expect(libraryInput).not.toHaveAttribute("capture");
    await expect(libraryInput).toHaveAttribute("accept", /image\/jpeg/);

    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#b5532f" } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Take a photo" }).click();
    const fileChooser = await chooser;
    const cameraInput = fileChooser.element();
    expect(await cameraInput.getAttribute("capture")).toBe("environment");
    expect(await cameraInput.getAttribute("accept")).toBe("image/*");
    await fileChooser.setFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: photo });
    // The taken photo is uploaded and asks for its description next, as a chosen one does.
    await expect(page.getByRole("dialog", { name: "Describe this photo" })).toBeVisible();
  });

  test("the menu import says take or choose a photo, with the camera beside the file button", async ({
    page,
    login,
    owner,
  }) => {
    await login(`/app/biz/${owner.businessId}/menus/import`);
    await expect(page.getByText("Take or choose a photo of your menu")).toBeVisible();
    await expect(page.getByText("Drop your menu here")).toHaveCount(0);
    await shoot(page, "import-phone");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Take a photo" }).click();
    const camera = (await chooser).element();
    expect(await camera.getAttribute("capture")).toBe("environment");
    expect(await camera.getAttribute("accept")).toBe("image/*");
    // "Choose a file" still opens the library and files, photos among them.
    const library = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose a file" }).click();
    const libraryInput = (await library).element();
    expect(await libraryInput.getAttribute("capture")).toBeNull();
    expect(await libraryInput.getAttribute("accept")).toContain("image/jpeg");
  });
});

test.describe("on a laptop", () => {
  test("the photo boxes still say drop, with no camera button", async ({ page, login, owner }) => {
    const menu = await createMenu(page.request, owner);
    await login(editorPath(owner, menu.id));
    const dialog = await openPhotoChooser(page);
    await expect(dialog.getByText("Drop a photo here, or click to choose one")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Take a photo" })).toHaveCount(0);
    await shoot(page, "chooser-laptop");
    await page.keyboard.press("Escape");

    await page.goto(`/app/biz/${owner.businessId}/menus/import`);
    await expect(page.getByText("Drop your menu here")).toBeVisible();
    await expect(page.getByRole("button", { name: "Take a photo" })).toHaveCount(0);
    await shoot(page, "import-laptop");
  });
});
