import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { MenuTranslations } from "../../shared/menus/menu.ts";
import type { MenuSchedule } from "../../shared/menus/menu-schedule.ts";
import type { OrderReward } from "../../shared/ordering/orders.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    notificationEmail: text("notification_email").notNull().default(""),
    owner: boolean("owner").notNull().default(true),
    subscriptionStatus: integer("subscription_status").notNull().default(5),
    /** The status an operator's HOLD replaced, given back when the hold is released. */
    heldStatus: integer("held_status"),
    /**
     * The address whose mailbox the member proved, through a mailed link (email_verifications). Operator rights
     * need it to equal `email`: anyone can type an operator's address at sign-up, only its owner reads its mail.
     */
    verifiedEmail: text("verified_email"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("members_email_key").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    /** An operator signed in as the member to help; such a session only reads. */
    operatorId: text("operator_id"),
    readOnly: boolean("read_only").notNull().default(false),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_member_idx").on(t.memberId),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("password_resets_token_hash_key").on(t.tokenHash)],
);

/** Links that prove a member reads the mail of `email`: single-use, expiring, stored only as their hash. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: it verifies that one, never a later one. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash)],
);

/** Failed logins, kept in the database so every app instance counts the same attempts. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Counters of fixed windows for limits that need no forgiving (reset mails per email and per address): one row
 * per key, raised atomically by an upsert so every app instance counts the same requests.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetsAt: timestamp("resets_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Background work (docs/decisions/006): a job waits here until a worker of any instance claims it with
 * FOR UPDATE SKIP LOCKED; it is deleted once done, retried later when it fails, and kept with `failed_at`
 * when it has failed too often.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** A claimed job belongs to its worker until then; after it (a worker that died) any worker may take it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`failed_at IS NULL`)],
);

/** A business is one location of a member: a member with three restaurants has three businesses. */
export const businesses = pgTable(
  "businesses",
  {
    id: text("id").primaryKey(),
    internalId: serial("internal_id").notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    customUrl: text("custom_url"),
    published: boolean("published").notNull().default(false),
    orderingEnabled: boolean("ordering_enabled").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    name: text("name").notNull().default(""),
    address: text("address").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    country: text("country").notNull().default("United States"),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    twitter: text("twitter").notNull().default(""),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    /** An operator disabled the business; its page answers 402 whatever `published` says. */
    disabled: boolean("disabled").notNull().default(false),
    /** The owner's own website origins that may frame the guest pages (README "Embedding the menu"). */
    frameOrigins: text("frame_origins").array().notNull().default(sql`'{}'::text[]`),
    /** "Pause new orders": guests' orders are refused (PAUSED) until then; null or past means taking orders. */
    pausedUntil: timestamp("paused_until", { withTimezone: true, mode: "date" }),
    /** "Busy": minutes added to every ready time while the kitchen is behind; 0 when not busy. */
    busyExtraMinutes: integer("busy_extra_minutes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("businesses_url_key").on(t.url),
    uniqueIndex("businesses_custom_url_key").on(sql`lower(${t.customUrl})`),
    index("businesses_member_idx").on(t.memberId),
  ],
);

/**
 * Addresses a business answered at before its custom URL changed, so printed QR codes and old
 * links keep working with a 301. Keyed by the lower-cased address: one business per old address, and an
 * address another business later takes is removed (and a current address always wins the lookup anyway).
 */
export const previousUrls = pgTable(
  "previous_urls",
  {
    url: text("url").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("previous_urls_business_idx").on(t.businessId)],
);

export const menus = pgTable(
  "menus",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    details: text("details").notNull().default(""),
    active: boolean("active").notNull().default(true),
    removed: boolean("removed").notNull().default(false),
    sequence: integer("sequence").notNull().default(0),
    // json, not jsonb: the tree is only ever written and read whole, and json skips the binary conversion
    // that costs milliseconds on every autosave of a large menu.
    nodes: json("nodes").$type<unknown[]>().notNull().default(sql`'[]'::json`),
    /** When the menu is served ({days, start, end}); null means always. */
    schedule: json("schedule").$type<MenuSchedule>(),
    /** The menu's name and note in other languages ({fr: {name, details}}). */
    translations: json("translations").$type<MenuTranslations>().notNull().default(sql`'{}'::json`),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("menus_business_idx").on(t.businessId, t.sequence)],
);

