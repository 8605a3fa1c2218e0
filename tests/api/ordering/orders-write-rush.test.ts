import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../src/server/db/ids.ts";
import { customers, funnelVisits, jobs, orders, promotions } from "../../../src/server/db/schema.ts";
import { isTooManyUnpaid } from "../../../src/server/features/ordering/placing/order-limits.ts";
import {
  type OrderWrite,
  writeGuestOrder,
  writeRushCounts,
} from "../../../src/server/features/ordering/placing/order-write.ts";
import { isSlotFull } from "../../../src/server/features/ordering/placing/pacing.ts";
import { claimRefusal } from "../../../src/server/features/promotions/promo-apply.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness, keyOf, type OrderingBusiness, orderBody } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Orders of one business placed in the same instant are written in one statement (order-write.ts), the one a
// guest alone is written by too (a rush of one). Each guest must get what a guest alone gets: their own number, customer, jobs, slot and promo use, and their own
// refusal when their code or slot has run out.

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      // One proxy in front: X-Forwarded-For names the guest, so each guest has their own limit.
      trustProxy: 1,
      orderRateLimits: { windowMs: 60_000, ordersPerAddress: 100, pricesPerAddress: 100 },
    },
  });
  api = createApi(t.baseUrl);
  // No worker: each order's jobs stay in the table to be read.
  await t.app.jobs.close();
});
afterAll(() => t.close());

let guestNumber = 0;
/** A guest of their own: a phone and an address nobody else in these tests has. */
function newGuest() {
  guestNumber += 1;
  const digits = String(1000 + guestNumber).slice(-4);
  // The phone as the guest types it, its digits, and as it is stored (E.164).
  return {
    phone: `(415) 555-${digits}`,
    digits: `415555${digits}`,
    e164: `+1415555${digits}`,
    address: `198.51.100.${guestNumber}`,
  };
}

function order(business: OrderingBusiness, body: Record<string, unknown>, address: string) {
  return api.call("POST", `/v1/public/businesses/${business.businessId}/orders`, {
    body,
    headers: { "idempotency-key": keyOf(), "x-forwarded-for": address },
  });
}

const storedOrder = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} not stored`);
  return row;
};

const jobKinds = async (orderId: string) =>
  (
    await t.database.db
      .select({ kind: jobs.kind, runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${orderId}`)
  )
    .map((job) => job.kind)
    .sort();

