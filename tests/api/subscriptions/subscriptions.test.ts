import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createBusiness,
  createMember,
  createMenu,
  menuGroup,
  menuItem,
  publishBusiness,
  type TestMember,
  updateBusiness,
} from "../../helpers/factories.ts";
import { ALL_DAY_HOURS, placeOrder } from "../../helpers/orders.ts";
import { startPaymentsApp } from "../../helpers/payments.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// Plans through Stripe Billing: checkout → webhook → ACTIVE → a second QR code; a failed payment →
// PAST_DUE → grace → Free limits; cancel → Free limits with nothing lost. Stripe is the local double speaking
// its protocol (tests/stripe), driven by the real SDK on the server's side.

let t: TestApp;
let api: Api;
let stripe: StripeDouble;

beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await startPaymentsApp(stripe);
  api = createApi(t.baseUrl);
}, scaled(300_000));
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const me = async (member: TestMember) => (await api.get("/v1/subscriptions/me", member.token)).body;
const qr = (member: TestMember, locationId = member.businessId) =>
  api.post(
    "/v1/qrcodes",
    { memberId: member.memberId, locationId, name: "Table", type: "online-menu" },
    member.token,
  );

/** Checkout as the member would: the hosted page's Subscribe, then Stripe's events reach the webhook. */
async function subscribe(member: TestMember) {
  const checkout = await api.post("/v1/subscriptions/checkout", { plan: "MYBRAND" }, member.token);
  expect(checkout.status).toBe(200);
  const page = await fetch(checkout.body.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Subscribe");
  const paid = await fetch(checkout.body.url, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  expect(paid.headers.get("location")).toBe("http://menu.test/settings/subs?checkout=done");
  await stripe.settled();
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.memberId, member.memberId));
  expect(row?.stripeSubscriptionId).toMatch(/^sub_/);
  return row!.stripeSubscriptionId!;
}

async function publishedMember() {
  const member = await createMember(api);
  await createMenu(api, member);
  const business = await publishBusiness(api, member);
  return { member, address: business.customUrl ?? business.url };
}

const guestStatus = async (address: string) => (await fetch(`${t.baseUrl}/m/${address}`)).status;

describe("GET /v1/subscriptions/me", () => {
  it("shows a new member on the Free plan", async () => {
    const member = await createMember(api);
    expect(await me(member)).toMatchObject({
      status: 5,
      statusName: "FREEMIUM",
      plan: "FREE",
      locations: 1,
      servedLocations: 1,
      unservedBusinessIds: [],
      qrCodes: 0,
      qrCodeLimit: 1,
      renewsAt: null,
      monthlyUsd: 0,
      canManageBilling: false,
      isBillingEnabled: true,
    });
    expect((await api.get("/v1/subscriptions/me")).status).toBe(401);
  });
});

