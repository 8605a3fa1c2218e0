import { timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { giftCardSaleWords } from "../../../shared/gift-cards/gift-card-sale-words.ts";
import type { BuyGiftCard, GuestGiftCardSale } from "../../../shared/gift-cards/gift-card-sales.ts";
import type { GiftCardSettings } from "../../../shared/gift-cards/gift-cards.ts";
import { businessClockOf, localDate } from "../../../shared/hours/business-clock.ts";
import { zoneOffsetMinutes } from "../../../shared/hours/time-zones.ts";
import {
  PAYMENT_MESSAGES,
  type PaymentIntentAnswer,
  platformFee,
} from "../../../shared/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newId, newSecret } from "../../db/ids.ts";
import { businesses, giftCardSales } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";
import { isWithinLimits } from "../auth/request-limits.ts";
import { businessCanTakeCharges } from "../payments/accounts.service.ts";
import { isStripeOutage, type PaymentsConfig, stripeUnavailable } from "../payments/stripe-client.ts";
import { giftCardSettingsOf } from "./gift-cards.service.ts";

// A guest buys a gift card on the menu page. The sale is stored first (what they chose, PENDING); its pay step
// asks Stripe for a PaymentIntent captured at once (a card is sold, not held), paid to the owner's account as
// an order's card is; the card itself is made only when Stripe's webhook says the money arrived
// (gift-card-sale-events.ts), so a card never exists unpaid.

export type SaleRow = typeof giftCardSales.$inferSelect;

/** How far ahead a buyer may hold the card's mail back. */
const SEND_ON_MAX_DAYS = 366;
/** The hour on the business's clock at which a card held back until its day is mailed. */
const SEND_HOUR = 9;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * New sales one address may start in an hour: a sale is an inert row until paid, but a script could fill the
 * table; a family buying for everyone stays well within it.
 */
export const SALES_PER_ADDRESS = 20;

export interface SaleBusiness {
  id: string;
  name: string;
  config: BusinessConfig;
  country: string | null;
}

/** The business whose menu page sells the card; 404 for one that does not exist. */
export async function saleBusiness(db: Db, businessId: string): Promise<SaleBusiness> {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      config: businesses.config,
      country: businesses.country,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, config: row.config as BusinessConfig };
}

/** Whether the business sells cards now: its settings say so and its Stripe account takes charges. */
export async function sellingNow(db: Db, business: { id: string }, lang: string | null) {
  const words = giftCardSaleWords(lang);
  const settings = await giftCardSettingsOf(db, business.id);
  if (!settings.enabled) throw badRequest("GIFT_CARDS_OFF", words.notSold);
  const account = await businessCanTakeCharges(db, business.id);
  if (!account) throw badRequest("CHARGES_DISABLED", words.cannotPay);
  return { settings, account };
}

/** The instant a card held back until `day` is mailed: SEND_HOUR on that day, on the business's clock. */
export function sendInstant(day: string, config: BusinessConfig): Date {
  const clock = businessClockOf(config);
  const wall = Date.parse(`${day}T${String(SEND_HOUR).padStart(2, "0")}:00:00Z`);
  const offset = clock.timeZone
    ? zoneOffsetMinutes(clock.timeZone, new Date(wall))
    : (clock.offsetMinutes ?? 0);
  return new Date(wall - offset * 60_000);
}

