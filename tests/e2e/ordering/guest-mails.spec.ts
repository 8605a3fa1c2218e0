import type { Browser } from "@playwright/test";
import { createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { expect as baseExpect, mailsTo, test } from "../fixtures.ts";

// A guest orders on a phone, asks for updates by mail and pays by card; the restaurant accepts, has it ready and
// refunds a part. Each mail the guest gets is opened as a phone's mail app would draw it: it says what happened,
// lists the order, fits 390 px, carries no image (no tracking pixel), and its button leads to the order page.

const SHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
test.describe.configure({ timeout: scaled(240_000) });
const expect = baseExpect.configure({ timeout: scaled(45_000) });

type Mail = ReturnType<typeof mailsTo>[number];

/** The mail's HTML part drawn at 390 px in a page of its own, as a phone's mail app shows it. */
async function openMail(browser: Browser, mail: Mail, shot: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.setContent(mail.html ?? "", { waitUntil: "load" });
  await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
  return { page, close: () => context.close() };
}

test("the guest's mails from order to refund say each step, list the order and fit a phone", async ({
  page,
  browser,
  baseURL,
}) => {
  const api = createApi(baseURL ?? "");
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, null, business);
  const dashboard = await api.get(
    `/v1/members/${business.memberId}/dashboard?businessId=${business.businessId}`,
    business.token,
  );
  const location = await api.get(`/v1/businesses/${business.businessId}/location`, business.token);
  const name = location.body.name as string;
  const guestEmail = `ada.${Date.now()}@guest.example`;

  // The guest: a soda and a large pizza with extra cheese, updates by mail, paid by card.
  await page.setViewportSize(PHONE);
  await page.goto(`/m/${dashboard.body.business.url}`);
  await page.getByRole("button", { name: "Add Margherita" }).click();
  const pizza = page.getByRole("dialog", { name: "Margherita" });
  await pizza.getByRole("radio", { name: /Large/ }).check();
  await pizza.getByRole("checkbox", { name: /Extra cheese/ }).check();
  await pizza.getByRole("button", { name: "Add to order · $15.75" }).click();
  await page.getByRole("button", { name: "Add Soda" }).click();
  await page
    .getByRole("dialog", { name: "Soda" })
    .getByRole("button", { name: "Add to order · $2.99" })
    .click();
  await page.getByRole("button", { name: /View order/ }).click();
  const sheet = page.getByRole("dialog", { name: "Your order" });
  await sheet.getByRole("button", { name: "Checkout" }).click();
  await sheet.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Guest");
  await sheet.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0199");
  await sheet.getByRole("textbox", { name: /^Email/ }).fill(guestEmail);
  await sheet.getByRole("checkbox", { name: "Email me updates" }).check();
  await sheet.getByRole("radio", { name: "Pay online by card" }).check();
  await sheet.getByRole("button", { name: "Review order" }).click();
  await sheet.getByRole("button", { name: /^Place order · \$/ }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+\?key=/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  // Once the card is held the pay page moves on to the order's page by itself.
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";

  // The order went live once its card was held: the first mail says so.
  await expect
    .poll(() => mailsTo(guestEmail).map((mail) => mail.subject))
    .toEqual([`We got your order #1 · ${name}`]);

  // The restaurant moves it on; each move is a mail.
  const move = (body: object) => api.post(`/v1/orders/${orderId}/status`, body, business.token);
  expect((await move({ status: "ACCEPTED", readyInMinutes: 20 })).status).toBe(200);
  await expect.poll(() => mailsTo(guestEmail).length).toBe(2);
  expect((await move({ status: "READY" })).status).toBe(200);
  await expect.poll(() => mailsTo(guestEmail).length).toBe(3);
  const refund = await api.post(`/v1/orders/${orderId}/refund`, { amount: 550 }, business.token);
  expect(refund.status).toBe(200);
  await expect.poll(() => mailsTo(guestEmail).length).toBe(4);

  const mails = mailsTo(guestEmail);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `We got your order #1 · ${name}`,
    `Order #1 accepted · ${name}`,
    `Order #1 is ready for pick-up · ${name}`,
    `$5.50 refunded for order #1 · ${name}`,
  ]);
  const shots = ["received", "accepted", "ready", "refunded"];
  for (const [index, mail] of mails.entries()) {
    // The text part for mail apps that show no HTML, with the same link.
    expect(mail.text).toContain(`/orders/${orderId}?key=`);
    const { page: opened, close } = await openMail(browser, mail, `guest-mail-${shots[index]}-390.png`);
    const headline = mail.subject.replace(` · ${name}`, "");
    await expect(opened.getByRole("heading", { level: 1, name: headline })).toBeVisible();
    await expect(opened.getByText(name, { exact: true })).toBeVisible();
    await expect(opened.getByText("1 × Margherita")).toBeVisible();
    await expect(opened.getByText("Large, Extra cheese")).toBeVisible();
    await expect(opened.getByText("1 × Soda")).toBeVisible();
    await expect(
      opened.getByText("You get this mail because you asked for updates about your order."),
    ).toBeVisible();
    await expect(opened.getByRole("link", { name: "(415) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+14155550100",
    );
    expect(await opened.locator("img").count(), "no images, so no tracking pixel").toBe(0);
    expect(await opened.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  }
  // The first mail waits with the guest, and says it will write again (not the order page's "updates by itself").
  expect(mails[0]?.text).toContain(
    "Waiting for the restaurant to accept it; we will write again when it does.",
  );
  expect(mails[0]?.text).not.toContain("This page");
  expect(mails[1]?.text).toMatch(/Ready for pick-up .*\d{1,2}:\d{2} [AP]M\./);
  expect(mails[3]?.text).toContain("$5.50");

  // The refund mail's button opens the order page, which says what came back.
  const { page: refundMail, close } = await openMail(
    browser,
    mails[3] as Mail,
    "guest-mail-refunded-390.png",
  );
  const follow = refundMail.getByRole("link", { name: "Follow your order" });
  const href = (await follow.getAttribute("href")) ?? "";
  expect(new URL(href).origin).toBe(new URL(baseURL ?? "").origin);
  await close();
  await page.goto(href);
  await expect(page.getByRole("heading", { name: "Ready", exact: true })).toBeVisible();
  await expect(page.getByText(/^\$5\.50 was refunded to your card on .+\.$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/guest-order-after-refund-390.png`, fullPage: true });
});
