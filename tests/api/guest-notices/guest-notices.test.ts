import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestNotices, jobs } from "../../../src/server/db/schema.ts";
import { GUEST_NOTICE_JOB } from "../../../src/server/features/guest-notices/notice-kinds.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { onboard, paymentsConfig } from "../../helpers/payments.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { startTwilioServer, type TwilioServer } from "../../helpers/twilio-server.ts";
import { type StripeDouble, startStripeDouble } from "../../stripe/index.ts";
import { createMailCatcher } from "./mail-catcher.ts";

// The guest hears of their order by mail (a real SMTP server) and by text message (the real twilio SDK talking
// to a local server speaking Twilio's Messages API): on each move they care about, in the language they ordered
// in, once each, and a mail server that fails delays nothing and loses nothing.

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

let catcher: ReturnType<typeof createMailCatcher>;
let twilio: TwilioServer;
let double: StripeDouble;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;
let outbox: string;

beforeAll(async () => {
  catcher = createMailCatcher(await freePort());
  await catcher.start();
  twilio = await startTwilioServer();
  double = await startStripeDouble();
  outbox = mkdtempSync(path.join(tmpdir(), "menu-guest-outbox-"));
  t = await startTestApp({
    mailer: createMailer({
      smtpUrl: catcher.url,
      from: "orders@menu.test",
      outboxDir: outbox,
      log: () => {},
    }),
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      payments: paymentsConfig(double),
      twilio: {
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: twilio.from,
        apiUrl: twilio.url,
      },
    },
  });
  double.setWebhookUrl(`${t.baseUrl}/v1/public/payment/webhook`);
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, {
    config: { onlineCardPayment: true, bannerColor: "#1e3a8a", guestSms: true, phone: "4155550123" },
  });
  await onboard(api, double, business);
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
  await twilio.close();
  await double.close();
  rmSync(outbox, { recursive: true, force: true });
});

let guests = 0;
const newGuest = () => {
  guests++;
  return {
    name: "Ada Guest",
    phone: `41555501${String(guests).padStart(2, "0")}`,
    email: `guest-${guests}-${Date.now().toString(36)}@example.com`,
  };
};

async function order(
  overrides: Record<string, unknown>,
  { lang, notify = { email: true, sms: false } }: { lang?: string; notify?: object } = {},
) {
  const customer = { ...newGuest(), ...((overrides.customer as object) ?? {}) };
  const started = performance.now();
  const placed = await api.call(
    "POST",
    `/v1/public/businesses/${business.businessId}/orders${lang ? `?lang=${lang}` : ""}`,
    {
      body: { ...orderBody(business), ...overrides, customer, notify },
      headers: { "idempotency-key": keyOf() },
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return {
    ...(placed.body as { id: string; friendlyId: string; trackingKey: string; total: number }),
    email: customer.email,
    phone: customer.phone,
    ms: performance.now() - started,
  };
}

const move = async (orderId: string, body: object) => {
  const moved = await api.post(`/v1/orders/${orderId}/status`, body, business.token);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

const mailsTo = (email: string) => catcher.caught.filter((mail) => mail.to.includes(email));
const mailTo = (email: string, nth: number) =>
  waitFor(`mail ${nth} to ${email}`, () => mailsTo(email)[nth - 1]);
const textsTo = (phone: string) => twilio.sent.filter((text) => text.to === `+1${phone}`);

/** Every notice job done, so "nothing more came" means nothing more will. */
async function settle() {
  await waitFor("guest notice jobs done", async () => {
    await t.app.jobs.drain();
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, GUEST_NOTICE_JOB.kind), sql`${jobs.failedAt} is null`));
    return left?.n === 0 ? true : undefined;
  });
}

