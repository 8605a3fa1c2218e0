import type { GuestWords } from "../../shared/guest-page/guest-words.ts";
import type { PublishedSnapshot } from "../../shared/publishing/public-page.ts";
import { pagePath } from "../../shared/website/website.ts";
import { type Html, html, raw } from "../lib/html.ts";

/** The published pages a guest finds in the navigation, in the owner's order. */
export function navPages(snapshot: PublishedSnapshot) {
  return (snapshot.pages ?? []).filter((page) => page.showInNav).sort((a, b) => a.sequence - b.sequence);
}

/**
 * The links between the menu and the website pages, in the header of both. `current` is the slug of
 * the page being read, or null on the menu. The menu shows it only when there is a page to go to.
 */
export function websiteNav({
  snapshot,
  address,
  current,
  words,
}: {
  snapshot: PublishedSnapshot;
  address: string;
  current: string | null;
  /** The page's words: the guest's language on the menu, the pages' own on a page. */
  words: GuestWords;
}): Html {
  const pages = navPages(snapshot);
  if (current === null && pages.length === 0) return html``;
  const here = raw(' aria-current="page"');
  return html`<nav class="site" aria-label="${words.website}"><ul><li><a href="/m/${encodeURIComponent(address)}"${
    current === null ? here : ""
  }>${words.menu}</a></li>${pages.map(
    (page) =>
      html`<li><a href="${pagePath(address, page.slug)}"${page.slug === current ? here : ""}>${page.title}</a></li>`,
  )}</ul></nav>`;
}
