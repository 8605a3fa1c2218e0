import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { isOpenForOrders } from "../../../shared/ordering/orders.ts";
import type { OrderingStatus } from "../../../shared/service/service-status.ts";
import { isPausedAt } from "../../../shared/service/service-words.ts";
import type { Db } from "../../db/client.ts";
import { Lru } from "../../lib/lru.ts";
import type { PublicationEvents } from "../../lib/publication-events.ts";
import { type CatalogCache, loadOrderingContext } from "../ordering/placing/ordering-context.ts";
import { findSoldOut } from "./sold-out.repository.ts";

/** A status is read again after this long, or at once when this instance hears of a change. */
const STATUS_TTL_MS = 2_000;
const STATUSES_KEPT = 10_000;

/**
 * Whether a business takes orders now, and why not: ordering off (or not published, or not served by the plan)
 * first, then a pause, then closed. Sold-out items and the busy minutes come with it, so an open guest page
 * refreshes everything from one call.
 */
export async function findOrderingStatus({
  db,
  cache,
  businessId,
  now,
}: {
  db: Db;
  cache: CatalogCache;
  businessId: string;
  now: Date;
}): Promise<OrderingStatus | null> {
  const [context, soldOut] = await Promise.all([
    loadOrderingContext({ db, cache, businessId }),
    findSoldOut(db, businessId, now),
  ]);
  if (!context) return null;
  const { business } = context;
  const isPaused = isPausedAt(business.pausedUntil, now);
  const reason = !context.isTakingOrders
    ? "ORDERING_OFF"
    : isPaused
      ? "PAUSED"
      : !isOpenForOrders(business.config as BusinessConfig, now, { isNow: true })
        ? "CLOSED"
        : undefined;
  return {
    taking: reason === undefined,
    ...(reason ? { reason } : {}),
    ...(isPaused && business.pausedUntil ? { pausedUntil: business.pausedUntil.toISOString() } : {}),
    extraMinutes: business.busyExtraMinutes,
    soldOut,
  };
}

/**
 * The statuses guest pages read (each event stream's first, a cart opening, a checkout), remembered for a moment
 * per business so a full restaurant costs a query every two seconds, not one per phone. A service,
 * opening or publication change heard on this instance forgets the business at once (other instances' changes
 * arrive through lib/publication-relay.ts); a pause is never remembered past its end, so it lifts on time.
 */
export class OrderingStatusCache {
  private readonly entries = new Lru<{ status: OrderingStatus | null; until: number }>(STATUSES_KEPT);
  /** Counts forgets: a status read before one is answered but not remembered after it. */
  private generation = 0;

  constructor(private readonly load: (businessId: string, now: Date) => Promise<OrderingStatus | null>) {}

  async find(businessId: string, now: Date): Promise<OrderingStatus | null> {
    const entry = this.entries.get(businessId);
    if (entry && entry.until > now.getTime()) return entry.status;
    const generation = this.generation;
    const status = await this.load(businessId, now);
    if (generation !== this.generation) return status;
    const pauseEnds = status?.pausedUntil ? new Date(status.pausedUntil).getTime() : Number.POSITIVE_INFINITY;
    this.entries.set(businessId, { status, until: Math.min(now.getTime() + STATUS_TTL_MS, pauseEnds) });
    return status;
  }

  follow(events: PublicationEvents): () => void {
    return events.subscribe((event) => {
      if (event.type === "service" || event.type === "opening" || event.type === "publication") {
        this.generation++;
        this.entries.delete(event.businessId);
      }
    });
  }
}