function expectGoodMail(mail: { html: string; text: string; raw: string }, link: string) {
  expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
  expect(mail.text).toContain(link);
  // No tracking pixels, no remote anything.
  expect(mail.html).not.toMatch(/<img|background=|url\(/i);
  expect(mail.raw).toMatch(/Content-Type: text\/plain/);
  expect(mail.raw).toMatch(/Content-Type: text\/html/);
}

describe("mails to the guest", () => {
  it("tells a pick-up guest it was received, accepted with its time, and ready; nothing on completion", async () => {
    const placed = await order({});
    const link = `http://menu.test/m/`;
    const received = await mailTo(placed.email, 1);
    expect(received.subject).toBe(
      `We got your order #${placed.friendlyId} · ${received.subject.split(" · ")[1]}`,
    );
    expect(received.text).toContain("2 × Margherita");
    expect(received.text).toContain("Cash at pick-up");
    expect(received.html).toContain("background:#1e3a8a");
    const tracking =
      /http:\/\/menu\.test\/m\/[^/\s]+\/orders\/[^?\s]+\?key=[^\s&]+/.exec(received.text)?.[0] ?? "";
    expect(tracking).toContain(`/orders/${placed.id}?key=${placed.trackingKey}`);
    expect(tracking.startsWith(link)).toBe(true);
    expectGoodMail(received, tracking);
    // The link opens the guest's own order page.
    expect((await fetch(tracking.replace("http://menu.test", t.baseUrl))).status).toBe(200);

    await move(placed.id, { status: "ACCEPTED", readyInMinutes: 20 });
    const accepted = await mailTo(placed.email, 2);
    expect(accepted.subject).toMatch(new RegExp(`^Order #${placed.friendlyId} accepted`));
    expect(accepted.text).toMatch(/Ready for pick-up (at|today at|tomorrow at) \d{1,2}:\d{2}/);

    await move(placed.id, { status: "READY" });
    const ready = await mailTo(placed.email, 3);
    expect(ready.subject).toMatch(new RegExp(`^Order #${placed.friendlyId} is ready for pick-up`));
    await move(placed.id, { status: "COMPLETED" });
    await settle();
    expect(mailsTo(placed.email)).toHaveLength(3);
  });

  it("writes to a French delivery guest in French, says it waits for the driver, then is on its way, and gives the reason of a rejection", async () => {
    const delivery = {
      type: "DELIVERY",
      customer: { address: "2 Pine St", city: "San Francisco", zip: "94110" },
    };
    const placed = await order(delivery, { lang: "fr" });
    const received = await mailTo(placed.email, 1);
    expect(received.subject).toMatch(new RegExp(`^Nous avons reçu votre commande n° ${placed.friendlyId}`));
    expect(received.html).toContain('lang="fr"');
    expect(received.text).toContain("Suivre votre commande");
    expect(received.text).toContain("&lang=fr");
    await move(placed.id, { status: "ACCEPTED", readyInMinutes: 30 });
    await move(placed.id, { status: "READY" });
    const ready = await mailTo(placed.email, 3);
    expect(ready.subject).toMatch(
      new RegExp(`^La commande n° ${placed.friendlyId} est prête et attend le livreur`),
    );
    await move(placed.id, { status: "OUT_FOR_DELIVERY" });
    const onItsWay = await mailTo(placed.email, 4);
    expect(onItsWay.subject).toMatch(new RegExp(`^La commande n° ${placed.friendlyId} est en route`));

    const other = await order({}, { lang: "de" });
    await move(other.id, { status: "REJECTED", reason: "Die Küche schließt gleich." });
    const rejected = await mailTo(other.email, 2);
    expect(rejected.subject).toMatch(/konnte nicht angenommen werden/);
    expect(rejected.text).toContain("Die Küche schließt gleich.");
    expect(rejected.html).toContain("Die Küche schließt gleich.");
  });

  it("writes right to left in Arabic and tells a cancellation with its reason", async () => {
    const placed = await order({}, { lang: "ar" });
    await move(placed.id, { status: "ACCEPTED" });
    await move(placed.id, { status: "CANCELLED", reason: "Out of dough" });
    const cancelled = await mailTo(placed.email, 3);
    expect(cancelled.html).toContain('dir="rtl"');
    expect(cancelled.subject).toContain("تم إلغاء الطلب");
    expect(cancelled.text).toContain("Out of dough");
  });

  it("tells a card guest how much came back to their card", async () => {
    const placed = await order({ payment: "ONLINE_CARD" });
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
    // Received once its card is held: the webhook made it live.
    const received = await mailTo(placed.email, 1);
    expect(received.text).toContain("Paid online by card");
    await move(placed.id, { status: "ACCEPTED" });
    await t.app.jobs.drain();
    const refund = await api.post(`/v1/orders/${placed.id}/refund`, { amount: 500 }, business.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunded = await mailTo(placed.email, 3);
    expect(refunded.subject).toMatch(new RegExp(`^\\$5\\.00 refunded for order #${placed.friendlyId}`));
    expect(refunded.text).toContain("$5.00 was refunded to your card");
    // Stripe's own refund event for the same refund tells nothing new.
    await double.settled();
    await settle();
    expect(mailsTo(placed.email)).toHaveLength(3);
  });

  it("sends nothing to a guest who did not ask, and never the same notice twice", async () => {
    const quiet = await order({}, { notify: { email: false } });
    await move(quiet.id, { status: "ACCEPTED" });
    const placed = await order({});
    await mailTo(placed.email, 1);
    // The same notice queued again (a retried move, a replayed event) finds its row and sends nothing.
    await t.app.jobs.enqueue(GUEST_NOTICE_JOB, { orderId: placed.id, event: "received", channel: "email" });
    await settle();
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(placed.email)).toHaveLength(1);
    const rows = await t.database.db.select().from(guestNotices).where(eq(guestNotices.orderId, placed.id));
    expect(rows.map((row) => `${row.event}/${row.channel}`)).toEqual(["received/email"]);
  });
});

describe("a mail server that fails", () => {
  it("delays no order and no move; the mail is tried again and arrives once", async () => {
    catcher.refuse(true);
    const placed = await order({});
    expect(placed.ms).toBeLessThan(1500);
    const started = performance.now();
    await move(placed.id, { status: "ACCEPTED", readyInMinutes: 15 });
    expect(performance.now() - started).toBeLessThan(1500);
    // The jobs failed and wait to retry: nothing claimed is kept. Both notices' jobs must have failed first, and
    // none be in flight (a retry holds its claim while it runs), else one job's failure is read while the other
    // still sends.
    const given = await waitFor("each notice's failed try", async () => {
      const tried = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, GUEST_NOTICE_JOB.kind), sql`${jobs.payload}->>'orderId' = ${placed.id}`));
      const isIdle = (job: (typeof tried)[number]) =>
        job.attempts > 0 &&
        job.lastError !== null &&
        (job.lockedUntil === null || job.lockedUntil < new Date());
      if (tried.length < 2 || !tried.every(isIdle)) return undefined;
      const notices = await t.database.db
        .select()
        .from(guestNotices)
        .where(eq(guestNotices.orderId, placed.id));
      return notices.some((notice) => notice.claimedUntil !== null && notice.claimedUntil > new Date())
        ? undefined
        : notices;
    });
    expect(given).toHaveLength(2);
    for (const notice of given) expect(notice).toMatchObject({ sentAt: null, claimedUntil: null });
    catcher.refuse(false);
    await mailTo(placed.email, 2);
    await settle();
    // Each retried on its own schedule: in whichever order they got through.
    expect(
      mailsTo(placed.email)
        .map((mail) => mail.subject.split(" · ")[0])
        .sort(),
    ).toEqual([`Order #${placed.friendlyId} accepted`, `We got your order #${placed.friendlyId}`]);
  });

  it("delays nothing while the mail server is down, and delivers once it is back", async () => {
    await catcher.stop();
    const placed = await order({});
    expect(placed.ms).toBeLessThan(1500);
    await waitFor("a failed try", async () => {
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, GUEST_NOTICE_JOB.kind), sql`${jobs.payload}->>'orderId' = ${placed.id}`));
      return job?.lastError ? job : undefined;
    });
    await catcher.start();
    const mail = await mailTo(placed.email, 1);
    expect(mail.subject).toMatch(/^We got your order/);
    await settle();
    expect(mailsTo(placed.email)).toHaveLength(1);
  });
});

