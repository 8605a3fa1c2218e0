import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCode } from "../../../src/shared/gift-cards/gift-cards.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";

// A guest buys a gift card: the sale is checked against the owner's settings, paid through an intent captured at
// once, and the card exists only once Stripe's webhook says the money arrived, mailed to its recipient (now, or
// on the day the buyer chose) with a receipt to the buyer.

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
      // The limit's test starts its sales from an address of its own.
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

const SETTINGS = { enabled: true, presets: [2500, 5000], min: 1000, max: 20000 };

const body = (overrides: object = {}) => ({
  amount: 5000,
  recipient: { name: "Ada Lovelace", email: "ada@example.com" },
  sender: { name: "Marco Polo", email: "marco@example.com" },
  message: "Happy birthday!",
  ...overrides,
});

const buy = (business: { businessId: string }, sale: object, key = keyOf(), lang?: string) =>
  api.call("POST", `/v1/public/businesses/${business.businessId}/gift-cards${lang ? `?lang=${lang}` : ""}`, {
    body: sale,
    headers: { "idempotency-key": key },
  });

async function sellingBusiness(options: { isOnboarded?: boolean } = {}) {
  const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
  if (options.isOnboarded !== false) await onboard(api, double, business);
  const saved = await api.put(
    `/v1/businesses/${business.businessId}/gift-cards/settings`,
    SETTINGS,
    business.token,
  );
  expect(saved.status).toBe(200);
  return business;
}

const cardsOf = async (business: OrderingBusiness) =>
  (await api.get(`/v1/businesses/${business.businessId}/gift-cards`, business.token)).body.list as {
    id: string;
    code: string;
    balance: number;
    initial: number;
    status: string;
    sender: { name: string; email: string } | null;
    message: string;
  }[];

/** Pays the sale's intent as the guest's browser would, then lets the webhook and the jobs run. */
async function pay(sale: { id: string; payUrl: string }) {
  const key = new URL(sale.payUrl, "http://menu.test").searchParams.get("key") ?? "";
  const intent = await api.post(`/v1/public/gift-card-sales/${sale.id}/create-intent?key=${key}`);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const intentId = String(intent.body.clientSecret).split("_secret_")[0] ?? "";
  await double.payments.confirmAsGuest(intentId, "4242424242424242");
  await double.settled();
  await t.app.jobs.drain();
  return { key, intent: intent.body as { amount: number; currencyCode: string } };
}

const mailsTo = (to: string) =>
  (t.outbox() as { to: string; subject: string; text: string; html: string }[]).filter(
    (mail) => mail.to === to,
  );

