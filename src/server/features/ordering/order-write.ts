import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { customers, jobs, orders, promotionUses } from "../../db/schema.ts";
import { GUEST_NOTICE_JOB } from "../guest-notices/notice-kinds.ts";
import { ORDER_DUE_JOB, ORDER_ESCALATE_JOB, ORDER_MAIL_JOB } from "./order-kinds.ts";
import type { OrderPacing } from "./pacing.ts";
import { PAYMENT_DEADLINE_JOB } from "./payment-kinds.ts";

// An order is written as one statement, since under a rush every round trip costs the one event loop: its
// customer, its jobs and the order itself, so all of it or none is stored, with no transaction. The statement is
// built once per database for each set of jobs it can carry and prepared (docs/decisions/013): building a
// statement this size cost drizzle more than PostgreSQL took to run it, and PostgreSQL plans it once per
// connection instead of on every order.

/**
 * The jobs an order comes with: the owner's mail and its escalation (and its due move when scheduled), or its
 * payment deadline.
 */
export type OrderJobs = "mail" | "mail-and-due" | "payment-deadline";

/** What fills the statement's placeholders. */
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
  /** The due move's time (mail-and-due) or the payment deadline (payment-deadline). */
  runAt: Date | null;
  /** When the owner is mailed again if nobody has taken the order on (mail, mail-and-due). */
  escalateAt: Date | null;
  /** Its pacing slot to take (pacing.ts `paceOrder`), and an ASAP order's promise without pacing. */
  pacing: OrderPacing;
}

const p = sql.placeholder;

/**
 * Each order adds to the business's customer with that phone, or creates one. An existing customer keeps the
 * owner's details; only empty ones are filled from the order. One INSERT … ON CONFLICT on the unique
 * (business, phone) index: orders placed at once from a new phone wait for each other there and find one
 * customer, where a look-up before the insert let each of them create its own. A table order without a phone
 * makes no customer (the SELECT gives no row and the order's customer is null): every guest without one would
 * otherwise be the same customer.
 */
function customerCte(db: Db) {
  const fill = (name: string) =>
    sql.raw(`${name} = coalesce(nullif(customers.${name}, ''), excluded.${name})`);
  // Typed: a bare parameter has no type of its own.
  const upserted = db.$with("upserted", { id: customers.id }).as(
    sql`insert into ${customers} (id, business_id, name, phone, email, address, city, state, zip, name_lower, last_order_date)
      select ${p("newCustomerId")}::text, ${p("businessId")}::text, ${p("name")}::text, ${p("phone")}::text,
        ${p("email")}::text, ${p("address")}::text, ${p("city")}::text, ${p("state")}::text, ${p("zip")}::text,
        ${p("nameLower")}::text, ${p("now")}::timestamptz
      where ${p("phone")}::text <> ''
      on conflict (business_id, phone) do update set last_order_date = excluded.last_order_date,
        ${fill("email")}, ${fill("address")}, ${fill("city")}, ${fill("state")}, ${fill("zip")}
      returning id`,
  );
  return { cte: upserted, customerId: sql<string>`(select id from ${upserted})` };
}

function jobsCte(db: Db, shape: OrderJobs) {
  const payload = (extra: SQL = sql``) => sql`jsonb_build_object('orderId', ${p("orderId")}::text${extra})`;
  const runAt = sql`${p("runAt")}::timestamptz`;
  const rows =
    shape === "payment-deadline"
      ? // The owner hears of it once it is paid (the webhook); unpaid, it is cancelled after a while.
        [{ kind: PAYMENT_DEADLINE_JOB.kind, payload: payload(sql`, 'deadline', 'pay'`), runAt }]
      : [
          { kind: ORDER_MAIL_JOB.kind, payload: payload(), runAt: sql`now()` },
          { kind: ORDER_ESCALATE_JOB.kind, payload: payload(), runAt: sql`${p("escalateAt")}::timestamptz` },
          ...(shape === "mail-and-due" ? [{ kind: ORDER_DUE_JOB.kind, payload: payload(), runAt }] : []),
        ];
  return db.$with("queued").as(db.insert(jobs).values(rows).returning({ id: jobs.id }));
}

/**
 * A live order's "we got your order" mail, when the guest asked for mails: written with the order, as the owner's
 * mail is (an order that goes live later hears it from the lifecycle's "live" listeners, guest-notices/).
 */
function guestNoticeCte(db: Db) {
  return db.$with("guest_notice", { id: jobs.id }).as(
    sql`insert into ${jobs} (kind, payload, run_at)
      select ${GUEST_NOTICE_JOB.kind}, jsonb_build_object('orderId', ${p("orderId")}::text, 'event', 'received',
        'channel', 'email'), now()
      where ${p("notifyEmail")}::boolean
      returning id`,
  );
}

/**
 * Pacing: the order takes room in its slot in this same statement (reserve_order_slot, drizzle/0029), so an
 * order that is not stored holds no place, and one that finds no room stores nothing (SLOT_FULL). Without
 * pacing the function answers null at once.
 */