describe("checkout → webhook → ACTIVE", () => {
  it("allows a second QR code once the subscription is paid, with its next bill shown", async () => {
    const member = await createMember(api);
    expect((await qr(member)).status).toBe(201);
    expect((await qr(member)).status).toBe(402);
    await subscribe(member);
    const plan = await me(member);
    expect(plan).toMatchObject({
      status: 1,
      plan: "MYBRAND",
      qrCodeLimit: null,
      monthlyUsd: 19,
      canManageBilling: true,
    });
    expect(new Date(plan.renewsAt).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect((await qr(member)).status).toBe(201);
    // Checkout again while paying: 409, and no second subscription.
    const again = await api.post("/v1/subscriptions/checkout", { plan: "MYBRAND" }, member.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_SUBSCRIBED");
  });

  it("answers 400 to an unknown plan, and a portal without a billing account", async () => {
    const member = await createMember(api);
    const bad = await api.post("/v1/subscriptions/checkout", { plan: "GOLD" }, member.token);
    expect(bad.status).toBe(400);
    const portal = await api.post("/v1/subscriptions/portal", undefined, member.token);
    expect(portal.status).toBe(400);
    expect(portal.body.code).toBe("NO_BILLING_ACCOUNT");
    expect((await me(member)).status).toBe(5);
  });
});

describe("a failed payment", () => {
  it("PAST_DUE keeps the paid limits through the grace period, then Free limits; a paid retry restores", async () => {
    const member = await createMember(api);
    const subscriptionId = await subscribe(member);
    expect((await qr(member)).status).toBe(201);
    stripe.billing.failRenewal(subscriptionId);
    await stripe.settled();
    const pastDue = await me(member);
    expect(pastDue).toMatchObject({ status: 7, statusName: "PAST_DUE", reason: "GRACE", plan: "MYBRAND" });
    expect(pastDue.graceEndsAt).not.toBeNull();
    expect((await qr(member)).status).toBe(201);

    // Eight days later (the grace period is seven): Free limits, and the codes made stay.
    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(subscriptions.memberId, member.memberId));
    expect(await me(member)).toMatchObject({ status: 7, reason: "LAPSED", plan: "FREE", qrCodes: 2 });
    const refused = await qr(member);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe("You've reached your free QR code limit");

    stripe.billing.payRenewal(subscriptionId);
    await stripe.settled();
    expect(await me(member)).toMatchObject({ status: 1, reason: "PAID", graceEndsAt: null });
    expect((await qr(member)).status).toBe(201);
  });

  it("DECLINED once Stripe gives up", async () => {
    const member = await createMember(api);
    const subscriptionId = await subscribe(member);
    stripe.billing.failRenewal(subscriptionId);
    stripe.billing.giveUp(subscriptionId);
    await stripe.settled();
    expect(await me(member)).toMatchObject({ status: 4, statusName: "DECLINED", plan: "FREE" });
  });

  it("keeps the newest state when an older event arrives late, in the same second or later", async () => {
    const member = await createMember(api);
    const subscriptionId = await subscribe(member);
    stripe.billing.failRenewal(subscriptionId);
    await stripe.settled();
    const stale = stripe.events.filter(
      (event) =>
        (event.type === "customer.subscription.updated" &&
          (event.data.object as { id: string; status: string }).id === subscriptionId &&
          (event.data.object as { status: string }).status === "past_due") ||
        event.type === "invoice.payment_failed",
    );
    expect(stale.length).toBeGreaterThanOrEqual(2);
    stripe.billing.giveUp(subscriptionId);
    await stripe.settled();
    expect(await me(member)).toMatchObject({ status: 4, statusName: "DECLINED" });

    // The past-due events again, as deliveries Stripe retried late (new ids, so they are applied, not skipped).
    for (const event of stale) {
      const late = await stripe.deliver({ ...event, id: stripe.newId("evt") });
      expect(late.status).toBe(200);
    }
    expect(await me(member)).toMatchObject({ status: 4, statusName: "DECLINED", plan: "FREE" });
  });
});

describe("cancel", () => {
  it("goes back to Free limits without losing data: extra locations stay but stop serving", async () => {
    const { member, address } = await publishedMember();
    const second = await createBusiness(api, member, { name: "Second Street" });
    const secondPlace = { ...member, businessId: second.id };
    await createMenu(api, secondPlace);
    const secondAddress = (await publishBusiness(api, secondPlace)).url;
    // Free: the first location serves, the extra one answers 402 until it is paid for.
    expect(await guestStatus(address)).toBe(200);
    expect(await guestStatus(secondAddress)).toBe(402);
    expect((await me(member)).unservedBusinessIds).toEqual([second.id]);

    await subscribe(member); // Checkout carries one extra location, as the member has two
    expect(await me(member)).toMatchObject({
      status: 1,
      extraLocations: 1,
      servedLocations: 2,
      monthlyUsd: 29,
    });
    expect(await guestStatus(secondAddress)).toBe(200);
    expect((await qr(member, second.id)).status).toBe(201);
    expect((await qr(member)).status).toBe(201);

    // The member cancels in the billing portal.
    const portal = await api.post("/v1/subscriptions/portal", undefined, member.token);
    expect(portal.status).toBe(200);
    const page = await (await fetch(portal.body.url)).text();
    const subscriptionId = /name="subscription" value="([^"]+)"/.exec(page)?.[1];
    expect(subscriptionId).toBeTruthy();
    const cancelled = await fetch(portal.body.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `subscription=${subscriptionId}`,
      redirect: "manual",
    });
    expect(cancelled.headers.get("location")).toBe("http://menu.test/settings/subs");
    await stripe.settled();

    expect(await me(member)).toMatchObject({ status: 3, statusName: "CANCELLED", plan: "FREE", qrCodes: 2 });
    expect(await guestStatus(address)).toBe(200);
    expect(await guestStatus(secondAddress)).toBe(402);
    // Nothing is lost: the second location, its menu and both codes are still the owner's to edit.
    expect((await api.get(`/v1/menus?businessId=${second.id}`, member.token)).body).toHaveLength(1);
    expect((await api.get(`/v1/qrcodes?locationId=${second.id}`, member.token)).body).toHaveLength(1);
    expect((await qr(member)).status).toBe(402);
    // Subscribing again serves it again.
    await subscribe(member);
    expect(await guestStatus(secondAddress)).toBe(200);
  });
});

