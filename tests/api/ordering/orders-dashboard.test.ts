import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "../../../src/shared/ordering/orders.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import { createOrderingBusiness, keyOf, orderBody, placeOrder } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// What the owner's Orders screen and the customers' drawer read, and the pace the guest's
// order calls are held to.

describe("the owner's dashboard", () => {
  let t: TestApp;
  let api: Api;
  beforeAll(async () => {
    t = await startTestApp();
    api = createApi(t.baseUrl);
  });
  afterAll(() => t.close());

  it("keeps the first time an order is opened, and never shows it to the guest", async () => {
    const business = await createOrderingBusiness(api);
    const { body: placed } = await placeOrder(api, business, orderBody(business));
    const fresh = await api.get(`/v1/orders/${placed.id}`, business.token);
    expect(fresh.body.openedDate).toBeNull();
    const newTab = await api.get(`/v1/businesses/${business.businessId}/orders?tab=new`, business.token);
    expect(newTab.body.list[0]).toMatchObject({ id: placed.id, openedDate: null });

    const first = await api.post(`/v1/orders/${placed.id}/opened`, undefined, business.token);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.openedDate)).toBeGreaterThan(Date.parse(placed.createdDate) - 1);
    expect(first.body.status).toBe("NEW");
    const again = await api.post(`/v1/orders/${placed.id}/opened`, undefined, business.token);
    expect(again.body.openedDate).toBe(first.body.openedDate);
    const listed = await api.get(`/v1/businesses/${business.businessId}/orders?tab=new`, business.token);
    expect(listed.body.list[0].openedDate).toBe(first.body.openedDate);

    const guest = await api.get(`/v1/public/orders/${placed.id}?key=${placed.trackingKey}`);
    expect(guest.status).toBe(200);
    expect(guest.body).not.toHaveProperty("openedDate");
    expect(placed).not.toHaveProperty("openedDate");
  });

  it("answers 404 to another member opening an order, and keeps it unopened", async () => {
    const business = await createOrderingBusiness(api);
    const stranger = await createMember(api);
    const { body: placed } = await placeOrder(api, business, orderBody(business));
    const refused = await api.post(`/v1/orders/${placed.id}/opened`, undefined, stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe("NOT_FOUND");
    expect((await api.get(`/v1/orders/${placed.id}`, business.token)).body.openedDate).toBeNull();
    const unknown = await api.post("/v1/orders/no-such-order/opened", undefined, business.token);
    expect(unknown.status).toBe(404);
  });

  it("lists a customer's orders, newest first, with status and total, in the customer's drawer", async () => {
    const business = await createOrderingBusiness(api);
    const stranger = await createMember(api);
    const { body: first } = await placeOrder(api, business, orderBody(business));
    const { body: second } = await placeOrder(
      api,
      business,
      orderBody(business, { customer: { name: "Ada Guest", phone: "4155550199", email: "ada@example.com" } }),
    );
    await api.post(
      `/v1/orders/${first.id}/status`,
      { status: "REJECTED", reason: "Sold out" },
      business.token,
    );
    const customers = await api.get(`/v1/customers?businessId=${business.businessId}`, business.token);
    expect(customers.body.list).toHaveLength(1);
    const customerId = customers.body.list[0].id;
    const details = await api.get(`/v1/customers/${customerId}`, business.token);
    expect(details.body.email).toBe("ada@example.com");
    expect(details.body.orders).toEqual([
      {
        id: second.id,
        friendlyId: "2",
        status: "NEW",
        submitDate: second.createdDate,
        currency: "$",
        currencyCode: "USD",
        total: second.total,
      },
      {
        id: first.id,
        friendlyId: "1",
        status: "REJECTED",
        submitDate: first.createdDate,
        currency: "$",
        currencyCode: "USD",
        total: first.total,
      },
    ]);
    const foreign = await api.get(`/v1/customers/${customerId}`, stranger.token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(first.id);
  });
});

describe("the pace of the guest's order calls", () => {
  let t: TestApp;
  let api: Api;
  beforeAll(async () => {
    t = await startTestApp({
      config: {
        publicBaseUrl: "http://menu.test",
        contextPath: "",
        debug: false,
        // One proxy in front, as behind a load balancer: X-Forwarded-For names the guest.
        trustProxy: 1,
        orderRateLimits: { windowMs: 60_000, ordersPerAddress: 3, pricesPerAddress: 4 },
      },
    });
    api = createApi(t.baseUrl);
  });
  afterAll(() => t.close());

  const from = (address: string) => ({ "x-forwarded-for": address });
  const order = (business: { businessId: string }, body: unknown, address: string, key = keyOf()) =>
    api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
      body,
      headers: { "idempotency-key": key, ...from(address) },
    });

  it("refuses a fourth order from one address at one business with 429, storing nothing", async () => {
    const business = await createOrderingBusiness(api);
    for (let i = 0; i < 3; i++)
      expect((await order(business, orderBody(business), "203.0.113.7")).status).toBe(201);
    const refused = await order(business, orderBody(business), "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: ORDER_MESSAGES.tooManyOrders,
    });
    const all = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(all.body.total).toBe(3);
    // A guest on a French page reads it in French: only the server carries the refusals' sentences.
    const french = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=fr`, {
      body: orderBody(business),
      headers: { "idempotency-key": keyOf(), ...from("203.0.113.7") },
    });
    expect(french.status).toBe(429);
    expect(french.body.message).toBe(
      "Trop de commandes depuis votre réseau. Veuillez patienter quelques minutes et réessayer.",
    );

    // Another guest, and the same guest at another business, still order.
    expect((await order(business, orderBody(business), "198.51.100.20")).status).toBe(201);
    const other = await createOrderingBusiness(api);
    expect((await order(other, orderBody(other), "203.0.113.7")).status).toBe(201);
  });

  it("holds pricing to its own limit", async () => {
    const business = await createOrderingBusiness(api);
    const price = (address: string) =>
      api.call("POST", `/v1/public/businesses/${business.businessId}/orders/price`, {
        body: { type: "PICKUP", items: orderBody(business).items },
        headers: from(address),
      });
    for (let i = 0; i < 4; i++) expect((await price("203.0.113.8")).status).toBe(200);
    const refused = await price("203.0.113.8");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
    expect((await price("203.0.113.9")).status).toBe(200);
    // Pricing used none of the orders' allowance.
    expect((await order(business, orderBody(business), "203.0.113.8")).status).toBe(201);
  });
});