/**
 * The last published snapshot of a business: what guests see until the owner presses "Publish Changes"; edits
 * stay in the draft until then. `version` grows with each publish and keys the rendered-page cache.
 */
export const publications = pgTable("publications", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(1),
  publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Saved versions of a business's draft: the autosaves and the versions the owner saves by name. */
export const revisions = pgTable(
  "revisions",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revisions_business_idx").on(t.businessId, t.createdAt)],
);

/** A member's uploaded images and icons; the bytes live in storage under `key`. */
export const images = pgTable(
  "images",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    businessId: text("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    /** What the image is for: MenuItem, BusinessLogo, BusinessCover, BusinessHero, MenuItemIcon. */
    type: text("type").notNull(),
    key: text("key").notNull(),
    /** Its origin: "oo" from the ordering product's library, otherwise "brand" (the brand library). */
    source: text("source").notNull().default("brand"),
    altText: text("alt_text").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    removed: boolean("removed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("images_member_idx").on(t.memberId, t.type, t.createdAt),
    uniqueIndex("images_key_key").on(t.key),
  ],
);

/** Taxes of a business; the value is kept in hundredths so 8.25 stays exact. */
export const taxes = pgTable(
  "taxes",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    type: text("type").notNull(),
    valueHundredths: integer("value_hundredths").notNull(),
    /** The label in the menu's other languages: {"es": {"label": "Impuesto"}}. */
    translations: jsonb("translations")
      .$type<Record<string, { label?: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("taxes_business_idx").on(t.businessId)],
);

/**
 * Customers of a business. `phone` holds digits only and `nameLower` the name in lower
 * case, so paging by name and searching by name or phone need no function over every row.
 */
export const customers = pgTable(
  "customers",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    nameLower: text("name_lower").notNull(),
    lastOrderDate: timestamp("last_order_date", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Paging by name and searching both walk one business's rows in name order.
    index("customers_business_name_idx").on(t.businessId, t.nameLower, t.id),
    // One customer per phone in a business: orders placed at once find or create it with ON CONFLICT.
    uniqueIndex("customers_business_phone_idx").on(t.businessId, t.phone),
  ],
);

/** Guests' ratings; new until the owner approves or removes them. */
export const ratings = pgTable(
  "ratings",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    message: text("message").notNull(),
    score: integer("score").notNull(),
    approved: boolean("approved").notNull().default(false),
    removed: boolean("removed").notNull().default(false),
    /** SHA-256 of the guest's address: enough to rate-limit, without keeping the address itself. */
    clientHash: text("client_hash").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("ratings_business_idx").on(t.businessId, t.createdAt),
    index("ratings_client_idx").on(t.clientHash, t.createdAt),
  ],
);

/** QR codes of a member's business; `url` is the stable short link. */
export const qrCodes = pgTable(
  "qr_codes",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    type: text("type").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("qr_codes_member_idx").on(t.memberId),
    index("qr_codes_business_idx").on(t.businessId, t.type),
  ],
);

/**
 * Who was counted as a view today, so one visitor counts once per business page or menu a
 * day. `visitor` is a hash of the address and user agent (no raw addresses kept); past days are deleted.
 */
export const viewVisits = pgTable(
  "view_visits",
  {
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** "" for the business's page, else the menu's id. */
    subject: text("subject").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.subject, t.visitor] })],
);

/**
 * The last friendly id given per business. Placing an order raises it with one upsert that
 * holds the row until the order commits, so simultaneous orders get distinct ids counting up, and a failed
 * order gives its number back.
 */
export const orderCounters = pgTable("order_counters", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  lastFriendlyId: integer("last_friendly_id").notNull(),
});

/**
 * Pacing: the orders and items taken in one quarter hour of a business (drizzle/0029, reserve_order_slot).
 * An order takes its room in the same statement that writes it; a rejected or cancelled one gives it back.
 */
export const orderSlots = pgTable(
  "order_slots",
  {
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true, mode: "date" }).notNull(),
    orders: integer("orders").notNull().default(0),
    items: integer("items").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.slotStart] })],
);

