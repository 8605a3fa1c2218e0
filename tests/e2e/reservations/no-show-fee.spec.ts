import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { createApi } from "../../helpers/api-client.ts";
import { createMenu, publishBusiness } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { onboard } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { playwrightApi, registerOwner, signIn } from "../fixtures.ts";
import { expectNothingCut } from "./fits.ts";

// A restaurant that holds parties of 6 or more with a card: a guest books on a 390 px phone and saves their card
// with Stripe's form (the stand-in Stripe.js of the Stripe double); the host seats them on the tablet, which lets
// their card go; another party of 6 never comes, and marking them a no-show charges the fee to their card.

test.describe.configure({ timeout: scaled(180_000) });

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const STRIPE = `http://127.0.0.1:${Number(process.env.E2E_STRIPE_PORT ?? PORT + 10)}`;
const day = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);

async function guaranteedRestaurant(request: APIRequestContext, baseURL: string) {
  const owner = await registerOwner(request);
  await createMenu(playwrightApi(request), owner, { name: "Dinner" });
  const auth = { authorization: `Bearer ${owner.token}` };
  await onboard(createApi(baseURL), null, owner);
  expect(
    (
      await request.put(`/v1/businesses/${owner.businessId}/hours`, {
        headers: auth,
        data: { hours: ALL_DAY_HOURS, timeZone: "UTC" },
      })
    ).status(),
  ).toBe(200);
  const settings = await request.put(`/v1/businesses/${owner.businessId}/reservations/settings`, {
    headers: auth,
    data: { ...DEFAULT_RESERVATION_SETTINGS, enabled: true, guarantee: { fromParty: 6, noShowFee: 2500 } },
  });
  expect(settings.status()).toBe(200);
  for (const name of ["Long table", "Round table"]) {
    const table = await request.post(`/v1/businesses/${owner.businessId}/tables`, {
      headers: auth,
      data: { name, minSeats: 4, maxSeats: 8 },
    });
    expect(table.status()).toBe(201);
  }
  const { url, customUrl } = await publishBusiness(playwrightApi(request), owner);
  return { owner, address: customUrl ?? url };
}

/** A party of 6 booked and its card saved over HTTP, as the guest's browser would with Stripe.js. */
async function bookedWithCard(request: APIRequestContext, businessId: string, name: string, time: string) {
  const booked = await request.post(`/v1/public/businesses/${businessId}/reservations`, {
    headers: { "idempotency-key": randomUUID() },
    data: { party: 6, time: `${day}T${time}:00+00:00`, guest: { name, phone: "(415) 555-0182" } },
  });
  expect(booked.status()).toBe(201);
  const { id, key, guarantee } = await booked.json();
  const setupId = String(guarantee.setupIntentClientSecret).split("_secret_")[0];
  const confirmed = await request.post(`${STRIPE}/v1/setup_intents/${setupId}/confirm`, {
    headers: { "stripe-account": guarantee.stripeAccount },
    form: {
      key: guarantee.publishableKey,
      client_secret: guarantee.setupIntentClientSecret,
      payment_method: "pm_card_visa",
    },
  });
  expect(confirmed.status()).toBe(200);
  const stored = await request.post(`/v1/public/reservations/${id}/card?key=${key}`);
  expect(stored.status()).toBe(200);
}

test("a guest saves a card at 390 px, the host seats them on the tablet, and a no-show is charged the fee", async ({
  browser,
  request,
  baseURL,
}) => {
  const { owner, address } = await guaranteedRestaurant(request, baseURL ?? "");

  // The guest, on a phone: the form tells of the card before they book.
  const phone = await browser.newContext({ viewport: PHONE });
  const guest = await phone.newPage();
  await guest.goto(`/m/${address}/book?party=6&date=${day}`);
  await expect(guest.getByText(/^Parties of 6 or more save a card to hold their table\./)).toBeVisible();
  const seven = guest.getByRole("radio", { name: "7:00 PM" });
  await expect(seven).toBeEnabled();
  await seven.check({ force: true });
  await guest.getByRole("textbox", { name: "Name" }).fill("Asha Rao");
  await guest.getByRole("textbox", { name: "Phone" }).fill("(415) 555-0170");
  await guest.getByRole("button", { name: "Book the table" }).click();
  await expect(guest.getByRole("heading", { name: "Your table is booked" })).toBeVisible();
  const cardForm = guest.getByRole("region", { name: "Save a card to hold your table" });
  await expect(cardForm.getByLabel("Card number")).toBeVisible();
  await cardForm.getByLabel("Card number").fill("4242 4242 4242 4242");
  await cardForm.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await cardForm.getByLabel("Security code").fill("123");
  await guest.screenshot({
    path: `${SHOTS}/booking-card-form-390.png`,
    animations: "disabled",
    fullPage: true,
  });
  await expectNothingCut(guest, PHONE.width, "label, button, legend, h1, h2, dt, dd");
  await cardForm.getByRole("button", { name: "Save card" }).click();
  await expect(
    guest.getByText("Your card ending in 4242 holds your table. Nothing is charged unless nobody comes."),
  ).toBeVisible();
  await guest.screenshot({
    path: `${SHOTS}/booking-card-saved-390.png`,
    animations: "disabled",
    fullPage: true,
  });
  await expectNothingCut(guest, PHONE.width, "label, button, legend, h1, h2, dt, dd");
  await phone.close();

  await bookedWithCard(request, owner.businessId, "Ben Ortiz", "20:00");

  // The host, on the tablet: both parties' cards are held; one is seated, the other never comes.
  const tablet = await browser.newContext({ viewport: TABLET });
  const host = await tablet.newPage();
  await signIn(host, owner);
  await host.goto(`/app/reservations?date=${day}`);
  const asha = host.getByRole("button", { name: /^7:00 PM, Asha Rao, 6 guests, Confirmed/ });
  await expect(asha).toBeVisible({ timeout: scaled(30_000) });
  await asha.click();
  await host.getByRole("menuitem", { name: "Seat" }).click();
  await expect(host.getByRole("button", { name: /^7:00 PM, Asha Rao, 6 guests, Seated/ })).toBeVisible();

  await host.getByRole("button", { name: /^8:00 PM, Ben Ortiz, 6 guests, Confirmed/ }).click();
  await host.getByRole("menuitem", { name: "No-show" }).click();
  const confirm = host.getByRole("dialog", { name: "Mark as a no-show?" });
  await expect(confirm).toContainText(
    "The card held for this booking will be charged the no-show fee of $25.00.",
  );
  await host.screenshot({ path: `${SHOTS}/reservations-no-show-confirm-1024.png`, animations: "disabled" });
  await confirm.getByRole("button", { name: "Mark no-show and charge $25.00" }).click();
  // The fee is charged by a job; the book hears of it live.
  const charged = host.getByText("No-show fee charged: $25.00").first();
  await expect(charged).toBeVisible();
  // The booking's own card, without the notifications that sit over it in the corner.
  await host.getByRole("region", { name: "Cancelled and no-shows" }).screenshot({
    path: `${SHOTS}/reservations-no-show-charged-1024.png`,
    animations: "disabled",
    style: ".mantine-Notifications-root{display:none!important}",
  });
  await expectNothingCut(host, TABLET.width, "label, button, legend, h1, h2, dt, dd");
  await tablet.close();
});
