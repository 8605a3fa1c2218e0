import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A business's loyalty program: the owner's rules, a guest who proves an email with a six-digit code (valid 10
// minutes, 5 tries) and holds a session for that business only, points earned when an order is completed and
// taken back when it is refunded, and the owner's view and adjustments of a customer's points, which never go
// below zero however many take them at once.

let double: StripeDouble;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  double = await startStripeDouble();
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double),
      // Each guest's call comes from an address of its own (the per-address limit has its own test).
      trustProxy: 1,
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const PROGRAM = {
  enabled: true,
  earn: { kind: "POINTS_PER_UNIT", points: 2, minSubtotal: 500 },
  rewards: [
    { id: "coffee", name: "A free coffee", points: 50, kind: "AMOUNT", value: 300 },
    { id: "pizza", name: "A pizza on us", points: 200, kind: "AMOUNT", value: 1425 },
  ],
};

async function withProgram(program: object = PROGRAM) {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  const saved = await api.put(`/v1/businesses/${business.businessId}/loyalty`, program, business.token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return business;
}

let addresses = 0;
const publicPost = (
  business: { businessId: string },
  path: string,
  body: object,
  address = `198.51.100.${++addresses}`,
) =>
  api.call("POST", `/v1/public/businesses/${business.businessId}/loyalty/${path}`, {
    body,
    headers: { "x-forwarded-for": address },
  });

/** The code in the newest mail to `email`. */
function codeMailedTo(email: string) {
  const mails = t.outbox().filter((mail) => mail.to === email);
  return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? "")?.[1] ?? "";
}

async function join(business: OrderingBusiness, email: string) {
  expect((await publicPost(business, "code", { email })).status).toBe(202);
  await t.app.jobs.drain();
  const session = await publicPost(business, "session", { email, code: codeMailedTo(email) });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return String(session.body.guestToken);
}

const me = (business: OrderingBusiness, token: string) =>
  api.call("GET", `/v1/public/businesses/${business.businessId}/loyalty/me`, {
    headers: { authorization: `Guest ${token}` },
  });

