import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../../src/server/db/schema.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";
import { type CaughtMail, createMailCatcher, decodeHeader, headerOf } from "./mail-catcher.ts";

// What a guest's mail says and who it comes from, read from a real SMTP server: the menu's own translations in
// the guest's language, the language's clock and one register, the restaurant as the sender and the one a reply
// reaches, its address on a pick-up order, its phone as people write it, and after a partial refund what came
// back and what stays paid.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A name an owner could type, with what a header must never let through: quotes, a comma, a line break. */
const AWKWARD_NAME = 'Café "Olé", Niño\r\nBcc: intruder@example.com';
const SENDER = "orders@menu.test";

let catcher: ReturnType<typeof createMailCatcher>;
let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let plain: OrderingBusiness;
let outbox: string;

/** The Spanish names of the pizza, its sizes and its cheese, published with the menu. */
async function translateMenu(owner: OrderingBusiness) {
  const listed = await api.get(`/v1/menus?businessId=${owner.businessId}`, owner.token);
  expect(listed.status).toBe(200);
  const menu = (listed.body as any[]).find((one) => one.id === owner.menuId);
  const nodes = menu.nodes.map((group: any) => ({
    ...group,
    nodes: group.nodes.map((item: any) =>
      item.id !== owner.items.pizza
        ? item
        : {
            ...item,
            translations: { es: { name: "Pizza margarita", sizes: ["Pequeña", "Grande"] } },
            modifiers: item.modifiers.map((modifiers: any) => ({
              ...modifiers,
              entries: modifiers.entries.map((entry: any) =>
                entry.id === owner.options.cheese
                  ? { ...entry, translations: { es: { name: "Queso extra" } } }
                  : entry,
              ),
            })),
          },
    ),
  }));
  const saved = await api.put("/v1/menus", { id: menu.id, version: menu.version, nodes }, owner.token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // The tax's label in Spanish, given by the owner beside the menu's.
  const taxes = await api.get(`/v1/businesses/${owner.businessId}/taxes`, owner.token);
  const [tax] = taxes.body as { id: string; label: string; type: string; value: number }[];
  const taxPath = `/v1/businesses/${owner.businessId}/taxes/${tax?.id}`;
  const tooLong = await api.put(
    taxPath,
    { ...tax, translations: { es: { label: "x".repeat(61) } } },
    owner.token,
  );
  expect(tooLong.status).toBe(400);
  expect(JSON.stringify(tooLong.body)).toContain("A tax's name can be at most 60 characters.");
  const translated = await api.put(
    taxPath,
    { label: tax?.label, type: tax?.type, value: tax?.value, translations: { es: { label: "IVA" } } },
    owner.token,
  );
  expect(translated.status, JSON.stringify(translated.body)).toBe(200);
  // An edit that says nothing of translations keeps them.
  const edited = await api.put(
    taxPath,
    { label: tax?.label, type: tax?.type, value: tax?.value },
    owner.token,
  );
  expect(edited.body.translations).toEqual({ es: { label: "IVA" } });
  const published = await api.post(`/v1/businesses/${owner.businessId}/publish`, undefined, owner.token);
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
}

beforeAll(async () => {
  catcher = createMailCatcher(await freePort());
  await catcher.start();
  double = await startStripeDouble();
  outbox = mkdtempSync(path.join(tmpdir(), "menu-guest-mail-outbox-"));
  t = await startTestApp({
    mailer: createMailer({
      smtpUrl: catcher.url,
      from: `Menu Builder <${SENDER}>`,
      outboxDir: outbox,
      log: () => {},
    }),
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double),
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, {
    config: { onlineCardPayment: true, languages: ["en", "es"], use24HourFormat: false },
  });
  await onboard(api, double, business);
  await translateMenu(business);
  // No phone in the ordering settings: the business's own, kept as digits, is the one to call. The name comes
  // from the database as it is, since the sign-up form would not keep its line break.
  await t.database.db
    .update(businesses)
    .set({
      name: AWKWARD_NAME,
      email: "hola@cafe-ole.test",
      phone: "5125550101",
      config: sql`${businesses.config} - 'phone'`,
    })
    .where(eq(businesses.id, business.businessId));
  // A business with no contact email of its own, in London: its phone as the settings keep it, digits only.
  plain = await createOrderingBusiness(api);
  await t.database.db
    .update(businesses)
    .set({
      email: "",
      country: "United Kingdom",
      config: sql`${businesses.config} || '{"phone": "02079460958"}'::jsonb`,
    })
    .where(eq(businesses.id, plain.businessId));
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
  await double.close();
  rmSync(outbox, { recursive: true, force: true });
});

let guests = 0;
async function order(
  owner: OrderingBusiness,
  overrides: Record<string, unknown> = {},
  lang?: string,
): Promise<{ id: string; friendlyId: string; trackingKey: string; total: number; email: string }> {
  guests++;
  const email = `mail-guest-${guests}-${Date.now().toString(36)}@example.com`;
  const customer = {
    name: "Ada Guest",
    phone: "+1 415 555 0199",
    email,
    ...((overrides.customer as object) ?? {}),
  };
  const placed = await api.call(
    "POST",
    `/v1/public/businesses/${owner.businessId}/orders${lang ? `?lang=${lang}` : ""}`,
    {
      body: { ...orderBody(owner), ...overrides, customer, notify: { email: true, sms: false } },
      headers: { "idempotency-key": keyOf() },
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...placed.body, email };
}

const move = async (owner: OrderingBusiness, orderId: string, body: object) => {
  const moved = await api.post(`/v1/orders/${orderId}/status`, body, owner.token);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

const mailTo = (email: string, nth: number): Promise<CaughtMail> =>
  waitFor(`mail ${nth} to ${email}`, () => catcher.caught.filter((mail) => mail.to.includes(email))[nth - 1]);

const headOf = (mail: CaughtMail) => mail.raw.split(/\r?\n\r?\n/)[0] ?? "";

describe("a guest's mail in their language", () => {
  it("names what a Spanish guest ordered as the menu's Spanish does, tells times on a 24-hour clock, and says usted throughout", async () => {
    const placed = await order(business, {}, "es");
    const received = await mailTo(placed.email, 1);
    expect(received.text).toContain("2 × Pizza margarita");
    expect(received.text).toContain("(Grande, Queso extra)");
    expect(received.html).toContain("Pizza margarita");
    expect(received.html).toContain("Grande, Queso extra");
    expect(received.text).toContain("IVA (8.25%)");
    expect(received.text).not.toContain("Sales tax");
    // The order's page, in Spanish from the mail's link, names the tax as the mail does.
    const tracking = /http:\/\/menu\.test(\/m\/\S+)/.exec(received.text)?.[1] ?? "";
    expect(tracking).toContain("lang=es");
    const page = await fetch(`${t.baseUrl}${tracking}`);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain("IVA (8.25%)");
    expect(pageHtml).not.toContain("Sales tax");
    expect(`${received.text}${received.html}`).not.toMatch(/Margherita|Extra cheese|Large/);
    expect(received.subject).toMatch(new RegExp(`^Hemos recibido su pedido n\\.º ${placed.friendlyId}`));
    expect(received.text).toContain("Recibe este correo porque pidió novedades sobre su pedido.");

    await move(business, placed.id, { status: "ACCEPTED", readyInMinutes: 20 });
    const accepted = await mailTo(placed.email, 2);
    // "a las 13:30", never "a las 1:30 PM", although the owner's own clock has 12 hours.
    expect(accepted.text).toMatch(/Listo para recoger (hoy a las|mañana a las|a las) \d{1,2}:\d{2}\./);
    for (const mail of [received, accepted]) {
      expect(mail.text).not.toMatch(/\b(AM|PM)\b/);
      // The familiar tú has no place beside usted: not "tu pedido", "te escribiremos", "recibes", "pediste".
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(tu|tus|te|recibes|pediste)\b/i);
    }
  });

  it("keeps the names an English guest read", async () => {
    const placed = await order(business);
    const received = await mailTo(placed.email, 1);
    expect(received.text).toContain("2 × Margherita");
    expect(received.text).toContain("(Large, Extra cheese)");
    expect(received.text).toContain("Sales tax (8.25%)");
  });
});

describe("who a guest's mail comes from", () => {
  it("comes from the restaurant's name at the configured address, safely encoded, and a reply reaches the restaurant", async () => {
    const placed = await order(business);
    const mail = await mailTo(placed.email, 1);
    const head = headOf(mail);
    // The line break in the name started no header of its own and added no recipient.
    expect(head).not.toMatch(/^Bcc:/im);
    expect(mail.to).toEqual([placed.email]);
    const from = decodeHeader(headerOf(head, "From"));
    expect(from.endsWith(`<${SENDER}>`)).toBe(true);
    expect(from).toContain('Café "Olé", Niño');
    expect(from).not.toContain("Menu Builder");
    // Encoded words (RFC 2047) carry the accents, quotes and comma: the raw header is plain ASCII.
    expect(headerOf(head, "From")).toMatch(/^[\x20-\x7e]+$/);
    expect(headerOf(head, "Reply-To")).toBe("hola@cafe-ole.test");
  });

  it("sends a reply to the owner when the business keeps no contact email", async () => {
    const placed = await order(plain);
    const mail = await mailTo(placed.email, 1);
    const head = headOf(mail);
    expect(headerOf(head, "Reply-To")).toBe(plain.email);
    expect(decodeHeader(headerOf(head, "From")).replaceAll('"', "")).toBe(
      `${plain.businessName} <${SENDER}>`,
    );
  });
});

describe("where to go and whom to call", () => {
  it("gives a pick-up guest the restaurant's address, a way there and its phone as people write it", async () => {
    const placed = await order(business);
    const mail = await mailTo(placed.email, 1);
    expect(mail.text).toContain('Pick up at: Café "Olé", Niño');
    expect(mail.text).toContain("1 Market Street, San Francisco, CA 94105");
    expect(mail.text).toMatch(
      /Get directions: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+Market\S+/,
    );
    expect(mail.html).toContain("1 Market Street, San Francisco, CA 94105");
    expect(mail.text).toContain("Questions about your order? Call (512) 555-0101.");
    expect(mail.html).toContain('href="tel:+15125550101"');
    expect(mail.text).not.toContain("5125550101");
  });

  it("writes a phone of another country as people there do", async () => {
    const placed = await order(plain);
    const mail = await mailTo(placed.email, 1);
    expect(mail.text).toContain("Call 020 7946 0958.");
    expect(mail.html).toContain('href="tel:+442079460958"');
  });

  it("gives a delivery guest no pick-up address", async () => {
    const placed = await order(business, {
      type: "DELIVERY",
      customer: { address: "2 Pine St", city: "San Francisco", zip: "94110" },
    });
    const mail = await mailTo(placed.email, 1);
    expect(mail.text).not.toContain("Pick up at");
    expect(mail.text).toContain("(512) 555-0101");
  });
});

describe("a partial refund's mail", () => {
  it("lists what was refunded and what remains paid", async () => {
    const placed = await order(business, { payment: "ONLINE_CARD" });
    const intent = await api.post(
      `/v1/public/payment/create-intent?orderId=${placed.id}&key=${placed.trackingKey}`,
    );
    expect(intent.status).toBe(200);
    await double.payments.confirmAsGuest(
      String(intent.body.clientSecret).split("_secret_")[0] ?? "",
      "4242424242424242",
    );
    await double.settled();
    await t.app.jobs.drain();
    await mailTo(placed.email, 1);
    await move(business, placed.id, { status: "ACCEPTED" });
    await t.app.jobs.drain();
    const refund = await api.post(`/v1/orders/${placed.id}/refund`, { amount: 500 }, business.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunded = await mailTo(placed.email, 3);
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    expect(refunded.text).toContain(`Total  ${dollars(placed.total)}`);
    expect(refunded.text).toContain("Refunded  −$5.00");
    expect(refunded.text).toContain(`Remains paid  ${dollars(placed.total - 500)}`);
    expect(refunded.html).toContain("Remains paid");
    expect(refunded.html).toContain(dollars(placed.total - 500));
  });
});
