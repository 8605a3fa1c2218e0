import { fill } from "../../shared/common/fill.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import {
  type BusinessClock,
  clockTime,
  formatOnClock,
  localClock,
} from "../../shared/hours/business-clock.ts";
import { type BookingWords, bookingWords, partyText } from "../../shared/reservations/booking-words.ts";
import type { GuaranteeView } from "../../shared/reservations/guarantee.ts";
import type { ReservationStatus } from "../../shared/reservations/reservations.ts";
import { type Html, html, raw } from "../lib/html.ts";
import { withPhoneLink } from "./render-order.ts";

// The guest's booking pages, complete as HTML so they work without script: the form (party and day in one
// form that shows the times, the time and the guest's details in the form that books) and the booking's own
// page (what was booked, change, cancel, add to a calendar). The form's script only fetches the times as the
// party or the day change (public-page-client/book/book.ts).

export interface BookingPageShell {
  /** The restaurant's name. */
  name: string;
  phone: string;
  lang: string | null;
  css: string[];
  /** "/m/{address}": the menu to go back to. */
  base: string;
  clock: BusinessClock & { use24HourFormat: boolean };
}

function page(
  shell: BookingPageShell,
  title: string,
  body: Html,
  extra: { script?: string | null; stripeJs?: string | null; data?: Html; refresh?: number | null } = {},
) {
  const words = bookingWords(shell.lang);
  const lang = shell.lang ?? "en";
  return html`<!doctype html><html lang="${lang}"${isRightToLeft(shell.lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">${
    extra.refresh ? html`<meta http-equiv="refresh" content="${extra.refresh}">` : ""
  }<title>${title} · ${shell.name}</title>${shell.css.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}${extra.stripeJs ? html`<script src="${extra.stripeJs}"></script>` : ""}${
    extra.script ? html`<script type="module" src="${extra.script}"></script>` : ""
  }</head><body${extra.data ?? ""}><header><div class="hero"><p class="back"><a href="${withLang(shell.base, shell.lang)}">${words.back}</a></p><h1>${shell.name}</h1></div></header><main class="bk">${body}</main></body></html>`
    .value;
}

export const withLang = (href: string, lang: string | null, sep = href.includes("?") ? "&" : "?") =>
  lang ? `${href}${sep}lang=${encodeURIComponent(lang)}` : href;

export interface BookingFormOptions {
  shell: BookingPageShell;
  businessId: string;
  party: number;
  partySizes: number[];
  date: string;
  firstDay: string;
  lastDay: string;
  /** The day's times; null when the day itself was refused (`error` says why). */
  times: { time: string; available: boolean }[] | null;
  chosenTime: string | null;
  /** A sentence to show above the form: why the last try was refused. */
  error: string | null;
  values: { name: string; phone: string; email: string; note: string };
  /** A fresh Idempotency-Key per form: a double tap on "Book" books once. */
  formKey: string;
  /** Changing an existing booking: its id and key. */
  change: { id: string; key: string } | null;
  script: string | null;
  /** Where the restaurant holds big parties' tables with a card: from which party, and the fee as written. */
  guarantee: { fromParty: number; fee: string } | null;
}

const hhmm = (time: string, shell: BookingPageShell) => {
  const { minutes } = localClock(new Date(time), shell.clock.timeZone, shell.clock.offsetMinutes ?? 0);
  return clockTime(minutes, { lang: shell.lang, use24HourFormat: shell.clock.use24HourFormat });
};

function timeChoices(options: BookingFormOptions, words: BookingWords): Html {
  const { times, shell } = options;
  if (times === null) return html``;
  if (times.length === 0) return html`<p class="none" data-none>${words.closedDay}</p>`;
  if (!times.some((entry) => entry.available)) return html`<p class="none" data-none>${words.noTimes}</p>`;
  return html`<div class="slots">${times.map(
    (entry) =>
      html`<label class="slot"><input type="radio" name="time" value="${entry.time}" required${
        entry.available ? "" : raw(" disabled")
      }${entry.time === options.chosenTime && entry.available ? raw(" checked") : ""}><span>${hhmm(entry.time, shell)}</span></label>`,
  )}</div>`;
}