describe("text messages", () => {
  it("texts a guest who ticked it: accepted with its time, ready, rejected, each with the link", async () => {
    const placed = await order({}, { notify: { email: false, sms: true } });
    await move(placed.id, { status: "ACCEPTED", readyInMinutes: 20 });
    await move(placed.id, { status: "READY" });
    await settle();
    const texts = textsTo(placed.phone);
    expect(texts.map((text) => text.from)).toEqual([twilio.from, twilio.from]);
    expect(texts[0]?.body).toMatch(/#\d+: Ready for pick-up (at|today at|tomorrow at) \d{1,2}:\d{2}/);
    expect(texts[1]?.body).toContain("Your order is ready for pick-up.");
    for (const text of texts) expect(text.body).toContain(`/orders/${placed.id}?key=${placed.trackingKey}`);

    const turnedDown = await order({}, { notify: { email: false, sms: true }, lang: "es" });
    await move(turnedDown.id, { status: "REJECTED", reason: "Cerramos antes hoy." });
    await settle();
    expect(textsTo(turnedDown.phone).map((text) => text.body)).toEqual([
      expect.stringContaining("Cerramos antes hoy."),
    ]);
  });

  it("tells a delivery guest at Ready that it waits for the driver, and that it is on its way once handed over", async () => {
    const delivery = {
      type: "DELIVERY",
      customer: { address: "2 Pine St", city: "San Francisco", zip: "94110" },
    };
    const placed = await order(delivery, { notify: { email: true, sms: true } });
    await move(placed.id, { status: "ACCEPTED", readyInMinutes: 30 });
    // One move's notices at a time, so the texts come in the moves' order.
    await settle();
    await move(placed.id, { status: "READY" });
    await settle();
    const ready = await mailTo(placed.email, 3);
    expect(ready.subject).toMatch(
      new RegExp(`^Order #${placed.friendlyId} is ready and waiting for the driver`),
    );
    expect(ready.text).toContain("Your order is ready and waiting for the driver.");
    expect(`${ready.subject} ${ready.text}`).not.toMatch(/on its way/i);
    const readyText = textsTo(placed.phone)[1]?.body ?? "";
    expect(readyText).toContain("Your order is ready and waiting for the driver.");
    expect(readyText).not.toMatch(/on its way/i);

    await move(placed.id, { status: "OUT_FOR_DELIVERY" });
    await settle();
    const onItsWay = await mailTo(placed.email, 4);
    expect(onItsWay.subject).toMatch(new RegExp(`^Order #${placed.friendlyId} is on its way`));
    expect(onItsWay.text).toContain("The driver has your order and is on the way to you.");
    const texts = textsTo(placed.phone);
    expect(texts).toHaveLength(3);
    expect(texts[2]?.body).toContain("The driver has your order and is on the way to you.");
    expect(texts[2]?.body).toContain(`/orders/${placed.id}?key=${placed.trackingKey}`);

    // Delivered is the end: like a completed pick-up, no mail or text of its own.
    await move(placed.id, { status: "COMPLETED" });
    await settle();
    expect(mailsTo(placed.email)).toHaveLength(4);
    expect(textsTo(placed.phone)).toHaveLength(3);
  });

  it("texts nothing when the guest did not tick it or the owner turned texts off", async () => {
    const unticked = await order({}, { notify: { email: false, sms: false } });
    await move(unticked.id, { status: "ACCEPTED" });
    const patched = await api.patch(
      `/v1/businesses/${business.businessId}`,
      { config: { guestSms: false } },
      business.token,
    );
    expect(patched.status).toBe(200);
    const ticked = await order({}, { notify: { email: false, sms: true } });
    await move(ticked.id, { status: "ACCEPTED" });
    await settle();
    expect(textsTo(unticked.phone)).toEqual([]);
    expect(textsTo(ticked.phone)).toEqual([]);
    await api.patch(`/v1/businesses/${business.businessId}`, { config: { guestSms: true } }, business.token);
  });

  it("texts nothing from an instance with no Twilio configured", async () => {
    const plain = await startSecondInstance(t, { twilio: undefined });
    try {
      const other = createApi(plain.baseUrl);
      const ticked = await order({}, { notify: { email: false, sms: true } });
      const moved = await other.post(
        `/v1/orders/${ticked.id}/status`,
        { status: "ACCEPTED" },
        business.token,
      );
      expect(moved.status).toBe(200);
      await settle();
      expect(textsTo(ticked.phone)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it("does not retry a number Twilio turns down", async () => {
    const placed = await order({}, { notify: { email: false, sms: true } });
    twilio.refuse(`+1${placed.phone}`);
    await move(placed.id, { status: "ACCEPTED" });
    await settle();
    expect(textsTo(placed.phone)).toEqual([]);
  });
});
