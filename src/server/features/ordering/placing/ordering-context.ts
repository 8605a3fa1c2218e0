import { eq } from "drizzle-orm";
import type { BusinessConfig } from "../../../../shared/businesses/business-config.ts";
import { type Currency, currencyOf } from "../../../../shared/common/money.ts";
import {
  indexMenus,
  type PricingCatalog,
  type PricingTax,
} from "../../../../shared/ordering/order-pricing.ts";
import { type OrderingSettings, readOrderingSettings } from "../../../../shared/ordering/orders.ts";
import type { PublishedSnapshot } from "../../../../shared/publishing/public-page.ts";
import type { Db } from "../../../db/client.ts";
import { publications } from "../../../db/schema.ts";
import type { BusinessRow } from "../../../db/tenancy.ts";
import { Lru } from "../../../lib/lru.ts";
import type { SoldOutRow } from "../../service/sold-out.repository.ts";
import { isServedRow } from "../../subscriptions/location-serving.ts";
import { lookUpAlone, lookUpGuest } from "./look-up-rush.ts";
import { type MenuTimes, menuTimesOf } from "./menu-times.ts";
import { checkOrderRate, type OrderCallCount } from "./order-limits.ts";

// Decision 007: what a guest can order, and at what price and in which currency, comes from the published
// snapshot (what the guest saw); how the business takes orders (types, payments, fees, tips, minimum, hours,
// "closed now", taxes) is read as the owner saved it, so switching delivery off or closing early applies at once.

export interface OrderingContext {
  business: BusinessRow;
  /** The business's config as saved now. */
  config: BusinessConfig;
  settings: OrderingSettings;
  /** Only while `orderingEnabled`, published, and served by the member's plan. */
  isTakingOrders: boolean;
  /**
   * Ordering is on and the page published, but the member's plan no longer serves this
   * location (a lapsed plan's extra location): orders pause, everything else is kept.
   */
  isPaused: boolean;
  /** The published menus, indexed; empty when nothing is published. */
  catalog: PricingCatalog;
  /** The published snapshot's currency: its prices were typed in it. */
  currency: Currency;
  /** Published menus served at set times: an item of one is ordered only for a time it is served. */
  menuTimes: MenuTimes;
  taxes: PricingTax[];
  /** Stripe is configured and the owner's connected account can take charges. */
  isOnlineCardAvailable: boolean;
  /** What the kitchen marked sold out, live without publishing; rows past their end included (the judge's clock decides). */
  soldOut: SoldOutRow[];
}

interface CatalogEntry {
  version: number;
  catalog: PricingCatalog;
  currency: Currency;
  menuTimes: MenuTimes;
}

/**
 * The published menus of recent businesses by business id, indexed once per published version: pricing a cart
 * of a 500-item menu then reads one small row instead of the whole snapshot. An entry serves only its version, so
 * a publish on any instance is seen at the next order. The app keeps one (`app.orders.catalog`).
 */
export type CatalogCache = Lru<CatalogEntry>;

export const createCatalogCache = (capacity = 500): CatalogCache => new Lru<CatalogEntry>(capacity);

const EMPTY_CATALOG: PricingCatalog = new Map();
const NO_TIMES: MenuTimes = new Map();

async function loadCatalog(db: Db, cache: CatalogCache, business: BusinessRow, version: number | null) {
  if (version === null)
    return {
      catalog: EMPTY_CATALOG,
      currency: currencyOf(business.config, business.country),
      menuTimes: NO_TIMES,
    };
  const cached = cache.get(business.id);
  if (cached?.version === version) return cached;
  const [row] = await db
    .select({ snapshot: publications.snapshot, version: publications.version })
    .from(publications)
    .where(eq(publications.businessId, business.id))
    .limit(1);
  if (!row)
    return {
      catalog: EMPTY_CATALOG,
      currency: currencyOf(business.config, business.country),
      menuTimes: NO_TIMES,
    };
  const snapshot = row.snapshot as unknown as PublishedSnapshot;
  const entry = {
    version: row.version,
    catalog: indexMenus(snapshot.menus),
    currency: currencyOf(snapshot.business.config, snapshot.location.country),
    menuTimes: menuTimesOf(snapshot),
  };
  cache.set(business.id, entry);
  return entry;
}

interface OrderingLookup {
  db: Db;
  cache: CatalogCache;
  businessId: string;
  /** Whether the server has a Stripe key; without one no business takes cards online. */
  isPaymentsConfigured?: boolean;
}

/** Everything placing or pricing an order needs to know about a business; null when there is no such business. */
export async function loadOrderingContext(lookup: OrderingLookup): Promise<OrderingContext | null> {
  return (await lookUpOrdering(lookup)).context;
}

/**
 * The business, its publication, plan and taxes in one statement (under a rush of orders every round trip to
 * the database costs the one event loop). A guest's call also counts itself against the guest's limit
 * (`count`, order-limits.ts: over it, 429) and looks for an earlier order with its Idempotency-Key, in that same
 * statement; a call whose key already has its order is a retry, neither counted nor refused for the count.
 */
export async function lookUpOrdering({
  db,
  cache,
  businessId,
  isPaymentsConfigured = false,
  count,
  idempotencyKey,
}: OrderingLookup & { count?: OrderCallCount; idempotencyKey?: string }): Promise<{
  context: OrderingContext | null;
  earlierOrderId: string | null;
}> {
  const head = count
    ? await lookUpGuest(db, idempotencyKey !== undefined ? "order" : "price", {
        businessId,
        count,
        idempotencyKey,
      })
    : await lookUpAlone(db, "plain", { businessId });
  if (!head) return { context: null, earlierOrderId: null };
  // Over the limit: 429 before anything more is read for this guest. A retry whose Idempotency-Key already has its
  // order was not counted, and gets the answer stored whatever the count (orders.service.ts).
  if (count && !head.earlierOrderId) checkOrderRate(count, Number(head.calls));
  const { business, version, chargesEnabled } = head;
  // A business an operator disabled takes no orders, as if unpublished.
  const isPublished = business.published && !business.disabled && version !== null;
  const isPaused = business.orderingEnabled && isPublished && !isServedRow(head);
  const { catalog, currency, menuTimes } = await loadCatalog(
    db,
    cache,
    business,
    isPublished ? version : null,
  );
  const config = business.config as BusinessConfig;
  const context: OrderingContext = {
    business,
    config,
    settings: readOrderingSettings(config),
    isTakingOrders: business.orderingEnabled && isPublished && !isPaused,
    isPaused,
    catalog,
    currency,
    menuTimes,
    taxes: head.taxes.map((tax) => ({
      label: tax.label,
      type: tax.type === "VALUE" ? "VALUE" : "PERCENT",
      value: tax.valueHundredths / 100,
    })),
    isOnlineCardAvailable: isPaymentsConfigured && chargesEnabled === true,
    soldOut: head.soldOut,
  };
  return { context, earlierOrderId: head.earlierOrderId };
}
