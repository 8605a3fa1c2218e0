import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { languagesOf } from "../../../shared/common/languages.ts";
import { currencyOf, formatMoney } from "../../../shared/common/money.ts";
import { currencyOfCard, formatCode } from "../../../shared/gift-cards/gift-cards.ts";
import { businesses, giftCards, members } from "../../db/schema.ts";
import { defineJob } from "../../jobs/define-job.ts";
import { giftCardMail } from "../../mail/templates/index.ts";
import { qrPng } from "../qrcodes/qr-artwork.ts";

const QR_CID = "gift-card-qr@menu";

// A card with a recipient's email is mailed to them once it exists: a job queued with the card, so the mail
// goes after the owner's answer and is tried again if the mail server is down. `mailed_at` is claimed before
// sending and given back if sending fails, so a retried job sends one mail.

export const GIFT_CARD_MAIL_JOB = defineJob("gift-card-mail", z.object({ cardId: z.string() }));

export function registerGiftCardMail(app: FastifyInstance) {
  app.jobs.handle(GIFT_CARD_MAIL_JOB, async ({ cardId }) => {
    const unsent = and(eq(giftCards.id, cardId), isNull(giftCards.mailedAt));
    const [claimed] = await app.db.update(giftCards).set({ mailedAt: new Date() }).where(unsent).returning();
    if (!claimed?.recipientEmail || claimed.status === "VOID") return;
    const [business] = await app.db
      .select({
        name: businesses.name,
        config: businesses.config,
        email: businesses.email,
        ownerEmail: members.notificationEmail,
        memberEmail: members.email,
      })
      .from(businesses)
      .innerJoin(members, eq(members.id, businesses.memberId))
      .where(eq(businesses.id, claimed.businessId))
      .limit(1);
    if (!business) return;
    const config = business.config as BusinessConfig;
    const currency = currencyOfCard(claimed, currencyOf(config));
    // The recipient's language is not known: the restaurant's first, as its menu page opens in.
    const lang = languagesOf(config)[0] ?? null;
    const link = `${app.config.publicBaseUrl}${app.config.contextPath}/g/${claimed.code}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`;
    // The code as a QR code the till can scan from the phone, attached and shown inline.
    const qr = await qrPng(formatCode(claimed.code));
    try {
      await app.mailer.send({
        to: claimed.recipientEmail,
        attachments: [
          {
            filename: "gift-card-qr.png",
            content: qr.toString("base64"),
            encoding: "base64",
            contentType: "image/png",
            cid: QR_CID,
          },
        ],
        ...giftCardMail({
          business: { name: business.name, config },
          card: {
            code: claimed.code,
            amount: formatMoney(claimed.initial, currency),
            recipientName: claimed.recipientName,
            message: claimed.message,
            senderName: claimed.senderName,
          },
          link,
          qrCid: QR_CID,
          lang,
        }),
        fromName: business.name.trim() || undefined,
        replyTo: business.email.trim() || business.ownerEmail.trim() || business.memberEmail,
      });
    } catch (error) {
      // Given back for the job's retry.
      await app.db.update(giftCards).set({ mailedAt: null }).where(eq(giftCards.id, cardId));
      throw error;
    }
  });
}