describe("a gift card bought on the menu page", () => {
  it("is refused with a sentence while the owner does not sell cards or cannot take cards online", async () => {
    const off = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    const notSold = await buy(off, body());
    expect(notSold.status).toBe(400);
    expect(notSold.body).toMatchObject({
      code: "GIFT_CARDS_OFF",
      message: "This restaurant does not sell gift cards online.",
    });
    const unpaid = await sellingBusiness({ isOnboarded: false });
    const noStripe = await buy(unpaid, body());
    expect(noStripe.status).toBe(400);
    expect(noStripe.body.code).toBe("CHARGES_DISABLED");
    expect(await cardsOf(unpaid)).toEqual([]);
  });

  it("refuses an amount outside the owner's range, a day in the past and a missing email, in the guest's words", async () => {
    const business = await sellingBusiness();
    const low = await buy(business, body({ amount: 500 }));
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      code: "AMOUNT_RANGE",
      message: "Please choose an amount from $10.00 to $200.00.",
    });
    const spanish = await buy(business, body({ amount: 50_000 }), keyOf(), "es");
    expect(spanish.body.message).toBe("Elige un importe de $10.00 a $200.00.");
    // A day that does not exist is refused like one out of range, never written.
    const noSuchDay = await buy(business, body({ sendOn: `${new Date().getUTCFullYear() + 1}-02-30` }));
    expect(noSuchDay.body.code).toBe("SEND_ON_RANGE");
    const past = await buy(business, body({ sendOn: "2020-01-01" }));
    expect(past.body).toMatchObject({
      code: "SEND_ON_RANGE",
      message: "Please choose a day from today to a year from now.",
    });
    const noEmail = await buy(business, body({ recipient: { name: "Ada", email: "" } }));
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe("Please enter the email address the card goes to.");
    const noKey = await api.post(`/v1/public/businesses/${business.businessId}/gift-cards`, body());
    expect(noKey.status).toBe(400);
  });

  it("answers a retried submit with the same sale, and a key reused for another card with 409", async () => {
    const business = await sellingBusiness();
    const key = keyOf();
    const first = await buy(business, body(), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payUrl).toMatch(new RegExp(`^/pay/${first.body.id}\\?key=`));
    const again = await buy(business, body(), key);
    expect(again.body).toEqual(first.body);
    const other = await buy(business, body({ amount: 2500 }), key);
    expect(other.status).toBe(409);
  });

  it("makes the card only once Stripe says it is paid, captured at once, mailed with a receipt to the buyer", async () => {
    const business = await sellingBusiness();
    const sale = (await buy(business, body())).body as { id: string; payUrl: string };
    const key = new URL(sale.payUrl, "http://menu.test").searchParams.get("key") ?? "";
    expect(await cardsOf(business)).toEqual([]);
    const pending = await api.get(`/v1/public/gift-card-sales/${sale.id}?key=${key}`);
    expect(pending.body).toMatchObject({ status: "PENDING", amount: 5000, recipientName: "Ada Lovelace" });
    expect((await api.get(`/v1/public/gift-card-sales/${sale.id}?key=wrong`)).status).toBe(404);

    const paid = await pay(sale);
    expect(paid.intent).toMatchObject({ amount: 5000, currencyCode: "USD" });
    const intents = [...double.payments.intents.values()].filter(
      (each) => each.metadata.giftCardSaleId === sale.id,
    );
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ capture_method: "automatic", status: "succeeded" });

    expect((await api.get(`/v1/public/gift-card-sales/${sale.id}?key=${key}`)).body.status).toBe("PAID");
    const [card] = await cardsOf(business);
    expect(card).toMatchObject({
      balance: 5000,
      initial: 5000,
      status: "ACTIVE",
      sender: { name: "Marco Polo", email: "marco@example.com" },
      message: "Happy birthday!",
    });
    const movements = await api.get(`/v1/gift-cards/${card?.id}/movements`, business.token);
    expect(movements.body).toMatchObject([{ kind: "SOLD", amount: 5000, balanceAfter: 5000 }]);
    const toAda = mailsTo("ada@example.com").filter((mail) =>
      mail.text.includes(formatCode(card?.code ?? "")),
    );
    expect(toAda).toHaveLength(1);
    const receipts = mailsTo("marco@example.com").filter((mail) =>
      mail.subject.startsWith("Your gift card receipt"),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Thank you for your gift card of $50.00 for Ada Lovelace.");
    expect(receipts[0]?.text).not.toContain(card?.code);

    // Paid once: the pay step cannot be paid again, and Stripe's event heard again makes no second card.
    const again = await api.post(`/v1/public/gift-card-sales/${sale.id}/create-intent?key=${key}`);
    expect(again.status).toBe(409);
    const succeeded = double.events.find(
      (event) => event.type === "payment_intent.succeeded" && event.data.object.id === intents[0]?.id,
    );
    expect(succeeded).toBeDefined();
    if (succeeded) {
      await double.deliver(succeeded);
      // The same intent's success told again in a new event: the sale is no longer waiting for it.
      double.emit("payment_intent.succeeded", succeeded.data.object);
      await double.settled();
    }
    await t.app.jobs.drain();
    expect(await cardsOf(business)).toHaveLength(1);
  });

  it("holds the card's mail back until the day the buyer chose, and the receipt says so", async () => {
    const business = await sellingBusiness();
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const sale = (
      await buy(business, body({ recipient: { name: "Bea", email: "bea@example.com" }, sendOn: day }))
    ).body as { id: string; payUrl: string };
    await pay(sale);
    const [card] = await cardsOf(business);
    expect(card?.status).toBe("ACTIVE");
    expect(mailsTo("bea@example.com")).toEqual([]);
    const receipt = mailsTo("marco@example.com").find((mail) => mail.text.includes("for Bea."));
    expect(receipt?.text).toMatch(/It will reach bea@example\.com on \w+day, \w+ \d+\./);
  });

  it("starts at most 20 new sales an hour from one address, and says so in the guest's words", async () => {
    const business = await sellingBusiness();
    const from = { "x-forwarded-for": "203.0.113.77" };
    const start = (key = keyOf(), lang = "") =>
      api.call("POST", `/v1/public/businesses/${business.businessId}/gift-cards${lang}`, {
        body: body(),
        headers: { "idempotency-key": key, ...from },
      });
    const first = keyOf();
    expect((await start(first)).status).toBe(201);
    for (let i = 1; i < 20; i++) expect((await start()).status).toBe(201);
    const refused = await start(keyOf(), "?lang=de");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "Von hier wurden zu viele Gutscheine begonnen. Bitte versuchen Sie es in einer Stunde erneut.",
    );
    // A retried submit answers its sale still: it starts nothing new.
    expect((await start(first)).status).toBe(201);
  });

  it("belongs to its business: another member cannot see or void the card it made", async () => {
    const business = await sellingBusiness();
    await pay((await buy(business, body())).body);
    const [card] = await cardsOf(business);
    const other = await createOrderingBusiness(api);
    expect((await api.get(`/v1/gift-cards/${card?.id}/movements`, other.token)).status).toBe(404);
    expect((await api.post(`/v1/gift-cards/${card?.id}/void`, { reason: "mine" }, other.token)).status).toBe(
      404,
    );
  });
});

