import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { formatCode } from "../../../src/shared/gift-cards/gift-cards.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { freePort } from "../../helpers/multi-instance.ts";
import { createOrderingBusiness, keyOf } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { createSmtpSink } from "../../helpers/smtp-sink.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A bought gift card reaches its recipient through a real SMTP conversation (smtp-server): the code, the card's
// page and a QR code of the code attached and shown inline; the buyer's receipt goes the same way.

let double: StripeDouble;
let sink: ReturnType<typeof createSmtpSink>;
let unusedOutbox: string;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  double = await startStripeDouble();
  sink = createSmtpSink(await freePort());
  await sink.start();
  unusedOutbox = mkdtempSync(path.join(tmpdir(), "menu-unused-outbox-"));
  t = await startTestApp({
    mailer: createMailer({
      smtpUrl: sink.url,
      from: "test@localhost",
      outboxDir: unusedOutbox,
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
});
afterAll(async () => {
  await t.close();
  await sink.stop();
  await double.close();
  rmSync(unusedOutbox, { recursive: true, force: true });
});

/** The base64 body of the MIME part with this Content-ID, as bytes. */
function inlinePart(raw: string, cid: string): Buffer {
  const start = raw.indexOf(`Content-ID: <${cid}>`);
  expect(start, "the QR code's part").toBeGreaterThan(-1);
  const text = raw.slice(start).replace(/\r\n/g, "\n");
  const body = text.slice(text.indexOf("\n\n") + 2);
  const base64 = body.slice(0, body.indexOf("\n--")).replace(/\s/g, "");
  return Buffer.from(base64, "base64");
}

it("mails the card with its QR code, and the receipt, over SMTP once it is paid", async () => {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  await onboard(api, double, business);
  await api.put(
    `/v1/businesses/${business.businessId}/gift-cards/settings`,
    { enabled: true, presets: [5000], min: 1000, max: 20000 },
    business.token,
  );
  const sale = await api.call("POST", `/v1/public/businesses/${business.businessId}/gift-cards`, {
    body: {
      amount: 5000,
      recipient: { name: "Ada Lovelace", email: "ada@example.com" },
      sender: { name: "Marco Polo", email: "marco@example.com" },
      message: "Happy birthday!",
    },
    headers: { "idempotency-key": keyOf() },
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  const key = new URL(sale.body.payUrl, "http://menu.test").searchParams.get("key");
  const intent = await api.post(`/v1/public/gift-card-sales/${sale.body.id}/create-intent?key=${key}`);
  await double.payments.confirmAsGuest(
    String(intent.body.clientSecret).split("_secret_")[0] ?? "",
    "4242424242424242",
  );
  await double.settled();
  await t.app.jobs.drain();

  const cards = await api.get(`/v1/businesses/${business.businessId}/gift-cards`, business.token);
  const code = String(cards.body.list[0]?.code);
  const toAda = sink.received.filter((mail) => mail.to.includes("ada@example.com"));
  expect(toAda).toHaveLength(1);
  const card = toAda[0]?.text ?? "";
  expect(card).toContain(formatCode(code));
  expect(card).toContain(`http://menu.test/g/${code}`);
  expect(card).toContain('src="cid:gift-card-qr@menu"');
  const png = inlinePart(card, "gift-card-qr@menu");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  expect(decoded?.data).toBe(formatCode(code));

  const toMarco = sink.received.filter((mail) => mail.to.includes("marco@example.com"));
  expect(toMarco).toHaveLength(1);
  expect(toMarco[0]?.text).toContain("Thank you for your gift card of $50.00 for Ada Lovelace.");
  expect(toMarco[0]?.text).not.toContain(formatCode(code));
});