/**
 * Orders: names and prices are copied at order time into `items` and `taxes`, so a later menu edit never
 * changes a placed order; amounts are integers in the currency's minor units (decision 005).
 * `idempotency_key` with `request_hash` makes a retried checkout one order; a trigger announces each new order
 * and status change (drizzle/, decision 007).
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    // Null while the order waits for its card: it takes its number as it goes live (drizzle/0053).
    friendlyId: integer("friendly_id"),
    status: text("status").notNull(),
    type: text("type").notNull(),
    tableLabel: text("table_label"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true, mode: "date" }),
    currency: text("currency").notNull(),
    currencyCode: text("currency_code").notNull(),
    // json, not jsonb: written once and read whole, like a menu's tree.
    items: json("items").$type<unknown[]>().notNull(),
    taxes: json("taxes").$type<unknown[]>().notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    tip: bigint("tip", { mode: "number" }).notNull(),
    deliveryFee: bigint("delivery_fee", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    /**
     * The gift card that pays part or all of the total (drizzle/0071), and how much of it, in minor units; the
     * rest is paid by `payment` (GIFT_CARD when the card covers it all).
     */
    giftCardId: text("gift_card_id").references((): AnyPgColumn => giftCards.id, { onDelete: "set null" }),
    giftCardPaid: integer("gift_card_paid").notNull().default(0),
    /**
     * The loyalty member who placed it signed in (drizzle/0079): they earn its points. The reward taken with it
     * (what it took off is part of `discount`) and the points its write spent; the points it earned once completed.
     */
    loyaltyMemberId: text("loyalty_member_id").references((): AnyPgColumn => loyaltyMembers.id, {
      onDelete: "set null",
    }),
    reward: jsonb("reward").$type<OrderReward>(),
    rewardPoints: integer("reward_points").notNull().default(0),
    pointsEarned: integer("points_earned").notNull().default(0),
    payment: text("payment").notNull(),
    paymentStatus: text("payment_status").notNull(),
    /** The order's Stripe PaymentIntent (online card), made once by create-intent. */
    paymentIntentId: text("payment_intent_id"),
    /** Minor units refunded so far. */
    refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
    /** When `refunded` last grew: the guest's page says when the money came back. */
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    /**
     * Stripe calls for this order's money that failed (a 500, no answer). Each try after one uses a fresh
     * Idempotency-Key numbered by it: Stripe replays a saved failure to the same key for 24 hours.
     */
    stripeFailures: integer("stripe_failures").notNull().default(0),
    /** What the owner is warned of when the card still cannot be captured after several tries; null once fine. */
    paymentProblem: text("payment_problem"),
    /**
     * The order went live (its card authorized, or switched to paying in person) while ordering was paused:
     * it was placed before the pause began, and the screens say so, so the kitchen knows why it came in.
     */
    placedBeforePause: boolean("placed_before_pause").notNull().default(false),
    customer: json("customer").$type<Record<string, string>>().notNull(),
    customerId: text("customer_id").references(() => customers.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    /** The guest's key to read and follow the order (GET /v1/public/orders/{id}?key). */
    trackingKey: text("tracking_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request as validated: the same key with another body answers 409. */
    requestHash: text("request_hash").notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true, mode: "date" }),
    reason: text("reason"),
    /** The time the guest was promised before paying: the first pacing slot with room, busy minutes included. */
    promisedFor: timestamp("promised_for", { withTimezone: true, mode: "date" }),
    /**
     * The pacing slot whose counter holds this order (`order_slots`), and the items it counted there; null once
     * it was given back (rejected or cancelled) or when the business did not pace it.
     */
    pacedSlot: timestamp("paced_slot", { withTimezone: true, mode: "date" }),
    pacedItems: integer("paced_items").notNull().default(0),
    /** When someone first opened the order on the dashboard: the new-order sound stops everywhere then. */
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }),
    /** Minor units taken off the subtotal by a promo code; tax is computed on what is left. */
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    /** The code as the owner wrote it, copied at order time; null without one. */
    promoCode: text("promo_code"),
    promotionId: text("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
    /** The guest asked for mails (needs `customer.email`) and text messages about this order. */
    notifyEmail: boolean("notify_email").notNull().default(false),
    notifySms: boolean("notify_sms").notNull().default(false),
    /** The language the guest ordered in (the page's `?lang=`): their mails and text messages are written in it. */
    guestLang: text("guest_lang"),
    /**
     * The network address an order waiting for its card was placed from, so one address keeps only a few waiting
     * at a business (number_order, drizzle/0037); cleared once the order moves on.
     */
    payAddress: text("pay_address"),
    /** What Twilio last said of the order's latest text (sent, delivered, undelivered, failed); null before one. */
    textStatus: text("text_status"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_business_friendly_key").on(t.businessId, t.friendlyId),
    uniqueIndex("orders_business_idempotency_key").on(t.businessId, t.idempotencyKey),
    // The Orders screen's tabs: one business's orders of some statuses, newest first.
    index("orders_business_status_idx").on(t.businessId, t.status, t.friendlyId),
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    // A refund's webhook names the charge's PaymentIntent.
    index("orders_payment_intent_idx").on(t.paymentIntentId),
    // Insights: one business's orders over a range of days.
    index("orders_business_created_idx").on(t.businessId, t.createdAt),
    // An address's orders waiting for payment at a business, counted as another is placed.
    index("orders_unpaid_address_idx")
      .on(t.businessId, t.payAddress)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
  ],
);

