import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { BusinessConfig } from "../../../shared/businesses/business-config.ts";
import { MENUS_PER_LOCATION_MAX } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { MenuNodes } from "../../../shared/menus/menu.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, menus, revisions } from "../../db/schema.ts";
import { type BusinessScope, reloadBusiness } from "../../db/tenancy.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { toBusiness, toLocation } from "../businesses/businesses.service.ts";
import { findMenusOfBusiness, toMenu } from "../menus/menus.service.ts";

/** Autosave keeps one every minute while editing; older ones beyond this many are pruned. */
export const REVISIONS_KEPT = 100;

type Location = Omit<ReturnType<typeof toLocation>, "internalId">;

export interface RevisionData {
  business: { config: BusinessConfig; orderingEnabled: boolean };
  location: Location;
  menus: ReturnType<typeof toMenu>[];
}

export async function saveRevision({ db, scope }: { db: Db; scope: BusinessScope }) {
  const { business } = scope;
  const businessId = business.id;
  const { internalId: _internalId, ...location } = toLocation(business);
  const data: RevisionData = {
    business: { config: business.config as BusinessConfig, orderingEnabled: business.orderingEnabled },
    location,
    menus: (await findMenusOfBusiness({ db, businessId })).map(toMenu),
  };
  const [row] = await db
    .insert(revisions)
    .values({ id: newId(), businessId, data: data as unknown as Record<string, unknown> })
    .returning({ id: revisions.id, createdAt: revisions.createdAt });
  if (!row) throw new Error("revision insert returned nothing");
  // Prune: keep the newest REVISIONS_KEPT.
  const [oldestKept] = await db
    .select({ createdAt: revisions.createdAt })
    .from(revisions)
    .where(eq(revisions.businessId, businessId))
    .orderBy(desc(revisions.createdAt))
    .offset(REVISIONS_KEPT - 1)
    .limit(1);
  if (oldestKept) {
    await db
      .delete(revisions)
      .where(and(eq(revisions.businessId, businessId), lt(revisions.createdAt, oldestKept.createdAt)));
  }
  return { id: row.id, createdDate: row.createdAt.toISOString() };
}

export async function findRevisions({ db, scope }: { db: Db; scope: BusinessScope }) {
  const rows = await db
    .select({ id: revisions.id, createdAt: revisions.createdAt })
    .from(revisions)
    .where(eq(revisions.businessId, scope.business.id))
    .orderBy(desc(revisions.createdAt), desc(revisions.id));
  return rows.map((row) => ({ id: row.id, createdDate: row.createdAt.toISOString() }));
}

/** A revision of the scope's business, named by id: what reading and applying one both start from. */
interface RevisionRequest {
  db: Db;
  scope: BusinessScope;
  revisionId: string;
}

async function requireRevision(db: Db, businessId: string, revisionId: string) {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.revisionFailed);
  return row;
}

export async function findRevision({ db, scope, revisionId }: RevisionRequest) {
  const row = await requireRevision(db, scope.business.id, revisionId);
  const data = row.data as unknown as RevisionData;
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    business: data.business,
    location: data.location,
    menus: data.menus,
  };
}

/**
 * Puts the draft back as the revision had it: config, location and menus. Menus made since are marked
 * removed (so Undo is still possible); every restored menu gets a new version so open editors notice.
 */
export async function applyRevision({ db, scope, revisionId }: RevisionRequest) {
  const businessId = scope.business.id;
  const data = (await requireRevision(db, businessId, revisionId)).data as unknown as RevisionData;
  // Applying leaves exactly the revision's menus live, so it must fit the limit too (a
  // revision saved before the limit existed may not).
  if (data.menus.length > MENUS_PER_LOCATION_MAX) throw badRequest("MENU_LIMIT", MESSAGES.menuLimit);
  const ids = data.menus.map((menu) => menu.id);
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ ...data.location, config: data.business.config, orderingEnabled: data.business.orderingEnabled })
      .where(eq(businesses.id, businessId));
    const stillThere = ids.length
      ? await tx
          .select({ id: menus.id })
          .from(menus)
          .where(and(eq(menus.businessId, businessId), inArray(menus.id, ids)))
      : [];
    const existing = new Set(stillThere.map((row) => row.id));
    for (const menu of data.menus) {
      const values = {
        name: menu.name,
        details: menu.details,
        active: menu.active,
        sequence: menu.sequence,
        nodes: menu.nodes as MenuNodes,
        // Revisions made before these fields existed hold none: the menu is then always served, in one language.
        schedule: menu.schedule ?? null,
        translations: menu.translations ?? {},
        removed: false,
        updatedAt: new Date(),
      };
      if (existing.has(menu.id)) {
        await tx
          .update(menus)
          .set({ ...values, version: sql`${menus.version} + 1` })
          .where(eq(menus.id, menu.id));
      } else {
        await tx.insert(menus).values({ ...values, id: menu.id, businessId });
      }
    }
    const others = ids.length
      ? and(eq(menus.businessId, businessId), notInArray(menus.id, ids))
      : eq(menus.businessId, businessId);
    await tx
      .update(menus)
      .set({ removed: true, version: sql`${menus.version} + 1` })
      .where(and(others, eq(menus.removed, false)));
  });
  const business = await reloadBusiness({ db, scope });
  return {
    business: { ...toBusiness(business), location: toLocation(business) },
    menus: (await findMenusOfBusiness({ db, businessId })).map(toMenu),
  };
}
