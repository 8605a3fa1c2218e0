import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, jobs, orders, promotionUses } from "../../db/schema.ts";
import { GUEST_NOTICE_JOB } from "../guest-notices/notice-kinds.ts";
import { ORDER_DUE_JOB, ORDER_ESCALATE_JOB, ORDER_MAIL_JOB } from "./order-kinds.ts";
import { customerFields, type OrderJobs, type OrderWrite, writeOrder } from "./order-write.ts";
import { PAYMENT_DEADLINE_JOB } from "./payment-kinds.ts";
import { createRush } from "./rush.ts";

// The orders of one business placed in the same instant are written as one statement (rush.ts): on PGlite each
// order's own statement cost about 1.6 ms of the one thread, so the 50th guest of a rush waited 80 ms for the 49
// writes before theirs, where one statement writes them in a fraction of that. It does what the single statement
// (order-write.ts) does, row by row in the order the guests came: each order takes its number, its pacing slot
// and its promo code's use through the same functions, so the numbers follow the guests' order and a slot or a
// code never gives more than it has; one guest's full slot or used code fails the statement, and each guest is
// then written alone and answered for their own order. Guests who share a phone are written one by one from the
// start: their customer is one row (which one upsert cannot touch twice), and "once per guest" and "first order
// only" must see the other's order. So are unpaid card orders from one address: each counts the others waiting.

type OrderRow = typeof orders.$inferSelect;

interface OrderCall {
  shape: OrderJobs;
  order: OrderWrite;
}

const orderRush = createRush<OrderCall, OrderRow | undefined>({
  together: writeTogether,
  alone: (db, { shape, order }) => writeOrder(db, shape, order),
  canShare: (calls) => {
    const phones = calls.map(({ order }) => order.customer.phone).filter((phone) => phone !== "");
    const promoGuests = calls
      .filter(({ order }) => order.claimedPromotionId)
      .map(({ order }) => order.promoGuest);
    const keys = calls.map(({ order }) => order.idempotencyKey);
    // An unpaid order counts the others waiting from its address, which one statement's rows cannot see.
    const payAddresses = calls.flatMap(({ order }) => (order.payAddress === null ? [] : [order.payAddress]));
    return [phones, promoGuests, keys, payAddresses].every((list) => new Set(list).size === list.length);
  },
});

/** How this database's order rushes were written: together, or guest by guest. */
export const writeRushCounts = (db: Db) => orderRush.counts(db);