async function customerIdOf(business: OrderingBusiness) {
  const list = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
  return String(list.body.list[0]?.id);
}

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Insights over the days around now (the business keeps UTC's days). */
async function insightsOf(business: OrderingBusiness) {
  const range = `from=${dayOf(Date.now() - DAY_MS)}&to=${dayOf(Date.now() + DAY_MS)}`;
  const answer = await api.get(`/v1/businesses/${business.businessId}/insights?${range}`, business.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function move(business: OrderingBusiness, orderId: string, status: string) {
  const moved = await api.post(`/v1/orders/${orderId}/status`, { status }, business.token);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await t.app.jobs.drain();
}

describe("the loyalty program's rules", () => {
  it("start off, keep what is saved, refuse a reward without its amount, and are the owner's alone", async () => {
    const business = await createOrderingBusiness(api);
    const start = await api.get(`/v1/businesses/${business.businessId}/loyalty`, business.token);
    expect(start.body).toMatchObject({ enabled: false, rewards: [] });
    const bad = await api.put(
      `/v1/businesses/${business.businessId}/loyalty`,
      { ...PROGRAM, rewards: [{ id: "x", name: "Something", points: 10, kind: "AMOUNT" }] },
      business.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter the amount the reward takes off.");
    expect(
      (await api.put(`/v1/businesses/${business.businessId}/loyalty`, PROGRAM, business.token)).status,
    ).toBe(200);
    expect((await api.get(`/v1/businesses/${business.businessId}/loyalty`, business.token)).body).toEqual(
      PROGRAM,
    );
    const other = await createOrderingBusiness(api);
    expect((await api.get(`/v1/businesses/${business.businessId}/loyalty`, other.token)).status).toBe(404);
    expect(
      (await api.put(`/v1/businesses/${business.businessId}/loyalty`, PROGRAM, other.token)).status,
    ).toBe(404);
  });
});

describe("a guest joining", () => {
  it("is refused while the program is off, and by phone where the server sends no texts", async () => {
    const off = await createOrderingBusiness(api);
    const refused = await publicPost(off, "code", { email: "ada@example.com" });
    expect(refused.body).toMatchObject({
      code: "LOYALTY_OFF",
      message: "This restaurant has no rewards program.",
    });
    const business = await withProgram();
    const byPhone = await publicPost(business, "code", { phone: "(415) 555-0199" });
    expect(byPhone.body.code).toBe("CANNOT_TEXT");
  });

  it("proves an email with its code: a wrong code counts a try, five kill it, and the session is this business's only", async () => {
    const business = await withProgram();
    const email = `ada-${business.businessId.toLowerCase()}@example.com`;
    expect((await publicPost(business, "code", { email })).status).toBe(202);
    await t.app.jobs.drain();
    const code = codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await publicPost(business, "session", { email, code: wrong });
    expect(first.body).toMatchObject({
      code: "CODE_WRONG",
      message: "That code is not right. Please check the code we sent and try again.",
    });
    for (let i = 0; i < 4; i++) await publicPost(business, "session", { email, code: wrong });
    const dead = await publicPost(business, "session", { email, code });
    expect(dead.body.code).toBe("CODE_EXPIRED");

    const token = await join(business, email);
    const mine = await me(business, token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      points: 0,
      rewards: [{ id: "coffee", isAffordable: false }, { id: "pizza" }],
    });
    const elsewhere = await withProgram();
    expect((await me(elsewhere, token)).status).toBe(401);
    expect((await me(business, "not-a-token")).status).toBe(401);
    // A used code opens no second session.
    expect((await publicPost(business, "session", { email, code: codeMailedTo(email) })).body.code).toBe(
      "CODE_EXPIRED",
    );
  });

  it("asks for at most ten codes an hour from one address, whatever the emails", async () => {
    const business = await withProgram();
    const from = "192.0.2.99";
    for (let i = 0; i < 10; i++)
      expect((await publicPost(business, "code", { email: `guest${i}@example.com` }, from)).status).toBe(202);
    const eleventh = await publicPost(business, "code", { email: "guest10@example.com" }, from);
    expect(eleventh.status).toBe(429);
    const badEmail = await publicPost(business, "code", { email: "not-an-email" });
    expect(badEmail.status).toBe(400);
  });

  it("gets at most five codes an hour", async () => {
    const business = await withProgram();
    const email = "flood@example.com";
    for (let i = 0; i < 5; i++) expect((await publicPost(business, "code", { email })).status).toBe(202);
    const sixth = await publicPost(business, "code", { email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      "Too many codes were sent to this number or address. Please try again in an hour.",
    );
  });
});

describe("points", () => {
  it("are earned when an order is completed, taken back when it is refunded, and shown to the owner", async () => {
    const business = await withProgram();
    await onboard(api, double, business);
    const email = `bea-${business.businessId.toLowerCase()}@example.com`;
    const token = await join(business, email);
    // $34.49 of food: 34 units × 2 points.
    const placed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body: orderBody(business, {
        payment: "ONLINE_CARD",
        customer: { name: "Bea", phone: "(415) 555-0142", email },
      }),
      headers: { "idempotency-key": keyOf() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as { id: string; trackingKey: string };
    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${order.id}&key=${order.trackingKey}`,
    );
    await double.payments.confirmAsGuest(
      String(intent.body.clientSecret).split("_secret_")[0] ?? "",
      "4242424242424242",
    );
    await double.settled();
    await t.app.jobs.drain();
    await move(business, order.id, "ACCEPTED");
    await double.settled();
    expect((await me(business, token)).body.points).toBe(0);
    await move(business, order.id, "READY");
    await move(business, order.id, "COMPLETED");
    expect((await me(business, token)).body).toMatchObject({
      points: 68,
      rewards: [{ isAffordable: true }, {}],
    });

    const customerId = await customerIdOf(business);
    const seen = await api.get(`/v1/customers/${customerId}/loyalty`, business.token);
    expect(seen.body).toMatchObject({
      isMember: true,
      points: 68,
      history: [{ kind: "EARNED", points: 68, balanceAfter: 68, orderId: order.id }],
    });

    expect((await insightsOf(business)).loyalty).toEqual({
      isRunning: true,
      members: 1,
      newMembers: 1,
      pointsIssued: 68,
      pointsTakenBack: 0,
      rewardsRedeemed: 0,
      pointsOutstanding: 68,
    });

    const refunded = await api.post(`/v1/orders/${order.id}/refund`, {}, business.token);
    expect(refunded.body.paymentStatus).toBe("REFUNDED");
    await double.settled();
    await t.app.jobs.drain();
    expect((await me(business, token)).body.points).toBe(0);
    const after = await api.get(`/v1/customers/${customerId}/loyalty`, business.token);
    expect(after.body.history[0]).toMatchObject({ kind: "TAKEN_BACK", points: -68, balanceAfter: 0 });

    expect((await insightsOf(business)).loyalty).toMatchObject({ pointsTakenBack: 68, pointsOutstanding: 0 });

    const other = await createOrderingBusiness(api);
    expect((await api.get(`/v1/customers/${customerId}/loyalty`, other.token)).status).toBe(404);
    expect(
      (
        await api.post(
          `/v1/customers/${customerId}/loyalty/adjust`,
          { points: 5, reason: "Mine" },
          other.token,
        )
      ).status,
    ).toBe(404);
  });

  it("adjusted by the owner never go below zero, even fifty takings at once", async () => {
    const business = await withProgram();
    const placed = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body: orderBody(business),
      headers: { "idempotency-key": keyOf() },
    });
    expect(placed.status).toBe(201);
    const customerId = await customerIdOf(business);
    const given = await api.post(
      `/v1/customers/${customerId}/loyalty/adjust`,
      { points: 100, reason: "Welcome back" },
      business.token,
    );
    expect(given.body).toMatchObject({ isMember: true, points: 100 });
    const takings = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post(
          `/v1/customers/${customerId}/loyalty/adjust`,
          { points: -100, reason: "Spent" },
          business.token,
        ),
      ),
    );
    expect(takings.filter((taking) => taking.status === 200)).toHaveLength(1);
    const refused = takings.find((taking) => taking.status === 400);
    expect(refused?.body.message).toBe(
      "The member has fewer points than that. Please take off at most their points.",
    );
    const seen = await api.get(`/v1/customers/${customerId}/loyalty`, business.token);
    expect(seen.body.points).toBe(0);
    expect(seen.body.history.map((entry: { kind: string }) => entry.kind)).toEqual(["ADJUSTED", "ADJUSTED"]);
    // A reward at the counter: its points taken off once, however many ask at once.
    await api.post(
      `/v1/customers/${customerId}/loyalty/adjust`,
      { points: 60, reason: "Welcome" },
      business.token,
    );
    const redeemings = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post(`/v1/customers/${customerId}/loyalty/redeem`, { rewardId: "coffee" }, business.token),
      ),
    );
    expect(redeemings.filter((answer) => answer.status === 200)).toHaveLength(1);
    const unavailable = redeemings.find((answer) => answer.status === 400);
    expect(unavailable?.body).toMatchObject({
      code: "REWARD_UNAVAILABLE",
      message: "This reward is not in the program any more, or the customer has too few points for it.",
    });
    const redeemed = await api.get(`/v1/customers/${customerId}/loyalty`, business.token);
    expect(redeemed.body.points).toBe(10);
    expect(redeemed.body.history[0]).toMatchObject({
      kind: "REDEEMED",
      points: -50,
      balanceAfter: 10,
      reason: "A free coffee",
    });
    expect((await insightsOf(business)).loyalty.rewardsRedeemed).toBe(1);
    const unknown = await api.post(
      `/v1/customers/${customerId}/loyalty/redeem`,
      { rewardId: "x" },
      business.token,
    );
    expect(unknown.body.code).toBe("REWARD_UNAVAILABLE");

    const zero = await api.post(
      `/v1/customers/${customerId}/loyalty/adjust`,
      { points: 0, reason: "x" },
      business.token,
    );
    expect(zero.body.message).toBe(
      "Please enter the points to add, or the points to take off with a minus sign before them.",
    );
  });
});

describe("the guest's rewards page", () => {
  const addressOf = async (business: OrderingBusiness) =>
    (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;
  const post = (url: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${t.baseUrl}/m/${url}/rewards`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("offers 'Rewards' once the program is on, and joins with an email and its code without script", async () => {
    const off = await createOrderingBusiness(api);
    const offUrl = await addressOf(off);
    expect((await fetch(`${t.baseUrl}/m/${offUrl}/rewards`)).status).toBe(404);
    expect(await (await fetch(`${t.baseUrl}/m/${offUrl}`)).text()).not.toContain("/rewards");

    const business = await withProgram();
    const url = await addressOf(business);
    expect(await (await fetch(`${t.baseUrl}/m/${url}`)).text()).toContain(
      `href="/m/${url}/rewards">Rewards</a>`,
    );
    const page = await (await fetch(`${t.baseUrl}/m/${url}/rewards`)).text();
    expect(page).toContain("Earn 2 points for every $1.00 you spend.");
    expect(page).toContain("Join with your phone or email");

    const email = `cy-${business.businessId.toLowerCase()}@example.com`;
    const sent = await post(url, { step: "send", email });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`We sent a code to ${email}.`);
    await t.app.jobs.drain();
    const code = codeMailedTo(email);
    const wrong = await post(url, { step: "join", email, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("That code is not right. Please check the code we sent and try again.");
    expect(wrongPage).toContain('name="code"');

    const joined = await post(url, { step: "join", email, code });
    expect(joined.status).toBe(303);
    const cookie = joined.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      new RegExp(`^menu_rewards=[\\w-]+; Path=/m/${url}; Max-Age=\\d+; HttpOnly; SameSite=Lax`),
    );
    const session = cookie.split(";")[0] ?? "";
    const mine = await (
      await fetch(`${t.baseUrl}/m/${url}/rewards`, { headers: { cookie: session } })
    ).text();
    expect(mine).toContain("You have 0 points");
    expect(mine).toContain("A free coffee");
    expect(mine).toContain("50 more points to go");
    expect(mine).toContain(`Points are added when an order placed with ${email} is completed.`);

    // The cart on the same device is handed a session of its own for the member; not without the page's cookie,
    // nor at another restaurant.
    const handOver = (address: string, headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/m/${address}/rewards/session`, { method: "POST", headers });
    const handed = await handOver(url, { cookie: session });
    expect(handed.status).toBe(200);
    expect(handed.headers.get("cache-control")).toBe("no-store");
    const { guestToken } = (await handed.json()) as { guestToken: string };
    expect(guestToken).not.toBe(session.split("=")[1]);
    expect((await me(business, guestToken)).body.points).toBe(0);
    const refused = await handOver(url, {});
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: "Please sign in to the rewards program again." });
    const elsewhere = await withProgram();
    expect((await handOver(await addressOf(elsewhere), { cookie: session })).status).toBe(401);

    const out = await post(url, { step: "signout" }, session);
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    // Signed out, the old cookie opens nothing any more.
    const after = await (
      await fetch(`${t.baseUrl}/m/${url}/rewards`, { headers: { cookie: session } })
    ).text();
    expect(after).toContain("Join with your phone or email");
  });
});
