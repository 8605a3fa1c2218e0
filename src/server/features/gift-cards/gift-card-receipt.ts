import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { currencyOfCard } from "../../../shared/gift-cards/gift-cards.ts";
import { businesses, giftCardSales, members } from "../../db/schema.ts";
import { defineJob } from "../../jobs/define-job.ts";
import { giftCardReceiptMail } from "../../mail/templates/index.ts";
import { sendInstant } from "./gift-card-sales.ts";

// The buyer's receipt, queued with the card in the transaction that applies Stripe's word that the sale is paid
// (once per sale); a failed send is retried by the queue.

export const GIFT_CARD_RECEIPT_JOB = defineJob("gift-card-receipt", z.object({ saleId: z.string() }));

/** "Friday, December 4": a day of the business's calendar as the buyer's language writes it. */
export function dayInWords(day: string, lang: string | null): string {
  const date = new Date(`${day}T12:00:00Z`);
  try {
    return new Intl.DateTimeFormat(lang ?? "en", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(date);
  } catch {
    return day;
  }
}

export function registerGiftCardReceipt(app: FastifyInstance) {
  app.jobs.handle(GIFT_CARD_RECEIPT_JOB, async ({ saleId }) => {
    const [found] = await app.db
      .select({
        sale: giftCardSales,
        name: businesses.name,
        url: businesses.url,
        customUrl: businesses.customUrl,
        config: businesses.config,
        email: businesses.email,
        ownerEmail: members.notificationEmail,
        memberEmail: members.email,
      })
      .from(giftCardSales)
      .innerJoin(businesses, eq(businesses.id, giftCardSales.businessId))
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(giftCardSales.id, saleId))
      .limit(1);
    if (found?.sale.status !== "PAID") return;
    const { sale } = found;
    const config = found.config as BusinessConfig;
    const currency = currencyOfCard(sale, currencyOf(config));
    await app.mailer.send({
      to: sale.senderEmail,
      ...giftCardReceiptMail({
        business: { name: found.name, config },
        sale: {
          amount: formatMoney(sale.amount, currency),
          recipientName: sale.recipientName,
          recipientEmail: sale.recipientEmail,
          // A day already come when it was paid went at once, as the card's mail did.
          sendOn:
            sale.sendOn && sale.paidAt && sendInstant(sale.sendOn, config) > sale.paidAt
              ? dayInWords(sale.sendOn, sale.lang)
              : null,
        },
        menuLink: `${app.config.publicBaseUrl}${app.config.contextPath}/m/${encodeURIComponent(found.customUrl || found.url)}${
          sale.lang ? `?lang=${encodeURIComponent(sale.lang)}` : ""
        }`,
        lang: sale.lang,
      }),
      fromName: found.name.trim() || undefined,
      replyTo: found.email.trim() || found.ownerEmail.trim() || found.memberEmail,
    });
  });
}
