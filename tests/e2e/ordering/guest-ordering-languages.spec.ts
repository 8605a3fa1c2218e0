import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { WEEKDAYS } from "../../../src/shared/common/constants.ts";
import type { MenuSchedule } from "../../../src/shared/menus/menu-schedule.ts";
import {
  createMenu,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  publishBusiness,
  updateBusiness,
} from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect, playwrightApi, registerOwner, test } from "../fixtures.ts";

// The guest's cart, item dialog, checkout and confirmation in the guest's language at 390 px:
// a French guest orders from start to end; an Arabic guest's cart reads right to left.

test.describe.configure({ timeout: scaled(150_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

/** A published business in English, French and Arabic, taking orders all day: a pizza with sizes and toppings. */
async function multilingualOrdering(
  request: APIRequestContext,
  dinner: {
    schedule?: MenuSchedule;
    config?: Record<string, unknown>;
  } = {},
) {
  const api = playwrightApi(request);
  const owner = await registerOwner(request);
  const pizza = menuItem({
    name: "Margherita",
    description: "Tomato and basil",
    prices: [9.5, 14.25],
    sizes: ["Small", "Large"],
    modifiers: [modifierGroup([modifierEntry({ name: "Extra cheese", price: 1.5 })], { name: "Toppings" })],
    translations: {
      fr: { name: "Marguerite", description: "Tomate et basilic" },
      ar: { name: "مارغريتا", description: "طماطم وريحان" },
    },
  });
  await createMenu(api, owner, {
    name: "Dinner",
    translations: { fr: { name: "Dîner" }, ar: { name: "العشاء" } },
    ...(dinner.schedule ? { schedule: dinner.schedule } : {}),
    nodes: [menuGroup([pizza], { name: "Pizzas" })],
  });
  const hours = await request.put(`/v1/businesses/${owner.businessId}/hours`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
  });
  expect(hours.status()).toBe(200);
  await updateBusiness(api, owner, {
    orderingEnabled: true,
    config: {
      languages: ["en", "fr", "ar"],
      phone: "5125550123",
      pickUpOrders: true,
      pickUpTime: 20,
      deliveryCashPayment: true,
      ordersTips: true,
      minTotal: 0,
      ...dinner.config,
    },
  });
  const { url } = await publishBusiness(api, owner);
  return { owner, url, api };
}

async function phone(browser: Browser, locale: string) {
  const context = await browser.newContext({ viewport: PHONE, locale });
  return { context, page: await context.newPage() };
}

test("a French guest adds a pizza, checks out and reads the confirmation, all in French", async ({
  browser,
  request,
}) => {
  const { owner, url, api } = await multilingualOrdering(request);
  const { context, page } = await phone(browser, "fr-FR");
  await page.goto(`/m/${url}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // The item's dialog.
  await page.getByRole("button", { name: "Ajouter Marguerite" }).click();
  const item = page.getByRole("dialog", { name: "Marguerite" });
  await expect(item.getByRole("group", { name: "Taille" })).toBeVisible();
  await expect(item.getByRole("group", { name: "Toppings · Facultatif" })).toBeVisible();
  await expect(item.getByText("Quantité")).toBeVisible();
  await item.getByRole("radio", { name: /Large/ }).check();
  await item.getByRole("button", { name: "Un de plus" }).click();
  await item.getByRole("button", { name: "Ajouter à la commande · $28.50" }).click();
  await expect(item).toBeHidden();

  // The bar and the cart.
  const bar = page.getByRole("button", { name: /Voir la commande/ });
  await expect(bar).toContainText("$28.50");
  await expect(bar.getByLabel("2 articles")).toBeVisible();
  await bar.click();
  const sheet = page.getByRole("dialog", { name: "Votre commande" });
  await expect(sheet.getByRole("heading", { name: "Votre commande" })).toBeVisible();
  await expect(sheet.getByText("Sous-total")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Retirer" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Un Marguerite de moins" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Fermer" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Ajouter autre chose" })).toBeVisible();

  // Checkout: its words, its own message, then the details.
  await sheet.getByRole("button", { name: "Commander" }).click();
  await expect(sheet.getByRole("heading", { name: "Commander" })).toBeVisible();
  await expect(
    sheet.getByRole("group", { name: "Comment souhaitez-vous recevoir votre commande ?" }),
  ).toBeVisible();
  await expect(sheet.getByRole("radio", { name: /À emporter/ })).toBeChecked();
  await expect(sheet.getByText("Prête dans environ 20 min")).toBeVisible();
  await sheet.getByRole("button", { name: "Vérifier la commande" }).click();
  await expect(sheet.getByRole("alert")).toHaveText("Veuillez indiquer votre nom.");
  await sheet.getByRole("textbox", { name: "Nom", exact: true }).fill("Amélie Client");
  await sheet.getByRole("textbox", { name: "Téléphone" }).fill("(415) 555-0199");
  await sheet.getByRole("radio", { name: "Sans pourboire" }).check();
  await expect(sheet.getByRole("radio", { name: "Espèces au retrait" })).toBeChecked();
  await expect(sheet.getByText("Note pour le restaurant (facultatif)")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-checkout-fr-390.png`, animations: "disabled" });
  await expect(sheet.getByText(/[A-Za-z]+ (your|the|order|Pick-up)\b/)).toHaveCount(0);

  await sheet.getByRole("button", { name: "Vérifier la commande" }).click();
  await expect(sheet.getByRole("heading", { name: "Vérifiez votre commande" })).toBeVisible();
  await expect(sheet.locator(".totals")).toContainText("Sous-total$28.50");
  await expect(sheet.locator(".totals")).toContainText("Total$28.50");
  await sheet.getByRole("button", { name: "Passer la commande · $28.50" }).click();

  // The confirmation, in the language the order was placed in.
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=[^&]+&lang=fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("Commande #1")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Commande reçue" })).toBeVisible();
  await expect(page.getByRole("link", { name: "‹ Retour au menu" })).toBeVisible();
  await expect(page.getByText("Espèces au retrait")).toBeVisible();
  await expect(page.getByText("2× Marguerite")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/order-confirmation-fr-390.png`, fullPage: true });

  // The live status says the owner's answer in French too.
  const listed = await request.get(`/v1/businesses/${owner.businessId}/orders?tab=new`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [order] = (await listed.json()).list as { id: string }[];
  const accepted = await api.call("POST", `/v1/orders/${order?.id}/status`, {
    token: owner.token,
    body: { status: "ACCEPTED" },
  });
  expect(accepted.status).toBe(200);
  await expect(page.getByRole("heading", { name: "Acceptée" })).toBeVisible();
  await context.close();
});

test("an Arabic guest's cart reads right to left", async ({ browser, request }) => {
  const { url } = await multilingualOrdering(request);
  const { context, page } = await phone(browser, "ar");
  await page.goto(`/m/${url}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "أضف مارغريتا" }).click();
  await page
    .getByRole("dialog", { name: "مارغريتا" })
    .getByRole("button", { name: /^أضف إلى الطلب · / })
    .click();
  await page.getByRole("button", { name: /عرض الطلب/ }).click();
  const sheet = page.getByRole("dialog", { name: "طلبك" });
  await expect(sheet.getByRole("heading", { name: "طلبك" })).toBeVisible();
  await expect(sheet.getByText("المجموع الفرعي")).toBeVisible();
  expect(await sheet.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  // The heading starts at the right, the close button sits at the left.
  const heading = await sheet.getByRole("heading", { name: "طلبك" }).boundingBox();
  const close = await sheet.getByRole("button", { name: "إغلاق" }).boundingBox();
  if (!heading || !close) throw new Error("no heading or close button");
  expect(heading.x + heading.width).toBeGreaterThan(PHONE.width - 40);
  expect(close.x).toBeLessThan(PHONE.width / 4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/order-cart-ar-390.png`, animations: "disabled" });
  await context.close();
});

/** "HH:mm" in UTC, `hours` from now. */
const utcTime = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  return `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
};

test("a French guest ordering from a menu not served now is told so, in French, on the page and at checkout", async ({
  browser,
  request,
}) => {
  const { url } = await multilingualOrdering(request, {
    schedule: { days: [...WEEKDAYS], start: utcTime(2), end: utcTime(3) },
    config: { ordersInAdvance: true, use24HourFormat: true },
  });
  const { context, page } = await phone(browser, "fr-FR");
  await page.goto(`/m/${url}`);
  const notice = page.getByText(
    /^Servi \d\d:\d\d–\d\d:\d\d · Commandez à l’avance pour une heure où il est servi\.$/,
  );
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: "Ajouter Marguerite" }).click();
  const item = page.getByRole("dialog", { name: "Marguerite" });
  await item.getByRole("radio", { name: /Small/ }).check();
  await item.getByRole("button", { name: /^Ajouter à la commande/ }).click();
  await page.getByRole("button", { name: /Voir la commande/ }).click();
  const sheet = page.getByRole("dialog", { name: "Votre commande" });
  await sheet.getByRole("button", { name: "Commander" }).click();
  await sheet.getByRole("textbox", { name: "Nom", exact: true }).fill("Amélie Client");
  await sheet.getByRole("textbox", { name: "Téléphone" }).fill("(415) 555-0199");
  await sheet.getByRole("radio", { name: "Sans pourboire" }).check();
  await sheet.getByRole("button", { name: "Vérifier la commande" }).click();
  // The server's refusal, written in the page's language with the menu's French name.
  await expect(sheet.getByRole("alert")).toHaveText(
    /^La carte Dîner est servie \d\d:\d\d–\d\d:\d\d\. Veuillez la commander à ce moment-là, ou programmer la commande pour cette heure\.$/,
  );
  await expect(sheet.getByRole("button", { name: /^Passer la commande/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/order-menu-not-served-fr-390.png`, animations: "disabled" });

  // The same notice read right to left.
  await page.goto(`/m/${url}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const arabic = page.getByText(/^يُقدَّم \d\d:\d\d–\d\d:\d\d · اطلب مسبقًا لوقت يُقدَّم فيه\.$/);
  await expect(arabic).toBeVisible();
  await expect(page.getByRole("button", { name: "أضف مارغريتا" })).toHaveAccessibleDescription(
    (await arabic.textContent()) ?? "",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/guest-not-served-ar-390.png` });
  await context.close();
});
