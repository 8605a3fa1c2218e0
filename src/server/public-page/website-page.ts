import type { Announcement } from "../../shared/businesses/announcement.ts";
import { isRightToLeft } from "../../shared/common/languages.ts";
import { guestViewOfSnapshot } from "../../shared/guest-page/guest-view.ts";
import { guestWords } from "../../shared/guest-page/guest-words.ts";
import type { PublishedSnapshot } from "../../shared/publishing/public-page.ts";
import { pagePath, type SnapshotPage } from "../../shared/website/website.ts";
import { html, jsonForScript, raw } from "../lib/html.ts";
import { markdownText, renderMarkdown } from "../lib/markdown.ts";
import { banner, socialHref, themeCss, withPhone } from "./render.ts";
import { restaurantData } from "./structured-data.ts";
import { websiteNav } from "./website-nav.ts";

// A website page as guests read it at /m/{url}/p/{slug}: the menu page's header (banner colours, logo,
// name), the navigation between the menu and the pages, then the owner's Markdown made safe. No script.

/** Only what a page adds to the menu page's stylesheet: the article's text. */
const WEBSITE_CSS =
  ".bn{margin:0 0 4px;font-size:1.6rem;line-height:1.2;font-weight:700;color:var(--name)}" +
  "article{max-width:680px;margin:0 auto;overflow-wrap:anywhere}article h1{margin:20px 0 8px;font-size:1.8rem;color:var(--text)}" +
  "article h2{margin:24px 0 6px}article h3,article h4{margin:18px 0 4px}article p,article ul,article ol{margin:0 0 12px}" +
  "article a{text-decoration:underline}article img{display:block;margin:12px 0;border-radius:10px}" +
  "article blockquote{margin:0 0 12px;padding-left:12px;border-left:3px solid #ccc}" +
  "article table{border-collapse:collapse}article th,article td{border:1px solid #ddd;padding:4px 8px}" +
  "@media (min-width:720px){.bn{font-size:2rem}}";

export interface WebsitePageOptions {
  snapshot: PublishedSnapshot;
  page: SnapshotPage;
  /** The address the guest used (custom URL or generated). */
  address: string;
  now: Date;
  baseUrl: string;
  css: string;
}

/** schema.org's page types, chosen from the templates' addresses (the contact page carries address and hours). */
function pageType(slug: string): string {
  if (slug.startsWith("contact")) return "ContactPage";
  if (slug.startsWith("about")) return "AboutPage";
  return "WebPage";
}

export function renderWebsitePage(options: WebsitePageOptions): { html: string; styles: string[] } {
  const { snapshot, page, address, baseUrl } = options;
  const guest = guestViewOfSnapshot(snapshot, { view: "m", now: options.now });
  const { config } = guest;
  const location = snapshot.location;
  const announcement: Announcement | null = guest.announcement;
  const canonical = `${baseUrl}${pagePath(address, page.slug)}`;
  const menuUrl = `${baseUrl}/m/${encodeURIComponent(address)}`;
  const title = `${page.title} — ${location.name}`;
  const description = markdownText(page.body).slice(0, 160) || `${page.title} · ${location.name}`;
  // The owner writes the pages in the menu's first language: the page says so and its own
  // words (skip link, navigation, Call) read in it.
  const lang = config.languages?.[0] ?? "en";
  const words = guestWords(lang);
  const styles = [options.css, themeCss(config, announcement), WEBSITE_CSS];
  const data = {
    "@context": "https://schema.org",
    "@type": pageType(page.slug),
    name: page.title,
    url: canonical,
    isPartOf: { "@type": "WebSite", name: location.name, url: menuUrl },
    about: restaurantData({ config, location, url: menuUrl, baseUrl }),
  };

  const document = html`<!doctype html><html lang="${lang}"${isRightToLeft(lang) ? raw(' dir="rtl"') : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${canonical}"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">${
    config.logo ? html`<meta property="og:image" content="${baseUrl}${config.logo}">` : ""
  }<meta name="twitter:card" content="summary"><meta name="theme-color" content="${
    typeof config.bannerColor === "string" ? config.bannerColor : "#efefef"
  }">${styles.map((css) => html`<style>${raw(css)}</style>`)}<script type="application/ld+json">${jsonForScript(
    data,
  )}</script></head><body><header><a class="skip" href="#page">${words.skipContent}</a>${banner(announcement)}<div class="hero">${
    config.logo
      ? html`<img class="logo" src="${config.logo}" alt="${location.name} logo" width="88" height="88">`
      : ""
  }<p class="bn${guest.isNameShown ? "" : raw(" sr")}">${guest.name}</p>${
    guest.headerAddress ? html`<p class="addr">${guest.headerAddress}</p>` : ""
  }${websiteNav({ snapshot, address, current: page.slug, words })}</div></header><main id="page"><article><h1>${page.title}</h1>${raw(
    renderMarkdown(page.body, page.imageSizes),
  )}</article></main><footer>${guest.address ? html`<address>${location.name}<br>${guest.address}</address>` : ""}${
    guest.phone ? html`<p><a href="tel:${guest.phone}">${withPhone(words.call, guest.phone)}</a></p>` : ""
  }${
    config.showEmail && location.email
      ? html`<p><a href="mailto:${location.email}">${location.email}</a></p>`
      : ""
  }${
    config.showWebsite && location.website
      ? html`<p><a href="${socialHref.website(location.website)}" rel="noopener">${words.website}</a></p>`
      : ""
  }</footer></body></html>`;
  return { html: document.value, styles };
}

/** The published page at a slug; guests may type it in any case. */
export function findSnapshotPage(snapshot: PublishedSnapshot, slug: string): SnapshotPage | undefined {
  const wanted = slug.toLowerCase();
  return snapshot.pages?.find((page) => page.slug === wanted);
}
