import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../shared/common/languages.ts";
import { giftCardSaleWords } from "../../../shared/gift-cards/gift-card-sale-words.ts";
import { giftCardWords } from "../../../shared/gift-cards/gift-card-words.ts";
import { readableBrandColors } from "../../../shared/guest-page/readable-colors.ts";
import { html, raw } from "../../lib/html.ts";
import type { MailContent } from "./mail-content.ts";

// The buyer's receipt for a gift card bought on the menu page: what they paid, for whom, and when the card
// goes (now, or the day they chose), in the restaurant's colours and the language they bought it in. The code
// is not in it: the card is the recipient's.

export interface GiftCardReceiptMailData {
  business: { name: string; config: BusinessConfig };
  sale: {
    /** Formatted in the card's currency. */
    amount: string;
    recipientName: string;
    recipientEmail: string;
    /** The day the card's mail waits for, as the buyer's language writes it; null: sent when paid. */
    sendOn: string | null;
  };
  /** The restaurant's menu page, where the card is spent. */
  menuLink: string;
  lang: string | null;
}

export function giftCardReceiptMail({
  business,
  sale,
  menuLink,
  lang,
}: GiftCardReceiptMailData): MailContent {
  const words = giftCardSaleWords(lang);
  const seeMenu = giftCardWords(lang).seeMenu;
  const subject = fill(words.receiptSubject, { business: business.name });
  const intro = fill(words.receiptIntro, { amount: sale.amount, name: sale.recipientName });
  const when = sale.sendOn
    ? fill(words.paidScheduled, { email: sale.recipientEmail, date: sale.sendOn })
    : fill(words.paidSent, { email: sale.recipientEmail });
  const paid = fill(words.receiptPaid, { amount: sale.amount });
  const text = [business.name, "", intro, when, "", paid, "", `${seeMenu}: ${menuLink}`].join("\n");
  const colors = readableBrandColors(business.config);
  const dir = isRightToLeft(lang) ? "rtl" : "ltr";
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const body = html`<!doctype html><html lang="${lang ?? "en"}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${subject}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${colors.bannerColor};color:${colors.bannerTextColor};padding:20px 24px;${font};font-size:20px;font-weight:700">${business.name}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 8px;${font};font-size:22px;line-height:1.3;color:#111111">${words.paidTitle}</h1><p style="margin:0 0 12px;${font};font-size:16px;line-height:1.5;color:#333333">${intro}</p><p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:#333333">${when}</p><p style="margin:0;padding:12px 16px;background:#fafafa;border-radius:6px;${font};font-size:16px;font-weight:700;color:#111111">${paid}</p><p style="margin:16px 0 0;${font};font-size:15px"><a href="${menuLink}" style="color:#111111">${seeMenu}</a></p></td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html: raw(body.value).value };
}
