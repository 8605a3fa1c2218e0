import { type Announcement, readAnnouncement } from "../../shared/businesses/announcement.ts";
import { type BusinessConfig, DEFAULT_BUSINESS_CONFIG } from "../../shared/businesses/business-config.ts";
import { WEEKDAYS, type Weekday } from "../../shared/common/constants.ts";
import { dayName } from "../../shared/common/day-names.ts";
import { isRightToLeft, nativeName } from "../../shared/common/languages.ts";
import { MESSAGES } from "../../shared/common/messages.ts";
import { formatUsPhone } from "../../shared/common/phone.ts";
import { giftCardSaleWords } from "../../shared/gift-cards/gift-card-sale-words.ts";
import { readableShade, TEXT_RATIO } from "../../shared/guest-page/contrast.ts";
import { filterQuery, type GuestFilter, NO_FILTER } from "../../shared/guest-page/diet-filter.ts";
import {
  fullAddress,
  type GuestItem,
  type GuestMenu,
  guestViewOfSnapshot,
  menuText,
} from "../../shared/guest-page/guest-view.ts";
import { fill, type GuestWords, guestWords } from "../../shared/guest-page/guest-words.ts";
import { readableBrandColors } from "../../shared/guest-page/readable-colors.ts";
import { formatTime, localClock } from "../../shared/hours/business-clock.ts";
import { capitalize, type OpenStatus } from "../../shared/hours/hours.ts";
import { readHours } from "../../shared/hours/hours-schema.ts";
import { rewardsPageWords } from "../../shared/loyalty/rewards-page-words.ts";
import { iconSymbol, iconUse, type LibraryIcon } from "../../shared/menus/icons.ts";
import type { PublishedSnapshot } from "../../shared/publishing/public-page.ts";
import {
  RATING_MESSAGE_MAX,
  RATING_NAME_MAX,
  RATING_SCORE_MAX,
  type Rating,
} from "../../shared/ratings/ratings.ts";
import { bookingWords } from "../../shared/reservations/booking-words.ts";
import { type Html, html, raw } from "../lib/html.ts";
import {
  allergenNote,
  type FilterPlan,
  filterForm,
  itemFilterAttributes,
  planFilter,
} from "./render-filters.ts";
import {
  type GuestService,
  NO_SERVICE,
  pausedBanner,
  serviceAttributes,
  soldOutMark,
} from "./render-service.ts";
import { structuredData } from "./structured-data.ts";
import { websiteNav } from "./website-nav.ts";

export interface RenderOptions {
  snapshot: PublishedSnapshot;
  /** The address the guest used (custom URL or generated). */
  address: string;
  /** `m` shows one menu with tabs; `o` is the light view with every menu on one page. */
  view: "m" | "o";
  menuId?: string | undefined;
  status: OpenStatus;
  now: Date;
  baseUrl: string;
  scriptSrc: string | null;
  css: string;
  businessId: string;
  /** Live ratings: shown outside the publish snapshot, with the form when feedback is on. */
  ratings?: GuestRatings | null | undefined;
  /** Online ordering is on: Add buttons on orderable items, the cart's script on demand. */
  isOrdering?: boolean | undefined;
  /** The owner takes table bookings: "Book a table" beside the phone. */
  isBooking?: boolean | undefined;
  /** The owner sells gift cards online: "Gift cards" beside it. */
  isSellingGiftCards?: boolean | undefined;
  /** The owner runs a rewards program: "Rewards" beside them. */
  isRewarding?: boolean | undefined;
  /**
   * Whether an order placed now would be taken (shared/ordering/orders.ts isOpenForOrders): while closed, Add buttons
   * order ahead when orders in advance are on, and are left out otherwise.
   */
  isOpenNow?: boolean | undefined;
  /** The cart's script, loaded by the page's script on the first Add. */
  cartSrc?: string | null | undefined;
  /** The guest's diet and allergen filter from the query. */
  filter?: GuestFilter | undefined;
  /** The guest's language (languages.ts pickLanguage); null when the page has no languages. */
  lang?: string | null | undefined;
  /** The kitchen's pause and sold-out items, live over the snapshot (render-service.ts). */
  service?: GuestService | undefined;
}