/** The amount and day checked against the owner's settings and the business's calendar; a refusal otherwise. */
function checkSale(
  input: BuyGiftCard,
  settings: GiftCardSettings,
  business: SaleBusiness,
  lang: string | null,
  now: Date,
) {
  const words = giftCardSaleWords(lang);
  const currency = currencyOf(business.config, business.country);
  if (input.amount < settings.min || input.amount > settings.max)
    throw badRequest(
      "AMOUNT_RANGE",
      fill(words.amountRange, {
        min: formatMoney(settings.min, currency),
        max: formatMoney(settings.max, currency),
      }),
    );
  if (input.sendOn) {
    const clock = businessClockOf(business.config);
    const today = localDate(now, clock);
    const last = localDate(new Date(now.getTime() + SEND_ON_MAX_DAYS * DAY_MS), clock);
    // Date.parse rolls Feb 30 over to March: a real day reads back as itself.
    const parsed = Date.parse(`${input.sendOn}T00:00:00Z`);
    const isRealDay = !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === input.sendOn;
    if (!isRealDay || input.sendOn < today || input.sendOn > last)
      throw badRequest("SEND_ON_RANGE", words.sendOnRange);
  }
  return currency;
}

/**
 * Stores the guest's sale, or answers the one the same Idempotency-Key already made (a retried submit); a key
 * reused for another card is 409.
 */
export async function startSale(options: {
  db: Db;
  business: SaleBusiness;
  input: BuyGiftCard;
  idempotencyKey: string;
  lang: string | null;
  now: Date;
  /** The guest's address: each counts its new sales against SALES_PER_ADDRESS an hour. */
  address: string;
}): Promise<SaleRow> {
  const { db, business, input, lang } = options;
  const { settings } = await sellingNow(db, business, lang);
  const currency = checkSale(input, settings, business, lang, options.now);
  const earlier = await saleByKey(db, business.id, options.idempotencyKey);
  if (earlier) return sameSale(earlier, input);
  const isWithin = await isWithinLimits({
    db,
    windowMs: HOUR_MS,
    limits: [{ key: `gift-card-sale:${options.address}`, max: SALES_PER_ADDRESS }],
  });
  if (!isWithin) throw new HttpError(429, "TOO_MANY_REQUESTS", giftCardSaleWords(lang).tooMany);
  try {
    const [row] = await db
      .insert(giftCardSales)
      .values({
        id: newId(),
        businessId: business.id,
        guestKey: newSecret(),
        idempotencyKey: options.idempotencyKey,
        amount: input.amount,
        currencyCode: currency.code,
        recipientName: input.recipient.name,
        recipientEmail: input.recipient.email,
        senderName: input.sender.name,
        senderEmail: input.sender.email,
        message: input.message,
        sendOn: input.sendOn || null,
        lang,
      })
      .returning();
    if (!row) throw new Error("gift card sale insert returned nothing");
    return row;
  } catch (error) {
    // Two submits with one key at once: the second answers the first's sale.
    const raced = isUniqueViolation(error) ? await saleByKey(db, business.id, options.idempotencyKey) : null;
    if (!raced) throw error;
    return sameSale(raced, input);
  }
}

async function saleByKey(db: Db, businessId: string, key: string) {
  const [row] = await db
    .select()
    .from(giftCardSales)
    .where(and(eq(giftCardSales.businessId, businessId), eq(giftCardSales.idempotencyKey, key)))
    .limit(1);
  return row;
}

function sameSale(row: SaleRow, input: BuyGiftCard) {
  const isSame =
    row.amount === input.amount &&
    row.recipientEmail === input.recipient.email &&
    row.senderEmail === input.sender.email;
  if (!isSame)
    throw new HttpError(
      409,
      "IDEMPOTENCY_CONFLICT",
      "This Idempotency-Key was already used for another gift card. Please send a new key.",
    );
  return row;
}

/** Whether the key given is the sale's, compared in constant time. */
function isSameKey(stored: string, given: string) {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return given !== "" && a.length === b.length && timingSafeEqual(a, b);
}

/** The sale the guest's key opens; 404 for a wrong key, as for a missing sale. */
export async function guestSaleRow(db: Db, id: string, key: string): Promise<SaleRow> {
  const [row] = await db.select().from(giftCardSales).where(eq(giftCardSales.id, id)).limit(1);
  if (!row || !isSameKey(row.guestKey, key)) throw notFound();
  return row;
}