export function renderBookingForm(options: BookingFormOptions): string {
  const { shell } = options;
  const words = bookingWords(shell.lang);
  const action = withLang(`${shell.base}/book`, shell.lang);
  const timesUrl = `/v1/public/businesses/${encodeURIComponent(options.businessId)}/reservation-times`;
  const body = html`<h2>${fill(words.title, { name: shell.name })}</h2>${
    options.error ? html`<p class="err" role="alert">${options.error}</p>` : ""
  }<form method="get" action="${shell.base}/book" class="pick" data-pick>${
    shell.lang ? html`<input type="hidden" name="lang" value="${shell.lang}">` : ""
  }${
    options.change
      ? html`<input type="hidden" name="booking" value="${options.change.id}"><input type="hidden" name="key" value="${options.change.key}">`
      : ""
  }<label>${words.guests}<select name="party">${options.partySizes.map(
    (size) =>
      html`<option value="${size}"${size === options.party ? raw(" selected") : ""}>${partyText(words, size)}</option>`,
  )}</select></label><label>${words.day}<input type="date" name="date" value="${options.date}" min="${options.firstDay}" max="${options.lastDay}" required></label><button type="submit" class="ghost" data-show>${words.showTimes}</button></form><form method="post" action="${action}" class="book" data-book data-times="${timesUrl}" data-none-text="${words.noTimes}" data-closed-text="${words.closedDay}" data-h24="${shell.clock.use24HourFormat ? "1" : ""}"><input type="hidden" name="formKey" value="${options.formKey}"><input type="hidden" name="party" value="${options.party}" data-party><input type="hidden" name="date" value="${options.date}" data-date>${
    options.change
      ? html`<input type="hidden" name="booking" value="${options.change.id}"><input type="hidden" name="key" value="${options.change.key}">`
      : ""
  }<fieldset class="times"><legend>${words.time}</legend><div data-slots>${timeChoices(options, words)}</div></fieldset>${
    options.change
      ? ""
      : html`<fieldset><legend>${words.details}</legend><label>${words.name}<input name="name" autocomplete="name" maxlength="80" required value="${options.values.name}"></label><label>${words.phone}<input name="phone" type="tel" autocomplete="tel" maxlength="40" required value="${options.values.phone}" dir="ltr"></label><label>${words.email}<input name="email" type="email" autocomplete="email" maxlength="254" value="${options.values.email}" dir="ltr"></label><label>${words.note}<textarea name="note" maxlength="500" rows="2">${options.values.note}</textarea></label></fieldset>`
  }${
    options.guarantee
      ? html`<p class="help">${fill(words.cardNotice, { n: options.guarantee.fromParty, fee: options.guarantee.fee })}</p>`
      : ""
  }<button type="submit" class="primary">${options.change ? words.saveChange : words.submit}</button></form>`;
  return page(shell, words.bookTable, body, { script: options.script });
}

export interface BookingViewOptions {
  shell: BookingPageShell;
  booking: {
    id: string;
    status: ReservationStatus;
    time: string;
    party: number;
    guestName: string;
    changeableUntil: string;
    guestConfirmedAt: string | null;
  };
  key: string;
  now: Date;
  /** Asked from a reminder's link: the "are you still coming?" question shows whatever the day. */
  askComing?: boolean;
  /** The card holding the table, where the restaurant asks for one; `fee` as written for the guest. */
  guarantee: { view: GuaranteeView; fee: string } | null;
  /** The card form's scripts (Stripe.js and ours) and where it says the card is saved; null without Stripe. */
  card: { stripeJs: string; script: string | null; savedUrl: string } | null;
}

function titleOf(status: ReservationStatus, words: BookingWords): string {
  if (status === "CONFIRMED") return words.confirmedTitle;
  if (status === "REQUESTED") return words.requestedTitle;
  if (status === "CANCELLED") return words.cancelledTitle;
  return words.pastTitle;
}

/** The day and time of a booking as the guest's language writes it, on the restaurant's clock. */
export function bookingWhen(time: string, clock: BookingPageShell["clock"], lang: string | null): string {
  return formatOnClock(
    time,
    clock,
    {
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: !clock.use24HourFormat,
    },
    lang ?? "en-US",
  );
}

