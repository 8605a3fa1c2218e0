import type { LiveMessage } from "../../../shared/live.ts";
import type { Listen } from "../../db/client.ts";

// Realtime (DESIGN.md "Scale"): the database announces every menu change on the channel "menu_live" (a trigger,
// drizzle/0007). Each app instance listens once and hands the change to its own open sockets of that business,
// so an owner's tabs and devices agree whichever instance they are connected to.

export const MENU_CHANNEL = "menu_live";

interface MenuChange {
  businessId: string;
  menuId: string;
  version: number;
}

export interface LiveSocket {
  send(data: string): void;
}

export interface LiveHub {
  /** Hands the business's changes to this socket until the returned function is called. */
  add(businessId: string, socket: LiveSocket): () => void;
  close(): Promise<void>;
}

function readChange(payload: string): MenuChange | null {
  try {
    const value = JSON.parse(payload) as Partial<MenuChange>;
    if (typeof value.businessId !== "string" || typeof value.menuId !== "string") return null;
    if (typeof value.version !== "number") return null;
    return { businessId: value.businessId, menuId: value.menuId, version: value.version };
  } catch {
    return null;
  }
}

/** Starts hearing the database; the hub is ready once LISTEN is in place. */
export async function createLiveHub(listen: Listen): Promise<LiveHub> {
  const sockets = new Map<string, Set<LiveSocket>>();
  const unlisten = await listen(
    MENU_CHANNEL,
    (payload) => {
      const change = readChange(payload);
      if (!change) return;
      const message = JSON.stringify({
        type: "menu",
        menuId: change.menuId,
        version: change.version,
      } satisfies LiveMessage);
      for (const socket of sockets.get(change.businessId) ?? []) socket.send(message);
    },
    // The database connection dropped and came back: changes may have been missed, so every window checks.
    () => {
      const message = JSON.stringify({ type: "resync" } satisfies LiveMessage);
      for (const set of sockets.values()) for (const socket of set) socket.send(message);
    },
  );
  return {
    add(businessId, socket) {
      const set = sockets.get(businessId) ?? new Set();
      set.add(socket);
      sockets.set(businessId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(businessId);
      };
    },
    close: unlisten,
  };
}
