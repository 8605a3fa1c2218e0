import { and, eq } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { readStoredHours } from "../../../shared/hours/hours-schema.ts";
import type { MenuItem, MenuNodes } from "../../../shared/menus/menu.ts";
import { findItem } from "../../../shared/menus/menu-tree.ts";
import { findOption } from "../../../shared/ordering/order-pricing.ts";
import type { SoldOutEntry, SoldOutRequest } from "../../../shared/service/service-status.ts";
import { soldOutTodayEnd } from "../../../shared/service/sold-out-end.ts";
import type { Db } from "../../db/client.ts";
import { menus } from "../../db/schema.ts";
import type { BusinessScope } from "../../db/tenancy.ts";
import { validationError } from "../../http/errors.ts";
import { type CatalogCache, loadOrderingContext } from "../ordering/placing/ordering-context.ts";
import { findSoldOut, writeSoldOut } from "./sold-out.repository.ts";

// Sold out is the kitchen's word during a service: live on the guest page and in the order's checks without a
// publish, kept apart from the menu itself so marking an item never touches the draft or its autosave.

export const SOLD_OUT_MESSAGES = {
  unknownItem: "This item is on none of your menus. Reload the page and try again.",
  unknownOption: "This option is not one of the item's options. Reload the page and try again.",
};

/**
 * The item as guests can order it (the published menus), else as the owner is editing it (the draft): guests
 * only ever order what is published, but the editor may mark an item it shows before the next publish.
 */
async function findMarkableItem(
  db: Db,
  cache: CatalogCache,
  businessId: string,
  ids: { menuId: string; itemId: string },
): Promise<MenuItem | null> {
  const context = await loadOrderingContext({ db, cache, businessId });
  const published = context?.catalog.get(ids.menuId)?.get(ids.itemId);
  if (published) return published;
  const [draft] = await db
    .select({ nodes: menus.nodes })
    .from(menus)
    .where(and(eq(menus.id, ids.menuId), eq(menus.businessId, businessId), eq(menus.removed, false)))
    .limit(1);
  if (!draft) return null;
  return findItem(draft.nodes as MenuNodes, ids.itemId)?.item ?? null;
}

/** When a mark made at `now` ends: "today" at the business's next opening in its zone, "manual" never. */
function endOf(until: SoldOutRequest["until"], config: BusinessConfig, now: Date): Date | null {
  if (until !== "today") return null;
  return soldOutTodayEnd(readStoredHours(config.hours), now, {
    timeZone: config.timeZone ?? null,
    offsetMinutes: config.timeZoneOffset ?? 0,
  });
}

export function listSoldOut({ db, scope, now }: { db: Db; scope: BusinessScope; now: Date }) {
  return findSoldOut(db, scope.business.id, now);
}

/**
 * Marks an item or one of its options sold out, or puts it back (`until` null), and answers the business's list.
 * The ids must name an item (and option) of the published menus or the draft; putting back is allowed for any
 * ids, so a mark whose item was since deleted can still be cleared.
 */
export async function markSoldOut({
  db,
  cache,
  scope,
  request,
  now,
}: {
  db: Db;
  cache: CatalogCache;
  scope: BusinessScope;
  request: SoldOutRequest;
  now: Date;
}): Promise<SoldOutEntry[]> {
  const businessId = scope.business.id;
  const entryId = request.entryId ?? "";
  if (request.until !== null) {
    const item = await findMarkableItem(db, cache, businessId, request);
    if (!item) throw validationError([{ path: "itemId", message: SOLD_OUT_MESSAGES.unknownItem }]);
    if (entryId && !findOption(item, entryId))
      throw validationError([{ path: "entryId", message: SOLD_OUT_MESSAGES.unknownOption }]);
  }
  const config = scope.business.config as BusinessConfig;
  await writeSoldOut(
    db,
    { businessId, menuId: request.menuId, itemId: request.itemId, entryId },
    request.until === null ? null : { until: request.until, endsAt: endOf(request.until, config, now) },
    now,
  );
  return findSoldOut(db, businessId, now);
}
