import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, paymentAccounts } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { type BookingRestaurant, bookingRestaurant } from "../../helpers/reservations.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// The card that holds a big party's table: saved with a SetupIntent on the owner's connected Stripe account when
// the guest books, charged the no-show fee off-session when the host marks a no-show, never charged otherwise.
// Stripe is the local double (tests/stripe), reached through the real SDK.

const DAY_MS = 24 * 3_600_000;
const today = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
const clockNow = new Date(`${today}T12:00:00.000Z`);
const day = new Date(clockNow.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
const at = (time: string) => `${day}T${time}:00+05:30`;
const FEE = 2500;

let double: StripeDouble;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startTestApp({
    clock: () => clockNow,
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double),
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** A restaurant with Stripe connected, holding tables of parties from 6 with a card. */
const guaranteed = () =>
  bookingRestaurant(api, {
    tables: { two: { seats: [1, 2] }, big: { seats: [4, 8] } },
    settings: { guarantee: { fromParty: 6, noShowFee: FEE } },
    before: (member) => onboard(api, double, member),
  });

const book = (place: BookingRestaurant, party: number, time = "19:00") =>
  api.call("POST", `/v1/public/businesses/${place.businessId}/reservations`, {
    body: {
      party,
      time: at(time),
      guest: { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.com" },
    },
    headers: { "idempotency-key": randomUUID() },
  });

const guestView = (id: string, key: string) => api.get(`/v1/public/reservations/${id}?key=${key}`);

const hostView = async (place: BookingRestaurant, id: string) => {
  const list = await api.get(`/v1/businesses/${place.businessId}/reservations?date=${day}`, place.token);
  return (list.body as { id: string; guarantee: unknown }[]).find((booking) => booking.id === id);
};

const setupIdOf = (secret: string) => secret.split("_secret_")[0] ?? "";

/** The owner's connected account, as the app stored it when the owner finished onboarding. */
async function accountOf(place: BookingRestaurant) {
  const [row] = await t.database.db
    .select({ id: paymentAccounts.stripeAccountId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.memberId, place.memberId));
  return row?.id ?? "";
}

/** Books a party of 6 and saves the card as the guest's browser would, Stripe telling the app by webhook. */
async function bookWithCard(place: BookingRestaurant, card = "4242424242424242") {
  const booked = await book(place, 6);
  expect(booked.status).toBe(201);
  const secret = booked.body.guarantee.setupIntentClientSecret as string;
  const confirmed = await double.confirmSetupAsGuest(setupIdOf(secret), card);
  expect(confirmed.status).toBe(200);
  await double.settled();
  return booked.body as { id: string; key: string };
}

const markNoShow = (place: BookingRestaurant, id: string) =>
  api.post(`/v1/reservations/${id}/status`, { status: "NO_SHOW" }, place.token);

describe("a card holding a big party's table", () => {
  it("is asked of a party from the owner's size, on the owner's Stripe account, and of no smaller party", async () => {
    const place = await guaranteed();
    const account = await accountOf(place);
    const small = await book(place, 2);
    expect(small.status).toBe(201);
    expect(small.body.guarantee).toBeNull();
    const big = await book(place, 6, "20:00");
    expect(big.status).toBe(201);
    expect(big.body.guarantee).toMatchObject({
      state: "CARD_NEEDED",
      noShowFee: FEE,
      card: null,
      publishableKey: double.publishableKey,
      stripeAccount: account,
    });
    const setupId = setupIdOf(big.body.guarantee.setupIntentClientSecret);
    expect(double.setupIntents.find(setupId)).toMatchObject({
      usage: "off_session",
      status: "requires_payment_method",
    });
    expect(double.setupIntents.store.accountOf(setupId)).toBe(account);
    // The guest's next look answers the same SetupIntent; the host never sees its secret.
    const again = await guestView(big.body.id, big.body.key);
    expect(again.body.guarantee.setupIntentClientSecret).toBe(big.body.guarantee.setupIntentClientSecret);
    const host = (await hostView(place, big.body.id)) as { guarantee: Record<string, unknown> };
    expect(host.guarantee.state).toBe("CARD_NEEDED");
    expect(host.guarantee).not.toHaveProperty("setupIntentClientSecret");
  });

  it("is stored once saved (Stripe's webhook), and a no-show is charged the fee once, off-session", async () => {
    const place = await guaranteed();
    const account = await accountOf(place);
    const booking = await bookWithCard(place);
    const saved = await guestView(booking.id, booking.key);
    expect(saved.body.guarantee).toMatchObject({
      state: "CARD_SAVED",
      card: { brand: "visa", last4: "4242" },
    });
    expect(saved.body.guarantee).not.toHaveProperty("setupIntentClientSecret");
    expect(await hostView(place, booking.id)).toMatchObject({ guarantee: { state: "CARD_SAVED" } });

    const marked = await markNoShow(place, booking.id);
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe("NO_SHOW");
    // A second tap, as a host's double tap or a retried request, charges nothing more.
    expect((await markNoShow(place, booking.id)).status).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const fees = [...double.payments.intents.values()].filter(
      (intent) => intent.metadata.reservationId === booking.id,
    );
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ amount: FEE, status: "succeeded", customer: expect.any(String) });
    expect(
      double.calls.filter((call) => call.path === "/v1/payment_intents" && call.method === "POST"),
    ).toEqual(
      expect.arrayContaining([expect.objectContaining({ idempotencyKey: `no-show-fee-${booking.id}` })]),
    );
    // Charged on the restaurant's own account (a direct charge), not the platform's.
    expect(account).toMatch(/^acct_/);
    expect(double.payments.store.accountOf(fees[0]?.id ?? "")).toBe(account);
    expect(await hostView(place, booking.id)).toMatchObject({
      status: "NO_SHOW",
      guarantee: { state: "CHARGED", noShowFee: FEE },
    });
    expect((await guestView(booking.id, booking.key)).body.guarantee.state).toBe("CHARGED");
  });

  it("saved from the guest's page when the webhook is late: Stripe is asked, and a wrong key finds nothing", async () => {
    const place = await guaranteed();
    const booked = await book(place, 7);
    const { id, key } = booked.body;
    const card = `/v1/public/reservations/${id}/card`;
    const early = await api.post(`${card}?key=${key}`, {});
    expect(early.status).toBe(400);
    expect(early.body.code).toBe("CARD_NOT_SAVED");
    double.setWebhookUrl(undefined);
    try {
      const setupId = setupIdOf(booked.body.guarantee.setupIntentClientSecret);
      expect((await double.confirmSetupAsGuest(setupId, "5555555555554444")).status).toBe(200);
      expect((await api.post(`${card}?key=wrong-key`, {})).status).toBe(404);
      const stored = await api.post(`${card}?key=${key}`, {});
      expect(stored.status).toBe(200);
      expect(stored.body.guarantee).toMatchObject({ state: "CARD_SAVED", card: { brand: "mastercard" } });
    } finally {
      double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
    }
  });

  it("a card whose bank asks for its holder is not charged, and the host reads why", async () => {
    const place = await guaranteed();
    const booking = await bookWithCard(place, "4000002760003184");
    expect((await markNoShow(place, booking.id)).status).toBe(200);
    await t.app.jobs.drain();
    expect(await hostView(place, booking.id)).toMatchObject({
      guarantee: { state: "CHARGE_FAILED", failureCode: "authentication_required" },
    });
  });

  it("Stripe failing on the charge is tried again with a fresh key, and the fee is charged once", async () => {
    const place = await guaranteed();
    const booking = await bookWithCard(place);
    double.fail({ method: "POST", path: "/v1/payment_intents" }, "error", 1);
    expect((await markNoShow(place, booking.id)).status).toBe(200);
    await t.app.jobs.drain();
    expect(await hostView(place, booking.id)).toMatchObject({ guarantee: { state: "CHARGING" } });
    // The queue's retry is due later; here it is made due now.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.kind, "no-show-fee"));
    await t.app.jobs.drain();
    const fees = [...double.payments.intents.values()].filter(
      (intent) => intent.metadata.reservationId === booking.id,
    );
    expect(fees.map((intent) => intent.status)).toEqual(["succeeded"]);
    expect(await hostView(place, booking.id)).toMatchObject({ guarantee: { state: "CHARGED" } });
  });

  it("a guest who cancels before the cut-off is charged nothing, and the card is let go", async () => {
    const place = await guaranteed();
    const booking = await bookWithCard(place);
    const cancelled = await api.post(`/v1/public/reservations/${booking.id}/cancel?key=${booking.key}`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.guarantee.state).toBe("RELEASED");
    await t.app.jobs.drain();
    expect(
      [...double.payments.intents.values()].filter((intent) => intent.metadata.reservationId === booking.id),
    ).toEqual([]);
  });

  it("a party that came is never charged: seating releases the card", async () => {
    const place = await guaranteed();
    const booking = await bookWithCard(place);
    const seated = await api.post(`/v1/reservations/${booking.id}/status`, { status: "SEATED" }, place.token);
    expect(seated.status).toBe(200);
    expect(seated.body.guarantee.state).toBe("RELEASED");
    // Another member's token finds no such booking.
    const other = await bookingRestaurant(api);
    expect((await markNoShow(other, booking.id)).status).toBe(404);
  });
});

describe("the guest's booking pages", () => {
  const page = (path: string) => fetch(`${t.baseUrl}${path}`);

  it("tell of the card before booking, and hold Stripe's card form until the card is saved", async () => {
    const place = await guaranteed();
    const form = await page(`/m/${place.url}/book?party=6&date=${day}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toMatch(
      /Parties of 6 or more save a card to hold their table\. Nothing is charged unless nobody comes; then the no-show fee is [^<]*25\.00\./,
    );

    const booked = await book(place, 6);
    const own = `/m/${place.url}/bookings/${booked.body.id}?key=${booked.body.key}`;
    const needing = await page(own);
    const html = await needing.text();
    expect(html).toContain("Save a card to hold your table");
    expect(html).toContain(`data-account="${await accountOf(place)}"`);
    expect(html).toContain(`<script src="${double.jsUrl}"></script>`);
    // Stripe's script, API and frames are allowed on this page alone.
    const origin = new URL(double.url).origin;
    const csp = needing.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${origin}`);
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    expect(csp).toContain(`frame-src ${origin}`);

    // Back from Stripe (a bank's check) before its webhook: the page stores the card and says so.
    double.setWebhookUrl(undefined);
    try {
      const setupId = setupIdOf(booked.body.guarantee.setupIntentClientSecret);
      expect((await double.confirmSetupAsGuest(setupId, "4000002500003155")).status).toBe(200);
      const back = await page(`${own}&setup_intent=${setupId}&redirect_status=succeeded`);
      const after = await back.text();
      expect(after).toMatch(
        /Your card ending in \d{4} holds your table\. Nothing is charged unless nobody comes\./,
      );
      expect(after).not.toContain("data-card-form");
      expect(back.headers.get("content-security-policy")).not.toContain(origin);
    } finally {
      double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
    }
  });
});
