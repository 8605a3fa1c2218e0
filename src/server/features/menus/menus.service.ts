import { isDeepStrictEqual } from "node:util";
import { and, asc, count, eq, getTableColumns, max, sql } from "drizzle-orm";
import { MENUS_PER_LOCATION_MAX, nextMenuName } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { MenuNodes, MenuTranslations } from "../../../shared/menus/menu.ts";
import { type MenuSchedule, normalizeSchedule } from "../../../shared/menus/menu-schedule.ts";
import type { CreateMenu, UpdateMenu } from "../../../shared/menus/menus.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { businesses, menus } from "../../db/schema.ts";
import type { BusinessScope, MenuScope } from "../../db/tenancy.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";

export type MenuRow = typeof menus.$inferSelect;

export function toMenuSummary(row: MenuRow) {
  return {
    id: row.id,
    name: row.name,
    details: row.details,
    active: row.active,
    removed: row.removed,
    sequence: row.sequence,
    businessId: row.businessId,
    version: row.version,
    schedule: row.schedule ?? null,
    translations: row.translations ?? {},
  };
}

export function toMenu(row: MenuRow) {
  return { ...toMenuSummary(row), nodes: row.nodes as MenuNodes };
}

/** A business's menus that are not removed, by sequence. The caller has already checked ownership. */
export async function findMenusOfBusiness({ db, businessId }: { db: Db; businessId: string }) {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.businessId, businessId), eq(menus.removed, false)))
    .orderBy(asc(menus.sequence), asc(menus.createdAt));
}

/**
 * Refuses when `adding` more menus would take the business past MENUS_PER_LOCATION_MAX.
 * It locks the business row first, so inside a transaction two calls at once take turns and cannot both
 * pass the limit; the lock is held until that transaction ends. Returns the highest sequence in use.
 */