/**
 * Promo codes. `code_key` is the code in lower case: codes match case-insensitively and are unique per business.
 * `uses` is raised in the order's own statement only while below `max_uses`, so simultaneous guests never take
 * more uses than there are.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    codeKey: text("code_key").notNull(),
    /** PERCENT, AMOUNT or FREE_DELIVERY. */
    kind: text("kind").notNull(),
    /** Percent 1–100, or minor units off; 0 for free delivery. */
    value: bigint("value", { mode: "number" }).notNull().default(0),
    minSubtotal: bigint("min_subtotal", { mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    maxUses: integer("max_uses"),
    oncePerGuest: boolean("once_per_guest").notNull().default(false),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promotions_business_code_key").on(t.businessId, t.codeKey)],
);

/** Each order that used a code, and the guest's phone digits: "once per guest" looks here. */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    guest: text("guest").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.orderId] }),
    index("promotion_uses_guest_idx").on(t.promotionId, t.guest),
  ],
);

/**
 * The mails and text messages sent to a guest about an order, one row per event and channel: a retried job
 * or a repeated move never sends the same news twice.
 */
export const guestNotices = pgTable(
  "guest_notices",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** received, accepted, ready, out_for_delivery, rejected, cancelled, refunded:<amount>. */
    event: text("event").notNull(),
    /** email or sms. */
    channel: text("channel").notNull(),
    /** Once the mail server or Twilio took it; null while claimed or given back. */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** The claim is a lease: unsent past this, another try claims it again (drizzle/0039). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    /** How many times it was claimed: the first claim is the one counted against the hourly limit. */
    claims: integer("claims").notNull().default(1),
    /** Past the recipient's hourly limit: never sent, counted in notice_counts. */
    heldBack: boolean("held_back").notNull().default(false),
    /** Twilio's id of the text, which its status callback names. */
    messageSid: text("message_sid"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.event, t.channel] }),
    index("guest_notices_message_sid_idx").on(t.messageSid),
  ],
);

/**
 * Notices per recipient (an address or an E.164 number) per business per clock hour: at most
 * GUEST_NOTICES_PER_HOUR are sent, the rest held back and counted for the owner's insights.
 */
export const noticeCounts = pgTable(
  "notice_counts",
  {
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    hour: timestamp("hour", { withTimezone: true, mode: "date" }).notNull(),
    sent: integer("sent").notNull().default(0),
    held: integer("held").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.recipient, t.hour] }),
    index("notice_counts_business_hour_idx").on(t.businessId, t.hour),
  ],
);

/**
 * Insights' funnel (the page seen, a cart opened, a checkout opened): a visitor counted once per step a day, keyed
 * by a one-way hash of the day and the address, whatever the browser (funnel.service.ts).
 */
export const funnelVisits = pgTable(
  "funnel_visits",
  {
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** cart or checkout. */
    step: text("step").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.step, t.visitor] })],
);

/**
 * Items and single options (`entry_id`, '' for the whole item) the kitchen has run out of, live on the guest page
 * without publishing. `until` is "today" (ends by itself at `ends_at`, the next opening in the business's zone) or
 * "manual" (until the owner puts it back, `ends_at` null); putting it back deletes the row.
 */
