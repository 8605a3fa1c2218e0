import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { currencyOf } from "../../../shared/common/money.ts";
import { platformFee } from "../../../shared/payments/payments.ts";
import {
  GUARANTEE_MESSAGES,
  type GuaranteeState,
  type GuaranteeView,
} from "../../../shared/reservations/guarantee.ts";
import type { ReservationSettings, ReservationStatus } from "../../../shared/reservations/reservations.ts";
import type { Db } from "../../db/client.ts";
import { bookingGuarantees, reservations } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { defineJob } from "../../jobs/define-job.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { businessCanTakeCharges } from "../payments/accounts.service.ts";
import type { PaymentsConfig } from "../payments/stripe-client.ts";
import { isStripeOutage, stripeErrorCode } from "../payments/stripe-client.ts";
import type { BookingBusiness } from "./booking-rules.ts";
import type { Tx } from "./table-holds.ts";

// A card that holds a big party's table, on the owner's connected Stripe account (direct: the restaurant is the
// merchant the guest's bank sees). The guest saves it with a SetupIntent when booking; it is charged the
// no-show fee off-session, once, only when the host marks the party a no-show; a cancellation, a seated party or a
// finished one releases it. Stripe answers a reused Idempotency-Key with its first answer, a 500 included, so a
// call after a failure on Stripe's side takes a fresh key (`stripe_failures`), after looking for what the failed
// call may have made.

type GuaranteeRow = typeof bookingGuarantees.$inferSelect;

export interface GuaranteeDeps {
  db: Db;
  jobs: JobQueue;
  stripe: Stripe | null;
  /** For the calls a guest waits on: one short try. */
  quickStripe: Stripe | null;
  config: PaymentsConfig | undefined;
}

export const NO_SHOW_FEE_JOB = defineJob("no-show-fee", z.object({ reservationId: z.string() }));

/** The owner's guarantee when it covers a party of this size; else null. */
export function guaranteeFor(settings: ReservationSettings, party: number) {
  const { guarantee } = settings;
  return guarantee && guarantee.noShowFee > 0 && party >= guarantee.fromParty ? guarantee : null;
}

/**
 * Inside the booking's transaction: a booking the guarantee covers starts needing a card, so no booking of that
 * size ever exists without one being asked for. A booking already asked keeps what it has.
 */
export async function askForCard(
  tx: Tx,
  booking: { id: string; businessId: string; party: number },
  settings: ReservationSettings,
  business: BookingBusiness,
) {
  const guarantee = guaranteeFor(settings, booking.party);
  if (!guarantee) return;
  await tx
    .insert(bookingGuarantees)
    .values({
      reservationId: booking.id,
      businessId: booking.businessId,
      state: "CARD_NEEDED",
      fee: guarantee.noShowFee,
      currencyCode: currencyOf(business.config, business.country).code,
    })
    .onConflictDoNothing();
}

/** The host's move says what becomes of the card: a no-show is charged, any other end releases it. */
export async function followHostMark(
  tx: Tx,
  jobs: JobQueue,
  reservationId: string,
  status: ReservationStatus,
) {
  if (status === "NO_SHOW") {
    const [charging] = await tx
      .update(bookingGuarantees)
      .set({ state: "CHARGING", updatedAt: new Date() })
      .where(
        and(eq(bookingGuarantees.reservationId, reservationId), eq(bookingGuarantees.state, "CARD_SAVED")),
      )
      .returning({ id: bookingGuarantees.reservationId });
    if (charging) await jobs.enqueue(NO_SHOW_FEE_JOB, { reservationId }, { db: tx });
  } else if (status === "CANCELLED" || status === "SEATED" || status === "COMPLETED")
    await release(tx, reservationId);
}

/** Nothing will ever be charged: a card still needed or saved is let go. */
export async function release(tx: Tx | Db, reservationId: string) {
  await tx
    .update(bookingGuarantees)
    .set({ state: "RELEASED", updatedAt: new Date() })
    .where(
      and(
        eq(bookingGuarantees.reservationId, reservationId),
        inArray(bookingGuarantees.state, ["CARD_NEEDED", "CARD_SAVED"]),
      ),
    );
}

function toView(row: GuaranteeRow): GuaranteeView {
  return {
    state: row.state as GuaranteeState,
    noShowFee: row.fee,
    currencyCode: row.currencyCode,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureCode: row.failureCode,
  };
}