/** The extra-location quantity on the member's subscription as Stripe (the double) holds it. */
function stripeExtraLocations(subscriptionId: string) {
  const subscription = stripe.billing.subscriptions.get(subscriptionId);
  const item = subscription?.items.data.find(
    (entry) => entry.price.lookup_key === "menu_extra_location_monthly",
  );
  return item?.quantity ?? 0;
}

describe("extra locations on the subscription", () => {
  it("changes the quantity; a free member is told to upgrade first", async () => {
    const member = await createMember(api);
    const free = await api.post("/v1/subscriptions/locations", { extraLocations: 1 }, member.token);
    expect(free.status).toBe(400);
    expect(free.body.code).toBe("NOT_SUBSCRIBED");
    const subscriptionId = await subscribe(member);
    const paid = await api.post("/v1/subscriptions/locations", { extraLocations: 2 }, member.token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      extraLocations: 2,
      locations: 1,
      monthlyUsd: 39,
      unservedBusinessIds: [],
    });
    await stripe.settled();
    expect(stripeExtraLocations(subscriptionId)).toBe(2);
    expect(await me(member)).toMatchObject({ extraLocations: 2, servedLocations: 1 });
    expect((await api.post("/v1/subscriptions/locations", { extraLocations: -1 }, member.token)).status).toBe(
      400,
    );
  });

  it("adding a location while paid adds it to the subscription, as the add-location dialog says", async () => {
    const member = await createMember(api);
    const subscriptionId = await subscribe(member);
    expect(stripeExtraLocations(subscriptionId)).toBe(0);
    const two = await createBusiness(api, member, { name: "Two" });
    await stripe.settled();
    expect(stripeExtraLocations(subscriptionId)).toBe(1);
    expect(await me(member)).toMatchObject({
      locations: 2,
      extraLocations: 1,
      servedLocations: 2,
      monthlyUsd: 29,
      unservedBusinessIds: [],
    });
    const three = await createBusiness(api, member, { name: "Three" });
    await stripe.settled();
    expect(stripeExtraLocations(subscriptionId)).toBe(2);
    expect(await me(member)).toMatchObject({
      locations: 3,
      extraLocations: 2,
      servedLocations: 3,
      monthlyUsd: 39,
    });
    // The new location is served at once: published, guests get its page.
    const place = { ...member, businessId: three.id };
    await createMenu(api, place);
    expect(await guestStatus((await publishBusiness(api, place)).url)).toBe(200);
    expect(two.id).not.toBe(three.id);
  });

  it("a free member's new location is not billed: it waits, unserved, for an upgrade", async () => {
    const member = await createMember(api);
    const second = await createBusiness(api, member, { name: "Unpaid" });
    expect(await me(member)).toMatchObject({
      locations: 2,
      extraLocations: 0,
      unservedBusinessIds: [second.id],
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.memberId));
    expect(row?.stripeSubscriptionId ?? null).toBeNull();
  });
});

