import { mkdirSync } from "node:fs";
import { MESSAGES } from "../../src/shared/messages.ts";
import { createMenu, makeImage, publishBusiness } from "../helpers/factories.ts";
import { expect, playwrightApi, test } from "./fixtures.ts";

// Issue 16: an owner writes an About page (heading, list, link, image from My Images), publishes, and a guest
// reads it on a 390 px phone, from the menu's navigation and back.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

test("write an About page, publish it, and read it on a phone from the menu's navigation", async ({
  page,
  browser,
  owner,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = playwrightApi(request);
  await createMenu(api, owner, { name: "Dinner" });
  // An image in My Images, with its accessibility text, as the menu editor would have saved it.
  const upload = await request.post("/v1/members/uploads", {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      type: "MenuItem",
      locationId: owner.businessId,
      file: { name: "room.png", mimeType: "image/png", buffer: await makeImage("png", 480, 320) },
    },
  });
  expect(upload.status()).toBe(201);
  const image = await upload.json();

  // The fixture's login, with room for a busy machine to make its first redirect.
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/app\/biz\/[^/]+\/menus\//, { timeout: 60_000 });
  // Website sits in the dashboard's navigation (the menu screen may offer to publish first: not now).
  await expect(page.getByRole("link", { name: "Website", exact: true })).toHaveAttribute(
    "href",
    "/app/website",
  );
  await page.goto("/app/website");
  await expect(page.getByText("No pages yet")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/website-overview-empty-desktop.png`, fullPage: true });

  await page.getByRole("link", { name: "New page" }).first().click();
  await expect(page.getByRole("heading", { name: "New page" })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/website-new-desktop.png`, fullPage: true });
  await page.getByRole("button", { name: "Start from a blank page" }).click();
  await expect(page).toHaveURL(/\/app\/website\/pages\/[^/]+$/);

  await page.getByRole("textbox", { name: "Title" }).fill("About us");
  await page.getByRole("textbox", { name: "Page URL" }).fill("about");
  const body = page.getByRole("textbox", { name: "Page text" });
  await body.click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Our story");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Family run since 1999.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bullet list" }).click();
  await page.keyboard.type("Fresh pasta");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Wood-fired oven");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read our reviews");
  // The link: the word "reviews" selected, then the Link control.
  for (let i = 0; i < "reviews".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const linkInput = page.getByPlaceholder("https://example.com/");
  await linkInput.fill("https://example.com/reviews");
  // Enter on the link's own input: a key sent to the page could reach the editor and replace the selected word.
  await linkInput.press("Enter");
  await expect(body.getByRole("link", { name: "reviews" })).toHaveAttribute(
    "href",
    "https://example.com/reviews",
  );
  // The popover gives focus back to its Link button as it closes, and the editor puts its selection (the word)
  // back a moment after it is focused again: End until the caret stands alone after the word.
  await expect(linkInput).toBeHidden();
  await body.focus();
  await expect
    .poll(async () => {
      await page.keyboard.press("End");
      return page.evaluate(() => document.getSelection()?.isCollapsed);
    })
    .toBe(true);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Insert an image from My Images" }).click();
  await page
    .getByRole("button", { name: /^Choose/ })
    .first()
    .click();
  await page.getByRole("textbox", { name: "Accessibility text" }).fill("Our dining room");
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/website-editor-desktop.png`, fullPage: true });

  // What the server keeps is Markdown.
  const pages = await api.call("GET", `/v1/businesses/${owner.businessId}/pages`, { token: owner.token });
  const saved = (pages.body as { slug: string; title: string; body: string }[])[0];
  expect(saved).toMatchObject({ slug: "about", title: "About us" });
  expect(saved?.body).toContain("## Our story");
  expect(saved?.body).toMatch(/^- Fresh pasta$/m);
  expect(saved?.body).toContain("[reviews](https://example.com/reviews)");
  expect(saved?.body).toContain(`![Our dining room](${image.path})`);

  await page.getByRole("link", { name: "Pages" }).first().click();
  await expect(page.locator("[data-page-row=about]")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/website-pages-desktop.png`, fullPage: true });

  const published = await api.call("POST", `/v1/businesses/${owner.businessId}/publish`, {
    token: owner.token,
  });
  expect(published.status).toBe(200);
  const address = (published.body as { url: string }).url;

  // The dashboard at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/website");
  await expect(page.locator("[data-page-row=about]")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/website-overview-phone.png`, fullPage: true });
  await page.goto("/app/website/pages/new");
  await page.screenshot({ path: `${SCREENSHOTS}/website-new-phone.png`, fullPage: true });
  await page.goto("/app/website/pages");
  await page.locator("[data-page-row=about]").getByRole("link", { name: "About us", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("About us");
  await page.screenshot({ path: `${SCREENSHOTS}/website-editor-phone.png`, fullPage: true });
  for (const screen of ["/app/website", "/app/website/pages/new"]) {
    await page.goto(screen);
    await page.waitForLoadState("networkidle");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, screen).toBeLessThanOrEqual(390);
  }

  // A guest on a phone, without script: the menu's navigation leads to the page and back.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const guest = await phone.newPage();
  await guest.goto(`${baseURL}/m/${address}`);
  await guest
    .getByRole("navigation", { name: "Website" })
    .getByRole("link", { name: "About us", exact: true })
    .click();
  await expect(guest).toHaveURL(new RegExp(`/m/${address}/p/about$`));
  await expect(guest.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(guest.getByRole("heading", { level: 2, name: "Our story" })).toBeVisible();
  await expect(guest.getByRole("listitem").filter({ hasText: "Wood-fired oven" })).toBeVisible();
  await expect(guest.getByRole("link", { name: "reviews" })).toHaveAttribute(
    "href",
    "https://example.com/reviews",
  );
  const picture = guest.getByRole("img", { name: "Our dining room" });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.screenshot({ path: `${SCREENSHOTS}/website-guest-page-phone.png`, fullPage: true });
  await guest.getByRole("navigation", { name: "Website" }).getByRole("link", { name: "Menu" }).click();
  await expect(guest).toHaveURL(new RegExp(`/m/${address}$`));
  await expect(guest.getByRole("heading", { name: "Pizzas" })).toBeVisible();
  await guest.screenshot({ path: `${SCREENSHOTS}/website-guest-menu-phone.png` });
  await guest.setViewportSize({ width: 1280, height: 800 });
  await guest.goto(`${baseURL}/m/${address}/p/about`);
  await guest.screenshot({ path: `${SCREENSHOTS}/website-guest-page-desktop.png`, fullPage: true });
  await phone.close();
});

test("a page-only change makes Publish Changes available, and publishing it reaches guests", async ({
  page,
  owner,
  request,
  login,
}) => {
  test.setTimeout(120_000);
  const api = playwrightApi(request);
  await createMenu(api, owner, { name: "Dinner" });
  const created = await api.call("POST", `/v1/businesses/${owner.businessId}/pages`, {
    token: owner.token,
    body: { title: "About us", slug: "about", body: "First words." },
  });
  expect(created.status).toBe(201);
  const pageId = (created.body as { id: string }).id;
  const address = (await publishBusiness(api, owner)).url;

  await login(`/app/website/pages/${pageId}`);
  const publishChanges = page.getByRole("banner").getByRole("button", { name: "Publish Changes" });
  // Everything is live: nothing to publish yet.
  await expect(publishChanges).toBeDisabled();
  const body = page.getByRole("textbox", { name: "Page text" });
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Second words.");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  // issue 16 audit: the page's save alone makes the header's button available.
  await expect(publishChanges).toBeEnabled();
  await publishChanges.click();
  await page
    .getByRole("dialog", { name: "Publish your changes?" })
    .getByRole("button", { name: "Publish Changes" })
    .click();
  await expect(page.getByText(MESSAGES.published)).toBeVisible();
  await expect(publishChanges).toBeDisabled();
  const guestPage = await request.get(`/m/${address}/p/about`);
  expect(await guestPage.text()).toContain("First words. Second words.");

  // The list's navigation switch is a change to publish too.
  await page.goto("/app/website/pages");
  await expect(publishChanges).toBeDisabled();
  await page.getByRole("switch", { name: "Show About us in navigation" }).uncheck();
  await expect(publishChanges).toBeEnabled();
  await publishChanges.click();
  await page
    .getByRole("dialog", { name: "Publish your changes?" })
    .getByRole("button", { name: "Publish Changes" })
    .click();
  await expect(publishChanges).toBeDisabled();
  expect(await (await request.get(`/m/${address}`)).text()).not.toContain(`/m/${address}/p/about"`);

  // So is a new page from a template.
  await page.goto("/app/website/pages/new");
  await page.getByRole("button", { name: "Start from Catering" }).click();
  await expect(page).toHaveURL(/\/app\/website\/pages\/[^/]+$/);
  await expect(publishChanges).toBeEnabled();
});
