import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import type { Db } from "../../db/client.ts";
import { businesses, giftCardSales, paymentAccounts } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { StripeEventHandler } from "../payments/stripe-events.ts";
import { GIFT_CARD_RECEIPT_JOB } from "./gift-card-receipt.ts";
import { SaleIntentSchema, sendInstant } from "./gift-card-sales.ts";
import { createCard } from "./gift-cards.service.ts";

// Stripe's word that a gift card sale is paid: the card is made (SOLD), its mail queued for now or for the day
// the buyer chose, and the buyer's receipt queued, all in the transaction that stores the event, so a card
// exists once per sale however often Stripe sends it. Only the sale's own intent counts: the same id (or, while
// the sale has none stored yet, the same amount, currency and owner's account on the platform's own event).

const isSaleEvent = (object: unknown) =>
  typeof (object as { metadata?: { giftCardSaleId?: unknown } }).metadata?.giftCardSaleId === "string";

async function isSalesIntent(tx: Db, sale: typeof giftCardSales.$inferSelect, event: Stripe.Event) {
  const intent = event.data.object as Stripe.PaymentIntent;
  if (event.account) return false;
  if (sale.paymentIntentId !== null && sale.paymentIntentId !== intent.id) return false;
  if (intent.amount !== sale.amount || intent.currency.toLowerCase() !== sale.currencyCode.toLowerCase())
    return false;
  const sent = intent.transfer_data?.destination;
  const destination = typeof sent === "string" ? sent : sent?.id;
  if (!destination) return false;
  const [owner] = await tx
    .select({ accountId: paymentAccounts.stripeAccountId })
    .from(businesses)
    .innerJoin(paymentAccounts, eq(paymentAccounts.memberId, businesses.memberId))
    .where(eq(businesses.id, sale.businessId))
    .limit(1);
  return owner?.accountId === destination;
}

export function giftCardSaleEvents(jobs: JobQueue): StripeEventHandler {
  return {
    name: "gift card sale paid",
    types: ["payment_intent.*"],
    takes: isSaleEvent,
    object: SaleIntentSchema,
    async apply(tx, event, _prepared, now) {
      // A failed or cancelled intent changes nothing: the sale stays payable from its pay step.
      if (event.type !== "payment_intent.succeeded") return undefined;
      const intent = event.data.object as Stripe.PaymentIntent;
      const saleId = intent.metadata?.giftCardSaleId ?? "";
      const [sale] = await tx.select().from(giftCardSales).where(eq(giftCardSales.id, saleId)).for("update");
      if (sale?.status !== "PENDING" || !(await isSalesIntent(tx, sale, event))) return undefined;
      const [business] = await tx
        .select({ id: businesses.id, config: businesses.config, country: businesses.country })
        .from(businesses)
        .where(eq(businesses.id, sale.businessId));
      if (!business) return undefined;
      const config = business.config as BusinessConfig;
      const mailAt = sale.sendOn ? sendInstant(sale.sendOn, config) : undefined;
      const card = await createCard(tx, jobs, {
        business: { id: business.id, config, country: business.country },
        amount: sale.amount,
        recipient: { name: sale.recipientName, email: sale.recipientEmail },
        sender: { name: sale.senderName, email: sale.senderEmail },
        message: sale.message,
        kind: "SOLD",
        reason: `Bought online by ${sale.senderName}`,
        mailAt: mailAt && mailAt > now ? mailAt : undefined,
      });
      await tx
        .update(giftCardSales)
        .set({ status: "PAID", paidAt: now, cardId: card.id, paymentIntentId: intent.id })
        .where(eq(giftCardSales.id, sale.id));
      await jobs.enqueue(GIFT_CARD_RECEIPT_JOB, { saleId: sale.id }, { db: tx });
      return undefined;
    },
  };
}
