import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type LiveMessage, LiveMessageSchema } from "../../shared/live/live.ts";
import { apiPath } from "./api-path.ts";
import { menusKey } from "./menus.ts";
import { dayBookingsKey } from "./reservations.ts";
import { useLiveOrders } from "./use-live-orders.ts";

// Realtime: the server tells the dashboard of every change to the business's menus, made in this tab, another
// one or on another device, so two windows never silently overwrite each other. The menu list refreshes; an open
// editor takes up a newer version of its menu (menu-editor.tsx listens for MENU_CHANGED). Orders come on the same
// socket, one per dashboard, and are handed to use-live-orders.ts.

export const MENU_CHANGED = "menu-builder:menu-changed";

/** `version` is absent after a reconnect: changes may have been missed, so an open menu checks its version. */
export interface MenuChanged {
  menuId?: string;
  version?: number;
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const REFUSALS_BEFORE_ASKING = 2;

/** `data-live` on the page's root: "connecting", "catching-up" (reading again what may have been missed), "ready". */
function setLiveState(state: "connecting" | "catching-up" | "ready" | undefined) {
  if (state) document.documentElement.dataset.live = state;
  else delete document.documentElement.dataset.live;
}

/** The socket is signed in by the session cookie, which the browser sends with it (same origin). */
export function useLiveMenus(
  businessId: string | null,
  /** A guest's booking arrived (the shell rings for it as for an order). */
  onNewBooking: () => void = () => {},
) {
  const queryClient = useQueryClient();
  const orders = useLiveOrders(businessId);
  // Read when a booking arrives, so a new callback does not reopen the socket.
  const bookingArrived = useRef(onNewBooking);
  bookingArrived.current = onNewBooking;
  useEffect(() => {
    if (!businessId || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let isReady = false;
    let hasConnected = false;
    let isStopped = false;

    const announce = (detail: MenuChanged) =>
      window.dispatchEvent(new CustomEvent<MenuChanged>(MENU_CHANGED, { detail }));

    /** The menus and orders on screen read themselves again; settles once they have. */
    const readAgain = () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: menusKey(businessId) }), orders.onGap()]);

    const connect = () => {
      const url = new URL(
        apiPath(`/v1/businesses/${encodeURIComponent(businessId)}/live`),
        window.location.href,
      );
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(url);
      socket.onmessage = (event) => {
        let message: LiveMessage;
        try {
          const parsed = LiveMessageSchema.safeParse(JSON.parse(String(event.data)));
          if (!parsed.success) return;
          message = parsed.data;
        } catch {
          return;
        }
        if (message.type === "resync") {
          // The server's own connection to the database came back: changes may have been missed.
          void readAgain();
          announce({});
          return;
        }
        if (message.type === "ready") {
          failures = 0;
          isReady = true;
          // Whatever changed between a list's read and this moment was not heard: the menus and orders on screen
          // read themselves again (those not read yet will be read after it, so nothing is missed). A page
          // opened while another tab saves needs it as much as a socket back after a drop.
          const caughtUp = readAgain();
          // Back after a drop: an open editor checks its version too.
          if (hasConnected) announce({});
          hasConnected = true;
          // The page says when it is live and caught up, for whatever watches it (a test, a kiosk's monitor).
          setLiveState("catching-up");
          void caughtUp.finally(() => {
            if (isReady && !isStopped) setLiveState("ready");
          });
          return;
        }
        if (message.type === "order") {
          orders.onOrder(message);
          return;
        }
        if (message.type === "reservation") {
          void queryClient.invalidateQueries({ queryKey: dayBookingsKey(businessId, message.date) });
          if (message.change === "created") bookingArrived.current();
          return;
        }
        void queryClient.invalidateQueries({ queryKey: menusKey(businessId) });
        // The dashboard's menu summaries and its "anything to publish?" follow every saved menu.
        void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
        announce({ menuId: message.menuId, version: message.version });
      };
      socket.onclose = () => {
        if (isStopped) return;
        setLiveState("connecting");
        // A browser is not told why a WebSocket was refused. After a few refusals in a row, an ordinary call
        // finds out: a 401 there sends the owner to login like any other.
        if (!isReady && failures === REFUSALS_BEFORE_ASKING) {
          void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
        }
        isReady = false;
        // Refused (logged out, no such business) or dropped: try again, less and less often.
        const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      };
    };
    setLiveState("connecting");
    connect();
    return () => {
      isStopped = true;
      setLiveState(undefined);
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [businessId, queryClient, orders]);
}