describe("a lapsed plan's extra location", () => {
  it("stops taking orders with ORDERING_PAUSED and keeps its orders, menus and settings", async () => {
    const member = await createMember(api);
    const second = await createBusiness(api, member, { name: "Harbor Kitchen" });
    const place = { ...member, businessId: second.id };
    const subscriptionId = await subscribe(member); // Checkout pays for the second location
    const soda = menuItem({ name: "Soda", prices: [2.5] });
    const menu = await createMenu(api, place, { nodes: [menuGroup([soda])] });
    expect(
      (
        await api.put(
          `/v1/businesses/${second.id}/hours`,
          { hours: ALL_DAY_HOURS, timeZone: "UTC" },
          member.token,
        )
      ).status,
    ).toBe(200);
    await updateBusiness(api, place, {
      orderingEnabled: true,
      config: { pickUpOrders: true, pickUpTime: 15, deliveryCashPayment: true, minTotal: 0 },
    });
    await publishBusiness(api, place);
    const body = {
      type: "PICKUP",
      items: [{ menuId: menu.id, itemId: soda.id, quantity: 1 }],
      customer: { name: "Guest", phone: "4155550123" },
      payment: "CASH",
    };
    expect((await placeOrder(api, place, body)).status).toBe(201);

    stripe.billing.cancel(subscriptionId);
    await stripe.settled();
    expect(await me(member)).toMatchObject({ statusName: "CANCELLED", unservedBusinessIds: [second.id] });

    const refused = await placeOrder(api, place, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "ORDERING_PAUSED",
      message: "Ordering is paused at this location right now.",
    });
    const priced = await api.post(`/v1/public/businesses/${second.id}/orders/price`, {
      type: "PICKUP",
      items: body.items,
    });
    expect(priced.status).toBe(400);
    expect(priced.body.code).toBe("ORDERING_PAUSED");
    // The guest's cart reads this and says ordering is paused instead of offering checkout.
    expect((await api.get(`/v1/public/businesses/${second.id}/ordering`)).body).toMatchObject({
      isTakingOrders: false,
      isPaused: true,
    });
    // Nothing is lost: the order, the menu and the settings are the owner's still, and editable.
    const kept = await api.get(`/v1/businesses/${second.id}/orders?tab=all&page=0`, member.token);
    expect(kept.body.total).toBe(1);
    expect((await api.get(`/v1/menus?businessId=${second.id}`, member.token)).body).toHaveLength(1);
    const edited = await api.patch(
      `/v1/businesses/${second.id}`,
      { config: { pickUpTime: 25 } },
      member.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.orderingEnabled).toBe(true);

    // Paying again lifts the pause.
    await subscribe(member);
    expect((await placeOrder(api, place, body)).status).toBe(201);
    expect((await api.get(`/v1/public/businesses/${second.id}/ordering`)).body.isPaused).toBe(false);
  });
});

describe("the webhook", () => {
  it("refuses a bad or old signature and applies a repeated event once", async () => {
    const member = await createMember(api);
    const subscriptionId = await subscribe(member);
    const event = stripe.billing.failRenewal(subscriptionId) && stripe.events.at(-1)!;
    await stripe.settled();
    const url = `${t.baseUrl}/v1/public/payment/webhook`;
    const payload = JSON.stringify(event);
    const forged = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }),
      },
      body: payload,
    });
    expect(forged.status).toBe(400);
    const old = await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(400);
    const before = await me(member);
    expect((await stripe.deliver(event)).status).toBe(200);
    expect(await me(member)).toEqual(before);
  });
});

describe("without Stripe", () => {
  it(
    "says so on checkout and the portal; the plan is still shown",
    async () => {
      const plain = await startTestApp();
      try {
        const plainApi = createApi(plain.baseUrl);
        const member = await createMember(plainApi);
        const checkout = await plainApi.post("/v1/subscriptions/checkout", { plan: "MYBRAND" }, member.token);
        expect(checkout.status).toBe(400);
        expect(checkout.body.code).toBe("BILLING_OFF");
        expect((await plainApi.get("/v1/subscriptions/me", member.token)).body).toMatchObject({
          isBillingEnabled: false,
          plan: "FREE",
        });
      } finally {
        await plain.close();
      }
    },
    scaled(300_000),
  );
});
