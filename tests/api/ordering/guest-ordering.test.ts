import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// What the guest's side of ordering needs from the server: the menu page's Add buttons while
// ordering is on, the checkout's hours, and the confirmation page behind the order's tracking key.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const page = (path: string) => fetch(`${t.baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });

async function addressOf(business: OrderingBusiness) {
  const dashboard = await api.get(`/v1/members/${business.memberId}/dashboard`, business.token);
  return dashboard.body.business.url as string;
}

describe("the menu page while ordering is on", () => {
  let business: OrderingBusiness;
  let address: string;
  beforeAll(async () => {
    business = await createOrderingBusiness(api, { config: { phone: "5125550123" } });
    address = await addressOf(business);
  });

  it("has an Add button on each orderable item, the menu of each, and says ordering needs script", async () => {
    const html = await (await page(`/m/${address}`)).text();
    expect(html).toContain(`data-add="${business.items.pizza}"`);
    expect(html).toContain(`data-add="${business.items.soda}"`);
    // The hidden salad is not on the page at all.
    expect(html).not.toContain(business.items.hidden);
    expect(html).toContain(`data-m="${business.menuId}"`);
    expect(html).toContain('aria-label="Add Margherita"');
    expect(html).toMatch(
      /<noscript><p class="nojs">Ordering online needs JavaScript, which is off in this browser\. To order, call <a href="tel:5125550123">\(512\) 555-0123<\/a>\.<\/p><\/noscript>/,
    );
    // Without script the buttons go (a style the page's CSP allows by its hash).
    const response = await page(`/m/${address}`);
    expect(await response.text()).toContain("<noscript><style>.add{display:none}</style></noscript>");
    expect(response.headers.get("content-security-policy")).toMatch(/style-src 'self' 'sha256-[^']+'/);
  });

  it("drops them at once when the owner turns ordering off, without a publish", async () => {
    const other = await createOrderingBusiness(api);
    const otherAddress = await addressOf(other);
    expect(await (await page(`/m/${otherAddress}`)).text()).toContain("data-add=");
    const off = await api.patch(
      `/v1/businesses/${other.businessId}`,
      { orderingEnabled: false },
      other.token,
    );
    expect(off.status).toBe(200);
    const html = await (await page(`/m/${otherAddress}`)).text();
    expect(html).not.toContain("data-add=");
    expect(html).not.toContain("Ordering online needs JavaScript");
    expect(html).toContain("Margherita");
  });

  it("tells the checkout the hours, zone and clock format that orders in advance are offered within", async () => {
    const options = await api.get(`/v1/public/businesses/${business.businessId}/ordering`);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      timeZone: "UTC",
      timeZoneOffset: expect.any(Number),
      use24HourFormat: false,
      inAdvance: true,
      advanceDays: 7,
    });
    expect(options.body.hours.monday).toEqual({ open: true, hours: [{ start: "00:00", end: "00:00" }] });
  });
});

describe("the confirmation page", () => {
  let business: OrderingBusiness;
  let address: string;
  let order: { id: string; trackingKey: string; friendlyId: string };
  beforeAll(async () => {
    business = await createOrderingBusiness(api);
    address = await addressOf(business);
    const placed = await placeOrder(api, business, { ...orderBody(business), tip: 150 });
    expect(placed.status).toBe(201);
    order = placed.body;
  });

  const confirmation = (key: string, at = address, id = order.id) =>
    page(`/m/${at}/orders/${id}?key=${encodeURIComponent(key)}`);

  it("shows the friendly number, what was ordered, the totals and the status, for the tracking key", async () => {
    const response = await confirmation(order.trackingKey);
    expect(response.status).toBe(200);
    // Made for one guest: never stored, and its address (with the key) never sent as a referrer.
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(`Order <b>#${order.friendlyId}</b>`);
    expect(html).toContain('data-order-status="NEW"');
    expect(html).toContain("Order received");
    expect(html).toContain("2× Margherita</b> · Large");
    expect(html).toContain("Extra cheese");
    // 34.49 + 8.25 % (2.85) + tip 1.50 = 38.84.
    expect(html).toContain("<span>Tip</span><span>$1.50</span>");
    expect(html).toContain("<b>$38.84</b>");
    expect(html).toContain(
      `data-track="/v1/public/orders/${order.id}/live?key=${encodeURIComponent(order.trackingKey)}"`,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("follows the order's status when it is made again", async () => {
    const moved = await api.post(
      `/v1/orders/${order.id}/status`,
      { status: "REJECTED", reason: "Out of dough tonight" },
      business.token,
    );
    expect(moved.status).toBe(200);
    const html = await (await confirmation(order.trackingKey)).text();
    expect(html).toContain('data-order-status="REJECTED"');
    expect(html).toContain("Rejected");
    expect(html).toContain("Out of dough tonight");
  });

  it("is the guest's 404 with a wrong or missing key, an unknown order, or another business's address", async () => {
    expect((await confirmation("not-the-key")).status).toBe(404);
    expect((await page(`/m/${address}/orders/${order.id}`)).status).toBe(404);
    expect((await confirmation(order.trackingKey, address, "nope")).status).toBe(404);
    const other = await createOrderingBusiness(api);
    const otherAddress = await addressOf(other);
    const elsewhere = await confirmation(order.trackingKey, otherAddress);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain("Can&#39;t find that page.");
  });
});

// The confirmation page speaks the language the order was placed in (the checkout adds ?lang=),
// else picks one as the menu page does.
describe("the confirmation page in the guest's language", () => {
  let business: OrderingBusiness;
  let address: string;
  let order: { id: string; trackingKey: string; friendlyId: string };
  beforeAll(async () => {
    business = await createOrderingBusiness(api, {
      config: { languages: ["en", "fr", "ar"], phone: "5125550123" },
    });
    address = await addressOf(business);
    const placed = await placeOrder(api, business, orderBody(business));
    expect(placed.status).toBe(201);
    order = placed.body;
  });
  const confirmation = (query: string, headers: Record<string, string> = {}) =>
    fetch(
      `${t.baseUrl}/m/${address}/orders/${order.id}?key=${encodeURIComponent(order.trackingKey)}${query}`,
      {
        headers: { "accept-encoding": "identity", ...headers },
      },
    ).then((response) => response.text());

  it("is in French with ?lang=fr, whatever the browser says", async () => {
    const html = await confirmation("&lang=fr", { "accept-language": "ar" });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<title>Commande #${order.friendlyId} · `);
    expect(html).toContain(`Commande <b>#${order.friendlyId}</b>`);
    expect(html).toContain("‹ Retour au menu");
    expect(html).toContain('<h2 id="st-h" data-st-title>Commande reçue</h2>');
    expect(html).toContain("<li>Acceptée</li>");
    expect(html).toContain("<dt>À emporter</dt>");
    expect(html).toContain("<dt>Paiement</dt><dd>Espèces au retrait</dd>");
    expect(html).toContain("<span>Sous-total</span>");
    expect(html).toContain(
      'Une question sur votre commande ? Appelez le <a href="tel:5125550123" dir="ltr">(512) 555-0123</a>.',
    );
    expect(html).not.toContain("Order received");
  });

  it("is right to left in Arabic, and follows the browser without ?lang=", async () => {
    const html = await confirmation("", { "accept-language": "ar,en;q=0.5" });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("تم استلام الطلب");
    expect(html).toContain("<span>المجموع</span>");
  });

  it("reads English for a language the menu does not have", async () => {
    const html = await confirmation("&lang=de");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Order received");
  });
});