export const soldOut = pgTable(
  "sold_out",
  {
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    menuId: text("menu_id").notNull(),
    itemId: text("item_id").notNull(),
    entryId: text("entry_id").notNull().default(""),
    until: text("until").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    since: timestamp("since", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // One mark per item (or option) in the business: an item copied onto several menus keeps its id, and is sold
  // out on all of them. `menu_id` is only where it was marked.
  (t) => [primaryKey({ columns: [t.businessId, t.itemId, t.entryId] })],
);

/** A kitchen printer polling us over Star's CloudPRNT; `secret` is in the address it polls, and only it knows it. */
export const printers = pgTable(
  "printers",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The roll's width in millimetres: 58 or 80. */
    paper: integer("paper").notNull(),
    /** "arrival" or "accept": which move of an order prints it (drizzle/0028_printers.sql queues it). */
    printOn: text("print_on").notNull(),
    copies: integer("copies").notNull(),
    secret: text("secret").notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("printers_business_idx").on(t.businessId), uniqueIndex("printers_secret_key").on(t.secret)],
);

/** One ticket for one printer: each copy is a job of its own, so a printer prints and confirms them one by one. */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: serial("id").primaryKey(),
    printerId: text("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "auto" for what the order's moves queue (once per printer and copy), else one reprint's own id. */
    batch: text("batch").notNull(),
    copy: integer("copy").notNull(),
    /** queued, printed or failed. */
    status: text("status").notNull().default("queued"),
    /** Times it was handed to the printer. */
    tries: integer("tries").notNull().default(0),
    handedAt: timestamp("handed_at", { withTimezone: true, mode: "date" }),
    printedAt: timestamp("printed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("print_jobs_copy_key").on(t.printerId, t.orderId, t.batch, t.copy),
    index("print_jobs_queue_idx").on(t.printerId, t.status, t.id),
    index("print_jobs_order_idx").on(t.orderId),
  ],
);

/**
 * Every operator action (disable, enable, hold, delete, transfer, silent registration, signing in
 * as a member), who did it and to whom. Ids are copied as text, not referenced, so a deleted business's entry
 * stays.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    operatorId: text("operator_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    memberId: text("member_id"),
    businessId: text("business_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id)],
);

/**
 * Website pages of a business: the owner's draft; guests read them only from a published snapshot.
 * The slug is kept in lowercase, and the unique index settles two windows racing for one address.
 */
export const websitePages = pgTable(
  "website_pages",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    body: text("body").notNull().default(""),
    showInNav: boolean("show_in_nav").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("website_pages_slug_key").on(t.businessId, t.slug)],
);

/**
 * A member's connected Stripe account (whether it exists and may take charges) and what Stripe
 * last said of it. `state_at` is the time of that news (an event's `created`, or a live read), so an older
 * `account.updated` arriving late never overwrites a newer one.
 */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    stripeAccountId: text("stripe_account_id").notNull(),
    chargesEnabled: boolean("charges_enabled").notNull().default(false),
    detailsSubmitted: boolean("details_submitted").notNull().default(false),
    /** Stripe's `requirements.currently_due` and `past_due`: what it still asks of the owner. */
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    disabledReason: text("disabled_reason"),
    stateAt: timestamp("state_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_accounts_stripe_key").on(t.stripeAccountId)],
);

/**
 * The guest domain registered with Stripe's Payment Method Domains (Apple Pay, Google Pay, Link in the Payment
 * Element) on the account that makes the charges ("platform": destination charges), kept so it is asked once.
 */
