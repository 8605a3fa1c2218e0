import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Listen } from "../../db/client.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";

/** Every instance listens here for the service changes made on the others. */
export const SERVICE_CHANNEL = "service_live";

/**
 * Carries "service" changes (a pause, busy minutes, something sold out) to every instance, so each one's guest
 * pages and statuses forget that business within the database's NOTIFY round trip instead of their caches'
 * lifetimes: a guest must not add to a cart what the kitchen stopped a second ago. A change announced on this
 * instance is sent with this instance's id; one heard from another instance is announced here, once, and never
 * sent on again.
 */
export async function relayServiceChanges({
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
  const unlisten = await listen(SERVICE_CHANNEL, (payload) => {
    const at = payload.indexOf(":");
    if (at === -1 || payload.slice(0, at) === instanceId) return;
    isRelaying = true;
    try {
      events.serviceChanged(payload.slice(at + 1));
    } finally {
      isRelaying = false;
    }
  });
  const unsubscribe = events.subscribe((event) => {
    if (event.type !== "service" || isRelaying) return;
    db.execute(sql`select pg_notify(${SERVICE_CHANNEL}, ${`${instanceId}:${event.businessId}`})`).catch(
      onError,
    );
  });
  return async () => {
    unsubscribe();
    await unlisten();
  };
}