export async function reserveMenuSlots({
  db,
  businessId,
  adding,
}: {
  db: Db;
  businessId: string;
  adding: number;
}) {
  await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${menus.removed} = false)`.mapWith(Number),
      sequence: max(menus.sequence),
    })
    .from(menus)
    .where(eq(menus.businessId, businessId));
  if ((row?.live ?? 0) + adding > MENUS_PER_LOCATION_MAX) throw badRequest("MENU_LIMIT", MESSAGES.menuLimit);
  return row?.sequence ?? -1;
}

/** Every menu is created here, under the per-location limit; call it inside a transaction (see above). */
export async function insertMenu({
  db,
  businessId,
  name,
  details = "",
  nodes = [],
  active = true,
  schedule = null,
  translations = {},
}: {
  db: Db;
  businessId: string;
  name: string;
  details?: string;
  nodes?: unknown[];
  active?: boolean;
  schedule?: MenuSchedule;
  translations?: MenuTranslations | undefined;
}) {
  const lastSequence = await reserveMenuSlots({ db, businessId, adding: 1 });
  const [row] = await db
    .insert(menus)
    .values({
      id: newId(),
      businessId,
      name,
      details,
      nodes,
      active,
      schedule,
      translations,
      sequence: lastSequence + 1,
    })
    .returning();
  if (!row) throw new Error("menu insert returned nothing");
  return row;
}

export async function findMenus({ db, scope }: { db: Db; scope: BusinessScope }) {
  return findMenusOfBusiness({ db, businessId: scope.business.id });
}

/** A menu with its tree, by id: the caller's scope has already shown whose it is. */
async function readMenu(db: Db, menuId: string) {
  const [menu] = await db.select().from(menus).where(eq(menus.id, menuId)).limit(1);
  if (!menu) throw notFound(MESSAGES.menuNotFound);
  return menu;
}

/** A removed menu reads as "Menu not found!", like one that never existed. */
function requireNotRemoved(scope: MenuScope) {
  if (scope.menu.removed) throw notFound(MESSAGES.menuNotFound);
}

/** The scope's menu with its tree, unless it was removed. */
export async function findMenu({ db, scope }: { db: Db; scope: MenuScope }) {
  requireNotRemoved(scope);
  const menu = await readMenu(db, scope.menu.id);
  if (menu.removed) throw notFound(MESSAGES.menuNotFound);
  return menu;
}

/** A menu to create, in the business of its scope. */
export type NewMenu = Omit<CreateMenu, "businessId"> & { scope: BusinessScope };

/** An unnamed menu becomes "Menu {n}" with the next free number. */
export async function createMenus({ db, inputs }: { db: Db; inputs: NewMenu[] }) {
  return db.transaction(async (tx) => {
    // Refuse the whole batch up front, so a batch past the location's menu limit adds nothing; insertMenu
    // checks each insert too.
    const adding = new Map<string, number>();
    for (const { scope } of inputs) adding.set(scope.business.id, (adding.get(scope.business.id) ?? 0) + 1);
    for (const [businessId, n] of adding) await reserveMenuSlots({ db: tx, businessId, adding: n });
    const created: MenuRow[] = [];
    for (const input of inputs) {
      const businessId = input.scope.business.id;
      let name = input.name?.trim();
      if (!name) {
        const existing = await findMenusOfBusiness({ db: tx, businessId });
        name = nextMenuName(existing.map((menu) => menu.name));
      }
      created.push(
        await insertMenu({
          db: tx,
          businessId,
          name,
          details: input.details,
          nodes: input.nodes,
          schedule: normalizeSchedule(input.schedule ?? null),
          translations: input.translations,
        }),
      );
    }
    return created;
  });
}

/**
 * Saves the fields given when `version` is still the stored one; otherwise 409 with the current menu, so a
 * second tab never overwrites silently. A stale save that would change nothing is no conflict: it answers the
 * current menu as it is, so an editor whose save crossed an identical one goes on from the newer version.
 */
export async function updateMenu({ db, scope, input }: { db: Db; scope: MenuScope; input: UpdateMenu }) {
  // The tree can be large (500 items ≈ 150 KB): the scope checked ownership without reading it, and the
  // answer is the tree just saved instead of reading it back.
  requireNotRemoved(scope);
  const head = scope.menu;
  const changes: Partial<typeof menus.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.details !== undefined) changes.details = input.details;
  if (input.nodes !== undefined) changes.nodes = input.nodes;
  if (input.active !== undefined) changes.active = input.active;
  if (input.schedule !== undefined) changes.schedule = normalizeSchedule(input.schedule);
  if (input.translations !== undefined) changes.translations = input.translations;
  const { nodes: _nodes, ...summaryColumns } = getTableColumns(menus);
  const [row] = await db
    .update(menus)
    .set({ ...changes, version: sql`${menus.version} + 1` })
    .where(and(eq(menus.id, head.id), eq(menus.version, input.version), eq(menus.removed, false)))
    .returning(summaryColumns);
  if (row) {
    const nodes = input.nodes ?? (await readMenu(db, head.id)).nodes;
    return { ...row, nodes } as MenuRow;
  }
  const latest = await findMenu({ db, scope });
  if (isUnchangedBy(latest, changes)) return latest;
  throw new HttpError(409, "STALE_VERSION", "This menu was changed in another window.", {
    current: toMenu(latest),
  });
}

/** True when every field of `changes` (bar the time of the change) already holds that value in `row`. */
function isUnchangedBy(row: MenuRow, changes: Partial<typeof menus.$inferInsert>) {
  // Through JSON on both sides: the stored tree comes back from jsonb, which drops undefined and reorders keys.
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;
  return Object.entries(changes).every(
    ([column, value]) =>
      column === "updatedAt" || isDeepStrictEqual(asJson(row[column as keyof MenuRow]), asJson(value)),
  );
}

async function setMenuFlags(db: Db, menuId: string, flags: { removed?: boolean; active?: boolean }) {
  const [row] = await db
    .update(menus)
    .set({ ...flags, updatedAt: new Date(), version: sql`${menus.version} + 1` })
    .where(eq(menus.id, menuId))
    .returning();
  if (!row) throw notFound(MESSAGES.menuNotFound);
  return row;
}

/** The last menu of a published site cannot be removed: the guest page would have nothing to show. */
export async function removeMenu({ db, scope }: { db: Db; scope: MenuScope }) {
  requireNotRemoved(scope);
  const { business, menu } = scope;
  if (business.published) {
    const [row] = await db
      .select({ n: count() })
      .from(menus)
      .where(and(eq(menus.businessId, business.id), eq(menus.removed, false)));
    if ((row?.n ?? 0) <= 1) throw badRequest("LAST_MENU", MESSAGES.lastMenu);
  }
  return setMenuFlags(db, menu.id, { removed: true });
}

export async function restoreMenu({ db, scope }: { db: Db; scope: MenuScope }) {
  const { menu } = scope;
  if (!menu.removed) return setMenuFlags(db, menu.id, { removed: false });
  // A restored menu counts again toward the location's limit.
  return db.transaction(async (tx) => {
    await reserveMenuSlots({ db: tx, businessId: menu.businessId, adding: 1 });
    return setMenuFlags(tx, menu.id, { removed: false });
  });
}

export async function setMenuActive({ db, scope, active }: { db: Db; scope: MenuScope; active: boolean }) {
  requireNotRemoved(scope);
  return setMenuFlags(db, scope.menu.id, { active });
}

/** Puts the business's menus in the order given; every id must be one of its non-removed menus. */
export async function reorderMenus({
  db,
  scope,
  menuIds,
}: {
  db: Db;
  scope: BusinessScope;
  menuIds: string[];
}) {
  const businessId = scope.business.id;
  const existing = await findMenusOfBusiness({ db, businessId });
  const known = new Set(existing.map((menu) => menu.id));
  if (new Set(menuIds).size !== menuIds.length || menuIds.some((id) => !known.has(id)))
    throw notFound(MESSAGES.menuNotFound);
  await db.transaction(async (tx) => {
    for (const [sequence, id] of menuIds.entries()) {
      await tx.update(menus).set({ sequence }).where(eq(menus.id, id));
    }
    // Menus left out keep their relative order after the ones named.
    const rest = existing.filter((menu) => !menuIds.includes(menu.id));
    for (const [offset, menu] of rest.entries()) {
      await tx
        .update(menus)
        .set({ sequence: menuIds.length + offset })
        .where(eq(menus.id, menu.id));
    }
  });
  return findMenusOfBusiness({ db, businessId });
}

/** Gives every group, item and modifier a fresh id, so a copy never shares ids with its source. */
export function withFreshIds(nodes: MenuNodes): MenuNodes {
  return nodes.map((group) => ({
    ...group,
    id: newId(),
    nodes: group.nodes.map((item) => ({
      ...item,
      id: newId(),
      modifiers: item.modifiers.map((modifier) => ({
        ...modifier,
        id: newId(),
        entries: modifier.entries.map((entry) => ({ ...entry, id: newId() })),
      })),
    })),
  }));
}

/** Copies every non-removed menu of one location to another of the same member. */
export async function copyMenusToLocation({
  db,
  from,
  to,
}: {
  db: Db;
  from: BusinessScope;
  to: BusinessScope;
}) {
  // Copying a location onto itself doubled its menus on every call.
  if (from.business.id === to.business.id) throw badRequest("SAME_LOCATION", MESSAGES.copyOntoItself);
  const source = await findMenusOfBusiness({ db, businessId: from.business.id });
  return db.transaction(async (tx) => {
    // Refuse the whole copy up front rather than after copying part of it.
    await reserveMenuSlots({ db: tx, businessId: to.business.id, adding: source.length });
    const copies: MenuRow[] = [];
    for (const menu of source) {
      copies.push(
        await insertMenu({
          db: tx,
          businessId: to.business.id,
          name: menu.name,
          details: menu.details,
          nodes: withFreshIds(menu.nodes as MenuNodes),
          active: menu.active,
          schedule: menu.schedule ?? null,
          translations: menu.translations,
        }),
      );
    }
    return copies;
  });
}
