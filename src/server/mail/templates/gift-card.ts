import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../shared/common/languages.ts";
import { giftCardWords } from "../../../shared/gift-cards/gift-card-words.ts";
import { formatCode } from "../../../shared/gift-cards/gift-cards.ts";
import { readableBrandColors } from "../../../shared/guest-page/readable-colors.ts";
import { html, raw } from "../../lib/html.ts";
import type { MailContent } from "./mail-content.ts";

// The mail that brings a gift card to the person it is for: what it holds, its code to show when paying, and
// the card's page (its balance as it is spent, and a QR code of the code), in the restaurant's colours and
// language. Whoever sent it may add a message.

export interface GiftCardMailData {
  business: { name: string; config: BusinessConfig };
  card: { code: string; amount: string; recipientName: string; message: string; senderName: string | null };
  /** The card's page, `/g/{code}`. */
  link: string;
  /** The content id of the attached QR code of the code, or null to go without. */
  qrCid?: string | null;
  lang: string | null;
}

export function giftCardMail({ business, card, link, lang, qrCid = null }: GiftCardMailData): MailContent {
  const words = giftCardWords(lang);
  const subject = fill(words.mailSubject, { business: business.name });
  const intro = fill(words.mailIntro, { business: business.name, amount: card.amount });
  const code = formatCode(card.code);
  const signed = card.message && card.senderName ? fill(words.from, { name: card.senderName }) : "";
  const text = [
    business.name,
    "",
    fill(words.forName, { name: card.recipientName }),
    intro,
    ...(card.message ? ["", card.message, ...(signed ? [signed] : [])] : []),
    "",
    `${words.yourCode}: ${code}`,
    "",
    `${words.openCard}: ${link}`,
  ].join("\n");
  const colors = readableBrandColors(business.config);
  const dir = isRightToLeft(lang) ? "rtl" : "ltr";
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const body = html`<!doctype html><html lang="${lang ?? "en"}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${subject}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${colors.bannerColor};color:${colors.bannerTextColor};padding:20px 24px;${font};font-size:20px;font-weight:700">${business.name}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 8px;${font};font-size:22px;line-height:1.3;color:#111111">${fill(words.forName, { name: card.recipientName })}</h1><p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:#333333">${intro}</p>${
    card.message
      ? html`<p style="margin:0 0 16px;padding:12px 16px;background:#fafafa;border-radius:6px;${font};font-size:15px;line-height:1.5;color:#333333;white-space:pre-line">${card.message}${signed ? html`<br><em>${signed}</em>` : ""}</p>`
      : ""
  }<p style="margin:0 0 4px;${font};font-size:13px;color:#555555">${words.yourCode}</p><p dir="ltr" style="margin:0 0 20px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:24px;font-weight:700;letter-spacing:2px;color:#111111">${code}</p>${
    qrCid
      ? html`<p style="margin:0 0 20px"><img src="cid:${qrCid}" width="160" height="160" alt="${fill(words.qrLabel, { code })}" style="display:block;width:160px;height:160px"></p>`
      : ""
  }<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px"><tr><td style="background:${colors.bannerColor};border-radius:6px"><a href="${link}" style="display:inline-block;padding:12px 20px;${font};font-size:16px;font-weight:700;color:${colors.bannerTextColor};text-decoration:none">${words.openCard}</a></td></tr></table><p style="margin:8px 0 0;${font};font-size:14px;color:#555555">${words.showCode}</p></td></tr><tr><td style="padding:16px 24px;background:#fafafa;${font};font-size:12px;line-height:1.5;color:#555555"><a href="${link}" style="color:#555555;word-break:break-all">${link}</a></td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html: raw(body.value).value };
}