export interface GuestRatings {
  allowFeedback: boolean;
  ratings: Rating[];
  average: number | null;
  count: number;
}

export const socialHref = {
  facebook: (v: string) => (/^https?:\/\//.test(v) ? v : `https://www.facebook.com/${v.replace(/^@/, "")}`),
  instagram: (v: string) => (/^https?:\/\//.test(v) ? v : `https://www.instagram.com/${v.replace(/^@/, "")}`),
  twitter: (v: string) => (/^https?:\/\//.test(v) ? v : `https://x.com/${v.replace(/^@/, "")}`),
  website: (v: string) => (/^https?:\/\//.test(v) ? v : `https://${v}`),
};

/** `lang="…"` on a text shown in the menu's own language inside a page in another. */
const langOf = (textLang: string | null | undefined) => (textLang ? html` lang="${textLang}"` : "");

/**
 * A price kept left to right: inside Arabic text its digits would otherwise turn into Arabic numbers and the
 * currency sign would move to their other side ("7.00$").
 */
const priceSpan = (text: string) => html`<span class="price" dir="ltr">${text}</span>`;

function priceBlock(item: GuestItem): Html {
  if (!item.hasSizes) return html``;
  return html`<ul class="sizes">${item.prices.map(
    (price) => html`<li>${price.size} ${priceSpan(price.text)}</li>`,
  )}</ul>`;
}

function singlePrice(item: GuestItem): Html {
  const [price] = item.prices;
  if (item.hasSizes || !price) return html``;
  return priceSpan(price.text);
}

function icons(item: GuestItem): Html {
  if (item.icons.length === 0) return html``;
  return html`<ul class="icons">${item.icons.map((icon) => {
    if (icon.library)
      return html`<li title="${icon.label}">${raw(iconUse(icon.library))}<span>${icon.label}</span></li>`;
    if (icon.src)
      return html`<li title="${icon.label}"><img src="${icon.src}" alt="${icon.alt}" width="20" height="20" loading="lazy" decoding="async"><span>${icon.label}</span></li>`;
    return html`<li>${icon.label}</li>`;
  })}</ul>`;
}

/** Each library icon the shown menus use, drawn once as a symbol their items point to. */
function iconSprite(menus: GuestMenu[]): Html {
  const used = new Map<string, LibraryIcon>();
  for (const menu of menus)
    for (const group of menu.groups)
      for (const item of group.items)
        for (const icon of item.icons) if (icon.library) used.set(icon.library.key, icon.library);
  if (used.size === 0) return html``;
  return html`<svg class="sprite" aria-hidden="true">${raw([...used.values()].map(iconSymbol).join(""))}</svg>`;
}

function itemMore(item: GuestItem, words: GuestWords): Html {
  if (item.modifiers.length === 0 && !item.extras) return html``;
  return html`<details class="more"><summary>${item.extras ? words.optionsDetails : words.options}</summary>${item.modifiers.map(
    (modifier) =>
      html`<div class="mod"><h4>${modifier.name}${modifier.rule ? html` <small>${modifier.rule}</small>` : ""}</h4><ul>${modifier.entries.map(
        (entry) => html`<li>${entry.name}${entry.price ? html` ${priceSpan(`+${entry.price}`)}` : ""}</li>`,
      )}</ul></div>`,
  )}${item.extras ? html`<p class="extras">${item.extras}</p>` : ""}</details>`;
}

function imageSrc(preview: string, width?: number): string {
  if (!preview.startsWith("/v1/public/images")) return preview;
  return width ? `${preview}${preview.includes("?") ? "&" : "?"}w=${width}` : preview;
}

/**
 * How a menu's items are ordered: not at all (null), or with Add buttons, which may point to the menu's times,
 * and which order ahead while the business is closed.
 */
type Ordering = { describedBy: string | null; isAhead: boolean; service: GuestService } | null;

/** An item with at least one price can be ordered; the cart's script opens its choices. */
function addButton(item: GuestItem, words: GuestWords, ordering: NonNullable<Ordering>): Html {
  if (item.prices.length === 0) return html``;
  const label = fill(ordering.isAhead ? words.addItemAhead : words.addItem, { name: item.name || "item" });
  const { service } = ordering;
  // Held back, not left out, while paused or sold out: the page's script shows it again when that ends.
  const isHeld = service.pausedText !== null || service.soldOutItems.has(item.id);
  return html`${soldOutMark(service.soldOutItems.has(item.id), service.words)}<button class="add" type="button" data-add="${item.id}" aria-label="${label}"${
    ordering.describedBy ? html` aria-describedby="${ordering.describedBy}"` : ""
  }${isHeld ? raw(" hidden") : ""}>${ordering.isAhead ? words.addAhead : words.add}</button>`;
}

function itemCard(item: GuestItem, plan: FilterPlan, ordering: Ordering): Html {
  const { words } = plan;
  const more = item.modifiers.length > 0 || item.extras || item.image;
  return html`<li class="item" id="i-${item.id}"${more ? raw(" data-more") : ""}${itemFilterAttributes(plan, item)}>${
    item.image
      ? html`<img class="thumb" src="${imageSrc(item.image.src, 300)}" alt="${item.image.alt}" width="96" height="96" loading="lazy" decoding="async">`
      : ""
  }<div class="row"><h3${langOf(item.nameLang)}>${item.name}</h3>${singlePrice(item)}</div>${priceBlock(item)}${
    item.description ? html`<p class="desc"${langOf(item.descriptionLang)}>${item.description}</p>` : ""
  }${item.cookTime ? html`<p class="desc cook">${fill(words.readyIn, { time: item.cookTime })}</p>` : ""}${icons(item)}${allergenNote(plan, item)}${itemMore(item, words)}${
    ordering ? addButton(item, words, ordering) : ""
  }</li>`;
}

/**
 * A menu not served now says when it is, before a guest fills a cart the order would
 * refuse. With ordering on it says how to order: ahead for a served time (its Add buttons point here), or then
 * (it has no Add buttons now: the order would be refused).
 */
function servedNotice(menu: GuestMenu, words: GuestWords, isOrdering: boolean, isInAdvance: boolean): Html {
  if (menu.isServedNow || !menu.served) return html``;
  const how = isOrdering ? ` · ${isInAdvance ? words.orderAhead : words.orderThen}` : "";
  return html`<p class="served" id="sv-${menu.id}">${fill(words.served, { when: menu.served })}${how}</p>`;
}

function menuBody(
  menu: GuestMenu,
  plan: FilterPlan,
  isOrdering: boolean,
  isInAdvance: boolean,
  isOpenNow: boolean,
  service: GuestService,
): Html {
  const canAdd = isOrdering && ((menu.isServedNow && isOpenNow) || isInAdvance);
  const ordering: Ordering = canAdd
    ? { describedBy: menu.isServedNow ? null : `sv-${menu.id}`, isAhead: !isOpenNow, service }
    : null;
  return html`${servedNotice(menu, plan.words, isOrdering, isInAdvance)}${menu.details ? html`<p class="note">${menu.details}</p>` : ""}${
    menu.groups.length === 0
      ? html`<p class="empty">${plan.words.noItems}</p>`
      : menu.groups.map(
          (group) =>
            html`<section id="s-${group.id}" aria-labelledby="h-${group.id}"${plan.hiddenGroups.has(group.id) ? raw(" hidden") : ""}${
              isOrdering ? html` data-m="${menu.id}"` : ""
            }><h2 id="h-${group.id}"${langOf(group.nameLang)}>${group.name}</h2>${
              group.description
                ? html`<p class="gdesc"${langOf(group.descriptionLang)}>${group.description}</p>`
                : ""
            }<ul class="items">${group.items.map((item) => itemCard(item, plan, ordering))}</ul></section>`,
        )
  }`;
}

function hoursTable(config: BusinessConfig, today: Weekday, words: GuestWords, lang: string | null): Html {
  const hours = readHours(config.hours);
  const use24 = config.use24HourFormat ?? false;
  return html`<table class="week"><caption class="sr">${words.hours}</caption><tbody>${WEEKDAYS.map((day) => {
    const entry = hours[day];
    const ranges =
      entry.open && entry.hours.length > 0
        ? entry.hours
            .map((range) => `${formatTime(range.start, use24)} – ${formatTime(range.end, use24)}`)
            .join(", ")
        : words.closedDay;
    return html`<tr${day === today ? raw(' class="today"') : ""}><th scope="row">${capitalize(dayName(day, lang))}</th><td>${ranges}</td></tr>`;
  })}</tbody></table>`;
}

export function banner(announcement: Announcement | null): Html {
  if (!announcement) return html``;
  return html`<div class="announce" role="note">${announcement.text}</div>`;
}

// The owner's colours as the guest pages draw them: each text colour at a readable shade of itself on its background.
export function themeCss(config: BusinessConfig, announcement: Announcement | null): string {
  const safe = (value: unknown, fallback: string) =>
    typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
  const colors = readableBrandColors(config);
  const announceBackground = safe(announcement?.backgroundColor, "#111111");
  const announceText = readableShade(
    safe(announcement?.textColor, "#ffffff"),
    announceBackground,
    TEXT_RATIO,
  );
  return `:root{--banner:${colors.bannerColor};--banner-text:${colors.bannerTextColor};--name:${colors.businessNameColor};--text:${colors.menuTextColor};--ann-bg:${announceBackground};--ann-fg:${announceText}}`;
}

export function pageTitle(snapshot: PublishedSnapshot, words: GuestWords = guestWords(null)): string {
  const config = snapshot.business.config;
  return config.seoTitle?.trim() || `${snapshot.location.name} — ${words.menu}`;
}

export function pageDescription(snapshot: PublishedSnapshot, lang: string | null = null): string {
  const config = snapshot.business.config;
  if (config.seoDescription?.trim()) return config.seoDescription.trim();
  const words = guestWords(lang);
  const place = [snapshot.location.city, snapshot.location.state].filter(Boolean).join(", ");
  const menus = snapshot.menus.map((menu) => menuText(menu, lang).name).join(", ");
  const about = fill(place ? words.seeMenuIn : words.seeMenu, { name: snapshot.location.name, place });
  // Chinese ends with its own full stop; the others with "."
  const end = words.listIntro === "：" ? "。" : ".";
  return `${about}${menus ? `${words.listIntro}${menus}` : ""}${end}`.slice(0, 160);
}

/** The whole guest page, readable with no script. Returns the HTML and its inline style. */
export function renderGuestPage(options: RenderOptions): { html: string; styles: string[] } {
  const { snapshot, status, now } = options;
  const lang = options.lang ?? null;
  const guest = guestViewOfSnapshot(snapshot, {
    view: options.view,
    menuId: options.menuId,
    now,
    status,
    lang,
  });
  const { config, chosen, shown, words } = guest;
  // With several languages each has its own address (?lang=), which the page's links keep; the
  // address without one follows the browser's languages (the hreflang x-default).
  const languages = config.languages ?? [];
  const isMultilingual = languages.length > 1 && lang !== null;
  const langQuery = (tag: string) => `lang=${encodeURIComponent(tag)}`;
  const ownLang = isMultilingual && lang ? langQuery(lang) : "";
  const withQuery = (href: string, ...parts: string[]) => {
    const query = parts.filter(Boolean).join("&");
    return query ? `${href}?${query}` : href;
  };
  const location = snapshot.location;
  const announcement = readAnnouncement(config.announcementBanner);
  const clock = localClock(now, config.timeZone ?? null, config.timeZoneOffset ?? 0);
  const today = WEEKDAYS[clock.day] as Weekday;
  const use24 = config.use24HourFormat ?? false;
  const base = `/${options.view}/${encodeURIComponent(options.address)}`;
  const canonicalPath = `${options.baseUrl}${base}${options.menuId && chosen && chosen.id !== snapshot.menus[0]?.id ? `/menus/${chosen.id}` : ""}`;
  const canonical = withQuery(canonicalPath, ownLang);
  const title = pageTitle(snapshot, words);
  const description = pageDescription(snapshot, lang);
  const styles = [options.css, themeCss(config, announcement)];
  // Without script the Add buttons would lead nowhere: they leave the page (its CSP allows this one by hash).
  const noScriptStyle = ".add{display:none}";
  const sections = shown.flatMap((menu) => menu.groups);
  const isOrdering = options.isOrdering === true && shown.length > 0;
  const isInAdvance = config.ordersInAdvance === true;
  const isOpenNow = options.isOpenNow !== false;
  const service = options.service ?? NO_SERVICE;
  // Ordering needs the script; without it the page says so and gives the number to call instead.
  const orderingPhone = config.orderNowPhone || config.phone || location.phone;
  const plan = planFilter(config, shown, options.filter ?? NO_FILTER, lang);
  const query = filterQuery(plan.filter);
  const tabQuery = [query, ownLang].filter(Boolean).join("&");
  const path = `${base}${chosen && options.menuId ? `/menus/${chosen.id}` : ""}`;
  const socials = (
    [
      ["website", "Website", config.showWebsite],
      ["facebook", "Facebook", config.showFacebook],
      ["instagram", "Instagram", config.showInstagram],
      ["twitter", "X", config.showTwitter],
    ] as const
  ).filter(([key, , shownFlag]) => shownFlag && location[key]);

  // An empty icon: without one the browser asks for /favicon.ico, and the 404 is a console error on every visit.
  const page = html`<!doctype html><html lang="${lang ?? "en"}"${isRightToLeft(lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${canonical}">${
    isMultilingual
      ? html`${languages.map(
          (tag) =>
            html`<link rel="alternate" hreflang="${tag}" href="${withQuery(canonicalPath, langQuery(tag))}">`,
        )}<link rel="alternate" hreflang="x-default" href="${canonicalPath}">`
      : ""
  }<meta property="og:type" content="restaurant.restaurant"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">${
    config.logo ? html`<meta property="og:image" content="${options.baseUrl}${config.logo}">` : ""
  }<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}"><meta name="theme-color" content="${
    typeof config.bannerColor === "string" ? config.bannerColor : "#efefef"
  }">${styles.map((css) => html`<style>${raw(css)}</style>`)}${
    isOrdering ? html`<noscript><style>${raw(noScriptStyle)}</style></noscript>` : ""
  }<script type="application/ld+json">${structuredData({
    guest,
    location,
    canonical,
    baseUrl: options.baseUrl,
    lang,
  })}</script>${
    options.scriptSrc ? html`<script src="${options.scriptSrc}" defer></script>` : ""
  }</head><body data-business="${options.businessId}"${
    chosen ? html` data-menu="${chosen.id}"` : ""
  } data-menus="${JSON.stringify(snapshot.menus.map((menu) => [menu.id, menu.name]))}" data-base="${base}"${
    isOrdering && options.cartSrc ? html` data-ordering data-cart="${options.cartSrc}"` : ""
  }${isOrdering ? serviceAttributes(config, service) : ""}>${iconSprite(shown)}<header><a class="skip" href="#menu">${words.skip}</a>${banner(guest.announcement)}<div class="hero">${
    config.logo
      ? html`<img class="logo" src="${config.logo}" alt="${location.name} logo" width="88" height="88">`
      : ""
  }<h1${guest.isNameShown ? "" : raw(' class="sr"')}>${guest.name}</h1>${
    guest.headerAddress ? html`<p class="addr" dir="auto">${guest.headerAddress}</p>` : ""
  }<div class="meta">${
    guest.status
      ? html`<details class="hours" id="hours"><summary class="pill"><span class="dot${guest.status.open ? raw(" on") : ""}" aria-hidden="true"></span><span data-status data-hours="${JSON.stringify(readHours(config.hours))}" data-tz="${config.timeZone ?? ""}" data-offset="${
          config.timeZoneOffset ?? 0
        }"${use24 ? raw(" data-h24") : ""}${
          // The owner's "closed now" holds whatever the hours say: the page's script keeps the line as it is.
          config.closedNow ? raw(" data-closed") : ""
        }${statusWords(words)}>${guest.status.text}</span><span class="sr">${words.showHours}</span></summary>${hoursTable(config, today, words, lang)}</details>`
      : ""
  }${guest.phone ? html`<a class="pill" href="tel:${guest.phone}">${withPhone(words.call, guest.phone)}</a>` : ""}${
    options.isBooking && options.view === "m"
      ? html`<a class="pill" href="${withQuery(`${base}/book`, ownLang)}">${bookingWords(lang).bookTable}</a>`
      : ""
  }${
    options.isSellingGiftCards && options.view === "m"
      ? html`<a class="pill" href="${withQuery(`${base}/gift-cards`, ownLang)}">${giftCardSaleWords(lang).link}</a>`
      : ""
  }${
    options.isRewarding && options.view === "m"
      ? html`<a class="pill" href="${withQuery(`${base}/rewards`, ownLang)}">${rewardsPageWords(lang).link}</a>`
      : ""
  }</div>${
    isMultilingual
      ? languageSwitch(languages, lang, words, (tag) => withQuery(path, query, langQuery(tag)))
      : ""
  }${websiteNav({ snapshot, address: options.address, current: null, words })}</div></header>${
    isOrdering ? pausedBanner(service) : ""
  }${
    guest.tabs.length > 1 && options.view === "m"
      ? html`<div class="bar"><nav aria-label="${words.menus}"><ul class="tabs">${guest.tabs.map(
          (menu) =>
            html`<li><a href="${base}/menus/${menu.id}${tabQuery ? `?${tabQuery}` : ""}"${menu.id === chosen?.id ? raw(' aria-current="page"') : ""}>${menu.name}${
              menu.served ? html`<small>${fill(words.served, { when: menu.served })}</small>` : ""
            }</a></li>`,
        )}</ul></nav>${sectionNav(sections, plan)}</div>`
      : html`<div class="bar">${sectionNav(sections, plan)}</div>`
  }${
    isOrdering
      ? html`<noscript><p class="nojs">${words.noScript}${
          orderingPhone ? html` ${callToOrder(words, orderingPhone)}` : ""
        }</p></noscript>`
      : ""
  }<main id="menu"${plan.filter.avoid.length ? raw(' class="avoid"') : ""}>${filterForm(plan, shown, path, ownLang ? (lang ?? undefined) : undefined)}${
    shown.length === 0
      ? html`<p class="empty">${words.noMenu}</p>`
      : shown.map((menu) =>
          options.view === "o"
            ? html`<h2 class="menu-title">${menu.name}</h2>${menuBody(menu, plan, isOrdering, isInAdvance, isOpenNow, service)}`
            : menuBody(menu, plan, isOrdering, isInAdvance, isOpenNow, service),
        )
  }</main>${options.ratings ? ratingsSection(options.ratings, `${base}/ratings`, words) : ""}<footer>${
    socials.length > 0
      ? html`<ul class="social">${socials.map(
          ([key, label]) =>
            html`<li><a href="${socialHref[key](location[key])}" rel="noopener">${label}</a></li>`,
        )}</ul>`
      : ""
  }${guest.address ? html`<address dir="auto">${location.name}<br>${guest.address}</address>` : ""}${
    config.showEmail && location.email
      ? html`<p><a href="mailto:${location.email}">${location.email}</a></p>`
      : ""
  }${guest.orderPhone ? html`<a class="order" href="tel:${guest.orderPhone}">${words.orderNow}</a>` : ""}</footer></body></html>`;
  return { html: page.value, styles: isOrdering ? [...styles, noScriptStyle] : styles };
}

const stars = (score: number) => "★".repeat(score) + "☆".repeat(RATING_SCORE_MAX - score);

/**
 * Approved ratings with their average to 1 decimal, and a form that works without script. The thank-you note shows through :target after the post redirects to #rating-thanks (a plain
 * "#thanks" would send guests to a menu named "Thanks": guest.ts follows hashes to menus).
 */
function ratingsSection(data: GuestRatings, action: string, words: GuestWords): Html {
  if (!data.allowFeedback && data.count === 0) return html``;
  const scores = [5, 4, 3, 2, 1];
  return html`<section class="reviews" id="ratings" aria-labelledby="rv-h"><h2 id="rv-h">${words.ratings}</h2>${
    data.average === null
      ? html`<p class="avg">${words.noRatings}</p>`
      : html`<p class="avg"><span class="st" aria-hidden="true">${stars(Math.round(data.average))}</span> <strong data-average>${data.average.toFixed(1)}</strong> ${words.outOf5} · ${
          data.count === 1 ? words.ratingOne : fill(words.ratingMany, { n: data.count })
        }</p>`
  }${
    data.ratings.length > 0
      ? html`<ul class="rl">${data.ratings.map(
          (rating) =>
            html`<li><p><span class="st" role="img" aria-label="${rating.score} ${words.outOf5}">${stars(rating.score)}</span> <b>${rating.name}</b></p><p>${rating.message}</p></li>`,
        )}</ul>`
      : ""
  }${
    data.allowFeedback
      ? html`<p class="thanks" id="rating-thanks" role="status">${words.thanks}</p><form class="rf" method="post" action="${action}"><h3>${words.leaveRating}</h3><fieldset><legend>${words.yourScore}</legend>${scores.map(
          (score) =>
            html`<label><input type="radio" name="score" value="${score}" required> ${score} <span aria-hidden="true">★</span></label>`,
        )}</fieldset><label>${words.yourName}<input name="name" required maxlength="${RATING_NAME_MAX}" autocomplete="given-name"></label><label>${words.message}<textarea name="message" required maxlength="${RATING_MESSAGE_MAX}" rows="3"></textarea></label><div class="hp" aria-hidden="true"><label>Leave this empty<input name="website" tabindex="-1" autocomplete="off"></label></div><button type="submit">${words.sendRating}</button></form>`
      : ""
  }</section>`;
}

/** "Call {phone}" with the number kept left to right inside a right-to-left sentence. */
export function withPhone(template: string, phone: string): Html {
  const [before = "", after = ""] = template.split("{phone}");
  return html`${before}<bdi dir="ltr">${formatUsPhone(phone)}</bdi>${after}`;
}

/** "To order, call <a>…</a>." with the number as a link wherever the language puts it. */
function callToOrder(words: GuestWords, phone: string): Html {
  const [before = "", after = ""] = words.noScriptCall.split("{phone}");
  return html`${before}<a href="tel:${phone}">${formatUsPhone(phone)}</a>${after}`;
}

/**
 * The status line's words for the page's script, which keeps it true while the page is open;
 * English pages send none (the script has those).
 */
function statusWords(words: GuestWords): Html {
  if (words === guestWords(null)) return html``;
  const { open, openUntil, closed, closedOpens, today, tomorrow } = words;
  return html` data-words="${JSON.stringify({ open, openUntil, closed, closedOpens, today, tomorrow })}"`;
}

/** Links to the page in each language, each named in its own language; works without script. */
function languageSwitch(
  languages: readonly string[],
  current: string | null,
  words: GuestWords,
  href: (tag: string) => string,
): Html {
  return html`<nav class="langs" aria-label="${words.language}"><ul>${languages.map(
    (tag) =>
      html`<li><a href="${href(tag)}" hreflang="${tag}" lang="${tag}"${tag === current ? raw(' aria-current="true"') : ""}>${nativeName(tag)}</a></li>`,
  )}</ul></nav>`;
}

function sectionNav(sections: { id: string; name: string }[], plan: FilterPlan): Html {
  if (sections.length < 2) return html``;
  // The arrows are the script's (guest.ts); their labels come with the page, in its language.
  return html`<nav aria-label="${plan.words.sections}" class="scroller" data-left="${plan.words.scrollSectionsLeft}" data-right="${plan.words.scrollSectionsRight}"><ul class="sections">${sections.map(
    (group) =>
      html`<li${plan.hiddenGroups.has(group.id) ? raw(" hidden") : ""}><a href="#s-${group.id}">${group.name || "Unnamed Group"}</a></li>`,
  )}</ul></nav>`;
}

/** The page a guest sees for an address that no longer answers, or never did. */
export function renderMessagePage(message: string, back?: { href: string; label: string }): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><meta name="robots" content="noindex"><title>${message}</title><style>${raw(
    MESSAGE_CSS,
  )}</style></head><body><main><h1>${message}</h1>${back ? html`<p><a href="${back.href}">${back.label}</a></p>` : ""}</main></body></html>`
    .value;
}

export const MESSAGE_CSS =
  "body{margin:0;font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;color:#111;background:#fafafa}main{padding:24px;text-align:center}h1{font-size:1.4rem}";

export const NOT_FOUND_TEXT = MESSAGES.notFoundPage;

/**
 * The link page: one short page of the business's links to share in a profile or a post.
 * It follows the guest page's show-flags, so nothing hidden there appears here.
 */
export function renderLinkPage(options: {
  snapshot: PublishedSnapshot;
  address: string;
  baseUrl: string;
  isBooking?: boolean;
  isSellingGiftCards?: boolean;
  isRewarding?: boolean;
}): {
  html: string;
  styles: string[];
} {
  const { snapshot } = options;
  const config: BusinessConfig = { ...DEFAULT_BUSINESS_CONFIG, ...snapshot.business.config };
  const location = snapshot.location;
  const phone = config.phone || location.phone;
  const menuHref = `/m/${encodeURIComponent(options.address)}`;
  const links: { href: string; label: string }[] = [{ href: menuHref, label: "See our menu" }];
  if (options.isBooking) links.push({ href: `${menuHref}/book`, label: bookingWords(null).bookTable });
  if (options.isSellingGiftCards)
    links.push({ href: `${menuHref}/gift-cards`, label: giftCardSaleWords(null).link });
  if (options.isRewarding) links.push({ href: `${menuHref}/rewards`, label: rewardsPageWords(null).link });
  if (config.showPhone && phone) links.push({ href: `tel:${phone}`, label: `Call ${formatUsPhone(phone)}` });
  if (config.showWebsite && location.website)
    links.push({ href: socialHref.website(location.website), label: "Website" });
  if (config.showFacebook && location.facebook)
    links.push({ href: socialHref.facebook(location.facebook), label: "Facebook" });
  if (config.showInstagram && location.instagram)
    links.push({ href: socialHref.instagram(location.instagram), label: "Instagram" });
  if (config.showTwitter && location.twitter)
    links.push({ href: socialHref.twitter(location.twitter), label: "X" });
  if (config.showEmail && location.email) links.push({ href: `mailto:${location.email}`, label: "Email us" });
  const styles = [LINK_PAGE_CSS, themeCss(config, null)];
  const canonical = `${options.baseUrl}/l/${encodeURIComponent(options.address)}`;
  const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${location.name} — Links</title><meta name="description" content="${pageDescription(snapshot)}"><link rel="canonical" href="${canonical}"><meta property="og:title" content="${location.name}"><meta property="og:url" content="${canonical}">${styles.map(
    (css) => html`<style>${raw(css)}</style>`,
  )}</head><body><main>${
    config.logo
      ? html`<img class="logo" src="${config.logo}" alt="${location.name} logo" width="88" height="88">`
      : ""
  }<h1>${location.name}</h1>${
    fullAddress(location) ? html`<p class="addr">${fullAddress(location)}</p>` : ""
  }<ul>${links.map((link) => html`<li><a href="${link.href}" rel="noopener">${link.label}</a></li>`)}</ul></main></body></html>`;
  return { html: page.value, styles };
}

const LINK_PAGE_CSS =
  "*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:var(--banner);color:var(--banner-text);min-height:100vh}" +
  "main{max-width:440px;margin:0 auto;padding:40px 20px;text-align:center}.logo{border-radius:50%;object-fit:cover}h1{color:var(--name);margin:12px 0 4px;font-size:1.6rem}.addr{margin:0 0 20px}" +
  "ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}a{display:block;padding:14px 18px;border-radius:999px;background:#fff;color:#111;font-weight:600;text-decoration:none;border:1px solid rgba(0,0,0,.15)}a:focus-visible,a:hover{outline:3px solid #111;outline-offset:2px}";
