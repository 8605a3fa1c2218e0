import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orders } from "../../../src/server/db/schema.ts";
import { GUEST_NOTICE_JOB } from "../../../src/server/features/guest-notices/notice-kinds.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { startTwilioServer, type TwilioServer } from "../../helpers/twilio-server.ts";

// A guest's mails and texts cannot be aimed at a stranger without limit: one address or number hears of a
// business at most 6 times an hour, the rest are held back and counted for the owner; and Twilio's signed status
// callback tells the owner whether a text arrived, while an unsigned or forged one changes nothing.

let twilio: TwilioServer;
let t: TestApp;
let api: Api;
let business: OrderingBusiness;

beforeAll(async () => {
  twilio = await startTwilioServer();
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      twilio: {
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: twilio.from,
        apiUrl: twilio.url,
      },
    },
  });
  api = createApi(t.baseUrl);
  business = await createOrderingBusiness(api, { config: { guestSms: true } });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

/** Every notice job done, so "nothing more came" means nothing more will. */
async function settle() {
  await expect
    .poll(
      async () => {
        await t.app.jobs.drain();
        const [left] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.kind, GUEST_NOTICE_JOB.kind), sql`${jobs.failedAt} is null`));
        return left?.n;
      },
      { timeout: scaled(30_000) },
    )
    .toBe(0);
}

const today = () => new Date().toISOString().slice(0, 10);
const heldBack = async () =>
  (
    await api.get(
      `/v1/businesses/${business.businessId}/insights?from=${today()}&to=${today()}`,
      business.token,
    )
  ).body.noticesHeldBack as number;

async function order(customer: object, notify: object) {
  const placed = await placeOrder(
    api,
    business,
    orderBody(business, { customer: { name: "Ada", ...customer }, notify }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: string };
}

const accept = async (orderId: string) => {
  const moved = await api.post(`/v1/orders/${orderId}/status`, { status: "ACCEPTED" }, business.token);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

describe("notices to one address or number", () => {
  it("are at most 6 an hour per business; the rest are dropped and counted in the owner's insights", async () => {
    expect(await heldBack()).toBe(0);
    // One address typed in ten orders, in two spellings: one recipient.
    for (let i = 0; i < 10; i++)
      await order(
        {
          phone: `41555502${String(i).padStart(2, "0")}`,
          email: i % 2 ? "Victim@Example.com" : "victim@example.com",
        },
        { email: true },
      );
    await settle();
    const mails = t.outbox().filter((mail) => mail.to.toLowerCase() === "victim@example.com");
    expect(mails).toHaveLength(6);
    expect(await heldBack()).toBe(4);

    // One number, typed three ways, accepted eight times: six texts.
    const typed = ["+1 512 555 0177", "001 512 555 0177", "(512) 555-0177"];
    for (let i = 0; i < 8; i++) {
      const placed = await order({ phone: typed[i % typed.length] }, { sms: true });
      await accept(placed.id);
    }
    await settle();
    expect(twilio.sent.filter((text) => text.to === "+15125550177")).toHaveLength(6);
    expect(await heldBack()).toBe(6);

    // Another business's guests are counted apart.
    const other = await createOrderingBusiness(api);
    const elsewhere = await placeOrder(
      api,
      other,
      orderBody(other, {
        customer: { name: "Ada", phone: "4155550299", email: "victim@example.com" },
        notify: { email: true },
      }),
    );
    expect(elsewhere.status).toBe(201);
    await settle();
    expect(t.outbox().filter((mail) => mail.to.toLowerCase() === "victim@example.com")).toHaveLength(7);
  });
});

describe("Twilio's status callback", () => {
  it("records delivered or failed on the order when signed, and refuses a bad signature with 403", async () => {
    const placed = await order({ phone: "(512) 555-0188" }, { sms: true });
    await accept(placed.id);
    await settle();
    const text = twilio.sent.find((sent) => sent.to === "+15125550188");
    expect(text?.statusCallback).toBe("http://menu.test/v1/public/texts/status");
    const textStatus = async () =>
      (await api.get(`/v1/orders/${placed.id}`, business.token)).body.textStatus as string | null;
    expect(await textStatus()).toBe("sent");
    // The guest's own view of the order does not carry it.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    const guest = await api.get(`/v1/public/orders/${placed.id}?key=${row?.trackingKey}`);
    expect(guest.body).not.toHaveProperty("textStatus");

    const sid = text?.sid ?? "";
    expect(await twilio.postStatus(sid, "failed", { via: t.baseUrl, signature: "forged" })).toBe(403);
    expect(await twilio.postStatus(sid, "failed", { via: t.baseUrl, authToken: "not-the-token" })).toBe(403);
    const unsigned = await fetch(`${t.baseUrl}/v1/public/texts/status`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ MessageSid: sid, MessageStatus: "failed" }).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect((await unsigned.json()).message).toBe("This request is not signed by Twilio.");
    expect(await textStatus()).toBe("sent");

    expect(await twilio.postStatus(sid, "delivered", { via: t.baseUrl })).toBe(204);
    expect(await textStatus()).toBe("delivered");
    const again = await order({ phone: "(512) 555-0189" }, { sms: true });
    await accept(again.id);
    await settle();
    const second = twilio.sent.find((sent) => sent.to === "+15125550189");
    expect(await twilio.postStatus(second?.sid ?? "", "undelivered", { via: t.baseUrl })).toBe(204);
    expect((await api.get(`/v1/orders/${again.id}`, business.token)).body.textStatus).toBe("failed");
  });
});
