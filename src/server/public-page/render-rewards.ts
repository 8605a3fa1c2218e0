import { fill } from "../../shared/common/fill.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import type { LoyaltyMe } from "../../shared/loyalty/loyalty.ts";
import { rewardsPageWords } from "../../shared/loyalty/rewards-page-words.ts";
import { type Html, html, raw } from "../lib/html.ts";
import { withLang } from "./render-booking.ts";

// The guest's rewards page (/m/{url}/rewards), complete as HTML so it works without script: how the program
// earns, then either the way in (a phone or an email, then the code sent to it) or what the member holds.

export interface RewardsPageOptions {
  name: string;
  lang: string | null;
  css: string[];
  /** "/m/{address}". */
  base: string;
  /** How points are earned, in a sentence. */
  earning: string;
  error: string | null;
  view:
    | { kind: "join"; values: { phone: string; email: string }; canText: boolean }
    | { kind: "code"; to: { phone: string; email: string }; shown: string }
    | { kind: "member"; me: LoyaltyMe; identity: string };
}

export const REWARDS_PAGE_CSS =
  ".rw .earn{font-size:1.05rem;margin:0 0 16px}.rw .or{text-align:center;color:#555;margin:0 0 12px}" +
  ".rw .pts{font-size:2rem;font-weight:800;margin:0 0 8px}.rw ul{list-style:none;padding:0;margin:0 0 16px}" +
  ".rw li{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;border:1px solid #ddd;border-radius:12px;" +
  "padding:12px 16px;margin:0 0 8px}.rw li strong{overflow-wrap:anywhere}.rw .ready{color:#1b5e20;font-weight:700}" +
  ".rw .togo{color:#555}.rw .code input{letter-spacing:.3em;font-size:1.3rem}";

function hidden(name: string, value: string): Html {
  return value ? html`<input type="hidden" name="${name}" value="${value}">` : html``;
}

function body(options: RewardsPageOptions): Html {
  const words = rewardsPageWords(options.lang);
  const action = withLang(`${options.base}/rewards`, options.lang);
  const { view } = options;
  if (view.kind === "member")
    return html`<p class="pts">${fill(words.yourPoints, { points: String(view.me.points) })}</p><p class="help">${fill(
      words.howToEarn,
      { identity: view.identity },
    )}</p><h2>${words.rewardsHeading}</h2>${
      view.me.rewards.length
        ? html`<ul>${view.me.rewards.map(
            (reward) =>
              html`<li><strong>${reward.name}</strong><span>${fill(words.rewardPoints, { points: String(reward.points) })} · ${
                reward.isAffordable
                  ? html`<span class="ready">${words.readyToUse}</span>`
                  : html`<span class="togo">${fill(words.pointsToGo, { points: String(reward.points - view.me.points) })}</span>`
              }</span></li>`,
          )}</ul>`
        : html`<p class="help">${words.noRewards}</p>`
    }<form method="post" action="${action}"><input type="hidden" name="step" value="signout"><button type="submit" class="ghost">${words.signOut}</button></form>`;
  if (view.kind === "code")
    return html`<h2>${words.joinHeading}</h2><p>${fill(words.codeSent, { to: view.shown })}</p><form method="post" action="${action}" class="code"><input type="hidden" name="step" value="join">${hidden(
      "phone",
      view.to.phone,
    )}${hidden("email", view.to.email)}<label>${words.code}<input name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required dir="ltr"></label><button type="submit" class="primary">${words.join}</button></form><p><a href="${action}">${words.anotherWay}</a></p>`;
  return html`<h2>${words.joinHeading}</h2><p class="help">${words.joinHelp}</p><form method="post" action="${action}"><input type="hidden" name="step" value="send">${
    view.canText
      ? html`<label>${words.phone}<input name="phone" type="tel" autocomplete="tel" maxlength="40" dir="ltr" value="${view.values.phone}"></label><p class="or">${words.or}</p>`
      : ""
  }<label>${words.email}<input name="email" type="email" autocomplete="email" maxlength="254" dir="ltr" value="${view.values.email}"></label><button type="submit" class="primary">${words.sendCode}</button></form>`;
}

export function renderRewardsPage(options: RewardsPageOptions): string {
  const words = rewardsPageWords(options.lang);
  const lang = options.lang ?? "en";
  const title = fill(words.title, { business: options.name });
  return html`<!doctype html><html lang="${lang}"${isRightToLeft(options.lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${title}</title>${options.css.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}</head><body><header><div class="hero"><p class="back"><a href="${withLang(options.base, options.lang)}">${words.backToMenu}</a></p><h1>${options.name}</h1></div></header><main class="bk rw"><h2>${title}</h2><p class="earn">${options.earning}</p>${
    options.error ? html`<p class="err" role="alert">${options.error}</p>` : ""
  }${body(options)}</main></body></html>`.value;
}