/** The host's views of the bookings' guarantees, by booking. */
export async function guaranteeViews(db: Db | Tx, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return new Map<string, GuaranteeView>();
  const rows = await db
    .select()
    .from(bookingGuarantees)
    .where(inArray(bookingGuarantees.reservationId, [...reservationIds]));
  return new Map(rows.map((row) => [row.reservationId, toView(row)]));
}

async function findGuarantee(db: Db, reservationId: string) {
  const [row] = await db
    .select()
    .from(bookingGuarantees)
    .where(eq(bookingGuarantees.reservationId, reservationId))
    .limit(1);
  return row;
}

/** Changes a guarantee from the state it was read in; the booking is touched so the host's screens hear of it. */
async function moveGuarantee(db: Db, row: GuaranteeRow, changes: Partial<GuaranteeRow>) {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookingGuarantees)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(bookingGuarantees.reservationId, row.reservationId),
          eq(bookingGuarantees.state, row.state),
          eq(bookingGuarantees.stripeFailures, row.stripeFailures),
        ),
      )
      .returning();
    if (moved)
      await tx
        .update(reservations)
        .set({ updatedAt: sql`now()` })
        .where(eq(reservations.id, row.reservationId));
    return moved;
  });
}

const keyOf = (move: string, row: GuaranteeRow) =>
  row.stripeFailures === 0
    ? `${move}-${row.reservationId}`
    : `${move}-${row.reservationId}-${row.stripeFailures}`;

/**
 * The guest's view, with what their card form needs while the card is still needed: the SetupIntent is made on
 * the first look (booking answer or page), on the restaurant's account. Without Stripe, or an account that can
 * take charges, the table is held without a card (UNAVAILABLE); with Stripe failing, the view comes without the
 * form's part and the guest's next look tries again.
 */
export async function guestGuarantee(
  deps: GuaranteeDeps,
  reservation: { id: string; guestName: string; guestPhone: string; guestEmail: string },
): Promise<GuaranteeView | null> {
  let row = await findGuarantee(deps.db, reservation.id);
  if (!row) return null;
  if (row.state !== "CARD_NEEDED") return toView(row);
  const client = deps.quickStripe ?? deps.stripe;
  const account = client && deps.config ? await businessCanTakeCharges(deps.db, row.businessId) : null;
  if (!client || !deps.config || !account) {
    const moved = await moveGuarantee(deps.db, row, { state: "UNAVAILABLE" });
    return toView(moved ?? row);
  }
  if (!row.setupIntentId) {
    try {
      row = (await makeSetupIntent(deps.db, client, row, account.accountId, reservation)) ?? row;
    } catch (error) {
      if (!isStripeOutage(error)) throw error;
      await moveGuarantee(deps.db, row, { stripeFailures: row.stripeFailures + 1 });
      return toView(row);
    }
  }
  return {
    ...toView(row),
    ...(row.setupClientSecret && row.stripeAccountId
      ? {
          setupIntentClientSecret: row.setupClientSecret,
          publishableKey: deps.config.publishableKey,
          stripeAccount: row.stripeAccountId,
        }
      : {}),
  };
}

async function makeSetupIntent(
  db: Db,
  client: Stripe,
  row: GuaranteeRow,
  stripeAccount: string,
  guest: { id: string; guestName: string; guestPhone: string; guestEmail: string },
) {
  const metadata = { reservationId: row.reservationId, businessId: row.businessId };
  const customer = await client.customers.create(
    {
      name: guest.guestName,
      ...(guest.guestPhone ? { phone: guest.guestPhone } : {}),
      ...(guest.guestEmail ? { email: guest.guestEmail } : {}),
      metadata,
    },
    { stripeAccount, idempotencyKey: keyOf("guarantee-customer", row) },
  );
  const intent = await client.setupIntents.create(
    {
      customer: customer.id,
      // Charged later while the guest is away: the bank is asked for its approval now, at saving.
      usage: "off_session",
      allowed_payment_method_types: ["card"],
      description: "Card holding a table booking",
      metadata,
    },
    { stripeAccount, idempotencyKey: keyOf("guarantee-setup", row) },
  );
  // Two first looks at once: the first stored wins, and both answer it.
  const stored = await moveGuarantee(db, row, {
    stripeAccountId: stripeAccount,
    customerId: customer.id,
    setupIntentId: intent.id,
    setupClientSecret: intent.client_secret,
  });
  return stored ?? (await findGuarantee(db, row.reservationId));
}

