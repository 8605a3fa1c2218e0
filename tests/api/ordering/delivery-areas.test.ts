import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Delivery areas: a delivery goes only to a postal code of one of the owner's areas, at that area's fee and
// minimum and in its time; anywhere else is refused with the areas named, in the guest's language. The public
// check answers for the code asked about only.

const DOWNTOWN = {
  name: "Downtown",
  postalCodes: ["78701", "78702-78705"],
  fee: 300,
  minimum: 1500,
  estimateMinutes: 40,
};
const EAST = { name: "East", postalCodes: ["78721"], fee: 500, minimum: 9000, estimateMinutes: 60 };

let t: TestApp;
let api: Api;
let business: OrderingBusiness;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, {
    config: { deliveryAreas: [DOWNTOWN, EAST], minTotal: 2 },
    taxes: [],
  });
});
afterAll(() => t.close());

const check = (zip: string, of: { businessId: string } = business) =>
  api.get(`/v1/public/businesses/${of.businessId}/delivery-check?zip=${encodeURIComponent(zip)}`);
const price = (body: Record<string, unknown>, lang = "") =>
  api.post(`/v1/public/businesses/${business.businessId}/orders/price${lang ? `?lang=${lang}` : ""}`, {
    items: orderBody(business).items,
    ...body,
  });
const deliveryTo = (zip: string | undefined, overrides: Record<string, unknown> = {}) =>
  orderBody(business, {
    type: "DELIVERY",
    customer: {
      name: "Bo",
      phone: "5125550100",
      address: "2 Pine St",
      ...(zip === undefined ? {} : { zip }),
    },
    ...overrides,
  });
const ordersTotal = async () =>
  (await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token)).body
    .total as number;

describe("the delivery check", () => {
  it("finds a code in a single code or a range, with the area's fee, minimum and estimate", async () => {
    for (const zip of ["78701", "78702", "78704", "78705", " 78703 "]) {
      const answer = await check(zip);
      expect(answer.status, zip).toBe(200);
      expect(answer.body, zip).toEqual({
        delivers: true,
        area: "Downtown",
        fee: 300,
        minimum: 1500,
        estimateMinutes: 40,
      });
    }
    expect((await check("78721")).body).toMatchObject({ delivers: true, area: "East", fee: 500 });
  });

  it("says a code outside every area is not served, and nothing more: no area's codes", async () => {
    for (const zip of ["78706", "78700", "7870", "787011", "90210", "78706-1234"]) {
      const answer = await check(zip);
      expect(answer.status, zip).toBe(200);
      expect(answer.body, zip).toEqual({ delivers: false });
    }
  });

  it("answers in a few bytes however many codes the areas hold", async () => {
    // Fifty areas of 500 codes each: the most an owner can save.
    const areas = Array.from({ length: 50 }, (_, a) => ({
      name: `Area ${a}`,
      postalCodes: Array.from({ length: 500 }, (_, c) => String(10_000 + a * 500 + c)),
      fee: 100,
      minimum: 0,
      estimateMinutes: 30,
    }));
    const wide = await createOrderingBusiness(api, { config: { deliveryAreas: areas } });
    const outside = await check("90210", wide);
    expect(outside.status).toBe(200);
    expect(outside.body).toEqual({ delivers: false });
    const inside = await check("34999", wide);
    expect(inside.body).toEqual({
      delivers: true,
      area: "Area 49",
      fee: 100,
      minimum: 0,
      estimateMinutes: 30,
    });
  });

  it("judges a ZIP+4 by its ZIP", async () => {
    for (const zip of ["78701-1234", "78701 1234", "787011234", "78703-0001"]) {
      const answer = await check(zip);
      expect(answer.body, zip).toEqual({
        delivers: true,
        area: "Downtown",
        fee: 300,
        minimum: 1500,
        estimateMinutes: 40,
      });
    }
    expect((await check("78721-9999")).body).toMatchObject({ delivers: true, area: "East" });
    const priced = await price({ type: "DELIVERY", zip: "78721-0042" });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body).toMatchObject({ deliveryFee: 500, minTotal: 9000 });
    const placed = await placeOrder(api, business, deliveryTo("78701-1234"));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ type: "DELIVERY", deliveryFee: 300 });
  });

  it("asks for a code, and answers 404 for a business that does not exist", async () => {
    const empty = await check("");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please enter a postal code.");
    expect((await check("78701", { businessId: "nope" })).status).toBe(404);
  });
});

describe("a delivery's fee and minimum", () => {
  it("prices a delivery with its area's fee and minimum; pick-up keeps the business's minimum", async () => {
    const downtown = await price({ type: "DELIVERY", zip: "78703" });
    expect(downtown.status, JSON.stringify(downtown.body)).toBe(200);
    expect(downtown.body).toMatchObject({ deliveryFee: 300, minTotal: 1500, problems: [] });
    expect(downtown.body.total).toBe(downtown.body.subtotal + 300);
    const east = await price({ type: "DELIVERY", zip: "78721" });
    expect(east.body).toMatchObject({ deliveryFee: 500, minTotal: 9000 });
    expect(east.body.problems).toEqual([{ code: "BELOW_MINIMUM", message: "The minimum order is $90.00." }]);
    const pickup = await price({ type: "PICKUP", zip: "78721" });
    expect(pickup.body).toMatchObject({ deliveryFee: 0, minTotal: 200, problems: [] });
  });

  it("places a delivery at its area's fee, and refuses one below the area's minimum", async () => {
    const placed = await placeOrder(api, business, deliveryTo("78705"));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ type: "DELIVERY", deliveryFee: 300 });
    expect(placed.body.customer.zip).toBe("78705");
    const before = await ordersTotal();
    const below = await placeOrder(api, business, deliveryTo("78721"));
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: "BELOW_MINIMUM", message: "The minimum order is $90.00." });
    expect(await ordersTotal()).toBe(before);
  });

  it("promises a delivery in its area's time", async () => {
    const near = await price({ type: "DELIVERY", zip: "78701" });
    const far = await price({ type: "DELIVERY", zip: "78721" });
    const minutes = (Date.parse(far.body.promisedFor) - Date.parse(near.body.promisedFor)) / 60_000;
    // 60 minutes against 40, give or take the minute the two calls may straddle.
    expect(minutes).toBeGreaterThanOrEqual(19);
    expect(minutes).toBeLessThanOrEqual(21);
  });
});

