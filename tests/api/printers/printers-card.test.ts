import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { CloudPrntPrinter } from "../../helpers/cloudprnt-printer.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { onboard, startPaymentsApp } from "../../helpers/payments.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// The other ways an order reaches the kitchen: a card order once Stripe (the local double) authorizes its card,
// and a scheduled order when its due job makes it NEW. Neither prints before.

let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let device: CloudPrntPrinter;

beforeAll(async () => {
  double = await startStripeDouble();
  t = await startPaymentsApp(double);
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, business);
  const added = await api.post(
    `/v1/businesses/${business.businessId}/printers`,
    { name: "Kitchen", paper: 80, printOn: "arrival", copies: 1 },
    business.token,
  );
  expect(added.status).toBe(201);
  device = new CloudPrntPrinter(String(added.body.serverUrl).replace(t.app.config.publicBaseUrl, t.baseUrl));
});
afterAll(async () => {
  await t.close();
  await double.close();
});

describe("an arrival printer", () => {
  it("prints a card order once its card is authorized, not while the guest pays", async () => {
    const placed = await placeOrder(api, business, orderBody(business, { payment: "ONLINE_CARD" }));
    expect(placed.body.status).toBe("PENDING_PAYMENT");
    expect((await device.poll()).answer.jobReady).toBe(false);

    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${placed.body.id}&key=${placed.body.trackingKey}`,
    );
    expect(intent.status).toBe(200);
    await double.payments.confirmAsGuest(
      String(intent.body.clientSecret).split("_secret_")[0] ?? "",
      "4242424242424242",
    );
    await double.settled();
    const [ticket] = await device.waitForTickets(1);
    expect(ticket?.body).toContain(`#${placed.body.friendlyId}`);
    expect(ticket?.body).toContain("Card online · paid");
  });

  it("prints a scheduled order when it falls due", async () => {
    const scheduledFor = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const placed = await placeOrder(api, business, orderBody(business, { scheduledFor }));
    expect(placed.body.status).toBe("SCHEDULED");
    expect((await device.poll()).answer.jobReady).toBe(false);
    // The due job's move, made now instead of a day from now.
    const moved = await t.app.orders.lifecycle.move(t.database.db, { id: placed.body.id }, "NEW", "due");
    expect(moved?.status).toBe("NEW");
    const tickets = await device.waitForTickets(2);
    expect(tickets[1]?.body).toContain(`#${placed.body.friendlyId}`);
    expect(tickets[1]?.body).toContain("For ");
  });
});
