import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A guest signed in to a business's rewards program at checkout: the order earns that member its points, and
// takes a reward they hold the points for. Pricing shows the reward and why one cannot be taken; placing spends
// its points in the order's own write, once however many orders try at once; a rejected or cancelled order gives
// them back.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp({
    // Each guest's call comes from an address of its own (the per-address limits have their own tests).
    config: { publicBaseUrl: "http://menu.test", contextPath: "", debug: false, trustProxy: 1 },
  });
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
const nextAddress = () => `198.51.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** A business with a program: 2 points a dollar; $3 off for 50, a free soda for 30, $14.25 off for 200. */
async function withProgram() {
  const business = await createOrderingBusiness(api);
  const program = {
    enabled: true,
    earn: { kind: "POINTS_PER_UNIT", points: 2, minSubtotal: 0 },
    rewards: [
      { id: "coffee", name: "Three dollars off", points: 50, kind: "AMOUNT", value: 300 },
      { id: "soda", name: "A soda on us", points: 30, kind: "ITEM", itemId: business.items.soda },
      { id: "pizza", name: "A pizza on us", points: 200, kind: "AMOUNT", value: 1425 },
    ],
  };
  const saved = await api.put(`/v1/businesses/${business.businessId}/loyalty`, program, business.token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return business;
}

const publicCall = (
  method: "GET" | "POST",
  path: string,
  { body, token, key }: { body?: object; token?: string; key?: string } = {},
) =>
  api.call(method, path, {
    ...(body ? { body } : {}),
    headers: {
      "x-forwarded-for": nextAddress(),
      ...(token ? { authorization: `Guest ${token}` } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
  });

/** Joins with an email proved by the code mailed to it: the guest's token. */
async function join(business: OrderingBusiness, email: string) {
  const base = `/v1/public/businesses/${business.businessId}/loyalty`;
  expect((await publicCall("POST", `${base}/code`, { body: { email } })).status).toBe(202);
  await t.app.jobs.drain();
  const mail = t
    .outbox()
    .filter((sent) => sent.to === email)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
  const session = await publicCall("POST", `${base}/session`, { body: { email, code } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return String(session.body.guestToken);
}

const pointsOf = async (business: OrderingBusiness, token: string) =>
  (await publicCall("GET", `/v1/public/businesses/${business.businessId}/loyalty/me`, { token })).body.points;

const price = (business: OrderingBusiness, body: object, token?: string) =>
  publicCall("POST", `/v1/public/businesses/${business.businessId}/orders/price`, {
    body,
    ...(token ? { token } : {}),
  });

const place = (business: OrderingBusiness, body: object, token?: string) =>
  publicCall("POST", `/v1/public/businesses/${business.businessId}/orders`, {
    body,
    key: keyOf(),
    ...(token ? { token } : {}),
  });

async function move(business: OrderingBusiness, orderId: string, status: string) {
  const moved = await api.post(`/v1/orders/${orderId}/status`, { status }, business.token);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await t.app.jobs.drain();
  return moved.body;
}

/** A member with `points`, given by the owner on the customer their first order made. */
async function memberWith(business: OrderingBusiness, email: string, points: number) {
  const token = await join(business, email);
  const first = await place(
    business,
    orderBody(business, { customer: { name: "Di", phone: "(415) 555-0143", email } }),
  );
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
  const customerId = String(customers.body.list[0]?.id);
  const given = await api.post(
    `/v1/customers/${customerId}/loyalty/adjust`,
    { points, reason: "Welcome" },
    business.token,
  );
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return token;
}

const cart = (business: OrderingBusiness) => {
  const { customer: _customer, payment: _payment, ...lines } = orderBody(business);
  return lines;
};

describe("a reward at checkout", () => {
  it("is priced for a member who holds its points, spent by the order, and given back when it is rejected", async () => {
    const business = await withProgram();
    const email = `cy-${business.businessId.toLowerCase()}@example.com`;
    const token = await join(business, email);
    const customer = { name: "Cy", phone: "(415) 555-0142", email };

    // Signed in, the order earns its member points once completed ($34.49 of food: 34 × 2).
    const earning = await place(business, orderBody(business, { customer }), token);
    expect(earning.status, JSON.stringify(earning.body)).toBe(201);
    expect(earning.body).toMatchObject({ reward: null, pointsEarned: 0 });
    await move(business, earning.body.id, "ACCEPTED");
    await move(business, earning.body.id, "READY");
    const completed = await move(business, earning.body.id, "COMPLETED");
    expect(completed.pointsEarned).toBe(68);
    expect(await pointsOf(business, token)).toBe(68);

    const plain = await price(business, cart(business), token);
    const priced = await price(business, { ...cart(business), rewardId: "coffee" }, token);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.problems).toEqual([]);
    expect(priced.body.reward).toEqual({ id: "coffee", name: "Three dollars off", points: 50, amount: 300 });
    expect(priced.body.discount).toBe(300);
    expect(priced.body.subtotal).toBe(plain.body.subtotal);
    // Tax is on what is left after the reward, as after a code's discount.
    expect(priced.body.tax).toBeLessThan(plain.body.tax);
    expect(priced.body.total).toBe(plain.body.total - 300 - (plain.body.tax - priced.body.tax));

    // What cannot be taken is priced without it, and says why.
    const tooDear = await price(business, { ...cart(business), rewardId: "pizza" }, token);
    expect(tooDear.body).toMatchObject({ reward: null, discount: 0, total: plain.body.total });
    expect(tooDear.body.problems).toEqual([
      {
        code: "REWARD_UNAVAILABLE",
        message: "This reward can't be taken: you have too few points for it, or it is no longer offered.",
      },
    ]);
    const signedOut = await price(business, { ...cart(business), rewardId: "coffee" });
    expect(signedOut.body.problems[0].message).toBe("Please sign in to the rewards program again.");
    const { items } = cart(business);
    const withoutSoda = { ...cart(business), items: items.slice(0, 1), rewardId: "soda" };
    const noSoda = await price(business, withoutSoda, token);
    expect(noSoda.body.problems[0]).toEqual({
      code: "REWARD_UNAVAILABLE",
      message: "Add Soda to your order to take this reward.",
    });
    const soda = await price(business, { ...cart(business), rewardId: "soda" }, token);
    expect(soda.body.reward).toMatchObject({ id: "soda", amount: 299 });
    const spanish = await publicCall(
      "POST",
      `/v1/public/businesses/${business.businessId}/orders/price?lang=es`,
      { body: { ...cart(business), rewardId: "pizza" }, token },
    );
    expect(spanish.body.problems[0].message).toBe(
      "No puedes usar esta recompensa: tienes pocos puntos para ella o ya no se ofrece.",
    );

    // Another business's session is not this one's.
    const other = await withProgram();
    const elsewhere = await price(other, { ...cart(other), rewardId: "coffee" }, token);
    expect(elsewhere.body.problems[0].code).toBe("REWARD_UNAVAILABLE");

    const refused = await place(business, orderBody(business, { customer, rewardId: "pizza" }), token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("REWARD_UNAVAILABLE");
    expect(await pointsOf(business, token)).toBe(68);

    const placed = await place(business, orderBody(business, { customer, rewardId: "coffee" }), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      reward: priced.body.reward,
      discount: 300,
      total: priced.body.total,
    });
    expect(await pointsOf(business, token)).toBe(18);
    // The owner's mail lists the reward on a line of its own.
    await t.app.jobs.drain();
    const ownerMail = t
      .outbox()
      .find((mail) => mail.text.includes(`#${placed.body.friendlyId}`) && mail.to !== email);
    expect(ownerMail?.text).toContain("Reward: Three dollars off −$3.00");

    await move(business, placed.body.id, "REJECTED");
    expect(await pointsOf(business, token)).toBe(68);
    const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    const history = await api.get(`/v1/customers/${customers.body.list[0]?.id}/loyalty`, business.token);
    expect(
      history.body.history.map((entry: { kind: string; points: number }) => [entry.kind, entry.points]),
    ).toEqual([
      ["RETURNED", 50],
      ["REDEEMED", -50],
      ["EARNED", 68],
    ]);
  });

  it("finds the points the owner gave a customer when the guest joins later with the customer's email", async () => {
    const business = await withProgram();
    const email = `ed-${business.businessId.toLowerCase()}@example.com`;
    const customer = await api.post(
      "/v1/customers",
      { businessId: business.businessId, name: "Ed", phone: "(415) 555-0177", email },
      business.token,
    );
    expect(customer.status).toBe(201);
    const given = await api.post(
      `/v1/customers/${customer.body.id}/loyalty/adjust`,
      { points: 60, reason: "Welcome" },
      business.token,
    );
    expect(given.body.points).toBe(60);
    const token = await join(business, email);
    expect(await pointsOf(business, token)).toBe(60);
  });

  it("spends the member's points once, however many orders take the reward at once", async () => {
    const business = await withProgram();
    const email = `di-${business.businessId.toLowerCase()}@example.com`;
    const token = await memberWith(business, email, 50);
    const body = orderBody(business, {
      customer: { name: "Di", phone: "(415) 555-0143", email },
      rewardId: "coffee",
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(business, body, token)));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed, JSON.stringify(answers.find((answer) => answer.status !== 400)?.body)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status === 400);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) expect(refusal.body.code).toBe("REWARD_UNAVAILABLE");
    expect(await pointsOf(business, token)).toBe(0);
    expect(placed[0]?.body.reward).toMatchObject({ id: "coffee", points: 50 });
  });
});
