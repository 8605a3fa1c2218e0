import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createMenu, menuGroup, menuItem, publishBusiness, updateBusiness } from "../../helpers/factories.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// Several languages. The owner adds them in Settings and translates in the editor's column; a
// guest at 390 px gets the browser's language, switches (one right to left), with scripts on and off.

const PHONE = { width: 390, height: 844 };
const SHOTS = "test-results/screenshots";

async function trilingualMenu(request: APIRequestContext) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  await updateBusiness(api, owner, { config: { languages: ["en", "fr", "ar"] } });
  await createMenu(api, owner, {
    name: "Dinner",
    translations: { fr: { name: "Dîner" }, ar: { name: "العشاء" } },
    nodes: [
      menuGroup(
        [
          menuItem({
            name: "Margherita",
            description: "Tomato and basil",
            translations: {
              fr: { name: "Marguerite", description: "Tomate et basilic" },
              ar: { name: "مارغريتا", description: "طماطم وريحان" },
            },
          }),
          menuItem({ name: "Calzone", description: "Folded and baked", prices: [14] }),
        ],
        { name: "Pizzas", translations: { fr: { name: "Pizzas" }, ar: { name: "بيتزا" } } },
      ),
    ],
  });
  const { url } = await publishBusiness(api, owner);
  return url;
}

async function phonePage(browser: Browser, javaScriptEnabled: boolean, locale: string) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, locale });
  return { context, page: await context.newPage() };
}

/** The right edge of an element and of the page: a right-to-left page lays its headings out from the right. */
async function isOnTheRight(page: Page, name: string) {
  const box = await page.getByRole("heading", { name }).boundingBox();
  if (!box) throw new Error(`no heading ${name}`);
  return box.x + box.width > PHONE.width - 40 && box.x > PHONE.width / 3;
}

test.describe("the guest's language", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the browser's language, then the switch to Arabic and back (script ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      request,
    }) => {
      const url = await trilingualMenu(request);
      const { context, page } = await phonePage(browser, javaScriptEnabled, "fr-FR");
      await page.goto(`/m/${url}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { name: "Marguerite" })).toBeVisible();
      await expect(page.getByText("Tomate et basilic")).toBeVisible();
      // Untranslated: the original.
      await expect(page.getByRole("heading", { name: "Calzone" })).toBeVisible();
      const switcher = page.getByRole("navigation", { name: "Langue" });
      await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
      const suffix = javaScriptEnabled ? "" : "-noscript";
      await page.screenshot({ path: `${SHOTS}/guest-languages-fr-390${suffix}.png`, fullPage: true });

      await switcher.getByRole("link", { name: "العربية" }).click();
      await expect(page).toHaveURL(/\?lang=ar$/);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { name: "مارغريتا" })).toBeVisible();
      await expect(page.getByText("انتقل إلى القائمة")).toBeAttached();
      expect(await isOnTheRight(page, "مارغريتا")).toBe(true);
      // Nothing sideways at 390 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.screenshot({ path: `${SHOTS}/guest-languages-ar-390${suffix}.png`, fullPage: true });

      await page.getByRole("navigation", { name: "اللغة" }).getByRole("link", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("html")).not.toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { name: "Margherita" })).toBeVisible();
      await context.close();
    });
  }
});

test("the owner adds languages in Settings and translates in the editor's column", async ({
  page,
  login,
  owner,
}) => {
  await login("/app/settings/languages");
  const card = page.getByRole("region", { name: "Menu languages" });
  await expect(card.getByRole("combobox", { name: "Your menu is written in" })).toHaveValue(/English/);
  for (const language of ["French", "Arabic"]) {
    await card.getByRole("combobox", { name: "Add a language" }).click();
    await page.getByRole("option", { name: new RegExp(`^${language}`) }).click();
    await card.getByRole("button", { name: "Add", exact: true }).click();
  }
  await expect(card.getByRole("list", { name: "Translations" }).getByRole("listitem")).toHaveCount(2);
  await card.getByRole("button", { name: "Save languages" }).click();
  await expect(page.getByText("Saved successfully")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-languages-1280.png`, fullPage: true });

  const api = playwrightApi(page.request);
  const menu = await createMenu(api, owner, {
    name: "Dinner",
    nodes: [
      menuGroup([menuItem({ name: "Margherita", description: "Tomato and basil", sizes: [], prices: [12] })]),
    ],
  });
  await page.goto(`/app/biz/${owner.businessId}/menus/${menu.id}`);
  // Menu name, group name, item name and description, in French and in Arabic.
  const view = page.getByRole("radiogroup", { name: "Editor view" });
  await expect(view.getByText("Translations · 8 missing")).toBeVisible();
  await view.getByText(/Translations/).click();
  const panel = page.getByRole("region", { name: "Translations" });
  await expect(panel.getByText("4 missing")).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/v1/menus") && response.request().method() === "PUT",
  );
  await panel.getByRole("textbox", { name: "Name in French: Margherita" }).fill("Marguerite");
  await panel.getByRole("textbox", { name: "Menu name in French: Dinner" }).fill("Dîner");
  await expect(panel.getByText("2 missing")).toBeVisible();
  await panel.getByText("Arabic (4)").click();
  const arabic = panel.getByRole("textbox", { name: "Name in Arabic: Margherita" });
  await expect(arabic).toHaveCSS("direction", "rtl");
  await arabic.fill("مارغريتا");
  await expect(panel.getByText("3 missing")).toBeVisible();
  expect((await saved).status()).toBe(200);
  await page.screenshot({ path: `${SHOTS}/editor-translations-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(arabic).toBeVisible();
  // The dashboard's layout follows the new width a render later: wait for it to settle, then measure.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/editor-translations-390.png`, fullPage: true });

  // Published with the snapshot: the guest reads the translations after Publish Changes.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/v1/ilmenus?menuId=${menu.id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      return JSON.stringify(await answer.json());
    })
    .toContain("مارغريتا");
  const { url } = await publishBusiness(api, owner);
  await page.goto(`/m/${url}?lang=fr`);
  await expect(page.getByRole("heading", { name: "Marguerite" })).toBeVisible();
  await page.goto("/app/settings/languages");
  await page.screenshot({ path: `${SHOTS}/settings-languages-390.png`, fullPage: true });
});