export function renderBookingView(options: BookingViewOptions): string {
  const { shell, booking, key, now } = options;
  const words = bookingWords(shell.lang);
  const own = `${shell.base}/bookings/${encodeURIComponent(booking.id)}`;
  const keyQuery = `key=${encodeURIComponent(key)}`;
  const isOpen = booking.status === "CONFIRMED" || booking.status === "REQUESTED";
  const canChange = isOpen && now.getTime() <= Date.parse(booking.changeableUntil);
  const date = booking.time.slice(0, 10);
  const body = html`<section class="status" aria-labelledby="st-h"><h2 id="st-h">${titleOf(booking.status, words)}</h2>${
    booking.status === "REQUESTED" ? html`<p>${words.requestedDetail}</p>` : ""
  }</section>${comingSection(options, words, isOpen)}${guaranteeSection(options, words)}<dl class="facts"><dt>${words.when}</dt><dd>${bookingWhen(booking.time, shell.clock, shell.lang)}</dd><dt>${words.party}</dt><dd>${partyText(words, booking.party)}</dd><dt>${words.name}</dt><dd>${booking.guestName}</dd></dl>${
    isOpen
      ? canChange
        ? html`<p>${fill(words.changeUntil, { time: bookingWhen(booking.changeableUntil, shell.clock, shell.lang) })}</p><div class="acts"><a class="act" href="${withLang(`${shell.base}/book?booking=${encodeURIComponent(booking.id)}&${keyQuery}&party=${booking.party}&date=${date}`, shell.lang, "&")}">${words.change}</a><form method="post" action="${withLang(`${own}/cancel`, shell.lang)}"><input type="hidden" name="key" value="${key}"><button type="submit" class="act">${words.cancel}</button></form></div>`
        : html`<p>${words.tooLateToChange}</p>`
      : ""
  }${
    isOpen
      ? html`<p><a class="act cal" href="${own}/calendar.ics?${keyQuery}">${words.addToCalendar}</a></p>`
      : ""
  }${shell.phone ? html`<p class="help">${withPhoneLink(words.questions, shell.phone)}</p>` : ""}<p class="help">${words.keepPage}</p>`;
  const form = cardForm(options);
  return page(shell, titleOf(booking.status, words), body, {
    script: form ? options.card?.script : null,
    stripeJs: form ? options.card?.stripeJs : null,
  });
}

const DAY_MS = 24 * 3_600_000;

/**
 * "Are you still coming?", asked by the reminders' link and by the page on the booking's last day, until the guest
 * answers; then the thanks.
 */
function comingSection(options: BookingViewOptions, words: BookingWords, isOpen: boolean): Html {
  const { booking, key, now, shell } = options;
  if (!isOpen) return html``;
  if (booking.guestConfirmedAt) return html`<p class="ok" role="status">${words.guestConfirmed}</p>`;
  const start = Date.parse(booking.time);
  const isSoon = start - now.getTime() <= DAY_MS;
  if ((!options.askComing && !isSoon) || start < now.getTime()) return html``;
  const action = withLang(`${shell.base}/bookings/${encodeURIComponent(booking.id)}/confirm`, shell.lang);
  return html`<form method="post" action="${action}" class="guar coming"><input type="hidden" name="key" value="${key}"><h2>${words.stillComing}</h2><button type="submit" class="primary">${words.confirmComing}</button></form>`;
}

/** The card form is on the page while the card is still needed and Stripe is there to take it. */
export function cardForm(options: BookingViewOptions) {
  const view = options.guarantee?.view;
  const isOpen = options.booking.status === "CONFIRMED" || options.booking.status === "REQUESTED";
  if (!isOpen || view?.state !== "CARD_NEEDED" || !options.card) return null;
  const { setupIntentClientSecret, publishableKey, stripeAccount } = view;
  if (!setupIntentClientSecret || !publishableKey || !stripeAccount) return null;
  return { setupIntentClientSecret, publishableKey, stripeAccount, savedUrl: options.card.savedUrl };
}

/** What the guest reads of the card holding their table, and the form that saves it while it is needed. */
function guaranteeSection(options: BookingViewOptions, words: BookingWords): Html {
  const guarantee = options.guarantee;
  if (!guarantee) return html``;
  const { view, fee } = guarantee;
  if (view.state === "CARD_SAVED" && view.card)
    return html`<p class="ok" role="status">${fill(words.cardSaved, { last4: view.card.last4 })}</p>`;
  if (view.state === "CHARGED") return html`<p class="help">${fill(words.feeCharged, { fee })}</p>`;
  if (view.state !== "CARD_NEEDED") return html``;
  const form = cardForm(options);
  const lang = options.shell.lang ?? "";
  return html`<section class="guar" aria-labelledby="gu-h"><h2 id="gu-h">${words.cardTitle}</h2><p>${fill(words.cardDetail, { fee })}</p>${
    form
      ? html`<form data-card-form data-secret="${form.setupIntentClientSecret}" data-pk="${form.publishableKey}" data-account="${form.stripeAccount}" data-saved="${form.savedUrl}" data-lang="${lang}" data-failed="${words.cardFailed}" data-no-form="${words.cardLoadFailed}"><div class="card-el" data-card-element></div><p class="err" role="alert" hidden data-card-error></p><button type="submit" class="primary" data-card-button>${words.saveCard}</button></form><noscript><p class="err">${words.cardNeedsScript}</p></noscript>`
      : html`<p class="err" role="alert">${words.cardLoadFailed}</p>`
  }</section>`;
}