/**
 * The guest's card form says it saved the card (or Stripe's `setup_intent.succeeded` does): Stripe is asked, and
 * a succeeded SetupIntent stores the card. Anything else changes nothing.
 */
export async function storeSavedCard(deps: GuaranteeDeps, reservationId: string) {
  const row = await findGuarantee(deps.db, reservationId);
  if (!row?.setupIntentId || !row.stripeAccountId) throw badRequest("NO_CARD", GUARANTEE_MESSAGES.noCard);
  if (row.state !== "CARD_NEEDED") return toView(row);
  const client = deps.quickStripe ?? deps.stripe;
  if (!client) throw badRequest("NO_CARD", GUARANTEE_MESSAGES.noCard);
  const stripeAccount = row.stripeAccountId;
  const intent = await client.setupIntents.retrieve(row.setupIntentId, {}, { stripeAccount });
  if (intent.status !== "succeeded" || !intent.payment_method)
    throw badRequest("CARD_NOT_SAVED", GUARANTEE_MESSAGES.notSaved);
  const methodId =
    typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method.id;
  const method = await client.paymentMethods.retrieve(methodId, {}, { stripeAccount });
  const moved = await moveGuarantee(deps.db, row, {
    state: "CARD_SAVED",
    paymentMethodId: methodId,
    cardBrand: method.card?.brand ?? "card",
    cardLast4: method.card?.last4 ?? "",
  });
  return toView(moved ?? (await findGuarantee(deps.db, reservationId)) ?? row);
}

/** The no-show fee's job: charged off-session, once, whatever the retries; the result stored for the host. */
export async function chargeNoShowFee(deps: GuaranteeDeps, reservationId: string) {
  const row = await findGuarantee(deps.db, reservationId);
  if (row?.state !== "CHARGING") return;
  const { stripe, config } = deps;
  if (!stripe || !config || !row.stripeAccountId || !row.customerId || !row.paymentMethodId) {
    await moveGuarantee(deps.db, row, { state: "CHARGE_FAILED", failureCode: "unavailable" });
    return;
  }
  const stripeAccount = row.stripeAccountId;
  try {
    // After a failed call Stripe may have charged anyway (its answer lost): that charge is the one.
    const made = row.stripeFailures > 0 ? await feeCharged(stripe, row) : null;
    const intent =
      made ??
      (await stripe.paymentIntents.create(
        {
          amount: row.fee,
          currency: row.currencyCode.toLowerCase(),
          customer: row.customerId,
          payment_method: row.paymentMethodId,
          off_session: true,
          confirm: true,
          application_fee_amount: platformFee(row.fee, config.feePercent),
          description: "No-show fee for a table booking",
          metadata: { reservationId, businessId: row.businessId, noShowFee: "true" },
        },
        { stripeAccount, idempotencyKey: keyOf("no-show-fee", row) },
      ));
    await moveGuarantee(deps.db, row, {
      state: intent.status === "succeeded" ? "CHARGED" : "CHARGE_FAILED",
      paymentIntentId: intent.id,
      failureCode: intent.status === "succeeded" ? null : intent.status,
    });
  } catch (error) {
    if (isStripeOutage(error)) {
      await moveGuarantee(deps.db, row, { stripeFailures: row.stripeFailures + 1 });
      throw error; // the queue tries again later, with the fresh key
    }
    const code = stripeErrorCode(error);
    if (!code) throw error;
    const failed = (error as { raw?: { payment_intent?: { id?: string } } }).raw?.payment_intent?.id ?? null;
    await moveGuarantee(deps.db, row, { state: "CHARGE_FAILED", failureCode: code, paymentIntentId: failed });
  }
}

async function feeCharged(stripe: Stripe, row: GuaranteeRow) {
  const list = await stripe.paymentIntents.list(
    { customer: row.customerId ?? "", limit: 10 },
    { stripeAccount: row.stripeAccountId ?? "" },
  );
  return (
    list.data.find(
      (intent) => intent.metadata.reservationId === row.reservationId && intent.status === "succeeded",
    ) ?? null
  );
}
