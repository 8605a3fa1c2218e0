import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { jobs } from "../../../src/server/db/schema.ts";
import { createLiveHub } from "../../../src/server/features/live/live.hub.ts";
import { orderLoader } from "../../../src/server/features/live/live-orders.ts";
import type { Mail, Mailer } from "../../../src/server/mail/mailer.ts";
import { GuestOrderLiveMessageSchema, LiveMessageSchema } from "../../../src/shared/live/live.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { openEventStream } from "../../helpers/event-stream.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startSecondInstance, startTestApp, type TestApp } from "../../helpers/test-app.ts";

// New orders and status changes reach the owner's dashboards, carrying the order, and the guest's confirmation
// page through the live channel (docs/decisions/003, 008); scheduled orders become NEW by a job; the owner's mail
// goes out in the background and is retried.

/** A mailer that refuses the first mail to `address`, as a mail server that is down for a moment. */
function flakyMailer(address: string): Mailer & { sent: Mail[]; refused: Mail[] } {
  const sent: Mail[] = [];
  const refused: Mail[] = [];
  return {
    sent,
    refused,
    async send(mail) {
      if (mail.to === address && refused.length === 0) {
        refused.push(mail);
        throw new Error("421 Service not available");
      }
      sent.push(mail);
    },
  };
}