function slotCte(db: Db) {
  const slot = db.$with("slot", { at: orders.pacedSlot }).as(
    sql`select reserve_order_slot(${p("businessId")}::text, ${p("slotFirst")}::timestamptz, ${p("slotCount")}::int,
      ${p("maxOrders")}::int, ${p("maxItems")}::int, ${p("slotItems")}::int) as at`,
  );
  return { cte: slot, at: sql`(select at from ${slot})` };
}

/**
 * A promo code: the order claims one of its uses in this same statement, like pacing's slot, so a code never
 * gives more uses than it has, and an order that fails gives none back. Its use is recorded with the guest's
 * phone ("once per guest" reads it). Without a code the function answers null at once and nothing is recorded.
 */
function promoCte(db: Db) {
  const promo = db
    .$with("promo", { id: orders.promotionId })
    .as(sql`select claim_promotion(${p("claimedPromotionId")}::text, ${p("promoGuest")}::text,
      ${p("orderId")}::text) as id`);
  const used = db.$with("promo_used", { promotionId: promotionUses.promotionId }).as(
    sql`insert into ${promotionUses} (promotion_id, order_id, guest)
      select id, ${p("orderId")}::text, ${p("promoGuest")}::text from ${promo} where id is not null
      returning promotion_id`,
  );
  return { ctes: [promo, used] as const };
}

function buildOrderWrite(db: Db, shape: OrderJobs, name: string) {
  const customer = customerCte(db);
  const queued = jobsCte(db, shape);
  const slot = slotCte(db);
  const notices = shape === "payment-deadline" ? [] : [guestNoticeCte(db)];
  const promo = promoCte(db);
  return db
    .with(customer.cte, queued, slot.cte, ...notices, ...promo.ctes)
    .insert(orders)
    .values({
      id: p("orderId"),
      businessId: p("businessId"),
      // The number is taken inside this insert (drizzle/0021): the business's counter row stays locked from there
      // to the end of this one statement, so simultaneous orders of one business wait for little. Under that lock
      // an order waiting for its card counts the others waiting from its address (number_order, drizzle/0037).
      friendlyId: sql`number_order(${p("businessId")}::text, ${p("payAddress")}::text, ${p("maxUnpaid")}::int)`,
      status: p("status"),
      type: p("type"),
      tableLabel: p("tableLabel"),
      scheduledFor: sql`${p("scheduledFor")}::timestamptz`,
      currency: p("currency"),
      currencyCode: p("currencyCode"),
      items: p("items"),
      taxes: p("taxes"),
      subtotal: p("subtotal"),
      tax: p("tax"),
      tip: p("tip"),
      deliveryFee: p("deliveryFee"),
      discount: p("discount"),
      promoCode: p("promoCode"),
      promotionId: p("promotionId"),
      total: p("total"),
      payment: p("payment"),
      paymentStatus: p("paymentStatus"),
      customer: p("customerJson"),
      customerId: customer.customerId,
      note: p("note"),
      notifyEmail: p("notifyEmail"),
      notifySms: p("notifySms"),
      guestLang: p("guestLang"),
      payAddress: p("payAddress"),
      trackingKey: p("trackingKey"),
      idempotencyKey: p("idempotencyKey"),
      requestHash: p("requestHash"),
      pacedSlot: slot.at,
      pacedItems: sql`${p("slotItems")}::int`,
      // An ASAP order is promised its slot, or its earliest time when the business does not pace.
      promisedFor: sql`case when ${p("scheduledFor")}::timestamptz is null
        then coalesce(${slot.at}, ${p("promisedFor")}::timestamptz) end`,
      createdAt: sql`${p("now")}::timestamptz`,
      updatedAt: sql`${p("now")}::timestamptz`,
    })
    .returning()
    .prepare(name);
}

/**
 * The guest's details as the order keeps them (`customerJson`, what they typed) and as the customer row is filled
 * (the columns, empty where they gave nothing): one order's statement and a rush's take the same.
 */
export function customerFields(customer: OrderWrite["customer"]) {
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

/** Stores the order with its customer and jobs; answers the stored row. */
export async function writeOrder(db: Db, shape: OrderJobs, order: OrderWrite) {
  const statement = preparedOnce(db, `order_write_${shape.replaceAll("-", "_")}`, (name) =>
    buildOrderWrite(db, shape, name),
  );
  const { customer, pacing, ...rest } = order;
  const [row] = await statement.execute({
    ...rest,
    slotFirst: pacing.firstSlot?.toISOString() ?? null,
    slotCount: pacing.slots,
    maxOrders: pacing.maxOrders,
    maxItems: pacing.maxItems,
    slotItems: pacing.items,
    promisedFor: pacing.promisedFor?.toISOString() ?? null,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    now: order.now.toISOString(),
    runAt: order.runAt?.toISOString() ?? null,
    escalateAt: order.escalateAt?.toISOString() ?? null,
    ...customerFields(customer),
    nameLower: customer.name.toLowerCase(),
  });
  return row;
}
