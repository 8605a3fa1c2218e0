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
// the kitchen's way to reach the guest. A phone is a number of a real plan, kept in E.164 and read in the
// business's country, so one guest is one number however it was typed; texts go only to mobiles the business
// may text.

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
      ["Cy", "+14155550142"],
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

  it("is kept in E.164: typed with +1, with 00 or nationally, it is one guest and one customer", async () => {
    const shop = await createOrderingBusiness(api);
    for (const phone of ["+1 512 555 0100", "001 512 555 0100", "(512) 555-0100", "1-512-555-0100"]) {
      const placed = await placeOrder(api, shop, orderBody(shop, { customer: { name: "Eve", phone } }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.customer.phone).toBe("+15125550100");
    }
    const customers = await api.get(`/v1/customers?businessId=${shop.businessId}`, shop.token);
    expect(customers.body.list.map((customer: { phone: string }) => customer.phone)).toEqual([
      "+15125550100",
    ]);
  });

  it("refuses a number of no plan with a sentence, and stores nothing", async () => {
    const before = await ordersTotal();
    for (const phone of ["+900123456", "12345678901234567890", "555", "+1 000 000 0000"]) {
      const refused = await placeOrder(
        api,
        business,
        orderBody(business, { customer: { name: "Fi", phone } }),
      );
      expect(refused.status, phone).toBe(400);
      expect(refused.body).toMatchObject({
        code: "VALIDATION",
        message: "Please enter a valid phone number.",
        errors: [{ path: "customer.phone", message: "Please enter a valid phone number." }],
      });
    }
    const inFrench = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=fr`, {
      body: orderBody(business, { customer: { name: "Fi", phone: "+900123456" } }),
      headers: { "idempotency-key": `phone-${Date.now()}` },
    });
    expect(inFrench.body.message).toBe("Veuillez saisir un numéro de téléphone valide.");
    expect(await ordersTotal()).toBe(before);
  });

  it("takes texts only to a mobile of the business's country and of the countries its owner lists", async () => {
    const shop = await createOrderingBusiness(api, { config: { guestSms: true } });
    const texted = (phone: string) =>
      orderBody(shop, { customer: { name: "Gus", phone }, notify: { email: false, sms: true } });
    const abroad = await placeOrder(api, shop, texted("+44 7400 123456"));
    expect(abroad.status).toBe(400);
    expect(abroad.body).toMatchObject({
      code: "VALIDATION",
      message: "Texts can only go to a mobile number in the United States.",
      errors: [{ path: "customer.phone" }],
    });
    // A French mobile without texts is a phone like any other.
    const untexted = await placeOrder(
      api,
      shop,
      orderBody(shop, { customer: { name: "Gus", phone: "+33 6 12 34 56 78" } }),
    );
    expect(untexted.status, JSON.stringify(untexted.body)).toBe(201);
    expect(untexted.body.customer.phone).toBe("+33612345678");

    // The owner's list: ISO codes, checked.
    const wrong = await api.patch(
      `/v1/businesses/${shop.businessId}`,
      { config: { textCountries: ["GB", "Narnia"] } },
      shop.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Please choose countries from the list.");
    const listed = await api.patch(
      `/v1/businesses/${shop.businessId}`,
      { config: { textCountries: ["gb"] } },
      shop.token,
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.config.textCountries).toEqual(["GB"]);
    const british = await placeOrder(api, shop, texted("+44 7400 123456"));
    expect(british.status, JSON.stringify(british.body)).toBe(201);
    expect(british.body).toMatchObject({ customer: { phone: "+447400123456" }, notify: { sms: true } });
    const french = await placeOrder(api, shop, texted("+33 6 12 34 56 78"));
    expect(french.body.message).toBe(
      "Texts can only go to a mobile number in the United States or the United Kingdom.",
    );
  });
});
