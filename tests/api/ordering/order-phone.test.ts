import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// A guest at a table is found at the table: a table order needs no phone. Pick-up and delivery still need one,
// the kitchen's way to reach the guest.

let t: TestApp;
let api: Api;
let business: OrderingBusiness;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api);
});
afterAll(() => t.close());

const ordersTotal = async () =>
  (await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token)).body
    .total as number;
const customersOf = async () =>
  (await api.get(`/v1/customers?businessId=${business.businessId}`, business.token)).body.list as {
    name: string;
    phone: string;
  }[];

describe("the guest's phone on an order", () => {
  it("is not needed at a table: a name is enough, and no phone-less customer is made", async () => {
    const first = await placeOrder(
      api,
      business,
      orderBody(business, { type: "TABLE", table: "4", customer: { name: "Ada at four" } }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      type: "TABLE",
      table: "4",
      customer: { name: "Ada at four", phone: "" },
    });
    // An empty phone given outright is the same as none.
    const second = await placeOrder(
      api,
      business,
      orderBody(business, { type: "TABLE", table: "7", customer: { name: "Bo at seven", phone: "" } }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const owned = await api.get(`/v1/orders/${second.body.id}`, business.token);
    expect(owned.body).toMatchObject({ customerId: null, customer: { name: "Bo at seven", phone: "" } });
    // Two guests without a phone are not merged into one customer: neither is one.
    expect(await customersOf()).toEqual([]);

    // The owner's mail names the guest without an empty phone after a comma.
    await t.app.jobs.drain();
    await expect
      .poll(() => t.outbox().find((mail) => mail.subject.startsWith(`New order #${first.body.friendlyId}:`)))
      .toBeDefined();
    const mail = t.outbox().find((found) => found.subject.startsWith(`New order #${first.body.friendlyId}:`));
    expect(mail?.text).toMatch(/\nAda at four\n/);
  });

  it("given at a table, still makes the guest a customer", async () => {
    const placed = await placeOrder(
      api,
      business,
      orderBody(business, { type: "TABLE", table: "2", customer: { name: "Cy", phone: "(415) 555-0142" } }),
    );
    expect(placed.status).toBe(201);
    expect((await customersOf()).map((customer) => [customer.name, customer.phone])).toEqual([
      ["Cy", "4155550142"],
    ]);
  });

  it("is still needed for pick-up and delivery, with a sentence, and nothing is stored", async () => {
    const before = await ordersTotal();
    for (const body of [
      orderBody(business, { customer: { name: "Di" } }),
      orderBody(business, { customer: { name: "Di", phone: "  " } }),
      orderBody(business, { type: "DELIVERY", customer: { name: "Di", address: "2 Pine St" } }),
    ]) {
      const refused = await placeOrder(api, business, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({
        code: "VALIDATION",
        message: "Please enter your phone number.",
        errors: [{ path: "customer.phone", message: "Please enter your phone number." }],
      });
    }
    expect(await ordersTotal()).toBe(before);
  });
});