describe("a delivery outside the areas", () => {
  it("is refused with OUTSIDE_DELIVERY_AREA naming the areas, and nothing is stored", async () => {
    const before = await ordersTotal();
    const refused = await placeOrder(api, business, deliveryTo("90210"));
    expect(refused.status).toBe(400);
    const message =
      "Sorry, we do not deliver to 90210. We deliver to: Downtown (78701, 78702-78705); East (78721).";
    expect(refused.body).toMatchObject({
      code: "OUTSIDE_DELIVERY_AREA",
      message,
      errors: [{ path: "customer.zip", message }],
    });
    const noZip = await placeOrder(api, business, deliveryTo(undefined));
    expect(noZip.status).toBe(400);
    expect(noZip.body.code).toBe("OUTSIDE_DELIVERY_AREA");
    expect(noZip.body.message).toBe(
      "Please enter your postal code so we can check that we deliver there. We deliver to: Downtown (78701, 78702-78705); East (78721).",
    );
    expect(await ordersTotal()).toBe(before);
  });

  it("is refused in the guest's language, on the price call too", async () => {
    const french = await api.call("POST", `/v1/public/businesses/${business.businessId}/orders?lang=fr`, {
      body: deliveryTo("75001"),
      headers: { "idempotency-key": `fr-${Date.now()}-${Math.random()}` },
    });
    expect(french.status).toBe(400);
    expect(french.body.message).toBe(
      "Désolé, nous ne livrons pas au 75001. Nous livrons : Downtown (78701, 78702-78705); East (78721).",
    );
    const german = await price({ type: "DELIVERY", zip: "10115" }, "de");
    expect(german.status).toBe(400);
    expect(german.body.code).toBe("OUTSIDE_DELIVERY_AREA");
    expect(german.body.message).toContain("Leider liefern wir nicht nach 10115.");
    expect(german.body.message).toContain("Downtown (78701, 78702-78705); East (78721)");
    const arabic = await price({ type: "DELIVERY", zip: "10115" }, "ar");
    expect(arabic.body.message).toContain("لا نوصّل إلى 10115");
  });
});

describe("a business with no area", () => {
  it("does not offer delivery, refuses one with METHOD_OFF, and delivers nowhere", async () => {
    const bare = await createOrderingBusiness(api, { config: { deliveryAreas: [] } });
    const options = await api.get(`/v1/public/businesses/${bare.businessId}/ordering`);
    expect(options.body.types).toEqual(["PICKUP", "TABLE"]);
    const refused = await placeOrder(api, bare, orderBody(bare, deliveryTo("78701")));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "METHOD_OFF", message: "This business does not deliver." });
    expect((await check("78701", bare)).body).toEqual({ delivers: false });
  });
});

describe("the owner's areas", () => {
  const patch = (config: Record<string, unknown>, token = business.token) =>
    api.patch(`/v1/businesses/${business.businessId}`, { config }, token);

  it("refuses areas that cannot be read, with a sentence for each, and keeps the saved ones", async () => {
    const cases: [unknown, string][] = [
      [
        [{ ...DOWNTOWN, postalCodes: ["78705-78702"] }],
        "Please enter postal codes like 78701, or a range like 78702-78705.",
      ],
      [
        [{ ...DOWNTOWN, postalCodes: ["787-78705"] }],
        "Please enter postal codes like 78701, or a range like 78702-78705.",
      ],
      [[{ ...DOWNTOWN, postalCodes: [] }], "Please enter at least one postal code."],
      [[{ ...DOWNTOWN, name: " " }], "Please name the area."],
      [[{ ...DOWNTOWN, fee: -1 }], "Please enter an amount of 0 or more."],
      [[{ ...DOWNTOWN, minimum: 1.5 }], "Please enter an amount of 0 or more."],
      [[{ ...DOWNTOWN, estimateMinutes: -5 }], "Please enter the minutes a delivery takes."],
    ];
    for (const [deliveryAreas, message] of cases) {
      const refused = await patch({ deliveryAreas });
      expect(refused.status, message).toBe(400);
      expect(JSON.stringify(refused.body), message).toContain(message);
    }
    // Still as saved: both areas served as they were.
    expect((await check("78721")).body).toMatchObject({ delivers: true, area: "East" });
    expect((await check("78704")).body).toMatchObject({ delivers: true, area: "Downtown" });
    expect((await check("90210")).body).toEqual({ delivers: false });
  });

  it("keeps another member's business as it is: 404", async () => {
    const stranger = await createMember(api);
    const refused = await patch({ deliveryAreas: [] }, stranger.token);
    expect(refused.status).toBe(404);
    expect((await check("78701")).body.delivers).toBe(true);
  });
});
