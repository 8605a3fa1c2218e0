import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetPastVisits } from "../../../src/server/features/insights/funnel.service.ts";
import type { Insights } from "../../../src/shared/insights/insights.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createMember, type TestMember } from "../../helpers/factories.ts";
import { ALL_DAY_HOURS } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The insights read rollups that database triggers keep as orders are written. Here orders are written straight
// into the table (as any code path or a hand-run statement could), moved, refunded, refiled under other guests and
// deleted at random, the business's time zone is changed twice; after each round the insights must equal what the
// orders themselves say, worked out here from the rows with the JavaScript clock.

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A small seeded generator, so a failure can be run again as it was. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const STATUSES = [
  "NEW",
  "SCHEDULED",
  "ACCEPTED",
  "READY",
  "OUT_FOR_DELIVERY",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
  "PENDING_PAYMENT",
];
/** A delivery handed to its driver is sold as surely as one ready or completed. */
const COUNTED = new Set(["ACCEPTED", "READY", "OUT_FOR_DELIVERY", "COMPLETED"]);
const TYPES = ["PICKUP", "DELIVERY", "TABLE"];
const PAYMENTS = ["CASH", "ONLINE_CARD", "CARD_ON_DELIVERY"];
// Item "b" was renamed: most of its lines carry one of its names.
const ITEMS = [
  { id: "a", names: ["Margherita"], price: 1450 },
  { id: "b", names: ["Soda", "Soda pop"], price: 299 },
  { id: "c", names: ["Tiramisu"], price: 650 },
  { id: "d", names: ["Garlic bread"], price: 450 },
];
const PHONES = ["415 555 0100", "(415) 555-0100", "415 555 0111", "+1 415 555 0122", ""];
const DAY_MS = 86_400_000;

/** a × b / c rounded half-up, exactly. */
const shareOf = (a: number, b: number, c: number) =>
  c > 0 ? Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c))) : 0;

/**
 * The counted orders' money as a point of sale sums it: a refund gives back its share of the order's tax and
 * tips (in proportion to the total, tax and tips rounded together), the rest is a refund of sales.
 */
function salesOf(orders: Row[]) {
  const sum = { grossSales: 0, discounts: 0, refunds: 0, tax: 0, tips: 0 };
  for (const order of orders) {
    const [total, refunded, tax, tip] = [order.total, order.refunded, order.tax, order.tip].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const taxAndTips = Math.min(shareOf(refunded, tax + tip, total), refunded);
    const taxBack = Math.min(shareOf(refunded, tax, total), taxAndTips);
    sum.grossSales += Number(order.subtotal) + Number(order.delivery_fee);
    sum.discounts += Number(order.discount);
    sum.refunds += refunded - taxAndTips;
    sum.tax += tax - taxBack;
    sum.tips += tip - (taxAndTips - taxBack);
  }
  const netSales = sum.grossSales - sum.discounts - sum.refunds;
  return { ...sum, netSales, totalCollected: netSales + sum.tax + sum.tips };
}