export const paymentDomains = pgTable(
  "payment_domains",
  {
    account: text("account").notNull(),
    domain: text("domain").notNull(),
    stripeDomainId: text("stripe_domain_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "payment_domains_pk", columns: [t.account, t.domain] })],
);

/**
 * The ids of Stripe events already applied. An event's change and its id commit in one
 * transaction, so an event delivered again (Stripe retries, replays) changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * A member's paid plan as Stripe Billing last told us (webhooks, or the answer of a call we
 * made). The status that limits the member stays in `members.subscription_status`; this row holds what
 * entitlements need beside it (extra locations paid for, when a payment first failed) and what the account page
 * shows (next bill). `last_event_at` keeps an older event, arriving late, from undoing a newer one.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    plan: text("plan").notNull().default("MYBRAND"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeStatus: text("stripe_status"),
    extraLocations: integer("extra_locations").notNull().default(0),
    renewsAt: timestamp("renews_at", { withTimezone: true, mode: "date" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    pastDueSince: timestamp("past_due_since", { withTimezone: true, mode: "date" }),
    lastEventAt: timestamp("last_event_at", { withTimezone: true, mode: "date" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_customer_key").on(t.stripeCustomerId),
    index("subscriptions_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** A business's table-booking settings (shared/reservations); its row is also the lock bookings take in turn. */
export const reservationSettings = pgTable("reservation_settings", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The tables guests book, with the seats each takes and the neighbours it can be pushed together with. */
export const diningTables = pgTable(
  "dining_tables",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    area: text("area").notNull().default(""),
    minSeats: integer("min_seats").notNull(),
    maxSeats: integer("max_seats").notNull(),
    combinableWith: text("combinable_with").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("dining_tables_business_idx").on(t.businessId)],
);

export const reservations = pgTable(
  "reservations",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    party: integer("party").notNull(),
    tableIds: text("table_ids").array().notNull().default(sql`'{}'::text[]`),
    guestName: text("guest_name").notNull(),
    /** E.164, read in the business's country. */
    guestPhone: text("guest_phone").notNull(),
    guestEmail: text("guest_email").notNull().default(""),
    note: text("note").notNull().default(""),
    notifyEmail: boolean("notify_email").notNull().default(false),
    notifySms: boolean("notify_sms").notNull().default(false),
    guestLang: text("guest_lang"),
    /** The guest's key to read, change or cancel the booking (GET /v1/public/reservations/{id}?key). */
    guestKey: text("guest_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** When the guest answered a reminder that they are coming (drizzle/0065). */
    guestConfirmedAt: timestamp("guest_confirmed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_idempotency_key").on(t.businessId, t.idempotencyKey),
    index("reservations_business_start_idx").on(t.businessId, t.startsAt),
  ],
);

/**
 * What makes a double booking impossible: a booking holds each of its tables for every 15 minutes of its stay,
 * one row each, and the key lets one booking alone hold a table at a time, whatever races past the code.
 */
export const tableHolds = pgTable(
  "table_holds",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => diningTables.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    businessId: text("business_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.at] }),
    index("table_holds_reservation_idx").on(t.reservationId),
    index("table_holds_business_at_idx").on(t.businessId, t.at),
  ],
);

/**
 * A card holding a big party's table (drizzle/0063): saved on the owner's connected Stripe account when the guest
 * books, charged the no-show fee off-session only when the host marks a no-show. `state` is one of
 * GUARANTEE_STATES; `stripe_failures` makes a fresh Idempotency-Key after a call Stripe failed (it replays a 500).
 */
export const bookingGuarantees = pgTable("booking_guarantees", {
  reservationId: text("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  businessId: text("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  state: text("state").notNull(),
  /** Minor units. */
  fee: integer("fee").notNull(),
  currencyCode: text("currency_code").notNull(),
  stripeAccountId: text("stripe_account_id"),
  customerId: text("customer_id"),
  setupIntentId: text("setup_intent_id"),
  setupClientSecret: text("setup_client_secret"),
  paymentMethodId: text("payment_method_id"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  paymentIntentId: text("payment_intent_id"),
  /** Stripe's code when the fee could not be charged (`authentication_required`, `card_declined`). */
  failureCode: text("failure_code"),
  stripeFailures: integer("stripe_failures").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** A guest's notices about a booking, one per notice and channel: none is sent twice (drizzle/0057). */
export const bookingNotices = pgTable(
  "booking_notices",
  {
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** The event and the start it speaks of: "booked:2026-12-04T19:00:00.000Z". */
    notice: text("notice").notNull(),
    channel: text("channel").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** Past the recipient's hourly limit: never sent. */
    heldBack: boolean("held_back").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.notice, t.channel] })],
);

/** Walk-in parties waiting for a table, in the order they came (drizzle/0061). */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** E.164, read in the business's country; "" when the guest gave none. */
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    party: integer("party").notNull(),
    quotedMinutes: integer("quoted_minutes").notNull(),
    /** WAITING, NOTIFIED (told their table is ready), SEATED or REMOVED. */
    status: text("status").notNull(),
    guestKey: text("guest_key").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("waitlist_entries_business_idx").on(t.businessId, t.createdAt)],
);

/** Each "table ready" per press and channel, sent once. */
export const waitlistNotices = pgTable(
  "waitlist_notices",
  {
    entryId: text("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    notice: text("notice").notNull(),
    channel: text("channel").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    heldBack: boolean("held_back").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.notice, t.channel] })],
);

