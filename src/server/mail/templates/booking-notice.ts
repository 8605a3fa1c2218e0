import type { CountryCode } from "libphonenumber-js/max";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { fill } from "../../../shared/common/fill.ts";
import { isRightToLeft } from "../../../shared/common/languages.ts";
import { displayPhone } from "../../../shared/common/phone-number.ts";
import { readableBrandColors } from "../../../shared/guest-page/readable-colors.ts";
import { businessClockOf } from "../../../shared/hours/business-clock.ts";
import { type BookingWords, bookingWords, partyText } from "../../../shared/reservations/booking-words.ts";
import type { BookingNoticeEvent } from "../../features/reservations/booking-notice-kinds.ts";
import { html, raw } from "../../lib/html.ts";
import { bookingWhen } from "../../public-page/render-booking.ts";
import type { MailContent } from "./mail-content.ts";

// What a guest reads of their booking, by mail and by text: booked (or requested), confirmed by the host,
// changed, cancelled, and the reminders a day and two hours before. In the language they booked in, on the
// restaurant's clock, with the link to the booking's page (change, cancel, calendar).

export interface BookingNoticeFacts {
  event: BookingNoticeEvent;
  booking: { party: number; start: Date };
  business: { name: string; config: BusinessConfig; phone: string; country: CountryCode | undefined };
  link: string;
  lang: string | null;
}

function titleOf(event: BookingNoticeEvent, words: BookingWords): string {
  switch (event) {
    case "booked":
      return words.confirmedTitle;
    case "requested":
      return words.requestedTitle;
    case "confirmed":
      return words.confirmedByHost;
    case "changed":
      return words.changedTitle;
    case "cancelled":
      return words.cancelledTitle;
    case "reminder-day":
      return words.reminderDay;
    case "reminder-hours":
      return words.reminderSoon;
  }
}

/** The notice in a few words: its title and the booking it speaks of. */
export function describeBookingNotice(facts: BookingNoticeFacts) {
  const words = bookingWords(facts.lang);
  const clock = businessClockOf(facts.business.config);
  const when = bookingWhen(facts.booking.start.toISOString(), clock, facts.lang);
  const table = fill(words.tableFor, { party: partyText(words, facts.booking.party), when });
  const after =
    facts.event === "requested"
      ? words.requestedDetail
      : facts.event === "cancelled"
        ? ""
        : words.lookForward;
  return { title: titleOf(facts.event, words), detail: [table, after].filter(Boolean).join(" "), when };
}

/** The text message: short, with the restaurant's name first and the link last. */
export function bookingNoticeText(facts: BookingNoticeFacts): string {
  const { title, detail } = describeBookingNotice(facts);
  return `${facts.business.name}: ${title}. ${detail} ${facts.link}`;
}

export function bookingNoticeMail(facts: BookingNoticeFacts): MailContent {
  const { business, link, lang } = facts;
  const words = bookingWords(lang);
  const { title, detail, when } = describeBookingNotice(facts);
  const phone = business.config.phone || business.phone;
  const shown = phone ? displayPhone(phone, business.country) : null;
  const questions = shown ? fill(words.questions, { phone: shown.text }) : "";
  const why = fill(words.why, { name: business.name });
  const text = [
    business.name,
    "",
    title,
    detail,
    "",
    fill(words.mailManage, { link }),
    ...(questions ? ["", questions] : []),
    "",
    why,
  ].join("\n");
  const colors = readableBrandColors(business.config);
  const dir = isRightToLeft(lang) ? "rtl" : "ltr";
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const [before = "", after = ""] = words.questions.split("{phone}");
  const body = html`<!doctype html><html lang="${lang ?? "en"}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${title}</title></head><body style="margin:0;padding:0;background:#f4f4f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${colors.bannerColor};color:${colors.bannerTextColor};padding:20px 24px;${font};font-size:20px;font-weight:700">${business.name}</td></tr><tr><td style="padding:24px"><h1 style="margin:0 0 8px;${font};font-size:22px;line-height:1.3;color:#111111">${title}</h1><p style="margin:0 0 20px;${font};font-size:16px;line-height:1.5;color:#333333">${detail}</p><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr><td style="background:${colors.bannerColor};border-radius:6px"><a href="${link}" style="display:inline-block;padding:12px 20px;${font};font-size:16px;font-weight:700;color:${colors.bannerTextColor};text-decoration:none">${
    facts.event === "reminder-day" || facts.event === "reminder-hours" ? words.confirmOrCancel : words.manage
  }</a></td></tr></table>${
    shown
      ? html`<p style="margin:12px 0 0;${font};font-size:15px;color:#333333">${before}<a href="tel:${shown.dial}" dir="ltr" style="color:#333333;white-space:nowrap">${shown.text}</a>${after}</p>`
      : ""
  }</td></tr><tr><td style="padding:16px 24px;background:#fafafa;${font};font-size:12px;line-height:1.5;color:#555555">${why}<br><a href="${link}" style="color:#555555;word-break:break-all">${link}</a></td></tr></table></td></tr></table></body></html>`;
  return { subject: `${title} · ${business.name} · ${when}`, text, html: raw(body.value).value };
}
