import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createMenu } from "../../helpers/factories.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, type Owner, playwrightApi, test } from "../fixtures.ts";
import { openNewPage, savedBody } from "./website-pages.ts";

// Markdown pasted into the page editor as text becomes formatting, and the guest page shows the same.

const SCREENSHOTS = "test-results/screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`at ${size.width} px: pasted Markdown becomes formatting, and guests see the same`, async ({
    page,
    owner,
    login,
    browser,
    baseURL,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width: size.width, height: size.height });
    await createMenu(playwrightApi(page.request), owner, { name: "Brunch" });
    const pageId = await openNewPage(page, owner, login, "Visit");
    const body = page.getByRole("textbox", { name: "Page text" });
    await body.click();
    const markdown =
      "### Hours\n\n1. Brunch from 8\n2. Dinner from 5\n\nRead our [reviews](https://example.com/reviews).";
    await body.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, markdown);
    await expect(body.getByRole("heading", { level: 3, name: "Hours" })).toBeVisible();
    await expect(body.locator("ol > li")).toHaveText(["Brunch from 8", "Dinner from 5"]);
    await expect(body.getByRole("link", { name: "reviews" })).toHaveAttribute(
      "href",
      "https://example.com/reviews",
    );
    await expect(body).not.toContainText("###");
    await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/website-paste-markdown-${size.name}.png` });
    const saved = await savedBody(page, owner, pageId);
    expect(saved).toContain("### Hours");
    expect(saved).toMatch(/^1\. Brunch from 8$/m);
    expect(saved).toContain("[reviews](https://example.com/reviews)");

    const published = await playwrightApi(page.request).call(
      "POST",
      `/v1/businesses/${owner.businessId}/publish`,
      {
        token: owner.token,
      },
    );
    expect(published.status).toBe(200);
    const address = (published.body as { url: string }).url;
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const guest = await context.newPage();
    await guest.goto(`${baseURL}/m/${address}/p/${(await savedSlug(page, owner, pageId)) ?? "visit"}`);
    await expect(guest.getByRole("heading", { level: 3, name: "Hours" })).toBeVisible();
    await expect(guest.locator("ol > li")).toHaveText(["Brunch from 8", "Dinner from 5"]);
    await expect(guest.getByRole("link", { name: "reviews" })).toHaveAttribute(
      "href",
      "https://example.com/reviews",
    );
    await expect(guest.locator("main")).not.toContainText("](");
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await guest.screenshot({ path: `${SCREENSHOTS}/website-paste-guest-${size.name}.png`, fullPage: true });
    await context.close();
  });
}

async function savedSlug(page: Page, owner: Owner, pageId: string): Promise<string | undefined> {
  const api = playwrightApi(page.request);
  const response = await api.call("GET", `/v1/businesses/${owner.businessId}/pages/${pageId}`, {
    token: owner.token,
  });
  return (response.body as { slug?: string }).slug;
}
