import { getTableColumns, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { OrderReward } from "../../../../shared/ordering/orders.ts";
import type { Db } from "../../../db/client.ts";
import { newId } from "../../../db/ids.ts";
import { preparedOnce } from "../../../db/prepared.ts";
import { createRush } from "../../../db/rush.ts";
import {
  customers,
  funnelVisits,
  giftCardMovements,
  giftCards,
  jobs,
  loyaltyMembers,
  loyaltyMovements,
  orders,
  promotionUses,
} from "../../../db/schema.ts";
import { jobRow } from "../../../jobs/define-job.ts";
import type { NewJob } from "../../../jobs/job-queue.ts";
import { GUEST_NOTICE_JOB } from "../../guest-notices/notice-kinds.ts";
import type { FunnelVisit } from "../../insights/funnel.service.ts";
import { liveJobs } from "../lifecycle/lifecycle.ts";
import { PAY_TIMEOUT_MS, PAYMENT_DEADLINE_JOB } from "../money/payment-kinds.ts";
import type { OrderPacing } from "./pacing.ts";

// Every order is written by one statement, prepared once per database (docs/decisions/013 and 020): a guest
// alone is a rush of one. The orders of one business placed in the same instant share it (db/rush.ts): on PGlite
// each order's own statement cost about 1.6 ms of the one thread, so the 50th guest of a rush waited 80 ms for
// the 49 writes before theirs, where one statement writes them in a fraction of that. Row by row in the order
// the guests came, each order takes its number, its pacing slot and its promo code's use through the same
// functions, so the numbers follow the guests' order and a slot or a code never gives more than it has; one
// guest's full slot or used code fails the statement, and each guest is then written alone (a rush of one) and
// answered for their own order. Guests who share a phone are written one by one from the start: their customer
// is one row (which one upsert cannot touch twice), and "once per guest" and "first order only" must see the
// other's order. So are unpaid card orders from one address: each counts the others waiting, and orders paid by
// one gift card, or rewards taken by one loyalty member: each spends what the other left. Customer, jobs, slot,
// code, gift card, points and order are one statement, so all of it or none is stored, with no transaction.

type OrderRow = typeof orders.$inferSelect;

/** What an order's row is written from. */
export interface OrderWrite {
  orderId: string;
  businessId: string;
  status: string;
  type: string;
  tableLabel: string | null;
  scheduledFor: Date | null;
  currency: string;
  currencyCode: string;
  items: unknown[];
  taxes: unknown[];
  subtotal: number;
  tax: number;
  tip: number;
  deliveryFee: number;
  /** Minor units off the subtotal, and the code as the owner wrote it (null without one). */
  discount: number;
  promoCode: string | null;
  /** The order's code, if any. */
  promotionId: string | null;
  /**
   * The code whose use the order claims in its write (claim_promotion, drizzle/0031 and 0037), and the guest's
   * phone digits: the order's code when it is live from its write, null when it waits for its card (it claims the
   * use as it goes live, order-room.ts).
   */
  claimedPromotionId: string | null;
  promoGuest: string;
  /**
   * For an order waiting for its card, the address it came from, and how many such orders one address may keep
   * waiting at the business (number_order, drizzle/0037); null for a live order.
   */
  payAddress: string | null;
  maxUnpaid: number;
  total: number;
  /** The gift card that pays `giftCardPaid` of the total, spent in the same statement. */
  giftCardId: string | null;
  giftCardPaid: number;
  /** The loyalty member placing it (signed in), and the reward they take, whose points are spent in the statement. */
  loyaltyMemberId: string | null;
  reward: OrderReward | null;
  payment: string;
  paymentStatus: string;
  customer: {
    name: string;
    phone: string;
    email?: string;
    address?: string;
    city?: string;
    state?: string;
    zip?: string;
  };
  /** The id a new customer gets, if no customer of the business has the phone. */
  newCustomerId: string;
  note: string;
  /** The guest's "mail me" and "text me" choices. */
  notifyEmail: boolean;
  notifySms: boolean;
  /** The guest's page language, for their mails and text messages; null when the page named none. */
  guestLang: string | null;
  trackingKey: string;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
  /** The jobs stored with the order (`placedOrderJobs`); one without `runAt` runs at once. */
  jobs: NewJob[];
  /** Its pacing slot to take (pacing.ts `paceOrder`), and an ASAP order's promise without pacing. */
  pacing: OrderPacing;
  /** The ordering funnel's rows this order counts (insights' `funnelVisitsOf`), stored with it or not at all. */
  funnel: FunnelVisit[];
}

/**
 * The jobs a placed order comes with. A card order waits for its card: the owner hears of it once it is paid
 * (the webhook makes it live), and unpaid it is cancelled at its deadline. A cash or in-person card order is live
 * from its write: the jobs going live brings (`liveJobs`, the same that `goLive` queues), and the guest's
 * "received" mail when they asked for mails (an order that goes live later hears it from the lifecycle's "live"
 * listeners, guest-notices/).
 */
export function placedOrderJobs({
  orderId,
  isOnlineCard,
  dueAt,
  now,
  notifyEmail,
}: {
  orderId: string;
  isOnlineCard: boolean;
  /** When a scheduled order becomes NEW; null for an order for now. */
  dueAt: Date | null;
  now: Date;
  notifyEmail: boolean;
}): NewJob[] {
  if (isOnlineCard)
    return [
      jobRow(PAYMENT_DEADLINE_JOB, { orderId, deadline: "pay" }, new Date(now.getTime() + PAY_TIMEOUT_MS)),
    ];
  const received = jobRow(GUEST_NOTICE_JOB, { orderId, event: "received", channel: "email" });
  return [...liveJobs({ orderId, dueAt, now }), ...(notifyEmail ? [received] : [])];
}

const orderRush = createRush<OrderWrite, OrderRow | undefined>({
  together: writeOrders,
  alone: async (db, order) => (await writeOrders(db, [order]))[0],
  canShare: (calls) => {
    const phones = calls.map((order) => order.customer.phone).filter((phone) => phone !== "");
    const promoGuests = calls.filter((order) => order.claimedPromotionId).map((order) => order.promoGuest);
    const keys = calls.map((order) => order.idempotencyKey);
    // Two orders on one card: the second must see what the first spent, which one statement's rows cannot.
    const cards = calls.flatMap((order) => (order.giftCardId === null ? [] : [order.giftCardId]));
    const members = calls.flatMap((order) => (order.reward === null ? [] : [order.loyaltyMemberId]));
    // An unpaid order counts the others waiting from its address, which one statement's rows cannot see.
    const payAddresses = calls.flatMap((order) => (order.payAddress === null ? [] : [order.payAddress]));
    return [phones, promoGuests, keys, payAddresses, cards, members].every(
      (list) => new Set(list).size === list.length,
    );
  },
});

/** How this database's order rushes were written: together, or guest by guest. */
export const writeRushCounts = (db: Db) => orderRush.counts(db);

/**
 * Stores the order with its customer and jobs, in one statement with the others of its business in this instant
 * (alone, a rush of one); answers the stored row.
 */
export function writeGuestOrder(db: Db, order: OrderWrite): Promise<OrderRow | undefined> {
  return orderRush.join(db, order.businessId, order);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The orders' jobs as rows of the statement's input: one without a time runs at once, by the database's clock. */
function jobsOf(order: OrderWrite) {
  return order.jobs.map(({ kind, payload, runAt }) => ({
    kind,
    payload,
    now: runAt === undefined,
    run_at: iso(runAt ?? null),
  }));
}

/**
 * The guest's details as the order keeps them (`customerJson`, what they typed) and as the customer row is filled
 * (the columns, empty where they gave nothing).
 */
function customerFields(customer: OrderWrite["customer"]) {
  return {
    customerJson: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
    },
    name: customer.name,
    phone: customer.phone,
    email: customer.email ?? "",
    address: customer.address ?? "",
    city: customer.city ?? "",
    state: customer.state ?? "",
    zip: customer.zip ?? "",
  };
}

/** One guest's order as a row of the statement's input. */
function inputOf(order: OrderWrite) {
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
    gift_card_id: order.giftCardId,
    gift_card_paid: order.giftCardPaid,
    gift_card_movement_id: order.giftCardId === null ? null : newId(),
    loyalty_member_id: order.loyaltyMemberId,
    reward: order.reward,
    reward_points: order.reward?.points ?? 0,
    reward_movement_id: order.reward === null ? null : newId(),
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
  total bigint, gift_card_id text, gift_card_paid int, gift_card_movement_id text, loyalty_member_id text,
  reward json, reward_points int, reward_movement_id text, payment text, payment_status text, customer json, new_customer_id text, name text, name_lower text,
  phone text, email text, address text, city text, state text, zip text, note text, notify_email boolean,
  notify_sms boolean, guest_lang text, tracking_key text, idempotency_key text, request_hash text,
  now timestamptz, slot_first timestamptz, slot_count int, max_orders int, max_items int, slot_items int,
  promised_for timestamptz`);

const fill = (name: string) => sql.raw(`${name} = coalesce(nullif(customers.${name}, ''), excluded.${name})`);

const p = sql.placeholder;

/**
 * The steps that spend the orders' gift cards, in the statement only when an order of the rush has a card: for
 * the others they cost PGlite's one thread about a tenth of the write (bench/orders-under-load.ts). A card pays
 * only while it is active and holds the amount; two orders on one card are never in one statement (canShare), and
 * a second statement waits at the card's row and sees the first's balance. An order whose card paid nothing is
 * written with nothing paid and a card, which orders_gift_card_spent refuses (drizzle/0073), failing the write.
 */
const CARD_SPENDING = sql`    spent as (
      update ${giftCards} as g
      set balance = g.balance - i.gift_card_paid,
        status = case when g.balance - i.gift_card_paid = 0 then 'EMPTY' else 'ACTIVE' end,
        updated_at = now()
      from input as i
      where g.id = i.gift_card_id and g.business_id = i.business_id and g.status = 'ACTIVE'
        and i.gift_card_paid > 0 and g.balance >= i.gift_card_paid
      returning g.id as card_id, g.business_id, g.balance as balance_after, i.order_id, i.gift_card_paid,
        i.gift_card_movement_id
    ),
    card_moved as (
      insert into ${giftCardMovements} (id, card_id, business_id, kind, amount, balance_after, reason, order_id)
      select gift_card_movement_id, card_id, business_id, 'REDEEMED', -gift_card_paid, balance_after, '', order_id
      from spent
    ),
`;

/**
 * The steps that spend the members' points on the rewards their orders take, in the statement only when an order
 * of the rush takes one, as the card's. The member's row is updated only while it holds the reward's points; two
 * orders of one member are never in one statement (canShare), and a second statement waits at the row and sees
 * the first's points. An order whose reward spent nothing breaks orders_reward_spent (drizzle/0079).
 */
const REWARD_SPENDING = sql`    reward_spent as (
      update ${loyaltyMembers} as m
      set points = m.points - i.reward_points
      from input as i
      where m.id = i.loyalty_member_id and m.business_id = i.business_id
        and i.reward_points > 0 and m.points >= i.reward_points
      returning m.id as member_id, m.business_id, m.points as balance_after, i.order_id, i.reward_points,
        i.reward_movement_id
    ),
    reward_moved as (
      insert into ${loyaltyMovements} (id, member_id, business_id, kind, points, balance_after, reason, order_id)
      select reward_movement_id, member_id, business_id, 'REDEEMED', -reward_points, balance_after, '', order_id
      from reward_spent
    ),
`;

/** The points the order's reward spent: its cost where the member's row was updated, else nothing. */
const REWARD_SPENT = sql`coalesce((select reward_spent.reward_points from reward_spent
      where reward_spent.order_id = claimed.order_id), 0)`;

/** What the order's card paid: its amount where the card was spent, else nothing. */
const CARD_PAID = sql`coalesce((select spent.gift_card_paid from spent where spent.order_id = claimed.order_id), 0)`;

/**
 * The statement, whose two parameters are the orders and their jobs as JSON text: the input rows (json, not
 * jsonb, so each order's items keep their text as the guest sent them), the customers upserted in phone order
 * (two rushes sharing phones on PostgreSQL wait rather than deadlock), then per row in the guests' order its
 * number, slot and code, the promo uses, the jobs, and the orders. Each order adds to the business's customer
 * with that phone, or creates one: an existing customer keeps the owner's details, only empty ones are filled
 * from the order. A table order without a phone makes no customer: every guest without one would otherwise be the
 * same customer.
 */
const orderWriteSql = (withCards: boolean, withRewards: boolean) => sql`with input as (
      select * from rows from (json_to_recordset(${p("rows")}::text::json) as (${INPUT_COLUMNS}))
        with ordinality as r
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
${withCards ? CARD_SPENDING : sql``}${withRewards ? REWARD_SPENDING : sql``}    promo_used as (
      insert into ${promotionUses} (promotion_id, order_id, guest)
      select claimed_promotion, order_id, promo_guest from claimed where claimed_promotion is not null
    ),
    queued as (
      insert into ${jobs} (kind, payload, run_at)
      select kind, payload, case when j.now then now() else j.run_at end
      from json_to_recordset(${p("jobs")}::text::json) as j(kind text, payload jsonb, now boolean, run_at timestamptz)
    ),
    counted as (
      insert into ${funnelVisits} (business_id, day, step, visitor)
      select distinct business_id, day, step, visitor
      from json_to_recordset(${p("funnel")}::text::json) as f(business_id text, day date, step text, visitor text)
      on conflict do nothing
    )
    insert into ${orders} (id, business_id, friendly_id, status, type, table_label, scheduled_for, currency,
      currency_code, items, taxes, subtotal, tax, tip, delivery_fee, discount, promo_code, promotion_id, total,
      gift_card_id, gift_card_paid, loyalty_member_id, reward, reward_points, payment, payment_status, customer,
      customer_id, note, notify_email, notify_sms, guest_lang, pay_address,
      tracking_key, idempotency_key, request_hash, paced_slot, paced_items, promised_for, created_at, updated_at)
    select order_id, business_id, friendly_id, status, type, table_label, scheduled_for, currency,
      currency_code, items, taxes, subtotal, tax, tip, delivery_fee, discount, promo_code, promotion_id, total,
      gift_card_id, ${withCards ? CARD_PAID : sql`0`}, loyalty_member_id, reward::jsonb,
      ${withRewards ? REWARD_SPENT : sql`0`}, payment, payment_status, customer, (select upserted.id from upserted where upserted.phone = claimed.phone),
      note, notify_email, notify_sms, guest_lang, pay_address, tracking_key, idempotency_key, request_hash, slot_at,
      slot_items,
      -- An ASAP order is promised its slot, or its earliest time when the business does not pace.
      case when scheduled_for is null then coalesce(slot_at, promised_for) end, now, now
    from claimed
    returning *`;

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

const dialect = new PgDialect();

/** The guests' stored orders, in their order, from the one statement. */
async function writeOrders(db: Db, calls: OrderWrite[]): Promise<(OrderRow | undefined)[]> {
  // Prepared without drizzle's column list: `returning *` is read below through the table's own column mapping.
  const withCards = calls.some((order) => order.giftCardId !== null);
  const withRewards = calls.some((order) => order.reward !== null);
  const name = `order_write${withCards ? "_cards" : ""}${withRewards ? "_rewards" : ""}`;
  const statement = preparedOnce(db, name, (prepared) =>
    db._.session.prepareQuery(
      dialect.sqlToQuery(orderWriteSql(withCards, withRewards)),
      undefined,
      prepared,
      false,
    ),
  );
  // Without a column list, the driver's whole answer comes back, its rows as objects.
  const { rows } = (await statement.execute({
    rows: JSON.stringify(calls.map(inputOf)),
    jobs: JSON.stringify(calls.flatMap(jobsOf)),
    funnel: JSON.stringify(
      calls.flatMap((order) =>
        order.funnel.map(({ businessId, day, step, visitor }) => ({
          business_id: businessId,
          day,
          step,
          visitor,
        })),
      ),
    ),
  })) as { rows: Record<string, unknown>[] };
  const byId = new Map(rows.map((row) => [row.id as string, toOrderRow(row)]));
  return calls.map((order) => byId.get(order.orderId));
}
