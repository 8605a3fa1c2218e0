import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Listen } from "../db/client.ts";
import type { PublicationEvent, PublicationEvents } from "./publication-events.ts";

/** Every instance listens here for what guests see changing on the others. */
export const PUBLICATION_CHANNEL = "publication_live";

const TYPES = new Set<PublicationEvent["type"]>([
  "publication",
  "opening",
  "service",
  "ratings",
  "addresses",
]);

/** `type:businessId` ("addresses" names no business). */
function written(event: PublicationEvent): string {
  return event.type === "addresses" ? "addresses:" : `${event.type}:${event.businessId}`;
}

function read(text: string): PublicationEvent | null {
  const at = text.indexOf(":");
  const type = text.slice(0, at) as PublicationEvent["type"];
  const businessId = text.slice(at + 1);
  if (at === -1 || !TYPES.has(type)) return null;
  if (type === "addresses") return { type };
  return businessId ? { type, businessId } : null;
}

/**
 * Carries every change of what guests see (a publication, hours, a pause or a sold-out item, ratings, addresses)
 * to every instance, so each one's guest pages and statuses forget that business within the database's NOTIFY
 * round trip instead of their caches' lifetimes: a guest must not add to a cart what the kitchen stopped a second
 * ago, nor read yesterday's menu on one instance while the owner sees today's on another. A change announced on
 * this instance is sent with this instance's id; one heard from another instance is announced here, once, and
 * never sent on again.
 */
export async function relayPublicationEvents({
  db,
  listen,
  events,
  onError,
}: {
  db: Db;
  listen: Listen;
  events: PublicationEvents;
  onError: (error: unknown) => void;
}): Promise<() => Promise<void>> {
  const instanceId = randomUUID();
  let isRelaying = false;
  const unlisten = await listen(PUBLICATION_CHANNEL, (payload) => {
    const at = payload.indexOf(":");
    if (at === -1 || payload.slice(0, at) === instanceId) return;
    const event = read(payload.slice(at + 1));
    if (!event) return;
    isRelaying = true;
    try {
      events.announce(event);
    } finally {
      isRelaying = false;
    }
  });
  const unsubscribe = events.subscribe((event) => {
    if (isRelaying) return;
    db.execute(sql`select pg_notify(${PUBLICATION_CHANNEL}, ${`${instanceId}:${written(event)}`})`).catch(
      onError,
    );
  });
  return async () => {
    unsubscribe();
    await unlisten();
  };
}