let t: TestApp;
let api: Api;
const mailer = flakyMailer("kitchen@example.com");
beforeAll(async () => {
  t = await startTestApp({ mailer });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  ms = scaled(10_000),
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The owner's socket, with every message parsed by the shared schema. */
async function openOwnerSocket(baseUrl: string, business: OrderingBusiness) {
  const url = `${baseUrl.replace(/^http/, "ws")}/v1/businesses/${business.businessId}/live?token=${business.token}`;
  const socket = new WebSocket(url);
  const messages: ReturnType<typeof LiveMessageSchema.parse>[] = [];
  socket.on("message", (data) => messages.push(LiveMessageSchema.parse(JSON.parse(String(data)))));
  await waitFor(
    async () => messages,
    (list) => list.some((message) => message.type === "ready"),
    scaled(5_000),
  );
  return { socket, messages };
}

/** The guest's event stream, read as a browser's EventSource would. */
const openGuestStream = (baseUrl: string, orderId: string, key: string) =>
  openEventStream(`${baseUrl}/v1/public/orders/${orderId}/live?key=${key}`, (data) =>
    GuestOrderLiveMessageSchema.parse(data),
  );

describe("live orders", () => {
  it("tells the owner's dashboards of a new order and of each status change, with the order as the list shows it", async () => {
    const business = await createOrderingBusiness(api);
    const stranger = await createOrderingBusiness(api);
    const owner = await openOwnerSocket(t.baseUrl, business);
    const other = await openOwnerSocket(t.baseUrl, stranger);
    try {
      const { body: order } = await placeOrder(api, business, orderBody(business));
      const created = await waitFor(
        async () => owner.messages.filter((message) => message.type === "order"),
        (list) => list.length >= 1,
      );
      // The order as the Orders list reads it at that moment: the dashboard puts it in place without asking.
      const listed = (await api.get(`/v1/businesses/${business.businessId}/orders`, business.token)).body;
      expect(created).toEqual([{ type: "order", change: "created", order: listed.list[0] }]);
      expect(listed.list[0]).toMatchObject({
        id: order.id,
        friendlyId: "1",
        status: "NEW",
        openedDate: null,
      });

      await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
      const heard = await waitFor(
        async () => owner.messages.filter((message) => message.type === "order"),
        (list) => list.length >= 2,
      );
      const detail = (await api.get(`/v1/orders/${order.id}`, business.token)).body;
      expect(detail.status).toBe("ACCEPTED");
      expect(heard[1]).toEqual({ type: "order", change: "status", order: detail });
      // Another member's dashboard, open all along on their own business, heard none of it.
      expect(other.messages.map((message) => message.type)).toEqual(["ready"]);
    } finally {
      owner.socket.close();
      other.socket.close();
    }
  });

  it("reaches a dashboard on another app instance of the same database", async () => {
    const second = await startSecondInstance(t);
    const business = await createOrderingBusiness(api);
    const owner = await openOwnerSocket(second.baseUrl, business);
    try {
      const started = Date.now();
      const { body: order } = await placeOrder(api, business, orderBody(business));
      const heard = await waitFor(
        async () => owner.messages.find((message) => message.type === "order"),
        (message) => message !== undefined,
      );
      expect(heard).toMatchObject({ change: "created", order: { id: order.id, status: "NEW" } });
      // Pushed, not polled (bench/ measures the p95 against the 1 s budget; here the machine may be busy).
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      owner.socket.close();
      await second.close();
    }
  });

  it("tells every dashboard once when someone first opens a new order, and the guest nothing", async () => {
    const second = await startSecondInstance(t);
    const business = await createOrderingBusiness(api);
    const here = await openOwnerSocket(t.baseUrl, business);
    const there = await openOwnerSocket(second.baseUrl, business);
    try {
      const { body: order } = await placeOrder(api, business, orderBody(business));
      const stream = await openGuestStream(t.baseUrl, order.id, order.trackingKey);
      try {
        await waitFor(
          async () => stream.events,
          (events) => events.length >= 1,
        );
        await api.post(`/v1/orders/${order.id}/opened`, undefined, business.token);
        await api.post(`/v1/orders/${order.id}/opened`, undefined, business.token);
        await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
        for (const owner of [here, there]) {
          const heard = await waitFor(
            async () => owner.messages.filter((message) => message.type === "order"),
            (list) => list.length >= 3,
          );
          expect(heard.map((message) => message.type === "order" && message.change)).toEqual([
            "created",
            "opened",
            "status",
          ]);
        }
        const events = await waitFor(
          async () => stream.events,
          (list) => list.some((event) => event.order.status === "ACCEPTED"),
        );
        // The first event on opening, then the acceptance: nothing for the dashboard's opening.
        expect(events.map((event) => event.order.status)).toEqual(["NEW", "ACCEPTED"]);
      } finally {
        stream.close();
      }
    } finally {
      here.socket.close();
      there.socket.close();
      await second.close();
    }
  });

  it("streams the guest's order as it changes, to the holder of its key only", async () => {
    const business = await createOrderingBusiness(api);
    const { body: order } = await placeOrder(api, business, orderBody(business));
    const refused = await openGuestStream(t.baseUrl, order.id, "not-the-key");
    expect(refused.response.status).toBe(404);
    const stream = await openGuestStream(t.baseUrl, order.id, order.trackingKey);
    try {
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      await waitFor(
        async () => stream.events,
        (events) => events.length >= 1,
      );
      expect(stream.events[0]?.order).toEqual(order);
      await api.post(
        `/v1/orders/${order.id}/status`,
        { status: "ACCEPTED", readyInMinutes: 25 },
        business.token,
      );
      await api.post(`/v1/orders/${order.id}/status`, { status: "READY" }, business.token);
      const events = await waitFor(
        async () => stream.events,
        (list) => list.some((event) => event.order.status === "READY"),
      );
      const statuses = events.map((event) => event.order.status);
      expect(statuses[0]).toBe("NEW");
      expect(statuses.at(-1)).toBe("READY");
      expect(events.find((event) => event.order.status === "ACCEPTED")?.order.readyAt).not.toBeNull();
      // Never anything of the business's own.
      expect(events.every((event) => !("customerId" in event.order))).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe("the order carried by the owner's live messages", () => {
  it("is read once per change on an instance, whatever the number of dashboards, and not at all with none open", async () => {
    // A second hub on this instance's database, with the real loader counted: the app's own hub hears the same.
    const loaded: string[] = [];
    const load = orderLoader(t.database.db);
    const hub = await createLiveHub(
      t.database.listen,
      (orderId) => {
        loaded.push(orderId);
        return load(orderId);
      },
      async () => null,
    );
    const watched = await createOrderingBusiness(api);
    const unwatched = await createOrderingBusiness(api);
    // Three dashboards of one business, as a socket is to the hub: something it can send text to.
    const dashboards: string[][] = [[], [], []];
    const removers = dashboards.map((texts) =>
      hub.add(watched.businessId, { send: (text) => void texts.push(text) }),
    );
    try {
      await placeOrder(api, unwatched, orderBody(unwatched));
      const { body: order } = await placeOrder(api, watched, orderBody(watched));
      // Each message carries the order as it is when read: the accept waits until the new order has been heard,
      // or a busy machine could read the order for "created" after the accept.
      await waitFor(
        async () => dashboards.map((texts) => texts.length),
        (lengths) => lengths.every((n) => n >= 1),
      );
      await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, watched.token);
      await waitFor(
        async () => dashboards.map((texts) => texts.length),
        (lengths) => lengths.every((n) => n >= 2),
      );
      expect(loaded).toEqual([order.id, order.id]);
      const [first, ...others] = dashboards;
      for (const texts of others) expect(texts).toEqual(first);
      const messages = (first ?? []).map((text) => LiveMessageSchema.parse(JSON.parse(text)));
      expect(messages.map((m) => m.type === "order" && [m.change, m.order.id, m.order.status])).toEqual([
        ["created", order.id, "NEW"],
        ["status", order.id, "ACCEPTED"],
      ]);
    } finally {
      for (const remove of removers) remove();
      await hub.close();
    }
  });
});

describe("scheduled orders", () => {
  it("stay SCHEDULED until due, then become NEW through a job, and the owner hears it", async () => {
    const business = await createOrderingBusiness(api, { config: { pickUpTime: 0 } });
    const owner = await openOwnerSocket(t.baseUrl, business);
    try {
      const scheduledFor = new Date(Date.now() + 2_000).toISOString();
      const { body: order } = await placeOrder(api, business, orderBody(business, { scheduledFor }));
      expect(order.status).toBe("SCHEDULED");
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'orderId' = ${order.id} and ${jobs.kind} = 'order-due'`);
      expect(job?.runAt.toISOString()).toBe(scheduledFor);
      const due = await waitFor(
        async () => (await api.get(`/v1/orders/${order.id}`, business.token)).body,
        (current) => current.status === "NEW",
      );
      expect(due.status).toBe("NEW");
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(scheduledFor));
      await waitFor(
        async () => owner.messages,
        (list) => list.some((message) => message.type === "order" && message.order.status === "NEW"),
      );
      expect(
        owner.messages.filter((m) => m.type === "order").map((m) => m.type === "order" && m.order.status),
      ).toEqual(["SCHEDULED", "NEW"]);
    } finally {
      owner.socket.close();
    }
  });

  it("keeps an order the owner accepted early, when its due job runs later", async () => {
    const business = await createOrderingBusiness(api);
    const scheduledFor = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const { body: order } = await placeOrder(api, business, orderBody(business, { scheduledFor }));
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${order.id} and ${jobs.kind} = 'order-due'`);
    // Due 20 minutes (the pick-up time) before the guest's time.
    expect(job?.runAt.getTime()).toBe(Date.parse(scheduledFor) - 20 * 60_000);
    const accepted = await api.post(`/v1/orders/${order.id}/status`, { status: "ACCEPTED" }, business.token);
    expect(accepted.body).toMatchObject({ status: "ACCEPTED", readyAt: scheduledFor });
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await t.app.jobs.drain();
    expect((await api.get(`/v1/orders/${order.id}`, business.token)).body.status).toBe("ACCEPTED");
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id))).toEqual([]);
  });
});

describe("the owner's mail about a new order", () => {
  it("prints what a guest typed so that no line of theirs reads like one of the order's", async () => {
    const business = await createOrderingBusiness(api);
    const forged = "Total $0.00, paid online";
    const body = orderBody(business, {
      customer: { name: `Ada\n\n${forged}\r\nOpen it: http://evil.example`, phone: "(415) 555-0199" },
      note: `Ring twice\n${forged}`,
    });
    body.items[0] = { ...body.items[0]!, note: `Crispy\r${forged}` };
    const placed = await placeOrder(api, business, body);
    expect(placed.status).toBe(201);
    // The name is one line wherever it shows: the order, the kitchen's screens, the customer list.
    expect(placed.body.customer.name).toBe(`Ada ${forged} Open it: http://evil.example`);
    const mail = await waitFor(
      async () => mailer.sent.find((sent) => sent.link?.endsWith(`/app/orders/${placed.body.id}`)),
      (found) => found !== undefined,
    );
    const lines = mail!.text.split("\n");
    // Only the order's own total and link stand at the margin; what the guest typed is indented under its note.
    expect(lines.filter((line) => line.startsWith("Total "))).toEqual([expect.stringMatching(/^Total \$\d/)]);
    expect(lines.filter((line) => line.startsWith("Total $0.00"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("Open it:"))).toEqual([`Open it: ${mail!.link}`]);
    expect(mail!.text).toContain(`Note: Ring twice\n      ${forged}`);
  });

  it("goes to the notification email in the background, and is tried again when the mail server refuses", async () => {
    const business = await createOrderingBusiness(api);
    await api.put(
      `/v1/businesses/${business.businessId}/notifications`,
      { notificationEmail: "kitchen@example.com" },
      business.token,
    );
    const { body: order } = await placeOrder(api, business, orderBody(business, { note: "Ring twice" }));
    // The first try is refused (flakyMailer); the job runs again a second later.
    const mail = await waitFor(
      async () => mailer.sent.find((sent) => sent.to === "kitchen@example.com"),
      (found) => found !== undefined,
    );
    expect(mailer.refused).toHaveLength(1);
    expect(mail?.subject).toBe("New order #1: Pick-up, $37.34");
    expect(mail?.text).toContain("2 × Margherita (Large), Extra cheese  $31.50");
    expect(mail?.text).toContain("Note: Ring twice");
    expect(mail?.text).toContain("Ada Guest, (415) 555-0199");
    expect(mail?.text).not.toContain("4155550199");
    // Nothing is paid yet: cash is paid on hand-over.
    expect(mail?.text).toContain("Total $37.34, to pay in cash");
    expect(mail?.text).not.toMatch(/\bpaid\b/);
    expect(mail?.link).toBe(`http://menu.test/app/orders/${order.id}`);
    // Done: the job is deleted once the mail is sent (a moment after the mailer returns). The order's
    // escalation waits for its own time (order-escalation.test.ts).
    const left = await waitFor(
      async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobs)
            .where(sql`${jobs.payload}->>'orderId' = ${order.id} and ${jobs.kind} = 'order-mail'`)
        )[0]?.n,
      (n) => n === 0,
    );
    expect(left).toBe(0);
  });
});
