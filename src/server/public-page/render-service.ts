import type { SoldOutEntry } from "../../shared/service/service-status.ts";
import { type ServiceClock, type ServiceWords, serviceWords } from "../../shared/service/service-words.ts";
import { type Html, html, raw } from "../lib/html.ts";

// The kitchen's service state laid over the published page (like the opening, decision 014): the pause banner,
// Add buttons held back while paused or sold out, and "Sold out" marks. The Add buttons stay in the markup,
// hidden, so the page's script can show them again the moment the kitchen resumes, without a reload.

export interface GuestService {
  /** "Not taking orders until 7:45 PM." in the guest's language while paused; null while taking orders. */
  pausedText: string | null;
  /** While paused, when it ends: the page's script asks again then. */
  pausedUntil: Date | null;
  /** Items sold out as a whole. */
  soldOutItems: ReadonlySet<string>;
  /** Options ("itemId:entryId") sold out, which the item's dialog disables. */
  soldOutEntries: ReadonlySet<string>;
  /** The guest's words for it. */
  words: ServiceWords;
}

export const NO_SERVICE: GuestService = {
  pausedText: null,
  pausedUntil: null,
  soldOutItems: new Set(),
  soldOutEntries: new Set(),
  words: serviceWords(null),
};

export function guestServiceOf(
  soldOut: readonly SoldOutEntry[],
  paused: { until: Date; text: string } | null,
  lang: string | null,
): GuestService {
  const soldOutItems = new Set<string>();
  const soldOutEntries = new Set<string>();
  for (const entry of soldOut) {
    if (entry.entryId === null) soldOutItems.add(entry.itemId);
    else soldOutEntries.add(`${entry.itemId}:${entry.entryId}`);
  }
  return {
    pausedText: paused?.text ?? null,
    pausedUntil: paused?.until ?? null,
    soldOutItems,
    soldOutEntries,
    words: serviceWords(lang),
  };
}

/** The banner under the header while paused; the page's script fills it in (or empties it) as the state changes. */
export function pausedBanner(service: GuestService): Html {
  return html`<p class="paused" role="status" data-paused${service.pausedText ? "" : raw(" hidden")}>${
    service.pausedText ?? ""
  }</p>`;
}

/** "Sold out" under a sold-out item, kept (hidden) on every orderable item for the script to show. */
export function soldOutMark(isSoldOut: boolean, words: ServiceWords): Html {
  return html`<p class="sold" data-sold${isSoldOut ? "" : raw(" hidden")}>${words.soldOut}</p>`;
}

/** What the page's script needs to draw the state again: its words and the business's clock. */
export function serviceAttributes(clock: ServiceClock, service: GuestService): Html {
  return html` data-service="${JSON.stringify({
    words: service.words,
    timeZone: clock.timeZone ?? null,
    offset: clock.timeZoneOffset ?? 0,
    h24: clock.use24HourFormat ?? false,
    soldOut: [...service.soldOutItems, ...service.soldOutEntries],
    pausedUntil: service.pausedUntil?.toISOString() ?? null,
  })}"`;
}