export const BOOKING_PAGE_CSS =
  ".back{margin:0 0 6px}.back a{text-decoration:none;font-weight:600}.bk{max-width:560px;margin:0 auto;padding:16px 16px 48px}" +
  ".bk h2{font-size:1.3rem;margin:8px 0 16px}.bk form{margin:0 0 16px}.bk label{display:block;font-weight:600;margin:0 0 12px}" +
  ".bk input:not([type=radio]),.bk select,.bk textarea{display:block;box-sizing:border-box;width:100%;min-height:48px;margin-top:4px;" +
  "padding:10px 12px;border:1px solid #888;border-radius:10px;font:inherit;font-weight:400;background:#fff;color:#111}" +
  ".pick{display:grid;grid-template-columns:1fr 1fr;gap:0 12px;align-items:end}.pick button{grid-column:1/-1}" +
  ".bk fieldset{border:0;margin:0 0 16px;padding:0;min-width:0}.bk legend{font-weight:700;font-size:1.1rem;margin:0 0 8px;padding:0}" +
  ".slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px}.slot{margin:0!important}" +
  ".slot input{position:absolute;opacity:0;width:1px;height:1px}.slot span{display:flex;align-items:center;justify-content:center;" +
  "min-height:48px;border:2px solid #111;border-radius:10px;font-weight:700;cursor:pointer}" +
  ".slot input:checked+span{background:#111;color:#fff}.slot input:focus-visible+span{outline:3px solid #1565c0;outline-offset:2px}" +
  ".slot input:disabled+span{border-color:#ccc;color:#999;text-decoration:line-through;cursor:not-allowed}" +
  ".primary,.ghost{width:100%;min-height:52px;border-radius:12px;font:inherit;font-weight:700;cursor:pointer;border:2px solid #111}" +
  ".primary{background:#111;color:#fff}.ghost{background:#fff;color:#111}.err{border:1px solid #b3261e;border-radius:12px;" +
  "padding:12px 16px;color:#7a1a14;background:#fdecea}.none{color:#444}.status{border:2px solid #111;border-radius:16px;" +
  "padding:16px;margin:0 0 16px}.status h2{margin:0}.status p{margin:8px 0 0}.facts{display:grid;grid-template-columns:auto 1fr;" +
  "gap:4px 12px;margin:0 0 16px}.facts dt{font-weight:700}.facts dd{margin:0}.acts{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}" +
  ".acts form{flex:1 1 150px;margin:0}.act{box-sizing:border-box;flex:1 1 150px;width:100%;min-height:48px;display:flex;align-items:center;" +
  "justify-content:center;border:2px solid #111;border-radius:12px;background:#fff;color:#111;font:inherit;font-weight:700;" +
  "text-decoration:none;padding:8px 12px;cursor:pointer}.help{color:#444}.pos{font-size:1.4rem;font-weight:700}" +
  ".guar{border:2px solid #111;border-radius:16px;padding:16px;margin:0 0 16px}.guar h2{margin:0 0 8px}.guar form{margin:0}" +
  ".card-el{margin:0 0 12px}.card-el label{display:block;font-weight:600;margin:0 0 12px}.ok{border:1px solid #1b5e20;" +
  "border-radius:12px;padding:12px 16px;color:#1b5e20;background:#e8f5e9}";

/**
 * A waiting party's own page: their place in line and the wait they were quoted. It reads itself again every
 * 20 seconds (a refresh, so it follows the line without script) until they are told, seated or removed.
 */
export function renderWaitView(options: {
  shell: BookingPageShell;
  wait: { position: number | null; quotedMinutes: number; status: string };
}): string {
  const { shell, wait } = options;
  const words = bookingWords(shell.lang);
  const title =
    wait.status === "NOTIFIED"
      ? words.tableReady
      : wait.status === "SEATED"
        ? words.waitlistSeated
        : wait.status === "REMOVED"
          ? words.waitlistRemoved
          : words.waitlistTitle;
  const body = html`<section class="status" aria-labelledby="st-h"><h2 id="st-h">${title}</h2>${
    wait.status === "NOTIFIED" ? html`<p>${fill(words.tableReadyDetail, { name: shell.name })}</p>` : ""
  }${
    wait.status === "WAITING" && wait.position !== null
      ? html`<p class="pos" role="status">${fill(words.position, { n: wait.position })}</p><p>${fill(words.quoted, { minutes: wait.quotedMinutes })}</p>`
      : ""
  }</section>${shell.phone ? html`<p class="help">${withPhoneLink(words.questions, shell.phone)}</p>` : ""}`;
  const isLive = wait.status === "WAITING" || wait.status === "NOTIFIED";
  return page(shell, title, body, { refresh: isLive ? 20 : null });
}