/** Each of the order's jobs, and when it runs: minutes after the order was placed. */
const jobTimes = async (row: { id: string; createdAt: Date }) =>
  (
    await t.database.db
      .select({ kind: jobs.kind, runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${row.id}`)
  )
    .map((job) => `${job.kind} +${Math.round((job.runAt.getTime() - row.createdAt.getTime()) / 60_000)} min`)
    .sort();

/** What an order's row says apart from what is the guest's own (ids, keys, number, customer, times). */
function shared(row: Awaited<ReturnType<typeof storedOrder>>) {
  const {
    id,
    friendlyId,
    customer,
    customerId,
    trackingKey,
    idempotencyKey,
    requestHash,
    createdAt,
    updatedAt,
    promisedFor,
    ...rest
  } = row;
  return {
    ...rest,
    // Promised the pick-up time after the order was placed, in whole minutes.
    promisedIn: promisedFor ? Math.round((promisedFor.getTime() - createdAt.getTime()) / 60_000) : null,
    createdIsDate: createdAt instanceof Date && updatedAt.getTime() === createdAt.getTime(),
  };
}

/** The jobs an order comes with: the owner's mail and its escalation (and its due move when scheduled), or its payment deadline. */
type OrderJobs = "mail" | "mail-and-due" | "payment-deadline";

/** An order to write, with its jobs' times: the due move's or the payment deadline's, and the escalation's. */
type TestWrite = Omit<OrderWrite, "jobs"> & { runAt: Date | null; escalateAt: Date | null };

/** The write with the jobs of `shape` at the write's times; the guest's "received" mail when they asked for it. */
function withJobs({ runAt, escalateAt, ...write }: TestWrite, shape: OrderJobs = "mail"): OrderWrite {
  const payload = { orderId: write.orderId };
  const at = (date: Date | null) => (date ? { runAt: date } : {});
  const jobsOfShape =
    shape === "payment-deadline"
      ? [{ kind: "payment-deadline", payload: { ...payload, deadline: "pay" }, ...at(runAt) }]
      : [
          { kind: "order-mail", payload },
          { kind: "order-escalate", payload, ...at(escalateAt) },
          ...(shape === "mail-and-due" ? [{ kind: "order-due", payload, ...at(runAt) }] : []),
          ...(write.notifyEmail
            ? [{ kind: "guest-notice", payload: { ...payload, event: "received", channel: "email" } }]
            : []),
        ];
  return { ...write, jobs: jobsOfShape };
}

/** An order as placing one writes it: a soda for pick-up, paid in cash, from a guest of their own. */
function orderWrite(
  business: { businessId: string },
  now: Date,
  overrides: Partial<TestWrite> = {},
): TestWrite {
  const guest = newGuest();
  return {
    orderId: newId(),
    businessId: business.businessId,
    status: "NEW",
    type: "PICKUP",
    tableLabel: null,
    scheduledFor: null,
    currency: "$",
    currencyCode: "USD",
    items: [{ itemId: "soda", name: "Soda", quantity: 1, price: 299 }],
    taxes: [{ label: "Sales tax", amount: 25 }],
    subtotal: 299,
    tax: 25,
    tip: 0,
    deliveryFee: 0,
    discount: 0,
    promoCode: null,
    promotionId: null,
    claimedPromotionId: null,
    promoGuest: guest.digits,
    payAddress: null,
    maxUnpaid: 3,
    total: 324,
    giftCardId: null,
    giftCardPaid: 0,
    loyaltyMemberId: null,
    reward: null,
    payment: "CASH",
    paymentStatus: "DUE",
    customer: { name: `Guest ${guestNumber}`, phone: guest.digits, email: "" },
    newCustomerId: newId(),
    note: "",
    notifyEmail: false,
    notifySms: false,
    guestLang: null,
    trackingKey: newId(),
    idempotencyKey: keyOf(),
    requestHash: "same-cart",
    now,
    runAt: null,
    escalateAt: new Date(now.getTime() + 5 * 60_000),
    pacing: {
      firstSlot: null,
      slots: 0,
      maxOrders: null,
      maxItems: null,
      items: 1,
      promisedFor: new Date(now.getTime() + 20 * 60_000),
    },
    funnel: [],
    ...overrides,
  };
}

/** The writes sent in one instant, settled; and how the rushes of the database went meanwhile. */
async function writeAtOnce(writes: TestWrite[], shapes: OrderJobs[] = []) {
  const db = t.database.db;
  const before = { ...writeRushCounts(db) };
  const outcomes = await Promise.allSettled(
    writes.map((write, i) => writeGuestOrder(db, withJobs(write, shapes[i]))),
  );
  const after = writeRushCounts(db);
  const rows = outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : undefined));
  return {
    outcomes,
    rows,
    counts: {
      together: after.together - before.together,
      fellBack: after.fellBack - before.fellBack,
      apart: after.apart - before.apart,
    },
  };
}

describe("orders of one business written in the same instant", () => {
  it("share one statement, numbered in the order they came, each stored as a guest alone is", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    // A guest alone: a rush of one.
    const reference = await writeGuestOrder(t.database.db, withJobs(orderWrite(business, now)));
    if (!reference) throw new Error("the lone order was not stored");
    const writes = Array.from({ length: 5 }, () => orderWrite(business, now));
    const { rows, counts } = await writeAtOnce(writes);
    expect(counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    expect(rows.map((row) => row?.friendlyId)).toEqual([2, 3, 4, 5, 6]);
    expect(rows.map((row) => row?.id)).toEqual(writes.map((write) => write.orderId));
    for (const [i, row] of rows.entries()) {
      if (!row) throw new Error(`order ${i} not answered`);
      // What the statement answers is what is stored, read as drizzle reads it.
      expect(row).toEqual(await storedOrder(row.id));
      expect(shared(row)).toEqual(shared(reference));
      expect(row.customer).toEqual(writes[i]?.customer);
      expect(row.trackingKey).toBe(writes[i]?.trackingKey);
      expect(await jobTimes(row)).toEqual(await jobTimes(reference));
    }
    expect(await jobTimes(reference)).toEqual(["order-escalate +5 min", "order-mail +0 min"]);
    const stored = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, business.businessId));
    expect(stored).toHaveLength(6);
    for (const row of rows)
      expect(stored.find((customer) => customer.id === row?.customerId)?.phone).toBe(row?.customer.phone);
  });

  it("count the ordering funnel in the same statement, a visitor once however many orders they sent", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    const visit = (visitor: string) =>
      (["view", "cart", "checkout", "order"] as const).map((step) => ({
        businessId: business.businessId,
        day,
        step,
        visitor,
      }));
    // Two orders from one address (a restaurant's Wi-Fi) and one from another, in one statement.
    const writes = [visit("wifi"), visit("wifi"), visit("phone")].map((funnel) =>
      orderWrite(business, now, { funnel }),
    );
    const { rows, counts } = await writeAtOnce(writes);
    expect(counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    expect(rows.every(Boolean)).toBe(true);
    const counted = await t.database.db
      .select({ step: funnelVisits.step, visitor: funnelVisits.visitor })
      .from(funnelVisits)
      .where(eq(funnelVisits.businessId, business.businessId));
    expect(
      counted
        .filter((row) => row.step === "order")
        .map((row) => row.visitor)
        .sort(),
    ).toEqual(["phone", "wifi"]);
    expect(counted).toHaveLength(8);
  });

  it("of guests sharing a phone are written one by one, with one customer", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    const first = orderWrite(business, now);
    const writes = [
      first,
      orderWrite(business, now, { customer: first.customer }),
      orderWrite(business, now),
    ];
    const { rows, counts } = await writeAtOnce(writes);
    expect(counts).toEqual({ together: 0, fellBack: 0, apart: 1 });
    expect(rows[0]?.customerId).toBeTruthy();
    expect(rows[1]?.customerId).toBe(rows[0]?.customerId);
    expect(new Set(rows.map((row) => row?.friendlyId))).toEqual(new Set([1, 2, 3]));
  });

  it("with a code of one use left: the shared write fails, each is written alone, one gets the code", async () => {
    const business = await createOrderingBusiness(api);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "LASTONE", kind: "AMOUNT", value: 100, maxUses: 1 },
      business.token,
    );
    expect(promo.status).toBe(201);
    const now = new Date();
    const withCode = {
      promotionId: promo.body.id as string,
      claimedPromotionId: promo.body.id as string,
      promoCode: "LASTONE",
      discount: 100,
    };
    const writes = [
      orderWrite(business, now),
      orderWrite(business, now, withCode),
      orderWrite(business, now, withCode),
      orderWrite(business, now),
    ];
    const { outcomes, rows, counts } = await writeAtOnce(writes);
    expect(counts).toEqual({ together: 0, fellBack: 1, apart: 0 });
    // Written alone, the two guests with the code race for its last use (side by side on PostgreSQL's pool):
    // whichever comes first gets it, the other is refused. Either may be first.
    const refusedAt = outcomes[1]?.status === "rejected" ? 1 : 2;
    const winner = 3 - refusedAt;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      [0, 1, 2, 3].map((i) => (i === refusedAt ? "rejected" : "fulfilled")),
    );
    const refused = outcomes[refusedAt] as PromiseRejectedResult;
    expect(claimRefusal(refused.reason, null)).toBeTruthy();
    expect(rows[winner]?.promotionId).toBe(promo.body.id);
    const [code] = await t.database.db.select().from(promotions).where(eq(promotions.id, promo.body.id));
    expect(code?.uses).toBe(1);
    const uses = await t.database.db.execute(
      sql`select order_id from promotion_uses where promotion_id = ${promo.body.id}`,
    );
    expect((uses as unknown as { rows: { order_id: string }[] }).rows).toEqual([
      { order_id: writes[winner]?.orderId },
    ]);
    // The refused guest stored nothing: no order, customer or job, and the numbers have no gap.
    expect(
      await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, writes[refusedAt]?.orderId ?? "")),
    ).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, business.businessId));
    expect(stored.map((customer) => customer.phone).sort()).toEqual(
      [writes[0], writes[winner], writes[3]].map((write) => write?.customer.phone).sort(),
    );
    expect(await jobTimes({ id: writes[refusedAt]?.orderId ?? "", createdAt: now })).toEqual([]);
    expect(new Set(rows.filter(Boolean).map((row) => row?.friendlyId))).toEqual(new Set([1, 2, 3]));
  });

  it("with a first-order code: the write itself refuses it to a phone that has an order, at once or before", async () => {
    const business = await createOrderingBusiness(api);
    const promo = await api.post(
      `/v1/businesses/${business.businessId}/promotions`,
      { code: "FIRST", kind: "AMOUNT", value: 100, firstOrderOnly: true },
      business.token,
    );
    const now = new Date();
    const id = promo.body.id as string;
    const withCode = { promotionId: id, claimedPromotionId: id, promoCode: "FIRST", discount: 100 };
    const sameGuest = (write: TestWrite, overrides: Partial<TestWrite>) =>
      orderWrite(business, now, {
        ...overrides,
        customer: write.customer,
        promoGuest: write.promoGuest,
      });
    const first = orderWrite(business, now, withCode);
    const atOnce = await writeAtOnce([first, sameGuest(first, withCode), sameGuest(first, withCode)]);
    expect(atOnce.outcomes.map((outcome) => outcome.status).sort()).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    for (const outcome of atOnce.outcomes)
      if (outcome.status === "rejected")
        expect(claimRefusal(outcome.reason, null)).toBe("This promo code is for a first order only.");

    // A guest whose first order had no code: the judge's read may have missed it; the write does not.
    const plain = orderWrite(business, now);
    await writeAtOnce([plain]);
    const { outcomes } = await writeAtOnce([sameGuest(plain, withCode)]);
    expect(outcomes[0]?.status).toBe("rejected");
    const [code] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(code?.uses).toBe(1);
  });

  it("paced at one order a slot: each takes the next slot in the order they came, and a full slot refuses only its guest", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    const firstSlot = new Date(Math.ceil(now.getTime() / 900_000) * 900_000);
    const pacing = { firstSlot, slots: 3, maxOrders: 1, maxItems: null, items: 1, promisedFor: null };
    const three = Array.from({ length: 3 }, () => orderWrite(business, now, { pacing }));
    const paced = await writeAtOnce(three);
    expect(paced.counts).toEqual({ together: 1, fellBack: 0, apart: 0 });
    const slots = paced.rows.map((row) => row?.pacedSlot?.getTime());
    expect(slots).toEqual([0, 1, 2].map((i) => firstSlot.getTime() + i * 900_000));
    expect(paced.rows.map((row) => row?.promisedFor?.getTime())).toEqual(slots);
    expect(paced.rows.map((row) => row?.friendlyId)).toEqual([1, 2, 3]);

    // The three slots are full: the next guest is refused, the guest beside them (not paced) is not.
    const full = await writeAtOnce([orderWrite(business, now, { pacing }), orderWrite(business, now)]);
    expect(full.counts).toEqual({ together: 0, fellBack: 1, apart: 0 });
    const [refused, served] = full.outcomes;
    expect(refused?.status === "rejected" && isSlotFull(refused.reason)).toBe(true);
    expect(served?.status === "fulfilled" && served.value?.friendlyId).toBe(4);
  });

  it("unpaid card orders from one address: written apart, and at most 3 of them wait; other addresses share", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    const unpaid = (payAddress: string) =>
      orderWrite(business, now, {
        status: "PENDING_PAYMENT",
        payment: "ONLINE_CARD",
        paymentStatus: "PENDING",
        runAt: new Date(now.getTime() + 30 * 60_000),
        escalateAt: null,
        payAddress,
      });
    const shapes = Array<OrderJobs>(5).fill("payment-deadline");
    const one = await writeAtOnce(
      Array.from({ length: 5 }, () => unpaid("203.0.113.7")),
      shapes,
    );
    expect(one.counts).toEqual({ together: 0, fellBack: 0, apart: 1 });
    expect(one.outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    const refused = one.outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.map((outcome) => isTooManyUnpaid(outcome.reason))).toEqual([true, true]);
    expect(one.rows.filter(Boolean).map((row) => row?.payAddress)).toEqual(Array(3).fill("203.0.113.7"));

    const others = await writeAtOnce(["203.0.113.8", "203.0.113.9", "203.0.113.7"].map(unpaid), shapes);
    expect(others.counts).toEqual({ together: 0, fellBack: 1, apart: 0 });
    expect(others.outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
  });

  it("queue each order's own jobs: a card order its payment deadline, a mail-me order the guest's mail", async () => {
    const business = await createOrderingBusiness(api);
    const now = new Date();
    const deadline = new Date(now.getTime() + 15 * 60_000);
    const card = await writeAtOnce(
      [0, 1].map(() =>
        orderWrite(business, now, {
          status: "PENDING_PAYMENT",
          payment: "ONLINE_CARD",
          paymentStatus: "PENDING",
          runAt: deadline,
          escalateAt: null,
        }),
      ),
      ["payment-deadline", "payment-deadline"],
    );
    expect(card.counts.together).toBe(1);
    for (const row of card.rows)
      expect(await jobTimes(row ?? { id: "", createdAt: now })).toEqual(["payment-deadline +15 min"]);
    const [job] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${card.rows[0]?.id ?? ""}`);
    expect(job?.payload).toEqual({ orderId: card.rows[0]?.id, deadline: "pay" });

    const due = new Date(now.getTime() + 26 * 3_600_000);
    const later = await writeAtOnce(
      [
        orderWrite(business, now, { status: "SCHEDULED", scheduledFor: due, runAt: due }),
        orderWrite(business, now, { notifyEmail: true }),
      ],
      ["mail-and-due", "mail"],
    );
    expect(later.counts.together).toBe(1);
    expect(await jobTimes(later.rows[0] ?? { id: "", createdAt: now })).toEqual([
      "order-due +1560 min",
      "order-escalate +5 min",
      "order-mail +0 min",
    ]);
    expect(later.rows[0]?.promisedFor).toBeNull();
    expect(await jobTimes(later.rows[1] ?? { id: "", createdAt: now })).toEqual([
      "guest-notice +0 min",
      "order-escalate +5 min",
      "order-mail +0 min",
    ]);
  });
});