/** The expected insights, from the orders' rows and the business's zone (an IANA name). */
function expected(orders: Row[], zone: string, from: string, to: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
    weekday: "short",
  });
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const localOf = (at: Date) => {
    const read = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
    return {
      day: `${read.year}-${read.month}-${read.day}`,
      hour: Number(read.hour),
      weekday: weekdays.indexOf(String(read.weekday)),
    };
  };
  const guestOf = (order: Row) => {
    if (order.customer_id) return String(order.customer_id);
    const digits = String((order.customer as { phone?: string }).phone ?? "").replace(/\D/g, "");
    return digits ? `phone:${digits}` : null;
  };
  const firstDay = new Map<string, string>();
  const inRange = orders
    .map((order) => ({ order, local: localOf(new Date(String(order.created_at))) }))
    .filter(({ order, local }) => {
      const guest = guestOf(order);
      if (guest && COUNTED.has(String(order.status))) {
        const first = firstDay.get(guest);
        if (!first || local.day < first) firstDay.set(guest, local.day);
      }
      return local.day >= from && local.day <= to;
    });
  const counted = inRange.filter(({ order }) => COUNTED.has(String(order.status)));
  const revenueOf = (order: Row) => Number(order.total) - Number(order.refunded);
  const sumBy = (key: (order: Row) => string) => {
    const sums = new Map<string, { orders: number; revenue: number }>();
    for (const { order } of counted) {
      const sum = sums.get(key(order)) ?? { orders: 0, revenue: 0 };
      sums.set(key(order), { orders: sum.orders + 1, revenue: sum.revenue + revenueOf(order) });
    }
    return sums;
  };
  const byDate = new Map<string, { orders: number; revenue: number }>();
  const byHour = new Map<string, number>();
  for (const { order, local } of counted) {
    const day = byDate.get(local.day) ?? { orders: 0, revenue: 0 };
    byDate.set(local.day, { orders: day.orders + 1, revenue: day.revenue + revenueOf(order) });
    const cell = `${local.weekday}:${local.hour}`;
    byHour.set(cell, (byHour.get(cell) ?? 0) + 1);
  }
  const items = new Map<string, { quantity: number; revenue: number; names: Map<string, number> }>();
  for (const { order } of counted)
    for (const line of order.items as {
      itemId: string;
      name: string;
      quantity: number;
      lineTotal: number;
    }[]) {
      const item = items.get(line.itemId) ?? { quantity: 0, revenue: 0, names: new Map() };
      item.quantity += line.quantity;
      item.revenue += line.lineTotal;
      item.names.set(line.name, (item.names.get(line.name) ?? 0) + 1);
      items.set(line.itemId, item);
    }
  const guests = new Set(counted.map(({ order }) => guestOf(order)).filter((guest) => guest !== null));
  const isNew = (guest: string) => (firstDay.get(guest) ?? "") >= from;
  const total = counted.reduce((sum, { order }) => sum + revenueOf(order), 0);
  const bySums = (sums: Map<string, { orders: number; revenue: number }>, key: string) =>
    [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, sum]) => ({ [key]: name, ...sum }));
  return {
    orders: counted.length,
    revenue: total,
    averageTicket: counted.length ? Math.round(total / counted.length) : 0,
    byDate: Object.fromEntries(byDate),
    byHour: Object.fromEntries(byHour),
    topItems: [...items]
      .map(([itemId, item]) => ({
        itemId,
        // The most lines' name, the first in order on a tie.
        name: [...item.names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0],
        quantity: item.quantity,
        revenue: item.revenue,
      }))
      .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || (a.itemId < b.itemId ? -1 : 1)),
    byType: bySums(
      sumBy((order) => String(order.type)),
      "type",
    ),
    byPayment: bySums(
      sumBy((order) => String(order.payment)),
      "payment",
    ),
    newGuests: [...guests].filter(isNew).length,
    returningGuests: [...guests].filter((guest) => !isNew(guest)).length,
    sales: salesOf(counted.map(({ order }) => order)),
  };
}

/** The insights as the API gives them, in the shape `expected` gives. */
function asRead(insights: Insights) {
  const sorted = <T extends Record<string, unknown>>(rows: T[], key: keyof T) =>
    [...rows].sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : 1));
  return {
    orders: insights.orders,
    revenue: insights.revenue,
    averageTicket: insights.averageTicket,
    byDate: Object.fromEntries(
      insights.byDay.filter((day) => day.orders > 0).map(({ date, ...sums }) => [date, sums]),
    ),
    byHour: Object.fromEntries(
      insights.byHour
        .filter((cell) => cell.orders > 0)
        .map((cell) => [`${cell.weekday}:${cell.hour}`, cell.orders]),
    ),
    topItems: insights.topItems,
    byType: sorted(insights.byType, "type"),
    byPayment: sorted(insights.byPayment, "payment"),
    newGuests: insights.newGuests,
    returningGuests: insights.returningGuests,
    sales: {
      grossSales: insights.sales.grossSales,
      discounts: insights.sales.discounts,
      refunds: insights.sales.refunds,
      tax: insights.sales.tax,
      tips: insights.sales.tips,
      netSales: insights.sales.netSales,
      totalCollected: insights.sales.totalCollected,
    },
  };
}