/** Stores the order with its customer and jobs, in one statement with the others of its business in this instant. */
export function writeGuestOrder(db: Db, shape: OrderJobs, order: OrderWrite): Promise<OrderRow | undefined> {
  return orderRush.join(db, order.businessId, { shape, order });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The jobs the single statement queues for an order of `shape`: the mails run now (`now`), the rest at their
 * time, which the statement takes as given (a missing one fails it, as it fails the single statement).
 */
function jobsOf({ shape, order }: OrderCall) {
  const payload = { orderId: order.orderId };
  const at = (date: Date | null) => ({ now: false, run_at: iso(date) });
  const now = { now: true, run_at: null };
  if (shape === "payment-deadline")
    return [
      { kind: PAYMENT_DEADLINE_JOB.kind, payload: { ...payload, deadline: "pay" }, ...at(order.runAt) },
    ];
  return [
    { kind: ORDER_MAIL_JOB.kind, payload, ...now },
    { kind: ORDER_ESCALATE_JOB.kind, payload, ...at(order.escalateAt) },
    ...(shape === "mail-and-due" ? [{ kind: ORDER_DUE_JOB.kind, payload, ...at(order.runAt) }] : []),
    ...(order.notifyEmail
      ? [
          {
            kind: GUEST_NOTICE_JOB.kind,
            payload: { ...payload, event: "received", channel: "email" },
            ...now,
          },
        ]
      : []),
  ];
}

/** One guest's order as a row of the statement's input. */
function inputOf({ order }: OrderCall) {
  const { customer, pacing } = order;
  const { customerJson, ...customerColumns } = customerFields(customer);
  return {
    order_id: order.orderId,
    business_id: order.businessId,
    status: order.status,
    type: order.type,
    table_label: order.tableLabel,
    scheduled_for: iso(order.scheduledFor),
    currency: order.currency,
    currency_code: order.currencyCode,
    items: order.items,
    taxes: order.taxes,
    subtotal: order.subtotal,
    tax: order.tax,
    tip: order.tip,
    delivery_fee: order.deliveryFee,
    discount: order.discount,
    promo_code: order.promoCode,
    promotion_id: order.promotionId,
    claimed_promotion_id: order.claimedPromotionId,
    promo_guest: order.promoGuest,
    pay_address: order.payAddress,
    max_unpaid: order.maxUnpaid,
    total: order.total,
    payment: order.payment,
    payment_status: order.paymentStatus,
    new_customer_id: order.newCustomerId,
    ...customerColumns,
    customer: customerJson,
    name_lower: customer.name.toLowerCase(),
    note: order.note,
    notify_email: order.notifyEmail,
    notify_sms: order.notifySms,
    guest_lang: order.guestLang,
    tracking_key: order.trackingKey,
    idempotency_key: order.idempotencyKey,
    request_hash: order.requestHash,
    now: order.now.toISOString(),
    slot_first: iso(pacing.firstSlot),
    slot_count: pacing.slots,
    max_orders: pacing.maxOrders,
    max_items: pacing.maxItems,
    slot_items: pacing.items,
    promised_for: iso(pacing.promisedFor),
  };
}

const INPUT_COLUMNS = sql.raw(`order_id text, business_id text, status text, type text, table_label text,
  scheduled_for timestamptz, currency text, currency_code text, items json, taxes json, subtotal bigint, tax bigint,
  tip bigint, delivery_fee bigint, discount bigint, promo_code text, promotion_id text, claimed_promotion_id text,
  promo_guest text, pay_address text, max_unpaid int,
  total bigint, payment text, payment_status text, customer json, new_customer_id text, name text, name_lower text,
  phone text, email text, address text, city text, state text, zip text, note text, notify_email boolean,
  notify_sms boolean, guest_lang text, tracking_key text, idempotency_key text, request_hash text,
  now timestamptz, slot_first timestamptz, slot_count int, max_orders int, max_items int, slot_items int,
  promised_for timestamptz`);

const fill = (name: string) => sql.raw(`${name} = coalesce(nullif(customers.${name}, ''), excluded.${name})`);

/**
 * The statement: the input rows (json, not jsonb, so each order's items keep their text as the guest's own
 * statement stores it), the customers upserted in phone order (two rushes sharing phones on PostgreSQL wait
 * rather than deadlock), then per row in the guests' order its number, slot and code, the promo uses, the jobs,
 * and the orders.
 */
function rushStatement(calls: OrderCall[]) {
  const rows = JSON.stringify(calls.map(inputOf));
  const queued = JSON.stringify(calls.flatMap(jobsOf));
  return sql`with input as (
      select * from rows from (json_to_recordset(${rows}::json) as (${INPUT_COLUMNS})) with ordinality as r
    ),
    upserted as (
      insert into ${customers} (id, business_id, name, phone, email, address, city, state, zip, name_lower,
        last_order_date)
      select new_customer_id, business_id, name, phone, email, address, city, state, zip, name_lower, now
      from input where phone <> '' order by phone
      on conflict (business_id, phone) do update set last_order_date = excluded.last_order_date,
        ${fill("email")}, ${fill("address")}, ${fill("city")}, ${fill("state")}, ${fill("zip")}
      returning id, phone
    ),
    claimed as (
      select input.*, number_order(business_id, pay_address, max_unpaid) as friendly_id,
        reserve_order_slot(business_id, slot_first, slot_count, max_orders, max_items, slot_items) as slot_at,
        claim_promotion(claimed_promotion_id, promo_guest, order_id) as claimed_promotion
      -- Sorted first, then the functions called row by row: in the guests' order.
      from input order by ordinality
    ),
    promo_used as (
      insert into ${promotionUses} (promotion_id, order_id, guest)
      select claimed_promotion, order_id, promo_guest from claimed where claimed_promotion is not null
    ),
    queued as (
      insert into ${jobs} (kind, payload, run_at)
      select kind, payload, case when j.now then now() else j.run_at end
      from json_to_recordset(${queued}::json) as j(kind text, payload jsonb, now boolean, run_at timestamptz)
    )
    insert into ${orders} (id, business_id, friendly_id, status, type, table_label, scheduled_for, currency,
      currency_code, items, taxes, subtotal, tax, tip, delivery_fee, discount, promo_code, promotion_id, total,
      payment, payment_status, customer, customer_id, note, notify_email, notify_sms, guest_lang, pay_address,
      tracking_key, idempotency_key, request_hash, paced_slot, paced_items, promised_for, created_at, updated_at)
    select order_id, business_id, friendly_id, status, type, table_label, scheduled_for, currency,
      currency_code, items, taxes, subtotal, tax, tip, delivery_fee, discount, promo_code, promotion_id, total,
      payment, payment_status, customer, (select upserted.id from upserted where upserted.phone = claimed.phone),
      note, notify_email, notify_sms, guest_lang, pay_address, tracking_key, idempotency_key, request_hash, slot_at,
      slot_items,
      -- An ASAP order is promised its slot, or its earliest time when the business does not pace.
      case when scheduled_for is null then coalesce(slot_at, promised_for) end, now, now
    from claimed
    returning *`;
}

const ORDER_COLUMNS = Object.entries(getTableColumns(orders));

/** A row as the database sends it, read as drizzle reads the orders table's rows. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  return Object.fromEntries(
    ORDER_COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as OrderRow;
}

/** The guests' stored orders, in their order, from one statement. */
async function writeTogether(db: Db, calls: OrderCall[]): Promise<(OrderRow | undefined)[]> {
  const result = (await db.execute(rushStatement(calls))) as unknown as { rows: Record<string, unknown>[] };
  const byId = new Map(result.rows.map((raw) => [raw.id as string, toOrderRow(raw)]));
  return calls.map(({ order }) => byId.get(order.orderId));
}