/** A business's gift card rules (drizzle/0067): whether guests buy cards online, its preset and allowed amounts. */
export const giftCardSettings = pgTable("gift_card_settings", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * A gift card and its balance in minor units. The balance only moves through a movement written in the same
 * statement (gift-card-ledger.ts), and the CHECK keeps it at zero or more whatever races past the code.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** 16 characters of CODE_ALPHABET, unique across businesses so a code alone finds its card. */
    code: text("code").notNull().unique(),
    initial: integer("initial").notNull(),
    balance: integer("balance").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** ACTIVE, EMPTY (spent to zero) or VOID. */
    status: text("status").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull().default(""),
    senderName: text("sender_name"),
    senderEmail: text("sender_email"),
    message: text("message").notNull().default(""),
    /** When the card's mail went to its recipient (drizzle/0069): a retried job sends it once. */
    mailedAt: timestamp("mailed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("gift_cards_business_idx").on(t.businessId, t.createdAt)],
);

/** Every change of a card's balance, with the balance it left: the card's history and the export. */
export const giftCardMovements = pgTable(
  "gift_card_movements",
  {
    id: text("id").primaryKey(),
    cardId: text("card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull().default(""),
    orderId: text("order_id"),
    createdAt: createdAt(),
  },
  (t) => [index("gift_card_movements_card_idx").on(t.cardId, t.createdAt)],
);

/**
 * A gift card a guest buys on the menu page (drizzle/0075), PENDING until Stripe's webhook says it is paid; the
 * card is made then, in that transaction. `guest_key` opens its pay page; `send_on` holds the card's mail back
 * until that day on the business's clock.
 */
export const giftCardSales = pgTable(
  "gift_card_sales",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    guestKey: text("guest_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    message: text("message").notNull().default(""),
    sendOn: date("send_on", { mode: "string" }),
    lang: text("lang"),
    /** PENDING or PAID. */
    status: text("status").notNull().default("PENDING"),
    paymentIntentId: text("payment_intent_id"),
    /** Failed calls to Stripe for its intent: each moves the call to a fresh Idempotency-Key. */
    stripeFailures: integer("stripe_failures").notNull().default(0),
    cardId: text("card_id").references(() => giftCards.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("gift_card_sales_key").on(t.businessId, t.idempotencyKey)],
);

/** A business's loyalty program (drizzle/0077): its rules as LoyaltyProgram JSON. */
export const loyaltyPrograms = pgTable("loyalty_programs", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * A guest who proved a phone (E.164) or an email to a business, and their points. Points only move through a
 * movement written in the same statement (loyalty-ledger.ts); the CHECK keeps them at zero or more.
 */
export const loyaltyMembers = pgTable(
  "loyalty_members",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    points: integer("points").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("loyalty_members_phone").on(t.businessId, t.phone).where(sql`${t.phone} <> ''`),
    uniqueIndex("loyalty_members_email").on(t.businessId, t.email).where(sql`${t.email} <> ''`),
  ],
);

/** Every change of a member's points, with the balance it left: earned, redeemed, taken back, adjusted. */
export const loyaltyMovements = pgTable(
  "loyalty_movements",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => loyaltyMembers.id, { onDelete: "cascade" }),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    points: integer("points").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull().default(""),
    orderId: text("order_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("loyalty_movements_member").on(t.memberId, t.createdAt),
    index("loyalty_movements_business").on(t.businessId, t.createdAt),
    // An order earns once and is taken back once, however many times its completion or refund is heard.
    uniqueIndex("loyalty_movements_once").on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
  ],
);

/** A six-digit code sent to prove a phone or email (only its hash is kept), with the tries made on it. */
export const loyaltyCodes = pgTable(
  "loyalty_codes",
  {
    id: text("id").primaryKey(),
    businessId: text("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** "phone:+15125550100" or "email:ada@example.com". */
    identity: text("identity").notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("loyalty_codes_identity").on(t.businessId, t.identity, t.createdAt)],
);

/** A guest's session with one business's program (the token's hash; the token is the guest's browser's). */
export const loyaltySessions = pgTable("loyalty_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: text("member_id")
    .notNull()
    .references(() => loyaltyMembers.id, { onDelete: "cascade" }),
  businessId: text("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: createdAt(),
});
