import { fill } from "../shared/common/fill.ts";
import type { OrderingStatus } from "../shared/service/service-status.ts";
import { type ServiceWords, serviceTime } from "../shared/service/service-words.ts";

// The kitchen's state on an open page: the pause banner, the Add buttons and the "Sold out" marks, drawn by the
// server (render-service.ts) and kept true here from `GET …/ordering-status`. The page and the cart are two
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

/** The pause ends by itself: the page asks again then, rather than wait for the next half minute. */
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
    const response = await fetch(`/v1/public/businesses/${encodeURIComponent(businessId)}/ordering-status`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const status = (await response.json()) as OrderingStatus;
    applyServiceStatus(status, () => void refreshServiceStatus(businessId));
    return status;
  } catch {
    // offline for a moment: the page keeps what it showed, and the order call still decides
    return null;
  }
}

const EVERY_MS = 30_000;

/**
 * Keeps the page true while it is open: every half minute while it is visible, and at once when the guest comes
 * back to it (a phone's tab may sleep for an hour while the kitchen pauses and resumes).
 */
export function followServiceStatus(businessId: string) {
  if (!readPageService()) return;
  const refresh = () => void refreshServiceStatus(businessId);
  setInterval(() => {
    if (document.visibilityState === "visible") refresh();
  }, EVERY_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) refresh();
  });
  const pausedUntil = readPageService()?.pausedUntil;
  askAtPauseEnd(pausedUntil ? new Date(pausedUntil) : null, refresh);
}
