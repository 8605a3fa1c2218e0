import { fill } from "../../shared/common/fill.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import { type GiftCardWords, giftCardWords } from "../../shared/gift-cards/gift-card-words.ts";
import { formatCode, type GiftCardStatus } from "../../shared/gift-cards/gift-cards.ts";
import { type Html, html, raw } from "../lib/html.ts";

// The guest's gift card page, complete as HTML: the restaurant's name in its colors, what the card holds, the
// code (and its QR code) to show at the till, the sender's message, and the way to the menu. Amounts and the
// code sit in <bdi> so a right-to-left page keeps "$50.00" and "ABCD-EFGH-…" in their own order.

export interface GiftCardPageOptions {
  lang: string | null;
  /** The guest page's stylesheet, the restaurant's colors and this page's own rules. */
  css: string[];
  restaurant: { name: string; logo: string | null };
  card: {
    code: string;
    status: Exclude<GiftCardStatus, "VOID">;
    /** Formatted in the card's currency. */
    balance: string;
    initial: string;
    recipientName: string;
    senderName: string | null;
    message: string;
  };
  /** The menu's address, with the guest's language when the menu offers it. */
  menuHref: string;
  /** The code as an SVG QR code, or null when none could be drawn. */
  qrSvg: string | null;
}

export const GIFT_CARD_PAGE_CSS =
  ".gc{max-width:560px;margin:0 auto;padding:16px 16px 48px;overflow-wrap:anywhere}" +
  ".gift{border:2px solid var(--banner);border-radius:16px;overflow:hidden;margin:0 0 16px;padding:0;text-align:center}" +
  ".gift h2{margin:0;padding:10px 16px;background:var(--banner);color:var(--banner-text);font-size:1rem;" +
  "letter-spacing:.04em;text-transform:uppercase}" +
  ".gift-body{padding:16px}.gift p{margin:0 0 6px}.for{font-weight:600}" +
  ".bal-label{color:#555;font-size:.95rem}.bal{font-size:2.4rem;line-height:1.15;font-weight:800}" +
  ".of{color:#555}" +
  ".gift .state{display:inline-block;margin:10px 0 0;padding:4px 12px;border-radius:999px;font-weight:700;" +
  "font-size:.95rem;background:#e8f5e9;color:#1b5e20}" +
  ".gift .spent{display:block;border-radius:12px;padding:10px 14px;background:#fdecea;color:#7a1a14}" +
  ".code{text-align:center;margin:0 0 16px}.code h2{font-size:1.05rem;margin:0 0 6px}" +
  ".code-text{font:700 1.35rem/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.06em;" +
  "margin:0 0 12px}" +
  ".qr{margin:0 auto 8px;width:200px;max-width:70vw}.qr svg{display:block;width:100%;height:auto}" +
  ".help{color:#444;margin:0}" +
  ".msg{border-inline-start:4px solid var(--banner);margin:0 0 16px;padding:8px 16px}" +
  ".msg p{margin:0;white-space:pre-line}.msg .sig{margin-top:8px;font-weight:600}" +
  ".go{display:flex;align-items:center;justify-content:center;width:100%;min-height:52px;border-radius:12px;" +
  "border:2px solid #111;background:#111;color:#fff;font-weight:700;text-decoration:none;padding:8px 16px}";

function frame(options: {
  lang: string | null;
  css: string[];
  title: string;
  head: Html | string;
  body: Html;
}): string {
  const lang = options.lang ?? "en";
  return html`<!doctype html><html lang="${lang}"${isRightToLeft(options.lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${options.title}</title>${options.css.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}</head><body>${options.head}<main${options.head ? raw(' class="gc"') : ""}>${options.body}</main></body></html>`
    .value;
}

/** A sentence with a name or an amount in its hole, isolated in a <bdi>: "For {name}", "of {initial}". */
function withIsolated(template: string, hole: string, value: string): Html {
  const [before = "", after = ""] = template.split(`{${hole}}`);
  return html`${before}<bdi>${value}</bdi>${after}`;
}

function cardState(card: GiftCardPageOptions["card"], words: GiftCardWords): Html {
  if (card.status === "EMPTY") return html`<p class="state spent" role="status">${words.empty}</p>`;
  return html`<p class="state">${words.active}</p>`;
}

export function renderGiftCardPage(options: GiftCardPageOptions): string {
  const { card, restaurant } = options;
  const words = giftCardWords(options.lang);
  const printed = formatCode(card.code);
  const isSpendable = card.status === "ACTIVE";
  const qr =
    isSpendable && options.qrSvg
      ? raw(
          options.qrSvg.replace(
            "<svg ",
            html`<svg role="img" aria-label="${fill(words.qrLabel, { code: printed })}" `.value,
          ),
        )
      : null;
  const head = html`<header><div class="hero">${
    restaurant.logo ? html`<img class="logo" src="${restaurant.logo}" alt="" width="88" height="88">` : ""
  }<h1>${restaurant.name}</h1></div></header>`;
  const body = html`<section class="gift" aria-labelledby="gc-h"><h2 id="gc-h">${words.title}</h2><div class="gift-body">${
    card.recipientName
      ? html`<p class="for">${withIsolated(words.forName, "name", card.recipientName)}</p>`
      : ""
  }<p class="bal-label">${words.balance}</p><p class="bal"><bdi>${card.balance}</bdi></p><p class="of">${withIsolated(words.ofInitial, "initial", card.initial)}</p>${cardState(
    card,
    words,
  )}</div></section>${
    card.message
      ? html`<blockquote class="msg"><p dir="auto">${card.message}</p>${
          card.senderName ? html`<p class="sig">${withIsolated(words.from, "name", card.senderName)}</p>` : ""
        }</blockquote>`
      : ""
  }<section class="code" aria-labelledby="code-h"><h2 id="code-h">${words.yourCode}</h2><p class="code-text"><bdi>${printed}</bdi></p>${
    qr ? html`<div class="qr">${qr}</div>` : ""
  }${isSpendable ? html`<p class="help">${words.showCode}</p>` : ""}</section><p><a class="go" href="${options.menuHref}">${words.seeMenu}</a></p>`;
  return frame({
    lang: options.lang,
    css: options.css,
    title: `${words.title} · ${restaurant.name}`,
    head,
    body,
  });
}

/** A code that opens nothing, or too many tried: the sentence alone, in the guest's language. */
export function renderGiftCardRefusal(options: {
  lang: string | null;
  css: string[];
  sentence: "notFound" | "tooMany";
}): string {
  const words = giftCardWords(options.lang);
  return frame({
    lang: options.lang,
    css: options.css,
    title: words.title,
    head: "",
    body: html`<h1>${words[options.sentence]}</h1>`,
  });
}