export const toGuestSale = (row: SaleRow): GuestGiftCardSale => ({
  id: row.id,
  status: row.status === "PAID" ? "PAID" : "PENDING",
  amount: row.amount,
  currencyCode: row.currencyCode,
  recipientName: row.recipientName,
  sendOn: row.sendOn,
});

/** The pay step's address for a sale, under the server's context path. */
export const payUrlOf = (row: SaleRow, contextPath: string) =>
  `${contextPath}/pay/${row.id}?key=${encodeURIComponent(row.guestKey)}${
    row.lang ? `&lang=${encodeURIComponent(row.lang)}` : ""
  }`;

export interface SaleIntentDeps {
  db: Db;
  stripe: Stripe | null;
  /** The same Stripe with a short timeout, for the calls a guest waits on. */
  quickStripe?: Stripe | null;
  config: PaymentsConfig | undefined;
}

const alreadyPaid = () => new HttpError(409, "ALREADY_PAID", "This gift card is already paid.");

/**
 * The sale's PaymentIntent for Stripe's Payment Element: made once (its Idempotency-Key is the sale's), captured
 * at once, the money the owner's less the platform's fee. A failed call counts on the sale and moves the next to
 * a fresh key, for Stripe replays a key's first answer, a 500 included.
 */
export async function saleIntent(
  deps: SaleIntentDeps,
  { id, key }: { id: string; key: string },
): Promise<PaymentIntentAnswer> {
  const { db, stripe, config } = deps;
  const row = await guestSaleRow(db, id, key);
  if (row.status === "PAID") throw alreadyPaid();
  if (!stripe || !config) throw badRequest("ONLINE_CARD_OFF", PAYMENT_MESSAGES.notConfigured);
  const account = await businessCanTakeCharges(db, row.businessId);
  if (!account) throw badRequest("CHARGES_DISABLED", giftCardSaleWords(row.lang).cannotPay);
  const answer = (intent: Stripe.PaymentIntent): PaymentIntentAnswer => {
    if (intent.status === "succeeded") throw alreadyPaid();
    return {
      clientSecret: intent.client_secret ?? "",
      publishableKey: config.publishableKey,
      amount: intent.amount,
      currencyCode: intent.currency.toUpperCase(),
    };
  };
  const client = deps.quickStripe ?? stripe;
  try {
    if (row.paymentIntentId) return answer(await client.paymentIntents.retrieve(row.paymentIntentId));
    const intent = await client.paymentIntents.create(
      {
        amount: row.amount,
        currency: row.currencyCode.toLowerCase(),
        capture_method: "automatic",
        automatic_payment_methods: { enabled: true },
        transfer_data: { destination: account.accountId },
        application_fee_amount: platformFee(row.amount, config.feePercent),
        metadata: { giftCardSaleId: row.id, businessId: row.businessId },
        description: `Gift card for ${row.recipientName}`,
        receipt_email: row.senderEmail,
      },
      { idempotencyKey: `gift-card-sale:${row.id}:${row.stripeFailures}` },
    );
    const [stored] = await db
      .update(giftCardSales)
      .set({ paymentIntentId: intent.id })
      .where(and(eq(giftCardSales.id, row.id), sql`${giftCardSales.paymentIntentId} is null`))
      .returning({ id: giftCardSales.id });
    if (stored) return answer(intent);
    // Another tab stored its intent first: that one is the sale's.
    const now = await guestSaleRow(db, id, key);
    return answer(await client.paymentIntents.retrieve(now.paymentIntentId ?? intent.id));
  } catch (error) {
    if (isStripeOutage(error)) {
      await db
        .update(giftCardSales)
        .set({ stripeFailures: sql`${giftCardSales.stripeFailures} + 1` })
        .where(eq(giftCardSales.id, row.id));
      throw stripeUnavailable();
    }
    throw error;
  }
}

/** What Stripe's event must carry for the sale's handler to read it. */
export const SaleIntentSchema = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  status: z.string().min(1),
  metadata: z.record(z.string(), z.string()).nullish(),
});