describe("the sales rollups the insights read", () => {
  let member: TestMember;
  const next = random(20_260_308);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  let serial = 0;

  const setZone = async (timeZone: string) => {
    const saved = await api.put(
      `/v1/businesses/${member.businessId}/hours`,
      { hours: ALL_DAY_HOURS, timeZone },
      member.token,
    );
    expect(saved.status).toBe(200);
  };

  async function insertOrder() {
    serial += 1;
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const item = pick(ITEMS);
      const quantity = 1 + Math.floor(next() * 3);
      return {
        menuId: "m",
        itemId: item.id,
        name: next() < 0.8 ? item.names[0] : pick(item.names),
        size: null,
        quantity,
        unitPrice: item.price,
        modifiers: [],
        note: "",
        lineTotal: item.price * quantity,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    // Odd amounts of tax, tip, delivery fee and discount, so that refunds' shares round every way.
    const tax = Math.floor(next() * subtotal * 0.1);
    const tip = next() < 0.5 ? Math.floor(next() * 400) : 0;
    const fee = next() < 0.3 ? 350 : 0;
    const discount = next() < 0.3 ? Math.floor(next() * subtotal * 0.2) : 0;
    const total = subtotal + tax + tip + fee - discount;
    // Twenty days around the change to summer time in New York (8 March 2026), at any hour.
    const at = new Date(Date.parse("2026-02-27T00:00:00Z") + Math.floor(next() * 20 * DAY_MS));
    const customer = next() < 0.3 ? pick([`${member.businessId}-c1`, `${member.businessId}-c2`]) : null;
    await t.database.db.execute(sql`
      insert into orders (id, business_id, friendly_id, status, type, currency, currency_code, items, taxes,
        subtotal, tax, tip, delivery_fee, discount, total, payment, payment_status, refunded, customer,
        customer_id, tracking_key, idempotency_key, request_hash, created_at, updated_at)
      values (${`${member.businessId}-o${serial}`}, ${member.businessId}, ${serial}, ${pick(STATUSES)},
        ${pick(TYPES)}, '$', 'USD', ${JSON.stringify(lines)}::json, '[]'::json, ${subtotal}, ${tax}, ${tip}, ${fee},
        ${discount}, ${total},
        ${pick(PAYMENTS)}, 'NONE', 0,
        ${JSON.stringify({ name: "Guest", phone: pick(PHONES), email: "" })}::json, ${customer},
        ${`track-${member.businessId}-${serial}`}, ${`key-${serial}`}, 'hash', ${at.toISOString()}::timestamptz,
        ${at.toISOString()}::timestamptz)`);
  }

  /** One random change to a random order: a status move, a refund, another guest, or gone. */
  async function changeOrder() {
    const [order] = await rowsOf(
      sql`select id, total from orders where business_id = ${member.businessId}
        order by friendly_id offset ${Math.floor(next() * serial * 0.9)} limit 1`,
    );
    if (!order) return;
    const id = String(order.id);
    const roll = next();
    if (roll < 0.5)
      await t.database.db.execute(sql`update orders set status = ${pick(STATUSES)} where id = ${id}`);
    else if (roll < 0.7)
      await t.database.db.execute(
        sql`update orders set refunded = ${Math.floor(next() * Number(order.total))} where id = ${id}`,
      );
    else if (roll < 0.8)
      await t.database.db.execute(
        sql`update orders set customer_id = ${next() < 0.5 ? null : `${member.businessId}-c2`} where id = ${id}`,
      );
    else if (roll < 0.9)
      await t.database.db.execute(sql`update orders set updated_at = now() where id = ${id}`);
    else await t.database.db.execute(sql`delete from orders where id = ${id}`);
  }

  async function compare(zone: string, from: string, to: string) {
    const orders = await rowsOf(sql`select * from orders where business_id = ${member.businessId}`);
    const answer = await api.get(
      `/v1/businesses/${member.businessId}/insights?from=${from}&to=${to}`,
      member.token,
    );
    expect(answer.status).toBe(200);
    expect(asRead(answer.body as Insights)).toEqual(expected(orders, zone, from, to));
  }

  beforeAll(async () => {
    member = await createMember(api);
    await setZone("America/New_York");
    for (const customer of ["c1", "c2"])
      await t.database.db.execute(sql`
        insert into customers (id, business_id, name, name_lower, phone)
        values (${`${member.businessId}-${customer}`}, ${member.businessId}, 'Guest', 'guest',
          ${customer === "c1" ? "4155550198" : "4155550199"})`);
    for (let order = 0; order < 120; order++) await insertOrder();
  });

  it("equals the orders' own sums after orders are placed, moved, refunded, refiled and deleted", async () => {
    await compare("America/New_York", "2026-02-26", "2026-03-19");
    await compare("America/New_York", "2026-03-05", "2026-03-09");
    for (let round = 0; round < 3; round++) {
      for (let change = 0; change < 40; change++) await changeOrder();
      for (let order = 0; order < 10; order++) await insertOrder();
      await compare("America/New_York", "2026-02-26", "2026-03-19");
      await compare("America/New_York", "2026-03-08", "2026-03-12");
    }
  });

  it("moves every order to its new day and hour when the business changes its time zone", async () => {
    await setZone("Asia/Kolkata");
    await compare("Asia/Kolkata", "2026-02-26", "2026-03-19");
    await compare("Asia/Kolkata", "2026-03-01", "2026-03-01");
    await setZone("America/New_York");
    await compare("America/New_York", "2026-02-26", "2026-03-19");
  });

  it("keeps no empty rows once a day's orders are gone", async () => {
    await t.database.db.execute(sql`delete from orders where business_id = ${member.businessId}`);
    const left = await rowsOf(sql`
      select (select count(*) from sales_hours where business_id = ${member.businessId})::int as hours,
        (select count(*) from sales_items where business_id = ${member.businessId})::int as items,
        (select count(*) from sales_guests where business_id = ${member.businessId})::int as guests,
        (select count(*) from sales_guest_firsts where business_id = ${member.businessId})::int as firsts,
        (select count(*) from sales_days where business_id = ${member.businessId})::int as days`);
    expect(left[0]).toEqual({ hours: 0, items: 0, guests: 0, firsts: 0, days: 0 });
  });

  it("counts the funnel's visitors per day, and keeps the counts once past days' visits are forgotten", async () => {
    await t.database.db.execute(sql`
      insert into funnel_visits (business_id, day, step, visitor)
      select ${member.businessId}, '2026-03-02'::date + (v % 3), step, md5(step || v)
      from generate_series(1, 12) v, (values ('view'), ('cart')) steps(step)`);
    const funnelOf = async () =>
      (
        await api.get(
          `/v1/businesses/${member.businessId}/insights?from=2026-03-02&to=2026-03-03`,
          member.token,
        )
      ).body.funnel;
    // Days 2 and 3 of the three: 4 visitors of each step a day.
    expect(await funnelOf()).toEqual({ views: 8, carts: 8, checkouts: 0, orders: 0 });
    // On 5 March the 2nd is over (two days back, whatever the zone); the 3rd and 4th are kept.
    const forgotten = await forgetPastVisits(t.database.db, new Date("2026-03-05T12:00:00Z"));
    expect(forgotten).toBeGreaterThanOrEqual(8);
    const kept = await rowsOf(
      sql`select day::text as day, count(*)::int as visits from funnel_visits
        where business_id = ${member.businessId} group by day order by day`,
    );
    expect(kept).toEqual([
      { day: "2026-03-03", visits: 8 },
      { day: "2026-03-04", visits: 8 },
    ]);
    expect(await funnelOf()).toEqual({ views: 8, carts: 8, checkouts: 0, orders: 0 });
  });
});
