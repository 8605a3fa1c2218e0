import { MESSAGES } from "../../../src/shared/common/messages.ts";
import { expect, test } from "../fixtures.ts";
import { createMenu, publishChanges, publishThroughApi } from "./settings-helpers.ts";

// A banner that starts now shows on the guest page after Publish Changes; SEO reaches the head.

test("a banner that starts now appears on the guest page after Publish Changes", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  await login("/app/settings/announcements");
  await expect(page.getByText("Off", { exact: true })).toBeVisible();

  await page.getByRole("switch", { name: "Show the announcement" }).check();
  const text = page.getByRole("textbox", { name: "Announcement" });
  await text.fill("Closed Monday for the holiday");
  await expect(page.getByText("29/280 characters")).toBeVisible();
  // Without an end the schedule is expired.
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Start now" }).click();
  await page.getByRole("button", { name: "End in 1 week" }).click();
  await expect(page.getByText("Showing now")).toBeVisible();
  await page.getByRole("textbox", { name: "Background color" }).fill("#1f3a5f");
  await page.getByRole("button", { name: "Save announcement" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();

  // Draft edits never leak: the guest still sees no banner until Publish Changes.
  expect(await (await request.get(`/m/${url}`)).text()).not.toContain("Closed Monday for the holiday");
  await publishChanges(page);
  const guest = await page.context().newPage();
  await guest.goto(`/m/${url}`);
  await expect(guest.getByRole("note").getByText("Closed Monday for the holiday")).toBeVisible();
  await guest.close();
});

test("SEO title and description with counters reach the guest page", async ({
  page,
  login,
  owner,
  request,
}) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  await login("/app/settings/seo");
  await page.getByRole("textbox", { name: "Page title" }).fill("Harbor Bistro — Oysters & Wine");
  await expect(page.getByText("30/70 characters")).toBeVisible();
  await page.getByRole("textbox", { name: "Page description" }).fill("Fresh oysters daily.");
  await expect(
    page.getByRole("group", { name: "Search result preview" }).getByText("Harbor Bistro — Oysters & Wine"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  await publishChanges(page);
  const html = await (await request.get(`/m/${url}`)).text();
  expect(html).toContain("<title>Harbor Bistro — Oysters &amp; Wine</title>");
});

test("site settings: Order Now needs a phone", async ({ page, login, owner, request }) => {
  await createMenu(request, owner);
  const { url } = await publishThroughApi(request, owner);
  await login("/app/settings/site-settings");
  await page.getByRole("switch", { name: "Show the Order Now button" }).check();
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expect(page.getByText(MESSAGES.orderNowPhone)).toBeVisible();
  await page.getByRole("textbox", { name: "Phone number for orders" }).fill("4155550177");
  await page.getByRole("switch", { name: "Email" }).check();
  await page.getByRole("button", { name: "Save site settings" }).click();
  await expect(page.getByText(MESSAGES.savedSuccessfully)).toBeVisible();
  await publishChanges(page);
  expect(await (await request.get(`/m/${url}`)).text()).toContain('href="tel:4155550177">Order Now');
});