describe("guests ordering at once over HTTP", () => {
  it("each get their own order, numbered one each, and none is written twice", async () => {
    const business = await createOrderingBusiness(api);
    const guests = Array.from({ length: 7 }, () => newGuest());
    const db = t.database.db;
    const before = writeRushCounts(db).fellBack;
    const answers = await Promise.all(
      guests.map((guest, i) =>
        order(
          business,
          orderBody(business, { customer: { name: `Guest ${i}`, phone: guest.phone } }),
          guest.address,
        ),
      ),
    );
    expect(writeRushCounts(db).fellBack).toBe(before);
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(201));
    expect(answers.map((answer) => Number(answer.body.friendlyId)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    const all = await api.get(`/v1/businesses/${business.businessId}/orders?tab=all`, business.token);
    expect(all.body.total).toBe(7);
    for (const [i, answer] of answers.entries())
      expect((await storedOrder(answer.body.id)).customer.phone).toBe(guests[i]?.e164);
  });

  it("each queue their order's's own jobs when the rush mixes orders for now, for later and with a mail to the guest", async () => {
    const business = await createOrderingBusiness(api);
    // Tomorrow, so that its due move is far from the moment it was placed.
    const later = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const [now, scheduled, mailed] = [newGuest(), newGuest(), newGuest()];
    const answers = await Promise.all(
      [
        { body: orderBody(business, { customer: { name: "Now", phone: now.phone } }), address: now.address },
        {
          body: orderBody(business, {
            customer: { name: "Later", phone: scheduled.phone },
            scheduledFor: later,
          }),
          address: scheduled.address,
        },
        {
          body: orderBody(business, {
            customer: { name: "Mail me", phone: mailed.phone, email: "mailme@example.com" },
            notify: { email: true, sms: false },
          }),
          address: mailed.address,
        },
      ].map(({ body, address }) => order(business, body, address)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers[1]?.body).toMatchObject({ status: "SCHEDULED", scheduledFor: later });
    const [a, b, c] = answers.map((answer) => answer.body.id as string);
    expect(await jobKinds(a as string)).toEqual(["order-escalate", "order-mail"]);
    expect(await jobKinds(b as string)).toEqual(["order-due", "order-escalate", "order-mail"]);
    expect(await jobKinds(c as string)).toEqual(["guest-notice", "order-escalate", "order-mail"]);
    const [due] = await t.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.kind} = 'order-due' and ${jobs.payload}->>'orderId' = ${b}`);
    const [stored] = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [b as string]));
    // Due when its kitchen should start on it: before the time the guest chose, hours from now.
    expect(due?.runAt.getTime()).toBeLessThanOrEqual(new Date(later).getTime());
    expect(due?.runAt.getTime()).toBeGreaterThan(Date.now() + 20 * 3_600_000);
    expect(stored?.scheduledFor?.toISOString()).toBe(later);
  });
});