describe("the guest's gift card pages", () => {
  const addressOf = async (business: OrderingBusiness) =>
    (await api.get(`/v1/members/${business.memberId}/dashboard`, business.token)).body.business.url as string;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual" as const,
  });

  it("offer 'Gift cards' on the menu page once the owner sells them, and the form works without script", async () => {
    const business = await createOrderingBusiness(api, { config: { onlineCardPayment: true } });
    const url = await addressOf(business);
    expect(await (await fetch(`${t.baseUrl}/m/${url}`)).text()).not.toContain(`/m/${url}/gift-cards`);
    expect((await fetch(`${t.baseUrl}/m/${url}/gift-cards`)).status).toBe(404);

    await onboard(api, double, business);
    await api.put(`/v1/businesses/${business.businessId}/gift-cards/settings`, SETTINGS, business.token);
    const menu = await (await fetch(`${t.baseUrl}/m/${url}`)).text();
    expect(menu).toContain(`href="/m/${url}/gift-cards">Gift cards</a>`);
    const page = await fetch(`${t.baseUrl}/m/${url}/gift-cards`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Give a gift card");
    expect(html).toContain('value="2500"');
    expect(html).toContain("From $10.00 to $200.00");

    const fields = {
      formKey: keyOf(),
      amount: "2500",
      other: "",
      recipientName: "Ada Lovelace",
      recipientEmail: "ada@example.com",
      message: "Enjoy!",
      sendOn: "",
      senderName: "Marco Polo",
      senderEmail: "marco@example.com",
    };
    const tooMuch = await fetch(`${t.baseUrl}/m/${url}/gift-cards`, form({ ...fields, other: "250" }));
    expect(tooMuch.status).toBe(400);
    const refused = await tooMuch.text();
    expect(refused).toContain("Please choose an amount from $10.00 to $200.00.");
    expect(refused).toContain('value="Ada Lovelace"');

    const sent = await fetch(`${t.baseUrl}/m/${url}/gift-cards`, form({ ...fields, other: "12,50" }));
    expect(sent.status).toBe(303);
    const payUrl = sent.headers.get("location") ?? "";
    expect(payUrl).toMatch(/^\/pay\/[\w-]+\?key=/);
    const payPage = await (await fetch(`${t.baseUrl}${payUrl}`)).text();
    expect(payPage).toContain("Gift card for Ada Lovelace");
    expect(payPage).toContain("$12.50");
    expect(payPage).toContain('id="pay-form"');

    const id = payUrl.split("/")[2]?.split("?")[0] ?? "";
    await pay({ id, payUrl });
    const paidPage = await (await fetch(`${t.baseUrl}${payUrl}`)).text();
    expect(paidPage).toContain("Thank you! Your gift card is paid.");
    expect(paidPage).toContain("We sent it to ada@example.com, and your receipt to you.");
    expect(paidPage).not.toContain('id="pay-form"');
    const [card] = await cardsOf(business);
    expect(card).toMatchObject({ initial: 1250, message: "Enjoy!" });
    expect((await fetch(`${t.baseUrl}/pay/${id}?key=wrong`)).status).toBe(404);
  });
});
