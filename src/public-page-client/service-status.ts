import { fill } from "../shared/common/fill.ts";
import type { OrderingStatus } from "../shared/service/service-status.ts";
import { type ServiceWords, serviceTime } from "../shared/service/service-words.ts";
import { underContext } from "./context-path.ts";

// The kitchen's state on an open page: the pause banner, the Add buttons and the "Sold out" marks, drawn by the
// server (render-service.ts) and kept true here from the status the server pushes (`GET …/live`) or
// `GET …/ordering-status`. The page and the cart are two
// scripts: the page's body holds the state (`data-service`), so both read the same, and whichever reads the
// status draws it.

interface PageService {
  words: ServiceWords;
  timeZone: string | null;
  offset: number;
  h24: boolean;
  /** Item ids sold out, and "itemId:entryId" for a sold-out option. */
  soldOut: string[];
  /** While paused, when the pause ends (ISO). */
  pausedUntil?: string | null;
  /** The busy kitchen's minutes on every ready time, once the status has been read. */
  extraMinutes?: number;
}

/** Told on the document each time the status is drawn again, for the cart to follow. */
export const SERVICE_EVENT = "servicestatus";

export function readPageService(): PageService | null {
  const raw = document.body.dataset.service;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PageService;
  } catch {
    return null;
  }
}

/** What is sold out now: item ids, and "itemId:entryId" for options. */
export function soldOutNow(): Set<string> {
  return new Set(readPageService()?.soldOut ?? []);
}

/** Minutes the busy kitchen adds to the time a guest is told. */
export const busyMinutes = () => readPageService()?.extraMinutes ?? 0;

/** The banner's text while paused, else null. */
export function pausedNow(): string | null {
  const banner = document.querySelector<HTMLElement>("[data-paused]");
  return banner && !banner.hidden ? banner.textContent : null;
}

let pauseEndTimer: ReturnType<typeof setTimeout> | undefined;

/** The pause ends by itself, with no change to push: the page asks again then. */
function askAtPauseEnd(pausedUntil: Date | null, ask: () => void) {
  clearTimeout(pauseEndTimer);
  if (!pausedUntil) return;
  const wait = pausedUntil.getTime() - Date.now() + 1_000;
  if (wait < 2 ** 31 - 1) pauseEndTimer = setTimeout(ask, Math.max(wait, 1_000));
}

/** Draws a status on the page: banner, Add buttons and marks (in the item dialog's copy too). */
export function applyServiceStatus(status: OrderingStatus, onPauseEnd?: () => void) {
  const service = readPageService();
  if (!service) return;
  const soldOut = status.soldOut.map((entry) =>
    entry.entryId === null ? entry.itemId : `${entry.itemId}:${entry.entryId}`,
  );
  const pausedUntil = status.reason === "PAUSED" && status.pausedUntil ? new Date(status.pausedUntil) : null;
  document.body.dataset.service = JSON.stringify({
    ...service,
    soldOut,
    pausedUntil: pausedUntil?.toISOString() ?? null,
    extraMinutes: status.extraMinutes,
  });
  const sold = new Set(soldOut);
  const banner = document.querySelector<HTMLElement>("[data-paused]");
  if (banner) {
    banner.hidden = pausedUntil === null;
    banner.textContent = pausedUntil
      ? fill(service.words.pausedUntil, {
          time: serviceTime(pausedUntil, {
            timeZone: service.timeZone,
            timeZoneOffset: service.offset,
            use24HourFormat: service.h24,
          }),
        })
      : "";
  }
  for (const button of document.querySelectorAll<HTMLElement>("[data-add]")) {
    const itemId = button.dataset.add ?? "";
    button.hidden = pausedUntil !== null || sold.has(itemId);
    const mark = button.parentElement?.querySelector<HTMLElement>("[data-sold]");
    if (mark) mark.hidden = !sold.has(itemId);
  }
  if (onPauseEnd) askAtPauseEnd(pausedUntil, onPauseEnd);
  document.dispatchEvent(new CustomEvent(SERVICE_EVENT, { detail: status }));
}

/** Reads the status and draws it; null (and nothing drawn) when the call fails. */
export async function refreshServiceStatus(businessId: string): Promise<OrderingStatus | null> {
  try {
    const response = await fetch(
      underContext(`/v1/public/businesses/${encodeURIComponent(businessId)}/ordering-status`),
      {
        headers: { accept: "application/json" },
      },
    );
    if (!response.ok) return null;
    const status = (await response.json()) as OrderingStatus;
    applyServiceStatus(status, () => void refreshServiceStatus(businessId));
    return status;
  } catch {
    // offline for a moment: the page keeps what it showed, and the order call still decides
    return null;
  }
}

/** Without EventSource (a very old browser), the page asks this often while visible. */
const EVERY_MS = 30_000;
/** The first wait before the stream is opened again after it dropped; doubled at each failure, up to the most. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 60_000;

/** Draws one event of the page's stream: the status as `ordering-status` answers it. */
function applyStreamed(data: string, onPauseEnd: () => void): boolean {
  try {
    const status = JSON.parse(data) as OrderingStatus;
    if (!Array.isArray(status.soldOut)) return false;
    applyServiceStatus(status, onPauseEnd);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the page true while it is open: the server pushes each pause, resume and sold-out change over one
 * Server-Sent Events stream per open page (`GET …/live`), opened after the page has loaded so it never holds up
 * the first paint. Its first event is the status now, so a page coming back (from another tab, from the back
 * button's cache, after a dropped connection) is right again at once. The stream is closed while the page is
 * hidden or left, and opened again after a drop with a growing wait, so a server that is down is not hammered.
 */
export function followServiceStatus(businessId: string) {
  if (!readPageService()) return;
  const refresh = () => void refreshServiceStatus(businessId);
  const pausedUntil = readPageService()?.pausedUntil;
  askAtPauseEnd(pausedUntil ? new Date(pausedUntil) : null, refresh);
  if (typeof EventSource === "undefined") {
    setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, EVERY_MS);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") refresh();
    });
    return;
  }
  const url = underContext(`/v1/public/businesses/${encodeURIComponent(businessId)}/live`);
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let wait = RETRY_FIRST_MS;
  const close = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
  const open = () => {
    if (source || document.visibilityState === "hidden") return;
    clearTimeout(retryTimer);
    const opened = new EventSource(url);
    source = opened;
    opened.onmessage = (event: MessageEvent<string>) => {
      if (applyStreamed(event.data, refresh)) wait = RETRY_FIRST_MS;
    };
    // EventSource would try again on its own at a steady pace, or give up for good after a refusal: this page
    // closes it and opens a new one after a wait that grows (with some jitter, so phones do not come back in step).
    opened.onerror = () => {
      if (source !== opened) return;
      close();
      retryTimer = setTimeout(open, wait * (0.5 + Math.random() / 2));
      wait = Math.min(wait * 2, RETRY_MOST_MS);
    };
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") open();
    else close();
  });
  addEventListener("pagehide", close);
  addEventListener("pageshow", (event) => {
    if (event.persisted) open();
  });
  if (document.readyState === "complete") open();
  else addEventListener("load", open, { once: true });
}
